"""The table a game with geometry is played on, for the components list: its size, and where each player's
pieces stand at the start ("a 600 × 600 mm table; each player's pieces start side by side at their own edge,
facing the middle"). The engine checks a piece against the table's edges, so the book must give them.

Then what the book adds to it in Setup (`deployment`): the steps pieces face in, how a distance is measured, and
where exactly each seat's pieces come onto the table (`table: deploy:`): which edge, how far in and along it, how
far apart. The engine works in millimetres from the lower left corner, y up, facing 0 along +x and
counter-clockwise (engine/table.py); a reader gets what they can measure."""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

from interpreter.render import words
from interpreter.render.rulebook import provenance

if TYPE_CHECKING:
    from interpreter.engine.game import Game

_EDGE = 0.2  # a deploy point within this share of the table from an edge stands "at that edge"


def _faces_middle(pose: list[int], size: list[int]) -> bool:
    """Whether a pose [x, y, facing] looks at the middle of the table, within 45°."""
    x, y, facing = pose
    towards = math.degrees(math.atan2(size[1] / 2 - y, size[0] / 2 - x))
    return abs((facing - towards + 180) % 360 - 180) <= 45


def _at_edge(pose: list[int], size: list[int]) -> bool:
    x, y = pose[0], pose[1]
    return min(x, size[0] - x) <= _EDGE * size[0] or min(y, size[1] - y) <= _EDGE * size[1]


def _scenery(game: Game, lang: str) -> list[dict[str, Any]]:
    """Where each piece of scenery stands, seen from player 1's edge: [across, away] in mm from the corner on
    player 1's left, and how far it is turned anticlockwise. Empty when player 1 does not face straight in."""
    model = game.model.table
    if model is None or not model.scenery or not model.deploy or model.deploy[0][2] % 90:
        return []
    turns = ((90 - model.deploy[0][2]) // 90) % 4  # quarter turns that bring player 1's edge to the bottom
    names = {c.id: words.name_of(c.model.name, lang) for c in game.cards}
    placed = []
    for item in model.scenery:
        x, y, facing = item.at
        w, h = model.size
        for _ in range(turns):  # a quarter turn anticlockwise about the table's corner, then back onto the table
            x, y, w, h = h - y, x, h, w
        turned = (facing + 90 * turns) % 180  # a rectangle looks the same turned half round
        placed.append({"name": names.get(str(item.card), str(item.card)), "across": x, "away": y, "turned": turned})
    return placed


def _clockwise(deploy: list[list[int]], size: list[int], seats: int) -> bool:
    """Whether the seats' edges go round the table clockwise in seat order (seen from above: near, left, far,
    right), so that each player can sit at the edge their pieces come on at and still pass play to the left.
    When they do not ("player 2 at the far edge, player 3 at the left"), an edge is not "their own"."""
    rank = {"bottom": 0, "left": 1, "top": 2, "right": 3}
    ranks = [rank[_seat(p, size[0], size[1])["edge"]] for p in deploy[:seats]]
    turns = [(r - ranks[0]) % 4 for r in ranks]
    return all(a < b for a, b in itertools.pairwise(turns))


def table(game: Game, lang: str) -> dict[str, Any] | None:
    """The table line of the components list, or None when the game has no table geometry."""
    model = game.model.table
    if model is None:
        return None
    deploy = model.deploy
    items = [z.model.item for z in game.zones if z.order == "table" and z.owner == "player"]
    item = next((i for i in items if i is not None), None)
    return {
        "id": "table",
        "length": model.size[0],
        "width": model.size[1],
        "item": None if item is None else words.word(item),
        "edge": bool(deploy) and all(_at_edge(p, model.size) for p in deploy),
        "facing_middle": bool(deploy) and all(_faces_middle(p, model.size) for p in deploy),
        "own_edge": _clockwise(deploy, model.size, game.model.players.max),
        "scenery": _scenery(game, lang),
        **provenance(model.source, None, lang),
    }


# the inward facing of each edge, and how far along it the seated player's left-hand corner lies from a point
_EDGES = ("bottom", "top", "left", "right")
_INWARD = {"bottom": 90, "top": 270, "left": 0, "right": 180}


def _seat(point: list[int], width: int, height: int) -> dict[str, Any]:
    x, y, facing = point
    depth = {"bottom": y, "top": height - y, "left": x, "right": width - x}
    edge = min(_EDGES, key=lambda e: depth[e])
    along = {"bottom": x, "top": width - x, "left": height - y, "right": y}[edge]
    return {"edge": edge, "depth": depth[edge], "along": along, "turn": (facing - _INWARD[edge]) % 360}


def deployment(game: Game, lang: str) -> dict[str, Any] | None:
    """What Setup says of the table, or None for a game without one (`lang`: as the other book parts)."""
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
        "own_edge": _clockwise(model.deploy, model.size, game.model.players.max),
        # one sentence serves every seat when all deploy alike, each at their own edge
        "deploy": seats[0] if seats and all({**s, "edge": ""} == {**seats[0], "edge": ""} for s in seats) else None,
        "deploy_each": seats,
        **provenance(model.source, model, lang),
    }
