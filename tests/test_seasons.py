"""Seasons properties over random games (2–4 players): the limits the seed insists on hold in every
state, energy stored on a card never outlives its place in play, and the games really exercise the
power cards. (The checks every game shares are in test_conformance.py.)"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from interpreter.engine.build import load_game
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.position import Placement, Position, build_position
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.engine.view import view
from tests.helpers import rulebook

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
            grimoire = any(game.card_id(c) == "bespelled-grimoire" for c in in_play(state, player))
            assert energy(state, player) <= 7 + 3 * grimoire, (
                "the reserve holds at most 7 (10 with a Grimoire: two do not stack)"
            )
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
    power = {c.id for c in game.cards if c.properties.get("card-number", 0) >= 1}
    for seed in range(160):  # the dearest cards (6 energy) come into play in a few random games only
        if power <= entered:
            break
        state = State.new(game, 4, 100 + seed, record=True)
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
            for event in state.take_events():
                if event[0] == "move" and state.zslot[event[5]][0] == tableau:
                    entered.update(game.card_id(c) for c in event[3])
    assert len(power) == 50
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


def test_the_box_is_the_real_one_hundred_cards() -> None:
    game = load_game("seasons")
    power = [i for i in game.instances if game.cards[i].properties.get("card-number")]
    numbers = sorted(game.cards[i].properties["card-number"] for i in power)
    assert numbers == sorted(list(range(1, 51)) * 2)
    deck = game.zone_by_id["deck"].index
    assert all(game.start_zone[i] == deck for i, d in enumerate(game.instances) if d in set(power))


def test_a_card_shown_reaches_every_players_view_and_log() -> None:
    """Vampiric Crown: the card drawn into a hidden hand is shown — the opponent's view and log name it
    until it moves again."""
    game = load_game("seasons")
    state = build_position(
        game,
        Position(
            players=2,
            active=0,
            rest="box",
            zones={
                "die-slot:1": [Placement("winter-die-3", side=3)],  # 1 water, 1 air
                "die-slot:2": [Placement("winter-die-1")],
                "pool": [Placement("winter-die-2")],
                "hand:1": [Placement("vampiric-crown")],
                "deck": [Placement("purse-of-io")],
            },
            counters={"gauge:1": 1},
        ),
    )
    state.take_events()
    state.apply("play vampiric-crown")
    while state.pending is not None and state.pending.kind == "gain-kind":
        state.apply("earth")
    seen = [event_json(state, raw, 1) for raw in state.take_events()]
    assert {"event": "show", "player": 1, "card": "purse-of-io", "zone": "hand:1"} in seen
    assert view(state, 1)["zones"]["hand:1"] == {"hidden": 1, "shown": ["purse-of-io"]}
    assert "shown" not in view(state, 1)["zones"]["deck"]


@pytest.mark.parametrize("first", [1, 2, 3])
def test_the_first_player_is_chosen_at_setup(first: int) -> None:
    """The youngest player starts (seed 004): a seat chosen at setup, seat 1 when nobody says."""
    game = load_game("seasons")
    state = State.new(game, 3, 5, first=first - 1)
    chooser = Rng(first)
    while state.turn == 0:  # the draft and the first roll: then the first turn is the first player's
        state.apply(chooser.below(state.num_actions()))
    assert state.active == first - 1
    assert State.new(game, 3, 5).first == 0


def test_the_first_player_is_a_command_line_choice_kept_in_the_log(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    played = rulebook("play", "seasons", "--seed", "3", "--first-player", "2", "--log", str(log), "--json")
    assert played.returncode == 0, played.stderr
    lines = log.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["first_player"] == 2
    first_turn = next(json.loads(line) for line in lines if '"event":"turn"' in line)
    assert first_turn["player"] == 2
    assert rulebook("replay", str(log)).returncode == 0
    refused = rulebook("play", "seasons", "--first-player", "3")
    assert refused.returncode == 1 and "--first-player" in refused.stderr


@pytest.mark.parametrize(
    ("in_play", "card", "counters", "kind"),
    [
        (
            ["amulet-of-water"],
            "olafs-blessed-statue",
            {"gauge:1": 2, "water:1": 1, "water-held:amulet-of-water": 3},
            "pay-kind",
        ),
        (
            ["hand-of-fortune"],
            "yjangs-forgotten-vase",
            {"gauge:1": 2, "water:1": 1, "earth:1": 1, "fire:1": 1},
            "waive",
        ),
    ],
)
def test_a_clone_paying_a_price_leaves_the_original_alone(
    in_play: list[str], card: str, counters: dict[str, int], kind: str
) -> None:
    """The units still owed live in the env of the frame that pays them: a clone's payment must not
    pay for the original too (values in an env are replaced, never changed in place)."""
    game = load_game("seasons")
    state = build_position(
        game,
        Position(
            players=2,
            rest="box",
            zones={
                "die-slot:1": [Placement("winter-die-4", side=5)],  # 6 crystals, no energy
                "die-slot:2": [Placement("winter-die-1")],
                "pool": [Placement("winter-die-3")],
                "tableau:1": [Placement(card) for card in in_play],
                "hand:1": [Placement(card)],
            },
            counters=counters,
        ),
    )
    state.apply(f"play {card}")
    assert state.pending is not None and state.pending.kind == kind
    before = json.dumps(state.to_json())
    for option in range(state.num_actions()):
        copy = state.clone()
        while copy.pending is not None and copy.pending.kind == kind:
            copy.apply(option if copy.num_actions() > option else 0)
        assert json.dumps(state.to_json()) == before
    state.apply(0)
    while state.pending is not None and state.pending.kind in ("pay-kind", "waive"):
        state.apply(0)
    assert [game.card_id(c) for c in state.cards_in("tableau", 0)] == [*in_play, card]
