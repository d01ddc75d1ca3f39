"""The table of a game with geometry, as the book states it: its size, the steps pieces face in, the scenery
where `table: scenery:` puts it, and where each seat's pieces come onto the table (`table: deploy:`).

The engine works in millimetres from the lower left corner, y up, facing 0 along +x and counter-clockwise
(engine/table.py). A reader gets what they can measure: each seat's edge, a piece's centre in from that edge and
along it from the seated player's left-hand corner, and its facing against "straight in"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.render.rulebook import provenance
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game

# the inward facing of each edge, and how far along it the seated player's left-hand corner lies from a point
_EDGES = ("bottom", "top", "left", "right")
_INWARD = {"bottom": 90, "top": 270, "left": 0, "right": 180}


def _seat(point: list[int], width: int, height: int) -> dict[str, Any]:
    x, y, facing = point
    depth = {"bottom": y, "top": height - y, "left": x, "right": width - x}
    edge = min(_EDGES, key=lambda e: depth[e])
    along = {"bottom": x, "top": width - x, "left": height - y, "right": y}[edge]
    return {"edge": edge, "depth": depth[edge], "along": along, "turn": (facing - _INWARD[edge]) % 360}


def table(game: Game, lang: str) -> dict[str, Any] | None:
    """What the book says of the table, or None for a game without one."""
    model = game.model.table
    if model is None:
        return None
    width, height = model.size
    seats = [_seat(p, width, height) for p in model.deploy[: game.model.players.max]]
    by_id = {str(card.id): card for card in game.cards}
    return {
        "id": "table",
        "width": width,
        "height": height,
        "step": model.facing_step,
        "directions": 360 // model.facing_step,
        "spacing": model.spacing,
        "seats": [s["edge"] for s in seats],
        # one sentence serves every seat when all deploy alike, each at their own edge
        "deploy": seats[0] if seats and all({**s, "edge": ""} == {**seats[0], "edge": ""} for s in seats) else None,
        "deploy_each": seats,
        "scenery": [
            {
                "name": name_of(by_id[str(s.card)].model.name, lang) if str(s.card) in by_id else str(s.card),
                "x": s.at[0],
                "y": s.at[1],
                "facing": s.at[2] % 180,
            }
            for s in model.scenery
        ],
        **provenance(model.source, model),
    }
