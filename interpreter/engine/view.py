"""What one player may see: the state with hidden cards replaced by counts.

Zones say who sees their cards: `public` (everyone), `owner` (the owning player), `hidden`
(nobody — a face-down deck). Agents decide from a view, never from the state itself, and a view
log never names a card its player could not see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FROZEN, SHOWN, known_to

if TYPE_CHECKING:
    from interpreter.engine.state import State


def can_see(state: State, slot: int, viewer: int | None) -> bool:
    """Whether `viewer` (None: an omniscient spectator) sees the cards in `slot`."""
    if viewer is None:
        return True
    zone, owner = state.slot_zone(slot)
    visibility = state.game.zones[zone].visibility
    return visibility == "public" or (visibility == "owner" and owner == viewer)


def slot_name(state: State, slot: int) -> str:
    """`deck`, or `hand:2` for player 2's hand (players count from 1 outside the engine)."""
    zone, owner = state.slot_zone(slot)
    name = state.game.zones[zone].id
    return name if owner < 0 else f"{name}:{owner + 1}"


def sees_face_down(state: State, slot: int, viewer: int | None) -> bool:
    """A face-down card is known only to the owner of the zone it lies in (in a table zone: nobody)."""
    owner = state.zslot[slot][1]
    return viewer is None or (owner >= 0 and viewer == owner)


def knowing(state: State, slot: int, viewer: int | None) -> Callable[[int], bool]:
    """Whether `viewer` knows a card lying in `slot` (from its flags): its zone is open to them and it lies face
    up, or they may see it face down there, or it was shown to every player, or they looked at it."""
    known = SHOWN if viewer is None else known_to(viewer)
    if not can_see(state, slot, viewer):
        return lambda flags: bool(flags & known)
    if sees_face_down(state, slot, viewer):
        return lambda flags: True
    return lambda flags: not flags & FACE_DOWN or bool(flags & known)


def _sides(state: State, viewer: int | None) -> list[dict[str, Any]]:
    """The side each many-sided card the viewer knows shows (a die's face, one side of a two-sided card), from 1,
    and whether it is frozen."""
    game = state.game
    found = []
    for slot, cards in enumerate(state.zones):
        knows = knowing(state, slot, viewer)
        for card in cards:
            flags = state.flags[card]
            if game.cards[game.instances[card]].sides and knows(flags):
                side = {"card": game.card_id(card), "zone": slot_name(state, slot), "side": (flags >> SIDE_SHIFT) + 1}
                if flags & FROZEN:
                    side["frozen"] = True
                found.append(side)
    return found


def view(state: State, viewer: int | None) -> dict[str, Any]:
    """The state as `viewer` sees it, as plain JSON-ready data."""
    game = state.game
    zones: dict[str, Any] = {}
    for slot, cards in enumerate(state.zones):
        name = slot_name(state, slot)
        knows = knowing(state, slot, viewer)
        if can_see(state, slot, viewer):
            zones[name] = [game.card_id(c) if knows(state.flags[c]) else None for c in cards]
        else:
            zones[name] = {"hidden": len(cards)}
            shown = [game.card_id(c) for c in cards if knows(state.flags[c])]
            if shown:  # cards shown to every player (`show it`), or that this viewer looked at, since they came here
                zones[name]["shown"] = shown
    counters = {}
    on_cards = []
    for counter in game.counters:
        if counter.owner == "card":  # tokens on a card the viewer can see
            for slot, cards in enumerate(state.zones):
                if can_see(state, slot, viewer):
                    for card in cards:
                        if value := state.counters[state.cbase[counter.index] + card]:
                            on_cards.append(
                                {
                                    "card": game.card_id(card),
                                    "zone": slot_name(state, slot),
                                    "counter": counter.id,
                                    "value": value,
                                }
                            )
            continue
        for owner in range(state.players if counter.owner == "player" else 1):
            key = counter.id if counter.owner == "table" else f"{counter.id}:{owner + 1}"
            counters[key] = state.counters[state.cbase[counter.index] + owner]
    seen: dict[str, Any] = {
        "game": game.id,
        "variant": game.variant_id,
        "players": state.players,
        "viewer": None if viewer is None else viewer + 1,
        "turn": state.turn,
        "active": state.active + 1,
        "zones": zones,
        "counters": counters,
        "on_cards": on_cards,
        "winners": None if state.winners is None else [w + 1 for w in state.winners],
    }
    if state.is_draw:
        seen["draw"] = True
    if game.table is not None:  # pieces on the table: where each stands and faces (all of it is in plain sight)
        seen["pieces"] = {
            game.instance_names[card]: list(game.table.pose(state, card)) for card in game.table.pieces(state)
        }
    showing = _sides(state, viewer)
    if showing:
        seen["sides"] = showing
    chains = {}
    for zone in game.zones:
        if zone.order == "chain":
            from interpreter.engine.compile.expr import chain_end

            slot = state.zbase[zone.index]
            chains[zone.id] = [chain_end(state, game, zone.index, slot, end) for end in (0, 1)]
    if chains:
        seen["ends"] = chains
    return seen
