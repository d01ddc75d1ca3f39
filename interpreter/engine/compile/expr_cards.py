"""Checked expression nodes → closures (see `expr.py`): one card, card filters, lists of cards, symbols
and the ends of a chain."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import piles
from interpreter.engine.compile.expr import (
    CardFn,
    CardsFn,
    NumFn,
    ValueFn,
    _known,
    card_test,
    num,
    variable,
)
from interpreter.engine.compile.expr_numbers import card_number, slot, slots
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FLIPPED, FROZEN

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


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
        if isinstance(test, n.EitherTest):
            tests.append(_either_test(test, game))
        elif isinstance(test.value, n.CardProp) and _is_symbol(game, test.prop):
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
    if node.other:
        parts.append(lambda state, env, c: c != env.get("this"))  # "for each other card in …": not this card
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
        joined: CardTest = lambda state, env, c: first(state, env, c) and second(state, env, c)
    else:

        def joined(state: State, env: Env, c: int) -> bool:
            for part in parts:  # noqa: SIM110 - a loop: no generator on this hot path
                if not part(state, env, c):
                    return False
            return True

    if any(hasattr(part, "prepare") for part in parts):
        joined.prepare = _every_prepared(parts)  # type: ignore[attr-defined]
    return joined


Prepared = Callable[["State", Env], Callable[[int], bool]]


def prepared(test: CardTest) -> Prepared | None:
    """A card test's `prepare(state, env)`, when it has one: a test of one card for a whole listing, which
    works out once what every card is compared with (a spatial test's other card: `table.spatial_test`)."""
    return getattr(test, "prepare", None)


def _every_prepared(parts: list[CardTest]) -> Prepared:
    def prepare(state: State, env: Env) -> Callable[[int], bool]:
        ready = [_ready(part, state, env) for part in parts]

        def every(c: int) -> bool:
            for part in ready:  # noqa: SIM110 - a loop: no generator on this hot path
                if not part(c):
                    return False
            return True

        return every

    return prepare


def _ready(part: CardTest, state: State, env: Env) -> Callable[[int], bool]:
    prepare = prepared(part)
    return prepare(state, env) if prepare is not None else lambda c: part(state, env, c)


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
    prepare = None if test is None else prepared(test)
    if len(where) == 1 and not excepts:  # the usual case: one zone reference, no "except"
        only = where[0]
        if test is None:
            return lambda state, env: [c for s in only(state, env) for c in state.zones[s]]
        if prepare is not None:  # a test that compares every card with the same one, prepared per listing
            return lambda state, env: [
                c for t in (prepare(state, env),) for s in only(state, env) for c in state.zones[s] if t(c)
            ]
        return lambda state, env: [c for s in only(state, env) for c in state.zones[s] if test(state, env, c)]

    def every(state: State, env: Env) -> list[int]:
        kept = {e(state, env) for e in excepts}
        found = []
        one = prepare(state, env) if prepare is not None else None
        for zone in where:
            for s in zone(state, env):
                for c in state.zones[s]:
                    if c not in kept and (test is None or (one(c) if one is not None else test(state, env, c))):
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


def shown_symbols(game: Game) -> tuple[list[Any], list[Any], tuple[int, ...]]:
    """`game.symbols_of` as tables: each definition's symbols, the symbols of each of its sides (empty
    when it has none) and each card's definition — read inline rather than called."""
    return [c.symbols for c in game.cards], [tuple(s.symbols for s in c.sides) for c in game.cards], game.instances


def _either_test(node: n.EitherTest, game: Game) -> CardTest:
    """`whose A is x or whose B is y`: the card passes one of the options."""
    options = [card_test_closure(option, game) for option in node.options]
    return lambda state, env, c: any(t is None or t(state, env, c) for t in options)
