"""Dice, card sides, piles and tokens: the general blocks the zombie location game is made of, run one
effect at a time on a position of that game (its rules are covered by tests/scenarios/zombie-locations/)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from interpreter.content.library import load_spec, resolve_target
from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics
from interpreter.dsl.check import Scope, check
from interpreter.dsl.parser import parse
from interpreter.dsl.vocabulary import Vocabulary
from interpreter.engine import machine
from interpreter.engine.actions import keys
from interpreter.engine.build import load_game
from interpreter.engine.build_checks import vocabulary
from interpreter.engine.code import Builder
from interpreter.engine.compile.dice import minimal_sets, reaches
from interpreter.engine.compile.stmt import StmtCompiler
from interpreter.engine.compile.verbs import VerbCompiler
from interpreter.engine.game import SIDE_SHIFT, Game
from interpreter.engine.position import Placement, Position, build_position
from interpreter.engine.state import FROZEN, State

GAME = "zombie-locations"
BOARD = {
    "stack-1": [Placement("hospital", face_down=True), Placement("park")],
    "stack-2": [Placement("zoo", face_down=True), Placement("school")],
    "stack-3": [Placement("tunnel", face_down=True), Placement("warehouse")],
    "stack-4": [Placement("hotel", face_down=True), Placement("farm")],
    "archetypes:1": [Placement("sprinter"), Placement("medic"), Placement("lookout")],
}


def position(**zones: list[Placement]) -> State:
    return build_position(load_game(GAME), Position(players=2, zones={**BOARD, **zones}, counters={"site:1": 1}))


@cache
def words_of(game_id: str) -> Vocabulary:
    spec = load_spec(resolve_target(game_id), Diagnostics())
    assert spec is not None
    return vocabulary(spec, Diagnostics())


def run(state: State, text: str, *answers: str) -> State:
    """Run one effect of the game's DSL as player 1, answering its decisions in order; the state keeps
    only that effect's frame, so it stops when the effect is done."""
    game: Game = state.game
    diagnostics = Diagnostics()
    source = Located(text)
    parsed = parse(source, "effect", diagnostics)
    node = check(parsed, words_of(GAME), source, diagnostics, Scope(card=True, this=True))
    assert not diagnostics, [str(d) for d in diagnostics]
    builder = Builder("test")
    StmtCompiler(game, VerbCompiler(game, lambda kind, owner, effect: None), builder).effect(node)
    state.stack = [[builder.build(), 0, {"you": 0}]]
    state.pending = None
    state.take_events()
    machine.run(state)
    for answer in answers:
        state.apply(answer)
    return state


def side(state: State, card_id: str) -> int:
    card = next(c for c, d in enumerate(state.game.instances) if state.game.cards[d].id == card_id)
    return (state.flags[card] >> SIDE_SHIFT) + 1


def card_of(state: State, card_id: str) -> int:
    return next(c for c, d in enumerate(state.game.instances) if state.game.cards[d].id == card_id)


@pytest.mark.parametrize(("shown", "opposite"), [(1, 6), (2, 5), (3, 4), (4, 3), (5, 2), (6, 1)])
def test_a_flipped_die_shows_its_opposite_face(shown: int, opposite: int) -> None:
    state = run(position(pool=[Placement("die-1", side=shown)]), "flip a card in the pool")
    assert side(state, "die-1") == opposite


def test_a_two_sided_card_flips_back_and_forth() -> None:
    state = run(position(), "flip all cards of your archetypes")
    assert [side(state, c) for c in ("sprinter", "medic", "lookout")] == [2, 2, 2]
    run(state, "flip all cold cards of your archetypes")
    assert [side(state, c) for c in ("sprinter", "medic", "lookout")] == [1, 1, 1]


def test_a_frozen_die_is_never_re_rolled_until_a_fresh_roll() -> None:
    state = position(pool=[Placement("die-1", side=2), Placement("die-2", side=3)])
    run(state, "turn a card in the pool to side 6, then freeze it", "die-1")
    assert side(state, "die-1") == 6 and state.flags[card_of(state, "die-1")] & FROZEN
    run(state, "reroll any number of cards of the pool")
    assert keys(state) == ["die-2", "stop"]
    state.apply("stop")
    run(state, "reroll all cards of the pool")
    assert side(state, "die-1") == 6  # frozen: untouched
    run(state, "roll all cards of the pool")
    assert not state.flags[card_of(state, "die-1")] & FROZEN  # a fresh roll clears the mark


def test_reroll_any_number_offers_each_set_of_dice_once() -> None:
    dice = [Placement(f"die-{i}", side=1) for i in (1, 2, 3)]
    state = run(position(pool=dice), "reroll any number of cards of the pool")
    assert keys(state) == ["die-1", "die-2", "die-3", "stop"]
    state.apply("die-2")
    assert keys(state) == ["die-3", "stop"]  # only dice after the last one picked: {2, 3} is never {3, 2}
    state.apply("die-3")
    rolled = [e[2] for e in state.take_events() if e[0] == "roll-card"]
    assert [state.game.card_id(c) for c in rolled] == ["die-2", "die-3"]


def test_a_total_is_paid_with_one_die_or_with_dice_none_of_which_could_be_left_out() -> None:
    dice = [
        Placement("die-1", side=6),
        Placement("die-2", side=4),
        Placement("die-3", side=3),
        Placement("die-4", side=2),
    ]
    text = "put up to 2 cards from the pool with a total pips of at least {} into the spent"
    assert keys(run(position(pool=dice), text.format(7))) == [
        "die-1 + die-2",
        "die-1 + die-3",
        "die-1 + die-4",
        "die-2 + die-3",
    ]
    assert keys(run(position(pool=dice), text.format(4))) == ["die-1", "die-2", "die-3 + die-4"]
    same = [Placement("die-1", side=6), Placement("die-2", side=6)]
    assert keys(run(position(pool=same), text.format(4))) == []  # one choice only: taken at once
    assert run(position(pool=same), text.format(13)).cards_in("spent") == []  # nothing reaches 13


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=4, max_size=4), st.integers(1, 6), st.randoms(use_true_random=False))
def test_tokens_are_spread_evenly(start: list[int], count: int, chance: Any) -> None:
    names = ["park", "school", "warehouse", "farm"]
    state = position()
    for name, tokens in zip(names, start, strict=True):
        state.counters[state.cbase[state.game.counter_by_id["freaks"].index] + card_of(state, name)] = tokens
    given_to: list[str] = []

    def note_placed() -> None:  # a card with the fewest may be the only one: placed without a question
        given_to.extend(state.game.card_id(e[2]) for e in state.take_events() if e[0] == "token")

    run(state, f"spread {count} freaks over the cards at each site")
    note_placed()
    while state.pending is not None:
        options = keys(state)
        now = {n: state.counter("freaks", card_of(state, n)) for n in names}
        fresh = [n for n in names if n not in given_to[len(given_to) - len(given_to) % 4 :]] or names
        fewest = min(now[n] for n in fresh)
        assert sorted(options) == sorted(n for n in fresh if now[n] == fewest)
        state.apply(chance.choice(options))
        note_placed()
    placed = {n: state.counter("freaks", card_of(state, n)) - s for n, s in zip(names, start, strict=True)}
    assert sum(placed.values()) == count
    assert max(placed.values()) - min(placed.values()) <= 1  # one each before any card gets a second


def test_piles_at_positions() -> None:
    state = run(position(), "put the card at your site under the stack at your site")
    assert [state.game.card_id(c) for c in state.cards_in("stack-1")] == ["park", "hospital"]
    run(state, "put the bottom card of the stack at your site onto the stack at your site")
    assert [state.game.card_id(c) for c in state.cards_in("stack-1")] == ["hospital", "park"]
    run(state, "spread 1 freak over the cards at each site from your site - 1 to your site + 1", "school")
    assert state.counter("freaks", card_of(state, "school")) == 1  # sites 0 (none) to 2: the Park and the School


def test_the_same_space_and_within() -> None:
    state = position()
    state.counters[state.cbase[state.game.counter_by_id["site"].index] + 1] = 2
    state.counters[state.cbase[state.game.counter_by_id["stage"].index] + 0] = 2  # upper right of the Park
    state.counters[state.cbase[state.game.counter_by_id["stage"].index] + 1] = 1  # upper left of the School
    for who in (0, 1):
        state.counters[state.cbase[state.game.counter_by_id["centre"].index] + who] = 0
    run(state, "if an opponent has the same space as you: gain 1 brains")
    assert state.counter("brains", 0) == 1  # the corner two neighbouring cards share
    run(state, "if an opponent is within 1 location of you: gain 1 brains")
    assert state.counter("brains", 0) == 2


@pytest.mark.parametrize(
    ("game", "text", "message"),
    [
        (GAME, "spread 1 point over the cards at each site", "'point' is not a counter on cards (tokens)"),
        (GAME, "remove 1 brains from all cards of your archetypes", "'brains' is not a counter on cards (tokens)"),
        (GAME, "if you have the same deck as you: gain 1 brains", "'deck' is not a number each player has"),
        (GAME, "put up to 2 cards from the pool with a total colour of at least 3 into the spent", "is not a number"),
        ("frozen2", "if the stack at 1 is empty: draw 1 card", "'the stack at …' needs a position counter"),
        ("frozen2", "spread 1 point over the cards at each road", "'road' has no piles or cards at its positions"),
    ],
)
def test_mistakes_are_reported_where_they_are(game: str, text: str, message: str) -> None:
    diagnostics = Diagnostics()
    source = Located(text)
    node = parse(source, "effect", diagnostics)
    if node is not None:
        check(node, words_of(game), source, diagnostics, Scope())
    assert any(message in str(d) for d in diagnostics), [str(d) for d in diagnostics]


def test_a_window_also_opens_at_other_windows() -> None:
    game = load_game(GAME)
    before = game.window_abilities["before-roll"]
    medic = next(c.index for c in game.cards if c.id == "medic")  # an "any time" ability
    assert any(medic in by_card for by_card in before.values())
    assert not load_game(GAME).windows["before-roll"].also


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(-3, 7), max_size=6), st.integers(0, 7), st.integers(-5, 20))
def test_a_total_is_reachable_exactly_when_a_set_is_offered(numbers: list[int], most: int, target: int) -> None:
    """`put at most N cards … adding up to at least T` asks whether it can be done without listing
    the sets: the answer must be the listing's, for any numbers (negative ones too)."""
    cards = list(range(len(numbers)))
    limit = min(most, len(cards))
    sets = minimal_sets(cards, dict(zip(cards, numbers, strict=True)), limit, target)
    assert reaches(numbers, limit, target) == bool(sets)
    for group in sets:  # and every set offered reaches the total, none with a card to spare
        total = sum(numbers[c] for c in group)
        assert len(group) <= limit and total >= target
        assert len(group) == 1 or total - min(numbers[c] for c in group) < target
