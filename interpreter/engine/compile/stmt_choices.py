"""`choose one` compiled (see `stmt.py`): its options' answers listed together in one generated
function (`written.written_options`), an option that opens with a question offered by that question's
answers directly (flattened), an option that cannot be carried out now (a draw with nothing to draw,
an `if` that does not hold) not offered."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Builder, Env, Frame, Label, choice_op
from interpreter.engine.compile import expr
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.engine.compile.written import written_as, written_options
from interpreter.records import Fixed

if TYPE_CHECKING:
    from interpreter.engine.compile.verbs import VerbCompiler
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

_CARD_CHOICES = Fixed({"play", "move", "reveal", "window"})  # answers name their card


class ChoiceCompiler:
    """The part of `StmtCompiler` that compiles `choose one` (its other methods are named here for the checker)."""

    game: Game
    verbs: VerbCompiler
    b: Builder
    stmt: Callable[[n.Stmt], None]
    verb_parts: Callable[[VerbParts], None]
    condition: Callable[[n.Cond], expr.CondFn]
    can: Callable[[n.Can], expr.CondFn]
    _subject: Callable[[Any], expr.PlayerFn]
    unnamed: Label | None

    def choose_one(self, node: n.ChooseOne, repeat: bool = False) -> None:
        """`choose one`; with `repeat` (`any number of times`) it asks again after each option
        until the player chooses to stop."""
        chooser = self._subject(node.chooser)
        branches: list[tuple[Choice | None, Label]] = []
        checks: list[Callable[[State, Env], bool] | None] = []
        bodies: list[list[Any]] = []  # what runs after the option's opening choice (or the whole option)
        flattened = [self._flattened(option, node.chooser) for option in node.options]
        kinds = Counter(first.kind for first, _, _ in flattened if first is not None)
        for option, (first, guard, body) in zip(node.options, flattened, strict=True):
            if first is not None and kinds[first.kind] > 1 and first.kind not in _CARD_CHOICES:
                # two options opening with the same question that has no card in its answers
                # ("choose a number …") would offer the same answers: offer the options, then ask
                first, guard, body = None, None, [("stmt", s) for s in option.steps]
            branches.append((first, self.b.label()))
            checks.append(self._possible(option, node.chooser) if first is None else guard)
            bodies.append(body)
        top, end = self.b.label(), self.b.label()
        # per option: its number, how to list its opening answers (None: the option is one answer), its guard
        plan = [(i, None if first is None else first.options, checks[i]) for i, (first, _) in enumerate(branches)]

        yours = node.chooser is None or isinstance(node.chooser, n.You)

        def options(state: State, env: Env) -> list[Any]:
            """Every answer of every option that can be carried out now (a draw needs cards to draw)."""
            env["subj"] = env["you"] if yours else chooser(state, env)
            found: list[Any] = []
            for i, listed, possible in plan:
                if possible is not None and not possible(state, env):
                    continue
                if listed is None:
                    found.append((i, None))
                else:
                    found += [(i, o) for o in listed(state, env)]
            if repeat and found:
                found.append((-1, None))
            return found

        options = written_options(self.game, self.can, plan, None if yours else chooser, repeat) or options

        def resume(state: State, frame: Frame, option: Any) -> None:
            i, sub = option
            if i < 0:
                frame[1] = end.pc
                return
            first, label = branches[i]
            env = frame[2]
            env["subj"] = env["you"] if yours else chooser(state, env)
            if first is not None:
                first.perform(state, env, sub)
            frame[1] = label.pc

        def describe(state: State, env: Env, option: Any) -> tuple[Any, ...]:
            i, sub = option
            if i < 0:
                return ("stop",)
            first = branches[i][0]
            if first is not None:
                return first.describe(state, env, sub)
            return ("option", i, node.options[i], node.labels[i] if node.labels else None)

        self.b.place(top)
        self.b.emit(choice_op("choose", chooser, options, resume, describe, end))
        for body, (_, label) in zip(bodies, branches, strict=True):
            self.b.place(label)
            unnamed = None  # as in `chain`: a step that names no one skips the rest of the option
            for i, (kind, item) in enumerate(body):
                if kind == "verb":  # the verbs that follow the opening choice in its sentence
                    self.verb_parts(self.verbs.compile(item))
                elif kind == "parts":
                    self.verb_parts(item)
                else:
                    if i + 1 < len(body) and names_one(item):
                        unnamed = self.unnamed = unnamed or self.b.label()
                    self.stmt(item)
                    self.unnamed = None
            if unnamed is not None:
                self.b.place(unnamed)
            self.b.jump(top if repeat else end)
        self.b.place(end)

    def _verb_possible(self, vp: VerbParts) -> Callable[[State, Env], bool] | None:
        """Whether a verb can be carried out now, when that is known: its own test, or its first question
        having an answer."""
        if vp.possible is not None:
            return vp.possible
        choice = next((p for p in vp.parts if isinstance(p, Choice)), None)
        if choice is not None:
            return lambda state, env: bool(choice.options(state, env))
        return None

    def _possible(self, option: n.Chain, chooser: Any = None) -> Callable[[State, Env], bool] | None:
        """Whether an option can be carried out now, when that is known (a draw needs cards to draw;
        an option that starts with `if` needs its condition)."""
        first = option.steps[0] if option.steps else None
        if isinstance(first, n.If) and first.otherwise is None:
            cond = first.cond
            test = self.condition(cond)
            inner = self._possible(first.then, chooser)
            if inner is None:
                return written_as(test, lambda w: w.cond(cond))
            both = lambda state, env: test(state, env) and inner(state, env)
            return written_as(both, lambda w: f"({w.cond(cond)} and {w.test(inner)})")
        if not isinstance(first, n.Do) or first.may or not _by_chooser(first.subject, chooser):
            return None
        return self._verb_possible(self.verbs.compile(first.verbs[0]))

    def _flattenable(self, option: n.Chain, chooser: Any = None) -> Choice | None:
        """The single choice that opens an option, so its answers can be offered directly."""
        first = option.steps[0] if option.steps else None
        if not isinstance(first, n.Do) or first.may or not _by_chooser(first.subject, chooser):
            return None
        vp = self.verbs.compile(first.verbs[0])
        if vp.times is not None or len(vp.parts) != 1 or not isinstance(vp.parts[0], Choice):
            return None
        return vp.parts[0]

    def _flattened(
        self, option: n.Chain, chooser: Any
    ) -> tuple[Choice | None, Callable[[State, Env], bool] | None, list[tuple[str, Any]]]:
        """(opening choice, guard, what runs after it) for an option whose answers can be offered
        directly — also behind an `if` ("or if you hold 3 cards: play a card …" offers each card
        while the condition holds). Otherwise (None, None, the option's steps)."""
        steps = list(option.steps)

        def after_choice(chain: list[Any]) -> list[tuple[str, Any]]:
            """What follows the opening choice: the rest of its verb (paying for a card played), the
            other verbs of its step, the other steps."""
            rest = self.verbs.compile(chain[0].verbs[0]).after
            return (
                ([("parts", rest)] if rest is not None else [])
                + [("verb", v) for v in chain[0].verbs[1:]]
                + [("stmt", s) for s in chain[1:]]
            )

        first = self._flattenable(option, chooser)
        if first is not None:
            return first, None, after_choice(steps)
        head = steps[0] if steps else None
        if isinstance(head, n.If) and head.otherwise is None:
            inner = self._flattenable(head.then, chooser)
            if inner is not None:
                rest = [("stmt", s) for s in steps[1:]]
                cond = head.cond
                guard = written_as(self.condition(cond), lambda w: w.cond(cond))
                return inner, guard, after_choice(list(head.then.steps)) + rest
        return None, None, [("stmt", s) for s in steps]


def _by_chooser(subject: Any, chooser: Any) -> bool:
    """A step done by whoever chose (no subject, "you" when you choose, or the chooser named again)."""
    return subject is None or (chooser is None and isinstance(subject, n.You)) or subject == chooser


def names_one(step: n.Stmt) -> bool:
    """A step that only chooses a player or a card as a variable, for the steps after it."""
    return (
        isinstance(step, n.Do)
        and bool(step.verbs)
        and all(isinstance(v, n.ChooseAs | n.ChooseCard) for v in step.verbs)
    )
