"""What the book adds to the table line of a game with geometry (render/surface.py gives its size and
scenery): the steps pieces face in, how a distance is measured, and where exactly each seat's pieces come onto
the table (`table: deploy:`): which edge, how far in and along it, how far apart.

The engine works in millimetres from the lower left corner, y up, facing 0 along +x and counter-clockwise
(engine/table.py). A reader gets what they can measure: each seat's edge, a piece's centre in from that edge and
along it from the seated player's left-hand corner, and its facing against "straight in"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.render.rulebook import provenance

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
    """What the book adds of the table, or None for a game without one (`lang`: as the other book parts)."""
    model = game.model.table
    if model is None:
        return None
    width, height = model.size
    seats = [_seat(p, width, height) for p in model.deploy[: game.model.players.max]]
    return {
        "id": "deploy",
        "width": width,
        "height": height,
        "step": model.facing_step,
        "directions": 360 // model.facing_step,
        "spacing": model.spacing,
        "seats": [s["edge"] for s in seats],
        # one sentence serves every seat when all deploy alike, each at their own edge
        "deploy": seats[0] if seats and all({**s, "edge": ""} == {**seats[0], "edge": ""} for s in seats) else None,
        "deploy_each": seats,
        **provenance(model.source, model),
    }
