"""A table with geometry: poses, movement shapes, footprints and contact.

The state keeps each piece's pose as three ints — x and y in millimetres, facing in whole degrees
(0 along +x, counter-clockwise) — so it clones as cheaply as any counter. Everything here is
computed from those ints and from data: a shape's end pose relative to its start (cached per shape
and side), a footprint's rectangle, the area swept by a move. Rounding is to whole millimetres
with Python's `round` over a fixed table of sines, so the same pose and shapes give the same ints
in every process. Areas are shapely geometry: touching, crossing and lying wholly on the table
are shapely's answers, never polygon code of our own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

if TYPE_CHECKING:
    from interpreter.content import models

Pose = tuple[int, int, int]
Box = tuple[float, float, float, float]  # min x, min y, max x, max y
ARC_STEP = 5  # degrees between the points of an arc's centre line

_COS = tuple(math.cos(math.radians(d)) for d in range(360))
_SIN = tuple(math.sin(math.radians(d)) for d in range(360))


def turn(facing: int, by: int) -> int:
    """A facing turned by `by` degrees (counter-clockwise positive), in 0..359."""
    return (facing + by) % 360


def place(pose: Pose, dx: float, dy: float, dtheta: int) -> Pose:
    """The pose reached from `pose` by a move of (dx forward, dy to the left) and a turn of dtheta."""
    x, y, f = pose
    c, s = _COS[f], _SIN[f]
    return (x + round(dx * c - dy * s), y + round(dx * s + dy * c), turn(f, dtheta))


@dataclass(frozen=True)
class ShapeDef:
    """A movement shape as data reads it: its end relative to its start, and its centre line."""

    id: str
    end: tuple[float, float, int]  # forward, left, turn (left-handed version)
    line: tuple[tuple[float, float], ...]  # centre line in the piece's frame, start at (0, 0)
    mirrors: bool  # it has a right-handed version different from the left-handed one

    def delta(self, mirrored: bool) -> tuple[float, float, int]:
        dx, dy, dt = self.end
        return (dx, -dy, -dt) if mirrored else (dx, dy, dt)

    def points(self, mirrored: bool) -> tuple[tuple[float, float], ...]:
        return tuple((x, -y) for x, y in self.line) if mirrored else self.line


def shape_def(model: models.Shape) -> ShapeDef:
    if model.straight is not None:
        length = float(model.straight)
        return ShapeDef(str(model.id), (length, 0.0, 0), ((0.0, 0.0), (length, 0.0)), False)
    if model.arc is not None:
        radius, angle = model.arc.radius, model.arc.angle
        steps = [*range(0, angle, ARC_STEP), angle]
        line = tuple((radius * _SIN[a], radius * (1 - _COS[a])) for a in steps)
        return ShapeDef(str(model.id), (line[-1][0], line[-1][1], angle), line, True)
    assert model.sideways is not None
    forward, aside = float(model.sideways.forward), float(model.sideways.aside)
    return ShapeDef(str(model.id), (forward, aside, 0), ((0.0, 0.0), (forward, aside)), True)


@dataclass(eq=False)
class Geometry:
    """One game's table: its size, its shapes, and caches of what depends only on data and poses."""

    width: int
    height: int
    shapes: dict[str, ShapeDef]
    facing_step: int
    surface: Polygon = field(init=False)

    def __post_init__(self) -> None:
        self.surface = shapely.box(0, 0, self.width, self.height)
        shapely.prepare(self.surface)

    @classmethod
    def of(cls, table: models.Table) -> Geometry:
        shapes = {str(s.id): shape_def(s) for s in table.shapes}
        return cls(table.size[0], table.size[1], shapes, table.facing_step)

    def after(self, pose: Pose, steps: tuple[tuple[str, bool], ...]) -> Pose:
        """Where a piece at `pose` ends after following `steps` (shape id, mirrored) one after another."""
        for shape, mirrored in steps:
            pose = place(pose, *self.shapes[shape].delta(mirrored))
        return pose

    def on_table(self, area: BaseGeometry) -> bool:
        """Whether an area lies wholly on the table (its edge included)."""
        return bool(self.surface.covers(area))

    def box_on_table(self, box: Box) -> bool:
        """Whether a footprint lies wholly on the table, from its corners' box: a rectangle lies in the
        table's rectangle exactly when its corners do (the same floats shapely would compare)."""
        return box[0] >= 0 and box[1] >= 0 and box[2] <= self.width and box[3] <= self.height

    def path(
        self, pose: Pose, steps: tuple[tuple[str, bool], ...], length: int, width: int
    ) -> tuple[BaseGeometry, ...]:
        """The area a piece sweeps from `pose` along `steps`, in parts: its footprint at the start and
        at the end, and its centre line through every step, widened to the piece's width (cached: the
        same move asked about again costs nothing)."""
        return self._path(pose, steps, length, width)

    @lru_cache(maxsize=1024)  # noqa: B019 - one Geometry per game, kept for the game's life
    def path_box(self, pose: Pose, steps: tuple[tuple[str, bool], ...], length: int, width: int) -> Box:
        """A box around everything `path` sweeps, worked out without shapely: the footprints' corners and
        the centre line's points widened by half the piece's width and a millimetre (a buffer's points lie
        within half the width of its line). A piece whose box misses it cannot touch the path."""
        xs: list[float] = []
        ys: list[float] = []
        here = pose
        reach = width / 2 + 1.0
        for shape, mirrored in steps:
            definition = self.shapes[shape]
            for point in definition.points(mirrored):
                x, y = local_to_table(here, point)
                xs += (x - reach, x + reach)
                ys += (y - reach, y + reach)
            here = place(here, *definition.delta(mirrored))
        for corners in (footprint_box(pose, length, width), footprint_box(here, length, width)):
            xs += (corners[0], corners[2])
            ys += (corners[1], corners[3])
        return (min(xs), min(ys), max(xs), max(ys))

    @lru_cache(maxsize=1024)  # noqa: B019 - one Geometry per game, kept for the game's life
    def _path(
        self, pose: Pose, steps: tuple[tuple[str, bool], ...], length: int, width: int
    ) -> tuple[BaseGeometry, ...]:
        parts: list[BaseGeometry] = [footprint(pose, length, width)]
        here = pose
        for shape, mirrored in steps:
            definition = self.shapes[shape]
            points = [local_to_table(here, p) for p in definition.points(mirrored)]
            parts.append(LineString(points).buffer(width / 2, cap_style="flat"))
            here = place(here, *definition.delta(mirrored))
        parts.append(footprint(here, length, width))
        for part in parts:
            shapely.prepare(part)
        return tuple(parts)


def local_to_table(pose: Pose, local: tuple[float, float]) -> tuple[float, float]:
    """A point given in a piece's frame (forward, left), on the table."""
    x, y, f = pose
    c, s = _COS[f], _SIN[f]
    return (x + local[0] * c - local[1] * s, y + local[0] * s + local[1] * c)


def _corners(pose: Pose, length: int, width: int) -> list[tuple[float, float]]:
    half_l, half_w = length / 2, width / 2
    return [
        local_to_table(pose, c) for c in ((half_l, half_w), (-half_l, half_w), (-half_l, -half_w), (half_l, -half_w))
    ]


@lru_cache(maxsize=4096)
def footprint_box(pose: Pose, length: int, width: int) -> Box:
    """The bounds of `footprint` (min x, min y, max x, max y) from the same corner floats, without shapely."""
    corners = _corners(pose, length, width)
    xs = [x for x, _ in corners]
    ys = [y for _, y in corners]
    return (min(xs), min(ys), max(xs), max(ys))


def boxes_meet(a: Box, b: Box) -> bool:
    """Whether two boxes overlap or touch: areas whose boxes do not meet cannot intersect."""
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def boxes_apart(a: Box, b: Box, reach: float) -> bool:
    """Whether two boxes are more than `reach` (plus a millimetre, for rounding) apart along x or y:
    areas inside them are then surely farther apart than `reach`."""
    return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]) > reach + 1.0


@lru_cache(maxsize=4096)
def footprint(pose: Pose, length: int, width: int) -> Polygon:
    """The rectangle a piece covers: `length` along its facing, `width` across, centred on its pose."""
    polygon = Polygon(_corners(pose, length, width))
    shapely.prepare(polygon)
    return polygon


def crosses(parts: tuple[BaseGeometry, ...], area: BaseGeometry) -> bool:
    """Whether an area touches or overlaps any part of a swept path."""
    return any(part.intersects(area) for part in parts)
