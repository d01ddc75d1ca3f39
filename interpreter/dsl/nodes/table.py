"""Nodes for pieces on a table (moved along shapes, turned, touching), tokens on cards, dice
re-rolled by choice, the first player's marker, and turns taken in rotation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import AllCards, CardExpr
    from interpreter.dsl.nodes.players import Player
    from interpreter.dsl.nodes.statements import Chain
    from interpreter.dsl.nodes.values import Num


@record
class ChooseCard(Node):
    """`choose a card in ZONES [whose …] [either side up] as the VARIABLE`: a card variable set by a
    decision; with `either side up`, the card (a movement template) is also turned to the side chosen."""

    cards: AllCards
    name: str
    sided: bool = False


@record
class PlaceShape(Node):
    """`place the TEMPLATE in front of the PIECE`: the piece's planned move goes on along that card's shape."""

    shape: CardExpr
    piece: CardExpr


@record
class PlaceFinal(Node):
    """`place the PIECE at its final position`: the piece moves along every shape placed in front of it."""

    piece: CardExpr


@record
class TurnPiece(Node):
    """`turn the PIECE up to N degrees either way` / `turn the PIECE to face any direction`."""

    piece: CardExpr
    up_to: Num | None = None


@record
class Reroll(Node):
    """`re-roll any number of cards in ZONE`: choose dice one by one (each once), then roll them together."""

    cards: AllCards


@record
class CardCount(Node):
    """`put N TOKENS onto CARD`, `remove N TOKENS from CARD`, `remove all TOKENS from CARD`: a counter
    on a card, within its bounds and its cap. `count` None: all of them."""

    counter: str
    card: CardExpr
    count: Num | None
    remove: bool = False


@record
class PassFirst(Node):
    """`pass the first player to the left`: the first player's marker moves to a neighbour."""

    side: Literal["left", "right"]


@record
class FirstPlayer(Node):
    """The player who holds the first player's marker (the round's first player)."""


@record
class Rotation(Node):
    """`in turns from PLAYER: …` — from that player, in turn order, each player who can make the opening
    choice of the steps does them; a player who cannot is passed over; it ends when nobody can."""

    start: Player
    body: Chain


@record
class Spatial(Node):
    """A card filter by place on the table: `touching CARD`, `in the path of CARD`, `within N mm of CARD`."""

    kind: Literal["touching", "path", "within"]
    card: CardExpr
    distance: Num | None = None


@record
class OnTable(Node):
    """`CARD is [not] wholly on the table`."""

    card: CardExpr
    negated: bool = False
