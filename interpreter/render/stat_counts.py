"""The shared counts a quick sheet names but, having no components list nor setup, would never give: those a way to
end compares with ("as many gems as the target") and those a printed stat is worked out from ("the toll for each
gem"), each with the setup steps that set it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render.rulebook import rule_tree

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def goal_counts(game: Game, counters: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """The shared counts a way to end compares with, each with the setup steps that change it."""
    ends = [e.rule for e in game.end if game.is_enabled(e.id) and not e.rule.model.bookkeeping]
    roots = [x for rule in ends for x in (rule.node, rule.extra.get("winners")) if isinstance(x, n.Node)]
    # a count the condition compares with a printed number says its number already ("the round number is more
    # than 3"); one that is itself the mark to reach ("as many gems as the target") does not
    said = {
        id(side)
        for root in roots
        for compare in root.walk()
        if isinstance(compare, n.Compare)
        for side, other in ((compare.left, compare.right), (compare.right, compare.left))
        if isinstance(other, n.Int)
    }
    named = {x.counter for root in roots for x in root.walk() if isinstance(x, n.CounterRef) and id(x) not in said}
    return [{**c, "setup": _setting(game, [c], lang)} for c in _shared(counters, named)]


def stat_counts(game: Game, counters: list[dict[str, Any]], goal: list[dict[str, Any]], lang: str) -> dict[str, Any]:
    """The shared counts the printed stats name (not those the goal already gives), and the setup steps that
    set any of them, once each and in setup order (one step may set two: "the toll is 1 and …")."""
    printed = [s for s in game.model.stats if not (s.bookkeeping and s.meaning is None)]
    roots = [game.stats[str(s.id)] for s in printed if isinstance(game.stats.get(str(s.id)), n.Node)]
    named = {x.counter for root in roots for x in root.walk() if isinstance(x, n.CounterRef)}
    counts = _shared(counters, named - {c["id"] for c in goal})
    return {"counts": counts, "setup": _setting(game, counts, lang)}


def _shared(counters: list[dict[str, Any]], named: set[str]) -> list[dict[str, Any]]:
    """The counters named that are one shared count the rules print (not a player's, not bookkeeping)."""
    return [c for c in counters if c["id"] in named and c["owner"] == "table" and not c["bookkeeping"]]


def _setting(game: Game, counts: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """The setup steps that set any of these counts, in setup order."""
    setting = [rule for rule in game.setup if any(sets_counter(rule, c["id"]) for c in counts)]
    return rule_tree(game, setting, lang, setting=True)


def sets_counter(rule: Any, counter: str) -> bool:
    """Whether a rule, or one under it, sets a counter outright ("set the target to 4")."""
    nodes = [x for x in rule.node.walk()] if isinstance(rule.node, n.Node) else []
    if any(isinstance(x, n.Set) and isinstance(x.target, n.CounterRef) and x.target.counter == counter for x in nodes):
        return True
    return any(sets_counter(child, counter) for child in rule.children + rule.otherwise)
