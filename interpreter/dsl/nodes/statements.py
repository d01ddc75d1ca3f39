"""Statements: sentences, chains of steps, and the control that joins them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.table import Rotation
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import Cards
    from interpreter.dsl.nodes.conditions import Cond
    from interpreter.dsl.nodes.players import EachPlayer, Player, PlayerFilter
    from interpreter.dsl.nodes.values import Num
    from interpreter.dsl.nodes.verbs import Verb


@record
class Do(Node):
    """`[subject] [may] verb and verb …` — the subject defaults to you."""

    subject: Player | EachPlayer | None
    may: bool
    verbs: tuple[Verb, ...]
    orphan: bool = False  # a verb in its -s form with no one to say it of (refused by the checker)


@record
class Chain(Node):
    steps: tuple[Stmt, ...]


@record
class If(Node):
    cond: Cond
    then: Chain
    otherwise: Chain | None = None


@record
class ChooseOne(Node):
    chooser: Player | None
    options: tuple[Chain, ...]
    labels: tuple[str | None, ...] = ()  # "[summon]": each option's key, when the data names it
    orphan: bool = False  # "chooses one" with no one to say it of (refused by the checker)


@record
class Repeat(Node):
    count: Num
    body: Chain
    twice: bool = False


@record
class While(Node):
    """`while CONDITION: …` — the body again and again, as long as the condition holds (asked before each pass)."""

    cond: Cond
    body: Chain


@record
class ForEach(Node):
    players: PlayerFilter
    body: Chain


@record
class ForEachCard(Node):
    cards: Cards
    body: Chain


@record
class AnyTimes(Node):
    """`any number of times: …` — repeat the body (a choice) until the player stops."""

    body: Chain


Stmt = Do | If | ChooseOne | Repeat | While | ForEach | ForEachCard | AnyTimes | Rotation


@record
class Effect(Node):
    """One or more sentences; each sentence is a chain of steps."""

    sentences: tuple[Chain, ...]
