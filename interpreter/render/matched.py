"""Gains that copy another player's numbers: `gain the target's water water, then gain the target's earth earth`
reads as one clause, "gain as much water and earth as the target has", not a clause per number."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def matched_gain(game: Game, step: Any) -> tuple[str, Any] | None:
    """`gain P's X X` — you gain as much of a number as another player has of it — returns the counter and the
    player; a run of them with the same player is said once."""
    if not (isinstance(step, n.Do) and step.subject is None and not step.may and len(step.verbs) == 1):
        return None
    gain = step.verbs[0]
    if not isinstance(gain, n.Gain) or not isinstance(gain.count, n.CounterRef):
        return None
    if gain.count.counter != gain.counter or gain.count.owner != "player" or gain.count.player is None:
        return None
    counter = game.counter_by_id.get(gain.counter)
    if counter is None or counter.model.level or counter.model.gained is not None:
        return None
    return gain.counter, gain.count.player
