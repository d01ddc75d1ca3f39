"""Triggers at run time: after a card moves or is used, find the triggers that fire and queue them.

A trigger belongs to the rules (it watches for every player, each in turn as "you") or to a card
(it works while the card lies in its zone, for the card's owner). A fired trigger becomes a frame in
`state.triggered`; the machine runs those right after the operation that caused them, in the order
they fired. A card's trigger never fires for the move that brought that card itself into play.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from interpreter.engine.game import TriggerDef
    from interpreter.engine.state import State


def on_move(state: State, verb: str, actor: int, cards: tuple[int, ...] | list[int], src: int, dst: int) -> None:
    watchers = state.game.move_triggers.get(state.zslot[dst][0])
    if watchers:
        for trigger in watchers:
            _check(state, trigger, verb, actor, cards, src, dst)


def on_use(state: State, actor: int, card: int) -> None:
    for trigger in state.game.use_triggers:
        _check(state, trigger, "use", actor, (card,), -1, -1)


def _check(
    state: State, trigger: TriggerDef, verb: str, actor: int, cards: tuple[int, ...] | list[int], src: int, dst: int
) -> None:
    for owner, this in _sources(state, trigger):
        for card in cards:
            if card == this:
                continue
            seen = {"you": owner, "subj": actor, "that": actor, "this": this, "card": card}
            if not trigger.matches(state, seen, verb, src, dst, card):
                continue
            env = {**seen, "subj": owner}
            if trigger.test is not None and not trigger.test(state, env):
                continue
            state.triggered.append([trigger.code, 0, env])


def _sources(state: State, trigger: TriggerDef) -> Iterator[tuple[int, int | None]]:
    """(owner, card) for each place the trigger works: every player for a rule, each copy in its zone for a card."""
    if trigger.card is None:
        for step in range(state.players):
            yield (state.active + step) % state.players, None
        return
    zslot = state.zslot
    for instance in state.game.card_instances[trigger.card]:
        zone, owner = zslot[state.loc[instance]]
        if zone == trigger.zone:
            yield (owner if owner >= 0 else state.active), instance
