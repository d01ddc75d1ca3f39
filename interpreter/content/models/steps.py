"""The rules in time: steps (`kind:` do, if, window), sections and procedures, rounds, end rules and
triggers."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from interpreter.content.models.fields import Id, Source, Strict, Text
from interpreter.content.models.vocabulary import Variable
from interpreter.content.models.words import Name, Phrase


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
    # the heading of the round's section, where the game's own "round" is something else (a round of several turns)
    title: Name | None = None
    source: Source


class EndRule(Strict):
    """When the game ends and who wins."""

    id: Id
    name: Name | None = None
    after: Literal["turn", "round", "step"] = "turn"
    when: Text
    winners: Text | None = None  # required unless `draw`
    # the game is drawn: no one wins and no one loses (agents and `returns` score it 1/N for each player,
    # between a loss and a win); said "it is a draw" where `winners: no player` says "every player loses"
    draw: bool = False
    ties: Text | None = None  # who of several winners wins the tie ("each player who has the most X", among them)
    winner: Name | None = None  # who wins when `winners` is nobody: a side that is no seat (the game itself)
    # a limit kept so that every game (and every simulated one) ends, which people seldom reach: printed like any
    # end (it runs, so the book says it), but no other end says "otherwise" after it
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


IfStep.model_rebuild()
