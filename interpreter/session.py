"""Playing a whole game with agents, narrating it, and logging it as JSON Lines.

The log holds a header, every decision (by its stable key) and every event, then the result: enough
to replay the game exactly (`replay`), and byte-for-byte the same for the same game, options, seed
and agents in any process.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from interpreter import __version__
from interpreter.agents import Agent, Decision, Option, Seat
from interpreter.diagnostics import ContentError, Mark, shorten
from interpreter.engine.actions import describe, keys
from interpreter.engine.build import load_game
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.state import State
from interpreter.engine.view import view
from interpreter.errors import RulebookError
from interpreter.logs import LOG_FORMAT, GameLog, read_log
from interpreter.render.narrate import Narrator


@dataclass
class Result:
    game: str
    variant: str
    players: int
    seed: int
    agents: list[str]
    winners: list[int]
    turns: int
    decisions: int
    rounds: int
    state: State = field(repr=False)
    scores: list[int] | None = None
    ended_by: str | None = None  # the id of the end rule that ended the game

    def summary(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "variant": self.variant,
            "players": self.players,
            "seed": self.seed,
            "agents": self.agents,
            "winners": self.winners,
            "scores": self.scores,
            "turns": self.turns,
            "rounds": self.rounds,
            "decisions": self.decisions,
            **({"draw": True} if self.state.is_draw else {}),  # said only of a drawn game: older logs replay as written
        }


def decision_for(state: State, narrator: Narrator, number: int, viewer_view: bool = True) -> Decision:
    pending = state.pending
    assert pending is not None
    options = tuple(Option(i, key, narrator.option(describe(state, i))) for i, key in enumerate(keys(state)))
    return Decision(
        player=pending.player,
        kind=pending.kind,
        prompt=narrator.prompt(pending.kind, pending.player),
        options=options,
        view=view(state, pending.player) if viewer_view else {},
        number=number,
        seat=Seat(state, pending.player),
    )


def play(
    game: Game,
    players: int,
    seed: int,
    agents: list[Agent],
    lang: str = "en",
    on_line: Callable[[str], None] | None = None,
    log: Callable[[dict[str, Any]], None] | None = None,
    viewer: int | None = None,
    first: int | None = None,
    pictures: Callable[[State, list[dict[str, Any]]], None] | None = None,
) -> Result:
    """Play to the end. `on_line` gets narration, `log` gets JSON records (as `viewer` sees them),
    `pictures` the state and its new events after each decision (a table's SVG pictures);
    `first` is the seat (from 0) that starts, when the game lets it be chosen."""
    first = 0 if first is None else first
    narrator = Narrator(game, lang)
    agent_names = [a.name for a in agents]
    if log is not None:
        log(
            {
                "type": "game",
                "format": LOG_FORMAT,
                "rulebook": __version__,
                "game": game.id,
                "content": content_of(game),
                "fingerprint": game.fingerprint,
                "variant": game.variant_id,
                "players": players,
                "seed": seed,
                "agents": agent_names,
                "view": None if viewer is None else viewer + 1,
                **({"first_player": first + 1} if first else {}),  # seat 1 is not written: older logs stay valid
            }
        )
    state = State.new(game, players, seed, first=first)
    number = 0
    _flush(state, narrator, on_line, log, viewer, pictures)
    while not state.is_terminal:
        decision = decision_for(state, narrator, number)
        index = agents[decision.player].choose(decision)
        if not 0 <= index < len(decision.options):
            raise RulebookError(f"agent {agent_names[decision.player]} chose option {index}, which does not exist")
        option = decision.options[index]
        if on_line is not None and (viewer is None or viewer == decision.player):
            on_line(f"{narrator.player(decision.player + 1)} → {option.text}")
        elif on_line is not None:  # another player's answer may name a card this viewer cannot see
            on_line(narrator.decides(decision.player + 1))
        if log is not None and (viewer is None or viewer == decision.player):
            log(
                {
                    "type": "decision",
                    "turn": state.turn,
                    "player": decision.player + 1,
                    "action": option.key,
                    "index": index,
                    "options": len(decision.options),
                }
            )
        elif log is not None:
            log({"type": "decision", "turn": state.turn, "player": decision.player + 1})
        state.apply(index)
        number += 1
        _flush(state, narrator, on_line, log, viewer, pictures)
    result = Result(
        game.id,
        game.variant_id,
        players,
        seed,
        agent_names,
        [w + 1 for w in state.winners or ()],
        state.turn,
        number,
        state.round,
        state,
        scores_of(state),
        state.ended_by,
    )
    if log is not None:
        log({"type": "result", **{k: v for k, v in result.summary().items() if k not in ("agents",)}})
    return result


def scores_of(state: State) -> list[int] | None:
    """Each player's score, when the game names the counter that holds it."""
    scored = state.game.model.score
    if scored is None:
        return None
    return [state.counter(str(scored), p) for p in range(state.players)]


def _flush(
    state: State,
    narrator: Narrator,
    on_line: Callable[[str], None] | None,
    log: Callable[[dict[str, Any]], None] | None,
    viewer: int | None,
    pictures: Callable[[State, list[dict[str, Any]]], None] | None = None,
) -> None:
    """Tell and log the events since the last call, and draw them (`pictures`)."""
    told = []
    for raw in state.take_events():
        event = event_json(state, raw, viewer)
        told.append(event)
        if log is not None:
            log({"type": "event", **event})
        if on_line is not None:
            line = narrator.event(event)
            if line:  # some events are told by another (a payment tells its two counts)
                on_line(line)
    if pictures is not None:
        pictures(state, told)


class JsonLines:
    """Collects log records as canonical JSON lines (sorted keys are not used: field order is fixed)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, record: dict[str, Any]) -> None:
        self.lines.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))

    def text(self) -> str:
        return "".join(line + "\n" for line in self.lines)


def content_of(game: Game) -> str:
    """Where a game's content came from, as a log records it: its id, or the folder it was played from."""
    target = game.origin[0] or game.id
    return str(Path(target).resolve()) if Path(target).is_dir() else target


class _Diverged(Exception):
    """The log and the game part ways at a decision: the log's answer is not a legal one here."""

    def __init__(self, message: str, mark: Mark):
        super().__init__(message)
        self.message = message
        self.mark = mark


class LogAnswers:
    """The decision lines of a log, answered in order by every seat; names the line where one does not fit."""

    def __init__(self, log: GameLog):
        self.log = log
        self.answers = log.decisions()
        self.next = 0

    def answer(self, decision: Decision) -> int:
        turn = decision.view.get("turn", "?")
        asked = f"the game asks «{shorten(decision.prompt, 120)}»"
        shown = [shorten(o.key, 60) for o in decision.options[:20]]
        legal = ", ".join(shown) + (", …" if len(decision.options) > 20 else "")
        if self.next >= len(self.answers):
            raise _Diverged(
                f"the log has no decision {decision.number + 1} (turn {turn}), but the game goes on: "
                f"{asked} with legal answers: {legal}",
                Mark(self.log.path, self.log.lines[-1].number, 1),
            )
        line, logged = self.answers[self.next]
        self.next += 1
        for option in decision.options:
            if option.key == logged.action:
                return option.index
        raise _Diverged(
            f"decision {decision.number + 1} (turn {turn}): the log answers '{shorten(logged.action, 60)}', "
            f"which is not a legal answer here: {asked} with legal answers: {legal}",
            self.log.mark(line, "action"),
        )


class LogAgent:
    """A seat of a replayed game: its name as logged, its answers from the shared `LogAnswers`."""

    def __init__(self, answers: LogAnswers, name: str):
        self.answers = answers
        self.name = name

    def choose(self, decision: Decision) -> int:
        return self.answers.answer(decision)


def replay(
    path: str, warn: Callable[[str], None] | None = None, loader: Callable[[str, str | None], Game] | None = None
) -> tuple[bool, str, Result | None]:
    """Replay a full (spectator) log; returns (identical?, message, result).

    A log is checked line by line first (a bad line is a RulebookError at `log:LINE:COL`); a content
    fingerprint that differs from the log's is said (to `warn`, and in the message) before replaying.
    With `loader` (another edition or revision of the content) the game is built by it, and the header,
    which names the content, is neither compared nor its fingerprint said."""
    log = read_log(path)
    header, first = log.header, log.lines[0]
    if header.view is not None:
        raise RulebookError(
            "this log shows one player's view; only a full log can be replayed", log.mark(first, "view")
        )
    try:
        game = loader(header.game, header.variant) if loader is not None else load_game(header.content, header.variant)
    except ContentError as error:
        key = "variant" if any("no variant" in d.message for d in error.diagnostics) else "content"
        reason = "; ".join(shorten(str(d), 200) for d in error.diagnostics[:3])
        message = f"cannot load the game this log was played with: {reason}"
        raise RulebookError(message, log.mark(first, key)) from None
    if not game.min_players <= header.players <= game.max_players:
        raise RulebookError(
            f"{game.id} is for {game.player_counts} players, not {header.players}",
            log.mark(first, "players"),
        )
    if header.first_player > header.players:
        raise RulebookError(
            f"'first_player' is seat {header.first_player}, but only {header.players} play",
            log.mark(first, "first_player"),
        )
    if len(header.agents) != header.players:
        raise RulebookError(
            f"'agents' names {len(header.agents)} agents for {header.players} players", log.mark(first, "agents")
        )
    changed = ""
    if header.fingerprint != game.fingerprint and loader is None:
        changed = (
            f"{log.mark(first, 'fingerprint')}: the content changed since this log was written "
            f"(fingerprint {shorten(header.fingerprint, 40)}, now {game.fingerprint}); replaying it anyway"
        )
        if warn is not None:
            warn(changed)
            changed = ""  # said once
    answers = LogAnswers(log)  # every decision line is checked before the game starts
    agents: list[Agent] = [LogAgent(answers, name) for name in header.agents]
    lines = JsonLines()
    try:
        result = play(game, header.players, header.seed, agents, log=lines, first=header.first_player - 1)
    except _Diverged as diverged:
        return False, _joined(changed, f"{diverged.mark}: {diverged.message}"), None
    original = [line.text for line in log.lines]
    if loader is not None or _header_only(first.record) == _header_only(json.loads(lines.lines[0])):
        original[0] = lines.lines[0]  # another version or fingerprint is not a difference in play (said above)
    for number, (old, new) in enumerate(zip(original, lines.lines, strict=False), 1):
        if old != new:
            decisions, turn = log.position_before(number)
            where = f"after decision {decisions} (turn {turn})" if decisions else "before the first decision"
            message = (
                f"{path}:{number}:1: the replay differs here, {where}\n"
                f"  log:    {shorten(old, 300)}\n  replay: {shorten(new, 300)}"
            )
            return False, _joined(changed, message), result
    if len(original) != len(lines.lines):
        shorter = f"{path}:{len(original)}:1: the log has {len(original)} lines, the replay {len(lines.lines)}"
        return False, _joined(changed, shorter), result
    return True, _joined(changed, f"replayed {result.decisions} decisions over {result.turns} turns: identical"), result


def _header_only(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ("fingerprint", "rulebook")}


def _joined(*parts: str) -> str:
    return "\n".join(part for part in parts if part)
