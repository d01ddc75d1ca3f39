"""Checked expression nodes → fast closures `fn(state, env)`.

Players, numbers, zones (as slots), cards, symbols and conditions. Each closure is built once when
the game loads and called many times during play; none of them looks at the syntax tree again.

Names an effect can see live in its frame's `env`: `you`, `subj` (the sentence's subject), `that`
(that player), `card` (that card / it), `this` (the card whose text runs), `played`, `joined`,
`joining`, `roll`, and `v:<name>` for a procedure's variables.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import cache
from itertools import repeat
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import piles, source
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FLIPPED, FROZEN
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

AMONG = "_among"  # env key: the players "the most / the fewest" compares (a tie-break), when not all

PlayerFn = Callable[["State", Env], int]
PlayersFn = Callable[["State", Env], list[int]]
NumFn = Callable[["State", Env], int]
CondFn = Callable[["State", Env], bool]
SlotFn = Callable[["State", Env], int]
SlotsFn = Callable[["State", Env], list[int]]
CardFn = Callable[["State", Env], "int | None"]
CardsFn = Callable[["State", Env], list[int]]
ValueFn = Callable[["State", Env], "str | None"]


def subject(env: Env) -> int:
    value = env.get("subj")
    return env["you"] if value is None else value


def turn_order(state: State, start: int) -> tuple[int, ...]:
    """Every seat once, starting from `start` and going round (the orders are made once per count)."""
    count = state.players
    return _orders(count)[start % count]


@cache
def _orders(count: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple((start + i) % count for i in range(count)) for start in range(count))


def variable(state: State, env: Env, key: str) -> Any:
    """A variable's value: the nearest frame that holds it, from this one down the stack.

    A card played during a procedure runs in its own frame yet reads and sets the procedure's
    variables ("set the to-beat to the to-beat + 3"); keeping them in the procedure's frame only
    (never copied) means a change made by any card is the one everybody sees."""
    if key in env:
        return env[key]
    for frame in reversed(state.stack):
        if key in frame[2]:
            return frame[2][key]
    return None


def set_variable(state: State, env: Env, key: str, value: Any) -> None:
    if key not in env:
        for frame in reversed(state.stack):
            if key in frame[2]:
                frame[2][key] = value
                return
    env[key] = value


def own_names(env: Env, variables: frozenset[str]) -> Env:
    """An env for a new frame of card text: everything but the variables (`game.variable_keys`), which
    stay where they live. Most envs hold none: the test is one C-level pass, no Python loop over the keys."""
    names = env.copy()
    if not variables.isdisjoint(names):
        for key in variables:
            names.pop(key, None)
    return names


def _known(key: str, missing: str) -> Callable[[State, Env], Any]:
    def known(state: State, env: Env) -> Any:
        value = env.get(key)
        if value is None:
            raise RulesError(missing)
        return value

    return known


# ---------------------------------------------------------------- players


def player(node: n.Player) -> PlayerFn:
    if isinstance(node, n.You):
        return lambda state, env: env["you"]
    if isinstance(node, n.Them):
        return lambda state, env: subject(env)
    if isinstance(node, n.ActivePlayer):
        return lambda state, env: state.active
    if isinstance(node, n.OwnerOf):
        which = card(node.card, None)  # type: ignore[arg-type]

        def owner(state: State, env: Env) -> int:
            found = which(state, env)
            if found is None:
                raise RulesError("that card is not known at this point")
            holder = state.zslot[state.loc[found]][1]
            return holder if holder >= 0 else env["you"]  # a card on the table belongs to whoever plays it

        return owner
    if isinstance(node, n.ThatPlayer):
        return _known("that", "'that player' is not known at this point")
    if isinstance(node, n.Variable):
        key = "v:" + node.name

        def known_variable(state: State, env: Env) -> int:
            value = env[key] if key in env else variable(state, env, key)  # (one in this frame: no call)
            if value is None:
                raise RulesError(f"the {node.name} is not known at this point")
            return int(value)

        return known_variable
    if isinstance(node, n.FirstPlayer):
        return lambda state, env: state.first
    if isinstance(node, n.Neighbour):
        step = 1 if node.side == "left" else -1
        if node.of == "player":
            base = player(node.player)  # type: ignore[arg-type]
            return lambda state, env: (base(state, env) + step) % state.players
        if node.of == "you":
            return lambda state, env: (env["you"] + step) % state.players
        return lambda state, env: (subject(env) + step) % state.players
    raise TypeError(f"cannot evaluate player {type(node).__name__} directly")


def players(node: n.EachPlayer | n.PlayerFilter | n.Nobody, game: Game) -> PlayersFn:
    """Matching players in turn order, starting from the effect's owner (or from `start`)."""
    if isinstance(node, n.Nobody):
        return lambda state, env: []
    spec = node.filter if isinstance(node, n.EachPlayer) else node
    others = spec.others
    excepts = [player(p) for p in spec.except_]
    who = pred(spec.who, game) if spec.who is not None else None
    start = player(spec.start) if spec.start is not None else None

    def each(state: State, env: Env) -> list[int]:
        you = env["you"]
        excluded = {e(state, env) for e in excepts}
        result = []
        for p in turn_order(state, start(state, env) if start is not None else you):
            if (others and p == you) or p in excluded:
                continue
            if who is not None and not who(state, env, p):
                continue
            result.append(p)
        return result

    return each


def candidates(node: n.ChoosePlayer, game: Game) -> PlayersFn:
    """The players a `… of your choice` / `choose … as` may pick."""
    who = pred(node.who, game) if node.who is not None else None
    other = node.other

    def pool(state: State, env: Env) -> list[int]:
        actor = subject(env)
        return [
            p for p in turn_order(state, actor) if not (other and p == actor) and (who is None or who(state, env, p))
        ]

    return pool


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
    if isinstance(node, n.RollValue):
        return _known("roll", "no die has been rolled yet")
    if isinstance(node, n.CardProp):
        number_of = card_number(node.prop, game)
        which = card(node.card, game)
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
    """A per-player number: the cards in that player's zone, or their counter."""
    if isinstance(node, n.CardsIn):
        index = game.zone_by_id[node.zone].index
        return lambda state, p: len(state.zones[state.zbase[index] + p])
    group = game.groups.get(node.counter)
    if group is not None:
        members = group.members
        return lambda state, p: sum_of(state, members, p)
    cindex = game.counter_by_id[node.counter].index
    return lambda state, p: state.counters[state.cbase[cindex] + p]


def pred(node: n.Pred, game: Game) -> Callable[[State, Env, int], bool]:
    """A predicate about one player."""
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


# ---------------------------------------------------------------- cards and symbols


def card(node: n.CardExpr, game: Game) -> CardFn:
    if isinstance(node, n.PlayedCard):
        return _known("played", "no card has been played yet")
    if isinstance(node, n.JoinedCard):
        return lambda state, env: env.get("joined")
    if isinstance(node, n.ThatCard):
        # The checker guarantees a statement before names the card; when that statement found nothing
        # to reveal or play, "it" is no card, and what refers to it does nothing.
        return lambda state, env: env.get("card")
    if isinstance(node, n.ThisCard):
        return _known("this", "'this card' is not known at this point")
    if isinstance(node, n.CardVar):  # `variable`'s first case written out: one in this frame needs no call
        key = "v:" + node.name
        return lambda state, env: env[key] if key in env else variable(state, env, key)
    if isinstance(node, n.TopCard):
        where = slot(node.zone, game)  # type: ignore[arg-type]

        def top(state: State, env: Env) -> int | None:
            pile = state.zones[where(state, env)]
            return pile[-1] if pile else None

        return top
    if isinstance(node, n.CardAt):
        counter = game.counter_by_id[node.counter]
        position = num(node.position, game)
        return lambda state, env: piles.card_at(state, counter, position(state, env))
    if isinstance(node, n.BottomCard):
        bottom_of = slot(node.zone, game)  # type: ignore[arg-type]

        def bottom(state: State, env: Env) -> int | None:
            pile = state.zones[bottom_of(state, env)]
            return pile[0] if pile else None

        return bottom
    raise TypeError(f"cannot evaluate card {type(node).__name__}")


def card_test_closure(node: n.CardFilter, game: Game) -> Callable[[State, Env, int], bool] | None:
    """A predicate for a card filter, or None when every card qualifies (as closures)."""
    kinds = [k.value for k in node.kinds if isinstance(k, n.SymbolValue)]
    face = node.face
    tests = []
    for test in node.tests:
        if isinstance(test.value, n.CardProp) and _is_symbol(game, test.prop):
            tests.append(_same_symbol_test(test.prop, test.op, test.value, game))
        elif isinstance(test.value, n.SymbolValue):
            symbol = test.value.value
            prop = test.prop
            tests.append(_symbol_test(game, prop, symbol, test.op))
        else:
            tests.append(_number_test(game, test.prop, test.op, num(test.value, game)))  # type: ignore[arg-type]
    if node.spatial is not None:
        from interpreter.engine.compile.table import spatial_test

        tests.append(spatial_test(node.spatial, game))
    parts: list[CardTest] = []  # asked in this order, until one fails: kinds, face, then the tests
    if kinds:
        parts.append(_kinds_test(kinds, game))
    if face is not None:
        bit = FACE_DOWN if face in ("up", "down") else FROZEN
        wanted = face in ("down", "frozen")
        parts.append(lambda state, env, c: bool(state.flags[c] & bit) == wanted)
    parts.extend(tests)
    if not parts:
        return None
    return _every_test(parts)


CardTest = Callable[["State", Env, int], bool]


def _kinds_test(kinds: list[str], game: Game) -> CardTest:
    """The card carries every one of these symbols (on the side it shows)."""
    if any(c.sides for c in game.cards):
        symbols_, sides_, instances_ = shown_symbols(game)

        def sided(state: State, env: Env, c: int) -> bool:
            d = instances_[c]  # `game.symbols_of`, written out
            carried = sides[state.flags[c] >> SIDE_SHIFT] if (sides := sides_[d]) else symbols_[d]
            for k in kinds:  # noqa: SIM110 - a loop: no generator on this hot path
                if k not in carried:
                    return False
            return True

        return sided
    symbols = [c.symbols for c in game.cards]
    instances = game.instances
    if len(kinds) == 1:
        kind = kinds[0]
        return lambda state, env, c: kind in symbols[instances[c]]
    return lambda state, env, c: all(k in symbols[instances[c]] for k in kinds)


def _every_test(parts: list[CardTest]) -> CardTest:
    """Card tests joined by "and" (one or two, the usual cases, with no loop)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        first, second = parts
        return lambda state, env, c: first(state, env, c) and second(state, env, c)

    def every(state: State, env: Env, c: int) -> bool:
        for part in parts:  # noqa: SIM110 - a loop: no generator on this hot path
            if not part(state, env, c):
                return False
        return True

    return every


def _is_symbol(game: Game, prop: str) -> bool:
    """Whether a card property holds symbols (compared as equal or not), not a number."""
    return any(p.id == prop and p.type in game.symbol_sets for p in game.model.card_properties)


COMPARE: dict[str, Callable[[Any, Any], bool]] = {  # the operator module's: built-in, so cheap to call
    ">=": operator.ge,
    "<=": operator.le,
    ">": operator.gt,
    "<": operator.lt,
    "==": operator.eq,
    "!=": operator.ne,
}


def _symbol_test(game: Game, prop: str, symbol: str, op: str) -> Callable[[State, Env, int], bool]:
    def has(state: State, env: Env, c: int) -> bool:
        value = state.game.properties_of(c, state.flags[c]).get(prop)
        present = symbol in value if isinstance(value, list) else value == symbol
        return present if op == "==" else not present

    return has


def _same_symbol_test(prop: str, op: str, other: n.CardProp, game: Game) -> Callable[[State, Env, int], bool]:
    """Two cards show the same symbol: one value each, or lists of symbols that share one."""
    which = card(other.card, game)
    mine, theirs = _symbol_set(prop, game), _symbol_set(other.prop, game)
    equal_means = op == "=="
    mine_table, theirs_table = getattr(mine, "table", None), getattr(theirs, "table", None)
    if mine_table is not None and theirs_table is not None:  # no sides: each card's set read from its table
        instances = game.instances

        def same_printed(state: State, env: Env, c: int) -> bool:
            found = which(state, env)
            if found is None:
                return False
            return bool(mine_table[instances[c]] & theirs_table[instances[found]]) == equal_means

        return same_printed

    def same(state: State, env: Env, c: int) -> bool:
        found = which(state, env)
        if found is None:
            return False
        return bool(mine(state, c) & theirs(state, found)) == equal_means

    return same


def _symbol_set(prop: str, game: Game) -> Callable[[State, int], frozenset[Any]]:
    """The symbols a card shows in `prop` as a set (a single value is a set of one; none, empty) —
    made once per card when the game has no sides."""

    def symbols(properties: dict[str, Any]) -> frozenset[Any]:
        value = properties.get(prop)
        return frozenset(value if isinstance(value, list) else (value,)) - {None}

    table = [symbols(definition.properties) for definition in game.cards]
    instances = game.instances
    if not any(c.sides for c in game.cards):
        printed = lambda state, c: table[instances[c]]
        printed.table = table  # type: ignore[attr-defined]  # (read by `_same_symbol_test`)
        return printed
    by_side = [tuple(symbols(side.properties) for side in d.sides) if d.sides else None for d in game.cards]

    def shown(state: State, c: int) -> frozenset[Any]:  # what the side it shows says (see Game.properties_of)
        sides = by_side[instances[c]]
        return table[instances[c]] if sides is None else sides[state.flags[c] >> SIDE_SHIFT]

    return shown


def _number_test(game: Game, prop: str, op: str, value: NumFn) -> Callable[[State, Env, int], bool]:
    number = card_number(prop, game)
    test = COMPARE[op]
    return lambda state, env, c: test(number(state, c), value(state, env))


def cards_closure(node: n.Cards, game: Game) -> CardsFn:
    if isinstance(node, n.OneCard):
        one = card(node.card, game)

        def single(state: State, env: Env) -> list[int]:
            found = one(state, env)
            return [] if found is None else [found]

        return single
    if isinstance(node, n.CardsAt):
        low = num(node.low, game) if node.low is not None else None
        high = num(node.high, game) if node.high is not None else None
        return piles.cards_at_each(game.counter_by_id[node.counter], low, high)
    where = [slots(z, game) for z in node.zones]  # type: ignore[arg-type]
    excepts = [card(c, game) for c in node.except_]
    test = card_test(node.filter, game)
    if len(where) == 1 and not excepts:  # the usual case: one zone reference, no "except"
        only = where[0]
        if test is None:
            return lambda state, env: [c for s in only(state, env) for c in state.zones[s]]
        return lambda state, env: [c for s in only(state, env) for c in state.zones[s] if test(state, env, c)]

    def every(state: State, env: Env) -> list[int]:
        kept = {e(state, env) for e in excepts}
        found = []
        for zone in where:
            for s in zone(state, env):
                for c in state.zones[s]:
                    if c not in kept and (test is None or test(state, env, c)):
                        found.append(c)
        return found

    return every


def value(node: n.Value, game: Game) -> ValueFn:
    if isinstance(node, n.SymbolValue):
        constant = node.value
        return lambda state, env: constant
    if isinstance(node, n.JoiningValue):
        return lambda state, env: env.get("joining")
    raise TypeError(f"cannot evaluate symbol {type(node).__name__}")


def chain_end(state: State, game: Game, zone: int, slot_: int, end: int) -> str | None:
    """The symbol showing at end 0 (left) or 1 (right) of a chain zone; None when it is empty."""
    cards_ = state.zones[slot_]
    if not cards_:
        return None
    return chain_ends(state, game.links[zone], cards_)[end]


def chain_ends(state: State, links: tuple[tuple[str, str], ...], chain: list[int]) -> tuple[str, str]:
    """The symbols showing at the left and the right end of a chain that has cards (`links`: each
    card's pair, as printed; a flipped card shows it the other way round)."""
    flags = state.flags
    left, right = chain[0], chain[-1]
    a, b = links[left]
    shown_left = b if flags[left] & FLIPPED else a
    a, b = links[right]
    return shown_left, (a if flags[right] & FLIPPED else b)


# ---------------------------------------------------------------- conditions


def cond_closure(node: n.Cond, game: Game, can: Callable[[n.Can], CondFn] | None = None) -> CondFn:
    if isinstance(node, n.Compare):
        left, test = num(node.left, game), COMPARE[node.op]
        if isinstance(node.right, n.Int):  # "… is at least 500": the number is known now
            bound = node.right.value
            return lambda state, env: test(left(state, env), bound)
        right = num(node.right, game)
        return lambda state, env: test(left(state, env), right(state, env))
    if isinstance(node, n.IsEmpty):
        zone = game.zone_by_id.get(getattr(node.zone, "zone", ""))
        if zone is not None and zone.owner == "table" and isinstance(node.zone, n.ZoneRef):  # "the deck is empty"
            index, negated = zone.index, node.negated
            return lambda state, env: bool(state.zones[state.zbase[index]]) == negated
        where = slot(node.zone, game)  # type: ignore[arg-type]
        if node.negated:
            return lambda state, env: bool(state.zones[where(state, env)])
        return lambda state, env: not state.zones[where(state, env)]
    if isinstance(node, n.CardIs):
        return _card_is(node, game)
    if isinstance(node, n.PlayerHas):
        who, test_ = player(node.player), pred(node.pred, game)
        return lambda state, env: test_(state, env, who(state, env))
    if isinstance(node, n.PlayerIs):
        one, other, negated = player(node.player), player(node.other), node.negated
        return lambda state, env: (one(state, env) == other(state, env)) != negated
    if isinstance(node, n.Quantified):
        return _quantified(node, game)
    if isinstance(node, n.EndShows):
        zone = game.zone_by_id[node.zone.zone]  # type: ignore[union-attr]
        where, shown = slot(node.zone, game), value(node.value, game)  # type: ignore[arg-type]
        links = game.links[zone.index]
        if zone.owner == "table" and isinstance(node.value, n.SymbolValue):  # "an end of the road shows …"
            index, symbol = zone.index, node.value.value

            def table_end_shows(state: State, env: Env) -> bool:
                """`symbol in chain_ends(…)`, written out: asked at the start of every turn."""
                chain = state.zones[state.zbase[index]]
                if not chain:
                    return False
                flags = state.flags
                left, right = chain[0], chain[-1]
                a, b = links[left]
                if (b if flags[left] & FLIPPED else a) == symbol:
                    return True
                a, b = links[right]
                return (a if flags[right] & FLIPPED else b) == symbol

            return table_end_shows

        def end_shows(state: State, env: Env) -> bool:
            wanted = shown(state, env)
            if wanted is None:
                return False
            chain = state.zones[where(state, env)]
            return bool(chain) and wanted in chain_ends(state, links, chain)

        return end_shows
    if isinstance(node, n.Can):
        assert can is not None, "a 'can' condition needs the verb compiler"
        return can(node)
    if isinstance(node, n.OnTable):
        from interpreter.engine.compile.table import on_table

        return on_table(node, game)
    if isinstance(node, n.Not):
        inner = cond(node.cond, game, can)
        return lambda state, env: not inner(state, env)
    if isinstance(node, (n.And, n.Or)):
        items = [cond(c, game, can) for c in node.items]
        return _joined(items, either=isinstance(node, n.Or))
    raise TypeError(f"cannot evaluate condition {type(node).__name__}")


def _joined(items: list[CondFn], either: bool) -> CondFn:
    """Conditions joined by "and" (`either` False: asked in order until one fails) or by "or" (`either`
    True: until one holds) — two, the usual case, with no loop and no generator."""
    if len(items) == 2:
        first, second = items
        if either:
            return lambda state, env: first(state, env) or second(state, env)
        return lambda state, env: first(state, env) and second(state, env)

    def joined(state: State, env: Env) -> bool:
        for item in items:
            if bool(item(state, env)) == either:
                return either
        return not either

    return joined


def _card_is(node: n.CardIs, game: Game) -> CondFn:
    which = card(node.card, game)
    negated = node.negated
    symbols, sides_, instances = shown_symbols(game)
    if node.kind is not None:
        kind = node.kind.value  # type: ignore[union-attr]

        this = isinstance(node.card, n.ThisCard)  # "this card is …" (a card's own condition): no call for it

        def is_kind(state: State, env: Env) -> bool:
            c = env.get("this") if this else which(state, env)
            if c is None:
                if this:
                    which(state, env)  # raises: this card is not known here
                return negated
            d = instances[c]  # `game.symbols_of`, written out: asked of a card's own text on every listing
            carried = sides[state.flags[c] >> SIDE_SHIFT] if (sides := sides_[d]) else symbols[d]
            return (kind in carried) != negated

        return is_kind
    down = node.face == "down"

    def is_face(state: State, env: Env) -> bool:
        c = which(state, env)
        return (c is not None and bool(state.flags[c] & FACE_DOWN) == down) != negated

    return is_face


def shown_symbols(game: Game) -> tuple[list[Any], list[Any], tuple[int, ...]]:
    """`game.symbols_of` as tables: each definition's symbols, the symbols of each of its sides (empty
    when it has none) and each card's definition — read inline rather than called."""
    return [c.symbols for c in game.cards], [tuple(s.symbols for s in c.sides) for c in game.cards], game.instances


def _quantified(node: n.Quantified, game: Game) -> CondFn:
    test = pred(node.pred, game)
    kind = node.quantifier
    others = node.others

    def quantified(state: State, env: Env) -> bool:
        """Players are asked in turn order and no further than the answer needs (a test has no effects)."""
        you = env["you"]
        first = None
        for p in turn_order(state, you):
            if (others and p == you) or not test(state, env, p):
                continue
            if kind == "none":
                return False
            if first is not None:  # a second player: "exactly one" fails
                return False
            first = p
            if kind != "exactly-one":
                break
        if kind == "none":
            return True
        if first is None:
            return False
        env["that"] = first
        return True

    return quantified


# ---------------------------------------------------------------- generated source (see source.py)


def num(node: n.Num, game: Game) -> NumFn:
    """A number as one generated function (its common parts written out, the rest as closures)."""
    if not source.enabled():
        return num_closure(node, game)
    writer = source.Writer(game)
    return source.compiled(writer, writer.num(node))


def stat_of_player(node: n.Num, game: Game) -> Callable[[State, int], int]:
    """A stat as a function of the player it is counted for: the number, generated with
    that player as both "you" and "they"."""
    if not source.enabled():
        number = num_closure(node, game)
        return lambda state, p: number(state, {"you": p, "subj": p})
    writer = source.Writer(game)
    body = writer.num(node)
    return source.compiled(writer, "", "state, p", ['env = {"you": p, "subj": p}', f"return {body}"])


def cond(node: n.Cond, game: Game, can: Callable[[n.Can], CondFn] | None = None) -> CondFn:
    """A condition as one generated function; `can` compiles the "can …" conditions (verbs)."""
    if not source.enabled():
        return cond_closure(node, game, can)
    writer = source.Writer(game, can)
    return source.compiled(writer, writer.cond(node))


def cards(node: n.Cards, game: Game) -> CardsFn:
    """A list of cards as one generated function (a comprehension with its filter written inside)."""
    if not source.enabled():
        return cards_closure(node, game)
    writer = source.Writer(game)
    return source.compiled(writer, writer.cards(node))


def card_test(node: n.CardFilter, game: Game) -> Callable[[State, Env, int], bool] | None:
    """A predicate for a card filter as one generated function, or None when every card qualifies."""
    if not source.enabled():
        return card_test_closure(node, game)
    writer = source.Writer(game)
    body = writer.card_test(node, "c")
    return None if body is None else source.compiled(writer, body, "state, env, c")
