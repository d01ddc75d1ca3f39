"""A state as JSON and back. Everything needed to continue is in the JSON: the rest of a
half-resolved effect is its frames, the random generator a seed and a count per stream."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.code import Pending
from interpreter.engine.game import SIDE_SHIFT, Game

if TYPE_CHECKING:
    from interpreter.engine.state import State

FORMAT = "rulebook-state/3"
SIDE_BEFORE = {"rulebook-state/2": 16}  # older formats kept a card's side lower in its flags


def state_to_json(state: State) -> dict[str, Any]:
    pending = state.pending
    return {
        "format": FORMAT,
        "game": state.game.id,
        "variant": state.game.variant_id,
        "players": state.players,
        "seed": state.seed,
        "rng": state.rng,
        "streams": state.streams,
        "fixed": state.fixed,
        "zones": state.zones,
        "counters": state.counters,
        "flags": state.flags,
        "poses": state.poses,
        "turn": state.turn,
        "round": state.round,
        "active": state.active,
        "first": state.first,
        "extra": state.extra,
        "streak": state.streak,
        "stack": [{"code": f[0].id, "pc": f[1], "env": f[2]} for f in state.stack],
        "pending": None
        if pending is None
        else {
            "player": pending.player,
            "kind": pending.kind,
            "options": pending.options,
            "pc": pending.pc,
        },
        "winners": state.winners,
        "ended_by": state.ended_by,
    }


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def state_from_json(state: State, game: Game, data: dict[str, Any]) -> State:
    if data.get("format") != FORMAT and data.get("format") not in SIDE_BEFORE:
        raise ValueError(f"not a saved rulebook state (format {data.get('format')!r}, expected {FORMAT!r})")
    if data["game"] != game.id or data["variant"] != game.variant_id:
        raise ValueError(f"this save is of {data['game']} ({data['variant']}), not {game.id} ({game.variant_id})")
    state.game = game
    state.players = data["players"]
    state.seed = data["seed"]
    state.rng = data["rng"]
    state.streams = dict(data["streams"])
    state.fixed = {k: list(v) for k, v in data.get("fixed", {}).items()}  # saves from before fixed rolls: none
    state.zbase = game.zone_bases(state.players)
    state.zslot = game.slot_layout(state.players)
    state.cbase = game.counter_bases(state.players)
    state.zones = [list(z) for z in data["zones"]]
    state.counters = list(data["counters"])
    state.flags = list(data["flags"])
    if data["format"] in SIDE_BEFORE:  # the side was kept at a lower bit
        low = SIDE_BEFORE[data["format"]]
        state.flags = [(f & ((1 << low) - 1)) | (f >> low) << SIDE_SHIFT for f in state.flags]
    state.poses = list(data.get("poses", []))
    state.loc = [0] * len(game.instances)
    for slot, cards in enumerate(state.zones):
        for card in cards:
            state.loc[card] = slot
    state.turn = data["turn"]
    state.round = data["round"]
    state.active = data["active"]
    state.first = data["first"]
    state.extra = list(data["extra"])
    state.streak = data["streak"]
    state.stack = [
        [game.codes[f["code"]], f["pc"], {k: _tuples(v) for k, v in f["env"].items()}] for f in data["stack"]
    ]
    pending = data["pending"]
    state.pending = (
        None
        if pending is None
        else Pending(pending["player"], pending["kind"], _tuples(pending["options"]), pending["pc"])
    )
    state.winners = None if data["winners"] is None else tuple(data["winners"])
    state.ended_by = data.get("ended_by")  # saves from before it was kept: None
    state.events = []
    state.record = True
    state.triggered = []
    return state
