"""Amounts said as a person says them: "2 for each card in …", "… except 1", "1 for every 3 …", "all but 1
card", a range capped by an amount ("from 1 to 2 (at most your coins)").

Like the idioms in `idioms.py`, shapes recognised in the checked tree; the engine works the amount out as written.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from interpreter.dsl import nodes as n
from interpreter.render import formulas


def per_card(count: Any) -> bool:
    """`N * the number of CARDS`: an amount said "N for each card in …"."""
    return (
        isinstance(count, n.BinOp)
        and count.op == "*"
        and isinstance(count.left, n.Int)
        and isinstance(count.right, n.CountCards)
    )


def per_card_but(count: Any) -> tuple[Any, int] | None:
    """`N * (the number of CARDS - K)`, or `the number of CARDS - K` (N is 1): "N … for each card in … except K"."""
    count = n.BinOp("*", n.Int(1), count) if isinstance(count, n.BinOp) and count.op == "-" else count
    if not (isinstance(count, n.BinOp) and count.op == "*" and isinstance(count.right, n.BinOp)):
        return None
    inner = count.right
    if inner.op != "-" or not isinstance(inner.right, n.Int) or not isinstance(inner.left, n.CountCards):
        return None
    each = n.BinOp("*", count.left, inner.left)
    return (each, inner.right.value) if per_card(each) else None


def per_every(count: Any) -> bool:
    """`your N / K` (K at least 2) as an amount gained: said "1 … for every K N" (the rules round down)."""
    return (
        isinstance(count, n.BinOp)
        and count.op == "/"
        and isinstance(count.right, n.Int)
        and count.right.value >= 2
        and isinstance(count.left, n.CounterRef)
        and count.left.owner in ("you", "subject")
    )


def capped(high: Any) -> tuple[Any, Any] | None:
    """`the lower of 2 and your coins` as the top of a range: the fixed bound and the amount that caps it
    ("from 1 to 2 (at most your coins)"), or None when it is not that shape."""
    if not isinstance(high, n.Extreme) or high.which != "lower":
        return None
    found = formulas.bounded(high)
    return None if found is None else (found[1], found[0])


def all_but(count: Any, zones: tuple[Any, ...], card_filter: Any) -> int | None:
    """`discard the number of cards in Z - 1 cards from Z` (no other condition) is "all but 1 card": the number
    kept, or None for any other count."""
    if card_filter != n.CardFilter() or not isinstance(count, n.BinOp) or count.op != "-":
        return None
    counted, kept = count.left, count.right
    if not isinstance(counted, n.CountCards) or not isinstance(kept, n.Int) or kept.value < 1:
        return None
    cards = counted.cards
    if not isinstance(cards, n.AllCards) or cards.zones != zones or cards.filter != n.CardFilter() or cards.except_:
        return None
    return kept.value


@dataclasses.dataclass(frozen=True)
class ForTheOneLeft:
    """Not a DSL node: a "for each card in Z" right after "discard all but 1 card from Z" — there is one card, so
    the book says what happens to it ("If …, put that card …"), not "for each of the cards in Z"."""

    each: Any


def one_left(sentences: tuple[Any, ...]) -> tuple[Any, ...]:
    """The sentences with each "for each card in Z" that follows "discard all but 1 card from Z" said of that card."""
    out = list(sentences)
    for i in range(1, len(out)):
        before, now = out[i - 1], out[i]
        last = before.steps[-1] if isinstance(before, n.Chain) and before.steps else None
        first = now.steps[0] if isinstance(now, n.Chain) and len(now.steps) == 1 else None
        if not (isinstance(last, n.Do) and last.subject is None and len(last.verbs) == 1):
            continue
        kept = last.verbs[0]
        if not (isinstance(kept, n.Discard) and not kept.random and all_but(kept.count, kept.zones, kept.filter) == 1):
            continue
        if not (isinstance(first, n.ForEachCard) and isinstance(first.cards, n.AllCards)):
            continue
        if first.cards.zones == kept.zones and first.cards.filter == n.CardFilter() and not first.cards.except_:
            said: Any = (ForTheOneLeft(first),)  # a step only the templates read
            out[i] = n.Chain(said)
    return tuple(out)
