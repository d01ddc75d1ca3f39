"""Checked verb nodes → runnable parts: counters, movement, dice, and the game itself (extra turns,
a win). (The card verbs are in `verbs.py`; procedures, effects and windows in `verbs_procedures.py`.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import rng
from interpreter.engine.code import Env
from interpreter.engine.compile import expr, groups, written
from interpreter.engine.compile.dice import roll as roll_card
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.groups import clamp
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.errors import RunawayError

if TYPE_CHECKING:
    from interpreter.engine.game import CounterDef, Game
    from interpreter.engine.state import State


def wrap(value: int, low: int, high: int) -> int:
    """A position on a ring from `low` to `high`."""
    size = high - low + 1
    return low + (value - low) % size


def ring_to(state: State, counter: CounterDef, slot: int, raw: int, verb: str, actor: int) -> None:
    """Put a ring counter at `raw`, wrapped onto the ring; a ring with `laps:` counts each wrap on
    that counter (+1 past its end going forward, -1 past its start going back)."""
    low, high = counter.min or 0, counter.max or 0
    new = wrap(raw, low, high)
    delta = new - state.counters[slot]
    state.counters[slot] = new
    owner = slot - state.cbase[counter.index] if counter.owner == "player" else actor
    if state.record:
        state.events.append(("count", verb, owner, counter.index, delta, new))
    laps = (raw - low) // (high - low + 1)
    if laps and counter.laps is not None:
        lap_owner = owner if counter.owner == "player" else 0
        groups.bump(state, lap_owner, counter.laps, laps, "move")


class MoreVerbs:
    game: Game
    resolve_code: Callable[[str, str, str], Any]
    condition: Callable[[Any], expr.CondFn]

    # ------------------------------------------------------------ turns and the game
    def verb_extraturn(self, node: n.ExtraTurn) -> VerbParts:
        def extra_turn(state: State, env: Env) -> None:
            if state.streak + len(state.extra) >= state.game.limits.turns_in_a_row:
                raise RunawayError(
                    f"more than {state.game.limits.turns_in_a_row} turns in a row (limits.turns_in_a_row): "
                    "does this extra turn always give another?"
                )
            actor = subject(env)
            state.extra.append(actor)
            if state.record:
                state.events.append(("extra-turn", actor))

        return VerbParts([extra_turn])

    def verb_win(self, node: n.Win) -> VerbParts:
        from interpreter.engine.compile.endings import finish

        return VerbParts([lambda state, env: finish(state, (subject(env),), "win")])

    def verb_nothing(self, node: n.Nothing | n.Keep) -> VerbParts:
        return VerbParts([])

    verb_keep = verb_nothing

    # ------------------------------------------------------------ counters
    def verb_gain(self, node: n.Gain | n.Lose) -> VerbParts:
        amount = expr.num(node.count, self.game)
        group = self.game.groups.get(node.counter)
        if group is not None:
            if isinstance(node, n.Lose):
                return groups.lose_units(self.game, group, amount)
            return groups.gain_units(self.game, group, amount)
        counter = self.game.counter_by_id[node.counter]
        index = counter.index
        if isinstance(node, n.Gain) and index in self.game.capped:
            return groups.gain_capped(self.game.capped[index], index, amount)
        sign = -1 if isinstance(node, n.Lose) else 1
        verb = "lose" if sign < 0 else "gain"

        def change(state: State, env: Env) -> None:
            groups.bump(state, subject(env), index, sign * amount(state, env), verb)

        return VerbParts([change], write=written.gain(node, counter, sign, verb))

    verb_lose = verb_gain

    def verb_store(self, node: n.Store) -> VerbParts:
        card = expr.card(node.card, self.game)
        amount = expr.num(node.count, self.game)
        return groups.store(self.game, self.game.groups[node.group], amount, card, node.fresh)

    def verb_unstore(self, node: n.Unstore) -> VerbParts:
        return groups.unstore(self.game, self.game.groups[node.group], expr.card(node.card, self.game))

    def verb_pay(self, node: n.Pay) -> VerbParts:
        index = self.game.counter_by_id[node.counter].index
        amount = expr.num(node.count, self.game)
        floor = self.game.counters[index].min or 0

        def pay_to(state: State, env: Env, target: int) -> None:
            actor = subject(env)
            where = state.cbase[index] + actor
            paid = max(0, min(amount(state, env), state.counters[where] - floor))
            if paid:  # like counts, a payment of nothing is no event
                groups.bump(state, actor, index, -paid, "transfer")
                groups.bump(state, target, index, paid, "transfer")
                if state.record:
                    state.events.append(("pay", actor, target, index, paid))

        if isinstance(node.to, n.ChoosePlayer):
            targets = expr.candidates(node.to, self.game)
            return VerbParts([Choice("pay-to", targets, pay_to, lambda state, env, p: ("player", p))])
        receiver = expr.player(node.to)
        return VerbParts([lambda state, env: pay_to(state, env, receiver(state, env))])

    def verb_set(self, node: n.Set) -> VerbParts:
        target = node.target
        if isinstance(target, n.CardVar):
            key = "v:" + target.name
            card = expr.card(node.value, self.game)  # type: ignore[arg-type]

            def set_card(state: State, env: Env) -> None:
                expr.set_variable(state, env, key, card(state, env))

            return VerbParts([set_card])
        if isinstance(target, n.CardProp):  # a counter on a card
            return self.set_card_counter(node)  # type: ignore[attr-defined]
        value = expr.num(node.value, self.game)  # type: ignore[arg-type]
        if isinstance(target, n.VarRef):
            key = "v:" + target.name
            variable = self.game.variables[target.name]

            def set_var(state: State, env: Env) -> None:
                expr.set_variable(state, env, key, clamp(value(state, env), variable.min, variable.max))

            return VerbParts([set_var])
        assert isinstance(target, n.CounterRef)
        counter = self.game.counter_by_id[target.counter]
        where = expr.counter_slot(target, self.game)

        def set_counter(state: State, env: Env) -> None:
            slot = where(state, env)
            if counter.ring:
                ring_to(state, counter, slot, value(state, env), "set", env["you"])
                return
            new = clamp(value(state, env), counter.min, counter.max)
            delta = new - state.counters[slot]
            state.counters[slot] = new
            owner = slot - state.cbase[counter.index] if counter.owner == "player" else env["you"]
            if state.record:
                state.events.append(("count", "set", owner, counter.index, delta, new))

        return VerbParts([set_counter], write=written.set_counter(node, target, counter))

    # ------------------------------------------------------------ positions and dice
    def verb_move(self, node: n.Move) -> VerbParts:
        """Step along a ring: a player's own position, or a shared one ("move the wheel back 2")."""
        counter = self.game.counter_by_id[node.counter]
        index = counter.index
        low, high = counter.min or 0, counter.max or 0
        size = high - low + 1
        amount = expr.num(node.count, self.game)
        signs = {"either": (1, -1), "forward": (1,), "back": (-1,)}[node.direction]
        up_to = node.up_to
        shared = counter.owner == "table"

        def slot(state: State, env: Env) -> int:
            return state.cbase[index] + (0 if shared else subject(env))

        def positions(state: State, env: Env) -> list[Any]:
            here = state.counters[slot(state, env)]
            steps = range(0 if up_to else amount(state, env), amount(state, env) + 1)
            found: list[tuple[int, int]] = []
            places: set[int] = set()  # the places found so far (a set: no generator per candidate)
            for k in steps:
                for sign in signs:
                    there = low + (here + sign * k - low) % size  # `wrap`, written out
                    if there not in places:
                        places.add(there)
                        found.append((there, sign * k))  # the place, and the signed steps that reach it
            return found

        def perform(state: State, env: Env, option: tuple[int, int]) -> None:
            where = slot(state, env)
            ring_to(state, counter, where, state.counters[where] + option[1], "move", subject(env))

        return VerbParts([Choice("move", positions, perform, lambda state, env, p: ("position", counter.id, p[0]))])

    def verb_roll(self, node: n.Roll) -> VerbParts:
        faces = tuple(self.game.dice[node.die].faces)
        die = node.die

        purpose = f"roll:{die}"

        def roll(state: State, env: Env) -> None:
            value = faces[rng.roll(state, purpose, len(faces))]
            env["roll"] = value
            if state.record:
                state.events.append(("roll", subject(env), die, value))

        return VerbParts([roll])

    def verb_rollcards(self, node: n.RollCards) -> VerbParts:
        chosen = expr.cards(node.cards, self.game)

        def roll(state: State, env: Env) -> None:
            actor = subject(env)
            for card in chosen(state, env):
                roll_card(state, card, actor)

        return VerbParts([roll])
