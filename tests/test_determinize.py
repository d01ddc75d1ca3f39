"""A state one seat could believe in: its view kept, the hidden cards re-dealt by origin, the
future re-seeded — and nothing of the truth it could not see left in the sample."""

from __future__ import annotations

from collections import Counter

import pytest

from interpreter.engine.actions import describe
from interpreter.engine.build import load_game
from interpreter.engine.determinize import determinize, hidden_places
from interpreter.engine.rng import Rng
from interpreter.engine.state import FACE_DOWN, State
from interpreter.engine.view import view


def midgame(game_id: str, players: int, seed: int, decisions: int) -> State:
    state = State.new(load_game(game_id), players, seed, record=False)
    chooser = Rng(seed)
    for _ in range(decisions):
        if state.is_terminal:
            break
        state.apply(chooser.below(state.num_actions()))
    assert not state.is_terminal
    return state


def hidden_choice(game_id: str, players: int) -> State:
    """The first decision of random games that picks among face-down cards of another player."""
    game = load_game(game_id)
    for seed in range(40):
        state = State.new(game, players, seed, record=False)
        chooser = Rng(seed)
        while not state.is_terminal:
            kinds = [describe(state, i)[0] for i in range(state.num_actions())]
            if "hidden" in kinds and hidden_places(state, state.current_player):
                return state
            state.apply(chooser.below(state.num_actions()))
    raise AssertionError("no such decision in 40 games")


CASES = [("frozen2", 3, 4, 12), ("talespin", 2, 0, 67), ("talespin", 4, 2, 40), ("seasons", 2, 1, 60)]


@pytest.mark.parametrize(("game_id", "players", "seed", "decisions"), CASES)
def test_the_seat_sees_the_same_game(game_id: str, players: int, seed: int, decisions: int) -> None:
    state = midgame(game_id, players, seed, decisions)
    seat = state.current_player
    sample = determinize(state, seat, 11)
    assert view(sample, seat) == view(state, seat)
    assert sample.pending is not None and state.pending is not None
    assert sample.pending.player == seat and len(sample.pending.options) == len(state.pending.options)
    for slot, cards in enumerate(sample.zones):  # a consistent state: every card where `loc` says
        assert all(sample.loc[card] == slot for card in cards)
    assert sorted(c for z in sample.zones for c in z) == list(range(len(state.game.instances)))


@pytest.mark.parametrize(("game_id", "players", "seed", "decisions"), CASES)
def test_hidden_cards_are_redealt_among_cards_of_the_same_origin(
    game_id: str, players: int, seed: int, decisions: int
) -> None:
    state = midgame(game_id, players, seed, decisions)
    seat = state.current_player
    places = hidden_places(state, seat)
    assert places, "every case has cards this seat cannot see"
    origin = state.game.start_zone
    samples = [determinize(state, seat, s) for s in range(8)]
    for sample in samples:
        for slot, i in places:
            assert origin[sample.zones[slot][i]] == origin[state.zones[slot][i]]
            assert bool(sample.flags[sample.zones[slot][i]] & FACE_DOWN) == bool(
                state.flags[state.zones[slot][i]] & FACE_DOWN
            )
        seen = {(slot, i) for slot, i in places}
        for slot, cards in enumerate(state.zones):  # what the seat sees does not move
            for i, card in enumerate(cards):
                if (slot, i) not in seen:
                    assert sample.zones[slot][i] == card
    dealt = {tuple(sample.zones[slot][i] for slot, i in places) for sample in samples}
    assert len(dealt) > 1, "different seeds deal the hidden cards differently"


@pytest.mark.parametrize(("game_id", "players", "seed", "decisions"), CASES)
def test_the_sample_depends_only_on_the_view_and_the_seed(
    game_id: str, players: int, seed: int, decisions: int
) -> None:
    state = midgame(game_id, players, seed, decisions)
    seat = state.current_player
    other_truth = determinize(state, seat, 99)  # the same view, other hidden cards, another future
    assert other_truth.zones != state.zones and other_truth.rng != state.rng
    for s in (1, 2, 3):
        one, two = determinize(state, seat, s), determinize(other_truth, seat, s)
        assert one.zones == two.zones and one.flags == two.flags and one.rng == two.rng
        assert one.pending == two.pending


def test_the_future_is_reseeded() -> None:
    state = midgame("frozen2", 2, 3, 6)
    seat = state.current_player
    assert determinize(state, seat, 5).rng != state.rng
    assert determinize(state, seat, 5).rng == determinize(state, seat, 5).rng
    assert determinize(state, seat, 5).rng != determinize(state, seat, 6).rng


def test_an_option_naming_a_hidden_card_follows_its_place() -> None:
    """The attacker picks which of the defender's face-down cargo to reveal: "face-down card 1"
    must stay the first face-down card of the sample, whatever card now lies there."""
    state = hidden_choice("talespin", 2)
    moved = 0
    for s in range(12):
        sample = determinize(state, state.current_player, s)
        count = state.num_actions()
        assert [describe(sample, i) for i in range(count)] == [describe(state, i) for i in range(count)]
        moved += sample.pending != state.pending
    assert moved, "the revealed card is not always the true one"


def test_the_sample_plays_to_the_end() -> None:
    for game_id, players, seed, decisions in CASES:
        sample = determinize(midgame(game_id, players, seed, decisions), 0, 3)
        chooser = Rng(1)
        while not sample.is_terminal:
            sample.apply(chooser.below(sample.num_actions()))
        assert sample.winners is not None


def test_a_seat_sees_all_its_own_cards() -> None:
    state = midgame("talespin", 2, 0, 67)
    for seat in range(2):
        places = hidden_places(state, seat)
        hand = state.slot(state.game.zone_by_id["hand"].index, seat)
        assert not any(slot == hand for slot, _ in places)
        assert Counter(slot for slot, _ in places)  # and something else is hidden
