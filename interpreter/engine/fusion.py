"""Operations fused with the one they lead to, when a code is built (a peephole pass).

The run loop's own work for one operation (set the pc, call, count a step, four checks) costs as
much as a small operation, and a turn runs many that do little else: a jump, a branch, the test
of a loop, the binding of the sentence's subject. So an operation followed by a jump also jumps,
and an operation that only steers (`op.steers`: it may set names or jump, but never pushes a
frame, asks a question, fires a trigger or ends the game) also runs the operation after it when
it did not jump — each as the run loop would have run it. Fusions only go forward, so a fused
operation ends; a loop still turns in the run loop, which counts its steps.

Every operation stays at its pc: a jump to the second one, a decision waiting in it, a saved state
and an error's place (an error of the second is placed at its own statement) are as before; the
loop only counts fewer steps towards `limits.steps_per_decision`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from interpreter.errors import RulebookError

if TYPE_CHECKING:
    from interpreter.diagnostics import Mark
    from interpreter.engine.code import Frame, Op
    from interpreter.engine.state import State


def fuse(ops: Sequence[Op], marks: Sequence[Mark | None], origin: Mark | None) -> tuple[Op, ...]:
    """`ops`, each one that can be fused replaced by its fusion with what follows it (`marks` and
    `origin`: where each operation's statement and the code are written, for errors)."""
    fused = list(ops)
    for pc in range(len(ops) - 2, -1, -1):
        op, after = ops[pc], ops[pc + 1]
        if getattr(op, "steers", False):
            fused[pc] = _steered(op, fused[pc + 1], pc + 1, marks[pc + 1] or origin)
        elif (label := getattr(after, "target", None)) is not None and getattr(op, "target", None) is None:
            fused[pc] = _then_jump(op, pc + 1, label.pc)
    return tuple(fused)


def steers(op: Any) -> Any:
    """Mark an operation that only sets names or jumps (see the module's text); returns it."""
    op.steers = True
    return op


def _steered(first: Op, then: Op, then_pc: int, then_mark: Mark | None) -> Op:
    """`first`, then — unless it jumped — `then`, called as the run loop calls it."""
    resume_at = then_pc + 1

    def both(state: State, frame: Frame) -> None:
        first(state, frame)
        if frame[1] == then_pc:
            frame[1] = resume_at
            try:
                then(state, frame)
            except RulebookError as error:  # placed at its own statement, as the run loop would
                raise error.at(then_mark) from None

    return both


def _then_jump(op: Op, jump_pc: int, target: int) -> Op:
    """`op`, then the jump at `jump_pc` when `op` left the frame there (it did not jump elsewhere).
    A decision `op` asks is answered by its own `resume`, kept on the fused operation."""

    def jumping(state: State, frame: Frame) -> None:
        op(state, frame)
        if frame[1] == jump_pc:
            frame[1] = target

    attributes: dict[str, Any] = getattr(op, "__dict__", {})
    jumping.__dict__.update(attributes)  # resume, describe, kind, run: what the engine reads of an operation
    return jumping
