"""Conditions and the predicates they ask about players."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr
    from interpreter.dsl.nodes.players import Player
    from interpreter.dsl.nodes.values import Num, Value, Zone
    from interpreter.dsl.nodes.verbs import Verb


@dataclass(frozen=True, slots=True)
class CardsIn(Node):
    """Per-player quantity: how many cards a player has in one of their zones."""

    zone: str


@dataclass(frozen=True, slots=True)
class CounterQuantity(Node):
    counter: str


Quantity = CardsIn | CounterQuantity


@dataclass(frozen=True, slots=True)
class HasMost(Node):
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class HasFewest(Node):
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class HasNone(Node):
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class HasAtLeast(Node):
    amount: Num
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class IsWithin(Node):
    """`is within N locations of PLAYER`: a distance on a ring counter."""

    amount: Num
    counter: str
    of: Player


Pred = HasMost | HasFewest | HasNone | HasAtLeast | IsWithin

Comparison = Literal[">=", "<=", ">", "<", "==", "!="]


@dataclass(frozen=True, slots=True)
class Compare(Node):
    left: Num
    op: Comparison
    right: Num


@dataclass(frozen=True, slots=True)
class IsEmpty(Node):
    zone: Num | Zone
    negated: bool = False


@dataclass(frozen=True, slots=True)
class PlayerHas(Node):
    player: Player
    pred: Pred


@dataclass(frozen=True, slots=True)
class PlayerIs(Node):
    """`you are the attacker`, `that player is not the defender`: two players are the same."""

    player: Player
    other: Player
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Quantified(Node):
    """`exactly one player …`, `a player …`, `no player …`, `an opponent …`; binds “that player”."""

    quantifier: Literal["exactly-one", "some", "none"]
    pred: Pred
    others: bool = False


@dataclass(frozen=True, slots=True)
class EndShows(Node):
    zone: Zone
    value: Value


@dataclass(frozen=True, slots=True)
class Can(Node):
    player: Player
    verb: Verb
    negated: bool = False


@dataclass(frozen=True, slots=True)
class CardIs(Node):
    """`it is a cargo`, `the played card is not genuine`, `it is face down`."""

    card: CardExpr
    kind: Value | None = None
    face: Literal["up", "down"] | None = None
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Not(Node):
    cond: Cond


@dataclass(frozen=True, slots=True)
class And(Node):
    items: tuple[Cond, ...]


@dataclass(frozen=True, slots=True)
class Or(Node):
    items: tuple[Cond, ...]


Cond = Compare | IsEmpty | PlayerHas | PlayerIs | Quantified | EndShows | Can | CardIs | Not | And | Or
