"""Piles at the positions of a counter (`piles:`), and the cards at those positions.

A counter such as "the position" (1–4) with `piles: [pile-a, …, pile-d]` names a pile at each of its
positions: `the stack at your position` is one of them, `the card at your position` its top card, and
`the cards at each position` the top card of every pile. A counter with `track:` (a row) has one card at each
position instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from interpreter.engine.code import Env
    from interpreter.engine.game import CounterDef
    from interpreter.engine.state import State

NumFn = Callable[["State", "Env"], int]


def pile_slot(state: State, counter: CounterDef, position: int) -> int | None:
    """The slot of the pile at `position`, or None outside the counter's positions."""
    index = position - (counter.min or 0)
    if not 0 <= index < len(counter.piles):
        return None
    return state.zbase[counter.piles[index]]


def card_at(state: State, counter: CounterDef, position: int) -> int | None:
    """The card at a position: the top card of its pile, or the card of the row at that place."""
    index = position - (counter.min or 0)
    if counter.piles:  # `pile_slot`, written out: the cards at each position are asked on most decisions
        if not 0 <= index < len(counter.piles):
            return None
        pile = state.zones[state.zbase[counter.piles[index]]]
        return pile[-1] if pile else None
    row = state.zones[state.zbase[counter.track]]  # type: ignore[index]
    return row[index] if 0 <= index < len(row) else None


def cards_at_each(counter: CounterDef, low: NumFn | None, high: NumFn | None) -> Callable[[State, Env], list[int]]:
    """The card at each position, from `low` to `high` (the whole board when not given), in order."""
    first = counter.min or 0
    size = len(counter.piles)

    def cards(state: State, env: Env) -> list[int]:
        count = size or len(state.zones[state.zbase[counter.track]])  # type: ignore[index]
        start = first if low is None else max(first, low(state, env))
        stop = first + count - 1 if high is None else min(first + count - 1, high(state, env))
        # `card_at` of each position, written out (every position here is one of the counter's)
        if stop < start:
            return []
        if size:
            zones, zbase, piles = state.zones, state.zbase, counter.piles
            indices = range(start - first, stop - first + 1)
            return [pile[-1] for index in indices if (pile := zones[zbase[piles[index]]])]
        row = state.zones[state.zbase[counter.track]]  # type: ignore[index]
        return row[start - first : stop - first + 1]

    return cards
