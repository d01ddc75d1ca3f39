"""Checked verb nodes → runnable parts.

A verb compiles into a `VerbParts`: a list of parts (atomic functions and choices) and, for verbs
such as "discard 2 cards", how many times to run them. The statement compiler wraps the parts in
loops and choice operations; an all-atomic verb runs inline with no frame work at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.expr import subject
from interpreter.engine.state import FLIPPED
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

Atomic = Callable[["State", Env], None]


@dataclass
class Choice:
    """A question to the acting player: pick one of `options`, then `perform` it."""

    kind: str
    options: Callable[[State, Env], list[Any]]
    perform: Callable[[State, Env, Any], None]
    describe: Callable[[State, Env, Any], tuple[Any, ...]]
    chooser: Callable[[State, Env], int] = field(default=lambda state, env: subject(env))


Part = Atomic | Choice


@dataclass
class VerbParts:
    parts: list[Part]
    times: expr.NumFn | None = None  # repeat the parts this many times (e.g. "discard 2 cards")
    possible: Callable[[State, Env], bool] | None = None  # can it be done at all now? (offered as an option?)

    @property
    def atomic(self) -> bool:
        return all(not isinstance(p, Choice) for p in self.parts)


class VerbCompiler:
    def __init__(self, game: Game, resolve: Callable[[str, str, str], Any]):
        self.game = game
        self.resolve_code = resolve  # (set, symbol, effect) -> Code | None

    def compile(self, node: n.Verb) -> VerbParts:
        method = getattr(self, "verb_" + type(node).__name__.lower())
        return method(node)

    # ------------------------------------------------------------ helpers
    def zone_or(self, node: n.Zone | None, default: int) -> expr.SlotFn:
        if node is not None:
            return expr.slot(node, self.game)  # type: ignore[arg-type]
        zone = self.game.zones[default]
        if zone.owner == "table":
            return lambda state, env: state.zbase[default]
        return lambda state, env: state.zbase[default] + subject(env)

    def hand_of(self, p: int, state: State) -> int:
        return state.zbase[self.game.hand] + p

    # ------------------------------------------------------------ card verbs
    def verb_draw(self, node: n.Draw) -> VerbParts:
        count = expr.num(node.count, self.game)
        src = self.zone_or(node.zone, self.game.draw_from)
        hand = self.game.hand

        def draw(state: State, env: Env) -> None:
            actor = subject(env)
            moves.draw(state, src(state, env), state.zbase[hand] + actor, count(state, env), "draw", actor)

        return VerbParts([draw], possible=lambda state, env: bool(state.zones[src(state, env)]))

    def verb_drawupto(self, node: n.DrawUpTo) -> VerbParts:
        target = expr.num(node.target, self.game)
        hand = self.game.zone_by_id[node.hand].index
        src = self.game.draw_from

        def draw_up_to(state: State, env: Env) -> None:
            actor = subject(env)
            dst = state.zbase[hand] + actor
            missing = target(state, env) - len(state.zones[dst])
            if missing > 0:
                moves.draw(state, state.zbase[src], dst, missing, "draw", actor)

        return VerbParts([draw_up_to], possible=lambda state, env: bool(state.zones[state.zbase[src]]))

    def verb_discard(self, node: n.Discard) -> VerbParts:
        count = expr.num(node.count, self.game)
        src = self.zone_or(node.zone, self.game.hand)
        pile = self.game.discard_to
        if node.random:

            def discard_random(state: State, env: Env) -> None:
                chosen = moves.random_cards(state, src(state, env), count(state, env))
                moves.move_many(state, chosen, state.zbase[pile], "discard", subject(env))

            return VerbParts([discard_random])

        def perform(state: State, env: Env, card: int) -> None:
            moves.move(state, card, state.zbase[pile], "discard", subject(env))

        choice = Choice(
            "discard",
            lambda state, env: moves.distinct(state, state.zones[src(state, env)]),
            perform,
            lambda state, env, card: ("card", card),
        )
        return VerbParts([choice], times=count)

    def verb_discardcards(self, node: n.DiscardCards) -> VerbParts:
        chosen = expr.cards(node.cards, self.game)
        pile = self.game.discard_to

        def discard(state: State, env: Env) -> None:
            moves.move_many(state, chosen(state, env), state.zbase[pile], "discard", subject(env))

        return VerbParts([discard])

    def verb_give(self, node: n.Give) -> VerbParts:
        count = expr.num(node.count, self.game)
        src = self.zone_or(node.zone, self.game.hand)
        hand = self.game.hand
        verb = node.verb
        if isinstance(node.to, n.ChoosePlayer):
            others = node.to.other

            def pick_card(state: State, env: Env, card: int) -> None:
                env["_give"] = card

            def give_to(state: State, env: Env, target: int) -> None:
                moves.move(state, env.pop("_give"), state.zbase[hand] + target, verb, subject(env))

            def targets(state: State, env: Env) -> list[int]:
                actor = subject(env)
                return [p for p in expr.turn_order(state, actor) if not (others and p == actor)]

            card_choice = Choice(
                verb,
                lambda state, env: moves.distinct(state, state.zones[src(state, env)]),
                pick_card,
                lambda state, env, card: ("card", card),
            )
            player_choice = Choice(verb + "-to", targets, give_to, lambda state, env, p: ("player", p))
            return VerbParts([card_choice, player_choice], times=count)
        receiver = expr.player(node.to)

        def perform(state: State, env: Env, card: int) -> None:
            moves.move(state, card, state.zbase[hand] + receiver(state, env), verb, subject(env))

        choice = Choice(
            verb,
            lambda state, env: moves.distinct(state, state.zones[src(state, env)]),
            perform,
            lambda state, env, card: ("card", card),
        )
        return VerbParts([choice], times=count)

    def verb_take(self, node: n.Take) -> VerbParts:
        count = expr.num(node.count, self.game)
        src = expr.slot(node.zone, self.game)  # type: ignore[arg-type]
        hand = self.game.hand
        if node.random:

            def take_random(state: State, env: Env) -> None:
                actor = subject(env)
                chosen = moves.random_cards(state, src(state, env), count(state, env))
                moves.move_many(state, chosen, state.zbase[hand] + actor, "take", actor)

            return VerbParts([take_random])

        def perform(state: State, env: Env, card: int) -> None:
            actor = subject(env)
            moves.move(state, card, state.zbase[hand] + actor, "take", actor)

        choice = Choice(
            "take",
            lambda state, env: moves.distinct(state, state.zones[src(state, env)]),
            perform,
            lambda state, env, card: ("card", card),
        )
        return VerbParts([choice], times=count)

    def verb_play(self, node: n.Play) -> VerbParts:
        game = self.game
        src = expr.slot(node.source, game)  # type: ignore[arg-type]
        target_zone = game.zone_by_id[node.target.zone]  # type: ignore[union-attr]
        dst = expr.slot(node.target, game)  # type: ignore[arg-type]
        if target_zone.order != "chain":

            def options_plain(state: State, env: Env) -> list[Any]:
                return [(c, -1) for c in moves.distinct(state, state.zones[src(state, env)])]

            def perform_plain(state: State, env: Env, option: Any) -> None:
                card = option[0]
                moves.move(state, card, dst(state, env), "play", subject(env))
                env.update(played=card, joined=None, joining=None, end=-1)

            return VerbParts([Choice("play", options_plain, perform_plain, lambda state, env, o: ("play", *o))])
        zone_index = target_zone.index
        links = game.links[zone_index]
        end_value = expr.value(node.end.value, game) if node.end is not None else None
        end_negated = node.end.negated if node.end is not None else False

        def options(state: State, env: Env) -> list[Any]:
            where = dst(state, env)
            hand = moves.distinct(state, state.zones[src(state, env)])
            if not state.zones[where]:
                return [(c, 0) for c in hand]
            found: list[Any] = []
            wanted = end_value(state, env) if end_value is not None else None
            for end in (0, 1):
                showing = expr.chain_end(state, game, zone_index, where, end)
                if wanted is not None and (showing == wanted) == end_negated:
                    continue
                found.extend((c, end) for c in hand if showing in links[c])
            return found

        def perform(state: State, env: Env, option: Any) -> None:
            card, end = option
            where = dst(state, env)
            joined, joining = place_in_chain(state, game, zone_index, where, card, end, subject(env), "play")
            env.update(played=card, joined=joined, joining=joining, end=end)

        return VerbParts([Choice("play", options, perform, lambda state, env, o: ("play", *o))])

    def verb_put(self, node: n.Put) -> VerbParts:
        game = self.game
        chosen = expr.cards(node.cards, game)
        zone = game.zone_by_id[node.zone.zone]  # type: ignore[union-attr]
        dst = expr.slot(node.zone, game)  # type: ignore[arg-type]

        def put(state: State, env: Env) -> None:
            where = dst(state, env)
            for card in chosen(state, env):
                if zone.order == "chain":
                    ends = (
                        [0]
                        if not state.zones[where]
                        else [
                            e
                            for e in (0, 1)
                            if expr.chain_end(state, game, zone.index, where, e) in game.links[zone.index][card]
                        ]
                    )
                    if not ends:
                        raise RulesError(f"{game.card_id(card)} matches neither end of the {zone.id}")
                    place_in_chain(state, game, zone.index, where, card, ends[0], subject(env), "put")
                else:
                    moves.move(state, card, where, "put", subject(env))

        return VerbParts([put])

    def verb_shuffle(self, node: n.Shuffle) -> VerbParts:
        src = expr.slot(node.zone, self.game)  # type: ignore[arg-type]
        into = expr.slot(node.into, self.game) if node.into is not None else None  # type: ignore[arg-type]

        def shuffle(state: State, env: Env) -> None:
            where = src(state, env)
            if into is not None:
                target = into(state, env)
                moves.move_many(state, state.zones[where][:], target, "return", subject(env))
                where = target
            moves.shuffle(state, where)

        return VerbParts([shuffle])

    # ------------------------------------------------------------ turns, counters, the game
    def verb_extraturn(self, node: n.ExtraTurn) -> VerbParts:
        def extra_turn(state: State, env: Env) -> None:
            actor = subject(env)
            state.extra.append(actor)
            state.emit("extra-turn", actor)

        return VerbParts([extra_turn])

    def _counter(self, name: str) -> int:
        return self.game.counter_by_id[name].index

    def verb_gain(self, node: n.Gain | n.Lose) -> VerbParts:
        index = self._counter(node.counter)
        counter = self.game.counters[index]
        amount = expr.num(node.count, self.game)
        sign = -1 if isinstance(node, n.Lose) else 1
        verb = "lose" if sign < 0 else "gain"

        def change(state: State, env: Env) -> None:
            actor = subject(env)
            where = state.cbase[index] + actor
            new = clamp(state.counters[where] + sign * amount(state, env), counter.min, counter.max)
            delta = new - state.counters[where]
            state.counters[where] = new
            state.emit("count", verb, actor, index, delta, new)

        return VerbParts([change])

    verb_lose = verb_gain

    def verb_pay(self, node: n.Pay) -> VerbParts:
        index = self._counter(node.counter)
        amount = expr.num(node.count, self.game)
        receiver = expr.player(node.to) if not isinstance(node.to, n.ChoosePlayer) else None
        floor = self.game.counters[index].min or 0

        def pay_to(state: State, env: Env, target: int) -> None:
            actor = subject(env)
            where = state.cbase[index] + actor
            paid = max(0, min(amount(state, env), state.counters[where] - floor))
            state.counters[where] -= paid
            state.counters[state.cbase[index] + target] += paid
            state.emit("pay", actor, target, index, paid)

        if receiver is not None:
            fixed = receiver
            return VerbParts([lambda state, env: pay_to(state, env, fixed(state, env))])
        others = node.to.other  # type: ignore[union-attr]
        targets = lambda state, env: [
            p for p in expr.turn_order(state, subject(env)) if not (others and p == subject(env))
        ]
        return VerbParts([Choice("pay-to", targets, pay_to, lambda state, env, p: ("player", p))])

    def verb_win(self, node: n.Win) -> VerbParts:
        from interpreter.engine.compile.flow import finish

        return VerbParts([lambda state, env: finish(state, (subject(env),), "win")])

    def verb_resolve(self, node: n.Resolve) -> VerbParts:
        symbol = expr.value(node.value, self.game)
        set_id = node.value.set  # type: ignore[union-attr]
        effect = node.effect
        resolve_code = self.resolve_code

        def resolve(state: State, env: Env) -> None:
            value = symbol(state, env)
            if value is None:
                return
            code = resolve_code(set_id, value, effect)
            state.emit("resolve", subject(env), set_id, value, effect, code is not None)
            if code is not None:
                state.stack.append([code, 0, dict(env)])

        return VerbParts([resolve])

    def verb_nothing(self, node: n.Nothing) -> VerbParts:
        return VerbParts([])


def clamp(value: int, low: int | None, high: int | None) -> int:
    if low is not None and value < low:
        return low
    if high is not None and value > high:
        return high
    return value


def place_in_chain(
    state: State, game: Game, zone: int, where: int, card: int, end: int, actor: int, verb: str
) -> tuple[int | None, str | None]:
    """Join `card` to end 0 (left) or 1 (right) of a chain; returns (joined card, joining symbol)."""
    chain = state.zones[where]
    a, b = game.links[zone][card]
    src = state.loc[card]
    state.zones[src].remove(card)
    if not chain:
        state.flags[card] &= ~FLIPPED
        chain.append(card)
        joined, joining = None, None
    else:
        showing = expr.chain_end(state, game, zone, where, end)
        joining = showing
        if end == 0:
            # the card's right side touches the road: unflipped shows (a, b), so b must match
            flipped = b != showing
            joined = chain[0]
            chain.insert(0, card)
        else:
            flipped = a != showing
            joined = chain[-1]
            chain.append(card)
        if flipped:
            state.flags[card] |= FLIPPED
        else:
            state.flags[card] &= ~FLIPPED
    state.loc[card] = where
    if state.record:
        state.events.append(("move", verb, actor, (card,), src, where, end, joining))
    return joined, joining
