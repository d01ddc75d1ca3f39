"""Events as JSON-ready data, optionally as one player sees them.

During play the engine appends compact tuples (cheap, so simulation stays fast); this module turns
them into named, readable dicts for logs and narration. With a `viewer`, a card its viewer could not
see becomes a count: the log of a player's view never names a hidden card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.view import can_see, slot_name

if TYPE_CHECKING:
    from interpreter.engine.state import State

END_NAMES = {0: "left", 1: "right"}


def event_json(state: State, event: tuple[Any, ...], viewer: int | None = None) -> dict[str, Any]:
    kind = event[0]
    game = state.game
    if kind == "turn":
        return {"event": "turn", "turn": event[1], "player": event[2] + 1}
    if kind == "move":
        verb, actor, cards, src, dst = event[1:6]
        visible = can_see(state, src, viewer) or can_see(state, dst, viewer)
        data: dict[str, Any] = {
            "event": "move",
            "verb": verb,
            "player": actor + 1,
            "cards": [game.card_id(c) for c in cards] if visible else {"hidden": len(cards)},
            "from": slot_name(state, src),
            "to": slot_name(state, dst),
        }
        if len(event) > 6:
            data["end"] = END_NAMES.get(event[6])
            data["joining"] = event[7]
        return data
    if kind == "shuffle":
        return {"event": "shuffle", "zone": slot_name(state, event[1])}
    if kind == "count":
        verb, actor, index, delta, value = event[1:]
        return {
            "event": "count",
            "player": actor + 1,
            "counter": game.counters[index].id,
            "change": delta,
            "value": value,
        }
    if kind == "pay":
        actor, target, index, paid = event[1:]
        return {
            "event": "pay",
            "player": actor + 1,
            "to": target + 1,
            "counter": game.counters[index].id,
            "amount": paid,
        }
    if kind == "extra-turn":
        return {"event": "extra-turn", "player": event[1] + 1}
    if kind == "resolve":
        actor, set_id, value, effect, active = event[1:]
        return {
            "event": "resolve",
            "player": actor + 1,
            "set": set_id,
            "symbol": value,
            "effect": effect,
            "active": active,
        }
    if kind == "end":
        return {"event": "end", "winners": [w + 1 for w in event[1]], "rule": event[2]}
    raise ValueError(f"unknown event {kind!r}")
