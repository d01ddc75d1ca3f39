"""The names a game defines, as the DSL checker sees them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from interpreter.records import Fixed, record


@record
class ZoneInfo:
    id: str
    owner: Literal["table", "player"]
    order: str
    link: str | None = None


@record
class CounterInfo:
    id: str
    owner: Literal["table", "player", "card"]
    ring: bool = False
    track: str | None = None
    piles: tuple[str, ...] = ()  # the piles at its positions, from its minimum
    members: tuple[str, ...] = ()  # a group: the counters it adds up


@record
class SymbolSetInfo:
    id: str
    values: tuple[str, ...]
    effects: tuple[str, ...]


@record
class PropertyInfo:
    id: str
    type: str  # number, text, name, or a symbol set id
    labels: tuple[tuple[str, int], ...] = ()  # a number's names as the rules may say them (label -> number)

    def label_value(self, name: str) -> int | None:
        """The number a label names ("whose PROPERTY is LABEL"), or None."""
        return next((value for label, value in self.labels if label == name), None)


@record
class ProcedureInfo:
    id: str
    roles: tuple[str, ...]
    variables: dict[str, str]  # id -> player / card / number
    labels: Fixed[str]  # sections a `go to` may name


@dataclass
class Vocabulary:
    zones: dict[str, ZoneInfo] = field(default_factory=dict)
    counters: dict[str, CounterInfo] = field(default_factory=dict)
    symbol_sets: dict[str, SymbolSetInfo] = field(default_factory=dict)
    card_properties: dict[str, PropertyInfo] = field(default_factory=dict)
    card_effects: set[str] = field(default_factory=set)  # effect names cards carry ("reward")
    price_parts: set[str] = field(default_factory=set)  # what prices of parts name ("one or more of 1 gold or 1 gem")
    stats: set[str] = field(default_factory=set)
    windows: set[str] = field(default_factory=set)
    dice: set[str] = field(default_factory=set)
    team_size: int = 0  # players in a team (`teams:`), 0 without teams
    most_players: int = 0  # the most players the game or a variant allows
    procedures: dict[str, ProcedureInfo] = field(default_factory=dict)
    variables: dict[str, str] = field(default_factory=dict)  # the game's own: in reach of every effect
    stored: dict[str, str] = field(default_factory=dict)  # player group -> the card group that holds its units
    table: bool = False  # the game has a table with geometry
    shapes: set[str] = field(default_factory=set)  # the table's movement shapes
    draw_from: str = ""
    hand: str = ""
    discard_to: str = ""

    def value_sets(self, value: str) -> list[str]:
        return [s.id for s in self.symbol_sets.values() if value in s.values]

    def all_values(self) -> list[str]:
        return [v for s in self.symbol_sets.values() for v in s.values]

    def counter(self, name: str) -> CounterInfo | None:
        """A counter by id, forgiving a plural or singular form ("points" for "point")."""
        for candidate in _forms(name):
            if candidate in self.counters:
                return self.counters[candidate]
        return None

    def stat(self, name: str) -> str | None:
        return next((c for c in _forms(name) if c in self.stats), None)

    def prop(self, name: str) -> PropertyInfo | None:
        return next((self.card_properties[c] for c in _forms(name) if c in self.card_properties), None)


def _forms(name: str) -> tuple[str, ...]:
    return (name, name.removesuffix("s"), name.removesuffix("es"), name + "s")
