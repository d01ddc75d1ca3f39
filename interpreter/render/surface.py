"""The table a game with geometry is played on, for the components list: its size, and where each player's
pieces stand at the start ("a 600 × 600 mm table; each player's pieces start side by side at their own edge,
facing the middle"). The engine checks a piece against the table's edges, so the book must give them."""

from __future__ import annotations

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
        "scenery": _scenery(game, lang),
        **provenance(model.source, None),
    }
