"""The game API (OpenSpiel-like), hidden information, agents, and runaway rules."""

from __future__ import annotations

import pytest

from interpreter.agents import Decision, FirstAgent, RandomAgent, make_agents
from interpreter.engine.build import load_game
from interpreter.engine.position import Placement, Position, build_position
from interpreter.engine.state import State
from interpreter.engine.view import view
from interpreter.errors import IllegalActionError, RulebookError
from interpreter.session import play
from tests.helpers import ROOT

RUNAWAY = ROOT / "tests" / "fixtures" / "runaway" / "rules"


def test_api_shape() -> None:
    game = load_game("frozen2")
    state = State.new(game, 3, 2)
    assert state.current_player == 0 and not state.is_terminal
    actions = state.legal_actions()
    assert actions and [a.index for a in actions] == list(range(len(actions)))
    assert any(a.key == "draw" for a in actions)
    assert state.returns() == [0.0, 0.0, 0.0]
    state.apply("draw")
    assert state.current_player == 1
    with pytest.raises(IllegalActionError, match="not a legal action"):
        state.apply("draw 7 cards")
    with pytest.raises(IllegalActionError):
        state.apply(999)


def test_returns_at_the_end() -> None:
    game = load_game("frozen2")
    state = State.new(game, 2, 3)
    agent = RandomAgent(3, 0)
    while not state.is_terminal:
        state.apply(agent.rng.below(state.num_actions()))
    assert state.current_player == -1 and state.legal_actions() == []
    assert sum(state.returns()) == len(state.winners or ())
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(0)


def test_player_counts_are_checked() -> None:
    with pytest.raises(ValueError, match="2–4 players"):
        State.new(load_game("frozen2"), 5, 0)


def test_view_hides_other_hands_and_the_deck() -> None:
    state = State.new(load_game("frozen2"), 3, 5)
    seen = view(state, 0)
    assert isinstance(seen["zones"]["hand:1"], list) and len(seen["zones"]["hand:1"]) == 5
    assert seen["zones"]["hand:2"] == {"hidden": 5}
    assert seen["zones"]["deck"] == {"hidden": len(state.cards_in("deck"))}
    assert isinstance(seen["zones"]["road"], list)
    assert view(state, None)["zones"]["hand:2"] == [state.game.card_id(c) for c in state.cards_in("hand", 1)]


def test_agents_only_see_their_own_view() -> None:
    seen: list[Decision] = []

    class Spy(FirstAgent):
        def choose(self, decision: Decision) -> int:
            seen.append(decision)
            return 0

    game = load_game("frozen2")
    play(game, 3, 2, [Spy(), Spy(), Spy()])
    assert seen
    for decision in seen:
        for place, cards in decision.view["zones"].items():
            if place.startswith("hand:") and place != f"hand:{decision.player + 1}":
                assert cards == {"hidden": len(cards["hidden"] * [0])}, (decision.player, place)


def test_same_seed_same_game_different_seed_different_game() -> None:
    game = load_game("frozen2")
    results = [play(game, 3, seed, make_agents("random", 3, seed)) for seed in (8, 8, 9)]
    assert results[0].summary() == results[1].summary()
    assert results[0].state.to_json() == results[1].state.to_json()
    assert results[0].state.to_json() != results[2].state.to_json()


def test_position_builder_places_cards_and_resumes_play() -> None:
    game = load_game("frozen2")
    state = build_position(
        game,
        Position(
            players=2,
            active=1,
            turn=4,
            zones={
                "road": [Placement("elsa-anna")],
                "hand:1": [Placement("olaf-sven")],
                "hand:2": [Placement("anna-olaf"), Placement("elsa-nokk")],
            },
        ),
    )
    assert state.turn == 4 and state.active == 1 and state.current_player == 1
    assert {a.key for a in state.legal_actions()} == {"play anna-olaf right", "play elsa-nokk left", "draw"}
    with pytest.raises(RulebookError, match="no more copies"):
        build_position(game, Position(players=2, zones={"hand:1": [Placement("elsa-anna")] * 3}))


@pytest.mark.parametrize(
    ("game", "message", "line"),
    [
        ("extra-turns", "more than 100 turns in a row", 13),  # the rule that gives the extra turn
        ("endless", "did not end within 50 turns", 17),  # the end rule that never holds
        ("huge-repeat", "repeat 1000000000 times", 13),
        ("loop-choice", "did not finish after 500 steps", 13),
        ("divide-by-zero", "divided by 0", 13),
        ("mod-zero", "'mod 0'", 13),
    ],
)
def test_runaway_rules_stop_with_a_clear_error_at_the_rule(game: str, message: str, line: int) -> None:
    loaded = load_game(str(RUNAWAY / game))
    with pytest.raises(RulebookError, match=message) as raised:
        state = State.new(loaded, 2, 0)
        while not state.is_terminal:
            state.apply(0)
    mark = raised.value.mark
    assert mark is not None and mark.path.endswith(f"{game}/game.yaml") and mark.line == line, mark


def test_every_event_the_engine_writes_is_known_to_scenario_checks() -> None:
    """`EVENT_FIELDS` (what scenario files are checked against) names every event `event_json` makes."""
    import inspect
    import re

    from interpreter.engine import events

    made = set(re.findall(r'"event": "([a-z-]+)"', inspect.getsource(events.event_json)))
    made |= set(re.findall(r'"event": "([a-z-]+)"', inspect.getsource(events)))
    assert made - set(events.EVENT_FIELDS) == set()
