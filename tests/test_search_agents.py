"""Search agents: they decide from what their seat may know, and they play better than chance."""

from __future__ import annotations

import pytest

from interpreter.agents import GreedyAgent, TreeSearchAgent, make_agents
from interpreter.agents.search import leaders, values
from interpreter.engine.determinize import determinize
from interpreter.errors import RulebookError
from interpreter.simulate.decisions import lazy_decision
from interpreter.simulate.pool import run_tasks
from interpreter.simulate.stats import summarize
from interpreter.simulate.task import Task, fingerprint
from tests.test_determinize import midgame

CASES = [("frozen2", 3, 4, 12), ("talespin", 2, 0, 67), ("seasons", 2, 1, 60)]


@pytest.mark.parametrize(("game_id", "players", "seed", "decisions"), CASES)
def test_ismcts_chooses_the_same_whatever_the_hidden_cards(
    game_id: str, players: int, seed: int, decisions: int
) -> None:
    truth = midgame(game_id, players, seed, decisions)
    seat = truth.current_player
    other_truth = determinize(truth, seat, 1234)  # what the seat sees is the same; the rest differs
    assert other_truth.zones != truth.zones
    for make in (lambda: TreeSearchAgent(5, seat, 12, 30, informed=True), lambda: GreedyAgent(5, seat)):
        one = make().choose(lazy_decision(truth, 0))
        two = make().choose(lazy_decision(other_truth, 0))
        assert one == two


def test_the_open_mcts_reads_the_real_state() -> None:
    """`mcts` is for perfect information: it plans on the state itself, so it may differ."""
    truth = midgame("frozen2", 2, 3, 4)
    agent = TreeSearchAgent(1, truth.current_player, 8, None, informed=False)
    assert 0 <= agent.choose(lazy_decision(truth, 0)) < truth.num_actions()


def test_unfinished_games_are_judged_from_the_end_rules() -> None:
    checked = 0
    for seed in range(6):
        state = midgame("frozen2", 2, seed, 3)
        hands = [len(state.cards_in("hand", p)) for p in range(2)]
        if hands[0] != hands[1]:  # "the fewest cards in hand" wins a long game
            ahead = leaders(state)
            assert ahead == (hands.index(min(hands)),)
            assert values(state) == [1.0 if p in ahead else 0.0 for p in range(2)]
            checked += 1
    assert checked


def test_agent_specs() -> None:
    agents = make_agents("mcts:20:5,ismcts,greedy", 3, 0)
    assert [a.name for a in agents] == ["mcts:20:5", "ismcts:100", "greedy"]
    for bad in ("mcts:x", "mcts:0", "mcts:1:2:3", "alphazero"):
        with pytest.raises(RulebookError):
            make_agents(bad, 2, 0)


def test_mcts_beats_random_at_frozen2() -> None:
    """A small sample (the README reports the full runs): seats rotate, same seeds every run."""
    mark = fingerprint("frozen2")
    seats = [("mcts:25", "random"), ("random", "mcts:25")]
    tasks = [Task(mark, "frozen2", None, 2, seats[s % 2], s) for s in range(6)]
    summary = summarize(run_tasks(tasks))
    assert summary.by_agent["mcts:25"].wins >= 5, summary.by_agent
