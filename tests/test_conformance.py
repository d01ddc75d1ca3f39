"""One random-play conformance test, run over every game, variant and player count (OpenSpiel-style).

For each: random games end without an error; no card is lost or duplicated; every counter stays in
its bounds and every capped group (a reserve) under its cap; a clone behaves like the original and
leaves it untouched; a save taken in the middle resumes to the same log; and no player's view or
log names a card that player could not see.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from interpreter.content.library import game_ids
from interpreter.engine.build import load_game
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.engine.view import view

SEEDS = {"frozen2": 12, "talespin": 6, "seasons": 3}  # games per (variant, player count): CI stays fast


def cases() -> Iterator[tuple[str, str | None, int]]:
    for game_id in game_ids():
        base = load_game(game_id)
        for variant in [None, *(v.id for v in base.model.variants)]:
            game = load_game(game_id, variant)
            for players in range(game.min_players, game.max_players + 1):
                yield game_id, variant, players


CASES = list(cases())


def play(game: Game, players: int, seed: int) -> Iterator[State]:
    """The state before each decision of a seeded random game, then the final state."""
    state = State.new(game, players, seed)
    chooser = Rng(seed * 31 + 7)
    while not state.is_terminal:
        yield state
        state.apply(chooser.below(state.num_actions()))
    yield state


def check_invariants(state: State) -> None:
    game = state.game
    cards = sorted(card for zone in state.zones for card in zone)
    assert cards == list(range(len(game.instances))), "a card was lost or duplicated"
    for slot, zone in enumerate(state.zones):
        assert all(state.loc[card] == slot for card in zone)
    for counter in game.counters:
        size = state.players if counter.owner == "player" else len(game.instances) if counter.owner == "card" else 1
        for owner in range(size):
            value = state.counters[state.cbase[counter.index] + owner]
            assert counter.min is None or value >= counter.min, f"{counter.id} below its minimum"
            assert counter.max is None or value <= counter.max, f"{counter.id} above its maximum"
            shown = game.properties_of(owner, state.flags[owner]) if counter.owner == "card" else {}
            if counter.model.cap is not None and str(counter.model.cap) in shown:  # under the card's own number
                assert value <= shown[str(counter.model.cap)], f"{counter.id} of {game.card_id(owner)} above its cap"
    restoring = any(frame[0].id.startswith("trigger:") for frame in state.stack)
    for group in game.groups.values():
        if group.cap is None or restoring:  # a triggered rule (the cap shrank) may be asking what to give back
            continue
        for player in range(state.players):
            total = sum(state.counters[state.cbase[m] + player] for m in group.members)
            cap = group.cap(state, {"you": player, "subj": player})
            assert total <= cap, f"player {player + 1}'s {group.id} is {total}, above its cap {cap}"


def card_ids(value: Any) -> set[str]:
    """Every card id a view or an event names (hidden cards are counts or nulls)."""
    if isinstance(value, dict):
        return set().union(*(card_ids(v) for k, v in value.items() if k in ("cards", "card", "zones")), set())
    if isinstance(value, list):
        return {v for v in value if isinstance(v, str)} | set().union(*(card_ids(v) for v in value), set())
    return set()


def visible_ids(seen: dict[str, Any]) -> set[str]:
    return {card for zone in seen["zones"].values() if isinstance(zone, list) for card in zone if card}


@pytest.mark.parametrize(("game_id", "variant", "players"), CASES, ids=lambda v: str(v))
def test_random_games_keep_the_rules(game_id: str, variant: str | None, players: int) -> None:
    game = load_game(game_id, variant)
    for seed in range(SEEDS.get(game_id, 3)):
        final = None
        for state in play(game, players, seed):
            check_invariants(state)
            final = state
        assert final is not None and final.is_terminal
        assert final.winners is not None


def listed_zones(seen: dict[str, Any]) -> set[str]:
    return {name for name, zone in seen["zones"].items() if isinstance(zone, list)}


def allowed(event: dict[str, Any], viewer: int, before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    """The card ids `viewer` may read in `event`: those their views show, and for a move, the cards
    coming from a zone they saw or going face up into one they see (a card may pass through a
    public zone and leave it within one step)."""
    ids = visible_ids(before) | visible_ids(after)
    if event.get("event") == "move" and isinstance(event.get("cards"), list):
        face_down = event.get("face") == "down" and not str(event["to"]).endswith(f":{viewer + 1}")
        if event["from"] in listed_zones(before) or (event["to"] in listed_zones(after) and not face_down):
            ids |= set(event["cards"])
    return ids


@pytest.mark.parametrize(("game_id", "variant", "players"), CASES, ids=lambda v: str(v))
def test_views_and_logs_never_name_a_hidden_card(game_id: str, variant: str | None, players: int) -> None:
    """What a player's log names is always something their view could show."""
    game = load_game(game_id, variant)
    for seed in range(2):
        state = State.new(game, players, seed)
        chooser = Rng(99 + seed)
        state.take_events()
        while not state.is_terminal:
            before = [view(state, p) for p in range(players)]
            actor = state.current_player
            state.apply(chooser.below(state.num_actions()))
            raw = state.take_events()
            after = [view(state, p) for p in range(players)]
            for viewer in range(players):
                if viewer == actor:
                    continue  # the actor may glimpse a card on its way (a peek returned to the deck)
                for event in raw:
                    seen = event_json(state, event, viewer)
                    leaked = card_ids(seen) - allowed(seen, viewer, before[viewer], after[viewer])
                    assert not leaked, f"player {viewer + 1}'s log names {sorted(leaked)}: {seen}"


@pytest.mark.parametrize(("game_id", "variant", "players"), CASES, ids=lambda v: str(v))
def test_clone_and_save_behave_like_the_original(game_id: str, variant: str | None, players: int) -> None:
    game = load_game(game_id, variant)
    answers: list[int] = []
    straight = State.new(game, players, 3)
    chooser = Rng(5)
    log = list(straight.take_events())
    while not straight.is_terminal:
        n = straight.num_actions()
        answers.append(chooser.below(n))
        if len(answers) % 7 == 0:
            before = json.dumps(straight.to_json())
            copy = straight.clone()
            copy.apply(answers[-1])
            assert json.dumps(straight.to_json()) == before, "applying to a clone changed the original"
        straight.apply(answers[-1])
        log.extend(straight.take_events())
    cut = len(answers) // 2
    resumed = State.new(game, players, 3)
    replayed = list(resumed.take_events())
    for answer in answers[:cut]:
        resumed.apply(answer)
        replayed.extend(resumed.take_events())
    loaded = State.from_json(game, json.loads(json.dumps(resumed.to_json())))
    assert loaded.legal_actions() == resumed.legal_actions()
    for answer in answers[cut:]:
        loaded.apply(answer)
        replayed.extend(loaded.take_events())
    assert replayed == log
    assert loaded.winners == straight.winners


SWEEP = 150  # seeds per game and variant: cheap games, no per-state checks — just that every game ends


GAME_VARIANTS = sorted({(g, v) for g, v, _ in CASES}, key=lambda c: (c[0], c[1] or ""))


@pytest.mark.parametrize(("game_id", "variant"), GAME_VARIANTS)
def test_many_random_games_end_without_an_error(game_id: str, variant: str | None) -> None:
    game = load_game(game_id, variant)
    span = game.max_players - game.min_players + 1
    for seed in range(SWEEP):
        state = State.new(game, game.min_players + seed % span, seed, record=False)
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
