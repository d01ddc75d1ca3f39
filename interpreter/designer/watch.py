"""`rulebook watch GAME`: the designer's loop. On every save the game is checked again, its rule book
re-rendered, its scenarios run and a short simulation played, and what changed since the last save
is printed — the rule text, the scenarios that now pass or fail, the figures of the simulation.

Only what changed is read again (files by their modification time, DSL text by its content), so a
one-card edit is reported in about a second.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from interpreter.checking import load_checked
from interpreter.designer.texts import Piece, pieces
from interpreter.diagnostics import ContentError, Diagnostics
from interpreter.engine import build
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.errors import RulebookError


@dataclass
class Figures:
    """A short simulation: random games on fixed seeds, so two runs differ only by the content."""

    games: int
    players: int
    wins: list[float]  # share of games won, by seat
    turns: float  # mean length
    errors: list[str] = field(default_factory=list)


@dataclass
class Snapshot:
    problems: list[str] = field(default_factory=list)
    texts: dict[str, Piece] = field(default_factory=dict)
    scenarios: dict[str, str] = field(default_factory=dict)  # path -> "passes" or the first failure
    figures: Figures | None = None
    seconds: float = 0.0


class _Forked:
    """The result of work done in a forked child (which inherits the built game: nothing to pickle)."""

    def __init__(self, work: Callable[[], Figures]):
        self.value: Figures | None = None
        if not hasattr(os, "fork"):
            self.value = work()
            return
        read, write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # the child: work, send the figures back as JSON, leave at once
            os.close(read)
            try:
                data = json.dumps(asdict(work()))
            except BaseException as error:  # whatever broke is reported by the parent
                data = json.dumps({"failed": f"{type(error).__name__}: {error}"})
            with os.fdopen(write, "w", encoding="utf-8") as out:
                out.write(data)
            os._exit(0)
        os.close(write)
        self.read = read

    def result(self) -> Figures:
        if self.value is None:
            with os.fdopen(self.read, encoding="utf-8") as incoming:
                data = json.loads(incoming.read() or '{"failed": "the simulation stopped"}')
            os.waitpid(self.pid, 0)
            if "failed" in data:
                raise RulebookError(f"the simulation failed: {data['failed']}")
            self.value = Figures(**data)
        return self.value


def simulate(game: Game, games: int, players: int | None = None) -> Figures:
    count = players or game.min_players
    wins = [0.0] * count
    turns = 0
    errors = []
    for seed in range(1, games + 1):
        state = State.new(game, count, seed, record=False)
        chooser = Rng(seed)
        try:
            while not state.is_terminal:
                state.apply(chooser.below(state.num_actions()))
        except RulebookError as error:
            errors.append(f"seed {seed}: {error}")
            continue
        for winner in state.winners or ():
            wins[winner] += 1 / max(1, len(state.winners or ()))
        turns += state.turn
    played = max(1, games - len(errors))
    return Figures(games, count, [w / played for w in wins], turns / played, errors)


class Watcher:
    """Takes snapshots of one game and tells what changed between two of them."""

    def __init__(self, game: str, scenarios: list[Path], book_dir: Path, lang: str = "en", games: int = 10):
        self.game = game
        self.scenarios = scenarios
        self.book_dir = book_dir
        self.lang = lang
        self.games = games
        self.last: Snapshot | None = None

    def snapshot(self) -> Snapshot:
        from interpreter.render.publish import render_text
        from interpreter.scenario import run_file

        started = time.perf_counter()
        build._CACHE.clear()  # built games; files and DSL text are read again only if they changed
        shot = Snapshot()
        diagnostics = Diagnostics()
        built: dict[tuple[str, str], Game] = {}  # the games the check built: played, not built again
        load_checked(self.game, diagnostics, built)

        def load(variant: str | None = None) -> Game:
            return built.get((self.game, variant or "standard")) or build.load_game(self.game, variant)

        shot.problems = [str(d) for d in diagnostics.sorted()]
        if not shot.problems:
            try:
                game = load()
            except ContentError as error:
                shot.problems = [str(d) for d in error.diagnostics]
        if not shot.problems:
            figures = _Forked(lambda: simulate(game, self.games))  # on another core, while the scenarios run here
            shot.texts = pieces(game, self.lang)
            self.book_dir.mkdir(parents=True, exist_ok=True)
            for lang in ("en", "ru"):
                (self.book_dir / f"{game.id}.{lang}.md").write_text(  # the id: "." names no file
                    render_text(game, lang), encoding="utf-8"
                )
            for path in self.scenarios:  # the scenarios name the game by id: they run on the watched files
                outcome = run_file(path, loader=lambda _game, variant: load(variant))
                shot.scenarios[str(path)] = "passes" if outcome.passed else str(outcome.failures[0])
            shot.figures = figures.result()
        shot.seconds = time.perf_counter() - started
        return shot

    def step(self, say: Callable[[str], None]) -> Snapshot:
        """Take a snapshot and say what changed since the previous one."""
        shot = self.snapshot()
        report(self.last, shot, say)
        if not shot.problems:
            self.last = shot
        return shot


def report(before: Snapshot | None, now: Snapshot, say: Callable[[str], None]) -> None:
    if now.problems:
        for problem in now.problems:
            say(problem)
        say(f"{len(now.problems)} problem{'s' if len(now.problems) != 1 else ''} found ({now.seconds:.2f} s)")
        return
    if before is None:
        passing = sum(r == "passes" for r in now.scenarios.values())
        say(f"ok: {len(now.texts)} rules and cards; scenarios {passing}/{len(now.scenarios)} pass")
    else:
        _report_texts(before, now, say)
        _report_scenarios(before, now, say)
    _report_figures(before.figures if before else None, now.figures, say)
    say(f"({now.seconds:.2f} s)")


def _report_texts(before: Snapshot, now: Snapshot, say: Callable[[str], None]) -> None:
    keys = list(now.texts) + [k for k in before.texts if k not in now.texts]
    changed = [k for k in keys if before.texts.get(k) != now.texts.get(k)]
    if not changed:
        say("rule text: unchanged")
    for key in changed:
        old, new = before.texts.get(key), now.texts.get(key)
        if old is None:
            say(f"+ {key}: {new.text if new else ''}")
        elif new is None:
            say(f"- {key}: {old.text}")
        else:
            old_lines, new_lines = old.text.splitlines(), new.text.splitlines()
            for line in [x for x in old_lines if x not in new_lines]:
                say(f"- {key}: {line}")
            for line in [x for x in new_lines if x not in old_lines]:
                say(f"+ {key}: {line}")


def _report_scenarios(before: Snapshot, now: Snapshot, say: Callable[[str], None]) -> None:
    flips = [(p, before.scenarios.get(p), r) for p, r in now.scenarios.items() if before.scenarios.get(p) != r]
    failing = sum(r != "passes" for r in now.scenarios.values())
    for path, _, result in flips:
        say(f"scenario {Path(path).name}: {'now passes' if result == 'passes' else 'FAILS: ' + result}")
    say(f"scenarios: {len(now.scenarios) - failing}/{len(now.scenarios)} pass" + ("" if flips else " (no change)"))


def _report_figures(before: Figures | None, now: Figures | None, say: Callable[[str], None]) -> None:
    if now is None:
        return
    seats = ", ".join(f"{i + 1}: {w:.0%}" for i, w in enumerate(now.wins))
    line = f"{now.games} random games, {now.players} players: wins by seat {seats}; {now.turns:.1f} turns on average"
    if before is not None and before.players == now.players:
        shift = now.turns - before.turns
        line += f" ({shift:+.1f})" if abs(shift) >= 0.05 else " (no change)"
    say(line)
    for error in now.errors[:3]:
        say(f"  error in a random game, {error}")
