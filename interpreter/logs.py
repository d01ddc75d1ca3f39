"""The game log format (`rulebook play --log`): JSON Lines, a header first, read back with positions.

Format 2 headers carry where the content came from (a game id, or the folder a game was played
from) and a fingerprint of that content, so a replay can say when the rules changed since the
game was logged. Every problem in a log is an error at `log:LINE:COL`, never a KeyError.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field, ValidationError

from interpreter.content.models.fields import Strict
from interpreter.content.reading import ReadLimits, read_text
from interpreter.diagnostics import Diagnostics, Mark, shorten
from interpreter.errors import RulebookError, error_from

LOG_FORMAT = "rulebook-log/2"
LOG_LIMITS = ReadLimits(file_size=200_000_000)  # a long game's log: every event of thousands of turns


class LogHeader(Strict):
    """The first line of a log: what was played, from which content, with whom."""

    type: Literal["game"]
    format: str
    rulebook: str
    game: str
    content: str  # a game id, or the absolute path of the folder the game was played from
    fingerprint: str
    variant: str
    players: int = Field(ge=1)
    seed: int
    agents: list[str]
    view: int | None = Field(default=None, ge=1)
    first_player: int = Field(default=1, ge=1)  # the seat that went first (written only when not seat 1)


class LogDecision(Strict):
    """A decision line of a full log: who answered what, out of how many options."""

    type: Literal["decision"]
    turn: int
    player: int
    action: str
    index: int = Field(ge=0)
    options: int = Field(ge=1)


@dataclass
class LogLine:
    number: int  # from 1
    text: str
    record: dict[str, Any]


@dataclass
class GameLog:
    path: str
    header: LogHeader
    lines: list[LogLine]  # every line, the header first

    def mark(self, line: LogLine, key: str | None = None) -> Mark:
        return Mark(self.path, line.number, column_of(line.text, key))

    def decisions(self) -> list[tuple[LogLine, LogDecision]]:
        """Every decision line, validated: a line without an `action` is an error at that line."""
        found = []
        for line in self.lines[1:]:
            if line.record.get("type") == "decision":
                found.append((line, _model(self, line, LogDecision)))
        return found

    def position_before(self, number: int) -> tuple[int, int]:
        """(decisions answered, turn) in the log just before line `number`."""
        decisions, turn = 0, 0
        for line in self.lines[1 : number - 1]:
            record = line.record
            if record.get("type") == "decision":
                decisions += 1
            if record.get("event") == "turn" and isinstance(record.get("turn"), int):
                turn = record["turn"]
        return decisions, turn


def column_of(text: str, key: str | None) -> int:
    """The column of `"key":` in a JSON line (1 when there is no such key)."""
    if key is None:
        return 1
    found = text.find(json.dumps(key) + ":")
    return found + 1 if found >= 0 else 1


def read_log(path: str) -> GameLog:
    """Read and check a log's lines and header; raises a RulebookError at the first bad line."""
    diagnostics = Diagnostics()
    text = read_text(path, path, diagnostics, LOG_LIMITS, "log")
    if text is None:
        raise error_from(diagnostics.items[0])
    lines: list[LogLine] = []
    for number, line in enumerate(text.splitlines(), 1):
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise RulebookError(f"not JSON: {error.msg}", Mark(path, number, error.colno)) from None
        except RecursionError:
            raise RulebookError("not a log line: JSON nested too deep", Mark(path, number, 1)) from None
        if not isinstance(record, dict):
            raise RulebookError(f"a log line is one JSON object, not {shorten(line, 40)}", Mark(path, number, 1))
        lines.append(LogLine(number, line, record))
    if not lines or lines[0].record.get("type") != "game":
        raise RulebookError('not a rulebook game log (its first line has "type": "game")', Mark(path, 1, 1))
    first = lines[0]
    written = first.record.get("format")
    if written != LOG_FORMAT:
        raise RulebookError(
            f"this log is in format {shorten(str(written), 40)}; this rulebook reads {LOG_FORMAT}",
            Mark(path, 1, column_of(first.text, "format")),
        )
    log = GameLog(path, LogHeader.model_construct(), lines)
    log.header = _model(log, first, LogHeader)
    return log


def _model(log: GameLog, line: LogLine, model: type[Any]) -> Any:
    try:
        return model.model_validate(line.record)
    except ValidationError as error:
        problem = error.errors()[0]
        key = next((str(part) for part in problem["loc"] if isinstance(part, str)), None)
        what = _what(problem)
        raise RulebookError(f"{what}", log.mark(line, key)) from None


def _what(problem: Any) -> str:
    loc = ".".join(str(part) for part in problem["loc"])
    kind = problem["type"]
    if kind == "missing":
        return f"this line has no '{loc}'"
    if kind == "extra_forbidden":
        return f"unknown field '{shorten(loc, 40)}'"
    shown = shorten(json.dumps(problem.get("input"), ensure_ascii=False), 40)
    return f"'{loc}' cannot be {shown}: {shorten(str(problem['msg']), 80).lower()}"
