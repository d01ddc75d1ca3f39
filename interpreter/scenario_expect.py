"""What a scenario expects, checked against a state: zones, chain ends, counters, poses, events in
order, the end of the game and the pending decision. A mismatch is a `Failed` at the YAML line of the
expectation."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from interpreter.content.source import Located
from interpreter.diagnostics import Mark
from interpreter.engine.actions import keys
from interpreter.engine.compile.expr import chain_end
from interpreter.engine.position import card_instance, counter_slot, slot_of
from interpreter.engine.state import FACE_DOWN, State
from interpreter.errors import RulebookError
from interpreter.scenario_file import Expect, ZoneExpect


class Failed(Exception):
    def __init__(self, mark: Mark, message: str):
        self.mark = mark
        self.message = message


def check_expect(
    state: State,
    expect: Expect,
    events: list[dict[str, Any]],
    error: str | None,
    error_mark: Mark,
    mark: Callable[[tuple[str | int, ...]], Mark],
) -> None:
    if expect.error is not None:
        if error is None or str(expect.error).lower() not in error.lower():
            raise Failed(expect.error.mark, f"expected an error saying '{expect.error}', got {error or 'none'}")
    elif error is not None:
        raise Failed(error_mark, f"this decision failed: {error}")
    for place, wanted in expect.zones.items():
        try:
            instances = state.zones[slot_of(state, str(place))]
        except RulebookError as failure:
            raise Failed(place.mark, str(failure)) from None
        _check_zone(place, [state.game.card_id(c) for c in instances], wanted)
        if isinstance(wanted, ZoneExpect):
            _check_faces(state, place, instances, wanted)
    for place, ends in expect.ends.items():
        zone = state.game.zone_by_id.get(str(place))
        if zone is None or zone.order != "chain":
            raise Failed(place.mark, f"'{place}' is not a chain zone with ends")
        slot = state.zbase[zone.index]
        actual = [chain_end(state, state.game, zone.index, slot, e) for e in (0, 1)]
        if [str(e) if e is not None else None for e in ends] != actual:
            raise Failed(place.mark, f"the ends of {place} show {actual}, expected {list(ends)}")
    for place, value in expect.counters.items():
        try:
            actual_value = state.counters[counter_slot(state, str(place))]
        except RulebookError as failure:
            raise Failed(place.mark, str(failure)) from None
        if actual_value != value:
            raise Failed(place.mark, f"{place} is {actual_value}, expected {value}")
    for piece, wanted_pose in expect.poses.items():
        try:
            card = card_instance(state, "poses", str(piece))
        except RulebookError as failure:
            raise Failed(piece.mark, str(failure)) from None
        actual_pose = list(state.poses[3 * card : 3 * card + 3])
        if actual_pose != list(wanted_pose):
            raise Failed(piece.mark, f"{piece} stands at {actual_pose}, expected {list(wanted_pose)}")
    _check_events(events, expect, mark)
    _check_state(state, expect, mark)


def _check_zone(place: Located, cards: list[str], wanted: list[Located] | ZoneExpect) -> None:
    if isinstance(wanted, list):
        if cards != [str(w) for w in wanted]:
            raise Failed(place.mark, f"{place} holds {cards}, expected {[str(w) for w in wanted]}")
        return
    if wanted.count is not None and len(cards) != wanted.count:
        raise Failed(place.mark, f"{place} holds {len(cards)} cards, expected {wanted.count}: {cards}")
    for card in wanted.contains:
        if card not in cards:
            raise Failed(card.mark, f"{place} does not hold {card}: {cards}")
    for card in wanted.excludes:
        if card in cards:
            raise Failed(card.mark, f"{place} holds {card}, expected it not to")


def _check_faces(state: State, place: Located, instances: list[int], wanted: ZoneExpect) -> None:
    for cards, down in ((wanted.face_down, True), (wanted.face_up, False)):
        for card in cards:
            found = [c for c in instances if state.game.card_id(c) == str(card)]
            if not any(bool(state.flags[c] & FACE_DOWN) == down for c in found):
                side = "face down" if down else "face up"
                raise Failed(card.mark, f"{place} holds no {card} {side}")


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
            shown = "; ".join(short(e) for e in events) or "none"
            raise Failed(mark(("events", number)), f"no event {_plain(pattern)} (in order); events were: {shown}")
        position += 1
    for number, pattern in enumerate(expect.no_events):
        for event in events:
            if _matches(event, pattern):
                raise Failed(mark(("no_events", number)), f"unexpected event {short(event)}")


def short(event: dict[str, Any]) -> str:
    return " ".join(f"{k}={v}" for k, v in event.items())


def _check_state(state: State, expect: Expect, mark: Callable[[tuple[str | int, ...]], Mark]) -> None:
    if expect.over is not None and state.is_terminal != expect.over:
        raise Failed(mark(("over",)), f"the game is {'over' if state.is_terminal else 'not over'}")
    if expect.winners is not None:
        actual = [w + 1 for w in state.winners] if state.winners is not None else None
        if actual != sorted(expect.winners):
            raise Failed(mark(("winners",)), f"the winners are {actual}, expected {sorted(expect.winners)}")
    if expect.draw is not None and state.is_draw != expect.draw:
        raise Failed(mark(("draw",)), "the game is a draw" if state.is_draw else "the game is not a draw")
    if expect.turn is not None and state.turn != expect.turn:
        raise Failed(mark(("turn",)), f"it is turn {state.turn}, expected turn {expect.turn}")
    if expect.active is not None and state.active + 1 != expect.active:
        raise Failed(mark(("active",)), f"player {state.active + 1} is taking the turn, expected {expect.active}")
    wanted = expect.decision
    if wanted is None:
        return
    if state.pending is None:
        raise Failed(mark(("decision",)), "no decision is pending (the game is over)")
    listed = keys(state)
    if wanted.player is not None and state.current_player + 1 != wanted.player:
        raise Failed(
            mark(("decision", "player")), f"player {state.current_player + 1} decides, expected player {wanted.player}"
        )
    if wanted.kind is not None and state.pending.kind != wanted.kind:
        raise Failed(wanted.kind.mark, f"the decision is '{state.pending.kind}', expected '{wanted.kind}'")
    if wanted.options is not None and sorted(listed) != sorted(str(o) for o in wanted.options):
        raise Failed(
            mark(("decision", "options")), f"the options are {listed}, expected {[str(o) for o in wanted.options]}"
        )
    for option in wanted.includes:
        if str(option) not in listed:
            raise Failed(option.mark, f"'{option}' is not an option; options: {listed}")
    for option in wanted.excludes:
        if str(option) in listed:
            raise Failed(option.mark, f"'{option}' is an option, expected it not to be")
