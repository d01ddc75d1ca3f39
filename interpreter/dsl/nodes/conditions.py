"""Conditions and the predicates they ask about players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.board import HasSame
from interpreter.dsl.nodes.table import OnTable
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr
    from interpreter.dsl.nodes.players import Player
    from interpreter.dsl.nodes.values import Num, Value, Zone
    from interpreter.dsl.nodes.verbs import Verb


@record
class CardsIn(Node):
    """Per-player quantity: how many cards a player has in one of their zones."""

    zone: str


@record
class CounterQuantity(Node):
    counter: str


@record
class StatQuantity(Node):
    """`has the most X` where X is a stat: worked out for each player, compared among them."""

    stat: str


Quantity = CardsIn | CounterQuantity | StatQuantity


@record
class HasMost(Node):
    quantity: Quantity


@record
class HasFewest(Node):
    quantity: Quantity


@record
class HasNone(Node):
    quantity: Quantity


@record
class HasAtLeast(Node):
    amount: Num
    quantity: Quantity


@record
class IsWithin(Node):
    """`is within N spaces of PLAYER`: a distance on a ring counter."""

    amount: Num
    counter: str
    of: Player


@record
class AllOf(Node):
    """`who has no cards in hand and who has at least 2 points`: a player of whom every one of these holds."""

    items: tuple[HasMost | HasFewest | HasNone | HasAtLeast | IsWithin | HasSame, ...]


Pred = HasMost | HasFewest | HasNone | HasAtLeast | IsWithin | HasSame | AllOf

Comparison = Literal[">=", "<=", ">", "<", "==", "!="]


@record
class Compare(Node):
    left: Num
    op: Comparison
    right: Num


@record
class IsEmpty(Node):
    zone: Num | Zone
    negated: bool = False


@record
class PlayerHas(Node):
    player: Player
    pred: Pred


@record
class PlayerIs(Node):
    """`you are the leader`, `that player is not the leader`: two players are the same."""

    player: Player
    other: Player
    negated: bool = False


@record
class Quantified(Node):
    """`exactly one player …`, `a player …`, `no player …`, `an opponent …`; binds “that player”."""

    quantifier: Literal["exactly-one", "some", "none"]
    pred: Pred
    others: bool = False


@record
class EndShows(Node):
    zone: Zone
    value: Value


@record
class Can(Node):
    player: Player
    verb: Verb
    negated: bool = False


@record
class CardIs(Node):
    """`it is a wild card`, `the played card is not wild`, `it is face down`."""

    card: CardExpr
    kind: Value | None = None
    face: Literal["up", "down"] | None = None
    negated: bool = False


@record
class PaidWith(Node):
    """`this card was paid with gold`: which parts of a price of parts were bought when it was played."""

    card: CardExpr
    part: str  # a counter or group named by an item of the card's price


@record
class Not(Node):
    cond: Cond


@record
class And(Node):
    items: tuple[Cond, ...]


@record
class Or(Node):
    items: tuple[Cond, ...]


Cond = (
    Compare
    | IsEmpty
    | PlayerHas
    | PlayerIs
    | Quantified
    | EndShows
    | Can
    | CardIs
    | PaidWith
    | Not
    | And
    | Or
    | OnTable
)
