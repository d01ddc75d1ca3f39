"""Checked verbs of piles and tokens → runnable parts: tokens onto and off cards, tokens spread evenly
over cards, and cards put under a pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice, VerbParts

if TYPE_CHECKING:
    from interpreter.engine.game import CounterDef, Game
    from interpreter.engine.state import State


def change_token(state: State, actor: int, counter: CounterDef, card: int, value: int) -> None:
    """Set a counter on a card, within its bounds and under the card's cap (`cap:`)."""
    game = state.game
    if counter.min is not None:
        value = max(counter.min, value)
    if counter.max is not None:
        value = min(counter.max, value)
    cap = counter.model.cap
    if cap is not None:
        printed = game.properties_of(card, state.flags[card]).get(str(cap), 0)
        value = min(value, printed if isinstance(printed, int) else 0)
    slot = state.cbase[counter.index] + card
    delta = value - state.counters[slot]
    if delta:
        state.counters[slot] = value
        if state.record:
            state.events.append(("token", actor, card, counter.index, delta, value))


def add_tokens(state: State, counter: CounterDef, card: int, amount: int, actor: int) -> None:
    """Tokens onto a card (negative: off it), within the counter's bounds and the card's cap; never
    below 0 without a minimum."""
    old = state.counters[state.cbase[counter.index] + card]
    new = old + amount
    if counter.min is None and amount < 0:
        new = max(new, min(old, 0))
    change_token(state, actor, counter, card, new)


class BoardVerbs:
    game: Game

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
