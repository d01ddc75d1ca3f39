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
from interpreter.agents import Agent, Decision, Option, Script, ScriptAgent, Seat
from interpreter.engine.actions import describe, keys
from interpreter.engine.build import load_game
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.state import State
from interpreter.engine.view import view
from interpreter.errors import RulebookError
from interpreter.render.narrate import Narrator

LOG_FORMAT = "rulebook-log/1"


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
    ended_by = _flush(state, narrator, on_line, log, viewer, pictures)
    while not state.is_terminal:
        decision = decision_for(state, narrator, number)
        index = agents[decision.player].choose(decision)
        if not 0 <= index < len(decision.options):
            raise RulebookError(f"agent {agent_names[decision.player]} chose option {index}, which does not exist")
        option = decision.options[index]
        if on_line is not None and (viewer is None or viewer == decision.player):
            on_line(f"{narrator.player(decision.player + 1)} → {option.text}")
        elif on_line is not None:  # another player's answer may name a card this viewer cannot see
            on_line(f"{narrator.player(decision.player + 1)} decides.")
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
        ended_by = _flush(state, narrator, on_line, log, viewer, pictures) or ended_by
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
        ended_by,
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
) -> str | None:
    """Tell and log the events since the last call, and draw them (`pictures`); returns the end rule if the
    game just ended."""
    ended_by = None
    told = []
    for raw in state.take_events():
        event = event_json(state, raw, viewer)
        told.append(event)
        if event["event"] == "end":
            ended_by = event["rule"]
        if log is not None:
            log({"type": "event", **event})
        if on_line is not None:
            line = narrator.event(event)
            if line:  # some events are told by another (a payment tells its two counts)
                on_line(line)
    if pictures is not None:
        pictures(state, told)
    return ended_by


class JsonLines:
    """Collects log records as canonical JSON lines (sorted keys are not used: field order is fixed)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, record: dict[str, Any]) -> None:
        self.lines.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))

    def text(self) -> str:
        return "".join(line + "\n" for line in self.lines)


def read_log(path: str) -> list[dict[str, Any]]:
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise RulebookError(f"{path}: cannot read the log: {error.strerror}") from None
    records = []
    for number, line in enumerate(lines, 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise RulebookError(f"{path}:{number}:{error.colno}: not JSON: {error.msg}") from None
    if not records or records[0].get("type") != "game" or records[0].get("format") != LOG_FORMAT:
        raise RulebookError(f"{path}:1:1: not a rulebook game log (expected a first line with format {LOG_FORMAT})")
    return records


def replay(path: str, loader: Callable[[str, str | None], Game] | None = None) -> tuple[bool, str, Result]:
    """Replay a full (spectator) log; returns (identical?, message, result). With `loader` (another
    edition or revision of the content) the header, which names the content, is not compared."""
    records = read_log(path)
    header = records[0]
    if header.get("view") is not None:
        raise RulebookError(f"{path}: this log shows one player's view; only a full log can be replayed")
    game = (loader or load_game)(header["game"], header["variant"])
    answers = [r["action"] for r in records if r.get("type") == "decision"]
    script = Script(answers, path)
    agents: list[Agent] = [ScriptAgent(script) for _ in range(header["players"])]
    for agent, name in zip(agents, header["agents"], strict=False):
        agent.name = name
    lines = JsonLines()
    result = play(game, header["players"], header["seed"], agents, log=lines, first=header.get("first_player", 1) - 1)
    original = Path(path).read_text(encoding="utf-8").splitlines()
    for number, (old, new) in enumerate(zip(original, lines.lines, strict=False), 1):
        if old != new and not (loader is not None and number == 1):
            return False, f"{path}:{number}: the replay differs here\n  log:    {old}\n  replay: {new}", result
    if len(original) != len(lines.lines):
        return False, f"{path}: the log has {len(original)} lines, the replay {len(lines.lines)}", result
    return True, f"replayed {result.decisions} decisions over {result.turns} turns: identical", result
