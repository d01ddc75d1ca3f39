"""Moving cards between zones: the one place that keeps `zones`, `loc`, flags and events in step.

A move event is `("move", verb, actor, cards, src, dst, extra)`; `extra` carries what only some
moves have: the chain end and joining symbol, or that the card now lies face down.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from interpreter.engine import rng, triggers
from interpreter.engine.state import FACE_DOWN, FLIPPED, MOVE_CLEARS, PAID, SEEN, SHOWN

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


def move(
    state: State,
    card: int,
    dst: int,
    verb: str,
    actor: int,
    face_down: bool = False,
    extra: dict[str, Any] | None = None,
    under: bool = False,
) -> None:
    """Move one card onto the top of `dst` (`under`: to its bottom); a card that finds `dst` full stays."""
    src = state.loc[card]
    zones = state.zones
    if state.game.has_capacity and src != dst and room(state, dst) <= 0:
        return
    zones[src].remove(card)
    if under:
        zones[dst].insert(0, card)
    else:
        zones[dst].append(card)
    state.loc[card] = dst
    flags = state.flags
    if face_down:
        # a card shown or looked at is hidden again once it moves
        flags[card] = (flags[card] | FACE_DOWN) & ~(SHOWN | PAID | SEEN)
        extra = {**(extra or {}), "face": "down"}
    else:
        if flags[card] & FACE_DOWN and state.record:  # turned face up: told to those who now see it
            extra = {**(extra or {}), "was": "down"}
        flags[card] &= ~MOVE_CLEARS
    if state.record:
        state.events.append(("move", verb, actor, (card,), src, dst, extra))
    if state.game.watched_moves:
        after_move(state, verb, actor, (card,), src, dst)


def room(state: State, slot: int) -> int:
    """How many more cards the zone at `slot` takes (its `capacity`; a zone without one: any number)."""
    return state.capacity(slot) - len(state.zones[slot])


def after_move(state: State, verb: str, actor: int, cards: Sequence[int], src: int, dst: int) -> None:
    """What follows every move of cards, when something watches moves (`game.watched_moves`): tokens
    kept on them (`reset: move` counters) do not travel with them, a table places them, and triggers
    waiting for such a move are queued. (A card shown to all, or looked at, is no longer known once it
    moves: every mover clears its SHOWN and SEEN bits with FACE_DOWN, in every game.)"""
    game = state.game
    for counter in game.move_resets:
        base = state.cbase[counter.index]
        for card in cards:
            state.counters[base + card] = counter.start
    if game.table is not None:
        game.table.entered(state, cards, src, dst)
    zslot = state.zslot  # only a move into or out of a watched zone asks the triggers
    if zslot[dst][0] in game.move_triggers or zslot[src][0] in game.leave_triggers:
        triggers.on_move(state, verb, actor, cards, src, dst)


def move_many(state: State, cards: list[int], dst: int, verb: str, actor: int, fit: bool = True) -> None:
    """Move several cards (in order) to the top of `dst`, face up, as one event per source zone (as many
    as `dst` has room for: the rest stay). `fit=False`: an exchange in which every zone gives all it holds
    at the same moment (hands passed round), where room is made as the cards arrive."""
    if fit and state.game.has_capacity and cards:
        left, kept = room(state, dst), []
        for card in cards:
            if state.loc[card] == dst or left > 0:
                left -= state.loc[card] != dst
                kept.append(card)
        cards = kept
    if not cards:
        return
    loc = state.loc
    src = loc[cards[0]]
    zone = state.zones[src]
    if zone == cards and src != dst:  # a whole zone (all its cards, a pile refilled): moved at once
        cards = cards[:] if cards is zone else cards
        state.zones[dst] += cards
        zone.clear()
        flags = state.flags
        was = _was_face_down(state, cards)
        for card in cards:
            loc[card] = dst
            flags[card] &= ~MOVE_CLEARS
        if state.record:
            state.events.append(("move", verb, actor, tuple(cards), src, dst, was))
        if state.game.watched_moves:
            after_move(state, verb, actor, cards, src, dst)
        return
    by_source: dict[int, list[int]] = {}
    was = _was_face_down(state, cards)
    for card in cards:
        src = state.loc[card]
        state.zones[src].remove(card)
        state.zones[dst].append(card)
        state.loc[card] = dst
        state.flags[card] &= ~MOVE_CLEARS
        by_source.setdefault(src, []).append(card)
    if state.record:
        for src, moved in by_source.items():
            state.events.append(("move", verb, actor, tuple(moved), src, dst, was))
    if state.game.watched_moves:
        for src, moved in by_source.items():
            after_move(state, verb, actor, moved, src, dst)


def _was_face_down(state: State, cards: list[int]) -> dict[str, Any] | None:
    """The extra of a move event of `cards` turned face up, when one lay face down: the event names them only
    to those who see where they go, or who saw them face down (see `events._move`)."""
    if state.record and any(state.flags[card] & FACE_DOWN for card in cards):
        return {"was": "down"}
    return None


def draw(state: State, src: int, dst: int, count: int, verb: str, actor: int) -> list[int]:
    """Take up to `count` cards from the top of `src` (never beyond the capacity of `dst`)."""
    pile = state.zones[src]
    target = state.zones[dst]
    room = (state.game.zones[state.zslot[dst][0]].capacity or 1_000_000) - len(target)  # `state.capacity`
    wanted = max(0, min(count, room))
    loc, flags = state.loc, state.flags
    if 0 < wanted <= len(pile) and src != dst:  # no refill on the way: the top cards taken in one slice, top first
        taken = pile[-wanted:]
        del pile[-wanted:]
        taken.reverse()
        target += taken
        for card in taken:
            loc[card] = dst
            flags[card] &= ~MOVE_CLEARS
    else:
        taken = []
        for _ in range(wanted):
            if not pile and not refill(state, src):
                break
            card = pile.pop()
            target.append(card)
            loc[card] = dst
            flags[card] &= ~MOVE_CLEARS
            taken.append(card)
    if taken:
        if state.record:
            state.events.append(("move", verb, actor, tuple(taken), src, dst, None))
        if state.game.watched_moves:
            after_move(state, verb, actor, taken, src, dst)
    return taken


def refill(state: State, slot: int) -> bool:
    """Shuffle an empty pile's refill zone into it (`refill:` in the data); False when there is none."""
    zone = state.game.zones[state.zslot[slot][0]]
    if zone.refill is None:
        return False
    source = state.zbase[zone.refill]
    keeps = zone.model.refill_keeps  # the top cards that stay where they are
    if len(state.zones[source]) <= keeps:
        return False
    move_many(state, state.zones[source][: len(state.zones[source]) - keeps], slot, "return", state.active)
    shuffle(state, slot)
    return True


def can_draw(state: State, slot: int) -> bool:
    """A card can come from this pile: it has one, or its refill zone does."""
    if state.zones[slot]:
        return True
    zone = state.game.zones[state.zslot[slot][0]]
    return zone.refill is not None and len(state.zones[state.zbase[zone.refill]]) > zone.model.refill_keeps


def random_cards(state: State, purpose: str, cards: list[int], count: int) -> list[int]:
    """Up to `count` distinct cards of `cards`, picked at random from the stream for `purpose`
    (keyed by the cards' identities: which cards are picked does not depend on their order)."""
    if count <= 0:
        return []
    if count == 1 and cards:  # one card taken at random (a steal): no need to order the rest
        return [rng.keyed_pick(state, purpose, cards, state.game.identity)]
    return rng.keyed_order(state, purpose, cards, state.game.identity)[:count]


def shuffle(state: State, slot: int) -> None:
    zone, owner = state.zslot[slot]
    purpose = f"shuffle:{state.game.zones[zone].id}" + (f":{owner + 1}" if owner >= 0 else "")
    rng.shuffle(state, purpose, state.zones[slot], state.game.identity)
    if state.game.knowing:
        flags = state.flags
        for card in state.zones[slot]:  # no one knows where a card shown or looked at lies now
            flags[card] &= ~(SHOWN | SEEN)
    if state.record:
        state.events.append(("shuffle", slot))


def may_play(state: State, player: int, card: int) -> bool:
    """Whether the card's own `play_if` lets `player` play it now (most cards have none)."""
    test = state.game.cards[state.game.instances[card]].play_test
    return test is None or bool(test(state, {"you": player, "subj": player, "this": card}))


def distinct(state: State, cards: list[int]) -> list[int]:
    """One card per card definition and face (copies of a card are the same choice)."""
    seen: set[int] = set()
    result = []
    kinds = state.game.kinds
    flags = state.flags
    for card in cards:
        kind = kinds[card] | flags[card] & FACE_DOWN  # definition and face, as one int
        if kind not in seen:
            seen.add(kind)
            result.append(card)
    return result


def chain_plays(
    state: State,
    cards: list[int],
    links: Sequence[tuple[str, str]],
    ends: tuple[tuple[bool, str], tuple[bool, str]],
    tag: int | None = None,
) -> list[Any]:
    """(card, end) options of playing onto a chain: one card per kind, as `distinct` keeps them, that
    matches the symbol an offered end shows (`ends`: for the left end and the right one, whether it is
    offered and what it shows) — the left end's options first, each end in the cards' order. One pass
    over the cards: in a game whose every turn is one such play this is the listing (a set of the
    definitions first and a comprehension per end cost some 7 % more instructions per decision there).
    With `tag` (an option's number in a `choose one`), each play comes as `(tag, (card, end))`, the answer
    that `choose one` offers, with no second pass over the list."""
    (use_left, showing_left), (use_right, showing_right) = ends
    left = showing_left if use_left else None  # an end not offered shows what no card has: one test per end
    right = showing_right if use_right else None
    seen: set[int] = set()
    at_left: list[Any] = []
    at_right: list[Any] = []
    kinds = state.game.kinds
    flags = state.flags
    for card in cards:  # the symbols before the kind: most cards match no end, and copies of a card match alike
        pair = links[card]
        at_left_end = left in pair
        if not at_left_end and right not in pair:
            continue
        kind = kinds[card] | flags[card] & FACE_DOWN
        if kind in seen:
            continue
        seen.add(kind)
        if at_left_end:
            at_left.append((card, 0) if tag is None else (tag, (card, 0)))
        if right in pair:
            at_right.append((card, 1) if tag is None else (tag, (card, 1)))
    return at_left + at_right


def place_in_chain(
    state: State, game: Game, zone: int, where: int, card: int, end: int, actor: int, verb: str
) -> tuple[int | None, str | None]:
    """Join `card` to end 0 (left) or 1 (right) of a chain; returns (joined card, joining symbol)."""
    chain = state.zones[where]
    links = game.links[zone]
    a, b = links[card]
    src = state.loc[card]
    state.zones[src].remove(card)
    flags = state.flags
    kept = flags[card] & ~(MOVE_CLEARS | FLIPPED)  # (SHOWN: see `moves.after_move`)
    if not chain:
        flags[card] = kept
        chain.append(card)
        joined, joining = None, None
    else:  # the symbol showing at that end (`expr.chain_end`, written out: a play onto a chain is every turn)
        if end == 0:
            joined = chain[0]
            x, y = links[joined]
            joining = y if flags[joined] & FLIPPED else x
            # the card's right side touches the chain: unflipped shows (a, b), so b must match
            flags[card] = kept | FLIPPED if b != joining else kept
            chain.insert(0, card)
        else:
            joined = chain[-1]
            x, y = links[joined]
            joining = x if flags[joined] & FLIPPED else y
            flags[card] = kept | FLIPPED if a != joining else kept
            chain.append(card)
    state.loc[card] = where
    if state.record:
        state.events.append(("move", verb, actor, (card,), src, where, {"end": end, "joining": joining}))
    if game.watched_moves:
        after_move(state, verb, actor, (card,), src, where)
    return joined, joining
