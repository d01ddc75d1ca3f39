"""Frozen 2 properties over many random games: the rules really get exercised, and a save taken
in the middle of an effect resumes. (The checks every game shares are in test_conformance.py.)"""

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
