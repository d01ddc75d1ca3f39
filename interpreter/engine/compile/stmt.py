"""Checked statements → operations in a `Builder`.

A statement with no choice inside compiles to a single Python function (one operation, no frame
work). Statements that ask questions become loops, jumps and choice operations, so the question
can be answered later — from a clone, or after the state was saved and loaded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Builder, Env, Frame, Label, atomic_op, choice_op, you
from interpreter.engine.compile import expr
from interpreter.engine.compile.parts import Choice, Part, VerbParts
from interpreter.engine.compile.stmt_choices import ChoiceCompiler, names_one
from interpreter.engine.compile.verbs import VerbCompiler
from interpreter.engine.compile.written import written, written_verb
from interpreter.engine.fusion import branch_source, steers
from interpreter.errors import RunawayError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

Run = Callable[["State", Env], None]
ListFn = Callable[["State", Env], list[int]]


_EACH_TEST = """env = frame[2]
i = env[{index!r}]
if i >= len(env[{items!r}]):
    frame[1] = {end}
else:
    env[{bind!r}] = env[{items!r}][i]
    env[{index!r}] = i + 1"""


class StmtCompiler(ChoiceCompiler):
    def __init__(self, game: Game, verbs: VerbCompiler, builder: Builder):
        self.game = game
        self.verbs = verbs
        self.b = builder
        self.unnamed: Label | None = None  # where a choice that names nothing goes (`chain`)

    # ------------------------------------------------------------ entry points
    def effect(self, node: n.Effect) -> None:
        for sentence in node.sentences:
            self.chain(node=sentence)

    def chain(self, node: n.Chain) -> None:
        """The steps in order. A step that names a player or card for later ("choose an opponent … as the
        target") and finds no one skips the rest of its sentence, which is about what it would have named."""
        end: Label | None = None
        for i, step in enumerate(node.steps):
            if i + 1 < len(node.steps) and names_one(step):
                end = end or self.b.label()
                self.unnamed = end
            self.stmt(step)
            self.unnamed = None
        if end is not None:
            self.b.place(end)

    def stmt(self, node: n.Stmt) -> None:
        """Compile one statement; its operations remember where it is written (for runtime errors)."""
        outer = self.b.where
        self.b.at(None, node.span.start)
        try:
            self._stmt(node)
        finally:
            self.b.where = outer

    def _stmt(self, node: n.Stmt) -> None:
        run = self.atomic(node)
        if run is not None:
            self.b.emit(atomic_op(written(self, node) or run))  # one generated function, when it can be written
            return
        if isinstance(node, n.Do):
            self.do(node)
        elif isinstance(node, n.If):
            self.if_(node)
        elif isinstance(node, n.ChooseOne):
            self.choose_one(node)
        elif isinstance(node, n.AnyTimes):
            self.choose_one(node.body.steps[0], repeat=True)  # type: ignore[arg-type]
        elif isinstance(node, n.Repeat):
            self.loop(expr.num(node.count, self.game), lambda end: self.chain(node.body))
        elif isinstance(node, n.While):
            self.while_(node)
        elif isinstance(node, n.ForEach):
            self.each(expr.players(node.players, self.game), "that", lambda: self.chain(node.body))
        elif isinstance(node, n.ForEachCard):
            self.each(expr.cards(node.cards, self.game), "card", lambda: self.chain(node.body))
        elif isinstance(node, n.Rotation):
            from interpreter.engine.compile.rotation import compile_rotation

            compile_rotation(self, node)
        else:
            raise TypeError(f"cannot compile {type(node).__name__}")

    def condition(self, node: n.Cond) -> expr.CondFn:
        return expr.cond(node, self.game, self.can)

    # ------------------------------------------------------------ statements with no choices
    def atomic(self, node: n.Stmt) -> Run | None:
        if isinstance(node, n.Do):
            if node.may or isinstance(node.subject, n.ChoosePlayer):
                return None
            parts = [self.verbs.compile(v) for v in node.verbs]
            if not all(p.atomic and not p.defers for p in parts):
                return None
            runs: list[Run] = [part for vp in parts for part in [*vp.before, *vp.parts]]  # type: ignore[misc]
            return self._with_subject(node.subject, runs)
        if isinstance(node, n.If):
            then = self.atomic_chain(node.then)
            otherwise = self.atomic_chain(node.otherwise) if node.otherwise else (lambda state, env: None)
            if then is None or otherwise is None:
                return None
            test = self.condition(node.cond)
            return lambda state, env: then(state, env) if test(state, env) else otherwise(state, env)
        if isinstance(node, n.Repeat):
            body = self.atomic_chain(node.body)
            if body is None:
                return None
            times = expr.num(node.count, self.game)

            def repeat(state: State, env: Env) -> None:
                for _ in range(bounded(state, times(state, env))):
                    body(state, env)  # type: ignore[misc]

            return repeat
        if isinstance(node, (n.ForEach, n.ForEachCard)):
            body = self.atomic_chain(node.body)
            if body is None:
                return None
            if isinstance(node, n.ForEach):
                listed, key = expr.players(node.players, self.game), "that"
            else:
                listed, key = expr.cards(node.cards, self.game), "card"

            def for_each(state: State, env: Env) -> None:
                for item in listed(state, env):
                    env[key] = item
                    body(state, env)

            return for_each
        return None

    def atomic_chain(self, node: n.Chain) -> Run | None:
        runs = [self.atomic(step) for step in node.steps]
        if any(r is None for r in runs):
            return None
        steps: list[Run] = runs  # type: ignore[assignment]

        def chain(state: State, env: Env) -> None:
            for step in steps:
                step(state, env)

        return chain

    def _with_subject(self, subject: Any, runs: list[Run]) -> Run:
        if isinstance(subject, n.EachPlayer):
            each = expr.players(subject, self.game)

            def for_each(state: State, env: Env) -> None:
                for p in each(state, env):
                    env["subj"] = p
                    for run in runs:
                        run(state, env)

            return for_each
        if len(runs) == 1 and (subject is None or isinstance(subject, n.You)):  # the usual sentence: no loop
            only = runs[0]

            def yours(state: State, env: Env) -> None:
                env["subj"] = env["you"]
                only(state, env)

            yours.by_you = only  # type: ignore[attr-defined]
            return yours
        who = self._subject(subject)

        def single(state: State, env: Env) -> None:
            env["subj"] = who(state, env)
            for run in runs:
                run(state, env)

        return single

    def _subject(self, subject: Any) -> expr.PlayerFn:
        if subject is None or isinstance(subject, n.You):
            return you
        return expr.player(subject)

    # ------------------------------------------------------------ statements that ask questions
    def do(self, node: n.Do) -> None:
        parts = [self.verbs.compile(v) for v in node.verbs]

        possible = self._verb_possible(parts[0]) if node.may else None

        def may_options(state: State, env: Env) -> list[bool]:
            return [True, False] if possible is None or possible(state, env) else []

        def body() -> None:
            end = self.b.label()
            skip = self.unnamed or end  # "you may choose … as the target, then …": no target, no rest of it
            if node.may:  # "you may deliver" is not asked when nothing could be delivered
                self.b.emit(
                    choice_op(
                        "may",
                        lambda state, env: expr.subject(env),
                        may_options,
                        _may_resume(skip),
                        lambda state, env, yes: ("may", yes, node),
                        skip,
                    )
                )
            for vp in parts:
                self.verb_parts(vp)
            self.b.place(end)

        if isinstance(node.subject, n.EachPlayer):
            self.each(expr.players(node.subject, self.game), "subj", body)
            return
        self.b.emit(self._set_subject(node.subject))
        body()

    def _set_subject(self, subject: Any) -> Callable[[State, Frame], None]:
        """The operation that binds the sentence's subject ("you", the usual case, with no call)."""
        if subject is None or isinstance(subject, n.You):

            def set_you(state: State, frame: Frame) -> None:
                env = frame[2]
                env["subj"] = env["you"]

            return steers(set_you, 'env = frame[2]\nenv["subj"] = env["you"]')  # names only (fusion.py)
        who = self._subject(subject)

        def set_subject(state: State, frame: Frame) -> None:
            frame[2]["subj"] = who(state, frame[2])

        return steers(set_subject, 'frame[2]["subj"] = {who}(state, frame[2])', who=who)

    def verb_parts(self, vp: VerbParts) -> None:
        def body(end: Label | None) -> None:
            for part in vp.parts:
                self.part(part, end)

        run = written_verb(self, vp)
        if run is not None:  # one generated function (see written.py)
            self.part(run, None)
            return
        for first in vp.before:
            self.part(first, None)
        if vp.times is None:
            body(None)
        else:
            self.loop(vp.times, body)
        if vp.after is not None:
            self.verb_parts(vp.after)

    def loop(self, times: expr.NumFn, body: Callable[[Label], None]) -> None:
        """Run what `body` emits `times` times; `body` gets the label just after the loop."""
        counter = self.b.temp("n")
        top, end = self.b.label(), self.b.label()

        def start(state: State, frame: Frame) -> None:
            frame[2][counter] = bounded(state, times(state, frame[2]))

        steers(
            start,
            "frame[2][{key!r}] = {bounded}(state, {times}(state, frame[2]))",
            key=counter,
            bounded=bounded,
            times=times,
        )

        def test(state: State, frame: Frame) -> None:
            env = frame[2]
            if env[counter] <= 0:
                frame[1] = end.pc
            else:
                env[counter] -= 1

        steers(
            test,
            "env = frame[2]\nif env[{key!r}] <= 0:\n    frame[1] = {end}\nelse:\n    env[{key!r}] -= 1",
            key=counter,
            end=end,
        )
        self.b.emit(start)
        self.b.place(top)
        self.b.emit(test)
        body(end)
        self.b.jump(top)
        self.b.place(end)

    def while_(self, node: n.While) -> None:
        """The body as long as the condition holds: a test at the top, a jump back at the end (the run loop
        counts each pass towards `limits.steps_per_decision`)."""
        top, end = self.b.label(), self.b.label()
        self.b.place(top)
        self._skip_unless(self.condition(node.cond), end)
        self.chain(node.body)
        self.b.jump(top)
        self.b.place(end)

    def each(self, listed: ListFn, bind: str, body: Callable[[], None]) -> None:
        """Run what `body` emits once per player or card, bound as `bind` ("subj", "that", "card")."""
        items, index = self.b.temp("items"), self.b.temp("i")
        top, end = self.b.label(), self.b.label()

        def start(state: State, frame: Frame) -> None:
            frame[2][items] = tuple(listed(state, frame[2]))
            frame[2][index] = 0

        steers(
            start,
            "frame[2][{items!r}] = tuple({listed}(state, frame[2]))\nframe[2][{index!r}] = 0",
            items=items,
            index=index,
            listed=listed,
        )

        def test(state: State, frame: Frame) -> None:
            env = frame[2]
            i = env[index]
            if i >= len(env[items]):
                frame[1] = end.pc
                return
            env[bind] = env[items][i]
            env[index] = i + 1

        steers(test, _EACH_TEST, items=items, index=index, bind=bind, end=end)
        self.b.emit(start)
        self.b.place(top)
        self.b.emit(test)
        body()
        self.b.jump(top)
        self.b.place(end)

    def part(self, part: Part, on_empty: Label | None) -> None:
        if isinstance(part, Choice):
            perform = part.perform
            self.b.emit(
                choice_op(
                    part.kind,
                    part.chooser,
                    part.options,
                    lambda state, frame, option: perform(state, frame[2], option),
                    part.describe,
                    None if part.optional else on_empty or self.unnamed,
                    part.names,
                )
            )
        else:
            run = part

            def op(state: State, frame: Frame) -> None:
                run(state, frame[2])

            op.source = ("{run}(state, frame[2])", {"run": run})  # type: ignore[attr-defined]  # (fusion.py)
            self.b.emit(op)

    def if_(self, node: n.If) -> None:
        otherwise, end = self.b.label(), self.b.label()
        self._skip_unless(self.condition(node.cond), otherwise)
        self.chain(node.then)
        self.b.jump(end)
        self.b.place(otherwise)
        if node.otherwise is not None:
            self.chain(node.otherwise)
        self.b.place(end)

    def _skip_unless(self, test: expr.CondFn, otherwise: Label) -> None:
        """The operation of an `if` (or a `while`'s test): go on to `otherwise` unless `test` holds."""

        def branch(state: State, frame: Frame) -> None:
            if not test(state, frame[2]):
                frame[1] = otherwise.pc

        template, values = branch_source(test)
        self.b.emit(steers(branch, template, **values, otherwise=otherwise))  # a condition only reads (fusion.py)

    # ------------------------------------------------------------ "can" conditions
    def can(self, node: n.Can) -> expr.CondFn:
        vp = self.verbs.compile(node.verb)
        choice = next((p for p in vp.parts if isinstance(p, Choice)), None)
        possible = vp.possible
        who = expr.player(node.player)
        negated = node.negated

        def can(state: State, env: Env) -> bool:
            scratch = dict(env)
            scratch["subj"] = who(state, env)
            if possible is not None:
                return possible(state, scratch) != negated
            if choice is None:
                return not negated
            return bool(choice.options(state, scratch)) != negated

        return can


def bounded(state: State, times: int) -> int:
    """A repetition count, refused when it is beyond any game's reach (a rule that would never end)."""
    limit = state.game.model.limits.steps_per_decision  # (`game.limits`, a property: one call fewer)
    if times > limit:
        raise RunawayError(f"a rule asks to repeat {times} times, more than limits.steps_per_decision ({limit})")
    return times


def _may_resume(end: Label) -> Callable[[State, Frame, Any], None]:
    def resume(state: State, frame: Frame, yes: Any) -> None:
        if not yes:
            frame[1] = end.pc

    return resume
