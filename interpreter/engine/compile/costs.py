"""What playing a card costs, and paying it: the card's price, made dearer or cheaper by cards in
play (`cost_modifiers`), checked before the card is offered and paid once it is played.

A price lists units of counters ("2 gold") or of groups ("1 resource": any member). A reduction
("1 resource less") waives units: first those the player lacks, then generic units, then specific
ones; a surcharge ("1 point") is paid to the modifying card's owner. Which member
pays a generic unit is the player's choice, asked one unit at a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.expr import NumFn, subject
from interpreter.engine.compile.groups import bump
from interpreter.engine.compile.parts import Choice, VerbParts

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

PriceFns = list[tuple[str, NumFn]]
OWED = "_owed"  # env key: generic group units still to pay, as [[group id, units], …]


def compile_price(node: n.Price | None, game: Game) -> PriceFns:
    if node is None:
        return []
    return [(item.counter, expr.num(item.amount, game)) for item in node.items]


@dataclass
class Bill:
    need: dict[str, int] = field(default_factory=dict)  # counter or group -> units
    waive: dict[str, int] = field(default_factory=dict)  # counter or group -> units not to pay
    tolls: list[tuple[int, str, int]] = field(default_factory=list)  # (to whom, counter, units)


def bill(state: State, player: int, card: int, prop: str, src: int, dst: int) -> Bill:
    """The price of playing `card` from `src` to `dst` now, with every modifier that applies."""
    game = state.game
    result = Bill()
    env: Env = {"you": player, "subj": player}
    for counter, amount in game.cards[game.instances[card]].price_fns.get(prop, ()):
        result.need[counter] = result.need.get(counter, 0) + max(0, amount(state, env))
    for modifier in game.cost_modifiers:
        for instance in game.card_instances[modifier.card]:
            zone, owner = state.zslot[state.loc[instance]]
            if zone != modifier.zone or instance == card:
                continue
            owner = owner if owner >= 0 else state.active
            seen = {"you": owner, "subj": player, "that": player, "this": instance, "card": card}
            if not modifier.matches(state, seen, "play", src, dst, card):
                continue
            theirs: Env = {"you": owner, "subj": owner}
            for counter, amount in modifier.items:
                units = max(0, amount(state, theirs))
                if modifier.adds:
                    result.tolls.append((owner, counter, units))
                else:
                    result.waive[counter] = result.waive.get(counter, 0) + units
    return result


def _plan(state: State, player: int, the_bill: Bill) -> tuple[dict[int, int], list[list[Any]]] | None:
    """What to take from each counter and the generic units left to choose; None if unaffordable."""
    game = state.game
    counters, cbase = state.counters, state.cbase  # a player's counter m: counters[cbase[m] + player]
    waive = the_bill.waive
    need = dict(the_bill.need)
    for _, counter, units in the_bill.tolls:
        need[counter] = need.get(counter, 0) + units
    take: dict[int, int] = {}
    owed: list[list[Any]] = []
    in_groups: set[str] = set()
    for group in game.groups.values():  # plain loops: this runs for every card in hand at every offer
        if group.owner != "player":
            continue
        names = group.member_ids
        in_groups.update(names)
        held: dict[int, int] = {}  # member -> what the player has of it
        paying: dict[int, int] = {}  # member -> the specific units paid from it
        deficit = 0
        for m, name in zip(group.members, names, strict=True):
            units = max(0, need.get(name, 0) - waive.get(name, 0))
            held[m] = have = counters[cbase[m] + player]
            deficit += max(0, units - have)
            paying[m] = min(units, have)
        generic, waivers = need.get(group.id, 0), waive.get(group.id, 0)
        if deficit > waivers:
            return None
        waivers -= deficit
        still = max(0, generic - waivers)
        waivers = max(0, waivers - generic)
        left = 0  # what the player keeps once the specific units are paid: it must cover the generic ones
        for m in group.members:  # a reduction left over lightens the specific units too
            spared = min(waivers, paying[m])
            paying[m] -= spared
            waivers -= spared
            left += held[m] - paying[m]
        if left < still:
            return None
        for m, units in paying.items():
            if units:
                take[m] = units
        if still:
            owed.append([group.id, still])
    for name, units in need.items():
        if name in game.groups or name in in_groups:
            continue
        index = game.counter_by_id[name].index
        units = max(0, units - waive.get(name, 0))
        if counters[cbase[index] + player] < units:
            return None
        if units:
            take[index] = units
    return take, owed


def affordable(state: State, player: int, card: int, prop: str, src: int, dst: int) -> bool:
    return _plan(state, player, bill(state, player, card, prop, src, dst)) is not None


def pay(state: State, env: Env, card: int, prop: str, src: int, dst: int) -> None:
    """Take the fixed part of the price now; leave the generic units in `env` for the player to choose."""
    player = subject(env)
    the_bill = bill(state, player, card, prop, src, dst)
    plan = _plan(state, player, the_bill)
    if plan is None:  # the options only offer what can be paid; this means the rules changed mid-play
        env[OWED] = []
        return
    take, owed = plan
    for index, units in take.items():
        bump(state, player, index, -units, "pay")
    for owner, counter, units in the_bill.tolls:
        index = state.game.counter_by_id[counter].index
        bump(state, owner, index, units, "transfer")
        state.emit("pay", player, owner, index, units)
    env[OWED] = owed


def generic_units() -> VerbParts:
    """Pay the generic units ("1 resource"), one of the player's choice at a time."""

    def options(state: State, env: Env) -> list[int]:
        owed = env.get(OWED) or []
        while owed and owed[0][1] <= 0:
            owed.pop(0)
        if not owed:
            return []
        owner = subject(env)
        group = state.game.groups[owed[0][0]]
        return [m for m in group.members if state.counters[state.cbase[m] + owner] > 0]

    def perform(state: State, env: Env, index: int) -> None:
        env[OWED][0][1] -= 1
        bump(state, subject(env), index, -1, "pay")

    def units(state: State, env: Env) -> int:
        return sum(units for _, units in env.get(OWED) or [])

    return VerbParts(
        [Choice("pay-kind", options, perform, lambda state, env, i: ("kind", state.game.counters[i].id))],
        times=units,
    )
