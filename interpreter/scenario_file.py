"""The scenario file format (see docs/scenarios.md), as strict pydantic models: a setup, steps that
decide or expect, and what is expected of the state, the events and the pending decision."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from interpreter.content.models.fields import Id, Source, Strict, Text


class ChainCard(Strict):
    """A card placed with a stated orientation: turned around in a chain, or face down."""

    card: Id
    flipped: bool = False
    face_down: bool = False
    side: int | None = Field(default=None, ge=1)  # the side a many-sided card (a die) shows, from 1


class ScenarioSetup(Strict):
    active: int = Field(default=1, ge=1)
    turn: int = Field(default=1, ge=1)
    zones: dict[Text, list[Id | ChainCard]] = Field(default_factory=dict)
    rest: Text | None = None
    counters: dict[Text, int] = Field(default_factory=dict)
    poses: dict[Text, list[int]] = Field(default_factory=dict)  # a piece on the table: [x, y, facing]


class ZoneExpect(Strict):
    count: int | None = None
    contains: list[Id] = Field(default_factory=list)
    excludes: list[Id] = Field(default_factory=list)
    face_down: list[Id] = Field(default_factory=list)  # these cards are there, face down
    face_up: list[Id] = Field(default_factory=list)  # these cards are there, face up


class DecisionExpect(Strict):
    player: int | None = None
    kind: Text | None = None
    options: list[Text] | None = None
    includes: list[Text] = Field(default_factory=list)
    excludes: list[Text] = Field(default_factory=list)


class Expect(Strict):
    decision: DecisionExpect | None = None
    zones: dict[Text, list[Id] | ZoneExpect] = Field(default_factory=dict)
    ends: dict[Text, list[Text | None]] = Field(default_factory=dict)
    counters: dict[Text, int] = Field(default_factory=dict)
    events: list[dict[Text, Any]] = Field(default_factory=list)
    no_events: list[dict[Text, Any]] = Field(default_factory=list)
    poses: dict[Text, list[int]] = Field(default_factory=dict)
    winners: list[int] | None = None
    draw: bool | None = None  # whether the game ended drawn (an end rule with `draw: true`)
    over: bool | None = None
    turn: int | None = None
    active: int | None = None
    error: Text | None = None


class DecideStep(Strict):
    decide: Text
    by: int | None = None


class ExpectStep(Strict):
    expect: Expect


def _step_kind(value: Any) -> str:
    if isinstance(value, dict):
        return "decide" if "decide" in value else "expect" if "expect" in value else "?"
    return "decide" if isinstance(value, DecideStep) else "expect"


StepModel = Annotated[
    Annotated[DecideStep, Tag("decide")] | Annotated[ExpectStep, Tag("expect")], Discriminator(_step_kind)
]


class ScenarioFile(Strict):
    kind: Literal["scenario"]
    name: Text
    game: Id
    variant: Id | None = None
    players: int = Field(ge=1)
    seed: int = 0
    source: Source
    setup: ScenarioSetup | None = None
    # what dice show when they are next rolled, in order: a die of `dice:` by its faces, a many-sided card by
    # its sides (from 1); the rolls after these, and other dice, come from the seed as usual
    rolls: dict[Text, list[int]] = Field(default_factory=dict)
    steps: list[StepModel] = Field(default_factory=list)
    expect: Expect | None = None
