"""Events as JSON-ready data, optionally as one player sees them.

During play the engine appends compact tuples (cheap, so simulation stays fast); this module turns
them into named, readable dicts for logs and narration. With a `viewer`, a card its viewer could not
see becomes a count: the log of a player's view never names a hidden card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.state import FACE_DOWN
from interpreter.engine.view import can_see, sees_face_down, slot_name

if TYPE_CHECKING:
    from interpreter.engine.state import State

END_NAMES = {0: "left", 1: "right"}

# Every event `event_json` makes, with the fields it may carry (scenario files are checked against this).
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "turn": ("turn", "player"),
    "move": ("verb", "player", "cards", "from", "to", "end", "joining", "face"),
    "shuffle": ("zone",),
    "count": ("player", "counter", "change", "value", "verb"),
    "pay": ("player", "to", "counter", "amount"),
    "extra-turn": ("player",),
    "resolve": ("player", "card", "set", "symbol", "effect", "active"),
    "reveal": ("player", "card", "zone"),
    "roll": ("player", "die", "value", "card", "side", "zone"),
    "overflow": ("player", "kind"),
    "store": ("player", "card", "kind", "change"),
    "spend": ("player", "card", "kind"),
    "waive": ("player", "kind"),
    "show": ("player", "card", "zone", "side"),
    "look": ("player", "card", "zone", "side"),
    "side": ("verb", "player", "card", "side"),
    "freeze": ("player", "card"),
    "section": ("procedure", "section"),
    "trigger": ("player", "rule", "card"),
    "use": ("player", "card"),
    "role": ("role", "player"),
    "procedure": ("procedure", "player"),
    "end": ("winners", "rule"),
    "token": ("player", "card", "counter", "change", "value"),
    "piece": ("player", "card", "piece", "from", "to", "path"),
    "rotation": ("player",),
    "first-player": ("player",),
}


def event_json(state: State, event: tuple[Any, ...], viewer: int | None = None) -> dict[str, Any]:
    kind = event[0]
    game = state.game
    if kind == "turn":
        return {"event": "turn", "turn": event[1], "player": event[2] + 1}
    if kind == "move":
        return _move(state, event, viewer)
    if kind == "shuffle":
        return {"event": "shuffle", "zone": slot_name(state, event[1])}
    if kind == "count":
        verb, actor, index, delta, value = event[1:]
        data = {
            "event": "count",
            "player": actor + 1,
            "counter": game.counters[index].id,
            "change": delta,
            "value": value,
        }
        if game.counters[index].owner == "table":  # a shared counter is nobody's, whoever moved it
            del data["player"]
        if verb in ("move", "set", "discard", "store", "transfer"):  # a plain gain or loss: the sign of `change`
            data["verb"] = verb
        return data
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
        if set_id == "card":
            return {"event": "resolve", "player": actor + 1, "card": value, "effect": effect, "active": active}
        return {
            "event": "resolve",
            "player": actor + 1,
            "set": set_id,
            "symbol": value,
            "effect": effect,
            "active": active,
        }
    if kind == "show":  # shown to every player: no viewer is kept from it
        actor, card, where, side = event[1:]
        data = {"event": "show", "player": actor + 1, "card": game.card_id(card), "zone": slot_name(state, where)}
        if side is not None:  # a die: the face it showed
            data["side"] = side + 1
        return data
    if kind == "look":  # only the player who looks (and whoever sees the card's zone anyway) learns the card
        actor, card, where, face_down, side = event[1:]
        seen = can_see(state, where, viewer) and (not face_down or sees_face_down(state, where, viewer))
        known = viewer is None or viewer == actor or seen
        data = {
            "event": "look",
            "player": actor + 1,
            "card": game.card_id(card) if known else None,
            "zone": slot_name(state, where),
        }
        if known and side is not None:  # a die: the face it showed
            data["side"] = side + 1
        return data
    if kind == "reveal":
        actor, card, where = event[1:]
        return {"event": "reveal", "player": actor + 1, "card": game.card_id(card), "zone": slot_name(state, where)}
    if kind == "roll":
        actor, die, value = event[1:]
        return {"event": "roll", "player": actor + 1, "die": die, "value": value}
    if kind == "overflow":
        return {"event": "overflow", "player": event[1] + 1, "kind": game.counters[event[2]].id}
    if kind == "store":
        actor, card, index, change = event[1:]
        return {
            "event": "store",
            "player": actor + 1,
            "card": game.card_id(card),
            "kind": game.counters[index].id,
            "change": change,
        }
    if kind == "spend":
        actor, card, index = event[1:]
        return {"event": "spend", "player": actor + 1, "card": game.card_id(card), "kind": game.counters[index].id}
    if kind == "waive":
        return {"event": "waive", "player": event[1] + 1, "kind": event[2]}
    if kind == "roll-card":  # a die rolled out of a viewer's sight (in another player's hidden zone): not its face
        actor, card, side, where = event[1:]
        face_down = bool(state.flags[card] & FACE_DOWN)
        seen = viewer is None or (
            can_see(state, where, viewer) and (not face_down or sees_face_down(state, where, viewer))
        )
        data = {"event": "roll", "player": actor + 1, "card": game.card_id(card), "side": side + 1 if seen else None}
        if not seen:
            data["zone"] = slot_name(state, where)
        return data
    if kind == "side":  # a card flipped or turned to a side by an effect
        verb, actor, card, side = event[1:]
        return {"event": "side", "verb": verb, "player": actor + 1, "card": game.card_id(card), "side": side + 1}
    if kind == "freeze":
        return {"event": "freeze", "player": event[1] + 1, "card": game.card_id(event[2])}
    if kind == "trigger":
        owner, trigger_id, card = event[1:]
        return {
            "event": "trigger",
            "player": owner + 1,
            "rule": trigger_id,
            "card": None if card is None else game.card_id(card),
        }
    if kind == "use":
        return {"event": "use", "player": event[1] + 1, "card": game.card_id(event[2])}
    if kind == "role":
        return {"event": "role", "role": event[1], "player": event[2] + 1}
    if kind == "section":
        return {"event": "section", "procedure": event[1], "section": event[2]}
    if kind == "procedure":
        return {"event": "procedure", "procedure": event[1], "player": event[2] + 1}
    if kind == "end":
        return {"event": "end", "winners": [w + 1 for w in event[1]], "rule": event[2]}
    if kind == "token":
        actor, card, index, delta, value = event[1:]
        return {
            "event": "token",
            "player": actor + 1,
            "card": game.card_id(card),
            "counter": game.counters[index].id,
            "change": delta,
            "value": value,
        }
    if kind == "piece":
        actor, card, start, end, steps = event[1:]
        return {
            "event": "piece",
            "player": actor + 1,
            "card": game.card_id(card),
            "piece": game.instance_names[card],
            "from": list(start),
            "to": list(end),
            "path": [[shape, "right" if mirrored else "left"] for shape, mirrored in steps],
        }
    if kind == "rotation":
        return {"event": "rotation", "player": event[1] + 1}
    if kind == "first-player":
        return {"event": "first-player", "player": event[1] + 1}
    raise ValueError(f"unknown event {kind!r}")


def _move(state: State, event: tuple[Any, ...], viewer: int | None) -> dict[str, Any]:
    verb, actor, cards, src, dst, extra = event[1:7]
    face_down = bool(extra) and extra.get("face") == "down"
    if face_down:
        visible = sees_face_down(state, dst, viewer)
    elif extra and extra.get("was") == "down":  # turned face up: known where it goes, or to who saw it face down
        visible = can_see(state, dst, viewer) or sees_face_down(state, src, viewer)
    else:
        visible = can_see(state, src, viewer) or can_see(state, dst, viewer)
    data: dict[str, Any] = {
        "event": "move",
        "verb": verb,
        "player": actor + 1,
        "cards": [state.game.card_id(c) for c in cards] if visible else {"hidden": len(cards)},
        "from": slot_name(state, src),
        "to": slot_name(state, dst),
    }
    if extra:
        if "end" in extra:
            data["end"] = END_NAMES.get(extra["end"])
            data["joining"] = extra["joining"]
        if face_down:
            data["face"] = "down"
    return data
