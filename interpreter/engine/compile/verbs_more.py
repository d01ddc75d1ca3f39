"""Checked verb nodes → runnable parts: counters, movement, dice, variables, procedures, windows,
effects, and the game itself. (The card verbs are in `verbs.py`.)

Verbs that start new work — resolving an effect, running a procedure, playing a card for a window —
push a frame and are marked `defers`, so the statement compiler never fuses them with the steps that
follow: those steps must wait until the pushed work is done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import rng
from interpreter.engine.code import Env, Frame, enter, enter_own
from interpreter.engine.compile import expr, groups, windows, written
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.groups import clamp
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FROZEN
from interpreter.errors import RulesError, RunawayError

if TYPE_CHECKING:
    from interpreter.engine.game import CounterDef, Game
    from interpreter.engine.state import State


_UNSEEN = object()  # a symbol whose effect was not looked up yet


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


def _ends(rules: list[Any], procedure: str) -> bool:
    """Whether these steps are just "end the PROCEDURE"."""
    if len(rules) != 1 or rules[0].kind != "do" or rules[0].node is None:
        return False
    sentences = rules[0].node.sentences
    if len(sentences) != 1 or len(sentences[0].steps) != 1:
        return False
    step = sentences[0].steps[0]
    if not isinstance(step, n.Do) or len(step.verbs) != 1:
        return False
    verb = step.verbs[0]
    return isinstance(verb, n.EndProcedure) and verb.procedure == procedure


def _negated(test: expr.CondFn) -> expr.CondFn:
    return lambda state, env: not test(state, env)


def procedure_frame(state: State, procedure: str) -> Frame:
    """The topmost running frame of a procedure; frames above it (card effects) are dropped."""
    code_id = "procedure:" + procedure
    while state.stack:
        frame = state.stack[-1]
        if frame[0].id == code_id:
            return frame
        state.stack.pop()
    raise RulesError(f"the {procedure} is not running")


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

    def verb_nothing(self, node: n.Nothing) -> VerbParts:
        return VerbParts([])

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
            value = faces[rng.below(state, purpose, len(faces))]
            env["roll"] = value
            if state.record:
                state.events.append(("roll", subject(env), die, value))

        return VerbParts([roll])

    def verb_rollcards(self, node: n.RollCards) -> VerbParts:
        chosen = expr.cards(node.cards, self.game)
        game = self.game

        def roll(state: State, env: Env) -> None:
            for card in chosen(state, env):
                sides = len(game.cards[game.instances[card]].sides)
                if sides:
                    side = rng.below(state, "roll:" + game.instance_names[card], sides)
                    state.flags[card] = (state.flags[card] & ((1 << SIDE_SHIFT) - 1) & ~FROZEN) | (side << SIDE_SHIFT)
                    if state.record:
                        state.events.append(("roll-card", subject(env), card, side))

        return VerbParts([roll])

    # ------------------------------------------------------------ procedures and their variables
    def verb_chooseas(self, node: n.ChooseAs) -> VerbParts:
        pool = expr.candidates(node.choice, self.game)  # type: ignore[arg-type]
        key = "v:" + node.name

        def choose(state: State, env: Env, p: int) -> None:
            expr.set_variable(state, env, key, p)
            if state.record:
                state.events.append(("role", node.name, p))

        return VerbParts([Choice("choose-player", pool, choose, lambda state, env, p: ("player", p))])

    def verb_choosenumber(self, node: n.ChooseNumber) -> VerbParts:
        low, high = expr.num(node.low, self.game), expr.num(node.high, self.game)
        key = "v:" + node.name

        def numbers(state: State, env: Env) -> list[int]:
            return list(range(low(state, env), high(state, env) + 1))

        def choose(state: State, env: Env, value: int) -> None:
            expr.set_variable(state, env, key, value)

        return VerbParts(
            [Choice("choose-number", numbers, choose, lambda state, env, v: ("number", v))],
            possible=lambda state, env: low(state, env) <= high(state, env),
        )

    def runnable(self, procedure: str) -> expr.CondFn | None:
        """Whether a procedure can run now, for its runner: its `if:`, and the opening steps that end it
        at once ("if your hand is empty: end the trade"). None when nothing stops it."""
        definition = self.game.procedures[procedure]
        tests: list[expr.CondFn] = [self.condition(definition.condition)] if definition.condition is not None else []
        for rule in definition.steps:
            if not (rule.kind == "if" and not rule.otherwise and _ends(rule.children, procedure)):
                break
            if self.game.is_enabled(rule.id):
                tests.append(_negated(self.condition(rule.node)))
        if not tests:
            return None

        def runnable(state: State, env: Env) -> bool:
            runner = subject(env)
            inner: Env = {"you": runner, "subj": runner}
            return all(test(state, inner) for test in tests)

        return runnable

    def verb_run(self, node: n.Run) -> VerbParts:
        game = self.game
        procedure = node.procedure
        against = expr.player(node.against) if node.against is not None else None
        condition = game.procedures[procedure].condition
        allowed = self.condition(condition) if condition is not None else None

        def run(state: State, env: Env) -> None:
            definition = game.procedures[procedure]
            actor = subject(env)
            if allowed is not None and not allowed(state, {"you": actor, "subj": actor}):
                return  # its `if:` does not hold: nothing to run
            inner: Env = {"you": actor, "subj": actor}
            for variable in definition.model.variables:
                inner["v:" + variable.id] = variable.start if variable.type == "number" else None
            roles = definition.model.roles
            if roles:
                inner["v:" + roles[0]] = actor
            if len(roles) > 1 and against is not None:
                inner["v:" + roles[1]] = against(state, env)
            if state.record:
                state.events.append(("procedure", procedure, actor))
            state.stack.append([game.codes["procedure:" + procedure], 0, inner])

        return VerbParts([run], defers=True, possible=self.runnable(procedure))

    def verb_goto(self, node: n.GoTo) -> VerbParts:
        label = node.label
        game = self.game

        def go_to(state: State, env: Env) -> None:
            for procedure in game.procedures.values():
                if label in procedure.labels:
                    frame = procedure_frame(state, procedure.id)
                    frame[1] = procedure.labels[label]
                    if state.record:  # "Attacker Victory": told as it begins
                        state.events.append(("section", procedure.id, label))
                    return
            raise RulesError(f"no section '{label}' is running")

        return VerbParts([go_to], defers=True)

    def verb_endprocedure(self, node: n.EndProcedure) -> VerbParts:
        procedure = node.procedure
        game = self.game

        def end(state: State, env: Env) -> None:
            frame = procedure_frame(state, procedure)
            frame[1] = game.procedures[procedure].finally_pc

        return VerbParts([end], defers=True)

    # ------------------------------------------------------------ effects and windows
    def verb_resolve(self, node: n.Resolve) -> VerbParts:
        effect = node.effect
        resolve_code = self.resolve_code
        if node.card is not None:
            which = expr.card(node.card, self.game)
            game = self.game

            def resolve_card(state: State, env: Env) -> None:
                card = which(state, env)
                if card is None:
                    return
                card_id = game.card_id(card)
                code = None
                sides = game.cards[game.instances[card]].sides
                if sides and card_id not in game.disabled:
                    code = game.codes.get(f"card:{card_id}:side:{state.flags[card] >> SIDE_SHIFT}:effect:{effect}")
                if code is None:
                    code = resolve_code("card", card_id, effect)
                holder = state.zslot[state.loc[card]][1]  # a card's text speaks for the player who has it
                owner = holder if holder >= 0 else subject(env)
                if state.record:
                    state.events.append(("resolve", owner, "card", card_id, effect, code is not None))
                if code is not None:
                    enter(
                        state,
                        code,
                        {**expr.own_names(env, game.variable_keys), "this": card, "you": owner, "subj": owner},
                    )

            return VerbParts([resolve_card], defers=True)
        symbol = expr.value(node.value, self.game)  # type: ignore[arg-type]
        joining = isinstance(node.value, n.JoiningValue)  # "the joining symbol": read inline, no call
        set_id = node.value.set  # type: ignore[union-attr]
        known: dict[str, Any] = {}  # symbol -> its compiled effect (None: it has none), looked up once

        def resolve(state: State, env: Env) -> None:
            value = env.get("joining") if joining else symbol(state, env)
            if value is None:
                return
            code = known.get(value, _UNSEEN)
            if code is _UNSEEN:
                code = known[value] = resolve_code(set_id, value, effect)
            if state.record:
                state.events.append(("resolve", subject(env), set_id, value, effect, code is not None))
            if code is not None:
                enter_own(state, code, env, state.game.variable_keys)

        return VerbParts([resolve], defers=True)

    def verb_playfor(self, node: n.PlayFor) -> VerbParts:
        window, mode = node.window, node.mode
        zone = expr.slot(node.zone, self.game) if node.zone is not None else None  # type: ignore[arg-type]
        test = expr.card_test(node.filter, self.game)

        def options(state: State, env: Env) -> list[Any]:
            where = zone(state, env) if zone is not None else None
            player = env["you"] if (s := env.get("subj")) is None else s  # `subject`, written out
            return windows.options(state, env, player, window, mode, where, test)

        def perform(state: State, env: Env, option: Any) -> None:
            windows.perform(state, env, subject(env), option)

        choice = Choice("window", options, perform, lambda state, env, o: windows.describe(o))
        return VerbParts([choice], possible=lambda state, env: bool(options(state, env)), defers=True)
