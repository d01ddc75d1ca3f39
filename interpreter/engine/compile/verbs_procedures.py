"""Checked verb nodes → runnable parts: procedures and their variables (choose as, choose a number,
run, go to, end), effects resolved, cards played for a window. (The card verbs are in `verbs.py`,
counters, movement and dice in `verbs_more.py`.)

These verbs start new work — resolving an effect, running a procedure, playing a card for a window —
so they push a frame and are marked `defers`: the statement compiler never fuses them with the steps
that follow, which must wait until the pushed work is done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env, Frame, enter, enter_own
from interpreter.engine.compile import expr, windows
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.engine.game import SIDE_SHIFT
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


_UNSEEN = object()  # a symbol whose effect was not looked up yet


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


class ProcedureVerbs:
    game: Game
    resolve_code: Callable[[str, str, str], Any]
    condition: Callable[[Any], expr.CondFn]

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

        ready: list[Any] = []  # the variables' starting values, the roles and the code, read from the model once

        def run(state: State, env: Env) -> None:
            actor = env["you"] if (s := env.get("subj")) is None else s  # `subject`, written out
            if allowed is not None and not allowed(state, {"you": actor, "subj": actor}):
                return  # its `if:` does not hold: nothing to run
            if not ready:
                model = game.procedures[procedure].model
                start = {"v:" + v.id: v.start if v.type == "number" else None for v in model.variables}
                ready.extend((start, tuple("v:" + r for r in model.roles), game.codes["procedure:" + procedure]))
            start, roles, code = ready
            inner: Env = {"you": actor, "subj": actor}
            inner.update(start)  # numbers and None: shared values, never changed in place
            if roles:
                inner[roles[0]] = actor
            if len(roles) > 1 and against is not None:
                inner[roles[1]] = against(state, env)
            if state.record:
                state.events.append(("procedure", procedure, actor))
            state.stack.append([code, 0, inner])

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

    def verb_endturn(self, node: n.EndTurn) -> VerbParts:
        game = self.game
        yours = node.yours

        def end(state: State, env: Env) -> None:
            if yours and env["you"] != state.active:  # "end your turn" in a rule of a player whose turn it is not
                return
            stack = state.stack
            if not any(frame[0].id == "turn" for frame in stack):
                raise RulesError("no turn is being played: 'end the turn' is a step of a turn")
            while stack[-1][0].id != "turn":  # what runs inside the turn stops with it
                stack.pop()
            stack[-1][1] = game.turn_end_pc

        return VerbParts([end], defers=True)

    # ------------------------------------------------------------ effects and windows
    def verb_resolve(self, node: n.Resolve) -> VerbParts:
        effect = node.effect
        resolve_code = self.resolve_code
        if node.card is not None:
            which = expr.card(node.card, self.game)
            game = self.game

            sided = [bool(c.sides) for c in game.cards]
            codes: dict[Any, Any] = {}  # definition, or (definition, side shown) -> its code (None: none)

            def code_of(state: State, card: int) -> Any:
                card_id = game.card_id(card)
                code = None
                if sided[game.instances[card]] and card_id not in game.disabled:
                    code = game.codes.get(f"card:{card_id}:side:{state.flags[card] >> SIDE_SHIFT}:effect:{effect}")
                return resolve_code("card", card_id, effect) if code is None else code

            def resolve_card(state: State, env: Env) -> None:
                card = which(state, env)
                if card is None:
                    return
                definition = game.instances[card]  # the code is looked up once per definition and side
                key = (definition, state.flags[card] >> SIDE_SHIFT) if sided[definition] else definition
                code = codes.get(key, _UNSEEN)
                if code is _UNSEEN:
                    code = codes[key] = code_of(state, card)
                holder = state.zslot[state.loc[card]][1]  # a card's text speaks for the player who has it
                owner = holder if holder >= 0 else subject(env)
                if state.record:
                    state.events.append(("resolve", owner, "card", game.card_id(card), effect, code is not None))
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
