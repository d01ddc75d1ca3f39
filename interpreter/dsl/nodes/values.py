"""Numbers, references to zones, counters, stats and variables, and symbols."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr, Cards
    from interpreter.dsl.nodes.players import Player

Owner = Literal["you", "subject", "player", "table", "all", "others"]  # others: each opponent's


@dataclass(frozen=True, slots=True)
class Ref(Node):
    """An unresolved `your hand` / `the deck` / `that player's crystals` / `the attack`.

    The checker turns it into a ZoneRef, CounterRef, StatRef or VarRef from the game's vocabulary."""

    owner: Owner
    name: str
    player: Player | None = None


@dataclass(frozen=True, slots=True)
class ZoneRef(Node):
    zone: str
    owner: Owner
    player: Player | None = None


@dataclass(frozen=True, slots=True)
class CounterRef(Node):
    counter: str
    owner: Owner
    player: Player | None = None


@dataclass(frozen=True, slots=True)
class StatRef(Node):
    """A number the game defines from other numbers ("your shipping")."""

    stat: str
    owner: Owner
    player: Player | None = None


@dataclass(frozen=True, slots=True)
class VarRef(Node):
    """A procedure's variable ("the maneuver to beat")."""

    name: str


Zone = Ref | ZoneRef


@dataclass(frozen=True, slots=True)
class Int(Node):
    value: int
    article: bool = False


@dataclass(frozen=True, slots=True)
class BinOp(Node):
    op: Literal["+", "-", "*", "/", "mod"]
    left: Num
    right: Num


@dataclass(frozen=True, slots=True)
class Extreme(Node):
    """`the lower of A and B`, `the higher of A and B`."""

    which: Literal["lower", "higher"]
    left: Num
    right: Num


@dataclass(frozen=True, slots=True)
class PriceItem(Node):
    amount: Num
    counter: str  # a counter or a group ("2 water", "1 energy", "5 crystals")


@dataclass(frozen=True, slots=True)
class Price(Node):
    """What playing a card costs; `free` has no items."""

    items: tuple[PriceItem, ...] = ()


@dataclass(frozen=True, slots=True)
class CountCards(Node):
    cards: Cards


@dataclass(frozen=True, slots=True)
class TurnNumber(Node):
    pass


@dataclass(frozen=True, slots=True)
class PlayerCount(Node):
    pass


@dataclass(frozen=True, slots=True)
class RollValue(Node):
    """The number the last `roll` showed."""


@dataclass(frozen=True, slots=True)
class Distance(Node):
    """Steps between two positions on a ring counter (the shorter way round)."""

    left: Num
    right: Num


@dataclass(frozen=True, slots=True)
class CardProp(Node):
    """A number on a card ("the maneuver of the played card")."""

    prop: str
    card: CardExpr


@dataclass(frozen=True, slots=True)
class Total(Node):
    """The sum, or the highest or lowest, of a number over cards ("the total damage of the cards in …")."""

    prop: str
    cards: Cards
    how: Literal["total", "highest", "lowest"] = "total"


Num = (
    Int
    | BinOp
    | Extreme
    | CountCards
    | TurnNumber
    | PlayerCount
    | RollValue
    | Distance
    | CardProp
    | Total
    | Ref
    | CounterRef
    | StatRef
    | VarRef
)


@dataclass(frozen=True, slots=True)
class NamedValue(Node):
    name: str


@dataclass(frozen=True, slots=True)
class SymbolValue(Node):
    set: str
    value: str


@dataclass(frozen=True, slots=True)
class JoiningValue(Node):
    """The symbol at which the played card joined a chain."""

    set: str


Value = NamedValue | SymbolValue | JoiningValue
