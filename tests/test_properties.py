"""Properties over many random full games, for every player count and variant.

- every game ends (no game hits a safety limit);
- cards are never lost or duplicated across zones;
- clone → apply gives the same result as apply on the original, and leaves the original untouched;
- save → load → continue gives the same log as an uninterrupted game.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State

VARIANTS = [None, "simple", "four-powers"]
SEEDS = range(40)


def games() -> Iterator[tuple[str | None, int, int]]:
    for variant in VARIANTS:
        for players in (2, 3, 4):
            for seed in SEEDS:
                yield variant, players, seed


def random_game(game: Game, players: int, seed: int, record: bool = False) -> Iterator[State]:
    """Yield the state before every decision of a seeded random game, then the final state."""
    state = State.new(game, players, seed, record=record)
    chooser = Rng(seed + 17)
    while not state.is_terminal:
        yield state
        state.apply(chooser.below(state.num_actions()))
    yield state


def assert_cards_conserved(state: State) -> None:
    everywhere = sorted(card for zone in state.zones for card in zone)
    assert everywhere == list(range(len(state.game.instances))), "a card was lost or duplicated"
    for slot, cards in enumerate(state.zones):
        for card in cards:
            assert state.loc[card] == slot


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v or "standard")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_conserve_cards(variant: str | None, players: int) -> None:
    game = load_game("frozen2", variant)
    for seed in SEEDS:
        final = None
        for state in random_game(game, players, seed):
            assert_cards_conserved(state)
            final = state
        assert final is not None and final.is_terminal
        assert final.winners, "someone wins every game (a tie shares the win)"
        assert final.turn < 500 or final.winners is not None


def test_games_reach_every_power_and_variant_rule() -> None:
    """The random games above really exercise the rules (guards against a silently dead rule)."""
    game = load_game("frozen2")
    resolved: set[str] = set()
    ends: set[str] = set()
    for seed in range(60):
        state = State.new(game, 3, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
            for event in state.take_events():
                if event[0] == "resolve":
                    resolved.add(event[3])
                if event[0] == "end":
                    ends.add(event[2])
    assert resolved == {"elsa", "anna", "olaf", "sven", "mountains", "mattias", "kristoff", "nokk"}
    assert "empty-hand" in ends


@pytest.mark.parametrize("players", [2, 3, 4])
def test_clone_then_apply_equals_apply(players: int) -> None:
    game = load_game("frozen2")
    for seed in range(15):
        for state in random_game(game, players, seed):
            if state.is_terminal:
                break
            n = state.num_actions()
            index = (seed * 7 + state.turn) % n
            before = json.dumps(state.to_json())
            copy = state.clone()
            copy.apply(index)
            assert json.dumps(state.to_json()) == before, "applying to a clone changed the original"
            other = state.clone()
            other.apply(index)
            assert json.dumps(copy.to_json()) == json.dumps(other.to_json())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_load_continue_gives_the_same_log(players: int) -> None:
    game = load_game("frozen2")
    for seed in range(10):
        straight = State.new(game, players, seed)
        chooser = Rng(seed)
        log: list[object] = list(straight.take_events())
        answers = []
        while not straight.is_terminal:
            answers.append(chooser.below(straight.num_actions()))
            straight.apply(answers[-1])
            log.extend(straight.take_events())
        cut = len(answers) // 2
        resumed = State.new(game, players, seed)
        replayed: list[object] = list(resumed.take_events())
        for answer in answers[:cut]:
            resumed.apply(answer)
            replayed.extend(resumed.take_events())
        saved = json.dumps(resumed.to_json())
        loaded = State.from_json(game, json.loads(saved))
        for answer in answers[cut:]:
            loaded.apply(answer)
            replayed.extend(loaded.take_events())
        assert replayed == log
        assert loaded.winners == straight.winners


def test_save_in_the_middle_of_an_effect() -> None:
    """Kristoff asks twice inside one power: a save between the two questions resumes correctly."""
    game = load_game("frozen2")
    for seed in range(200):
        state = State.new(game, 3, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            if state.pending is not None and state.pending.kind == "give-to" and len(state.stack) > 2:
                frames = [frame[0].id for frame in state.stack]
                assert "symbol:kristoff:power" in frames
                loaded = State.from_json(game, json.loads(json.dumps(state.to_json())))
                assert loaded.legal_actions() == state.legal_actions()
                loaded.apply(0)
                state.apply(0)
                assert loaded.to_json() == state.to_json()
                return
            state.apply(chooser.below(state.num_actions()))
    pytest.fail("no game reached a Kristoff decision")
