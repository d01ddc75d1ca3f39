"""Checked expression nodes → fast closures `fn(state, env)`.

Players, numbers, zones (as slots), cards, symbols and conditions. Each closure is built once when
the game loads and called many times during play; none of them looks at the syntax tree again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.state import FLIPPED
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

PlayerFn = Callable[["State", Env], int]
PlayersFn = Callable[["State", Env], list[int]]
NumFn = Callable[["State", Env], int]
CondFn = Callable[["State", Env], bool]
SlotFn = Callable[["State", Env], int]
CardFn = Callable[["State", Env], "int | None"]
ValueFn = Callable[["State", Env], "str | None"]


def subject(env: Env) -> int:
    value = env.get("subj")
    return env["you"] if value is None else value


def turn_order(state: State, start: int) -> list[int]:
    count = state.players
    return [(start + i) % count for i in range(count)]


# ---------------------------------------------------------------- players


def player(node: n.Player) -> PlayerFn:
    if isinstance(node, n.You):
        return lambda state, env: env["you"]
    if isinstance(node, n.ThatPlayer):

        def that(state: State, env: Env) -> int:
            found = env.get("that")
            if found is None:
                raise RulesError("'that player' is not known at this point")
            return found

        return that
    if isinstance(node, n.Neighbour):
        step = 1 if node.side == "left" else -1
        if node.of == "you":
            return lambda state, env: (env["you"] + step) % state.players
        return lambda state, env: (subject(env) + step) % state.players
    raise TypeError(f"cannot evaluate player {type(node).__name__} directly")


def players(node: n.EachPlayer | n.PlayerFilter, game: Game) -> PlayersFn:
    """Matching players in turn order, starting from the effect's owner."""
    spec = node.filter if isinstance(node, n.EachPlayer) else node
    others = spec.others
    except_fn = player(spec.except_) if spec.except_ is not None else None
    who = pred(spec.who, game) if spec.who is not None else None

    def each(state: State, env: Env) -> list[int]:
        you = env["you"]
        excluded = except_fn(state, env) if except_fn is not None else -1
        result = []
        for p in turn_order(state, you):
            if (others and p == you) or p == excluded:
                continue
            if who is not None and not who(state, env, p):
                continue
            result.append(p)
        return result

    return each


# ---------------------------------------------------------------- zones, counters, numbers


def slot(node: n.ZoneRef, game: Game) -> SlotFn:
    zone = game.zone_by_id[node.zone]
    index = zone.index
    if zone.owner == "table":
        return lambda state, env: state.zbase[index]
    return _owned(index, node, lambda state: state.zbase)


def counter_slot(node: n.CounterRef, game: Game) -> SlotFn:
    counter = game.counter_by_id[node.counter]
    index = counter.index
    if counter.owner == "table":
        return lambda state, env: state.cbase[index]
    return _owned(index, node, lambda state: state.cbase)


def _owned(index: int, node: n.ZoneRef | n.CounterRef, bases: Callable[[State], tuple[int, ...]]) -> SlotFn:
    if node.owner == "you":
        return lambda state, env: bases(state)[index] + env["you"]
    if node.owner == "subject":
        return lambda state, env: bases(state)[index] + subject(env)
    owner = player(node.player)  # type: ignore[arg-type]
    return lambda state, env: bases(state)[index] + owner(state, env)


def num(node: n.Num, game: Game) -> NumFn:
    if isinstance(node, n.Int):
        value = node.value
        return lambda state, env: value
    if isinstance(node, n.CountCards):
        where = slot(node.zone, game)  # type: ignore[arg-type]
        return lambda state, env: len(state.zones[where(state, env)])
    if isinstance(node, n.CounterRef):
        where = counter_slot(node, game)
        return lambda state, env: state.counters[where(state, env)]
    if isinstance(node, n.TurnNumber):
        return lambda state, env: state.turn
    if isinstance(node, n.BinOp):
        left, right = num(node.left, game), num(node.right, game)
        if node.op == "+":
            return lambda state, env: left(state, env) + right(state, env)
        if node.op == "-":
            return lambda state, env: left(state, env) - right(state, env)
        return lambda state, env: left(state, env) * right(state, env)
    raise TypeError(f"cannot evaluate number {type(node).__name__}")


def quantity(node: n.Quantity, game: Game) -> Callable[[State, int], int]:
    """A per-player number: the cards in that player's zone, or their counter."""
    if isinstance(node, n.CardsIn):
        index = game.zone_by_id[node.zone].index
        return lambda state, p: len(state.zones[state.zbase[index] + p])
    cindex = game.counter_by_id[node.counter].index
    return lambda state, p: state.counters[state.cbase[cindex] + p]


def pred(node: n.Pred, game: Game) -> Callable[[State, Env, int], bool]:
    """A predicate about one player."""
    amount = quantity(node.quantity, game)
    if isinstance(node, n.HasNone):
        return lambda state, env, p: amount(state, p) == 0
    if isinstance(node, n.HasAtLeast):
        least = num(node.amount, game)
        return lambda state, env, p: amount(state, p) >= least(state, env)
    if isinstance(node, n.HasMost):
        return lambda state, env, p: amount(state, p) == max(amount(state, q) for q in range(state.players))
    if isinstance(node, n.HasFewest):
        return lambda state, env, p: amount(state, p) == min(amount(state, q) for q in range(state.players))
    raise TypeError(f"cannot evaluate predicate {type(node).__name__}")


# ---------------------------------------------------------------- cards and symbols


def card(node: n.CardExpr, game: Game) -> CardFn:
    if isinstance(node, n.PlayedCard):
        return _fact("played", "no card has been played yet")
    if isinstance(node, n.JoinedCard):
        return lambda state, env: env.get("joined")
    if isinstance(node, n.TopCard):
        where = slot(node.zone, game)  # type: ignore[arg-type]

        def top(state: State, env: Env) -> int | None:
            cards = state.zones[where(state, env)]
            return cards[-1] if cards else None

        return top
    raise TypeError(f"cannot evaluate card {type(node).__name__}")


def _fact(key: str, missing: str) -> CardFn:
    def fact(state: State, env: Env) -> int | None:
        if key not in env:
            raise RulesError(missing)
        return env[key]

    return fact


def cards(node: n.Cards, game: Game) -> Callable[[State, Env], list[int]]:
    if isinstance(node, n.OneCard):
        one = card(node.card, game)

        def single(state: State, env: Env) -> list[int]:
            found = one(state, env)
            return [] if found is None else [found]

        return single
    where = slot(node.zone, game)  # type: ignore[arg-type]
    excepts = [card(c, game) for c in node.except_]

    def every(state: State, env: Env) -> list[int]:
        kept = {e(state, env) for e in excepts}
        return [c for c in state.zones[where(state, env)] if c not in kept]

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
    links = game.links[zone]
    card_ = cards_[0] if end == 0 else cards_[-1]
    a, b = links[card_]
    flipped = state.flags[card_] & FLIPPED
    if end == 0:
        return b if flipped else a
    return a if flipped else b


# ---------------------------------------------------------------- conditions


def cond(node: n.Cond, game: Game, can: Callable[[n.Can], CondFn] | None = None) -> CondFn:
    if isinstance(node, n.Compare):
        left, right = num(node.left, game), num(node.right, game)
        op = node.op
        compare: dict[str, Callable[[int, int], bool]] = {
            ">=": lambda a, b: a >= b,
            "<=": lambda a, b: a <= b,
            ">": lambda a, b: a > b,
            "<": lambda a, b: a < b,
            "==": lambda a, b: a == b,
            "!=": lambda a, b: a != b,
        }
        test = compare[op]
        return lambda state, env: test(left(state, env), right(state, env))
    if isinstance(node, n.IsEmpty):
        where = slot(node.zone, game)  # type: ignore[arg-type]
        if node.negated:
            return lambda state, env: bool(state.zones[where(state, env)])
        return lambda state, env: not state.zones[where(state, env)]
    if isinstance(node, n.PlayerHas):
        who, test_ = player(node.player), pred(node.pred, game)
        return lambda state, env: test_(state, env, who(state, env))
    if isinstance(node, n.Quantified):
        return _quantified(node, game)
    if isinstance(node, n.EndShows):
        zone = game.zone_by_id[node.zone.zone]  # type: ignore[union-attr]
        where, shown = slot(node.zone, game), value(node.value, game)  # type: ignore[arg-type]
        return lambda state, env: (
            (wanted := shown(state, env)) is not None
            and any(chain_end(state, game, zone.index, where(state, env), end) == wanted for end in (0, 1))
        )
    if isinstance(node, n.Can):
        assert can is not None, "a 'can' condition needs the verb compiler"
        return can(node)
    if isinstance(node, n.Not):
        inner = cond(node.cond, game, can)
        return lambda state, env: not inner(state, env)
    if isinstance(node, n.And):
        items = [cond(c, game, can) for c in node.items]
        return lambda state, env: all(c(state, env) for c in items)
    if isinstance(node, n.Or):
        items = [cond(c, game, can) for c in node.items]
        return lambda state, env: any(c(state, env) for c in items)
    raise TypeError(f"cannot evaluate condition {type(node).__name__}")


def _quantified(node: n.Quantified, game: Game) -> CondFn:
    test = pred(node.pred, game)
    kind = node.quantifier

    def quantified(state: State, env: Env) -> bool:
        found = [p for p in turn_order(state, env["you"]) if test(state, env, p)]
        if kind == "none":
            return not found
        holds = len(found) == 1 if kind == "exactly-one" else bool(found)
        if holds:
            env["that"] = found[0]
        return holds

    return quantified
