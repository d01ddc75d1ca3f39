"""Checked expression nodes → closures (see `expr.py`): conditions — comparisons, zones empty or not,
what a card is, "a player who …", "an end shows …", joined by "and" and "or"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile.bought import paid_with
from interpreter.engine.compile.expr import (
    CondFn,
    cond,
    num,
    player,
    turn_order,
)
from interpreter.engine.compile.expr_cards import COMPARE, card, chain_ends, shown_symbols, value
from interpreter.engine.compile.expr_numbers import pred, slot
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FLIPPED

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


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
    if isinstance(node, n.PaidWith):
        return paid_with(node, game, card(node.card, game))
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
        if zone.owner == "table" and isinstance(node.value, n.SymbolValue):  # "an end of the row shows …"
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


def _quantified(node: n.Quantified, game: Game) -> CondFn:
    test = pred(node.pred, game)
    kind = node.quantifier
    others = node.others
    teams = game.teams is not None  # "an opponent": in a game with teams, a player of another team

    def quantified(state: State, env: Env) -> bool:
        """Players are asked in turn order and no further than the answer needs (a test has no effects)."""
        you = env["you"]
        first = None
        team = game.team_of(state.players) if teams else None
        for p in turn_order(state, you):
            if (others and (p == you if team is None else team[p] == team[you])) or not test(state, env, p):
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
