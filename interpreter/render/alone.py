"""A rule as a build played alone says it: with one player, "each player draws 1 card" is "draw 1 card".

The engine runs the rule as written (every player is you); only the words change, as a person writing the
solitaire rules would write them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from interpreter.dsl import nodes as n


def as_yours(node: Any) -> Any:
    """`node` with every step done by all players (no filter) done by you."""
    return n.rewritten(node, _yours)


def _yours(node: n.Node) -> n.Node | None:
    return replace(node, subject=None) if isinstance(node, n.Do) and _everyone(node.subject) else None


def _everyone(subject: Any) -> bool:
    if not isinstance(subject, n.EachPlayer):
        return False
    f = subject.filter
    return f is None or (not f.others and not f.except_ and f.who is None)


def said_of_you(condition: Any) -> Any:
    """An end condition as a build played alone says it: "a player has at least 10 points" is "you have …" (the
    one player is you); a condition on no player, or on "no player"/"exactly one opponent", stays as it is."""
    if isinstance(condition, n.Quantified) and condition.quantifier in ("some", "exactly-one") and not condition.others:
        return n.PlayerHas(player=n.You(), pred=condition.pred)
    return condition


def you_win(winners: Any) -> bool:
    """Whether the winners of an end rule are, in a build played alone, simply you: "each player", "each player
    who has at least 10 points" (the game ended because you have) — any player but "no player" or "each other"."""
    f = winners.filter if isinstance(winners, n.EachPlayer) else None
    return isinstance(winners, n.EachPlayer) and (f is None or (not f.others and not f.except_))
