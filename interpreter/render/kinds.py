"""A test made of one test per kind of a counter group, said once: "if you have at least 4 gold or you have at least
4 silver or …" (every kind, the same bound) reads "if you have at least 4 metal of one kind"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def one_kind(game: Game, node: Any) -> n.Compare | None:
    """The same test of the whole group (the templates add "of one kind"), or None when `node` is not an `or` of
    one `at least` test per kind of a group, all of one owner and one bound."""
    if not isinstance(node, n.Or):
        return None
    tests = [item for item in node.items if isinstance(item, n.Compare) and isinstance(item.left, n.CounterRef)]
    if len(tests) != len(node.items) or tests[0].op != ">=":
        return None
    first = tests[0]
    owner: n.CounterRef = first.left  # type: ignore[assignment]  # checked above: every left is a CounterRef
    kinds = []
    for item in tests:
        left: n.CounterRef = item.left  # type: ignore[assignment]
        if (left.owner, left.player, item.op, item.right) != (owner.owner, owner.player, first.op, first.right):
            return None
        kinds.append(left.counter)
    for group in game.groups.values():
        members = [game.counters[i].id for i in group.members]
        if sorted(members) == sorted(kinds):
            return n.Compare(n.CounterRef(group.id, owner.owner, owner.player), first.op, first.right)
    return None
