"""Statements: sentences, chains of steps, and the control that joins them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from interpreter.dsl.nodes.base import Node

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import Cards
    from interpreter.dsl.nodes.conditions import Cond
    from interpreter.dsl.nodes.players import EachPlayer, Player, PlayerFilter
    from interpreter.dsl.nodes.values import Num
    from interpreter.dsl.nodes.verbs import Verb


@dataclass(frozen=True, slots=True)
class Do(Node):
    """`[subject] [may] verb and verb …` — the subject defaults to you."""

    subject: Player | EachPlayer | None
    may: bool
    verbs: tuple[Verb, ...]


@dataclass(frozen=True, slots=True)
class Chain(Node):
    steps: tuple[Stmt, ...]


@dataclass(frozen=True, slots=True)
class If(Node):
    cond: Cond
    then: Chain
    otherwise: Chain | None = None


@dataclass(frozen=True, slots=True)
class ChooseOne(Node):
    chooser: Player | None
    options: tuple[Chain, ...]


@dataclass(frozen=True, slots=True)
class Repeat(Node):
    count: Num
    body: Chain
    twice: bool = False


@dataclass(frozen=True, slots=True)
class ForEach(Node):
    players: PlayerFilter
    body: Chain


@dataclass(frozen=True, slots=True)
class ForEachCard(Node):
    cards: Cards
    body: Chain


@dataclass(frozen=True, slots=True)
class AnyTimes(Node):
    """`any number of times: …` — repeat the body (a choice) until the player stops."""

    body: Chain


Stmt = Do | If | ChooseOne | Repeat | ForEach | ForEachCard | AnyTimes


@dataclass(frozen=True, slots=True)
class Effect(Node):
    """One or more sentences; each sentence is a chain of steps."""

    sentences: tuple[Chain, ...]
