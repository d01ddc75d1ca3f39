"""Numbers, references to zones, counters, stats and variables, and symbols."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.board import PileAt
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr, Cards
    from interpreter.dsl.nodes.players import Player

Owner = Literal["you", "subject", "player", "table", "all", "others"]  # others: each opponent's


@record
class Ref(Node):
    """An unresolved `your hand` / `the deck` / `that player's points` / `the bid`.

    The checker turns it into a ZoneRef, CounterRef, StatRef or VarRef from the game's vocabulary."""

    owner: Owner
    name: str
    player: Player | None = None


@record
class ZoneRef(Node):
    zone: str
    owner: Owner
    player: Player | None = None


@record
class CounterRef(Node):
    counter: str
    owner: Owner
    player: Player | None = None


@record
class StatRef(Node):
    """A number the game defines from other numbers ("your shipping")."""

    stat: str
    owner: Owner
    player: Player | None = None


@record
class VarRef(Node):
    """A procedure's variable ("the bid to beat")."""

    name: str


Zone = Ref | ZoneRef | PileAt


@record
class Int(Node):
    value: int
    article: bool = False


@record
class BinOp(Node):
    op: Literal["+", "-", "*", "/", "mod"]
    left: Num
    right: Num


@record
class Extreme(Node):
    """`the lower of A and B`, `the higher of A and B`."""

    which: Literal["lower", "higher"]
    left: Num
    right: Num


@record
class PriceItem(Node):
    amount: Num
    counter: str  # a counter or a group ("2 gold", "1 resource", "5 points")


@record
class Price(Node):
    """What playing a card costs; `free` has no items. With `parts` ("one or more of 1 gold or 1 gem")
    the payer buys one item or more, each at most once, and the card remembers which
    (`it was paid with gold`)."""

    items: tuple[PriceItem, ...] = ()
    parts: bool = False


@record
class CountCards(Node):
    cards: Cards


@record
class TurnNumber(Node):
    pass


@record
class PlayerCount(Node):
    pass


@record
class Seat(Node):
    """A player's seat number, 1 to the number of players, counted clockwise from seat 1 (`--first-player` says
    which seat starts): "your seat", "their seat", "that player's seat"."""

    player: Player


@record
class RollValue(Node):
    """The number the last `roll` showed."""


@record
class Distance(Node):
    """Steps between two positions on a ring counter (the shorter way round)."""

    left: Num
    right: Num


@record
class CardProp(Node):
    """A number on a card ("the cost of the played card")."""

    prop: str
    card: CardExpr


@record
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
    | Seat
    | RollValue
    | Distance
    | CardProp
    | Total
    | Ref
    | CounterRef
    | StatRef
    | VarRef
)


@record
class NamedValue(Node):
    name: str


@record
class SymbolValue(Node):
    set: str
    value: str


@record
class JoiningValue(Node):
    """The symbol at which the played card joined a chain."""

    set: str


Value = NamedValue | SymbolValue | JoiningValue
