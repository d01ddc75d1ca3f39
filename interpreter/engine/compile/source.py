"""Checked expressions → Python source, compiled once per game (as Jinja compiles a template).

A number, condition, card filter or card list made of the common nodes (counters, zones, "you",
comparisons, "and"/"or", card kinds and faces, printed numbers) becomes one Python function whose
body is the whole expression written out: `state.counters[state.cbase[3] + env["you"]] >= 2`
instead of three nested closures, each a call. A node this module does not write out is called
as the closure `expr` builds for it (the fallback), so every node keeps exactly one meaning.

The generated function's file name is `<rulebook …>` with the place of the rule being compiled
(`file:line:col`, when known), and its text is put in `linecache`, so a traceback shows the line
that ran; `RULEBOOK_DUMP_SOURCE=FILE` appends every generated function to FILE (debugging): see
`generated.py`, which compiles the text (`compiled`, named here too).
Errors during play are placed as before: by the operation that ran (see `code.py`).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.compile.generated import compiled
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FROZEN

if TYPE_CHECKING:
    from interpreter.engine.game import Game

_OPS = (">=", "<=", ">", "<", "==", "!=")
SUBJECT = '(env["you"] if env.get("subj") is None else env["subj"])'  # `expr.subject`, written out
_PLAIN_CARDS = ("c", 'env.get("card")', 'env.get("joined")')  # cards written as a name: cheap to read twice


def enabled() -> bool:
    """Whether rules are compiled to source (and operations fused: see `fusion.py`). `RULEBOOK_NO_SOURCE=1`
    keeps the closures alone: the same game, to tell a miscompilation from a rule's own error."""
    return not os.environ.get("RULEBOOK_NO_SOURCE")


class Writer:
    """Writes one expression as Python source; the values it needs become names in its namespace."""

    def __init__(self, game: Game, can: Callable[[n.Can], Any] | None = None):
        self.game = game
        self.can = can
        self.names: dict[str, Any] = {}
        self.fallbacks = 0  # how many nodes were left to their closures
        # while a card list's filter is written: numbers that do not depend on the card, read once per
        # listing, not once per card (`cards`), as (local name, source)
        self.hoisted: list[tuple[str, str]] | None = None
        self.hoists = 0

    @staticmethod
    def sub(writer: Writer) -> Writer:
        """A writer for a function of its own that shares `writer`'s names (its constants stay valid)."""
        inner = Writer(writer.game, writer.can)
        inner.names = writer.names
        return inner

    def const(self, value: Any) -> str:
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def test(self, fn: Callable[..., Any]) -> str:
        """A guard `fn(state, env)`: written out when it says how (`fn.write`, given this writer), else called."""
        write = getattr(fn, "write", None)
        return str(write(self)) if write is not None else f"{self.const(fn)}(state, env)"

    def call(self, fn: Callable[..., Any], *args: str) -> str:
        """A node left to its closure: called with `state, env` (and `args`)."""
        self.fallbacks += 1
        return f"{self.const(fn)}({', '.join(('state', 'env', *args))})"

    # ------------------------------------------------------------ players, slots
    def player(self, node: Any) -> str:
        from interpreter.engine.compile import expr

        if isinstance(node, n.You):
            return 'env["you"]'
        if isinstance(node, n.Them):
            return SUBJECT
        if isinstance(node, n.ActivePlayer):
            return "state.active"
        if isinstance(node, n.FirstPlayer):
            return "state.first"
        if isinstance(node, n.Variable):  # a player kept in a variable: set, in this frame, without a call
            key = repr("v:" + node.name)
            return f"(int(env[{key}]) if env.get({key}) is not None else {self.call(expr.player(node))})"
        if isinstance(node, n.Neighbour) and node.of != "player":
            step = 1 if node.side == "left" else -1
            base = 'env["you"]' if node.of == "you" else SUBJECT
            return f"(({base} + {step}) % state.players)"
        return self.call(expr.player(node))

    def owner(self, node: n.ZoneRef | n.CounterRef) -> str:
        if node.owner == "you":
            return 'env["you"]'
        if node.owner == "subject":
            return SUBJECT
        return self.player(node.player)

    def slot(self, node: Any) -> str:
        from interpreter.engine.compile import expr

        if not isinstance(node, n.ZoneRef):
            return self.call(expr.slot(node, self.game))
        zone = self.game.zone_by_id[node.zone]
        if zone.owner == "table":
            return f"state.zbase[{zone.index}]"
        return f"(state.zbase[{zone.index}] + {self.owner(node)})"

    # ------------------------------------------------------------ numbers
    def num(self, node: Any) -> str:
        from interpreter.engine.compile import expr

        game = self.game
        if isinstance(node, n.Int):
            return repr(node.value)
        if isinstance(node, n.CounterRef) and node.counter not in game.groups:
            counter = game.counter_by_id[node.counter]
            if counter.owner == "table":
                return f"state.counters[state.cbase[{counter.index}]]"
            return f"state.counters[state.cbase[{counter.index}] + {self.owner(node)}]"
        if isinstance(node, n.TurnNumber):
            return "state.turn"
        if isinstance(node, n.PlayerCount):
            return "state.players"
        if isinstance(node, n.CountCards):
            return f"len({self.cards(node.cards).removesuffix('[:]')})"  # a zone's cards counted: no copy
        if isinstance(node, n.Extreme):
            pick = "min" if node.which == "lower" else "max"
            return f"{pick}({self.num(node.left)}, {self.num(node.right)})"
        if isinstance(node, n.BinOp):
            if node.op in ("+", "-", "*"):
                return f"({self.num(node.left)} {node.op} {self.num(node.right)})"
            if isinstance(node.right, n.Int) and node.right.value != 0:  # no division by 0 to report: inline
                return f"({self.num(node.left)} {'%' if node.op == 'mod' else '//'} {node.right.value!r})"
            divide = self.const(expr._mod if node.op == "mod" else expr._div)
            return f"{divide}({self.num(node.left)}, {self.num(node.right)})"
        if isinstance(node, n.StatRef):
            owner = self.owner(node)  # type: ignore[arg-type]
            return f"{self.const(game.stat_fns)}[{node.stat!r}](state, {owner})"  # filled after the cards
        if isinstance(node, n.VarRef):
            return f"({self.variable(node.name)} or 0)"
        if isinstance(node, n.CardProp):
            card = self.card(node.card)
            if card in _PLAIN_CARDS:  # read twice, so only a card that is a name: "that card", "the joined card"
                number = self.card_number(node.prop, card)
                if number is not None:
                    return f"(0 if {card} is None else {number})"
            return f"{self.const(expr.card_number(node.prop, game))}(state, {card})"
        if isinstance(node, n.Distance):
            ring_counter = self.const(game.counter_by_id[node.left.counter])  # type: ignore[union-attr]
            ring = self.const(expr.ring_distance)
            return f"{ring}({ring_counter}, {self.num(node.left)}, {self.num(node.right)})"
        return self.call(expr.num_closure(node, game))

    def variable(self, name: str) -> str:
        """`expr.variable`, its first case written out: a variable of the frame that reads it (a
        procedure's own step) is found in `env` with no call; one further down the stack is looked for."""
        from interpreter.engine.compile import expr

        key = repr("v:" + name)
        return f"(env[{key}] if {key} in env else {self.const(expr.variable)}(state, env, {key}))"

    def card(self, node: Any) -> str:
        """One card (or None): "that card", the joined card, a card at a position; the rest as closures."""
        from interpreter.engine.compile import expr, piles

        if isinstance(node, n.ThatCard):
            return 'env.get("card")'
        if isinstance(node, n.JoinedCard):
            return 'env.get("joined")'
        if isinstance(node, n.CardVar):
            return self.variable(node.name)
        if isinstance(node, n.CardAt):
            counter = self.const(self.game.counter_by_id[node.counter])
            return f"{self.const(piles.card_at)}(state, {counter}, {self.num(node.position)})"
        return self.call(expr.card(node, self.game))

    # ------------------------------------------------------------ conditions
    def cond(self, node: Any) -> str:
        from interpreter.engine.compile import expr

        game = self.game
        if isinstance(node, n.Compare) and node.op in _OPS:
            return f"({self.num(node.left)} {node.op} {self.num(node.right)})"
        if isinstance(node, n.IsEmpty) and isinstance(node.zone, n.ZoneRef):
            test = "bool" if node.negated else "not "
            return f"{test}(state.zones[{self.slot(node.zone)}])"
        if isinstance(node, n.PlayerIs):
            test = "!=" if node.negated else "=="
            return f"({self.player(node.player)} {test} {self.player(node.other)})"
        if isinstance(node, n.PlayerHas):
            held = self.pred(node.pred, self.player(node.player))
            if held is not None:
                return held
        if isinstance(node, n.Quantified):
            return self.quantified(node)
        if isinstance(node, n.Not):
            return f"(not {self.cond(node.cond)})"
        if isinstance(node, (n.And, n.Or)):  # as `_joined`: two parts as they are, more as bools
            word = " or " if isinstance(node, n.Or) else " and "
            write = self.cond if len(node.items) == 2 else self.bool_cond
            return "(" + word.join(write(c) for c in node.items) + ")"
        return self.call(expr.cond_closure(node, game, self.can))

    def pred(self, node: Any, player: str) -> str | None:
        """Whether `player` (a player's source) has so many cards or so much of a counter; None for
        the other predicates."""
        game = self.game
        if not isinstance(node, (n.HasNone, n.HasAtLeast)):
            return None
        quantity = node.quantity
        if isinstance(quantity, n.CardsIn):
            held = f"state.zones[state.zbase[{game.zone_by_id[quantity.zone].index}] + {player}]"
            if isinstance(node, n.HasNone):  # "has no cards in hand", asked after every turn
                return f"(not {held})"
            count = f"len({held})"
        elif isinstance(quantity, n.CounterQuantity) and quantity.counter not in game.groups:
            count = f"state.counters[state.cbase[{game.counter_by_id[quantity.counter].index}] + {player}]"
        else:
            return None
        if isinstance(node, n.HasNone):
            return f"({count} == 0)"
        return f"({count} >= {self.num(node.amount)})"

    def quantified(self, node: n.Quantified) -> str:
        """`expr._quantified` as a loop written out in a function of its own (it names "that player")."""
        from interpreter.engine.compile import expr

        test = self.pred(node.pred, "p")
        if test is None:
            test = self.call(expr.pred(node.pred, self.game), "p")
        if node.others and self.game.teams is not None:  # an opponent: a player of another team
            team = f"{self.const(self.game.team_of)}(state.players)"
            skip = f"({team}[p] == {team}[you] or not {test})"
        else:
            skip = f"(p == you or not {test})" if node.others else f"not {test}"
        kind = node.quantifier
        lines = [
            'you = env["you"]',
            "first = None",
            # `expr.turn_order`, written out: its orders per player count are cached in C (no Python call)
            f"for p in {self.const(expr._orders)}(state.players)[you % state.players]:",
            f"    if {skip}:",
            "        continue",
            *(["    return False"] if kind == "none" else []),
            *(["    if first is not None:", "        return False"] if kind == "exactly-one" else []),
            "    first = p",
            *(["    break"] if kind != "exactly-one" else []),
            *(["return True"] if kind == "none" else []),
            "if first is None:",
            "    return False",
            'env["that"] = first',
            "return True",
        ]
        return self.call(compiled(Writer.sub(self), "", lines=lines))

    def bool_cond(self, node: Any) -> str:
        """A condition whose value is a bool, as `_joined` returns for three parts or more."""
        written = self.cond(node)
        return written if not written.startswith("_k") else f"bool({written})"

    # ------------------------------------------------------------ cards
    def card_test(self, node: n.CardFilter, card: str) -> str | None:
        """The source of `expr.card_test` about the card named `card`, or None when every card qualifies."""
        from interpreter.engine.compile import expr

        game = self.game
        sided = any(c.sides for c in game.cards)
        parts: list[str] = []  # in the order `expr.card_test` asks them
        kinds = [k.value for k in node.kinds if isinstance(k, n.SymbolValue)]
        if kinds and sided and len(node.kinds) == 1:  # the symbols of the side it shows
            by_side = [tuple(s.symbols for s in c.sides) or (c.symbols,) for c in game.cards]
            parts.append(f"({self.const(kinds[0])} in {self.shown(by_side, card)})")
        elif kinds and (sided or len(kinds) > 1):
            parts.append(self._test(expr.card_test_closure(n.CardFilter(kinds=node.kinds), game), card))
        elif kinds:
            symbols = self.const([c.symbols for c in game.cards])
            parts.append(f"({self.const(kinds[0])} in {symbols}[{self.const(game.instances)}[{card}]])")
        if node.face is not None:
            bit = FACE_DOWN if node.face in ("up", "down") else FROZEN
            compare = "!=" if node.face in ("down", "frozen") else "=="
            parts.append(f"(state.flags[{card}] & {bit} {compare} 0)")
        if node.other:
            parts.append(f"({card} != env.get('this'))")
        for prop_test in node.tests:
            if isinstance(prop_test, n.EitherTest):
                options = [self.card_test(option, card) or "True" for option in prop_test.options]
                parts.append("(" + " or ".join(options) + ")")
                continue
            if isinstance(prop_test.value, n.SymbolValue) or (
                isinstance(prop_test.value, n.CardProp) and expr._is_symbol(game, prop_test.prop)
            ):
                parts.append(self._test(expr.card_test_closure(n.CardFilter(tests=(prop_test,)), game), card))
                continue
            number = self.card_number(prop_test.prop, card)
            if number is None:
                number = f"{self.const(expr.card_number(prop_test.prop, game))}(state, {card})"
            parts.append(f"({number} {prop_test.op} {self.hoist(prop_test.value)})")
        if node.spatial is not None:
            spatial = expr.card_test_closure(n.CardFilter(spatial=node.spatial), game)
            prepare = getattr(spatial, "prepare", None)
            if self.hoisted is not None and prepare is not None:  # in a listing: prepared once for it
                self.hoists += 1
                name = f"_h{self.hoists}"
                self.hoisted.append((name, f"{self.const(prepare)}(state, env)"))
                parts.append(f"{name}({card})")
            else:
                parts.append(self._test(spatial, card))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else "(" + " and ".join(parts) + ")"

    def card_number(self, prop: str, card: str) -> str | None:
        """`expr.card_number` of a card that is there (not None), written out: a printed number of cards
        with one side, or a counter on the card; None for the rest (sides, a card group's sum)."""
        from interpreter.engine.compile import expr

        game = self.game
        values = expr.printed_values(prop, game)
        if values is not None:
            return f"{self.const(values)}[{self.const(game.instances)}[{card}]]"
        sided = expr.printed_by_side(prop, game)
        if sided is not None:
            return self.shown(sided[0], card)
        counter = game.counter_by_id.get(prop)
        card_group = prop in game.groups and game.groups[prop].owner == "card"
        if counter is not None and counter.owner == "card" and not card_group:
            return f"state.counters[state.cbase[{counter.index}] + {card}]"
        return None

    def shown(self, by_side: list[Any], card: str) -> str:
        """What the side a card shows has: `by_side[d][flags >> SIDE_SHIFT & mask[d]]` of its definition d
        (one entry and mask 0 for a definition with no sides), two table reads with no call."""
        instances, mask = self.const(self.game.instances), self.const([-1 if c.sides else 0 for c in self.game.cards])
        side = f"state.flags[{card}] >> {SIDE_SHIFT} & {mask}[{instances}[{card}]]"
        return f"{self.const(by_side)}[{instances}[{card}]][{side}]"

    def hoist(self, node: Any) -> str:
        """A number of a card filter: inside a card list, one that is the same for every card and is read
        without a call that could fail (a variable, a number on a card kept in a variable) is named once
        for the listing (see `cards`); anything else is written where it stands, as before."""
        if self.hoisted is None or not (
            isinstance(node, n.VarRef) or (isinstance(node, n.CardProp) and isinstance(node.card, n.CardVar))
        ):
            return self.num(node)
        self.hoists += 1
        name = f"_h{self.hoists}"
        self.hoisted.append((name, self.num(node)))
        return name

    def _test(self, test: Any, card: str) -> str:
        return self.call(test, card)

    def cards(self, node: Any) -> str:
        from interpreter.engine.compile import expr

        if not isinstance(node, n.AllCards) or len(node.zones) != 1 or node.except_:
            return self.call(expr.cards_closure(node, self.game))
        zone = node.zones[0]
        if not isinstance(zone, n.ZoneRef) or zone.owner in ("all", "others"):
            return self.call(expr.cards_closure(node, self.game))
        outer, self.hoisted = self.hoisted, []
        try:
            test = self.card_test(node.filter, "c")
            hoisted = self.hoisted
        finally:
            self.hoisted = outer
        if test is None:
            return f"state.zones[{self.slot(zone)}][:]"
        # a number named once: the first `for` of a comprehension is evaluated once, before its cards
        once = "".join(f"for {name} in ({value},) " for name, value in hoisted)
        return f"[c {once}for c in state.zones[{self.slot(zone)}] if {test}]"
