"""Cards and sets of cards."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.board import BottomCard, CardsAt
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.table import Spatial
    from interpreter.dsl.nodes.values import Num, Value, Zone


@record
class PlayedCard(Node):
    pass


@record
class JoinedCard(Node):
    pass


@record
class TopCard(Node):
    zone: Zone


@record
class ThatCard(Node):
    """The card a `for each card`, a `reveal` or a play just named ("that card", "it")."""


@record
class ThisCard(Node):
    """The card whose effect is running."""


@record
class CardVar(Node):
    """A card held by a procedure's variable ("the lead card")."""

    name: str


@record
class CardAt(Node):
    """The card at a position of a track zone or of a row of piles ("the card at your position")."""

    position: Num
    counter: str = ""  # filled in by the checker: the counter whose positions these are


CardExpr = PlayedCard | JoinedCard | TopCard | ThatCard | ThisCard | CardVar | CardAt | BottomCard


@record
class PropTest(Node):
    """`whose cost is at least 4` inside a card filter."""

    prop: str
    op: Literal[">=", "<=", ">", "<", "==", "!="]
    value: Num | Value


@record
class EitherTest(Node):
    """`whose cost is X or whose cost is Y` inside a card filter: the card passes one of the options, each a
    filter of property tests that must all hold ("whose A is x and whose B is y")."""

    options: tuple[CardFilter, ...]


@record
class CardFilter(Node):
    """Which cards qualify: symbols they carry (`a wild card`), which face, property tests."""

    kinds: tuple[Value, ...] = ()
    face: Literal["up", "down", "frozen", "unfrozen"] | None = None  # face up/down, or (not) frozen
    tests: tuple[PropTest | EitherTest, ...] = ()
    other: bool = False  # "another card": not this card
    spatial: Spatial | None = None  # by place on a table: touching, in the path of, within a distance of a card


@record
class AllCards(Node):
    zones: tuple[Zone, ...]
    filter: CardFilter = field(default_factory=CardFilter)
    except_: tuple[CardExpr, ...] = ()


@record
class OneCard(Node):
    card: CardExpr


Cards = AllCards | OneCard | CardsAt
