"""What playing a card costs, and paying it: the card's price, made dearer or cheaper by cards in
play (`cost_modifiers`), checked before the card is offered and paid once it is played.

A price lists units of counters ("2 gold") or of groups ("1 resource": any member). A surcharge
("1 point") is paid to the modifying card's owner. A reduction ("1 resource less") waives units of
the payer's choice, one at a time — only units whose waiving leaves the rest payable are offered —
and never below its `floor` ("never below 1 resource"). Then every unit of a group is paid one at
a time: a specific unit ("1 wood") from the payer's own counter or from units stored on one of
their cards that may pay (`spend_stored:`), a generic one ("1 resource") from any member. A choice
with one possible answer is never asked, so most payments ask nothing (the choices: `payment.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.expr import NumFn, subject
from interpreter.engine.compile.groups import bump
from interpreter.records import Fixed

if TYPE_CHECKING:
    from interpreter.engine.game import Game, GroupDef
    from interpreter.engine.state import State

PriceFns = list[tuple[str, NumFn]]
OWED = "_owed"  # env key: group units still to pay, as ((group id, member counter index or -1, units), …)
WAIVE = "_waive"  # env key: reductions still to use, as ((group id, units, floor), …)
# Both are tuples, replaced (never changed in place) as units are paid: a clone shares its env's values.
GENERIC = -1  # "any member of the group"


def compile_price(node: n.Price | None, game: Game) -> PriceFns:
    if node is None:
        return []
    return [(item.counter, expr.num(item.amount, game)) for item in node.items]


class Bill:
    """A price with its modifiers applied (a plain class: one is made for every card offered)."""

    __slots__ = ("floor", "need", "tolls", "waive")

    def __init__(self, need: dict[str, int]) -> None:
        self.need = need  # counter or group -> units
        self.waive: dict[str, int] = {}  # counter or group -> units not to pay
        self.floor: dict[str, int] = {}  # group -> units a reduction never goes below
        self.tolls: list[tuple[int, str, int]] = []  # (to whom, counter, units)


InPlay = list[tuple[Any, int, int]]  # (cost modifier, the card that carries it, its owner)


def in_play(state: State) -> InPlay:
    """The modifying cards that lie where they modify, with their owners: the same for every card
    priced in one listing of options, so a listing works it out once."""
    found: InPlay = []
    zslot, loc = state.zslot, state.loc
    for modifier in state.game.cost_modifiers:
        for instance in state.game.card_instances[modifier.card]:
            zone, owner = zslot[loc[instance]]
            if zone == modifier.zone:
                found.append((modifier, instance, owner if owner >= 0 else state.active))
    return found


def bill(
    state: State,
    player: int,
    card: int,
    prop: str,
    src: int,
    dst: int,
    modifiers: InPlay | None = None,
    fixed: dict[str, int] | None = None,
) -> Bill:
    """The price of playing `card` from `src` to `dst` now, with every modifier that applies (`fixed`:
    the units of a price of fixed numbers, worked out before: see `_fixed`; never changed here)."""
    game = state.game
    need: dict[str, int] = {}
    if fixed is not None:
        need = fixed
    else:
        env: Env = {"you": player, "subj": player}
        for counter, amount in game.cards[game.instances[card]].price_fns.get(prop, ()):
            need[counter] = need.get(counter, 0) + max(0, amount(state, env))
    result = Bill(need)
    for modifier, instance, owner in in_play(state) if modifiers is None else modifiers:
        if instance == card:
            continue
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
        for counter, amount in modifier.floor_items:
            result.floor[counter] = max(result.floor.get(counter, 0), amount(state, theirs))
    return result


def index_payments(game: Game) -> None:
    """What planning a payment walks, worked out once per game (see `_plan`)."""
    groups = [g for g in game.groups.values() if g.owner == "player"]
    game.pay_groups = tuple((g, tuple(zip(g.members, g.member_ids, strict=True))) for g in groups)
    game.not_plain = Fixed({*game.groups, *(m for g in groups for m in g.member_ids)})
    game.stored_pairs = {
        group.id: tuple(dict(zip(group.members, held.members, strict=True)) for held in held_by)
        for group in game.groups.values()
        if (held_by := [held for held in game.groups.values() if held.matches == group.id])
    }


# ---------------------------------------------------------------- what the payer has


def _stored_sources(state: State, group: GroupDef, player: int) -> list[tuple[int, dict[int, int]]]:
    """(card, member -> its counter on the card) for each card of `player` whose stored units pay."""
    game = state.game
    pairs = game.stored_pairs.get(group.id)
    if not pairs:
        return []
    zslot, loc = state.zslot, state.loc
    return [(card, p) for card in game.spending_cards if zslot[loc[card]][1] == player for p in pairs]


def _have(state: State, group: GroupDef, player: int) -> dict[int, int]:
    """Units of each member the player can pay with: their own, and those stored on cards that pay."""
    counters, cbase = state.counters, state.cbase
    have = {m: counters[cbase[m] + player] for m in group.members}
    if not state.game.spending_cards:  # most games store nothing that pays
        return have
    for card, pairs in _stored_sources(state, group, player):
        for mine, on_card in pairs.items():
            have[mine] += state.counters[state.cbase[on_card] + card]
    return have


def _payable(have: dict[int, int], owed: list[list[Any]], waivers: int) -> bool:
    """Whether the units owed to one group can be paid, using up to `waivers` reductions where best."""
    specific = dict.fromkeys(have, 0)
    generic = 0
    for _, key, units in owed:
        if key == GENERIC:
            generic += units
        else:
            specific[key] += units
    deficit = left = 0  # units the player lacks; units left once the specific ones are paid
    for m, units in specific.items():  # one plain loop, no min/max calls: this runs for every card offered
        held = have[m]
        if units > held:
            deficit += units - held
        else:
            left += held - units
    if deficit > waivers:
        return False
    return left >= max(0, generic - (waivers - deficit))


# ---------------------------------------------------------------- planning


class Plan:
    """What paying a bill takes (a plain class: one is made for every card offered)."""

    __slots__ = ("owed", "take", "waive")

    def __init__(self) -> None:
        self.take: dict[int, int] = {}  # plain counter index -> units taken at once
        self.owed: list[list[Any]] = []  # [group id, member or GENERIC, units]
        self.waive: list[list[Any]] = []  # [group id, reductions, floor]


def _plan(state: State, player: int, the_bill: Bill, haves: dict[str, dict[int, int]] | None = None) -> Plan | None:
    """What to take from plain counters, what each group owes and its reductions; None if unaffordable.
    Asked for every card offered: only the units the bill names are looked at, and what the payer
    has of each group is kept in `haves` across the cards of one listing."""
    game = state.game
    need = the_bill.need
    if the_bill.tolls:
        need = dict(need)
        for _, counter, units in the_bill.tolls:
            need[counter] = need.get(counter, 0) + units
    waive = the_bill.waive
    plan = Plan()
    for group, pairs in game.pay_groups:
        gid = group.id
        owed: list[list[Any]] = []
        total = 0  # units owed to the group
        for m, name in pairs:
            if name in need:  # a member the bill does not name owes nothing
                units = need[name] - waive.get(name, 0)
                if units > 0:
                    owed.append([gid, m, units])
                    total += units
        generic = need.get(gid, 0)
        if generic:
            owed.append([gid, GENERIC, generic])
            total += generic
        if not owed:
            continue
        floor = the_bill.floor.get(gid, 0)
        waivers = min(waive.get(gid, 0), max(0, total - floor))
        have = haves.get(gid) if haves is not None else None
        if have is None:
            have = _have(state, group, player)
            if haves is not None:
                haves[gid] = have
        if not _payable(have, owed, waivers):
            return None
        plan.owed.extend(owed)
        if waivers:
            plan.waive.append([gid, waivers, floor])
    not_plain = game.not_plain
    for name, units in need.items():
        if name in not_plain:
            continue
        index = game.counter_by_id[name].index
        units = max(0, units - waive.get(name, 0))
        if state.counters[state.cbase[index] + player] < units:
            return None
        if units:
            plan.take[index] = units
    return plan


def affordable(state: State, player: int, cards: list[int], prop: str, dst: int) -> list[int]:
    """The cards `player` can pay for to play them to `dst`. What does not depend on the card (the
    modifying cards in play, what the payer has) is worked out once for the whole listing; with no
    modifying card in play, a price of fixed numbers is checked against what it owes, worked out once
    per game (`_fixed`), without a bill or a plan per card."""
    modifiers = in_play(state)
    haves: dict[str, dict[int, int]] = {}
    loc = state.loc
    game = state.game
    instances, fixed = game.instances, game.fixed_prices
    found = []
    for c in cards:
        owes = fixed.get((instances[c], prop), _UNSEEN)
        if owes is _UNSEEN:
            owes = fixed[instances[c], prop] = _fixed(game, instances[c], prop)
        if owes is None:
            some = _some_part(state, player, c, prop, loc[c], dst, modifiers, haves)
            if some is not None:  # a price of parts
                if some:
                    found.append(c)
                continue
            the_bill = bill(state, player, c, prop, loc[c], dst, modifiers)
        elif not modifiers:
            if _pays(state, player, owes, haves):
                found.append(c)
            continue
        else:
            the_bill = bill(state, player, c, prop, loc[c], dst, modifiers, owes[2])
            if not (the_bill.waive or the_bill.floor or the_bill.tolls):  # no modifier applies to this card
                if _pays(state, player, owes, haves):
                    found.append(c)
                continue
        if _plan(state, player, the_bill, haves) is not None:
            found.append(c)
    return found


def part_units(state: State, card: int, prop: str, player: int) -> list[tuple[str, int]] | None:
    """(counter or group, units) of each part of the card's price of parts (`bought.py`); None for another price."""
    definition = state.game.cards[state.game.instances[card]]
    price = definition.prices.get(prop)
    if price is None or not price.parts:
        return None
    env: Env = {"you": player, "subj": player}
    return [(counter, max(0, amount(state, env))) for counter, amount in definition.price_fns[prop]]


def _some_part(
    state: State,
    player: int,
    card: int,
    prop: str,
    src: int,
    dst: int,
    modifiers: InPlay,
    haves: dict[str, dict[int, int]],
) -> bool | None:
    """For a price of parts: whether one part alone can be paid; None for another price."""
    parts = part_units(state, card, prop, player)
    if parts is None:
        return None
    return any(
        _plan(state, player, bill(state, player, card, prop, src, dst, modifiers, {counter: units}), haves) is not None
        for counter, units in parts
    )


_UNSEEN: Any = object()
# see `_fixed`: per group its units owed (of each member, of any), per plain counter its units, and the
# price's units as a bill needs them
Owes = tuple[tuple[tuple[Any, dict[int, int], int], ...], tuple[tuple[int, int], ...], dict[str, int]]


def _fixed(game: Game, definition: int, prop: str) -> Owes | None:
    """What a price of fixed numbers owes with no modifier, as `_plan` works it out: per group, the
    units owed of each member and of any member, summed as `_payable` sums them (so a card offered costs
    one loop over the members); per plain counter, (index, units); and its units (`Bill.need`, shared:
    read only). None when an amount is not a fixed number (it may depend on the state)."""
    price = game.cards[definition].prices.get(prop)
    if price is not None and price.parts:  # what it costs depends on the parts bought (`bought.py`)
        return None
    need: dict[str, int] = {}
    for item in price.items if price is not None else ():
        if not isinstance(item.amount, n.Int):
            return None
        need[item.counter] = need.get(item.counter, 0) + max(0, item.amount.value)
    groups = []
    for group, pairs in game.pay_groups:
        specific = dict.fromkeys(group.members, 0)  # as `_payable` sums them: every member, then the generic units
        for m, name in pairs:
            if need.get(name, 0) > 0:
                specific[m] += need[name]
        generic = need.get(group.id, 0)
        if generic or any(specific.values()):
            groups.append((group, specific, generic))
    plain = tuple(
        (game.counter_by_id[name].index, max(0, units)) for name, units in need.items() if name not in game.not_plain
    )
    return tuple(groups), plain, need


def _pays(state: State, player: int, owes: Owes, haves: dict[str, dict[int, int]]) -> bool:
    """`_plan(…) is not None` for a price `_fixed` has worked out (no reduction, no surcharge)."""
    groups, plain, _ = owes
    for group, specific, generic in groups:
        have = haves.get(group.id)
        if have is None:
            have = haves[group.id] = _have(state, group, player)
        deficit = left = 0  # `_payable` with no reduction, written out
        for m, units in specific.items():
            held = have[m]
            if units > held:
                deficit += units - held
            else:
                left += held - units
        if deficit or left < generic:
            return False
    counters, cbase = state.counters, state.cbase
    for index, units in plain:  # noqa: SIM110 - a loop: no generator for every card offered
        if counters[cbase[index] + player] < units:
            return False
    return True


def pay(state: State, env: Env, card: int, prop: str, src: int, dst: int, need: dict[str, int] | None = None) -> None:
    """Take the plain counters and the surcharges now; leave the group units (and the reductions on
    them) in `env` for the payer to choose. (`need`: the parts bought of a price of parts.)"""
    player = subject(env)
    the_bill = bill(state, player, card, prop, src, dst, fixed=need)
    plan = _plan(state, player, the_bill)
    if plan is None:  # the options only offer what can be paid; this means the rules changed mid-play
        env[OWED], env[WAIVE] = (), ()
        return
    for index, units in plan.take.items():
        bump(state, player, index, -units, "pay")
    for owner, counter, units in the_bill.tolls:
        index = state.game.counter_by_id[counter].index
        bump(state, owner, index, units, "transfer")
        if state.record:
            state.events.append(("pay", player, owner, index, units))
    reduced = {reduction[0] for reduction in plan.waive}
    for entry in plan.owed:  # a unit of one kind, with no reduction to use and nowhere else to take it from
        group_id, member, units = entry
        if member == GENERIC or group_id in reduced:
            continue
        stored = _stored_sources(state, state.game.groups[group_id], player)
        if not any(state.counters[state.cbase[pairs[member]] + card] for card, pairs in stored):
            bump(state, player, member, -units, "pay")
            entry[2] = 0
    env[OWED] = tuple(tuple(entry) for entry in plan.owed if entry[2] > 0)
    env[WAIVE] = tuple(tuple(reduction) for reduction in plan.waive)
