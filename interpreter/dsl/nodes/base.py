"""The base of every DSL node: an immutable record that knows where in its text it came from."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import field, fields, replace
from typing import Any

from interpreter.records import record


@record
class Span:
    start: int
    end: int


NO_SPAN = Span(0, 0)


@record
class Node:
    span: Span = field(default=NO_SPAN, kw_only=True, compare=False, repr=False)

    def children(self) -> list[Node]:
        """Direct child nodes, in field order."""
        found: list[Node] = []
        for name in _field_names(type(self)):
            value = getattr(self, name)
            if isinstance(value, Node):
                found.append(value)
            elif isinstance(value, tuple):
                found.extend(v for v in value if isinstance(v, Node))
        return found

    def walk(self) -> Iterator[Node]:
        """This node and all nodes below it, depth first."""
        yield self
        for child in self.children():
            yield from child.walk()


def rewritten(tree: Any, change: Callable[[Node], Node | None]) -> Any:
    """A copy of `tree` (a node or a tuple of them) rebuilt bottom up, where `change` may replace each node
    once its children are rebuilt (None keeps it); nodes are immutable, so what is unchanged is shared."""
    if isinstance(tree, tuple):
        items = tuple(rewritten(v, change) for v in tree)
        return tree if all(a is b for a, b in zip(items, tree, strict=True)) else items
    if not isinstance(tree, Node):
        return tree
    changes: dict[str, Any] = {}
    for name in _field_names(type(tree)):
        value = getattr(tree, name)
        if isinstance(value, Node | tuple) and (new := rewritten(value, change)) is not value:
            changes[name] = new
    node = replace(tree, **changes) if changes else tree
    found = change(node)
    return node if found is None else found


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """A node class's field names, looked up once per class: checks walk every node of every rule."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return found
