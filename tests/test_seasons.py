"""Seasons properties over random games (2–4 players): the limits the seed insists on hold in every
state, energy stored on a card never outlives its place in play, and the games really exercise the
power cards. (The checks every game shares are in test_conformance.py.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State

GAMES = [(players, seed) for players in (2, 3, 4) for seed in range(4)]


def random_game(game: Game, players: int, seed: int) -> Iterator[State]:
    state = State.new(game, players, seed)
    chooser = Rng(seed * 7 + players)
    while not state.is_terminal:
        yield state
        state.apply(chooser.below(state.num_actions()))
    yield state


def energy(state: State, player: int) -> int:
    return sum(state.counter(kind, player) for kind in ("water", "earth", "fire", "air"))


def stored(state: State, card: int) -> int:
    return sum(state.counter(f"{kind}-held", card) for kind in ("water", "earth", "fire", "air"))


def in_play(state: State, player: int) -> list[int]:
    return state.cards_in("tableau", player)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_reserve_gauge_and_bonus_limits_hold_in_every_state(players: int, seed: int) -> None:
    game = load_game("seasons")
    for state in random_game(game, players, seed):
        for player in range(players):
            grimoires = sum(1 for c in in_play(state, player) if game.card_id(c) == "bespelled-grimoire")
            assert energy(state, player) <= 7 + 3 * grimoires, "the reserve holds at most 7 (10 with the Grimoire)"
            assert 0 <= state.counter("gauge", player) <= 15, "the summoning gauge runs from 0 to 15"
            assert 0 <= state.counter("bonuses", player) <= 3, "at most 3 bonuses per game"
            assert state.counter("crystals", player) >= 0
        playing = {c for p in range(players) for c in in_play(state, p)}
        for card in range(len(game.instances)):
            if card not in playing:
                assert stored(state, card) == 0, f"{game.card_id(card)} keeps energy outside play"
    assert state.is_terminal and state.counter("year") == 4, "the game ends when the third year is over"


def test_random_games_summon_every_power_card() -> None:
    """Guards against a card that can never come into play (a price or play_if that never holds)."""
    game = load_game("seasons")
    tableau = game.zone_by_id["tableau"].index
    entered: set[str] = set()
    power = {c.id for c in game.cards if c.properties.get("card-number", 0) >= 25}
    for seed in range(120):  # the dearest cards (6 energy) come into play in a few random games only
        if power <= entered:
            break
        state = State.new(game, 4, 100 + seed, record=True)
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
            for event in state.take_events():
                if event[0] == "move" and state.zslot[event[5]][0] == tableau:
                    entered.update(game.card_id(c) for c in event[3])
    power = {c.id for c in game.cards if c.properties.get("card-number", 0) >= 25}
    assert len(power) == 26
    assert power - entered == set()


@pytest.mark.parametrize(("players", "seed"), GAMES[::3])
def test_no_energy_token_appears_or_vanishes_without_an_event(players: int, seed: int) -> None:
    """Every change of a player's energy is a logged gain, loss, payment or discard: a ledger kept from
    the events alone always equals the reserve."""
    game = load_game("seasons")
    kinds = {game.counter_by_id[k].index for k in ("water", "earth", "fire", "air", "crystals")}
    state = State.new(game, players, seed, record=True)
    ledger = {(i, p): state.counters[state.cbase[i] + p] for i in kinds for p in range(players)}
    chooser = Rng(seed)
    while not state.is_terminal:
        state.apply(chooser.below(state.num_actions()))
        for event in state.take_events():
            if event[0] == "count" and event[3] in kinds:
                _, _, owner, index, change, new = event
                assert ledger[(index, owner)] + change == new, f"an unlogged change before {event}"
                ledger[(index, owner)] = new
        for (index, player), value in ledger.items():
            assert state.counters[state.cbase[index] + player] == value, f"{game.counters[index].id} changed silently"
