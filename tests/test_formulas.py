"""Arithmetic said in words (render/formulas.py): a bound, a count said once, the places next to one, dice rolled."""

from __future__ import annotations

from typing import Any, Literal

from interpreter.dsl import nodes as n
from interpreter.engine.build import load_game
from interpreter.render import formulas
from interpreter.render.text import renderer_for

POOL = n.ZoneRef(zone="pool", owner="table", player=None)
BAG = n.ZoneRef(zone="bag", owner="table", player=None)


def _filter(op: Literal[">=", "=="], value: int) -> n.CardFilter:
    return n.CardFilter(tests=(n.PropTest(prop="pips", op=op, value=n.Int(value)),))


def _count(op: Literal[">=", "=="], value: int) -> n.CountCards:
    return n.CountCards(cards=n.AllCards(zones=(POOL,), filter=_filter(op, value)))


def test_a_fixed_bound_is_said_after_the_number() -> None:
    game = load_game("frozen2")
    capped = n.Extreme(which="lower", left=n.Int(5), right=n.BinOp(op="+", left=n.TurnNumber(), right=n.Int(2)))
    assert renderer_for(game, "en").render(capped) == "the turn number plus 2 (at most 5)"
    assert renderer_for(game, "ru").render(capped) == "номер хода плюс 2 (но не больше 5)"
    both = n.Extreme(which="higher", left=n.TurnNumber(), right=n.PlayerCount())
    assert formulas.bounded(both) is None
    assert renderer_for(game, "en").render(both) == "the higher of the turn number and the number of players"


def test_two_counts_of_one_zone_are_one_phrase_only_when_the_zone_is_the_same() -> None:
    assert formulas.same_cards(n.BinOp(op="+", left=_count(">=", 4), right=_count("==", 6)))
    other = n.CountCards(cards=n.AllCards(zones=(BAG,), filter=_filter("==", 6)))
    assert not formulas.same_cards(n.BinOp(op="+", left=_count(">=", 4), right=other))
    assert not formulas.same_cards(n.BinOp(op="-", left=_count(">=", 4), right=_count("==", 6)))


def test_neighbours_need_one_less_and_one_more_of_the_same_place() -> None:
    here = n.TurnNumber()
    low, high = n.BinOp(op="-", left=here, right=n.Int(1)), n.BinOp(op="+", left=here, right=n.Int(1))
    assert formulas.neighbours(low, high) == here
    assert formulas.neighbours(low, n.BinOp(op="+", left=here, right=n.Int(2))) is None
    star = n.SymbolValue(set="kind", value="star")
    left, right = (n.CardIs(card=n.CardAt(position=p, counter="space"), kind=star) for p in (low, high))
    pairs = formulas.either_side(n.Or(items=(left, n.IsEmpty(zone=POOL), right)))
    assert pairs == [(left, True), (n.IsEmpty(zone=POOL), False)]
    assert formulas.either_side(n.Or(items=(left, left))) is None


def test_dice_taken_and_rolled_are_one_step_unless_the_number_is_named_later() -> None:
    def do(verb: Any) -> n.Do:
        return n.Do(subject=None, may=False, verbs=(verb,))

    choose = do(n.ChooseNumber(low=n.Int(0), high=n.Int(3), name="k"))
    put = do(n.PutFrom(count=n.VarRef(name="k"), source=BAG, zone=POOL, random=True))
    roll = do(n.RollCards(cards=n.AllCards(zones=(POOL,))))
    said = formulas.rolled([choose, put, roll])
    assert said == [formulas.RollFrom(None, n.Int(0), n.Int(3), BAG, POOL)]
    later = do(n.Gain(counter="coins", count=n.VarRef(name="k")))
    assert formulas.rolled([choose, put, roll, later])[0] == choose
    # a count chosen elsewhere stays said where it was chosen; the dice are still rolled in one step
    assert formulas.rolled([put, roll]) == [formulas.RollFrom(n.VarRef(name="k"), None, None, BAG, POOL)]
    assert formulas.rolled([put]) == [put]


def test_a_condition_on_every_option_is_said_once_before_the_choice() -> None:
    cond = n.IsEmpty(zone=POOL, negated=True)

    def gains(count: int) -> n.Chain:
        return n.Chain(steps=(n.Do(subject=None, may=False, verbs=(n.Gain(counter="coins", count=n.Int(count)),)),))

    def option(count: int) -> n.Chain:
        return n.Chain(steps=(n.If(cond=cond, then=gains(count)),))

    choose = n.ChooseOne(chooser=None, options=(option(1), option(2)))
    found = formulas.shared_condition(choose)
    assert found is not None and found[0] == cond
    assert found[1].options == (gains(1), gains(2))
    other = n.Chain(steps=(n.If(cond=n.IsEmpty(zone=BAG, negated=True), then=gains(2)),))
    assert formulas.shared_condition(n.ChooseOne(chooser=None, options=(option(1), other))) is None


def test_each_player_may_choose_again_and_again_only_when_that_player_chooses() -> None:
    gain = n.Chain(steps=(n.Do(subject=None, may=False, verbs=(n.Gain(counter="coins", count=n.Int(1)),)),))
    nothing = n.Chain(steps=(n.Do(subject=None, may=False, verbs=(n.Nothing(),)),))
    theirs = n.ChooseOne(chooser=n.ThatPlayer(), options=(gain, nothing))
    each = n.ForEach(
        players=n.PlayerFilter(others=True), body=n.Chain(steps=(n.AnyTimes(body=n.Chain(steps=(theirs,))),))
    )
    assert formulas.each_may_choose(each) == theirs
    yours = n.ChooseOne(chooser=None, options=(gain, nothing))
    mine = n.ForEach(
        players=n.PlayerFilter(others=True), body=n.Chain(steps=(n.AnyTimes(body=n.Chain(steps=(yours,))),))
    )
    assert formulas.each_may_choose(mine) is None
