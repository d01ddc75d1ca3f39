"""A table with geometry: its size, how pieces are deployed, the scenery, and movement shapes."""

from __future__ import annotations

from pydantic import Field

from interpreter.content.models.fields import Id, Source, Strict


class Arc(Strict):
    radius: int = Field(gt=0)
    angle: int = Field(gt=0, le=180)  # degrees, to the left; used mirrored it turns right


class Sideways(Strict):
    forward: int = Field(ge=0)
    aside: int = Field(gt=0)  # to the left; used mirrored, to the right


class Shape(Strict):
    """A movement shape in millimetres, laid ahead of a piece: a straight, an arc, or a step sideways.
    Exactly one of `straight`, `arc`, `sideways`."""

    id: Id
    straight: int | None = Field(default=None, gt=0)
    arc: Arc | None = None
    sideways: Sideways | None = None
    source: Source


class Scenery(Strict):
    """A card that stands on the table from the start, at `at` = [x, y, facing]."""

    card: Id
    at: list[int] = Field(min_length=3, max_length=3)


class Table(Strict):
    """The playing surface of a game whose pieces have a position and a facing (`order: table` zones).

    Millimetres and whole degrees (0 = along +x, counter-clockwise). `footprint` names the two card
    properties (length, width) that give a piece's rectangle; `shape` the card property that names a
    card's movement shape. A piece that comes onto the table is deployed at its owner's `deploy`
    point [x, y, facing], beside the pieces already there, `spacing` apart."""

    size: list[int] = Field(min_length=2, max_length=2)
    footprint: list[Id] = Field(min_length=2, max_length=2)
    shape: Id | None = None
    facing_step: int = Field(default=45, gt=0, le=180)
    deploy: list[list[int]] = Field(default_factory=list)
    spacing: int = Field(default=60, gt=0)
    scenery: list[Scenery] = Field(default_factory=list)
    shapes: list[Shape] = Field(default_factory=list)
    source: Source
