"""A state one seat could believe in: everything it sees kept, everything else dealt anew.

Search agents for games with hidden cards (ISMCTS) plan on such states instead of the real one,
so they never look at a card their seat cannot see — nor at the future: a plain clone knows the
order of the deck and the next die roll, so the copy's generator is re-seeded as well.

What a seat knows of a card it cannot see is its back. Cards are told apart by the zone they
start the game in (two decks of different backs are told apart at a glance), so a hidden
card is only exchanged with hidden cards of the same origin: every hidden place keeps as many
cards of each origin as it really holds, and nothing else of the truth goes in. The result
depends only on the seat's view, those counts and the seed — two states that the seat cannot
tell apart give the same sample.

Limits: the box (cards out of the game) is left as it is; a variable of a half-resolved effect
that names a hidden card keeps naming that card (only the pending decision's options follow
their place).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine import rng
from interpreter.engine.state import FACE_DOWN, SEEN, known_to
from interpreter.engine.view import can_see, sees_face_down

if TYPE_CHECKING:
    from interpreter.engine.state import State

# option kinds (see `actions.py`) whose option names a card first: a plain card or (card, …)
CARD_OPTIONS = frozenset(("card", "hidden", "use", "play", "play-down"))

Place = tuple[int, int]  # (slot, position in the slot)
PLACED = FACE_DOWN | SEEN  # flags of a place, not of the card re-dealt into it


def hidden_places(state: State, seat: int) -> list[Place]:
    """Every place whose card `seat` cannot see: all of a hidden zone, face-down cards elsewhere, but for cards
    shown to every player or that `seat` looked at since they came there."""
    box = None if state.game.box is None else state.zbase[state.game.box]
    places: list[Place] = []
    known = known_to(seat)
    hidden = FACE_DOWN | known
    for slot, cards in enumerate(state.zones):
        if slot == box or not cards:
            continue
        if not can_see(state, slot, seat):
            places.extend((slot, i) for i, card in enumerate(cards) if not state.flags[card] & known)
        elif not sees_face_down(state, slot, seat):
            places.extend((slot, i) for i, card in enumerate(cards) if state.flags[card] & hidden == FACE_DOWN)
    return places


def determinize(state: State, seat: int, seed: int) -> State:
    """A copy of `state` with the cards `seat` cannot see re-dealt among their places, and its
    future randomness re-seeded — all from `seed`."""
    copy = state.clone()
    families: dict[int, list[Place]] = {}
    for slot, i in hidden_places(state, seat):
        families.setdefault(state.game.start_zone[state.zones[slot][i]], []).append((slot, i))
    dealer = rng.Rng(seed)
    followed: dict[int, int] = {}  # the card that lay in a place -> the card that lies there now
    for family in sorted(families):
        places = families[family]
        cards = sorted(state.zones[slot][i] for slot, i in places)  # the truth's order is forgotten
        for k in range(len(cards) - 1, 0, -1):  # Fisher–Yates with the dealer's own generator
            j = dealer.below(k + 1)
            cards[k], cards[j] = cards[j], cards[k]
        for (slot, i), card in zip(places, cards, strict=True):
            old = state.zones[slot][i]
            followed[old] = card
            copy.zones[slot][i] = card
            copy.loc[card] = slot
            # what others know stays with the place: a player who looked there knows the card lying there now
            copy.flags[card] = (state.flags[card] & ~PLACED) | (state.flags[old] & PLACED)
    if followed and copy.pending is not None:
        _follow_options(state, copy, followed)
    copy.reseed(rng.mix((seed ^ 0x5EED) & rng.MASK))
    return copy


def _follow_options(original: State, copy: State, followed: dict[int, int]) -> None:
    """Options of the open decision that name a hidden card now name the card in its place.

    An option's shape depends on the rule that asks (a card, `(branch, card)`, `(card, end)`, …);
    its description names the card second. The card is replaced where the option, so changed, is
    described as before with the new card in it."""
    pending = copy.pending
    assert pending is not None
    frame = copy.stack[-1]
    op = frame[0].ops[pending.pc]
    env = original.stack[-1][2]
    options: list[Any] = []
    for option in pending.options:
        before = op.describe(original, env, option)
        if before[0] in CARD_OPTIONS and before[1] in followed:
            wanted = (before[0], followed[before[1]], *before[2:])
            for path in reversed(_int_paths(option)):  # a rule's sub-option comes last: (branch, card)
                if _at(option, path) != before[1]:
                    continue
                changed = _replaced(option, path, followed[before[1]])
                try:
                    fits = op.describe(copy, frame[2], changed) == wanted
                except (IndexError, KeyError, ValueError, TypeError):  # a wrong guess may not describe at all
                    fits = False
                if fits:
                    option = changed
                    break
        options.append(option)
    copy.pending = pending._replace(options=tuple(options))


def _int_paths(option: Any, path: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
    if isinstance(option, bool):
        return []
    if isinstance(option, int):
        return [path]
    if isinstance(option, tuple):
        return [p for i, item in enumerate(option) for p in _int_paths(item, (*path, i))]
    return []


def _at(option: Any, path: tuple[int, ...]) -> Any:
    for i in path:
        option = option[i]
    return option


def _replaced(option: Any, path: tuple[int, ...], value: int) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    return (*option[:head], _replaced(option[head], rest, value), *option[head + 1 :])
