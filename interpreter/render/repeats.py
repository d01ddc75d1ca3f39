"""A step repeated for each pile of a row, said once: "put the top card of the deck onto the stack at space 1,
then … Do the same for spaces 2, 3 and 4", not the same sentence four times over.

Like the idioms in `idioms.py`, a shape recognised in the checked tree; the engine runs the rule as written.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.engine.game import Game


@dataclass(frozen=True)
class SameFor:
    """A render-only node: `first`, said of the pile at one position of `counter`, and "do the same" for the
    piles at `positions`."""

    first: Any
    counter: str
    positions: tuple[int, ...]


def piles(game: Game) -> dict[str, tuple[str, int]]:
    """Each zone that is the pile at a position of a counter (`piles:`): the counter and the position."""
    return {
        zone: (str(c.model.id), (c.model.min or 0) + index)
        for c in game.counter_by_id.values()
        for index, zone in enumerate(c.model.piles)
    }


def _zones(node: Any) -> set[str]:
    """The zones a tree names."""
    found: set[str] = set()
    if isinstance(node, n.ZoneRef):
        found.add(node.zone)
    for item in fields(node):
        value = getattr(node, item.name)
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, n.Node):
                found |= _zones(v)
    return found


def _moved(node: Any, old: str, new: str) -> Any:
    """A copy of the tree with zone `old` named `new`."""
    return n.rewritten(node, lambda x: replace(x, zone=new) if isinstance(x, n.ZoneRef) and x.zone == old else None)


def same_for(sentences: tuple[Any, ...], row: dict[str, tuple[str, int]]) -> tuple[Any, ...]:
    """Runs of two or more sentences that are one sentence said of different piles of one counter's row (and
    of no other pile) folded into one `SameFor` (other sentences unchanged)."""
    out: list[Any] = []
    i = 0
    while i < len(sentences):
        first = sentences[i]
        own = [z for z in _zones(first) if z in row] if isinstance(first, n.Node) else []
        j = i + 1
        if len(own) == 1:
            counter = row[own[0]][0]
            seen = [own[0]]
            while j < len(sentences) and isinstance(sentences[j], n.Node):
                other = [z for z in _zones(sentences[j]) if z in row]
                if len(other) != 1 or other[0] in seen or row[other[0]][0] != counter:
                    break
                if _moved(sentences[j], other[0], own[0]) != first:
                    break
                seen.append(other[0])
                j += 1
            if j - i >= 2:
                out.append(SameFor(first, counter, tuple(row[z][1] for z in seen[1:])))
                i = j
                continue
        out.append(first)
        i += 1
    return tuple(out)
