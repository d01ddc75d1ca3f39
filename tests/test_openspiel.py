"""Every game and variant as an OpenSpiel game: OpenSpiel's own random-simulation test and its
MCTS bot run on each."""

from __future__ import annotations

import json

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the open-spiel wheel is not installed")

from open_spiel.python.algorithms import mcts  # noqa: E402

from interpreter.content.library import game_ids  # noqa: E402
from interpreter.engine.build import load_game  # noqa: E402
from interpreter.openspiel import register_all, short_name  # noqa: E402

NAMES = register_all()


def test_every_game_and_variant_is_registered() -> None:
    expected = [short_name(g, v) for g in game_ids() for v in [None, *(str(x.id) for x in load_game(g).model.variants)]]
    assert expected == NAMES and "rulebook_frozen2_four_powers" in NAMES
    assert set(NAMES) <= set(pyspiel.registered_names())


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_random_simulation(name: str) -> None:
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_mcts_bot_plays(name: str) -> None:
    """OpenSpiel's MCTS bot takes seat 1's first decisions; the others play at random to the end."""
    game = pyspiel.load_game(name, {"seed": 3})
    bot = mcts.MCTSBot(
        game,
        uct_c=2.0,
        max_simulations=6,
        evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
        random_state=np.random.RandomState(1),
    )
    chooser = np.random.RandomState(2)
    state = game.new_initial_state()
    asked = 0
    while not state.is_terminal():
        if state.current_player() == 0 and asked < 3:
            action = bot.step(state)
            asked += 1
        else:
            action = chooser.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply_action(action)
    assert asked > 0 and len(state.returns()) == game.num_players()


def test_observations_are_each_players_view() -> None:
    game = pyspiel.load_game("rulebook_frozen2", {"players": 3, "seed": 1})
    state = game.new_initial_state()
    mine = json.loads(state.observation_string(0))
    theirs = json.loads(state.observation_string(1))
    assert isinstance(mine["zones"]["hand:1"], list) and set(mine["zones"]["hand:2"]) == {"hidden"}
    assert isinstance(theirs["zones"]["hand:2"], list) and theirs["zones"]["hand:1"] == {
        "hidden": len(mine["zones"]["hand:1"])
    }
    tensor = np.array(state.observation_tensor(0))
    assert tensor.shape == tuple(game.observation_tensor_shape()) and tensor.sum() > 0
    assert state.observation_tensor(0) != state.observation_tensor(1)


def test_the_seed_is_a_parameter_and_actions_are_keys() -> None:
    one = pyspiel.load_game("rulebook_frozen2", {"seed": 1}).new_initial_state()
    two = pyspiel.load_game("rulebook_frozen2", {"seed": 2}).new_initial_state()
    assert one.observation_string(0) != two.observation_string(0)
    assert "draw" in [one.action_to_string(0, a) for a in one.legal_actions()]
    copy = one.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert copy.history() != one.history() and one.history() == []
