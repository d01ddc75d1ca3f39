"""Compiled rules: flat lists of operations that an explicit stack of frames executes.

A frame is `[code, pc, env]`: which code, where in it, and its local names (plain data). Because
all pending work is frames on a list — never a Python generator or call stack — a state can be
cloned, saved as JSON and resumed at any decision, even in the middle of an effect.

An operation is a function `op(state, frame)`. It may jump (set `frame[1]`), push a frame, or ask
for a decision (set `state.pending`). A choice operation also has `op.resume(state, frame, option)`
that finishes it once an option is chosen, and `op.describe(state, option)` for its text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from interpreter.content.source import Located
from interpreter.diagnostics import Mark
from interpreter.errors import RulebookError

if TYPE_CHECKING:
    from interpreter.engine.state import State

Env = dict[str, Any]
Frame = list[Any]  # [Code, pc, Env]
Op = Callable[["State", Frame], None]
PLACE: list[Mark | None] = [None]  # the statement being compiled (names the generated source: see compile/source.py)


@dataclass(eq=False)
class Code:
    id: str
    ops: tuple[Op, ...] = ()
    origin: str = ""  # a human pointer: file:line of the rule
    marks: tuple[Mark | None, ...] = ()  # for each operation, where its statement is written (file:line:col)
    # code that is one statement with no choice (most card and symbol texts): the function that
    # runs it, so a caller may run it at once in an env of its own rather than push a frame for it
    inline: Callable[[State, Env], None] | None = None

    def mark_at(self, pc: int) -> Mark | None:
        """Where the operation at `pc` was written: its statement, else the rule the code belongs to."""
        found = self.marks[pc] if 0 <= pc < len(self.marks) else None
        return found if found is not None else (self.origin_mark or None)

    @property
    def origin_mark(self) -> Mark | None:
        return _parse_mark(self.origin)

    def __repr__(self) -> str:
        return f"<Code {self.id} ({len(self.ops)} ops)>"


def enter(state: State, code: Code, env: Env) -> None:
    """Run `code` with the names `env`, as the last thing an operation does: in a frame of its own,
    or at once when it is one statement with no choice and nothing that fired waits to run first.
    Either way it runs before the rest of the caller's code, with the same stack below it, and an
    error is placed at the statement of `code` that raised it."""
    if code.inline is not None and not state.triggered:
        try:
            code.inline(state, env)
        except RulebookError as error:
            raise error.at(code.mark_at(0)) from None
    else:
        state.stack.append([code, 0, env])


def enter_own(state: State, code: Code, env: Env, variables: frozenset[str]) -> None:
    """`enter` with a copy of `env` but its variables (`expr.own_names`: they stay in the frame where
    they live), in one call: the text of a symbol resolved after a play runs so on most decisions."""
    names = env.copy()
    if not variables.isdisjoint(names):
        for key in variables:
            names.pop(key, None)
    if code.inline is not None and not state.triggered:
        try:
            code.inline(state, names)
        except RulebookError as error:
            raise error.at(code.mark_at(0)) from None
    else:
        state.stack.append([code, 0, names])


def atomic_op(run: Callable[[State, Env], None]) -> Op:
    """The operation of a statement with no choice: it runs `run` on the frame's names. A sentence
    whose subject is "you" (`run.by_you`: the verb alone) binds it here, one call fewer."""
    verb = getattr(run, "by_you", None)
    if verb is not None:

        def yours(state: State, frame: Frame) -> None:
            env = frame[2]
            env["subj"] = env["you"]
            verb(state, env)

        yours.run = run  # type: ignore[attr-defined]
        yours.source = ('env = frame[2]\nenv["subj"] = env["you"]\n{verb}(state, env)', {"verb": verb})  # type: ignore[attr-defined]
        return yours

    def op(state: State, frame: Frame) -> None:
        run(state, frame[2])

    op.run = run  # type: ignore[attr-defined]
    op.source = ("{run}(state, frame[2])", {"run": run})  # type: ignore[attr-defined]
    return op


def you(state: State, env: Env) -> int:
    """The player whose rule this is ("you"): who answers most questions."""
    return env["you"]


you.written = 'env["you"]'  # type: ignore[attr-defined]  # (see `choice_op`)


def _parse_mark(text: str) -> Mark | None:
    """`path:line:col` (as kept in `Code.origin`) back into a Mark."""
    path, _, rest = text.rpartition(":")
    path, _, line = path.rpartition(":")
    return Mark(path, int(line), int(rest)) if path and line.isdigit() and rest.isdigit() else None


class Pending(NamedTuple):
    """A decision the game is waiting for."""

    player: int
    kind: str
    options: tuple[Any, ...]
    pc: int  # index of the choice operation in the top frame's code


@dataclass
class Label:
    pc: int = -1


@dataclass
class Builder:
    """Assembles operations with forward jumps."""

    code_id: str
    origin: str = ""
    ops: list[Op] = field(default_factory=list)
    _temps: int = 0
    text: Located | None = None  # the DSL text being compiled: statements are placed in it by their spans
    where: Mark | None = None  # the statement being compiled; each emitted operation remembers it
    marks: list[Mark | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        PLACE[0] = None  # a new code: no statement of it is being compiled yet

    def emit(self, op: Op) -> int:
        self.ops.append(op)
        self.marks.append(self.where)
        return len(self.ops) - 1

    def at(self, text: Located | None, offset: int = 0) -> None:
        """Operations emitted from now on come from character `offset` of `text`."""
        if text is not None:
            self.text = text
        if self.text is not None and self.text.file is not None:
            self.where = self.text.mark_at(offset)
        PLACE[0] = self.where

    def label(self) -> Label:
        return Label()

    def place(self, label: Label) -> None:
        label.pc = len(self.ops)

    def temp(self, prefix: str) -> str:
        self._temps += 1
        return f"_{prefix}{self._temps}"

    def jump(self, label: Label) -> None:
        def op(state: State, frame: Frame) -> None:
            frame[1] = label.pc

        op.target = label  # type: ignore[attr-defined]  # (see fusion.py)
        op.source = ("frame[1] = {to}", {"to": label})  # type: ignore[attr-defined]
        self.emit(op)

    def build(self) -> Code:
        from interpreter.engine.fusion import fuse

        code = Code(self.code_id, tuple(self.ops), self.origin, tuple(self.marks))
        if len(code.ops) == 1 and code.mark_at(0) is not None:  # run at once, its errors still placed in it
            code.inline = getattr(code.ops[0], "run", None)
        fuse(code)
        return code


def choice_op(
    kind: str,
    chooser: Callable[[State, Env], int],
    options: Callable[[State, Env], list[Any]],
    resume: Callable[[State, Frame, Any], None],
    describe: Callable[[State, Env, Any], Any],
    on_empty: Label | None = None,
    names: str | None = None,
) -> Op:
    """An operation that asks `chooser` to pick one of `options` (skipping the question when
    there is a single option, and jumping to `on_empty` when there is none). A choice that
    `names` something ("that card") leaves it unknown when there was nothing to pick."""

    def op(state: State, frame: Frame) -> None:
        env = frame[2]
        found = options(state, env)
        if not found:
            if names is not None:
                env[names] = None
            if on_empty is not None:
                frame[1] = on_empty.pc
            return
        if len(found) == 1:
            resume(state, frame, found[0])
            return
        # Pending(...) written as tuple.__new__: a NamedTuple's own constructor is a Python function
        state.pending = tuple.__new__(Pending, (chooser(state, env), kind, tuple(found), frame[1] - 1))

    op.resume = resume  # type: ignore[attr-defined]
    op.describe = describe  # type: ignore[attr-defined]
    op.kind = kind  # type: ignore[attr-defined]
    # the same, as source a fusion writes out (see fusion.py); a chooser that says how it is written
    # (`chooser.written`: "you", the subject) is read inline, not called
    who = getattr(chooser, "written", None) or "{chooser}(state, env)"
    empty = [f"    env[{names!r}] = None"] if names is not None else []
    empty += ["    frame[1] = {on_empty}"] if on_empty is not None else []
    template = [
        "env = frame[2]",
        "found = {options}(state, env)",
        *(["if not found:", *empty, "elif len(found) == 1:"] if empty else ["if len(found) == 1:"]),
        "    {resume}(state, frame, found[0])",
        "elif found:" if not empty else "else:",
        "    state.pending = {new}({pending}, (" + who + ", {kind!r}, tuple(found), frame[1] - 1))",
    ]
    values = dict(options=options, resume=resume, new=tuple.__new__, pending=Pending, chooser=chooser, kind=kind)
    op.source = ("\n".join(template), {**values, **({"on_empty": on_empty} if on_empty is not None else {})})  # type: ignore[attr-defined]
    return op
