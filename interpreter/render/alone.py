"""A rule as a build played alone says it: with one player, "each player draws 1 card" is "draw 1 card".

The engine runs the rule as written (every player is you); only the words change, as a person writing the
solitaire rules would write them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from interpreter.dsl import nodes as n


def as_yours(node: Any) -> Any:
    """`node` with every step done by all players (no filter) done by you."""
    if isinstance(node, n.Do) and _everyone(node.subject):
        return dataclasses.replace(node, subject=None, verbs=tuple(as_yours(v) for v in node.verbs))
    if isinstance(node, tuple):
        return tuple(as_yours(item) for item in node)
    if not isinstance(node, n.Node):
        return node
    changed = {}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        value = getattr(node, f.name)
        if isinstance(value, n.Node | tuple):
            new = as_yours(value)
            if new is not value:
                changed[f.name] = new
    return dataclasses.replace(node, **changed) if changed else node


def _everyone(subject: Any) -> bool:
    if not isinstance(subject, n.EachPlayer):
        return False
    f = subject.filter
    return f is None or (not f.others and not f.except_ and f.who is None)
