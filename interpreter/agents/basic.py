"""The agents that need no search: `random` (seeded per seat), `first` (always option 1), `human`
(asks in the terminal) and `script:FILE` (answers from a YAML file); and what every agent is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from interpreter.agents.seat import Seat
from interpreter.content.yamlfile import YamlDocument, load_yaml
from interpreter.diagnostics import Diagnostics, Mark, shorten
from interpreter.engine.rng import Rng
from interpreter.errors import IllegalActionError, RulebookError, error_from
from interpreter.records import record


@record
class Option:
    index: int
    key: str
    text: str


@record
class Decision:
    """What an agent is asked: who decides, what about, the options, and that player's view.
    (Simulation hands out options and views that are made on first use: valid while the agent decides.)"""

    player: int  # seat, from 0
    kind: str
    prompt: str
    options: Sequence[Option]
    view: Mapping[str, Any]
    number: int  # how many decisions came before this one
    seat: Seat | None = None  # copies of the game as this player may imagine it, for agents that search


class Agent(Protocol):
    name: str

    def choose(self, decision: Decision) -> int:
        """The index of the chosen option."""
        ...


class RandomAgent:
    def __init__(self, seed: int, seat: int):
        self.name = "random"
        self.rng = Rng(seed * 1_000_003 + seat + 1)

    def choose(self, decision: Decision) -> int:
        return self.rng.below(len(decision.options))


class FirstAgent:
    name = "first"

    def choose(self, decision: Decision) -> int:
        return 0


class HumanAgent:
    """Shows the player's view and the options (their text, and the key a script would use) and
    reads an answer: a number, a key or the text."""

    name = "human"

    def __init__(
        self,
        ask: Callable[[str], str] = input,
        show: Callable[[str], None] = print,
        describe_view: Callable[[dict[str, Any]], str] | None = None,
    ):
        self.ask = ask
        self.show = show
        self.describe_view = describe_view

    def choose(self, decision: Decision) -> int:
        if self.describe_view is not None:
            self.show(self.describe_view(dict(decision.view)))
        self.show(decision.prompt)
        width = max(len(o.text) for o in decision.options)
        for option in decision.options:  # the text to read, and beside it the key a script or log uses
            self.show(f"  {option.index + 1}. {option.text.ljust(width)}  [{option.key}]")
        while True:
            answer = self.ask("> ").strip()
            if answer.isdigit() and 1 <= int(answer) <= len(decision.options):
                return int(answer) - 1
            for option in decision.options:
                if answer.lower() in (option.key.lower(), option.text.lower()):
                    return option.index
            self.show(f"Answer with a number from 1 to {len(decision.options)}.")


class Script:
    """Answers read from a file: a list (shared by all seats, in order) or a map seat → list.

    Each answer keeps its place in the file, so an answer that does not fit is reported at its line."""

    def __init__(
        self, answers: list[Any] | dict[int, list[Any]], source: str, marks: dict[int, list[Mark]] | None = None
    ):
        self.source = source
        self.shared = list(answers) if isinstance(answers, list) else None
        self.per_seat = {int(k): list(v) for k, v in answers.items()} if isinstance(answers, dict) else {}
        self.marks = marks or {}  # seat (0: the shared list) -> where each answer is written

    @classmethod
    def load(cls, path: str, players: int | None = None) -> Script:
        """Read and check a script file; every problem is a RulebookError at its line in the file."""
        diagnostics = Diagnostics()
        document = load_yaml(path, diagnostics, path, what="script")
        if document is None:
            raise error_from(diagnostics.items[0])
        data = document.data
        where: tuple[str | int, ...] = ()
        if isinstance(data, dict):
            unknown = [k for k in data if k != "answers"]
            if unknown:
                raise RulebookError(
                    f"unknown field '{shorten(unknown[0], 40)}': a script has only 'answers'", unknown[0].mark
                )
            data, where = data.get("answers"), ("answers",)
        if isinstance(data, list):
            return cls(data, path, {0: _check_answers(data, document, where)})
        if isinstance(data, dict):
            marks: dict[int, list[Mark]] = {}
            for seat, answers in data.items():
                if not seat.isdigit() or int(seat) < 1 or (players is not None and int(seat) > players):
                    upto = f" to {players}" if players is not None else ", 2, …"
                    raise RulebookError(
                        f"'{shorten(seat, 40)}' is not a seat: answers are listed per player, 1{upto}", seat.mark
                    )
                if not isinstance(answers, list):
                    raise RulebookError(f"player {seat}'s answers are a list", document.mark((*where, seat)))
                marks[int(seat)] = _check_answers(answers, document, (*where, seat))
            return cls({int(k): v for k, v in data.items()}, path, marks)
        raise RulebookError(
            "a script is a list of answers, or 'answers:' with one list per player", document.mark(where)
        )

    def next_for(self, decision: Decision) -> tuple[Any, Mark | None]:
        """The next answer for this decision's player, and where it is written."""
        seat = 0 if self.shared is not None else decision.player + 1
        queue = self.shared if self.shared is not None else self.per_seat.get(seat, [])
        marks = self.marks.get(seat, [])
        if not queue:
            keys = ", ".join(shorten(o.key, 60) for o in decision.options)
            raise RulebookError(
                f"{self.source}: no answer left for player {decision.player + 1} "
                f"(decision {decision.number + 1}: «{decision.prompt}»; options: {keys})"
            )
        return queue.pop(0), marks.pop(0) if marks else None


def _check_answers(answers: list[Any], document: YamlDocument, where: tuple[str | int, ...]) -> list[Mark]:
    """Each answer is a key or an option number; returns where each one is written."""
    marks = [document.mark((*where, index)) for index in range(len(answers))]
    for answer, mark in zip(answers, marks, strict=True):
        if isinstance(answer, bool) or not isinstance(answer, (int, str)) or (isinstance(answer, int) and answer < 1):
            raise RulebookError("an answer is an option's key (text) or its number from 1", mark)
    return marks


class ScriptAgent:
    name = "script"

    def __init__(self, script: Script):
        self.script = script

    def choose(self, decision: Decision) -> int:
        answer, where = self.script.next_for(decision)
        if isinstance(answer, int) and not isinstance(answer, bool):
            if not 1 <= answer <= len(decision.options):
                raise IllegalActionError(
                    f"option {answer} does not exist (there are {len(decision.options)}; "
                    f"decision {decision.number + 1}: «{decision.prompt}»)",
                    where,
                )
            return answer - 1
        wanted = " ".join(str(answer).lower().split())
        for option in decision.options:
            if option.key.lower() == wanted:
                return option.index
        keys = ", ".join(shorten(o.key, 60) for o in decision.options)
        raise IllegalActionError(
            f"'{shorten(str(answer), 60)}' is not a legal answer for player {decision.player + 1} here "
            f"(decision {decision.number + 1}: «{decision.prompt}»); legal: {keys}",
            where,
        )
