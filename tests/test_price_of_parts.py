"""A price of parts (`one or more of 1 gold or 1 gem`): offered when one part can be paid, bought part by
part in one answer, reduced like any price, and remembered by the card until it moves
(tests/fixtures/parts: a charm rewards each part bought; a coupon in play pays for one part)."""

from __future__ import annotations

import shutil
from pathlib import Path

from interpreter.engine import moves
from interpreter.engine.build import load_game
from interpreter.engine.position import Placement, Position, build_position
from interpreter.engine.state import PAID, State
from interpreter.render.publish import render
from tests.helpers import ROOT, rulebook

PARTS = str(ROOT / "tests" / "fixtures" / "parts")


def _position(hand: list[str], display: tuple[str, ...] = (), gold: int = 0, gem: int = 0) -> State:
    zones = {"hand:1": [Placement(card) for card in hand], "display:1": [Placement(card) for card in display]}
    position = Position(players=2, seed=1, zones=zones, counters={"gold:1": gold, "gem:1": gem}, rest="deck")
    return build_position(load_game(PARTS), position)


def _keys(state: State) -> list[str]:
    return [a.key for a in state.legal_actions()]


def test_a_card_is_offered_when_one_part_can_be_paid() -> None:
    assert not any(k.startswith("play") for k in _keys(_position(["charm"])))
    assert "play charm" in _keys(_position(["charm"], gem=1))


def test_the_payer_buys_any_set_of_parts_that_can_be_paid_and_each_part_rewards() -> None:
    state = _position(["charm"], gold=1, gem=1)
    state.apply("play charm")
    assert _keys(state) == ["buy gold", "buy gem", "buy gold + gem"]
    state.apply("buy gold + gem")
    assert state.counter("gold", 0) == 0 and state.counter("gem", 0) == 0
    assert state.counter("point", 0) == 4  # 3 for gold, 1 for the gem


def test_only_the_parts_bought_reward() -> None:
    state = _position(["charm"], gold=1, gem=1)
    state.apply("play charm")
    state.apply("buy gem")
    assert (state.counter("gold", 0), state.counter("gem", 0), state.counter("point", 0)) == (1, 0, 1)


def test_a_reduction_pays_for_one_part_never_for_all() -> None:
    state = _position(["charm"], display=("coupon",), gem=1)
    state.apply("play charm")
    # the gem pays for one part and the coupon for the other; gold alone would cost nothing: below the floor
    assert _keys(state) == ["buy gem", "buy gold + gem"]
    state.apply("buy gold + gem")
    assert state.counter("gem", 0) == 0 and state.counter("point", 0) == 4


def test_a_card_forgets_what_was_paid_once_it_moves() -> None:
    state = _position(["charm"], gold=1)
    state.apply("play charm")  # one answer only (buy gold): not asked
    card = state.cards_in("display", 0)[-1]
    assert state.flags[card] & PAID
    moves.move(state, card, state.zbase[state.game.zone_by_id["pile"].index], "discard", 0)
    assert not state.flags[card] & PAID


def test_the_price_and_the_condition_are_printed_from_the_rules() -> None:
    game = load_game(PARTS)
    en, ru = str(render(game, "en")), str(render(game, "ru"))
    assert "cost: one or more of 1 gold or 1 gem" in en
    chosen = "If gold was one of the parts chosen for this card's cost, gain 3 points. If a gem was one of the parts"
    assert chosen + " chosen for this card's cost, gain 1 point." in en
    assert "стоимость: на выбор одно или несколько из 1 золота и 1 самоцвета" in ru
    assert "если золото было среди выбранных частей стоимости этой карты, получите 3 очка" in ru


def test_asking_for_a_part_no_price_has_is_an_error_at_its_place(tmp_path: Path) -> None:
    shutil.copytree(PARTS, tmp_path / "content")
    cards = tmp_path / "content" / "cards" / "parts" / "cards.yaml"
    cards.write_text(cards.read_text().replace("paid with gem:", "paid with point:"))
    result = rulebook("check", str(tmp_path / "content"))
    assert result.returncode == 1
    assert "cards.yaml:9:66: no card's price has 'point' as a part to buy (the parts: gem, gold)" in result.stdout
