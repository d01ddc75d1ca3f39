"""Overlays on the standard rules — variants, editions and errata — and the dated, sourced changes they make."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from interpreter.content.models.cards import Card
from interpreter.content.models.fields import Date, Id, Source, Strict, Text
from interpreter.content.models.steps import EndRule, Step, Trigger
from interpreter.content.models.vocabulary import Counter, PlayerCount, Stat
from interpreter.content.models.words import Name


def _kind_tag(value: Any) -> str:
    """The `kind:` of a mapping from YAML, or of a model already built."""
    return str(value.get("kind", "") if isinstance(value, dict) else getattr(value, "kind", ""))


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
    words: dict[Id, Name] = Field(default_factory=dict)  # the DSL's own nouns renamed in this variant (RENAMABLE_WORDS)
    # numbers only this variant keeps or works out: its rules may name them, the standard rules may not
    counters: list[Counter] = Field(default_factory=list)
    stats: list[Stat] = Field(default_factory=list)


class EditionFile(Variant):
    """An edition or a set of errata in a file of its own (`kind: edition`), selectable like a variant."""

    kind: Literal["edition"]
