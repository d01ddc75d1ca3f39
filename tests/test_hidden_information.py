"""A human at the terminal sees only their own seat's view: every game is played with a scripted human
seat through `rulebook play`, and no card that seat never saw may be named in what it is shown — the
terminal, or the log written next to it. `--view all` is the explicit spectator's view."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from interpreter.agents import make_agents
from interpreter.engine.build import load_game
from interpreter.engine.events import event_json
from interpreter.engine.game import Game
from interpreter.engine.state import State
from interpreter.engine.view import view
from interpreter.render.words import name_of
from tests.helpers import changed_copy, rulebook

GAMES = [("frozen2", None, 3, 4), ("talespin", None, 2, 5), ("talespin", "solo", 1, 4), ("seasons", None, 2, 2)]


def _ids(seen: Any) -> set[str]:
    """Every card id named anywhere in a view or an event (as one player sees it)."""
    found: set[str] = set()
    if isinstance(seen, dict):
        for value in seen.values():
            found |= _ids(value)
    elif isinstance(seen, list):
        for item in seen:
            found |= _ids(item)
    elif isinstance(seen, str):
        found.add(seen)
    return found


def seen_by_seat(game: Game, players: int, seed: int, seat: int) -> set[str]:
    """The card ids the seat could know at some moment of the same game: in its views and its events.
    The human answers "1" each time, so it plays like the `first` agent; the others play at random."""
    names = {c.id for c in game.cards}
    agents = make_agents(",".join("first" if p == seat else "random" for p in range(players)), players, seed)
    state = State.new(game, players, seed)
    known: set[str] = set()

    def look() -> None:
        known.update(_ids(view(state, seat)) & names)
        for raw in state.take_events():
            known.update(_ids(event_json(state, raw, seat)) & names)

    look()
    from interpreter.render.narrate import Narrator
    from interpreter.session import decision_for

    narrator = Narrator(game, "en")
    number = 0
    while not state.is_terminal:
        decision = decision_for(state, narrator, number)
        state.apply(agents[decision.player].choose(decision))
        number += 1
        look()
    return known


@pytest.mark.parametrize(("game_id", "variant", "players", "seed"), GAMES, ids=lambda x: str(x))
def test_a_human_seat_sees_no_hidden_card(
    game_id: str, variant: str | None, players: int, seed: int, tmp_path: Path
) -> None:
    game = load_game(game_id, variant)
    log = tmp_path / "game.jsonl"
    args = ["play", game_id, "--players", str(players), "--seed", str(seed), "--log", str(log)]
    args += ["--agents", ",".join(["human"] + ["random"] * (players - 1))]
    if variant:
        args += ["--variant", variant]
    result = rulebook(*args, stdin="1\n" * 20000)
    assert result.returncode == 0, result.stderr
    shown = result.stdout + log.read_text(encoding="utf-8")
    seen = seen_by_seat(game, players, seed, 0)
    names = {c.id: name_of(c.model.name, "en") for c in game.cards}
    known_words = [names[c] for c in seen] + [
        name_of(s.model.name, "en") for symbols in game.symbol_sets.values() for s in symbols.symbols.values()
    ]
    hidden = [c for c in names if c not in seen]
    assert hidden, "the test needs a game in which some card stays hidden from the seat"
    leaked = [
        names[c]
        for c in hidden
        if (names[c] in result.stdout or f'"{c}"' in log.read_text(encoding="utf-8"))
        and not any(names[c] in word for word in known_words)  # a name inside a name the seat knows
    ]
    assert not leaked, f"the human seat was shown cards it never saw: {leaked}"
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["view"] == 1  # the log written next to the terminal is the seat's view too
    assert shown


def test_a_spectator_view_is_explicit() -> None:
    everything = rulebook(
        "play", "talespin", "--variant", "solo", "--seed", "4", "--agents", "human", "--view", "all", stdin="1\n" * 2000
    )
    own = rulebook("play", "talespin", "--variant", "solo", "--seed", "4", "--agents", "human", stdin="1\n" * 2000)
    assert everything.returncode == own.returncode == 0
    # Khan's cargo goes face down: only a spectator is told which card it is
    assert "face down into Shere Khan's cargo hold" in everything.stdout
    assert "1 card goes face down into Shere Khan's cargo hold" in own.stdout
    assert "1 card goes face down into Shere Khan's cargo hold" not in everything.stdout


def test_several_humans_must_say_whose_view() -> None:
    result = rulebook("play", "frozen2", "--agents", "human,human", stdin="1\n" * 100)
    assert result.returncode == 1
    assert "--view" in result.stderr


TURN = 'do: "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"'


def _tiny_that(tmp_path: Path, verb: str) -> Game:
    """The tiny game whose turn starts with `verb` (said of the top card of the deck)."""
    folder = changed_copy(
        "tiny", tmp_path, (TURN, TURN.replace('do: "', f'do: "{verb} the top card of the deck, then '))
    )
    return load_game(folder)


def test_a_look_at_a_card_is_for_the_player_who_looks_alone(tmp_path: Path) -> None:
    from interpreter.engine.determinize import determinize
    from interpreter.engine.state import SEEN

    game = _tiny_that(tmp_path, "look at")
    state = State.new(game, 2, 5)
    top = state.cards_in("deck")[-1]
    looked = [e for e in state.take_events() if e[0] == "look"]
    assert [(e[1], e[2]) for e in looked] == [(0, top)]
    assert event_json(state, looked[0], 0)["card"] == event_json(state, looked[0], None)["card"] == game.card_id(top)
    assert event_json(state, looked[0], 1)["card"] is None
    from interpreter.render.narrate import Narrator

    named = name_of(game.cards[game.instances[top]].model.name, "en")
    assert Narrator(game, "en").event(event_json(state, looked[0], 0)) == f"Player 1 looks at {named} (the deck)."
    assert Narrator(game, "en").event(event_json(state, looked[0], 1)) == "Player 1 looks at a card in the deck."
    assert Narrator(game, "ru").event(event_json(state, looked[0], 1)) == "Игрок 1 смотрит карту в колоде."
    assert view(state, 0)["zones"]["deck"]["shown"] == [game.card_id(top)]
    assert "shown" not in view(state, 1)["zones"]["deck"]
    # a search that plans for the seat that looked keeps the card where it is; for the other seat it may lie anywhere
    assert all(determinize(state, 0, seed).cards_in("deck")[-1] == top for seed in range(20))
    assert any(determinize(state, 1, seed).cards_in("deck")[-1] != top for seed in range(20))
    state.apply("option 2")  # draw 1 card
    assert state.loc[top] == state.slot(game.zone_by_id["hand"].index, 0) and not state.flags[top] & SEEN
    # player 2's turn began with a look at the new top card: theirs alone, and player 1's look went with the card
    assert view(state, 1)["zones"]["deck"]["shown"] == [game.card_id(state.cards_in("deck")[-1])]
    assert "shown" not in view(state, 0)["zones"]["deck"]


def test_a_card_shown_to_every_player_is_not_re_dealt_by_a_search(tmp_path: Path) -> None:
    from interpreter.engine.determinize import determinize

    game = _tiny_that(tmp_path, "show")
    state = State.new(game, 2, 5)
    top = state.cards_in("deck")[-1]
    assert view(state, 1)["zones"]["deck"]["shown"] == [game.card_id(top)]
    assert all(determinize(state, seat, seed).cards_in("deck")[-1] == top for seat in (0, 1) for seed in range(20))


def test_a_save_from_before_looks_keeps_the_side_each_die_shows() -> None:
    from interpreter.engine.game import SIDE_SHIFT

    game = load_game("zombie-locations")
    state = State.new(game, 2, 3)
    while not any(flags >> SIDE_SHIFT for flags in state.flags):  # play on until a die has rolled
        state.apply(0)
    sided = [card for card, flags in enumerate(state.flags) if flags >> SIDE_SHIFT]
    assert sided, "the test needs dice that show a side other than their first"
    data = state.to_json()
    old = {
        **data,
        "format": "rulebook-state/2",
        "flags": [(f & 0xFFFF) | (f >> SIDE_SHIFT) << 16 for f in data["flags"]],
    }
    assert State.from_json(game, old).flags == state.flags


def test_a_shuffle_forgets_where_a_card_looked_at_or_shown_lies(tmp_path: Path) -> None:
    from interpreter.engine.state import SEEN, SHOWN

    game = _tiny_that(tmp_path, "look at")
    state = State.new(game, 2, 5)
    deck = state.slot(game.zone_by_id["deck"].index)
    top = state.zones[deck][-1]
    state.flags[top] |= SHOWN
    from interpreter.engine import moves

    moves.shuffle(state, deck)
    assert not any(state.flags[card] & (SEEN | SHOWN) for card in state.zones[deck])
    assert "shown" not in view(state, 0)["zones"]["deck"] and "shown" not in view(state, 1)["zones"]["deck"]


def test_a_face_down_card_turned_up_into_a_hand_is_named_to_its_owner_alone(tmp_path: Path) -> None:
    from interpreter.engine import moves
    from interpreter.engine.state import FACE_DOWN

    game = _tiny_that(tmp_path, "look at")
    state = State.new(game, 2, 5)
    state.take_events()
    pile, hand = state.slot(game.zone_by_id["pile"].index), state.slot(game.zone_by_id["hand"].index, 0)
    card = state.zones[state.slot(game.zone_by_id["deck"].index)][0]
    moves.move(state, card, pile, "put", 0, face_down=True)
    assert state.flags[card] & FACE_DOWN
    moves.move(state, card, hand, "take", 0)
    taken = state.take_events()[-1]
    assert event_json(state, taken, 0)["cards"] == [game.card_id(card)]
    assert event_json(state, taken, 1)["cards"] == {"hidden": 1}  # it lay face down: player 2 never saw it


def test_look_at_is_for_games_of_at_most_sixteen_players(tmp_path: Path) -> None:
    from interpreter.diagnostics import ContentError

    folder = changed_copy(
        "tiny",
        tmp_path,
        ("players: {min: 2, max: 3,", "players: {min: 2, max: 17,"),
        (TURN, TURN.replace('do: "', 'do: "look at the top card of the deck, then ')),
    )
    with pytest.raises(ContentError, match="'look at' remembers who looked for up to 16 players"):
        load_game(folder)


CUP = """  - id: cup
    owner: player
    visibility: hidden
    name:
      en: {one: cup, other: cups, at: under, to: under, from: from under}
      ru: {nom: стакан, gen: стакана, acc: стакан, loc: стакане, gender: m, from: из, to: в, at: в}
    source: "assumed: tests"
  - id: tray
    name: {en: tray, ru: {nom: лоток, gen: лотка, acc: лоток, loc: лотке, gender: m, from: из, to: в, at: в}}
    source: "assumed: tests"
  - id: pile
"""
DICE = """kind: cards
zone: tray
cards:
  - id: die
    name: {en: Die, ru: Кубик}
    copies: 6
    sides:
"""
FACES = "".join(f"      - {{name: {{en: '{f}', ru: '{f}'}}}}\n" for f in range(1, 7))


def _cups(tmp_path: Path) -> Game:
    """The tiny game with two dice under each player's cup, hidden even from its owner: each turn a player
    rolls theirs, then looks at them."""
    dealt = "each player draws 2 cards"
    deal = (dealt, dealt + ". each player puts 2 random cards from the tray into their cup")
    turn = (
        TURN,
        TURN.replace('do: "', 'do: "roll all cards of your cup, then for each card in your cup: look at that card. '),
    )
    folder = changed_copy("tiny", tmp_path, ("  - id: pile\n", CUP), deal, turn)
    (Path(folder) / "cards" / "tiny" / "dice.yaml").write_text(
        DICE + FACES + '    source: "assumed: tests"\n', encoding="utf-8"
    )
    return load_game(folder)


def test_a_die_rolled_under_a_cup_is_told_by_its_face_only_to_who_looks(tmp_path: Path) -> None:
    from interpreter.engine.compile.dice import roll
    from interpreter.engine.state import SEEN, SHOWN

    game = _cups(tmp_path)
    state = State.new(game, 2, 4)
    events = state.take_events()
    rolls = [e for e in events if e[0] == "roll-card"]
    assert len(rolls) == 2 and all(e[1] == 0 for e in rolls)
    assert all(event_json(state, e, 1)["side"] is None for e in rolls)  # the other player: a roll, no face
    assert all(event_json(state, e, 0)["side"] is None for e in rolls)  # a hidden cup: not even its owner…
    looks = [event_json(state, e, 0) for e in events if e[0] == "look"]
    assert len(looks) == 2 and all(look["side"] for look in looks)  # … until they look at it
    assert all("side" not in event_json(state, e, 1) for e in events if e[0] == "look")
    own = [s for s in view(state, 0).get("sides", []) if s["zone"] == "cup:1"]
    assert len(own) == 2  # the faces of the dice they looked at are in their view
    assert not [s for s in view(state, 1).get("sides", []) if s["zone"] == "cup:1"]
    die = state.cards_in("cup", 0)[0]
    state.flags[die] |= SHOWN
    roll(state, die, 0)
    assert not state.flags[die] & (SHOWN | SEEN)  # a fresh face: no one has seen it
