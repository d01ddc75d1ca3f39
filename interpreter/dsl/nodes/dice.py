"""Dice and card sides: flipping, turning to a side, freezing, re-rolling, and paying a total with dice.

A die is a many-sided card (`sides:` in its file). These verbs change the side a card shows, mark it
frozen (a frozen card is skipped by a re-roll until it is rolled afresh), re-roll it, or spend a few
of them whose numbers add up to a target ("one die, or two dice whose sum is at least the Difficulty").
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.cards import CardFilter
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import Cards
    from interpreter.dsl.nodes.values import Num, Zone


@record
class Flip(Node):
    """`flip it`, `flip a face-up card of your tableau`: each card shows its opposite side (the other
    side of a two-sided card; 1↔6, 2↔5, 3↔4 on a die whose sides are listed 1 to 6). With `zone`, the
    player chooses `count` cards there (one at a time); otherwise `cards` are flipped."""

    cards: Cards | None = None
    count: Num | None = None
    zone: Zone | None = None
    filter: CardFilter = field(default_factory=CardFilter)


@record
class TurnSide(Node):
    """`turn a card of the pool to side 6`: the card shows that side (counted from 1)."""

    side: Num
    cards: Cards | None = None
    count: Num | None = None
    zone: Zone | None = None
    filter: CardFilter = field(default_factory=CardFilter)


@record
class Freeze(Node):
    """`freeze it`, `freeze a card of the pool whose value is 6`: the card cannot be re-rolled until it
    is rolled afresh."""

    cards: Cards | None = None
    count: Num | None = None
    zone: Zone | None = None
    filter: CardFilter = field(default_factory=CardFilter)


@record
class Reroll(Node):
    """`reroll any number of cards of the pool` (the player picks any of the unfrozen ones, then they
    are rolled together), `reroll a card of …` (chosen one at a time), or `reroll it`. A frozen card is
    never re-rolled."""

    cards: Cards | None = None
    count: Num | None = None
    zones: tuple[Zone, ...] = ()
    filter: CardFilter = field(default_factory=CardFilter)
    any_number: bool = False


@record
class PutTotal(Node):
    """`put up to 2 cards from the pool with a total value of at least 7 into the used`: the player picks
    at most `most` cards whose `prop` adds up to at least `least` (no card of the set could be left out)."""

    most: Num
    source: Zone
    prop: str
    least: Num
    zone: Zone
