"""The agents that need no search: `random` (seeded per seat), `first` (always option 1), `human`
(asks in the terminal) and `script:FILE` (answers from a YAML file); and what every agent is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from ruamel.yaml import YAML

from interpreter.agents.seat import Seat
from interpreter.engine.rng import Rng
from interpreter.errors import IllegalActionError, RulebookError
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
    """Answers read from a file: a list (shared by all seats, in order) or a map seat → list."""

    def __init__(self, answers: list[Any] | dict[int, list[Any]], source: str):
        self.source = source
        self.shared = list(answers) if isinstance(answers, list) else None
        self.per_seat = {int(k): list(v) for k, v in answers.items()} if isinstance(answers, dict) else {}

    @classmethod
    def load(cls, path: str) -> Script:
        try:
            data = YAML(typ="safe").load(Path(path).read_text(encoding="utf-8"))
        except OSError as error:
            raise RulebookError(f"{path}: cannot read the script: {error.strerror}") from None
        answers = data.get("answers") if isinstance(data, dict) else data
        if not isinstance(answers, (list, dict)):
            raise RulebookError(f"{path}: a script is a list of answers, or 'answers:' with one list per player")
        return cls(answers, path)

    def next_for(self, decision: Decision) -> Any:
        queue = self.shared if self.shared is not None else self.per_seat.get(decision.player + 1, [])
        if not queue:
            keys = ", ".join(o.key for o in decision.options)
            raise RulebookError(
                f"{self.source}: no answer left for player {decision.player + 1} "
                f"(decision {decision.number + 1}; options: {keys})"
            )
        return queue.pop(0)


class ScriptAgent:
    name = "script"

    def __init__(self, script: Script):
        self.script = script

    def choose(self, decision: Decision) -> int:
        answer = self.script.next_for(decision)
        if isinstance(answer, int) and not isinstance(answer, bool):
            if not 1 <= answer <= len(decision.options):
                raise IllegalActionError(
                    f"{self.script.source}: option {answer} does not exist (there are {len(decision.options)})"
                )
            return answer - 1
        wanted = " ".join(str(answer).lower().split())
        for option in decision.options:
            if option.key.lower() == wanted:
                return option.index
        keys = ", ".join(o.key for o in decision.options)
        raise IllegalActionError(
            f"{self.script.source}: '{answer}' is not a legal answer for player "
            f"{decision.player + 1} here; legal: {keys}"
        )
