"""Verbs: what a player (or the table) does."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.cards import CardFilter

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr, Cards
    from interpreter.dsl.nodes.players import Player
    from interpreter.dsl.nodes.values import Num, Value, Zone


@dataclass(frozen=True, slots=True)
class Draw(Node):
    count: Num
    zone: Zone | None = None


@dataclass(frozen=True, slots=True)
class DrawUpTo(Node):
    """Draw until the hand holds `target` cards."""

    target: Num
    hand: str


@dataclass(frozen=True, slots=True)
class Discard(Node):
    count: Num
    random: bool = False
    zones: tuple[Zone, ...] = ()
    filter: CardFilter = field(default_factory=CardFilter)


@dataclass(frozen=True, slots=True)
class DiscardDownTo(Node):
    """Discard from your hand, one card at a time, until it holds `count` cards."""

    count: Num


@dataclass(frozen=True, slots=True)
class DiscardCards(Node):
    cards: Cards


@dataclass(frozen=True, slots=True)
class Give(Node):
    verb: Literal["pass", "give"]
    count: Num
    zone: Zone | None
    to: Player


@dataclass(frozen=True, slots=True)
class Take(Node):
    count: Num
    random: bool
    zones: tuple[Zone, ...]
    filter: CardFilter = field(default_factory=CardFilter)


@dataclass(frozen=True, slots=True)
class EndFilter(Node):
    value: Value
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Play(Node):
    source: Zone
    target: Zone
    end: EndFilter | None = None
    filter: CardFilter = field(default_factory=CardFilter)
    face_down: bool = False
    paying: str | None = None  # "paying its cost": a price property of the card, paid to play it


@dataclass(frozen=True, slots=True)
class PlayFor(Node):
    """`play a card for WINDOW` / `use a card for WINDOW`: a card's play (from hand) or ability (in play)."""

    mode: Literal["play", "use"]
    window: str


@dataclass(frozen=True, slots=True)
class Reveal(Node):
    """Turn a face-down card of a zone face up (you choose which); it becomes "that card"."""

    zones: tuple[Zone, ...]


@dataclass(frozen=True, slots=True)
class ExtraTurn(Node):
    pass


@dataclass(frozen=True, slots=True)
class Gain(Node):
    count: Num
    counter: str


@dataclass(frozen=True, slots=True)
class Lose(Node):
    count: Num
    counter: str


@dataclass(frozen=True, slots=True)
class Pay(Node):
    count: Num
    counter: str
    to: Player


@dataclass(frozen=True, slots=True)
class Move(Node):
    """Move along a ring counter: exactly N or up to N steps, forward, back or either way."""

    count: Num
    counter: str
    up_to: bool = False
    direction: Literal["either", "forward", "back"] = "either"


@dataclass(frozen=True, slots=True)
class Roll(Node):
    die: str


@dataclass(frozen=True, slots=True)
class RollCards(Node):
    """`roll all cards of the pool`: each many-sided card (a die) shows a random side."""

    cards: Cards


@dataclass(frozen=True, slots=True)
class Set(Node):
    """`set the maneuver to beat to …`, `set the cargo-goal to 4`, `set the lead card to …`."""

    target: Node
    value: Node


@dataclass(frozen=True, slots=True)
class ChooseAs(Node):
    """`choose an opponent … as the defender`: a chosen player becomes a procedure's variable."""

    choice: Player
    name: str


@dataclass(frozen=True, slots=True)
class Run(Node):
    """Run a procedure (a timeline): you fill its first role, `against` its second."""

    procedure: str
    against: Player | None = None


@dataclass(frozen=True, slots=True)
class GoTo(Node):
    label: str


@dataclass(frozen=True, slots=True)
class EndProcedure(Node):
    procedure: str


@dataclass(frozen=True, slots=True)
class Win(Node):
    pass


@dataclass(frozen=True, slots=True)
class Shuffle(Node):
    zone: Zone
    into: Zone | None = None


@dataclass(frozen=True, slots=True)
class Put(Node):
    cards: Cards
    zone: Zone
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class PutFrom(Node):
    """`put 3 cards from your picks into your library-2`: chosen (or random) cards go to a zone."""

    count: Num
    source: Zone
    zone: Zone
    filter: CardFilter = field(default_factory=CardFilter)
    random: bool = False
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class Store(Node):
    """`put 1 energy onto this card`: units of your group go onto a card (and out of your group)."""

    count: Num
    group: str
    card: CardExpr


@dataclass(frozen=True, slots=True)
class Unstore(Node):
    """`take the energy from this card`: every unit on the card comes back to your group."""

    group: str
    card: CardExpr


@dataclass(frozen=True, slots=True)
class ChooseNumber(Node):
    """`choose a number from 1 to your crystals as the x`: a number variable set by a decision."""

    low: Num
    high: Num
    name: str


@dataclass(frozen=True, slots=True)
class Rotate(Node):
    """`rotate each player's draft to the left`: every player's cards go to the neighbour, all at once."""

    zone: str
    side: Literal["left", "right"]


@dataclass(frozen=True, slots=True)
class Resolve(Node):
    """Run an effect a symbol or a card carries ("resolve the power of the joining symbol")."""

    effect: str
    value: Value | None = None
    card: CardExpr | None = None


@dataclass(frozen=True, slots=True)
class Nothing(Node):
    pass


Verb = (
    Draw
    | DrawUpTo
    | Discard
    | DiscardDownTo
    | DiscardCards
    | Give
    | Take
    | Play
    | PlayFor
    | Reveal
    | ExtraTurn
    | Gain
    | Lose
    | Pay
    | Move
    | Roll
    | RollCards
    | Set
    | ChooseAs
    | Run
    | GoTo
    | EndProcedure
    | Win
    | Shuffle
    | Put
    | PutFrom
    | ChooseNumber
    | Store
    | Unstore
    | Rotate
    | Resolve
    | Nothing
)
