"""Scenario files: rule behaviour pinned as data (see docs/scenarios.md).

A scenario sets up a position (or plays the game's own setup), answers decisions by their keys,
and checks the state and the events along the way. Every failure is reported at the YAML line of
the step or expectation that failed. The file format is in `scenario_file.py`, the checks of
what a step expects in `scenario_expect.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from interpreter.content.library import default_roots, game_ids, load_yaml_cached, root_above
from interpreter.content.validate import validate_file
from interpreter.content.yamlfile import load_yaml
from interpreter.diagnostics import ContentError, Diagnostic, Diagnostics, Mark, did_you_mean
from interpreter.engine.build import load_game
from interpreter.engine.code import Pending
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.position import Placement, Position, build_position, fixed_rolls
from interpreter.engine.state import State
from interpreter.errors import RulebookError
from interpreter.render.narrate import Narrator
from interpreter.scenario_checks import ScenarioChecker
from interpreter.scenario_expect import Failed, check_expect, short
from interpreter.scenario_file import ChainCard, DecideStep, ScenarioFile


@dataclass
class Outcome:
    path: str
    name: str
    failures: list[Diagnostic] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


Loader = Callable[[str, str | None], Game]


def run_file(
    path: Path | str, display: str | None = None, loader: Loader | None = None, trace: list[str] | None = None
) -> Outcome:
    """Run one scenario file. `loader` builds its game (default: by id, from the usual content);
    `trace`, when given, receives every event and decision as a line (to compare two runs)."""
    shown = display or str(path)
    diagnostics = Diagnostics()
    document = load_yaml_cached(Path(path), diagnostics, shown)
    if document is None:
        return Outcome(shown, Path(path).stem, diagnostics.sorted())
    model = validate_file(document, diagnostics, ScenarioFile)
    if model is None:
        return Outcome(shown, Path(path).stem, diagnostics.sorted())
    outcome = Outcome(shown, str(model.name))
    game = _game(model, diagnostics, loader or _loader_beside(Path(path), str(model.game)))
    if game is not None:
        ScenarioChecker(model, document, game, diagnostics).check()
    if game is None or diagnostics:
        outcome.failures.extend(diagnostics.sorted())
        return outcome
    try:
        _run(model, game, document.mark, trace)
    except Failed as failure:
        outcome.failures.append(Diagnostic(failure.mark, failure.message))
    except ContentError as error:
        outcome.failures.extend(error.diagnostics)
    return outcome


def _loader_beside(path: Path, game: str) -> Loader:
    """The usual content, after the game that lives in a folder above the scenario file, if any: a designer's
    own game (`<folder>/rules/<game>/`, scenarios in `<folder>/tests/scenarios/`) needs no `RULEBOOK_PATH`."""
    root = root_above(path, game)
    roots = None if root is None else [root, *(r for r in default_roots() if r.resolve() != root)]

    def load(game: str, variant: str | None) -> Game:
        return load_game(game, variant, roots)

    return load


def run_traced(path: Path | str, loader: Loader) -> tuple[str, list[str]]:
    """(how the scenario ends, every event and decision on the way), to tell two versions apart."""
    trace: list[str] = []
    outcome = run_file(path, loader=loader, trace=trace)
    result = "passes" if outcome.passed else "fails: " + "; ".join(str(f) for f in outcome.failures)
    return result, trace


def game_of(path: Path | str) -> str | None:
    """The `game:` a scenario file names, without running it (None if the file says none)."""
    diagnostics = Diagnostics()
    document = load_yaml(path, diagnostics, str(path))
    data = document.data if document is not None else None
    return str(data["game"]) if isinstance(data, dict) and "game" in data else None


def _game(scenario: ScenarioFile, diagnostics: Diagnostics, loader: Loader) -> Game | None:
    """The scenario's game and variant; an unknown one is an error at its line in the scenario."""
    try:
        game = loader(str(scenario.game), None)
    except ContentError as error:
        if any(d.message.startswith("no game or folder") for d in error.diagnostics):
            known = game_ids()
            hint = did_you_mean(str(scenario.game), known) or (
                f"games: {', '.join(known)}; a game of your own is found in a folder above this file that holds "
                f"rules/{scenario.game}/, or in a folder named by RULEBOOK_PATH"
            )
            diagnostics.add(scenario.game.mark, f"unknown game '{scenario.game}'", hint)
        else:
            diagnostics.extend(error.diagnostics)
        return None
    if scenario.variant is None:
        return game
    try:
        return loader(str(scenario.game), str(scenario.variant))
    except ContentError as error:
        unknown = [d for d in error.diagnostics if " has no variant" in d.message]
        for d in unknown:  # said at the scenario's own `variant:` line
            diagnostics.add(scenario.variant.mark, d.message, d.hint)
        diagnostics.extend(d for d in error.diagnostics if d not in unknown)
        return None


def _run(
    scenario: ScenarioFile, game: Game, mark: Callable[[tuple[str | int, ...]], Mark], trace: list[str] | None
) -> None:
    try:
        fixed = fixed_rolls(game, {str(k): v for k, v in scenario.rolls.items()})
        if scenario.setup is None:
            state = State.new(game, scenario.players, scenario.seed, fixed=fixed)
        else:
            state = build_position(game, _position(scenario, fixed))
    except (RulebookError, ValueError) as problem:
        raise Failed(mark(("setup",)), f"cannot set up the scenario: {problem}") from None
    events: list[dict[str, Any]] = [event_json(state, e) for e in state.take_events()]
    if trace is not None:
        trace.extend(short(e) for e in events)
    error: str | None = None
    error_mark = mark(())
    for index, step in enumerate(scenario.steps):
        if isinstance(step, DecideStep):
            here = mark(("steps", index, "decide"))
            if error is not None:
                raise Failed(error_mark, f"this decision failed: {error}")
            if state.is_terminal:
                raise Failed(here, f"the game is already over; cannot decide '{step.decide}'")
            if step.by is not None and state.current_player + 1 != step.by:
                raise Failed(here, f"player {state.current_player + 1} decides here, not player {step.by}")
            pending = state.pending  # kept: put into words only if the answer is refused (a Narrator costs)
            try:
                state.apply(str(step.decide))
            except RulebookError as failure:
                error, error_mark = f"{failure} (the question: {_question(state.game, pending)})", here
                continue
            fresh = [event_json(state, e) for e in state.take_events()]
            events.extend(fresh)
            if trace is not None:
                trace.append(f"decide {step.decide}")
                trace.extend(short(e) for e in fresh)
        else:
            check_expect(state, step.expect, events, error, error_mark, _under(mark, ("steps", index, "expect")))
            events = []
            error = None
    if scenario.expect is not None:
        check_expect(state, scenario.expect, events, error, error_mark, _under(mark, ("expect",)))
    elif error is not None:
        raise Failed(error_mark, f"this decision failed: {error}")
    if state.fixed:
        raise Failed(mark(("rolls",)), f"these fixed rolls never happened: {_unrolled(game, state.fixed)}")


def _unrolled(game: Game, fixed: dict[str, list[int]]) -> str:
    """What is left of a scenario's `rolls:`, as it wrote them: "DIE: 6, 1; CARD#2: 2"."""
    said = []
    for purpose, sides in fixed.items():
        name = purpose.removeprefix("roll:")
        die = game.dice.get(name)
        results = [die.faces[side] for side in sides] if die is not None else [side + 1 for side in sides]
        said.append(f"{name}: {', '.join(map(str, results))}")
    return "; ".join(said)


Marker = Callable[[tuple[str | int, ...]], Mark]


def _question(game: Game, pending: Pending | None) -> str:
    """What a pending decision asks, in words: "Player 2: Choose a card to discard"."""
    if pending is None:
        return "none"
    return f"«{Narrator(game, 'en').prompt(pending.kind, pending.player)}»"


def _under(mark: Marker, prefix: tuple[str | int, ...]) -> Marker:
    return lambda key: mark((*prefix, *key))


def _position(scenario: ScenarioFile, fixed: dict[str, list[int]]) -> Position:
    setup = scenario.setup
    assert setup is not None
    zones = {}
    for place, cards in setup.zones.items():
        zones[str(place)] = [
            Placement(str(c.card), c.flipped, c.face_down, c.side) if isinstance(c, ChainCard) else Placement(str(c))
            for c in cards
        ]
    return Position(
        players=scenario.players,
        seed=scenario.seed,
        active=setup.active - 1,
        turn=setup.turn,
        zones=zones,
        rest=str(setup.rest) if setup.rest else None,
        counters={str(k): v for k, v in setup.counters.items()},
        poses={str(k): (v[0], v[1], v[2]) for k, v in setup.poses.items() if len(v) == 3},
        fixed=fixed,
    )


def find_scenarios(paths: list[str]) -> list[Path]:
    """The scenario files of files and folders; a game's folder (one holding `rules/`) stands for the scenarios
    kept beside its rules, in its `tests/scenarios/`, not for its rules and cards."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir() and (path / "rules").is_dir():
            path = path / "tests" / "scenarios"
            if not path.is_dir():
                raise RulebookError(f"'{given}' holds a game but no scenarios: they are kept in {path}")
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.yaml") if p.is_file()))
        elif path.is_file():
            found.append(path)
        else:
            raise RulebookError(f"no scenario file or folder '{given}'")
    return found
