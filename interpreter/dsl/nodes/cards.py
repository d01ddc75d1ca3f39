"""Cards and sets of cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node

if TYPE_CHECKING:
    from interpreter.dsl.nodes.values import Num, Value, Zone


@dataclass(frozen=True, slots=True)
class PlayedCard(Node):
    pass


@dataclass(frozen=True, slots=True)
class JoinedCard(Node):
    pass


@dataclass(frozen=True, slots=True)
class TopCard(Node):
    zone: Zone


@dataclass(frozen=True, slots=True)
class ThatCard(Node):
    """The card a `for each card`, a `reveal` or a play just named ("that card", "it")."""


@dataclass(frozen=True, slots=True)
class ThisCard(Node):
    """The card whose effect is running."""


@dataclass(frozen=True, slots=True)
class CardVar(Node):
    """A card held by a procedure's variable ("the lead card")."""

    name: str


@dataclass(frozen=True, slots=True)
class CardAt(Node):
    """The card at a position of a track zone ("the card at your location")."""

    position: Num


CardExpr = PlayedCard | JoinedCard | TopCard | ThatCard | ThisCard | CardVar | CardAt


@dataclass(frozen=True, slots=True)
class PropTest(Node):
    """`whose maneuver is at least 4` inside a card filter."""

    prop: str
    op: Literal[">=", "<=", ">", "<", "==", "!="]
    value: Num | Value


@dataclass(frozen=True, slots=True)
class CardFilter(Node):
    """Which cards qualify: symbols they carry (`a cargo card`), which face, property tests."""

    kinds: tuple[Value, ...] = ()
    face: Literal["up", "down"] | None = None
    tests: tuple[PropTest, ...] = ()
    other: bool = False  # "another card": not this card


@dataclass(frozen=True, slots=True)
class AllCards(Node):
    zones: tuple[Zone, ...]
    filter: CardFilter = field(default_factory=CardFilter)
    except_: tuple[CardExpr, ...] = ()


@dataclass(frozen=True, slots=True)
class OneCard(Node):
    card: CardExpr


Cards = AllCards | OneCard
