"""The base of every DSL node: an immutable record that knows where in its text it came from."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import field, fields

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
        for f in fields(self):
            value = getattr(self, f.name)
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
