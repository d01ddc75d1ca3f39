"""The names a game defines, as the DSL checker sees them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True)
class ZoneInfo:
    id: str
    owner: Literal["table", "player"]
    order: str
    link: str | None = None


@dataclass(frozen=True)
class CounterInfo:
    id: str
    owner: Literal["table", "player"]


@dataclass(frozen=True)
class SymbolSetInfo:
    id: str
    values: tuple[str, ...]
    effects: tuple[str, ...]


@dataclass
class Vocabulary:
    zones: dict[str, ZoneInfo] = field(default_factory=dict)
    counters: dict[str, CounterInfo] = field(default_factory=dict)
    symbol_sets: dict[str, SymbolSetInfo] = field(default_factory=dict)
    card_properties: dict[str, str] = field(default_factory=dict)  # property id -> symbol set / type
    draw_from: str = ""
    hand: str = ""
    discard_to: str = ""

    def value_sets(self, value: str) -> list[str]:
        return [s.id for s in self.symbol_sets.values() if value in s.values]

    def all_values(self) -> list[str]:
        return [v for s in self.symbol_sets.values() for v in s.values]

    def counter(self, name: str) -> CounterInfo | None:
        """A counter by id, forgiving a plural or singular form ("crystals" for "crystal")."""
        for candidate in (name, name.removesuffix("s"), name + "s"):
            if candidate in self.counters:
                return self.counters[candidate]
        return None
