"""Checked verbs of piles and tokens → runnable parts: tokens onto and off cards, tokens spread evenly
over cards, and cards put under a pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.groups import clamp
from interpreter.engine.compile.parts import Choice, VerbParts

if TYPE_CHECKING:
    from interpreter.engine.game import CounterDef, Game
    from interpreter.engine.state import State


def add_tokens(state: State, counter: CounterDef, card: int, amount: int, actor: int) -> None:
    """Tokens onto a card (negative: off it), within the counter's bounds (never below 0 without a minimum)."""
    where = state.cbase[counter.index] + card
    old = state.counters[where]
    new = clamp(old + amount, 0 if counter.min is None else counter.min, counter.max)
    if new != old:
        state.counters[where] = new
        state.emit("store", actor, card, counter.index, new - old)


class BoardVerbs:
    game: Game

    def verb_store(self, node: n.Store) -> VerbParts:
        """`put 1 token onto that card` for a counter on cards; units of a group otherwise (verbs_more)."""
        if node.group in self.game.groups:
            return super().verb_store(node)  # type: ignore[misc]
        counter = self.game.counter_by_id[node.group]
        amount = expr.num(node.count, self.game)
        which = expr.card(node.card, self.game)

        def put_tokens(state: State, env: Env) -> None:
            card = which(state, env)
            if card is not None:
                add_tokens(state, counter, card, amount(state, env), subject(env))

        return VerbParts([put_tokens])

    def verb_removetokens(self, node: n.RemoveTokens) -> VerbParts:
        counter = self.game.counter_by_id[node.counter]
        amount = expr.num(node.count, self.game)
        chosen = expr.cards(node.cards, self.game)

        def remove(state: State, env: Env) -> None:
            for card in chosen(state, env):
                add_tokens(state, counter, card, -amount(state, env), subject(env))

        return VerbParts([remove])

    def verb_spread(self, node: n.Spread) -> VerbParts:
        """One token at a time, onto a card with the fewest among those that have not had one of these
        tokens in this round of them (a different card each time until every card has had one, then
        again): never a second where another has none."""
        counter = self.game.counter_by_id[node.counter]
        chosen = expr.cards(node.cards, self.game)
        base = counter.index

        def start(state: State, env: Env) -> None:
            env["_spread"] = ()

        def options(state: State, env: Env) -> list[Any]:
            cards = chosen(state, env)
            given = env.get("_spread", ())
            this_round = given[len(given) - len(given) % len(cards) :] if cards else ()
            fresh = [c for c in cards if c not in this_round] or cards
            if not fresh:
                return []
            fewest = min(state.counters[state.cbase[base] + c] for c in fresh)
            return [c for c in fresh if state.counters[state.cbase[base] + c] == fewest]

        def perform(state: State, env: Env, card: int) -> None:
            add_tokens(state, counter, card, 1, subject(env))
            env["_spread"] = (*env.get("_spread", ()), card)

        choice = Choice("spread", options, perform, lambda state, env, card: ("card", card))
        return VerbParts([choice], times=expr.num(node.count, self.game), before=[start])

    def verb_putunder(self, node: n.PutUnder) -> VerbParts:
        chosen = expr.cards(node.cards, self.game)
        dst = expr.slot(node.zone, self.game)  # type: ignore[arg-type]

        def put_under(state: State, env: Env) -> None:
            where = dst(state, env)
            for card in chosen(state, env):
                moves.move(state, card, where, "put", subject(env), under=True)

        return VerbParts([put_under])
