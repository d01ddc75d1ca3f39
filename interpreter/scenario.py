"""Scenario files: rule behaviour pinned as data (see docs/scenarios.md).

A scenario sets up a position (or plays the game's own setup), answers decisions by their keys,
and checks the state and the events along the way. Every failure is reported at the YAML line of
the step or expectation that failed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from interpreter.content.library import game_ids, load_yaml_cached
from interpreter.content.models.fields import Id, Source, Strict, Text
from interpreter.content.source import Located
from interpreter.content.validate import validate_file
from interpreter.content.yamlfile import load_yaml
from interpreter.diagnostics import ContentError, Diagnostic, Diagnostics, Mark, did_you_mean
from interpreter.engine.actions import keys
from interpreter.engine.build import load_game
from interpreter.engine.code import Pending
from interpreter.engine.compile.expr import chain_end
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.position import Placement, Position, build_position, card_instance, counter_slot, slot_of
from interpreter.engine.state import FACE_DOWN, State
from interpreter.errors import RulebookError
from interpreter.render.narrate import Narrator
from interpreter.scenario_checks import ScenarioChecker

# ---------------------------------------------------------------- the file format


class ChainCard(Strict):
    """A card placed with a stated orientation: turned around in a chain, or face down."""

    card: Id
    flipped: bool = False
    face_down: bool = False
    side: int | None = Field(default=None, ge=1)  # the side a many-sided card (a die) shows, from 1


class ScenarioSetup(Strict):
    active: int = Field(default=1, ge=1)
    turn: int = Field(default=1, ge=1)
    zones: dict[Text, list[Id | ChainCard]] = Field(default_factory=dict)
    rest: Text | None = None
    counters: dict[Text, int] = Field(default_factory=dict)
    poses: dict[Text, list[int]] = Field(default_factory=dict)  # a piece on the table: [x, y, facing]


class ZoneExpect(Strict):
    count: int | None = None
    contains: list[Id] = Field(default_factory=list)
    excludes: list[Id] = Field(default_factory=list)
    face_down: list[Id] = Field(default_factory=list)  # these cards are there, face down
    face_up: list[Id] = Field(default_factory=list)  # these cards are there, face up


class DecisionExpect(Strict):
    player: int | None = None
    kind: Text | None = None
    options: list[Text] | None = None
    includes: list[Text] = Field(default_factory=list)
    excludes: list[Text] = Field(default_factory=list)


class Expect(Strict):
    decision: DecisionExpect | None = None
    zones: dict[Text, list[Id] | ZoneExpect] = Field(default_factory=dict)
    ends: dict[Text, list[Text | None]] = Field(default_factory=dict)
    counters: dict[Text, int] = Field(default_factory=dict)
    events: list[dict[Text, Any]] = Field(default_factory=list)
    no_events: list[dict[Text, Any]] = Field(default_factory=list)
    poses: dict[Text, list[int]] = Field(default_factory=dict)
    winners: list[int] | None = None
    over: bool | None = None
    turn: int | None = None
    active: int | None = None
    error: Text | None = None


class DecideStep(Strict):
    decide: Text
    by: int | None = None


class ExpectStep(Strict):
    expect: Expect


def _step_kind(value: Any) -> str:
    if isinstance(value, dict):
        return "decide" if "decide" in value else "expect" if "expect" in value else "?"
    return "decide" if isinstance(value, DecideStep) else "expect"


StepModel = Annotated[
    Annotated[DecideStep, Tag("decide")] | Annotated[ExpectStep, Tag("expect")], Discriminator(_step_kind)
]


class ScenarioFile(Strict):
    kind: Literal["scenario"]
    name: Text
    game: Id
    variant: Id | None = None
    players: int = Field(ge=1)
    seed: int = 0
    source: Source
    setup: ScenarioSetup | None = None
    steps: list[StepModel] = Field(default_factory=list)
    expect: Expect | None = None


# ---------------------------------------------------------------- running


@dataclass
class Outcome:
    path: str
    name: str
    failures: list[Diagnostic] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


class _Failed(Exception):
    def __init__(self, mark: Mark, message: str):
        self.mark = mark
        self.message = message


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
    game = _game(model, diagnostics, loader or _default_loader)
    if game is not None:
        ScenarioChecker(model, document, game, diagnostics).check()
    if game is None or diagnostics:
        outcome.failures.extend(diagnostics.sorted())
        return outcome
    try:
        _run(model, game, document.mark, trace)
    except _Failed as failure:
        outcome.failures.append(Diagnostic(failure.mark, failure.message))
    except ContentError as error:
        outcome.failures.extend(error.diagnostics)
    return outcome


def _default_loader(game: str, variant: str | None) -> Game:
    return load_game(game, variant)


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
            hint = did_you_mean(str(scenario.game), known) or "games: " + ", ".join(known)
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
        if scenario.setup is None:
            state = State.new(game, scenario.players, scenario.seed)
        else:
            state = build_position(game, _position(scenario))
    except (RulebookError, ValueError) as problem:
        raise _Failed(mark(("setup",)), f"cannot set up the scenario: {problem}") from None
    events: list[dict[str, Any]] = [event_json(state, e) for e in state.take_events()]
    if trace is not None:
        trace.extend(_short(e) for e in events)
    error: str | None = None
    error_mark = mark(())
    for index, step in enumerate(scenario.steps):
        if isinstance(step, DecideStep):
            here = mark(("steps", index, "decide"))
            if error is not None:
                raise _Failed(error_mark, f"this decision failed: {error}")
            if state.is_terminal:
                raise _Failed(here, f"the game is already over; cannot decide '{step.decide}'")
            if step.by is not None and state.current_player + 1 != step.by:
                raise _Failed(here, f"player {state.current_player + 1} decides here, not player {step.by}")
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
                trace.extend(_short(e) for e in fresh)
        else:
            _check(state, step.expect, events, error, error_mark, _under(mark, ("steps", index, "expect")))
            events = []
            error = None
    if scenario.expect is not None:
        _check(state, scenario.expect, events, error, error_mark, _under(mark, ("expect",)))
    elif error is not None:
        raise _Failed(error_mark, f"this decision failed: {error}")


Marker = Callable[[tuple[str | int, ...]], Mark]


def _question(game: Game, pending: Pending | None) -> str:
    """What a pending decision asks, in words: "Player 2: Choose a card to discard"."""
    if pending is None:
        return "none"
    return f"«{Narrator(game, 'en').prompt(pending.kind, pending.player)}»"


def _under(mark: Marker, prefix: tuple[str | int, ...]) -> Marker:
    return lambda key: mark((*prefix, *key))


def _position(scenario: ScenarioFile) -> Position:
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
    )


def _check(
    state: State,
    expect: Expect,
    events: list[dict[str, Any]],
    error: str | None,
    error_mark: Mark,
    mark: Callable[[tuple[str | int, ...]], Mark],
) -> None:
    if expect.error is not None:
        if error is None or str(expect.error).lower() not in error.lower():
            raise _Failed(expect.error.mark, f"expected an error saying '{expect.error}', got {error or 'none'}")
    elif error is not None:
        raise _Failed(error_mark, f"this decision failed: {error}")
    for place, wanted in expect.zones.items():
        try:
            instances = state.zones[slot_of(state, str(place))]
        except RulebookError as failure:
            raise _Failed(place.mark, str(failure)) from None
        _check_zone(place, [state.game.card_id(c) for c in instances], wanted)
        if isinstance(wanted, ZoneExpect):
            _check_faces(state, place, instances, wanted)
    for place, ends in expect.ends.items():
        zone = state.game.zone_by_id.get(str(place))
        if zone is None or zone.order != "chain":
            raise _Failed(place.mark, f"'{place}' is not a chain zone with ends")
        slot = state.zbase[zone.index]
        actual = [chain_end(state, state.game, zone.index, slot, e) for e in (0, 1)]
        if [str(e) if e is not None else None for e in ends] != actual:
            raise _Failed(place.mark, f"the ends of {place} show {actual}, expected {list(ends)}")
    for place, value in expect.counters.items():
        try:
            actual_value = state.counters[counter_slot(state, str(place))]
        except RulebookError as failure:
            raise _Failed(place.mark, str(failure)) from None
        if actual_value != value:
            raise _Failed(place.mark, f"{place} is {actual_value}, expected {value}")
    for piece, wanted_pose in expect.poses.items():
        try:
            card = card_instance(state, "poses", str(piece))
        except RulebookError as failure:
            raise _Failed(piece.mark, str(failure)) from None
        actual_pose = list(state.poses[3 * card : 3 * card + 3])
        if actual_pose != list(wanted_pose):
            raise _Failed(piece.mark, f"{piece} stands at {actual_pose}, expected {list(wanted_pose)}")
    _check_events(events, expect, mark)
    _check_state(state, expect, mark)


def _check_zone(place: Located, cards: list[str], wanted: list[Located] | ZoneExpect) -> None:
    if isinstance(wanted, list):
        if cards != [str(w) for w in wanted]:
            raise _Failed(place.mark, f"{place} holds {cards}, expected {[str(w) for w in wanted]}")
        return
    if wanted.count is not None and len(cards) != wanted.count:
        raise _Failed(place.mark, f"{place} holds {len(cards)} cards, expected {wanted.count}: {cards}")
    for card in wanted.contains:
        if card not in cards:
            raise _Failed(card.mark, f"{place} does not hold {card}: {cards}")
    for card in wanted.excludes:
        if card in cards:
            raise _Failed(card.mark, f"{place} holds {card}, expected it not to")


def _check_faces(state: State, place: Located, instances: list[int], wanted: ZoneExpect) -> None:
    for cards, down in ((wanted.face_down, True), (wanted.face_up, False)):
        for card in cards:
            found = [c for c in instances if state.game.card_id(c) == str(card)]
            if not any(bool(state.flags[c] & FACE_DOWN) == down for c in found):
                side = "face down" if down else "face up"
                raise _Failed(card.mark, f"{place} holds no {card} {side}")


def _matches(event: dict[str, Any], pattern: dict[Located, Any]) -> bool:
    return all(_plain(event.get(str(k))) == _plain(v) for k, v in pattern.items())


def _plain(value: Any) -> Any:
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return str(value) if isinstance(value, Located) else value


def _check_events(events: list[dict[str, Any]], expect: Expect, mark: Callable[[tuple[str | int, ...]], Mark]) -> None:
    position = 0
    for number, pattern in enumerate(expect.events):
        while position < len(events) and not _matches(events[position], pattern):
            position += 1
        if position == len(events):
            shown = "; ".join(_short(e) for e in events) or "none"
            raise _Failed(mark(("events", number)), f"no event {_plain(pattern)} (in order); events were: {shown}")
        position += 1
    for number, pattern in enumerate(expect.no_events):
        for event in events:
            if _matches(event, pattern):
                raise _Failed(mark(("no_events", number)), f"unexpected event {_short(event)}")


def _short(event: dict[str, Any]) -> str:
    return " ".join(f"{k}={v}" for k, v in event.items())


def _check_state(state: State, expect: Expect, mark: Callable[[tuple[str | int, ...]], Mark]) -> None:
    if expect.over is not None and state.is_terminal != expect.over:
        raise _Failed(mark(("over",)), f"the game is {'over' if state.is_terminal else 'not over'}")
    if expect.winners is not None:
        actual = [w + 1 for w in state.winners] if state.winners is not None else None
        if actual != sorted(expect.winners):
            raise _Failed(mark(("winners",)), f"the winners are {actual}, expected {sorted(expect.winners)}")
    if expect.turn is not None and state.turn != expect.turn:
        raise _Failed(mark(("turn",)), f"it is turn {state.turn}, expected turn {expect.turn}")
    if expect.active is not None and state.active + 1 != expect.active:
        raise _Failed(mark(("active",)), f"player {state.active + 1} is taking the turn, expected {expect.active}")
    wanted = expect.decision
    if wanted is None:
        return
    if state.pending is None:
        raise _Failed(mark(("decision",)), "no decision is pending (the game is over)")
    listed = keys(state)
    if wanted.player is not None and state.current_player + 1 != wanted.player:
        raise _Failed(
            mark(("decision", "player")), f"player {state.current_player + 1} decides, expected player {wanted.player}"
        )
    if wanted.kind is not None and state.pending.kind != wanted.kind:
        raise _Failed(wanted.kind.mark, f"the decision is '{state.pending.kind}', expected '{wanted.kind}'")
    if wanted.options is not None and sorted(listed) != sorted(str(o) for o in wanted.options):
        raise _Failed(
            mark(("decision", "options")), f"the options are {listed}, expected {[str(o) for o in wanted.options]}"
        )
    for option in wanted.includes:
        if str(option) not in listed:
            raise _Failed(option.mark, f"'{option}' is not an option; options: {listed}")
    for option in wanted.excludes:
        if str(option) in listed:
            raise _Failed(option.mark, f"'{option}' is an option, expected it not to be")


def find_scenarios(paths: list[str]) -> list[Path]:
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.yaml") if p.is_file()))
        elif path.is_file():
            found.append(path)
        else:
            raise RulebookError(f"no scenario file or folder '{given}'")
    return found
