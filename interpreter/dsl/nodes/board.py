"""Boards made of piles and tokens: piles at the positions of a counter, tokens spread over cards,
and pieces that may not share a space.

A counter with `piles:` ("the position") names a pile at each position: `the stack at
your position`, `the card at your position` (its top card), `the cards at each position` (the top card
of every pile). Tokens are a counter on cards (`owner: card`): `spread 2 tokens over …` puts them one
per card, evenly; `remove 1 token from …` takes them off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.dsl.nodes.base import Node
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import Cards
    from interpreter.dsl.nodes.players import Player
    from interpreter.dsl.nodes.values import Num, Zone


@record
class PileAt(Node):
    """`the stack at your position`: the pile a position counter lists under `piles:` at that position."""

    position: Num
    counter: str = ""  # filled in by the checker: the counter whose track it is


@record
class BottomCard(Node):
    """`the bottom card of ZONE` (a pile's first card)."""

    zone: Zone


@record
class CardsAt(Node):
    """`the cards at each position [from A to B]`: the top card of each pile of a track (or each card of a
    row), at positions A to B only when given."""

    counter: str
    low: Num | None = None
    high: Num | None = None


@record
class PutUnder(Node):
    """`put it under the stack at your position`: cards go to the bottom of a pile."""

    cards: Cards
    zone: Zone


@record
class Spread(Node):
    """`spread 2 tokens over the cards at each position`: one token at a time onto a card that has the
    fewest, each onto a different card until every card has had one of them, then round again."""

    count: Num
    counter: str
    cards: Cards


@record
class RemoveTokens(Node):
    """`remove 1 token from all cards of your tableau`: tokens off each card (never below its minimum)."""

    count: Num
    counter: str
    cards: Cards


@record
class HasSame(Node):
    """`has the same space as you`: a player's counter or stat equals another player's."""

    name: str
    other: Player
