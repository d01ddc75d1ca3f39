"""Checked expression nodes → fast closures `fn(state, env)`.

Players, numbers, zones (as slots), cards, symbols and conditions. Each closure is built once when
the game loads and called many times during play; none of them looks at the syntax tree again.

Names an effect can see live in its frame's `env`: `you`, `subj` (the sentence's subject), `that`
(that player), `card` (that card / it), `this` (the card whose text runs), `played`, `joined`,
`joining`, `roll`, and `v:<name>` for a procedure's variables.

This module keeps those names, players, and the generated front (`num`, `cond`, `cards`, `card_test`:
see `source.py`); the closures of numbers and zones, of cards and symbols, and of conditions are in
`expr_numbers.py`, `expr_cards.py` and `expr_conditions.py` (they import from it), and named here
(see its end), so `expr.slot` and the like read as before.
"""

# ruff: noqa: F401 - the closures' names are imported for the type checker only (see the end)
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import source
from interpreter.errors import RulesError

if TYPE_CHECKING:  # (the closures' names: see the end)
    from interpreter.engine.compile.expr_cards import (
        COMPARE,
        CardTest,
        _every_test,
        _is_symbol,
        _kinds_test,
        _number_test,
        _same_symbol_test,
        _symbol_set,
        _symbol_test,
        card,
        card_test_closure,
        cards_closure,
        chain_end,
        chain_ends,
        shown_symbols,
        value,
    )
    from interpreter.engine.compile.expr_conditions import (
        _card_is,
        _joined,
        _quantified,
        cond_closure,
    )
    from interpreter.engine.compile.expr_numbers import (
        _div,
        _mod,
        _owned,
        _owner,
        _per_player,
        _pile,
        _printed,
        card_number,
        counter_slot,
        num_closure,
        pred,
        printed_by_side,
        printed_values,
        quantity,
        ring_distance,
        slot,
        slots,
        stat,
        sum_of,
    )
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
        from interpreter.engine.compile.expr_cards import card

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
    if isinstance(node, n.Partner):
        of = player(node.player)
        return lambda state, env: state.game.partner_of(state.players)[of(state, env)]
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


def players(node: n.EachPlayer | n.PlayerFilter | n.Nobody | n.Player, game: Game) -> PlayersFn:
    """Matching players in turn order, starting from the effect's owner (or from `start`)."""
    if isinstance(node, n.Nobody):
        return lambda state, env: []
    if isinstance(node, n.Player):  # one player ("the active player"): a set of one
        one = player(node)
        return lambda state, env: [one(state, env)]
    spec = node.filter if isinstance(node, n.EachPlayer) else node
    others = spec.others
    if spec.rivals and game.teams is not None:  # an opponent: a player of another team
        return _rivals(spec, game)
    excepts = [player(p) for p in spec.except_]
    from interpreter.engine.compile.expr_numbers import pred  # (a closure: see the end)

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


def _rivals(spec: n.PlayerFilter, game: Game) -> PlayersFn:
    """`each opponent …` in a game with teams: the players of the other teams, in turn order."""
    rest = players(replace(spec, rivals=False), game)

    def each(state: State, env: Env) -> list[int]:
        team = game.team_of(state.players)
        ours = team[env["you"]]
        return [p for p in rest(state, env) if team[p] != ours]

    return each


def candidates(node: n.ChoosePlayer, game: Game) -> PlayersFn:
    """The players a `… of your choice` / `choose … as` may pick."""
    from interpreter.engine.compile.expr_numbers import pred  # (a closure: see the end)

    who = pred(node.who, game) if node.who is not None else None
    other = node.other
    rivals = node.rivals and game.teams is not None  # an opponent: not of the chooser's team

    def pool(state: State, env: Env) -> list[int]:
        actor = subject(env)
        team = game.team_of(state.players) if rivals else None
        return [
            p
            for p in turn_order(state, actor)
            if not (other and (p == actor if team is None else team[p] == team[actor]))
            and (who is None or who(state, env, p))
        ]

    return pool


# ---------------------------------------------------------------- generated source (see source.py)


def num(node: n.Num, game: Game) -> NumFn:
    """A number as one generated function (its common parts written out, the rest as closures)."""
    if not source.enabled():
        from interpreter.engine.compile.expr_numbers import num_closure  # (a closure: see the end)

        return num_closure(node, game)
    writer = source.Writer(game)
    return source.compiled(writer, writer.num(node))


def stat_of_player(node: n.Num, game: Game) -> Callable[[State, int], int]:
    """A stat as a function of the player it is counted for: the number, generated with
    that player as both "you" and "they"."""
    if not source.enabled():
        from interpreter.engine.compile.expr_numbers import num_closure  # (a closure: see the end)

        number = num_closure(node, game)
        return lambda state, p: number(state, {"you": p, "subj": p})
    writer = source.Writer(game)
    body = writer.num(node)
    return source.compiled(writer, "", "state, p", ['env = {"you": p, "subj": p}', f"return {body}"])


def cond(node: n.Cond, game: Game, can: Callable[[n.Can], CondFn] | None = None) -> CondFn:
    """A condition as one generated function; `can` compiles the "can …" conditions (verbs)."""
    if not source.enabled():
        from interpreter.engine.compile.expr_conditions import cond_closure  # (a closure: see the end)

        return cond_closure(node, game, can)
    writer = source.Writer(game, can)
    return source.compiled(writer, writer.cond(node))


def cards(node: n.Cards, game: Game) -> CardsFn:
    """A list of cards as one generated function (a comprehension with its filter written inside)."""
    if not source.enabled():
        from interpreter.engine.compile.expr_cards import cards_closure  # (a closure: see the end)

        return cards_closure(node, game)
    writer = source.Writer(game)
    return source.compiled(writer, writer.cards(node))


def card_test(node: n.CardFilter, game: Game) -> Callable[[State, Env, int], bool] | None:
    """A predicate for a card filter as one generated function, or None when every card qualifies."""
    if not source.enabled() or node.spatial is not None:  # a place: a closure prepared per listing (`prepared`)
        from interpreter.engine.compile.expr_cards import card_test_closure  # (a closure: see the end)

        return card_test_closure(node, game)
    writer = source.Writer(game)
    body = writer.card_test(node, "c")
    return None if body is None else source.compiled(writer, body, "state, env, c")


# The closures of numbers, cards and conditions live in modules of their own that import the names
# defined above; each of their names is read from here as before (`expr.slot`), its module imported on
# first use (PEP 562), so importing any one of these modules first works too.
_MOVED = {
    "COMPARE": "expr_cards",
    "CardTest": "expr_cards",
    "_every_test": "expr_cards",
    "_is_symbol": "expr_cards",
    "_kinds_test": "expr_cards",
    "_number_test": "expr_cards",
    "_same_symbol_test": "expr_cards",
    "_symbol_set": "expr_cards",
    "_symbol_test": "expr_cards",
    "card": "expr_cards",
    "card_test_closure": "expr_cards",
    "cards_closure": "expr_cards",
    "chain_end": "expr_cards",
    "chain_ends": "expr_cards",
    "shown_symbols": "expr_cards",
    "value": "expr_cards",
    "_card_is": "expr_conditions",
    "_joined": "expr_conditions",
    "_quantified": "expr_conditions",
    "cond_closure": "expr_conditions",
    "_div": "expr_numbers",
    "_mod": "expr_numbers",
    "_owned": "expr_numbers",
    "_owner": "expr_numbers",
    "_per_player": "expr_numbers",
    "_pile": "expr_numbers",
    "_printed": "expr_numbers",
    "card_number": "expr_numbers",
    "counter_slot": "expr_numbers",
    "num_closure": "expr_numbers",
    "pred": "expr_numbers",
    "printed_by_side": "expr_numbers",
    "printed_values": "expr_numbers",
    "quantity": "expr_numbers",
    "ring_distance": "expr_numbers",
    "slot": "expr_numbers",
    "slots": "expr_numbers",
    "stat": "expr_numbers",
    "sum_of": "expr_numbers",
}


def __getattr__(name: str) -> Any:
    """A closure's name (`expr.slot`): from its own module, imported now if it was not yet."""
    module = _MOVED.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    found = getattr(import_module(f"interpreter.engine.compile.{module}"), name)
    globals()[name] = found  # read directly from now on
    return found
