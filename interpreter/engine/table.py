"""Pieces on a table: where each card of an `order: table` zone stands, and what touches what.

A game with a `table:` has one `TableDef`, built from data once. A piece's pose lives in the
state (`state.poses`, three ints per card); its footprint comes from two number properties of its
card, its movement shape (for a card that is a movement template) from a third. A card that comes
onto the table from elsewhere is deployed at its owner's deployment point, beside the pieces
already there; a card that moves between two table zones keeps its pose (a wreck stays where it
crashed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from interpreter.engine import geometry
from interpreter.engine.geometry import Box, Geometry, Pose

if TYPE_CHECKING:
    from shapely.geometry import Polygon
    from shapely.geometry.base import BaseGeometry

    from interpreter.content import models
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


@dataclass
class TableDef:
    geometry: Geometry
    zones: frozenset[int]  # zone indices on the table
    length: tuple[int, ...]  # per card definition: its footprint
    width: tuple[int, ...]
    shape_of: tuple[str | None, ...]  # per card definition: the movement shape it carries, if any
    deploy: tuple[Pose, ...]
    spacing: int
    scenery: tuple[tuple[str, Pose], ...] = ()
    facing_step: int = 45

    # ------------------------------------------------------------ poses
    @staticmethod
    def pose(state: State, card: int) -> Pose:
        p = state.poses
        return (p[3 * card], p[3 * card + 1], p[3 * card + 2])

    @staticmethod
    def set_pose(state: State, card: int, pose: Pose) -> None:
        state.poses[3 * card : 3 * card + 3] = pose

    def is_on_table(self, state: State, card: int) -> bool:
        return state.zslot[state.loc[card]][0] in self.zones

    def area(self, state: State, card: int) -> Polygon:
        definition = state.game.instances[card]
        return geometry.footprint(self.pose(state, card), self.length[definition], self.width[definition])

    def pieces(self, state: State) -> list[int]:
        """Every card on the table, zone by zone."""
        found: list[int] = []
        for slot, (zone, _) in enumerate(state.zslot):
            if zone in self.zones:
                found.extend(state.zones[slot])
        return found

    def box(self, state: State, card: int) -> Box:
        """The bounds of the piece's footprint (no shapely geometry is built for it)."""
        definition = state.game.instances[card]
        p, at = state.poses, 3 * card  # `pose`, written out: boxes are asked of every piece a filter meets
        return geometry.footprint_box((p[at], p[at + 1], p[at + 2]), self.length[definition], self.width[definition])

    def wholly_on_table(self, state: State, card: int) -> bool:
        return self.geometry.box_on_table(self.box(state, card))

    def path(
        self, state: State, card: int, start: Pose, steps: tuple[tuple[str, bool], ...]
    ) -> tuple[BaseGeometry, ...]:
        definition = state.game.instances[card]
        return self.geometry.path(start, steps, self.length[definition], self.width[definition])

    def path_box(self, state: State, card: int, start: Pose, steps: tuple[tuple[str, bool], ...]) -> Box:
        definition = state.game.instances[card]
        return self.geometry.path_box(start, steps, self.length[definition], self.width[definition])

    # ------------------------------------------------------------ coming onto the table
    def start(self, state: State) -> None:
        """Poses of the cards that start on the table: scenery where the data puts it, others deployed."""
        placed = {card_id: pose for card_id, pose in self.scenery}
        game = state.game
        for slot, cards in enumerate(state.zones):
            if state.zslot[slot][0] not in self.zones:
                continue
            for card in cards:
                pose = placed.get(game.card_id(card))
                if pose is not None:
                    self.set_pose(state, card, pose)
                else:
                    self.deploy_piece(state, card, slot)

    def entered(self, state: State, cards: list[int] | tuple[int, ...], src: int, dst: int) -> None:
        """Cards moved from `src` to `dst`: deploy those that have just come onto the table."""
        if state.zslot[dst][0] in self.zones and state.zslot[src][0] not in self.zones:
            for card in cards:
                self.deploy_piece(state, card, dst)

    def deploy_piece(self, state: State, card: int, slot: int) -> None:
        owner = max(0, state.zslot[slot][1])
        base = self.deploy[owner % len(self.deploy)] if self.deploy else (0, 0, 0)
        place = state.zones[slot].index(card)
        self.set_pose(state, card, geometry.place(base, 0, -place * self.spacing, 0))


def table_def(game: Game, model: models.Table) -> TableDef:
    """The table of a checked game (the checks have made sure every name below exists)."""
    length_prop, width_prop = (str(p) for p in model.footprint)

    def number(card: int, prop: str) -> int:
        value = game.cards[card].properties.get(prop, 0)
        return value if isinstance(value, int) else 0

    shape_prop = str(model.shape) if model.shape is not None else None
    shapes = []
    for card in game.cards:
        value = card.properties.get(shape_prop) if shape_prop else None
        shapes.append(str(value) if isinstance(value, str) else None)
    zones = frozenset(z.index for z in game.zones if z.order == "table")
    return TableDef(
        Geometry.of(model),
        zones,
        tuple(number(c, length_prop) for c in range(len(game.cards))),
        tuple(number(c, width_prop) for c in range(len(game.cards))),
        tuple(shapes),
        tuple((p[0], p[1], p[2] % 360) for p in model.deploy),
        model.spacing,
        tuple((str(s.card), (s.at[0], s.at[1], s.at[2] % 360)) for s in model.scenery),
        model.facing_step,
    )
