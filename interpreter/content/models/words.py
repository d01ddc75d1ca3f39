"""How content names things in two languages: nouns with their forms, verb phrases, facts about numbers."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from interpreter.content.models.fields import Strict, Text
from interpreter.content.source import Located


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


# The DSL's own nouns a game or a variant may rename (`words:`), as a co-operative variant calls the other players
# "other players" where the standard game calls them "opponents". Only nouns every template takes from the word data
# (`core` in the renderer) are here: "player" or "turn" still stand as plain words in many sentences, and renaming
# them would change some sentences and not others.
RENAMABLE_WORDS = ("opponent",)


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


class Phrase(Strict):
    """How the rules text says an action ("start an auction" / «начните аукцион»)."""

    en: EnPhrase
    ru: RuPhrase


class Predicate(Strict):
    """A state said of another player ("is out" / «выбыл»): "each player who is out", «который выбыл»."""

    en: Text
    ru: Text


class Fact(Strict):
    """A clause that holds while a number has one value ("the offer is accepted" / «предложение принято»);
    `they`: the same state of a player's own number said of another player; `otherwise`: what holds while it
    has any other value ("you have coins left"), said for "is not" that value (and "less than" its maximum);
    `done`: the deed that brings the value about ("accept the offer"), said for "set X to" that value;
    `adjective`: a card's state said as an adjective before the noun ("an unpolished gem" / «неотполированный»,
    the Russian in the masculine nominative), where the clause would trail after it ("a gem not polished")."""

    en: Text
    ru: Text
    they: Predicate | None = None
    otherwise: Predicate | None = None
    done: Phrase | None = None
    adjective: Predicate | None = None
