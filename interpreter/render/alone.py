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
