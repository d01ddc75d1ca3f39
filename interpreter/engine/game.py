"""A game ready to play: definitions plus compiled code, shared by every state of that game.

Nothing here changes during play. A `Game` is built once per (game, variant) by `build.py`;
states hold a reference to it and only their own mutable data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from interpreter.content import models

if TYPE_CHECKING:
    from interpreter.engine.code import Code


@dataclass(frozen=True)
class ZoneDef:
    index: int
    id: str
    owner: Literal["table", "player"]
    order: str
    visibility: Literal["public", "owner", "hidden"]
    link: str | None
    model: models.Zone


@dataclass(frozen=True)
class CounterDef:
    index: int
    id: str
    owner: Literal["table", "player"]
    start: int
    min: int | None
    max: int | None
    model: models.Counter


@dataclass(frozen=True)
class CardDef:
    index: int
    id: str
    properties: dict[str, Any]
    model: models.Card


@dataclass
class SymbolDef:
    id: str
    set: str
    model: models.Symbol
    effects: dict[str, Any] = field(default_factory=dict)  # effect name -> checked Effect node


@dataclass
class SymbolSetDef:
    id: str
    model: models.SymbolsFile
    symbols: dict[str, SymbolDef] = field(default_factory=dict)


@dataclass
class Rule:
    """A rule with a place in the rule book: a setup or turn step, an end condition."""

    id: str
    kind: str
    source: str
    node: Any  # checked DSL node (Effect or condition)
    model: Any
    children: list[Rule] = field(default_factory=list)
    otherwise: list[Rule] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class EndCheck:
    id: str
    after: str
    when: Any  # compiled condition
    winners: Any  # compiled player set
    rule: Rule


@dataclass
class Game:
    id: str
    model: models.GameFile
    variant: models.Variant | None
    zones: list[ZoneDef]
    counters: list[CounterDef]
    cards: list[CardDef]
    instances: tuple[int, ...]  # card instance -> card definition index
    start_zone: tuple[int, ...]  # card instance -> zone index it starts in
    symbol_sets: dict[str, SymbolSetDef]
    setup: list[Rule]
    turn: list[Rule]
    end: list[EndCheck]
    disabled: frozenset[str]
    codes: dict[str, Code] = field(default_factory=dict)
    links: dict[int, tuple[tuple[str, str], ...]] = field(default_factory=dict)  # zone index -> per-instance link pair
    zone_by_id: dict[str, ZoneDef] = field(default_factory=dict)
    counter_by_id: dict[str, CounterDef] = field(default_factory=dict)
    draw_from: int = 0
    hand: int = 0
    discard_to: int = 0
    files: list[str] = field(default_factory=list)
    turns_pc: int = 0  # in the `game` code: the loop that starts each player's turn

    @property
    def min_players(self) -> int:
        return self.model.players.min

    @property
    def max_players(self) -> int:
        return self.model.players.max

    @property
    def variant_id(self) -> str:
        return self.variant.id if self.variant else "standard"

    @property
    def limits(self) -> models.Limits:
        return self.model.limits

    def zone_bases(self, players: int) -> tuple[int, ...]:
        return _bases(tuple(z.owner for z in self.zones), players)

    def counter_bases(self, players: int) -> tuple[int, ...]:
        return _bases(tuple(c.owner for c in self.counters), players)

    def card_id(self, instance: int) -> str:
        return self.cards[self.instances[instance]].id

    def is_enabled(self, rule_id: str) -> bool:
        return rule_id not in self.disabled


@cache
def _bases(owners: tuple[str, ...], players: int) -> tuple[int, ...]:
    bases = []
    slot = 0
    for owner in owners:
        bases.append(slot)
        slot += players if owner == "player" else 1
    bases.append(slot)  # total number of slots, last
    return tuple(bases)
