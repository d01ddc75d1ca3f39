"""Partnerships and teams (`teams:`): who sits with whom, "your partner", and "opponent" meaning a player of
another team — run, checked and printed (tests/fixtures/pairs: four players, two partnerships across)."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.content.library import resolve_target
from interpreter.diagnostics import ContentError
from interpreter.engine.build import load_game
from interpreter.engine.game import seat_teams
from interpreter.engine.position import Placement, Position, build_position
from interpreter.engine.state import State
from interpreter.render.publish import render_text
from tests.helpers import ROOT, changed_copy
from tests.test_generated_source import fresh
from tests.test_shortcuts import played

PAIRS = ROOT / "tests" / "fixtures" / "pairs"


def _pairs(tmp_path: Path, *changes: tuple[str, str]) -> str:
    return changed_copy("pairs", tmp_path, *changes)


def test_seats_go_round_the_teams_across_or_sit_together() -> None:
    assert seat_teams(2, "across", 4) == (0, 1, 0, 1)
    assert seat_teams(2, "across", 6) == (0, 1, 2, 0, 1, 2)
    assert seat_teams(2, "together", 4) == (0, 0, 1, 1)
    assert seat_teams(3, "across", 6) == (0, 1, 0, 1, 0, 1)
    game = load_game(str(PAIRS))
    assert game.partner_of(4) == (2, 3, 0, 1)
    assert load_game("frozen2").team_of(3) == (0, 1, 2)  # no teams: each player alone


def _turn(counters: dict[str, int], answer: str) -> State:
    """Player 1's turn in a position with these points (cards as the content defines them), answered."""
    game = load_game(str(PAIRS))
    state = build_position(game, Position(players=4, counters=counters))
    state.apply(answer)
    return state


def test_an_opponent_is_a_player_of_the_other_partnership() -> None:
    state = _turn({"point:2": 1, "point:3": 2, "point:4": 1}, "option 2")  # each opponent loses 1 point
    assert [state.counter("point", p) for p in range(4)] == [0, 0, 2, 0]  # the partner (seat 3) keeps theirs


def test_an_opponent_condition_leaves_out_the_partner() -> None:
    game = load_game(str(PAIRS))
    hands = {"hand:1": [Placement("red-card")]}
    partner = build_position(game, Position(players=4, counters={"point:3": 2}, zones=hands))
    opponent = build_position(game, Position(players=4, counters={"point:4": 2}, zones=hands))
    assert partner.current_player == opponent.current_player == 0
    assert [a.key for a in partner.legal_actions()] == ["option 1", "option 3"]  # no opponent has points
    assert [a.key for a in opponent.legal_actions()] == ["option 1", "option 2", "option 3"]


def test_a_card_given_to_your_partner_goes_to_the_player_opposite() -> None:
    game = load_game(str(PAIRS))
    hands = {"hand:1": [Placement("red-card")]}
    state = build_position(game, Position(players=4, zones=hands))
    state.apply("option 1")
    assert state.cards_in("hand", 0) == [] and len(state.cards_in("hand", 2)) == 1
    assert [state.counter("point", p) for p in range(4)] == [1, 0, 1, 0]


def test_the_book_says_how_partners_sit_and_names_partners_and_opponents() -> None:
    game = load_game(str(PAIRS))
    en, ru = render_text(game, "en"), render_text(game, "ru")
    assert "They play in partnerships of two: partners sit opposite each other" in en
    assert "Give 1 card from your hand to your partner, then gain 1 point, then your partner gains 1 point." in en
    assert "If an opponent has at least 1 point, each opponent loses 1 point." in en
    assert "Играют парами: партнёры сидят друг напротив друга" in ru
    assert "каждый противник теряет 1 очко" in ru


def test_teams_and_partners_are_checked(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="3 players do not split into two or more teams of 2"):
        load_game(_pairs(tmp_path / "a", ("players: {min: 4, max: 4", "players: {min: 3, max: 4")))
    with pytest.raises(ContentError, match="there is no partner in this game") as raised:
        load_game(_pairs(tmp_path / "b", ("teams: {size: 2, seating: across, ", "# teams: {")))
    assert "teams: {size: 2, seating: across}" in str(raised.value.diagnostics[0].hint)


def test_teams_play_the_same_from_generated_source_and_closures(monkeypatch: pytest.MonkeyPatch) -> None:
    generated = played(load_game(str(PAIRS)), range(4))
    monkeypatch.setenv("RULEBOOK_NO_SOURCE", "1")
    assert generated == played(fresh("pairs", resolve_target(str(PAIRS))), range(4))


def _ended(counters: dict[str, int]) -> State:
    """Player 1's turn with these points: they draw 1 card (the only answer with an empty hand, unless an opponent
    has points to take), the turn ends and the three-points end rule holds."""
    game = load_game(str(PAIRS))
    state = build_position(game, Position(players=4, counters=counters))
    if not state.is_terminal:
        state.apply("option 3")
    assert state.is_terminal
    return state


def test_a_partnership_wins_together_and_a_game_both_win_is_a_draw() -> None:
    won = _ended({"point:1": 3})
    assert won.winners == (0, 2) and not won.is_draw and won.returns() == [1.0, 0.0, 1.0, 0.0]
    tied = _ended({"point:1": 3, "point:2": 3})  # one player of each partnership has the most
    assert tied.winners == () and tied.is_draw and tied.returns() == [0.25] * 4
    from interpreter.render.narrate import Narrator

    narrator = Narrator(tied.game, "en")
    ended = [e for e in tied.take_events() if e[0] == "end"][-1]
    from interpreter.engine.events import event_json

    assert "It is a draw." in narrator.event(event_json(tied, ended))
    assert "A partnership wins or loses together" in render_text(tied.game, "en")


def test_a_number_on_cards_may_be_named_by_its_label(tmp_path: Path) -> None:
    """Spades: 'whose suit is spades' was refused (the suits are numbers with labels) and the book said 'is 4'."""
    hands = {"hand:1": [Placement("red-card")]}  # rank 1: an ace
    for label, offered in (("ace", True), ("king", False)):
        option = f"or discard 1 card whose rank is {label} from your hand; or draw 1 card"
        game = load_game(_pairs(tmp_path / label, ("or draw 1 card", option)))
        state = build_position(game, Position(players=4, zones=hands))
        assert ("option 3" in [a.key for a in state.legal_actions()]) is offered
    assert "Discard 1 card whose rank is king from your hand." in render_text(game, "en")
    with pytest.raises(ContentError, match="unknown symbol 'queen'"):
        load_game(
            _pairs(tmp_path / "queen", ("or draw 1 card", "or discard 1 card whose rank is queen; or draw 1 card"))
        )


def test_a_players_view_names_their_partner() -> None:
    from interpreter.engine.view import view
    from interpreter.render.narrate import Narrator

    game = load_game(str(PAIRS))
    state = State.new(game, 4, 2)
    assert "Your partner: Player 4" in Narrator(game, "en").view_text(view(state, 1))
    assert "Ваш партнёр: Игрок 1" in Narrator(game, "ru").view_text(view(state, 2))
    assert "partner" not in Narrator(game, "en").view_text(view(state, None))


def test_an_opponent_to_choose_and_each_opponents_hand_leave_out_the_partner(tmp_path: Path) -> None:
    option = "or choose an opponent as the target, then take 1 random card from each opponent's hand; or draw 1 card"
    # (the card is taken from the opponents' hands as one pool)
    game = load_game(_pairs(tmp_path, ("or draw 1 card", option)))
    hands = {f"hand:{seat}": [Placement("red-card")] for seat in (1, 2, 3, 4)}
    state = build_position(game, Position(players=4, zones=hands))
    # the option that opens with a choice offers its answers at once: the two opponents, not the partner
    assert state.current_player == 0 and [a.key for a in state.legal_actions()] == [
        "option 1",
        "player 2",
        "player 4",
        "option 4",
    ]
    state.apply("player 2")
    sizes = [len(state.cards_in("hand", p)) for p in range(4)]
    assert sizes[0] == 2 and sizes[2] == 1 and sizes[1] + sizes[3] == 1  # from the opponents' hands, not the partner's


def test_an_end_no_player_wins_is_still_a_defeat_in_a_team_game(tmp_path: Path) -> None:
    most = 'winners: "each player who has the most points"\n    source: "assumed: tests"\n'
    folder = _pairs(tmp_path)
    path = Path(folder) / "rules" / "pairs" / "game.yaml"
    text = path.read_text(encoding="utf-8")
    head, _, tail = text.rpartition(most)  # the empty-deck rule, the last one
    path.write_text(head + 'winners: "no player"\n    source: "assumed: tests"\n' + tail, encoding="utf-8")
    game = load_game(folder)
    state = build_position(game, Position(players=4, rest="pile"))  # an empty deck: the game ends at once
    assert state.is_terminal and state.ended_by == "empty-deck" and state.winners == ()
    assert not state.is_draw and state.returns() == [0.0] * 4
    assert "every player loses" in render_text(game, "en")
