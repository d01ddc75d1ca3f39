"""Prices of parts ("one or more of 1 gold, 1 gem or 1 pearl"): the payer buys one part or more, each at
most once, and the card remembers which (`this card was paid with gold`), so one card can be played in
several ways with an effect for each way.

A card with such a price is offered when one part alone can be paid; once it is played, the payer
picks the set of parts in one answer ("gold+gem"), from the sets that can be paid together with the
modifiers in play (a reduction may pay for a part, never below its floor). The parts bought are kept
in the card's flags (`state.PAID`) until it moves again.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import costs
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice
from interpreter.engine.state import PAID, PAID_SHIFT
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

BOUGHT = "_bought"  # env key: the bit mask of the parts bought for the card being played
_PARTS_AT_MOST = 8  # bits 8-15 of a card's flags


def part_bits(game: Game) -> dict[str, int]:
    """Each counter or group named by a part of some price of parts -> its bit in a card's flags
    (numbered in the order the cards list them: the same for every load of the same content)."""
    found: dict[str, int] = {}
    for card in game.cards:
        for price in card.prices.values():
            if price is not None and price.parts:
                for item in price.items:
                    found.setdefault(item.counter, 1 << (PAID_SHIFT + len(found)))
    if len(found) > _PARTS_AT_MOST:
        raise RulesError(f"prices of parts name {len(found)} different things to pay; at most {_PARTS_AT_MOST}")
    return found


def has_parts(game: Game, prop: str) -> bool:
    return any((price := card.prices.get(prop)) is not None and price.parts for card in game.cards)


def _need(parts: list[tuple[str, int]], chosen: tuple[int, ...]) -> dict[str, int]:
    need: dict[str, int] = {}
    for i in chosen:
        counter, units = parts[i]
        need[counter] = need.get(counter, 0) + units
    return need


def _payable(state: State, player: int, card: int, prop: str, dst: int, need: dict[str, int]) -> bool:
    the_bill = costs.bill(state, player, card, prop, state.loc[card], dst, fixed=need)
    return costs._plan(state, player, the_bill) is not None


def buy_choice(prop: str, dst: Callable[[State, Env], int]) -> Choice:
    """The payer's pick of the parts to buy (nothing to ask for a card whose price has no parts); its
    answer is paid like any price (`costs.pay`, then `payment`)."""

    def options(state: State, env: Env) -> list[Any]:
        card, player = env["played"], subject(env)
        parts = costs.part_units(state, card, prop, player)
        if parts is None:
            return []
        where = dst(state, env)
        return [
            chosen
            for size in range(1, len(parts) + 1)
            for chosen in combinations(range(len(parts)), size)
            if _payable(state, player, card, prop, where, _need(parts, chosen))
        ]

    def perform(state: State, env: Env, chosen: tuple[int, ...]) -> None:
        card = env["played"]
        parts = costs.part_units(state, card, prop, subject(env))
        assert parts is not None
        bits = part_bits(state.game)
        env[BOUGHT] = sum(bits[parts[i][0]] for i in chosen)
        costs.pay(state, env, card, prop, state.loc[card], dst(state, env), need=_need(parts, chosen))

    def describe(state: State, env: Env, chosen: tuple[int, ...]) -> tuple[Any, ...]:
        parts = costs.part_units(state, env["played"], prop, subject(env))
        assert parts is not None
        return ("buy", tuple(parts[i][0] for i in chosen), tuple(parts[i][1] for i in chosen))

    return Choice("buy", options, perform, describe, optional=True)


def remember(state: State, env: Env, card: int) -> None:
    """Keep the parts bought in the card's flags (after it moved: a move forgets them)."""
    bought = env.pop(BOUGHT, 0)
    if bought:
        state.flags[card] = state.flags[card] & ~PAID | bought


def paid_with(node: n.PaidWith, game: Game, which: Callable[[State, Env], int | None]) -> Callable[[State, Env], bool]:
    bit = part_bits(game).get(node.part)
    if bit is None:
        raise RulesError(f"no card's price has '{node.part}' as a part to buy ('one or more of …')")

    def test(state: State, env: Env) -> bool:
        card = which(state, env)
        return card is not None and bool(state.flags[card] & bit)

    return test
