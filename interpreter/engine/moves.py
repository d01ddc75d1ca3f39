"""Moving cards between zones: the one place that keeps `zones`, `loc` and events in step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.engine import rng

if TYPE_CHECKING:
    from interpreter.engine.state import State


def move(state: State, card: int, dst: int, verb: str, actor: int, bottom: bool = False) -> None:
    src = state.loc[card]
    state.zones[src].remove(card)
    if bottom:
        state.zones[dst].insert(0, card)
    else:
        state.zones[dst].append(card)
    state.loc[card] = dst
    if state.record:
        state.events.append(("move", verb, actor, (card,), src, dst))


def move_many(state: State, cards: list[int], dst: int, verb: str, actor: int) -> None:
    """Move several cards (in order) to the top of `dst`, as one event per source zone."""
    if not cards:
        return
    by_source: dict[int, list[int]] = {}
    for card in cards:
        src = state.loc[card]
        state.zones[src].remove(card)
        state.zones[dst].append(card)
        state.loc[card] = dst
        by_source.setdefault(src, []).append(card)
    if state.record:
        for src, moved in by_source.items():
            state.events.append(("move", verb, actor, tuple(moved), src, dst))


def draw(state: State, src: int, dst: int, count: int, verb: str, actor: int) -> list[int]:
    """Take up to `count` cards from the top of `src`."""
    pile = state.zones[src]
    taken = []
    target = state.zones[dst]
    for _ in range(min(count, len(pile))):
        card = pile.pop()
        target.append(card)
        state.loc[card] = dst
        taken.append(card)
    if taken and state.record:
        state.events.append(("move", verb, actor, tuple(taken), src, dst))
    return taken


def random_cards(state: State, src: int, count: int) -> list[int]:
    pile = state.zones[src]
    chosen: list[int] = []
    pool = pile[:]
    for _ in range(min(count, len(pool))):
        chosen.append(pool.pop(rng.below(state, len(pool))))
    return chosen


def shuffle(state: State, slot: int) -> None:
    rng.shuffle(state, state.zones[slot])
    if state.record:
        state.events.append(("shuffle", slot))


def distinct(state: State, cards: list[int]) -> list[int]:
    """One card per card definition (copies of a card are the same choice)."""
    seen: set[int] = set()
    result = []
    instances = state.game.instances
    for card in cards:
        kind = instances[card]
        if kind not in seen:
            seen.add(kind)
            result.append(card)
    return result
