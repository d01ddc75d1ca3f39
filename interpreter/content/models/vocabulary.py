"""The game's vocabulary: players, zones, counters and their groups, card properties, stats, windows,
dice, variables and the zones the common verbs use — what the rules may name."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from interpreter.content.models.fields import Id, Source, StateKey, Strict, Text
from interpreter.content.models.words import Fact, Name, Phrase, Predicate


class PlayerCount(Strict):
    """How many play; `first` says who takes the first turn, as the rule book prints it (the engine seats
    that player first; play passes to the left)."""

    min: int = Field(ge=1)
    max: int = Field(ge=1)
    first: Name | None = None
    source: Source


class Teams(Strict):
    """Players who win or lose together, seated `across` the table from each other (seats 1 and 3 of four: every
    other seat) or `together` (seats 1 and 2): a partnership is a team of 2."""

    size: int = Field(ge=2)
    seating: Literal["across", "together"] = "across"
    source: Source


class Zone(Strict):
    """A place cards can be: a deck, a hand, a chain of cards, a discard pile."""

    id: Id
    name: Name
    owner: Literal["table", "player"] = "table"
    order: Literal["pile", "hand", "chain", "row", "table"] = "pile"  # table: pieces with a pose (see `table:`)
    visibility: Literal["public", "owner", "hidden"] = "public"
    link: Id | None = None
    capacity: int | None = Field(default=None, ge=1)
    refill: Id | None = None  # a table pile shuffled into this one when a card must be drawn from it empty
    refill_keeps: int = Field(default=0, ge=0)  # the top cards of the refill pile that stay (a discard pile's top card)
    bookkeeping: bool = False  # a place the rules keep for themselves: the player's rule book does not list it
    # What one piece here is called when the pieces are not cards (a die, a figure): the rule book says "each
    # die among the rolled dice", not "each card"; a zone named in the plural then names "all" of its pieces.
    item: Name | None = None
    source: Source


class Counter(Strict):
    """A number a player, the table or a card keeps: points, damage, a position on a ring.

    `ring: true` makes it a position that wraps from `max` back to `min` (and `move` and
    `distance` work on it); `track` names the zone whose cards sit at its positions, `piles` the piles
    at its positions (the first at `min`: "the stack at your position", its top card "the card at …"); `reset`
    sets it back to `start` at the start of every turn (or round), or — for a counter on a card —
    whenever the card moves to another zone (`move`: tokens on a card leave with it)."""

    id: Id
    name: Name
    owner: Literal["table", "player", "card"] = "player"
    start: int = 0
    min: int | None = None
    max: int | None = None
    ring: bool = False
    laps: Id | None = None  # a ring's lap counter: +1 each time it wraps forward past max, -1 backward past min
    track: Id | None = None
    piles: list[Id] = Field(default_factory=list)
    reset: Literal["turn", "round", "move"] | None = None
    cap: Id | None = None  # on a card: a number property of that card that caps the counter
    piece: Name | None = None  # on a card: what the rule book calls the cards that keep it ("each figure has its own")
    labels: dict[Text, Name] = Field(default_factory=dict)  # names of values ("1: winter"), for the rule book
    bookkeeping: bool = False  # a number the rules keep for themselves: the player's rule book does not list it
    tokens: bool = False  # on a card: a pile of tokens, told as "the number of X on CARD"
    level: bool = False  # a level on a track, raised and lowered ("raise your power track by 2"), not gained
    angle: bool = False  # on a card: how far the card is turned, in degrees ("put 90 X onto CARD" is "turn CARD 90°")
    # What a value means, for the rule book (see Variable); a player's counter says it of "you" ("you are out"),
    # so only "your X" reads as the fact.
    states: dict[StateKey, Fact] = Field(default_factory=dict)
    # How the rule book says "gain 1" of a number the rules keep ("gain 1 bonus used" is "use a bonus"):
    # the counter only counts a deed the text already names.
    gained: Phrase | None = None
    source: Source


class CounterGroup(Strict):
    """Counters that stand together as one amount (gold, wood and stone are your "resources").

    "gain 2 resources" lets the owner choose a member for each unit; "your resources" is their sum. `max`
    caps that sum (a DSL number, "you" being the owner): a gain beyond it makes the owner discard the
    excess, one unit of their choice at a time. `matches` pairs a group of card counters, member by
    member, with a player group (units stored on a card are not the player's)."""

    id: Id
    name: Name
    counters: list[Id] = Field(min_length=1)
    max: Text | None = None
    matches: Id | None = None
    # false: the members are no one amount (the points each kind of resource is worth): the group only names the
    # member that goes with a chosen kind ("points per resource of the chosen kind"); the book lists no sum
    total: bool = True
    source: Source


class CardProperty(Strict):
    """A typed value printed on cards: `number`, `text`, `name` (words in two languages), or a symbol set."""

    id: Id
    name: Name
    type: Id
    count: int | None = Field(default=None, ge=1)
    min: int | None = None
    max: int | None = None
    default: int | None = None  # the number of a card that does not print one (a number property)
    # a card prints this number even when it is 0 (a printed 0 means something): else 0 is left out of its text, as most
    # cards print no icon for nothing
    print_zero: bool = False
    labels: dict[Text, Name] = Field(default_factory=dict)  # names of values ("1: winter"), for the rule book
    source: Source | None = None


class Stat(Strict):
    """A number the game defines for each player from other numbers ("their shipping")."""

    id: Id
    name: Name
    value: Text
    bookkeeping: bool = False  # a formula the rules keep for themselves: the player's rule book does not list it
    # What a bookkeeping formula stands for, for the player's book, which then lists it with these words in place
    # of the formula: printed rules that name it ("on the same space as you") need it said
    meaning: Predicate | None = None
    # What a value means, said of "you" as a player's counter's states are ("none of your cards is turned")
    states: dict[StateKey, Fact] = Field(default_factory=dict)
    source: Source


class Window(Strict):
    """A moment when cards may be played ("Play when an auction starts"). `also`: the other windows at
    which its cards may be played or used as well (an "any time" ability is usable before the roll too)."""

    id: Id
    name: Name
    also: list[Id] = Field(default_factory=list)
    source: Source


class Die(Strict):
    id: Id
    name: Name
    faces: list[int] = Field(min_length=1)
    source: Source


class Variable(Strict):
    """A value a procedure keeps while it runs: a player (a role), a card or a number."""

    id: Id
    type: Literal["player", "card", "number"]
    name: Name
    min: int | None = None
    max: int | None = None
    start: int = 0
    # What a value means, for the rule book: with `1: {en: the offer is accepted}` "set the accepted to 1"
    # reads "note that the offer is accepted" and "if the accepted is 1" reads "if the offer is accepted".
    states: dict[StateKey, Fact] = Field(default_factory=dict)
    # A number kept only to be set back ("go back to where you were"): keeping it goes unsaid in the rule book
    # and "set X to <this variable>" reads as this deed.
    restore: Phrase | None = None
    # A mark the rules keep for themselves, which what the rule does already says ("the gem came in for free" when
    # it is put in play, not bought): setting it goes unsaid; where it is tested, its `states` are said.
    bookkeeping: bool = False


class Roles(Strict):
    """Which zones the common verbs use when a sentence does not say."""

    draw_from: Id
    hand: Id
    discard_to: Id
    box: Id | None = None  # where cards out of the game go (a variant's removed cards, `only_if` cards)
