"""The shape of content files, as strict pydantic models.

One strict base (`extra="forbid"`), explicit `kind:` tags on every file and step, and `Text`
fields that keep each string's YAML position so later stages can point into the file.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Discriminator, Field, PlainValidator, Tag, WithJsonSchema, field_validator

from interpreter.content.reading import DEFAULT_LIMITS, ReadLimits
from interpreter.content.source import Located
from interpreter.records import STRICT_MODEL


def _keep_text(value: Any) -> Located:
    if isinstance(value, Located):
        return value
    if isinstance(value, str):
        return Located(value)
    raise ValueError("expected text")


Text = Annotated[Located, PlainValidator(_keep_text), WithJsonSchema({"type": "string"})]
"""A string that remembers its YAML position."""

ID_PATTERN = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
Id = Annotated[
    Located,
    PlainValidator(lambda v: _check_id(_keep_text(v))),
    WithJsonSchema({"type": "string", "pattern": ID_PATTERN.pattern}),
]


def _check_id(value: Located) -> Located:
    if not ID_PATTERN.match(value):
        raise ValueError(f"'{value}' is not an id: use lower-case words joined by '-', such as 'discard-pile'")
    return value


STATE_KEY_PATTERN = re.compile(r"^-?\d+\+?$")
StateKey = Annotated[
    Located,
    PlainValidator(lambda v: _check_state_key(_keep_text(v if not isinstance(v, int) else str(v)))),
    WithJsonSchema({"type": "string", "pattern": STATE_KEY_PATTERN.pattern}),
]
"""A value a state names: a number ("0"), or "at least" a number ("1+")."""


def _check_state_key(value: Located) -> Located:
    if not STATE_KEY_PATTERN.match(value):
        raise ValueError(f"'{value}' is not a value: use a whole number ('2') or at least one ('1+')")
    return value


SOURCE_PATTERN = re.compile(r"^(seed \d{3}\b.*|reference [\w.-]+\.md\b.*|assumed: .+)$", re.S)


def _check_source(value: Any) -> Located:
    text = _keep_text(value)
    if not SOURCE_PATTERN.match(text.strip()):
        raise ValueError("a source is 'seed NNN, <section>', 'reference <file>.md, <section>' or 'assumed: <why>'")
    return text


Source = Annotated[
    Located,
    PlainValidator(_check_source),
    WithJsonSchema({"type": "string", "pattern": "^(seed [0-9]{3}|reference [A-Za-z0-9_.-]+\\.md|assumed: )"}),
]


class Strict(BaseModel):
    model_config = STRICT_MODEL


# ---------------------------------------------------------------- names in two languages


class EnWord(Strict):
    """An English noun with its plural and the prepositions it takes (“onto the table”)."""

    one: Text
    other: Text | None = None
    to: Text | None = None
    at: Text | None = None
    from_: Text | None = Field(default=None, alias="from")


class RuWord(Strict):
    """A Russian noun: singular cases, optional plural cases, gender and prepositions.

    Cases: nom, gen, dat, acc, ins, loc. `to`/`at`/`from` are the prepositions used with this noun
    («на стол», «с руки», «в колоду»).
    """

    nom: Text
    gen: Text | None = None
    dat: Text | None = None
    acc: Text | None = None
    ins: Text | None = None
    loc: Text | None = None
    gender: Literal["m", "f", "n", "p"] = "m"  # p: a plural-only noun («ножницы»)
    plural: dict[Text, Text] = Field(default_factory=dict)
    # A kind of card said as an adjective, masculine nominative («золотой»): it stands before the noun and
    # agrees with it («золотые карты»), where a noun kind reads «карты вида «Герой»».
    adjective: Text | None = None
    # The form after 2, 3 and 4 where it is not the genitive singular: a name with an adjective («собранных
    # жетона» — the adjective plural, the noun singular).
    few: Text | None = None
    to: Text | None = None
    at: Text | None = None
    from_: Text | None = Field(default=None, alias="from")

    @field_validator("plural")
    @classmethod
    def _cases(cls, value: dict[Located, Located]) -> dict[Located, Located]:
        for case in value:
            if case not in ("nom", "gen", "dat", "acc", "ins", "loc"):
                raise ValueError(f"unknown case '{case}': use nom, gen, dat, acc, ins or loc")
        return value


class Name(Strict):
    en: Text | EnWord
    ru: Text | RuWord


class EnPhrase(Strict):
    """An English verb phrase: as an instruction to you, and said of another player."""

    imp: Text
    third: Text = Field(alias="3sg")


class RuPhrase(Strict):
    """A Russian verb phrase: imperative, third person singular, infinitive."""

    imp: Text
    third: Text = Field(alias="3sg")
    inf: Text


class Predicate(Strict):
    """A state said of another player ("is out" / «выбыл»): "each player who is out", «который выбыл»."""

    en: Text
    ru: Text


class Fact(Strict):
    """A clause that holds while a number has one value ("the offer is accepted" / «предложение принято»);
    `they`: the same state of a player's own number said of another player; `otherwise`: what holds while it
    has any other value ("you have coins left"), said for "is not" that value (and "less than" its maximum)."""

    en: Text
    ru: Text
    they: Predicate | None = None
    otherwise: Predicate | None = None


class Phrase(Strict):
    """How the rules text says an action ("start an auction" / «начните аукцион»)."""

    en: EnPhrase
    ru: RuPhrase


# ---------------------------------------------------------------- game vocabulary


class PlayerCount(Strict):
    """How many play; `first` says who takes the first turn, as the rule book prints it (the engine seats
    that player first; play passes to the left)."""

    min: int = Field(ge=1)
    max: int = Field(ge=1)
    first: Name | None = None
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
    labels: dict[Text, Name] = Field(default_factory=dict)  # names of values ("1: winter"), for the rule book
    bookkeeping: bool = False  # a number the rules keep for themselves: the player's rule book does not list it
    tokens: bool = False  # on a card: a pile of tokens, told as "the number of X on CARD"
    level: bool = False  # a level on a track, raised and lowered ("raise your summoning gauge by 2"), not gained
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
    labels: dict[Text, Name] = Field(default_factory=dict)  # names of values ("1: winter"), for the rule book
    source: Source | None = None


class Stat(Strict):
    """A number the game defines for each player from other numbers ("their shipping")."""

    id: Id
    name: Name
    value: Text
    bookkeeping: bool = False  # a formula the rules keep for themselves: the player's rule book does not list it
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


class Roles(Strict):
    """Which zones the common verbs use when a sentence does not say."""

    draw_from: Id
    hand: Id
    discard_to: Id
    box: Id | None = None  # where cards out of the game go (a variant's removed cards, `only_if` cards)


# ---------------------------------------------------------------- steps


class DoStep(Strict):
    kind: Literal["do"] = "do"
    id: Id
    name: Name | None = None
    do: Text
    instead: Id | None = None  # a window whose cards may be played instead of this step
    by: Text | None = None  # who may play them (a player), for `instead`
    source: Source


class WindowStep(Strict):
    """Players, in order, may play any cards that can be played at this window."""

    kind: Literal["window"]
    id: Id
    name: Name | None = None
    window: Id
    players: Text
    mode: Literal["both", "play", "use"] = "both"  # cards played from hand, used where they lie, or both
    source: Source


class IfStep(Strict):
    kind: Literal["if"]
    id: Id
    name: Name | None = None
    if_: Text = Field(alias="if")
    then: list[Step]
    else_: list[Step] = Field(default_factory=list, alias="else")
    source: Source


def _step_kind(value: Any) -> str:
    if isinstance(value, dict):
        return str(value.get("kind", "do"))
    return str(getattr(value, "kind", "do"))


Step = Annotated[
    Annotated[DoStep, Tag("do")] | Annotated[IfStep, Tag("if")] | Annotated[WindowStep, Tag("window")],
    Discriminator(_step_kind),
]


class Section(Strict):
    """Steps reached only by `go to <id>`; when they end, the procedure ends."""

    id: Id
    name: Name
    action: Phrase | None = None  # how "go to" it reads as a deed ("concede the contest"), if not by its name
    steps: list[Step]
    source: Source


class Procedure(Strict):
    """A timeline of steps run as one unit (an auction, a battle), with its own variables and roles."""

    id: Id
    name: Name
    action: Phrase
    roles: list[Id] = Field(default_factory=list)
    variables: list[Variable] = Field(default_factory=list)
    if_: Text | None = Field(default=None, alias="if")  # it runs only while this holds ("may run" is then not asked)
    steps: list[Step]
    sections: list[Section] = Field(default_factory=list)
    finally_: list[Step] = Field(default_factory=list, alias="finally")
    source: Source


class Round(Strict):
    """Steps around each round of turns: before the first player's turn and after the last one's."""

    start: list[Step] = Field(default_factory=list)
    end: list[Step] = Field(default_factory=list)
    first_player: Literal["fixed", "rotates"] = "fixed"  # rotates: the next player on the left starts the next round
    turns: Literal["each", "first"] = "each"  # first: a round is one turn, the first player's, in which all may act
    marker: Name | None = None  # what the rules call the first player's marker ("the lead")
    source: Source


class EndRule(Strict):
    """When the game ends and who wins."""

    id: Id
    name: Name | None = None
    after: Literal["turn", "round", "step"] = "turn"
    when: Text
    winners: Text
    ties: Text | None = None  # who of several winners wins the tie ("each player who has the most X", among them)
    winner: Name | None = None  # who wins when `winners` is nobody: a side that is no seat (the game itself)
    # a limit kept so that every game (and every simulated one) ends, which people never reach: the player's
    # edition leaves it out, the proof edition prints it
    bookkeeping: bool = False
    source: Source


class Trigger(Strict):
    """A rule that waits for an event ("when a wild card enters your hand: …") and runs right after it.

    Game triggers watch for every player in turn, as "you"; "that player" is whoever acted and "that
    card" the card that moved or was used."""

    id: Id
    name: Name | None = None
    when: Text
    if_: Text | None = Field(default=None, alias="if")
    do: Text
    after_effect: bool = False  # a use trigger that waits until the used card's ability has resolved
    source: Source


class Limits(Strict):
    """Safety limits: content beyond one is refused at its line, and a game that runs past one stops with
    an error at the rule that ran away — never a hang and never an exhausted memory.

    The game file itself is read under the default `file_size`, `nesting` and `yaml_values`; the game's
    other files under the values set here."""

    turns: int = Field(default=10_000, ge=1)
    turns_in_a_row: int = Field(default=100, ge=1)
    steps_per_decision: int = Field(default=200_000, ge=100)
    cards: int = Field(default=10_000, ge=1)  # card copies in the whole game
    players: int = Field(default=100, ge=1)  # the most players `players.max` may allow
    table: int = Field(default=100_000, ge=1)  # the longest side a `table:` may have, in millimetres
    shapes_per_move: int = Field(default=100, ge=1)  # shapes laid in front of a piece before it moves
    file_size: int = Field(default=DEFAULT_LIMITS.file_size, ge=1_000)  # bytes in one content file
    nesting: int = Field(default=DEFAULT_LIMITS.nesting, ge=8, le=150)  # lists and mappings inside each other
    yaml_values: int = Field(default=DEFAULT_LIMITS.yaml_values, ge=1_000)  # values once YAML aliases are expanded

    def reading(self) -> ReadLimits:
        return ReadLimits(self.file_size, self.nesting, self.yaml_values)


def _kind_tag(value: Any) -> str:
    """The `kind:` of a mapping from YAML, or of a model already built."""
    return str(value.get("kind", "") if isinstance(value, dict) else getattr(value, "kind", ""))


DATE_PATTERN = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")


def _check_date(value: Any) -> Located:
    text = _keep_text(str(value) if isinstance(value, int) and not isinstance(value, bool) else value)
    if not DATE_PATTERN.match(text.strip()):
        raise ValueError("a date is written YYYY-MM-DD (or YYYY-MM, or YYYY)")
    return text


Date = Annotated[
    Located, PlainValidator(_check_date), WithJsonSchema({"type": "string", "pattern": DATE_PATTERN.pattern})
]
"""When an erratum or an edition was published: `2015`, `2015-03` or `2015-03-01`."""


class Change(Strict):
    """What every change of an edition says: when it was published and where it comes from."""

    date: Date | None = None
    source: Source
    note: Text | None = None  # a word on why, for the errata sheet


class AddCard(Change):
    """A card the edition adds, starting in `zone`."""

    kind: Literal["add-card"]
    zone: Id
    card: Card


class ReplaceCard(Change):
    """A card printed anew: the whole card (same id, or a new one) replaces the old one."""

    kind: Literal["replace-card"]
    card: Id
    with_: Card = Field(alias="with")


class RemoveCard(Change):
    """A card the edition takes out of the game (it stays in the box)."""

    kind: Literal["remove-card"]
    card: Id


class ChangeCard(Change):
    """Some fields of a card changed: `set: {copies: 1, properties.cost: "2 fire", effects.summoned: "…"}`."""

    kind: Literal["change-card"]
    card: Id
    set: dict[Text, Any]


class ReplaceRule(Change):
    """A rule (a step of the setup, a round, the turn or a procedure, by id) reworded or changed."""

    kind: Literal["replace-rule"]
    rule: Step


CardChange = Annotated[
    Annotated[AddCard, Tag("add-card")]
    | Annotated[ReplaceCard, Tag("replace-card")]
    | Annotated[RemoveCard, Tag("remove-card")]
    | Annotated[ChangeCard, Tag("change-card")]
    | Annotated[ReplaceRule, Tag("replace-rule")],
    Discriminator(lambda value: _kind_tag(value)),
]


class Variant(Strict):
    """An overlay on the standard rules — a variant, an edition or a set of errata, one mechanism:
    switch rules off, replace steps by id, change the player count, leave cards out, and dated,
    sourced `changes` that add, replace, remove or change cards and replace rules. Overlays
    compose: `--variant second-edition+solo` applies one after the other."""

    id: Id
    name: Name
    source: Source
    date: Date | None = None
    players: PlayerCount | None = None
    disable: list[Id] = Field(default_factory=list)
    replace: list[Step] = Field(default_factory=list)
    remove_cards: list[Id] = Field(default_factory=list)
    triggers: list[Trigger] = Field(default_factory=list)  # rules only this variant has
    end: list[EndRule] = Field(default_factory=list)  # end rules only this variant has
    no_refill: list[Id] = Field(default_factory=list)  # piles that are not refilled in this variant
    changes: list[CardChange] = Field(default_factory=list)  # errata: dated, sourced changes to cards and rules


class EditionFile(Variant):
    """An edition or a set of errata in a file of its own (`kind: edition`), selectable like a variant."""

    kind: Literal["edition"]


class Arc(Strict):
    radius: int = Field(gt=0)
    angle: int = Field(gt=0, le=180)  # degrees, to the left; used mirrored it turns right


class Sideways(Strict):
    forward: int = Field(ge=0)
    aside: int = Field(gt=0)  # to the left; used mirrored, to the right


class Shape(Strict):
    """A movement shape in millimetres, laid ahead of a piece: a straight, an arc, or a step sideways.
    Exactly one of `straight`, `arc`, `sideways`."""

    id: Id
    straight: int | None = Field(default=None, gt=0)
    arc: Arc | None = None
    sideways: Sideways | None = None
    source: Source


class Scenery(Strict):
    """A card that stands on the table from the start, at `at` = [x, y, facing]."""

    card: Id
    at: list[int] = Field(min_length=3, max_length=3)


class Table(Strict):
    """The playing surface of a game whose pieces have a position and a facing (`order: table` zones).

    Millimetres and whole degrees (0 = along +x, counter-clockwise). `footprint` names the two card
    properties (length, width) that give a piece's rectangle; `shape` the card property that names a
    card's movement shape. A piece that comes onto the table is deployed at its owner's `deploy`
    point [x, y, facing], beside the pieces already there, `spacing` apart."""

    size: list[int] = Field(min_length=2, max_length=2)
    footprint: list[Id] = Field(min_length=2, max_length=2)
    shape: Id | None = None
    facing_step: int = Field(default=45, gt=0, le=180)
    deploy: list[list[int]] = Field(default_factory=list)
    spacing: int = Field(default=60, gt=0)
    scenery: list[Scenery] = Field(default_factory=list)
    shapes: list[Shape] = Field(default_factory=list)
    source: Source


class GameFile(Strict):
    kind: Literal["game"]
    id: Id
    name: Name
    source: Source
    players: PlayerCount
    zones: list[Zone]
    counters: list[Counter] = Field(default_factory=list)
    groups: list[CounterGroup] = Field(default_factory=list)
    card_properties: list[CardProperty] = Field(default_factory=list)
    stats: list[Stat] = Field(default_factory=list)
    card_effects: list[EffectSlot] = Field(default_factory=list)
    windows: list[Window] = Field(default_factory=list)
    dice: list[Die] = Field(default_factory=list)
    procedures: list[Procedure] = Field(default_factory=list)
    variables: list[Variable] = Field(default_factory=list)  # kept while one effect resolves ("the target")
    roles: Roles
    setup: list[Step] = Field(default_factory=list)
    round: Round | None = None
    turn: list[Step]
    end: list[EndRule]
    score: Id | None = None  # the player counter reported as each player's score
    triggers: list[Trigger] = Field(default_factory=list)
    limits: Limits = Field(default_factory=Limits)
    variants: list[Variant] = Field(default_factory=list)
    table: Table | None = None  # a surface with geometry, for `order: table` zones


# ---------------------------------------------------------------- symbols and cards


class Symbol(Strict):
    id: Id
    name: Name
    effects: dict[Id, Text] = Field(default_factory=dict)
    source: Source


class EffectSlot(Strict):
    """A named effect each symbol of a set may carry (a "power")."""

    id: Id
    name: Name


class KindWords(Strict):
    """What stands between a card's noun and the name of its kind in Russian: «с результатом» makes «кубики
    с результатом «Звезда»», where the default reads «кубики вида «Звезда»»."""

    ru: Text


class SymbolsFile(Strict):
    """A named set of symbols (icons, kinds, colours) that cards and rules refer to."""

    kind: Literal["symbols"]
    id: Id
    name: Name
    kind_words: KindWords | None = None
    effects: list[EffectSlot] = Field(default_factory=list)
    source: Source
    symbols: list[Symbol]


PropertyValue = int | Text | list[int] | list[Text]


class CardPlay(Strict):
    """A way to play a card from hand at a window: its effect, and where the card goes."""

    window: Id
    do: Text
    if_: Text | None = Field(default=None, alias="if")
    to: Id | None = None


class CardAbility(Strict):
    """What a card can do where it lies (in play, in a storage area) at a window, once per turn.
    `as`: another window whose use it counts as, for triggers ("an activation used before the die
    is applied is still an activation")."""

    window: Id
    do: Text
    if_: Text | None = Field(default=None, alias="if")
    zone: Id
    as_: Id | None = Field(default=None, alias="as")


class CardTrigger(Strict):
    """What a card does when an event happens while it lies in `zone` ("whenever an opponent …")."""

    when: Text
    zone: Id
    if_: Text | None = Field(default=None, alias="if")
    do: Text
    after_effect: bool = False  # a use trigger that waits until the used card's ability has resolved


class CardSide(Strict):
    """One side of a card with several (a die's face, a double-faced card): what it shows overrides the card."""

    name: Name | None = None
    properties: dict[Id, PropertyValue | Name] = Field(default_factory=dict)
    effects: dict[Id, Text] = Field(default_factory=dict)


class CostModifier(Strict):
    """While this card lies in `zone`, plays that match `when` cost more (`add`, paid to this card's
    owner) or less (`reduce`: units the player need not pay)."""

    zone: Id
    when: Text
    add: Text | None = None
    reduce: Text | None = None
    floor: Text | None = None  # a reduction never takes the price below this ("1 coin")


class Card(Strict):
    id: Id
    name: Name
    copies: int = Field(default=1, ge=0)
    out_of_game: bool = False  # kept in the box: named by other cards' rules; a scenario may bring it in
    only_if: Text | None = None  # a condition on the game (e.g. the number of players) for the card to be used
    play_if: Text | None = None  # a condition on its player for playing it from hand ("you can pay for an effect")
    spend_stored: bool = False  # units stored on it pay its holder's prices, as if in the group they match
    properties: dict[Id, PropertyValue | Name] = Field(default_factory=dict)
    effects: dict[Id, Text] = Field(default_factory=dict)
    plays: list[CardPlay] = Field(default_factory=list)
    abilities: list[CardAbility] = Field(default_factory=list)
    triggers: list[CardTrigger] = Field(default_factory=list)
    cost_modifiers: list[CostModifier] = Field(default_factory=list)
    sides: list[CardSide] = Field(default_factory=list)  # a card that can show one of several sides (a die)
    source: Source


class CardsFile(Strict):
    kind: Literal["cards"]
    zone: Id
    source: Source | None = None
    requires: list[Id] = Field(default_factory=list)  # properties every card of this file must have
    cards: list[Card]


def _file_kind(value: Any) -> str:
    return str(value.get("kind", "")) if isinstance(value, dict) else ""


ContentFile = Annotated[
    Annotated[GameFile, Tag("game")]
    | Annotated[SymbolsFile, Tag("symbols")]
    | Annotated[CardsFile, Tag("cards")]
    | Annotated[EditionFile, Tag("edition")],
    Discriminator(_file_kind),
]

IfStep.model_rebuild()
for _model in (AddCard, ReplaceCard, Variant, EditionFile, GameFile):
    _model.model_rebuild()
