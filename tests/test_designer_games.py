"""What designers writing a game of their own ran into (the tiny game, changed as they wrote theirs)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.position import Placement, Position, build_position
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.engine.view import view
from interpreter.render.narrate import Narrator
from interpreter.render.publish import render_text
from tests.helpers import changed_copy, rulebook


def _tiny(tmp_path: Path, *changes: tuple[str, str]) -> str:
    return changed_copy("tiny", tmp_path, *changes)


def _random_game(game: Game, players: int, seed: int) -> State:
    """A game played to its end with random answers from `seed`."""
    state = State.new(game, players, seed)
    chooser = Rng(seed)
    while not state.is_terminal:
        state.apply(chooser.below(state.num_actions()))
    return state


def test_one_player_may_be_the_winners_of_an_end_rule(tmp_path: Path) -> None:
    """`winners: "the active player"`: a set of one, as the book says."""
    game = load_game(
        _tiny(
            tmp_path,
            ('winners: "each player who has the most points"', 'winners: "the active player"'),
            ('when: "the deck is empty"', 'when: "the turn number is at least 1000"'),
        )
    )
    for seed in range(6):
        state = _random_game(game, 2, seed)
        assert list(state.winners or []) == [state.active]
    assert "a player has at least 3 points; the active player wins" in render_text(game, "en")


def test_a_variant_that_rewords_a_rule_as_a_change_prints_it(tmp_path: Path) -> None:
    """A variant made only of `changes:` (`replace-rule`) printed its heading over nothing."""
    changed = """    disable: [deal]
  - id: rich
    name: {en: Rich start, ru: Богатое начало}
    source: "assumed: tests"
    changes:
      - kind: replace-rule
        source: "assumed: tests"
        rule:
          id: deal
          do: "shuffle the deck. each player draws 4 cards"
          source: "assumed: tests"
"""
    game = load_game(_tiny(tmp_path, ("    disable: [deal]\n", changed)))
    book = render_text(game, "en")
    section = book[book.index("### Rich start") :]
    assert "Instead of step 1 of “Setup”: shuffle the deck. Each player draws 4 cards." in section
    assert "Вместо шага 1 раздела «Подготовка»: перемешайте колоду." in render_text(game, "ru")


SPOT = """  - id: spot
    name: {en: spot, ru: {nom: место, gen: места, acc: место, loc: месте, gender: n, from: с, to: на, at: на}}
    capacity: 1
    source: "assumed: tests"
  - id: pile
"""


def test_a_zone_never_holds_more_than_its_capacity(tmp_path: Path) -> None:
    """`capacity: 1`: a put that finds the zone full is not offered, and a move of many fills it and stops."""
    turn = (
        "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card",
        "choose one: [spot] put 1 card from your hand onto the spot; or [draw] draw 1 card",
    )
    game = load_game(_tiny(tmp_path / "one", ("  - id: pile\n", SPOT), turn))
    slot = game.zone_by_id["spot"].index  # a shared zone: its slot is its index's base
    offered = 0
    for seed in range(8):
        state = State.new(game, 2, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            keys = [action.key for action in state.legal_actions()]
            offered += "spot" in keys
            assert "spot" not in keys or not state.zones[state.zbase[slot]]
            state.apply(chooser.below(state.num_actions()))
            assert len(state.zones[state.zbase[slot]]) <= 1
    assert offered  # the put was offered while the spot was empty

    setup = ("each player draws 2 cards", "each player draws 2 cards. put all cards of your hand onto the spot")
    game = load_game(_tiny(tmp_path / "many", ("  - id: pile\n", SPOT), turn, setup))
    state = State.new(game, 2, 0, record=True)
    puts = [event for event in state.take_events() if event[0] == "move" and event[1] == "put"]
    assert [len(event[3]) for event in puts] == [1]  # of the two cards in hand, the first fills the spot


def test_a_whose_value_that_swallowed_a_sum_of_counts_is_a_warning(tmp_path: Path) -> None:
    """`… whose colour is 1 + the number of cards in … whose …` is one filter value: said, with the parentheses
    that make it a sum of two counts; with them, no warning."""
    when = "the number of cards in the deck whose colour is 1 + the number of cards in the pile whose colour is 2"
    folder = _tiny(tmp_path / "bare", ('when: "a player has at least 3 points"', f'when: "{when} is at least 3"'))
    result = rulebook("check", "--no-cache", folder)
    assert result.returncode == 0
    assert "game.yaml:40:60: warning: the value after 'whose colour is' runs to the end of the sum" in result.stdout
    parenthesised = "(" + when.replace(" + ", ") + (") + ")"
    folder = _tiny(
        tmp_path / "fixed", ('when: "a player has at least 3 points"', f'when: "{parenthesised} is at least 3"')
    )
    result = rulebook("check", "--no-cache", folder)
    assert result.returncode == 0 and "warning" not in result.stdout, result.stdout


def test_a_verb_said_of_someone_after_then_goes_on_with_that_player(tmp_path: Path) -> None:
    """ "The player on your left gains 1 point, then gains 1 point": both are theirs (as with "and"); "…, then gain
    1 point" (no -s) is yours."""
    setup = (
        "each player draws 2 cards",
        "each player draws 2 cards. the player on your left gains 1 point, then gains 1 point. "
        "the player on your left gains 1 point, then gain 1 point",
    )
    game = load_game(_tiny(tmp_path, setup))
    state = State.new(game, 3, 1)
    points = game.counter_by_id["point"].index
    assert [state.counters[state.cbase[points] + p] for p in range(3)] == [1, 3, 0]
    book = render_text(game, "en")
    assert "The player on your left gains 1 point and 1 point." in book  # one step, as with "and"


def test_a_refill_may_keep_the_top_cards_of_the_pile_it_takes(tmp_path: Path) -> None:
    """`refill_keeps: 1`: an empty deck takes the discard pile but its top card (the card to match stays)."""
    refilled = (
        "    visibility: hidden\n    source",
        "    visibility: hidden\n    refill: pile\n    refill_keeps: 1\n    source",
    )
    longer = ('when: "the deck is empty"', 'when: "the turn number is at least 60"')
    more = ('when: "a player has at least 3 points"', 'when: "a player has at least 30 points"')
    game = load_game(_tiny(tmp_path, refilled, longer, more))
    pile = game.zone_by_id["pile"].index
    refills = 0
    for seed in range(6):
        state = State.new(game, 2, seed, record=True)
        slot = state.zbase[pile]
        held = list(state.zones[slot])  # the pile, followed through the log's moves
        state.take_events()
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
            for event in state.take_events():
                if event[0] != "move":
                    continue
                if event[4] == slot:
                    if event[1] == "return":
                        refills += 1
                        assert held and held[-1] not in event[3] and len(event[3]) == len(held) - 1
                    held = [card for card in held if card not in event[3]]
                if event[5] == slot:
                    held += list(event[3])
            assert held == state.zones[slot]
    assert refills
    assert "when it runs out, the pile but its top card is shuffled to make a new one" in render_text(game, "en")
    assert "сброс, кроме верхней карты, перемешивают" not in render_text(game, "en")
    assert "стопку, кроме верхней карты, перемешивают" in render_text(game, "ru")


def test_while_repeats_as_long_as_its_condition_holds(tmp_path: Path) -> None:
    """`while C: …`, with no question inside (run at once) and with one (a frame that asks each pass); a
    condition that never changes is an error at its line, not a hang."""
    deal = "shuffle the deck. each player draws 2 cards"
    topped = f"{deal}. while the number of cards in your hand is less than 4: draw 1 card"
    game = load_game(_tiny(tmp_path / "atomic", (deal, topped)))
    state = State.new(game, 2, 3)
    hands = [len(state.zones[state.zbase[game.zone_by_id["hand"].index] + p]) for p in range(2)]
    assert hands[state.first] >= 4 and sum(hands) in (6, 7)  # the first player up to 4 (then perhaps a turn's draw)
    assert "Repeat as long as there are fewer than 4 cards in your hand: draw 1 card." in render_text(game, "en")

    emptied = f"{deal}. while the number of cards in your hand is at least 1: discard 1 card from your hand"
    game = load_game(_tiny(tmp_path / "asked", (deal, emptied)))
    asked = 0
    for seed in range(6):
        state = State.new(game, 2, seed)
        while state.turn == 0:  # still in the setup: a pass asks which card when the two differ
            state.apply(0)
            asked += 1
        assert len(state.zones[state.zbase[game.zone_by_id["pile"].index]]) == 2
    assert asked

    endless = f"{deal}. while the number of cards in the pile is 0: gain 1 point"
    result = rulebook("check", "--no-cache", _tiny(tmp_path / "endless", (deal, endless)))
    assert result.returncode == 1 and "game.yaml:32:55: an effect did not finish after 200000 steps" in result.stdout

    red_away = """triggers:
  - id: red-away
    when: "a red card enters your hand"
    do: "discard that card"
    source: "assumed: tests"
end:"""
    game = load_game(_tiny(tmp_path / "triggered", (deal, topped), ("end:", red_away)))
    hand, red = game.zone_by_id["hand"].index, game.cards[0].id
    for seed in range(4):  # what fires in a pass runs before the condition is asked again: four cards, none red
        state = State.new(game, 2, seed)
        mine = state.zones[state.zbase[hand] + state.first]
        assert state.turn == 1 and red == "red-card" and len(mine) == 4
        assert all(game.card_id(card) != red for card in mine)


def test_a_folder_of_two_games_names_them_and_a_stat_is_compared_not_held(tmp_path: Path) -> None:
    folder = Path(_tiny(tmp_path))
    shutil.copytree(folder / "rules" / "tiny", folder / "rules" / "tiny-two")
    shutil.copytree(folder / "cards" / "tiny", folder / "cards" / "tiny-two")
    game_file = folder / "rules" / "tiny-two" / "game.yaml"
    text = game_file.read_text(encoding="utf-8")
    game_file.write_text(text.replace("id: tiny\n", "id: tiny-two\n"), encoding="utf-8")
    result = rulebook("play", ".", "--seed", "1", cwd=folder)
    assert result.returncode == 1
    assert "'.' holds 2 games (name one of them: rules/tiny, rules/tiny-two)" in result.stdout + result.stderr

    stat = """stats:
  - id: size
    name: {en: hand size, ru: {nom: размер руки, gen: размера руки, gender: m}}
    value: "the number of cards in their hand"
    source: "assumed: tests"
card_properties:"""
    changed = _tiny(
        tmp_path / "stat",
        ("card_properties:", stat),
        ('when: "a player has at least 3 points"', 'when: "a player has at least 3 size"'),
    )
    result = rulebook("check", "--no-cache", changed)
    assert "'size' is a stat, not a counter a player has (compare it: 'your size is at least 3'" in result.stdout


def test_a_book_leaves_out_the_sections_a_game_has_nothing_for(tmp_path: Path) -> None:
    """A dice game with nothing to set up and no cards: no "Setup" or "Cards" heading over nothing."""
    folder = Path(
        _tiny(tmp_path, ('    do: "shuffle the deck. each player draws 2 cards"\n', '    do: "nothing happens"\n'))
    )
    (folder / "cards" / "tiny" / "cards.yaml").unlink()  # the colours stay: a symbol set, not pieces
    game = load_game(str(folder), "quiet")  # the variant that switches the (only) setup step off
    book = render_text(game, "en")
    assert "## Setup" not in book and "## Cards" not in book and "## A turn" in book
    full = render_text(load_game(str(folder)), "en")
    assert "## Setup" in full and "## Cards" not in full


def _legal(state: State) -> list[str]:
    return [action.key for action in state.legal_actions()]


def test_moves_into_a_full_zone_are_not_offered_and_hands_passed_round_all_arrive(tmp_path: Path) -> None:
    """With a hand limit (`capacity: 2`): a give to a full hand, a take into your full hand and a card played at a
    window to a full spot are not offered (no card is asked for that could not move); hands passed round all
    arrive, since every hand gives all it holds at the same moment."""
    limit = ("    visibility: owner\n", "    visibility: owner\n    capacity: 3\n")
    windows = """windows:
  - {id: my-turn, name: {en: Your turn, ru: {nom: Ваш ход, gen: Вашего хода, gender: m}}, source: "assumed: tests"}
card_properties:"""
    turn = (
        "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card",
        "choose one: [give] give 1 card to the player on your left; or [take] take 1 card from the pile; "
        "or [window] play a card for my-turn; or [draw] draw 1 card",
    )
    ends = ('when: "the deck is empty"', 'when: "the turn number is at least 40"')
    folder = _tiny(tmp_path / "full", limit, ("  - id: pile\n", SPOT), ("card_properties:", windows), turn, ends)
    cards = Path(folder) / "cards" / "tiny" / "cards.yaml"
    played = 'source: "assumed: tests", plays: [{window: my-turn, do: "gain 1 point", to: spot}]}'
    cards.write_text(cards.read_text(encoding="utf-8").replace('source: "assumed: tests"}', played), encoding="utf-8")
    game = load_game(folder)
    hand, spot = game.zone_by_id["hand"].index, game.zone_by_id["spot"].index
    seen: set[str] = set()
    for seed in range(10):
        state = State.new(game, 2, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            me = state.current_player
            held = [len(state.zones[state.zbase[hand] + p]) for p in range(2)]
            keys = set(_legal(state))
            seen |= keys
            assert ("give" not in keys or held[(me + 1) % 2] < 3) and ("draw" not in keys or held[me] < 3)
            state.apply(chooser.below(state.num_actions()))
            assert all(len(state.zones[state.zbase[hand] + p]) <= 3 for p in range(2))
        points = game.counter_by_id["point"].index
        # a point only for the one card the spot ever takes: a play that could not move is not offered
        assert sum(state.counters[state.cbase[points] + p] for p in range(2)) == len(state.zones[state.zbase[spot]])
    assert {"give", "draw"} <= seen

    rotated = ("each player draws 2 cards", "each player draws 2 cards. rotate each player's hand to the left")
    game = load_game(_tiny(tmp_path / "round", limit, rotated))
    state = State.new(game, 3, 1, record=True)
    passes = [event for event in state.take_events() if event[0] == "move" and event[1] == "pass"]
    assert [len(event[3]) for event in passes] == [2, 2, 2]


def test_a_verb_said_of_someone_goes_on_after_may_and_as_a_choice(tmp_path: Path) -> None:
    setup = (
        "each player draws 2 cards",
        "each player draws 2 cards. the player on your left may gain 1 point, then gains 2 points. "
        "the player on your left gains 4 points, then chooses one: gain 8 points; or gain 16 points",
    )
    game = load_game(_tiny(tmp_path, setup))
    state = State.new(game, 3, 1)
    while state.turn == 0:
        assert state.current_player == (state.first + 1) % 3  # the left player answers both questions
        state.apply(0)
    points = game.counter_by_id["point"].index
    assert state.counters[state.cbase[points] + (state.first + 1) % 3] == 1 + 2 + 4 + 8


def test_the_greedy_agent_plays_a_game_alone(tmp_path: Path) -> None:
    """A game of one player with a score: greedy compared your score with nobody's (an empty max)."""
    from interpreter.agents import make_agents
    from interpreter.session import play

    alone = ("players: {min: 2,", "score: point\nplayers: {min: 1,")
    game = load_game(_tiny(tmp_path, alone))
    result = play(game, 1, 3, make_agents("greedy", 1, 3))
    assert result.state.is_terminal


def test_a_bounded_amount_keeps_its_brackets_in_a_product(tmp_path: Path) -> None:
    """ "10 × (12 − … (at least 0))": without the brackets the book read as another formula (a soft ace)."""
    value = "10 * (the lower of 1 and the higher of 0 and (12 - the number of cards in your hand))"
    stat = f"""stats:
  - id: bonus
    name: {{en: bonus, ru: {{nom: бонус, gen: бонуса, gender: m}}}}
    value: "{value}"
    source: "assumed: tests"
card_properties:"""
    game = load_game(_tiny(tmp_path, ("card_properties:", stat)))
    assert "10 × (12 minus the number of cards in your hand (at least 0) (at most 1))" in render_text(game, "en")
    assert "10 × (" in render_text(game, "ru")


def test_copies_of_a_card_are_one_choice_when_a_card_is_named_for_later(tmp_path: Path) -> None:
    """`choose a card in your hand as the pick`: two Reds are one answer, as in every other choice of a card."""
    picked = """variables:
  - id: pick
    type: card
    name: {en: picked card, ru: {nom: выбранная карта, gen: выбранной карты, gender: f}}
card_properties:"""
    turn = (
        "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card",
        "draw 1 card, then choose a card in your hand as the pick, then discard the pick",
    )
    deal = ("each player draws 2 cards", "each player draws 4 cards")
    game = load_game(_tiny(tmp_path, ("card_properties:", picked), turn, deal))
    hand = game.zone_by_id["hand"].index
    copies = 0
    for seed in range(6):
        state = State.new(game, 2, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            held = [game.card_id(c) for c in state.zones[state.zbase[hand] + state.current_player]]
            copies += len(held) > len(set(held))
            assert len(state.legal_actions()) == len(set(held))  # one answer per kind of card held
            state.apply(chooser.below(state.num_actions()))
    assert copies  # hands held copies of a card


def test_a_feminine_russian_name_without_its_accusative_is_still_declined(tmp_path: Path) -> None:
    """A counter named «фишка» with no `acc:` read «получите 1 фишка»: the one-word feminine form is made."""
    old = "ru: {nom: очко, gen: очка, gender: n, plural: {nom: очки, gen: очков}}"
    new = "ru: {nom: фишка, gen: фишки, gender: f, plural: {nom: фишки, gen: фишек}}"
    book = render_text(load_game(_tiny(tmp_path, (old, new))), "ru")
    assert "получите 1 фишку" in book and "получите 1 фишка" not in book


def test_explain_knows_counters_stats_procedures_and_window_steps() -> None:
    """Designers asked `explain` for a stat, a counter and a procedure and were told there was no such thing; a
    window step (no text of its own) stopped it with an internal error."""
    stat = rulebook("explain", "talespin", "shipping")
    assert stat.returncode == 0 and "== stat shipping" in stat.stdout and "en: The total SHIPPING" in stat.stdout
    procedure = rulebook("explain", "talespin", "dogfight")
    assert (
        procedure.returncode == 0
        and "== procedure dogfight" in procedure.stdout
        and "-- declare: do" in procedure.stdout
    )
    counter = rulebook("explain", "frozen2", "nonexistent-thing")
    assert (
        counter.returncode == 1
        and "no card, symbol, rule, zone, counter, stat or procedure" in counter.stdout + counter.stderr
    )
    window = rulebook("explain", "talespin", "defender-wins")
    assert window.returncode == 0 and "== rule defender-wins" in window.stdout, window.stderr
    points = rulebook("explain", "seasons", "year")
    assert points.returncode == 0 and "== counter year" in points.stdout, points.stdout + points.stderr


DRAW_SCENARIO = """kind: scenario
name: The last card of the deck ends the game drawn
game: tiny
players: 2
source: "assumed: tests"
setup:
  active: 1
  rest: pile
  zones:
    deck: [red-card]
    hand:1: [red-card]
    hand:2: [blue-card]
steps:
  - decide: option 2
expect:
  over: true
  winners: []
  draw: true
"""


def test_an_end_rule_may_end_the_game_in_a_draw(tmp_path: Path) -> None:
    """`draw: true`: no one wins and no one loses. The book and the log say so, `returns` gives each player
    1/N (between a loss and a win), a save keeps it, and a scenario can expect it."""
    folder = _tiny(
        tmp_path,
        (
            'when: "the deck is empty"\n    winners: "each player who has the most points"',
            'when: "the deck is empty"\n    draw: true',
        ),
    )
    game = load_game(folder)
    drawn = lost = 0
    for seed in range(40):
        state = _random_game(game, 2, seed)
        if state.ended_by == "empty-deck":
            drawn += 1
            assert state.is_draw and state.winners == () and state.returns() == [0.5, 0.5]
            assert view(state, 0)["draw"] is True
            assert State.from_json(game, state.to_json()).is_draw
        else:
            lost += 1
            assert not state.is_draw and sum(state.returns()) >= 1
    assert drawn and lost  # both ends were met
    assert "if the deck is empty; it is a draw: no one wins." in render_text(game, "en")
    assert "если колода пуста; никто не побеждает: ничья." in render_text(game, "ru")
    scenarios = Path(folder) / "tests" / "scenarios" / "tiny"
    scenarios.mkdir(parents=True)
    (scenarios / "draw.yaml").write_text(DRAW_SCENARIO, encoding="utf-8")
    assert rulebook("test", str(scenarios), cwd=tmp_path).returncode == 0
    (scenarios / "draw.yaml").write_text(DRAW_SCENARIO.replace("draw: true", "draw: false"), encoding="utf-8")
    failed = rulebook("test", str(scenarios), cwd=tmp_path)
    assert failed.returncode == 1 and "the game is a draw" in failed.stdout + failed.stderr
    played = rulebook("play", folder, "--seed", "3", "--players", "2", cwd=tmp_path)
    assert played.returncode == 0


def test_an_end_rule_says_who_wins_or_that_it_is_a_draw_but_not_both(tmp_path: Path) -> None:
    both = _tiny(tmp_path / "both", ('when: "the deck is empty"\n', 'when: "the deck is empty"\n    draw: true\n'))
    result = rulebook("check", both, cwd=tmp_path)
    assert result.returncode == 1 and "a draw has no winners" in result.stdout + result.stderr
    neither = _tiny(
        tmp_path / "neither",
        (
            '\n    winners: "each player who has the most points"\n    source: "assumed: tests"\n  - id: empty',
            '\n    source: "assumed: tests"\n  - id: empty',
        ),
    )
    result = rulebook("check", neither, cwd=tmp_path)
    assert result.returncode == 1
    assert "game.yaml:40:12: end rule 'three-points' does not say how the game ends" in result.stdout + result.stderr


def _discarded_colours(game: Game) -> set[str]:
    colours: set[str] = set()
    for seed in range(8):
        state = State.new(game, 2, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
            for event in state.take_events():
                if event[0] == "move" and event[1] == "discard":
                    colours.update(game.cards[game.instances[c]].properties["colour"][0] for c in event[3])
    return colours


def test_whose_clauses_may_be_joined_by_or_and_bind_looser_than_and(tmp_path: Path) -> None:
    """`whose A is x or whose B is y` (a card matching the suit or the rank); "and" binds first, and an `or`
    after a filter inside a condition still joins the condition."""
    turn = "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"
    either = _tiny(
        tmp_path / "either",
        (turn, turn.replace("1 card from", "1 card whose colour is blue or whose colour is red from")),
    )
    assert _discarded_colours(load_game(either)) == {"red", "blue"}
    red_only = _tiny(
        tmp_path / "red",
        (
            turn,
            turn.replace(
                "1 card from", "1 card whose colour is blue and whose colour is red or whose colour is red from"
            ),
        ),
    )
    game = load_game(red_only)
    assert _discarded_colours(game) == {"red"}
    assert "Discard 1 card whose colour is blue and whose colour is red or whose colour is red from your hand" in (
        render_text(game, "en")
    )
    assert "у которой цвет — синий и у которой цвет — красный или у которой цвет — красный" in render_text(game, "ru")
    condition = _tiny(
        tmp_path / "condition",
        (
            'when: "the deck is empty"',
            'when: "the number of cards in the deck whose colour is red is 0 or the deck is empty"',
        ),
    )
    assert load_game(condition).end[1].rule.node.__class__.__name__ == "Or"


def test_a_choice_that_names_no_one_skips_the_rest_of_its_sentence(tmp_path: Path) -> None:
    """`choose an opponent … as the target, then take … from the target's hand`: with no such opponent the
    steps about the target do not happen (they used to stop the game: "the target is not known")."""
    act = '    source: "assumed: tests"\nend:'
    steal = (
        '    source: "assumed: tests"\n  - id: steal\n'
        '    do: "choose an opponent who has at least 4 cards in their hand as the target, '
        "then take 1 random card from the target's hand\"\n"
        '    source: "assumed: tests"\nvariables:\n  - id: target\n    type: player\n'
        "    name: {en: target, ru: {nom: цель, gen: цели, dat: цели, acc: цель, ins: целью, loc: цели, gender: f}}\n"
        "end:"
    )
    game = load_game(_tiny(tmp_path, (act, steal)))
    turns_with_a_steal = turns_without = 0
    for seed in range(10):
        state = State.new(game, 2, seed)
        chooser = Rng(seed)
        while not state.is_terminal:
            state.apply(chooser.below(state.num_actions()))
            steals = [e for e in state.take_events() if e[0] == "move" and e[1] == "take"]
            turns_with_a_steal += bool(steals)
            turns_without += not steals
    assert turns_with_a_steal and turns_without


def test_a_rule_that_fails_in_simulate_names_the_game_to_play_again(tmp_path: Path) -> None:
    act = '    source: "assumed: tests"\nend:'
    broken = (
        '    source: "assumed: tests"\n  - id: steal\n'
        '    do: "if you have at least 2 points: take 1 random card from the target\'s hand"\n'
        '    source: "assumed: tests"\nvariables:\n  - id: target\n    type: player\n'
        "    name: {en: target, ru: {nom: цель, gen: цели, dat: цели, acc: цель, ins: целью, loc: цели, gender: f}}\n"
        "end:"
    )
    folder = _tiny(tmp_path, (act, broken))
    result = rulebook("simulate", folder, "--games", "20", "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert result.returncode == 1
    said = result.stdout + result.stderr
    assert "the target is not known at this point (in the game of seed " in said
    again = said[said.index("'rulebook play ") + 1 : said.index("' plays it again")].split()
    assert again[2:4] == [folder, "--players"] and "--seed" in again and "--agents" in again


SIZE_STAT = """stats:
  - id: size
    name:
      en: hand size
      ru: {nom: размер руки, gen: размера руки, dat: размеру руки, acc: размер руки, ins: размером руки, gender: m}
    value: "the number of cards in their hand"
    source: "assumed: tests"
end:"""


def test_the_most_and_the_fewest_of_a_stat_are_worked_out_for_each_player(tmp_path: Path) -> None:
    """`winners: each player who has the most size` (a stat: "the highest hand value" of Love Letter, the trick's
    strength of Whist) — the book says "the highest", not "the most hand sizes"."""
    folder = _tiny(
        tmp_path,
        ("end:", SIZE_STAT),
        ('when: "a player has at least 3 points"', 'when: "a player has at least 2 points"'),
        ('winners: "each player who has the most points"', 'winners: "each player who has the fewest size"'),
    )
    game = load_game(folder)
    for seed in range(10):
        state = _random_game(game, 3, seed)
        if state.ended_by == "three-points":
            sizes = [len(state.zones[state.zbase[game.zone_by_id["hand"].index] + p]) for p in range(3)]
            assert list(state.winners or ()) == [p for p in range(3) if sizes[p] == min(sizes)]
    assert "a player has at least 2 points; each player who has the lowest hand size wins" in render_text(game, "en")
    assert "побеждает каждый игрок, у которого наименьший размер руки" in render_text(game, "ru")


def test_the_higher_of_two_numbers_before_an_operator_is_a_warning(tmp_path: Path) -> None:
    """`the higher of A and 25 * B` is (the higher of A and 25) * B, not what a designer (Yahtzee) meant."""
    turn = "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"
    bare = _tiny(
        tmp_path / "bare", (turn, turn.replace("gain 1 point", "gain the higher of 1 and your point * 2 points"))
    )
    said = rulebook("check", bare, cwd=tmp_path)
    assert "warning: 'the higher of A and B * C' is (the higher of A and B) * C" in said.stdout + said.stderr
    for written in ("the higher of 1 and (your point * 2)", "(the higher of 1 and your point) * 2"):
        folder = _tiny(
            tmp_path / str(len(written) + written.index("(")), (turn, turn.replace("1 point", f"{written} points"))
        )
        said = rulebook("check", folder, cwd=tmp_path)
        assert said.returncode == 0 and "warning" not in said.stdout + said.stderr, said.stdout


def test_a_player_reads_they_in_a_condition_and_another_seats_decision_in_their_language(tmp_path: Path) -> None:
    act = '    source: "assumed: tests"\nend:'
    each = (
        '    source: "assumed: tests"\n  - id: each\n'
        '    do: "for each player: that player chooses one: discard 1 card from their hand; '
        'or [x] if they cannot discard 1 card from their hand: gain 1 point"\n'
        '    source: "assumed: tests"\nend:'
    )
    folder = _tiny(tmp_path, (act, each))
    assert "or, if they cannot discard 1 card from their hand, gain 1 point" in render_text(load_game(folder), "en")
    played = rulebook("play", folder, "--lang", "ru", "--seed", "1", "--view", "1", cwd=tmp_path)
    assert "Игрок 2 решает." in played.stdout and "decides" not in played.stdout
    too_many = rulebook("play", folder, "--players", "5", cwd=tmp_path)
    assert "tiny is for 2–3 players, not 5" in too_many.stdout + too_many.stderr


def test_a_position_starts_every_random_stream_afresh() -> None:
    """A scenario's `setup:` replaces the game's own setup, so no stream has been drawn from: before, the first
    turn that `State.new` ran (and threw away) had rolled the dice, and a scenario's first roll was `play`'s second
    (Yahtzee: 1 2 2 4 2 against 1 2 4 3 2 with the same seed)."""
    game = load_game("frozen2")
    hands = {"hand:1": [Placement("elsa-anna")], "hand:2": [Placement("olaf-sven")], "road": [Placement("anna-olaf")]}
    state = build_position(game, Position(players=2, seed=3, zones=hands))
    assert State.new(game, 2, 3).streams.get("shuffle:deck") == 1  # the game's own setup shuffles the deck
    assert "shuffle:deck" not in state.streams


def test_a_player_filter_may_ask_two_things_joined_by_and_who(tmp_path: Path) -> None:
    """`an opponent who has no out and who has no protected` (Love Letter's targets): both must hold."""
    fewest = "each player who has at least 0 points and who has the fewest cards in hand"
    game = load_game(_tiny(tmp_path / "a", ('winners: "each player who has the most points"', f'winners: "{fewest}"')))
    nobody = "each player who has the fewest cards in hand and who has at least 99 points"
    never = load_game(_tiny(tmp_path / "b", ('winners: "each player who has the most points"', f'winners: "{nobody}"')))
    for seed in range(8):
        for rules, expect_none in ((game, False), (never, True)):
            state = _random_game(rules, 2, seed)
            if state.ended_by == "three-points":
                held = [len(state.zones[state.zbase[rules.zone_by_id["hand"].index] + p]) for p in range(2)]
                wanted = [] if expect_none else [p for p in range(2) if held[p] == min(held)]
                assert list(state.winners or ()) == wanted
    english, russian = render_text(game, "en"), render_text(game, "ru")
    assert "each player who has at least 0 points and who has the fewest cards in their hand wins" in english
    assert "у которого не меньше 0 очков и у которого меньше всего карт на руке" in russian


TARGET = (
    '    source: "assumed: tests"\nvariables:\n  - id: target\n    type: player\n'
    "    name: {en: target, ru: {nom: цель, gen: цели, dat: цели, acc: цель, ins: целью, loc: цели, gender: f}}\n"
    "end:"
)
STEAL = (
    "choose an opponent who has at least 4 cards in their hand as the target, "
    "then take 1 random card from the target's hand"
)


def test_a_choice_that_names_no_one_skips_its_sentence_after_may_and_in_an_option(tmp_path: Path) -> None:
    """Review: `you may …` (declined, or no one to choose) and an option of `choose one` skip the rest too."""
    turn = "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"
    end = '    source: "assumed: tests"\nend:'
    for name, written in (
        ("may", f"you may {STEAL}. draw 1 card"),
        ("option", f"choose one: draw 1 card, then {STEAL}; or gain 1 point"),
    ):
        folder = _tiny(tmp_path / name, (turn, written), (end, TARGET))
        said = rulebook("check", folder, cwd=tmp_path)
        assert said.returncode == 0, said.stdout + said.stderr


def test_review_mends_of_the_books_and_the_log(tmp_path: Path) -> None:
    turn = "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"
    bracketed = _tiny(tmp_path / "a", (turn, turn.replace("gain 1 point", "gain (the higher of 3 and 1) * 2 points")))
    assert "(the higher of 3 and 1) × 2" in render_text(load_game(bracketed), "en")
    bare_b = _tiny(
        tmp_path / "b", (turn, turn.replace("gain 1 point", "gain the higher of 1 and (your point) * 2 points"))
    )
    said = rulebook("check", bare_b, cwd=tmp_path)
    assert "is (the higher of A and B) * C" in said.stdout + said.stderr
    colour = turn.replace(
        "1 card from", "1 card whose colour is red and whose colour is blue or whose colour is blue from"
    )
    either = load_game(_tiny(tmp_path / "c", (turn, colour)))
    assert "whose colour is red and whose colour is blue or whose colour is blue" in render_text(either, "en")
    narrator = Narrator(load_game("seasons"), "en")
    assert narrator.counter_state("year", 2) == "The second year begins."
    assert narrator.counter_state("bonuses", 1) == ""  # said to the reader ("you have used one bonus"): not logged


BONUS = """    disable: [deal]
  - id: bonus
    name: {en: Bonus, ru: Бонус}
    source: "assumed: tests"
    counters:
      - id: bonus-point
        name:
          en: {one: bonus point, other: bonus points}
          ru: {nom: бонусное очко, gen: бонусного очка, gender: n, plural: {nom: бонусные очки, gen: бонусных очков}}
        source: "assumed: tests"
    stats:
      - id: score-total
        name: {en: total, ru: {nom: итог, gen: итога, gender: m}}
        value: "your point + your bonus-point"
        meaning: {en: your points and bonus points together, ru: ваши очки и бонусные очки вместе}
        source: "assumed: tests"
    replace:
      - id: act
        do: "choose one: discard 1 card from your hand, then gain 1 bonus-point; or draw 1 card"
        source: "assumed: tests"
    end:
      - id: total-three
        when: "a player has at least 3 bonus-points"
        winners: "each player who has the most score-total"
        source: "assumed: tests"
"""


def test_a_variant_may_bring_counters_and_stats_of_its_own(tmp_path: Path) -> None:
    """Yahtzee's jokers variant had to keep its counters and stats in the base game, whose book then listed them."""
    folder = _tiny(tmp_path, ("    disable: [deal]\n", BONUS))
    standard, bonus = load_game(folder), load_game(folder, "bonus")
    assert "bonus-point" not in standard.counter_by_id and "score-total" not in standard.stats
    state = _random_game(bonus, 2, 3)
    assert state.ended_by in ("total-three", "empty-deck", "three-points")
    assert any(state.counter("bonus-point", p) for p in range(2))  # the replaced turn gains them
    book = render_text(standard, "en")
    assert "## Stats" not in book  # the standard game has no stat: the variant's is listed in its own section
    section = book[book.index("### Bonus") :]
    assert "- This variant also counts:" in section
    assert "**Bonus points**: each player has their own count, which starts at 0." in section
    assert "**Total**: your points and bonus points together." in section
    assert "**Итог**: ваши очки и бонусные очки вместе." in render_text(standard, "ru")
    assert "- **Total**: your points and bonus points together." in render_text(bonus, "en")  # its own book: Stats


def test_the_standard_rules_cannot_name_a_variants_own_counter(tmp_path: Path) -> None:
    from interpreter.diagnostics import ContentError

    turn = ("then gain 1 point; or draw", "then gain 1 bonus-point; or draw")
    with pytest.raises(ContentError, match="unknown counter 'bonus-point'"):
        load_game(_tiny(tmp_path / "a", ("    disable: [deal]\n", BONUS), turn))
    twice = ("      - id: bonus-point\n", "      - id: point\n")
    with pytest.raises(ContentError, match="the counter id 'point' is used twice"):
        load_game(_tiny(tmp_path / "b", ("    disable: [deal]\n", BONUS), twice), "bonus")


def test_a_bookkeeping_counter_stays_out_of_a_players_view_but_not_a_spectators(tmp_path: Path) -> None:
    """Whist and tic-tac-toe: a number kept for the rules (out of the book) was listed in the human seat's view."""
    kept = (
        "    name: {en: {one: point, other: points}",
        "    bookkeeping: true\n    name: {en: {one: point, other: points}",
    )
    game = load_game(_tiny(tmp_path, kept))
    state = State.new(game, 2, 1)
    narrator = Narrator(game, "en")
    assert "points 0" not in narrator.view_text(view(state, 0))
    assert "Player 1: points 0" in narrator.view_text(view(state, None))


def test_end_your_turn_skips_the_rest_of_the_turn_and_its_end_comes_at_once(tmp_path: Path) -> None:
    """Pig: "a 1 ends your turn" had no words; its designer wrote a procedure that runs itself."""
    turn = ("or draw 1 card", "or draw 1 card, then end your turn")
    bonus = ("end:\n", '  - id: bonus\n    do: "gain 1 point"\n    source: "assumed: tests"\nend:\n')
    game = load_game(_tiny(tmp_path, turn, bonus))
    state = State.new(game, 2, 1)
    state.apply("option 2")  # draw, then the turn ends: no bonus
    assert state.counter("point", 0) == 0 and state.active == 1 and state.turn == 2
    state.apply("option 1")  # discard and gain 1, then the bonus step: 2 points
    while state.active == 1 and state.current_player == 1:
        state.apply(0)  # which card to discard
    assert state.counter("point", 1) == 2 and state.active == 0
    book = render_text(game, "en")
    assert "or, if the deck is not empty, draw 1 card, then your turn ends." in book
    assert "затем ваш ход заканчивается" in render_text(game, "ru")


def test_end_your_turn_in_another_players_rule_ends_no_one_s_turn(tmp_path: Path) -> None:
    """Review: a trigger of player 2 that said "end your turn" ended player 1's turn."""
    trigger = (
        "end:\n",
        'triggers:\n  - id: stop\n    when: "a card enters the pile"\n    if: "you are not the active player"\n'
        '    do: "end your turn"\n    source: "assumed: tests"\nend:\n',
    )
    bonus = ("end:\n", '  - id: bonus\n    do: "gain 5 points"\n    source: "assumed: tests"\nend:\n')
    game = load_game(_tiny(tmp_path, bonus, trigger))
    state = State.new(game, 2, 1)
    state.apply("option 1")  # discard into the pile: player 2's trigger fires, and their turn is not on
    while state.active == 0 and state.current_player == 0:
        state.apply(0)
    assert state.counter("point", 0) == 6  # 1 for the discard, 5 for the bonus step: the turn went on
