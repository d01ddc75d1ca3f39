"""Checked expression nodes → closures (see `expr.py`): zones as slots, counters, numbers, a card's
numbers, and what a player has (the predicates of "a player who has …")."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import expr, piles
from interpreter.engine.compile.expr import (
    AMONG,
    NumFn,
    PlayerFn,
    SlotFn,
    SlotsFn,
    _known,
    cards,
    num,
    player,
    subject,
    turn_order,
    variable,
)
from interpreter.engine.game import SIDE_SHIFT
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


# ---------------------------------------------------------------- zones, counters, numbers


def slot(node: n.ZoneRef | n.PileAt, game: Game) -> SlotFn:
    if isinstance(node, n.PileAt):
        return _pile(node, game)
    zone = game.zone_by_id[node.zone]
    index = zone.index
    if zone.owner == "table":
        return lambda state, env: state.zbase[index]
    return _owned(index, node, counters=False)


def _pile(node: n.PileAt, game: Game) -> SlotFn:
    counter = game.counter_by_id[node.counter]
    position = num(node.position, game)

    def pile(state: State, env: Env) -> int:
        found = piles.pile_slot(state, counter, position(state, env))
        if found is None:
            raise RulesError(f"there is no pile at {counter.id} {position(state, env)}")
        return found

    return pile


def slots(node: n.ZoneRef | n.PileAt, game: Game) -> SlotsFn:
    """All the slots a zone reference covers (`each player's hand` covers one per player)."""
    if isinstance(node, n.PileAt):
        one_pile = _pile(node, game)
        return lambda state, env: [one_pile(state, env)]
    if node.owner == "all":
        index = game.zone_by_id[node.zone].index
        return lambda state, env: [state.zbase[index] + p for p in turn_order(state, env["you"])]
    if node.owner == "others":
        index = game.zone_by_id[node.zone].index
        if game.teams is not None:  # each opponent's: the players of the other teams

            def rivals(state: State, env: Env) -> list[int]:
                team = game.team_of(state.players)
                ours = team[env["you"]]
                return [state.zbase[index] + p for p in turn_order(state, env["you"]) if team[p] != ours]

            return rivals
        return lambda state, env: [state.zbase[index] + p for p in turn_order(state, env["you"])[1:]]
    one = slot(node, game)
    return lambda state, env: [one(state, env)]


def counter_slot(node: n.CounterRef, game: Game) -> SlotFn:
    counter = game.counter_by_id[node.counter]
    index = counter.index
    if counter.owner == "table":
        return lambda state, env: state.cbase[index]
    return _owned(index, node, counters=True)


def _owned(index: int, node: n.ZoneRef | n.CounterRef, counters: bool) -> SlotFn:
    """The slot of the named player's zone (or counter) number `index`. Slots are looked up on every
    move and every option, so "your" and "their" are written out rather than called."""
    bases = "cbase" if counters else "zbase"
    if node.owner == "you":
        if counters:
            return lambda state, env: state.cbase[index] + env["you"]
        return lambda state, env: state.zbase[index] + env["you"]
    if node.owner == "subject":
        if counters:
            return lambda state, env: state.cbase[index] + (env["you"] if (s := env.get("subj")) is None else s)
        return lambda state, env: state.zbase[index] + (env["you"] if (s := env.get("subj")) is None else s)
    owner = _owner(node)
    return lambda state, env: getattr(state, bases)[index] + owner(state, env)


def _owner(node: n.ZoneRef | n.CounterRef) -> PlayerFn:
    """The player whose zone or counter a reference names ("your", "their", "the leader's")."""
    if node.owner == "you":
        return lambda state, env: env["you"]
    if node.owner == "subject":
        return lambda state, env: subject(env)
    return player(node.player)  # type: ignore[arg-type]


def stat(node: n.StatRef, game: Game) -> NumFn:
    name = node.stat
    if node.owner == "you":
        return lambda state, env: game.stat_fns[name](state, env["you"])
    if node.owner == "subject":
        return lambda state, env: game.stat_fns[name](state, subject(env))
    owner = player(node.player)  # type: ignore[arg-type]
    return lambda state, env: game.stat_fns[name](state, owner(state, env))


def num_closure(node: n.Num, game: Game) -> NumFn:
    if isinstance(node, n.Int):
        value = node.value
        return lambda state, env: value
    if isinstance(node, n.CountCards):
        chosen = cards(node.cards, game)
        return lambda state, env: len(chosen(state, env))
    if isinstance(node, n.CounterRef):
        group = game.groups.get(node.counter)
        if group is not None:  # "your resources": the sum of the group's counters
            owner = _owner(node)
            members = group.members

            def total(state: State, env: Env) -> int:
                return sum_of(state, members, owner(state, env))

            return total
        counter = game.counter_by_id[node.counter]
        index = counter.index
        if counter.owner == "table":  # the usual counters, written out: numbers are read everywhere
            return lambda state, env: state.counters[state.cbase[index]]
        if node.owner == "you":
            return lambda state, env: state.counters[state.cbase[index] + env["you"]]
        where = counter_slot(node, game)
        return lambda state, env: state.counters[where(state, env)]
    if isinstance(node, n.StatRef):
        return stat(node, game)
    if isinstance(node, n.VarRef):
        key = "v:" + node.name
        return lambda state, env: variable(state, env, key) or 0
    if isinstance(node, n.TurnNumber):
        return lambda state, env: state.turn
    if isinstance(node, n.PlayerCount):
        return lambda state, env: state.players
    if isinstance(node, n.Seat):
        seated = player(node.player)
        return lambda state, env: seated(state, env) + 1
    if isinstance(node, n.RollValue):
        return _known("roll", "no die has been rolled yet")
    if isinstance(node, n.CardProp):
        number_of = card_number(node.prop, game)
        which = expr.card(node.card, game)
        return lambda state, env: number_of(state, which(state, env))
    if isinstance(node, n.Total):
        number_on = card_number(node.prop, game)
        chosen = cards(node.cards, game)
        # each card's number by `map` (no generator resumed per card)
        if node.how == "total":
            return lambda state, env: sum(map(number_on, repeat(state), chosen(state, env)))
        pick = max if node.how == "highest" else min
        return lambda state, env: pick(map(number_on, repeat(state), chosen(state, env)), default=0)
    if isinstance(node, n.Distance):
        left, right = num(node.left, game), num(node.right, game)
        counter = game.counter_by_id[node.left.counter]  # type: ignore[union-attr]
        return lambda state, env: ring_distance(counter, left(state, env), right(state, env))
    if isinstance(node, n.Extreme):
        one, two = num(node.left, game), num(node.right, game)
        pick = min if node.which == "lower" else max
        return lambda state, env: pick(one(state, env), two(state, env))
    if isinstance(node, n.BinOp):
        left, right = num(node.left, game), num(node.right, game)
        if isinstance(node.right, n.Int) and node.op in ("+", "-"):  # "… + 1": the number is known now
            step = node.right.value if node.op == "+" else -node.right.value
            return lambda state, env: left(state, env) + step
        if node.op == "+":
            return lambda state, env: left(state, env) + right(state, env)
        if node.op == "-":
            return lambda state, env: left(state, env) - right(state, env)
        if node.op == "mod":
            return lambda state, env: _mod(left(state, env), right(state, env))
        if node.op == "/":
            return lambda state, env: _div(left(state, env), right(state, env))
        return lambda state, env: left(state, env) * right(state, env)
    raise TypeError(f"cannot evaluate number {type(node).__name__}")


def ring_distance(counter: Any, a: int, b: int) -> int:
    size = (counter.max or 0) - (counter.min or 0) + 1
    d = abs(a - b) % size
    return min(d, size - d)


def _div(a: int, b: int) -> int:
    if b == 0:
        raise RulesError("a number divided by 0 has no value")
    return a // b


def _mod(a: int, b: int) -> int:
    if b == 0:
        raise RulesError("a number 'mod 0' has no value")
    return a % b


def sum_of(state: State, members: tuple[int, ...], owner: int) -> int:
    """The total of a group's counters for one owner (a player, or a card for a card group)."""
    counters, cbase = state.counters, state.cbase
    total = 0
    for m in members:  # a loop, not a generator: read for every card a price or a cap looks at
        total += counters[cbase[m] + owner]
    return total


def card_number(prop: str, game: Game) -> Callable[[State, int | None], int]:
    """A number on a card: a printed property (clamped to its bounds) or a counter on the card."""
    if prop in game.groups and game.groups[prop].owner == "card":  # "the stored resources of this card"
        members = game.groups[prop].members
        return lambda state, c: 0 if c is None else sum_of(state, members, c)
    if prop in game.counter_by_id and game.counter_by_id[prop].owner == "card":
        index = game.counter_by_id[prop].index
        return lambda state, c: 0 if c is None else state.counters[state.cbase[index] + c]
    printed = _printed(prop, game)
    # every card's number (and every side's) worked out once: a card's print never changes
    values = [printed(card.properties) for card in game.cards]
    instances = game.instances
    if not any(c.sides for c in game.cards):
        return lambda state, c: 0 if c is None else values[instances[c]]
    by_side = [tuple(printed(side.properties) for side in d.sides) if d.sides else None for d in game.cards]

    def number(state: State, c: int | None) -> int:  # the side it shows (see Game.properties_of)
        if c is None:
            return 0
        sides = by_side[instances[c]]
        return values[instances[c]] if sides is None else sides[state.flags[c] >> SIDE_SHIFT]

    return number


def _printed(prop: str, game: Game) -> Callable[[dict[str, Any]], int]:
    """A printed number read from a card's (or a side's) properties, clamped to the property's bounds."""
    model = next(p for p in game.model.card_properties if p.id == prop)
    low, high = model.min, model.max
    unprinted = model.default or 0

    def printed(properties: dict[str, Any]) -> int:
        value = properties.get(prop, unprinted)
        value = value if isinstance(value, int) else 0
        if low is not None and value < low:
            return low
        if high is not None and value > high:
            return high
        return value

    return printed


def printed_values(prop: str, game: Game) -> list[int] | None:
    """Each card definition's number `prop`, when `card_number` reads it from the print alone (no
    counter, no group, no sides): the table the generated source indexes (see `source.py`)."""
    if prop in game.groups and game.groups[prop].owner == "card":
        return None
    if prop in game.counter_by_id and game.counter_by_id[prop].owner == "card":
        return None
    if any(c.sides for c in game.cards):
        return None
    printed = _printed(prop, game)
    return [printed(card.properties) for card in game.cards]


def printed_by_side(prop: str, game: Game) -> tuple[list[tuple[int, ...]], list[int]] | None:
    """`card_number` of a printed number in a game with sided cards, as two tables the generated source
    indexes with no call: each definition's number per side (one for a card with no sides) and a mask
    of the side bits that counts for it (0 for no sides: its one number whatever its flags say)."""
    if printed_values(prop, game) is not None or prop in game.groups or prop in game.counter_by_id:
        return None
    printed = _printed(prop, game)
    by_side = [tuple(printed(s.properties) for s in d.sides) or (printed(d.properties),) for d in game.cards]
    return by_side, [-1 if d.sides else 0 for d in game.cards]


def _per_player(name: str, game: Game) -> Callable[[State, int], int]:
    """A number each player has: a player counter or a stat."""
    if name in game.counter_by_id:
        index = game.counter_by_id[name].index
        return lambda state, p: state.counters[state.cbase[index] + p]
    return lambda state, p: game.stat_fns[name](state, p)


def quantity(node: n.Quantity, game: Game) -> Callable[[State, int], int]:
    """A per-player number: the cards in that player's zone, their counter, or a stat worked out for them."""
    if isinstance(node, n.CardsIn):
        index = game.zone_by_id[node.zone].index
        return lambda state, p: len(state.zones[state.zbase[index] + p])
    if isinstance(node, n.StatQuantity):
        return _per_player(node.stat, game)
    group = game.groups.get(node.counter)
    if group is not None:
        members = group.members
        return lambda state, p: sum_of(state, members, p)
    cindex = game.counter_by_id[node.counter].index
    return lambda state, p: state.counters[state.cbase[cindex] + p]


def pred(node: n.Pred, game: Game) -> Callable[[State, Env, int], bool]:
    """A predicate about one player."""
    if isinstance(node, n.AllOf):
        tests = [pred(item, game) for item in node.items]
        return lambda state, env, p: all(test(state, env, p) for test in tests)
    if isinstance(node, n.IsWithin):
        amount, other = num(node.amount, game), player(node.of)
        value = _per_player(node.counter, game)
        ring = game.counter_by_id.get(node.counter)

        def within(state: State, env: Env, p: int) -> bool:
            here, there = value(state, p), value(state, other(state, env))
            apart = ring_distance(ring, here, there) if ring is not None and ring.ring else abs(here - there)
            return apart <= amount(state, env)

        return within
    if isinstance(node, n.HasSame):
        value = _per_player(node.name, game)
        of = player(node.other)
        return lambda state, env, p: value(state, p) == value(state, of(state, env))
    count = quantity(node.quantity, game)
    if isinstance(node, n.HasNone):
        if isinstance(node.quantity, n.CardsIn):  # "has no cards in hand", asked after every turn
            index = game.zone_by_id[node.quantity.zone].index
            return lambda state, env, p: not state.zones[state.zbase[index] + p]
        return lambda state, env, p: count(state, p) == 0
    if isinstance(node, n.HasAtLeast):
        least = num(node.amount, game)
        return lambda state, env, p: count(state, p) >= least(state, env)
    if isinstance(node, n.HasMost):
        return lambda state, env, p: (
            count(state, p) == max([count(state, q) for q in env.get(AMONG) or range(state.players)])
        )
    if isinstance(node, n.HasFewest):
        return lambda state, env, p: (
            count(state, p) == min([count(state, q) for q in env.get(AMONG) or range(state.players)])
        )
    raise TypeError(f"cannot evaluate predicate {type(node).__name__}")
