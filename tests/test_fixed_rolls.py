"""A scenario's `rolls:` fixes what dice show next: the roll takes the fixed result, the stream moves on as if
it had rolled, and the fixed results travel with the state (clone, save) but not into a search agent's copy."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from interpreter.engine import rng
from interpreter.engine.build import load_game
from interpreter.engine.position import fixed_rolls
from interpreter.engine.state import State
from interpreter.errors import RulesError


@dataclass
class Holder:
    rng: int = rng.seed_state(7)
    streams: dict[str, int] = field(default_factory=dict)
    fixed: dict[str, list[int]] = field(default_factory=dict)


def test_a_fixed_roll_replaces_the_stream_value_and_the_next_rolls_are_the_seeds() -> None:
    free, fixed = Holder(), Holder(fixed={"roll:die": [5, 0]})
    unfixed = [rng.roll(free, "roll:die", 6) for _ in range(6)]
    rolled = [rng.roll(fixed, "roll:die", 6) for _ in range(6)]
    assert rolled[:2] == [5, 0]
    assert rolled[2:] == unfixed[2:]
    assert fixed.fixed == {} and fixed.streams == free.streams


def test_a_card_id_fixes_any_copy_and_a_copy_number_only_that_copy() -> None:
    holder = Holder(fixed={"roll:d6": [1, 2], "roll:d6#3": [4]})
    assert rng.roll(holder, "roll:d6#3", 6) == 4  # its own first
    assert rng.roll(holder, "roll:d6#3", 6) == 1  # then any copy's
    assert rng.roll(holder, "roll:d6#1", 6) == 2
    assert holder.fixed == {}
    assert rng.roll(Holder(fixed={"roll:d6#3": [4]}), "roll:d6#1", 6) == rng.roll(Holder(), "roll:d6#1", 6)


def test_fixed_rolls_are_read_from_faces_for_dice_and_from_sides_for_cards() -> None:
    talespin, gaslands = load_game("talespin"), load_game("gaslands")
    assert fixed_rolls(talespin, {"die": [6, 1]}) == {"roll:die": [5, 0]}
    assert fixed_rolls(gaslands, {"d6": [6], "d6#2": [1, 3]}) == {"roll:d6": [5], "roll:d6#2": [0, 2]}
    with pytest.raises(RulesError, match="has no face 7: it shows 1, 2, 3, 4, 5, 6"):
        fixed_rolls(talespin, {"die": [7]})
    with pytest.raises(RulesError, match="not a die"):
        fixed_rolls(gaslands, {"blue-buggy": [1]})
    with pytest.raises(RulesError, match="unknown die or card 'd6#13'"):
        fixed_rolls(gaslands, {"d6#13": [1]})


def test_fixed_rolls_are_kept_by_clone_and_save_and_forgotten_by_reseed() -> None:
    game = load_game("talespin")
    state = State.new(game, 2, 3, fixed={"roll:die": [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]})
    while len(state.fixed["roll:die"]) == 12:  # play on until the die has rolled
        state.apply(0)
    left = state.fixed["roll:die"]
    assert left == [1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]
    copy = state.clone()
    copy.fixed["roll:die"].pop()
    assert state.fixed["roll:die"] == left and len(copy.fixed["roll:die"]) == len(left) - 1
    assert State.from_json(game, state.to_json()).fixed == state.fixed
    searched = state.clone()
    searched.reseed(99)
    assert searched.fixed == {} and state.fixed["roll:die"] == left


def test_a_fixed_roll_of_a_one_sided_die_draws_nothing_from_the_stream() -> None:
    holder = Holder(fixed={"roll:coin": [0]})
    assert rng.roll(holder, "roll:coin", 1) == 0 and holder.streams == {}
