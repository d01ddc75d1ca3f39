"""Symbol sets and card files: symbols with their effects, and cards with their properties, plays,
abilities, triggers, sides and cost modifiers."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from interpreter.content.models.fields import Id, Source, Strict, Text
from interpreter.content.models.words import Name


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
    # a kind's name is itself a noun for the card: «1 заклинание», "no spells", where the default
    # reads «1 карта типа «заклинание»», "1 spell card"
    kinds_are_nouns: bool = False
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
