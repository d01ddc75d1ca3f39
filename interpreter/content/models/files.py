"""The game file with its safety limits, and every content file told apart by its `kind:`."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from interpreter.content.models.cards import CardsFile, EffectSlot, SymbolsFile
from interpreter.content.models.fields import Id, Source, Strict
from interpreter.content.models.steps import EndRule, Procedure, Round, Step, Trigger
from interpreter.content.models.table import Table
from interpreter.content.models.variants import EditionFile, Variant
from interpreter.content.models.vocabulary import (
    CardProperty,
    Counter,
    CounterGroup,
    Die,
    PlayerCount,
    Roles,
    Stat,
    Teams,
    Variable,
    Window,
    Zone,
)
from interpreter.content.models.words import Name
from interpreter.content.reading import DEFAULT_LIMITS, ReadLimits


class Limits(Strict):
    """Safety limits: content beyond one is refused at its line, and a game that runs past one stops with
    an error at the rule that ran away — never a hang and never an exhausted memory.

    The game file itself is read under the default `file_size`, `nesting` and `yaml_values`; the game's
    other files under the values set here."""

    turns: int = Field(default=10_000, ge=1)
    turns_in_a_row: int = Field(default=100, ge=1)
    steps_per_decision: int = Field(default=200_000, ge=100)
    cards: int = Field(default=10_000, ge=1)  # card copies in the whole game
    players: int = Field(default=100, ge=1)  # the most players `players.max` may allow
    table: int = Field(default=100_000, ge=1)  # the longest side a `table:` may have, in millimetres
    shapes_per_move: int = Field(default=100, ge=1)  # shapes laid in front of a piece before it moves
    file_size: int = Field(default=DEFAULT_LIMITS.file_size, ge=1_000)  # bytes in one content file
    nesting: int = Field(default=DEFAULT_LIMITS.nesting, ge=8, le=150)  # lists and mappings inside each other
    yaml_values: int = Field(default=DEFAULT_LIMITS.yaml_values, ge=1_000)  # values once YAML aliases are expanded

    def reading(self) -> ReadLimits:
        return ReadLimits(self.file_size, self.nesting, self.yaml_values)


class GameFile(Strict):
    kind: Literal["game"]
    id: Id
    name: Name
    source: Source
    players: PlayerCount
    teams: Teams | None = None  # partnerships: "opponent" then means a player of another team
    zones: list[Zone]
    counters: list[Counter] = Field(default_factory=list)
    groups: list[CounterGroup] = Field(default_factory=list)
    card_properties: list[CardProperty] = Field(default_factory=list)
    stats: list[Stat] = Field(default_factory=list)
    card_effects: list[EffectSlot] = Field(default_factory=list)
    windows: list[Window] = Field(default_factory=list)
    dice: list[Die] = Field(default_factory=list)
    procedures: list[Procedure] = Field(default_factory=list)
    variables: list[Variable] = Field(default_factory=list)  # kept while one effect resolves ("the target")
    roles: Roles
    setup: list[Step] = Field(default_factory=list)
    round: Round | None = None
    turn: list[Step]
    end: list[EndRule]
    score: Id | None = None  # the player counter reported as each player's score
    triggers: list[Trigger] = Field(default_factory=list)
    limits: Limits = Field(default_factory=Limits)
    variants: list[Variant] = Field(default_factory=list)
    table: Table | None = None  # a surface with geometry, for `order: table` zones
    words: dict[Id, Name] = Field(default_factory=dict)  # the DSL's own nouns renamed for this game (RENAMABLE_WORDS)


def _file_kind(value: Any) -> str:
    return str(value.get("kind", "")) if isinstance(value, dict) else ""


ContentFile = Annotated[
    Annotated[GameFile, Tag("game")]
    | Annotated[SymbolsFile, Tag("symbols")]
    | Annotated[CardsFile, Tag("cards")]
    | Annotated[EditionFile, Tag("edition")],
    Discriminator(_file_kind),
]
