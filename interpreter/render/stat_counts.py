"""The shared counts a printed stat is worked out from ("the toll for each gem"), for the quick
sheet: it has no components list nor setup, so without them a stat would name a number it never gives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render.rulebook import rule_tree, sets_counter

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def stat_counts(game: Game, counters: list[dict[str, Any]], goal: list[dict[str, Any]], lang: str) -> dict[str, Any]:
    """The shared counts the printed stats name (not those the goal already gives), and the setup steps that
    set any of them, once each and in setup order (one step may set two: "the toll is 1 and …")."""
    printed = [s for s in game.model.stats if not (s.bookkeeping and s.meaning is None)]
    roots = [game.stats[str(s.id)] for s in printed if isinstance(game.stats.get(str(s.id)), n.Node)]
    named = {x.counter for root in roots for x in root.walk() if isinstance(x, n.CounterRef)}
    given = {c["id"] for c in goal}
    counts = [
        c
        for c in counters
        if c["id"] in named and c["id"] not in given and c["owner"] == "table" and not c["bookkeeping"]
    ]
    setting = [rule for rule in game.setup if any(sets_counter(rule, c["id"]) for c in counts)]
    return {"counts": counts, "setup": rule_tree(game, setting, lang, setting=True)}
