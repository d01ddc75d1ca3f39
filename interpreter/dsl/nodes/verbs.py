"""Verbs: what a player (or the table) does."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.board import PutUnder, RemoveTokens, Spread
from interpreter.dsl.nodes.cards import CardFilter
from interpreter.dsl.nodes.dice import Flip, Freeze, PutTotal, Reroll, TurnSide
from interpreter.dsl.nodes.table import CardCount, ChooseCard, PassFirst, PlaceFinal, PlaceShape, TurnPiece
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr, Cards
    from interpreter.dsl.nodes.players import Player
    from interpreter.dsl.nodes.values import Num, Value, Zone


@record
class Draw(Node):
    count: Num
    zone: Zone | None = None


@record
class DrawUpTo(Node):
    """Draw until the hand holds `target` cards."""

    target: Num
    hand: str


@record
class Discard(Node):
    count: Num
    random: bool = False
    zones: tuple[Zone, ...] = ()
    filter: CardFilter = field(default_factory=CardFilter)


@record
class DiscardDownTo(Node):
    """Discard from your hand, one card at a time, until it holds `count` cards."""

    count: Num


@record
class DiscardCards(Node):
    cards: Cards


@record
class Give(Node):
    verb: Literal["pass", "give"]
    count: Num
    zone: Zone | None
    to: Player


@record
class Take(Node):
    count: Num
    random: bool
    zones: tuple[Zone, ...]
    filter: CardFilter = field(default_factory=CardFilter)


@record
class EndFilter(Node):
    value: Value
    negated: bool = False


@record
class Play(Node):
    source: Zone
    target: Zone
    end: EndFilter | None = None
    filter: CardFilter = field(default_factory=CardFilter)
    face_down: bool = False
    paying: str | None = None  # "paying its cost": a price property of the card, paid to play it


@record
class PlayFor(Node):
    """`play a card for WINDOW` / `use a card for WINDOW`: a card's play (from hand) or ability (in play).

    `use a card of ZONE whose … for WINDOW` narrows the cards: those of another player's zone (whose
    abilities you use), or those that pass a filter."""

    mode: Literal["play", "use"]
    window: str
    zone: Zone | None = None
    filter: CardFilter = field(default_factory=CardFilter)


@record
class Reveal(Node):
    """Turn a face-down card of a zone face up (you choose which); it becomes "that card"."""

    zones: tuple[Zone, ...]


@record
class Show(Node):
    """`show it`: every player sees the card, wherever it lies, until it moves again."""

    card: CardExpr


LOOKERS = 16  # the most players a game with `look at` may have: who looked is kept in one bit each (engine SEEN)


@record
class Look(Node):
    """`look at it`: the player who looks (and no one else) sees the card, wherever it lies, until it moves."""

    card: CardExpr


@record
class ExtraTurn(Node):
    pass


@record
class Gain(Node):
    count: Num
    counter: str


@record
class Lose(Node):
    count: Num
    counter: str


@record
class Pay(Node):
    count: Num
    counter: str
    to: Player


@record
class Move(Node):
    """Move along a ring counter: exactly N or up to N steps, forward, back or either way."""

    count: Num
    counter: str
    up_to: bool = False
    direction: Literal["either", "forward", "back"] = "either"


@record
class Roll(Node):
    die: str


@record
class RollCards(Node):
    """`roll all cards of the pool`: each many-sided card (a die) shows a random side."""

    cards: Cards


@record
class Set(Node):
    """`set the bid to beat to …`, `set the goal to 4`, `set the lead card to …`."""

    target: Node
    value: Node


@record
class ChooseAs(Node):
    """`choose an opponent … as the target`: a chosen player becomes a procedure's variable."""

    choice: Player
    name: str


@record
class Run(Node):
    """Run a procedure (a timeline): you fill its first role, `against` its second."""

    procedure: str
    against: Player | None = None


@record
class GoTo(Node):
    label: str


@record
class EndProcedure(Node):
    procedure: str


@record
class EndTurn(Node):
    """`end your turn` / `end the turn`: the steps of the turn being played that are left (and any procedure or
    effect still running in it) are skipped; the turn's end comes at once (end checks, an extra turn, the next
    player)."""

    yours: bool = True


@record
class Win(Node):
    pass


@record
class Shuffle(Node):
    zone: Zone
    into: Zone | None = None


@record
class Put(Node):
    cards: Cards
    zone: Zone
    face_down: bool = False


@record
class PutFrom(Node):
    """`put 3 cards from your hand into your stash`: chosen (or random) cards go to a zone."""

    count: Num
    source: Zone
    zone: Zone
    filter: CardFilter = field(default_factory=CardFilter)
    random: bool = False
    face_down: bool = False


@record
class Store(Node):
    """`put 1 resource onto this card`: units of your group go onto a card (and out of your group);
    `gain 4 resources onto this card` (`fresh`): new units of your choice go onto it from the supply."""

    count: Num
    group: str
    card: CardExpr
    fresh: bool = False


@record
class Unstore(Node):
    """`take the resources from this card`: every unit on the card comes back to your group."""

    group: str
    card: CardExpr


@record
class ChooseNumber(Node):
    """`choose a number from 1 to your points as the x`: a number variable set by a decision."""

    low: Num
    high: Num
    name: str


@record
class Rotate(Node):
    """`rotate each player's draft to the left`: every player's cards go to the neighbour, all at once."""

    zone: str
    side: Literal["left", "right"]


@record
class Resolve(Node):
    """Run an effect a symbol or a card carries ("resolve the power of the joining symbol")."""

    effect: str
    value: Value | None = None
    card: CardExpr | None = None


@record
class Nothing(Node):
    pass


@record
class Keep(Node):
    """A player's counter a step leaves as it was: it changes nothing, and says so where a reader would expect a
    change ("each other player on the card keeps their place" when the card under them is replaced)."""

    counter: str


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
    | Show
    | Look
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
    | EndTurn
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
    | Keep
    | ChooseCard
    | PlaceShape
    | PlaceFinal
    | TurnPiece
    | CardCount
    | PassFirst
    | Flip
    | TurnSide
    | Freeze
    | Reroll
    | PutTotal
    | PutUnder
    | Spread
    | RemoveTokens
)
