"""Operations fused with the one they lead to, when a code is built (a peephole pass).

The run loop's own work for one operation (set the pc, call, count a step, four checks) costs as
much as a small operation, and a turn runs many that do nothing else: a jump, the binding of the
sentence's subject, the start of a loop. So an operation followed by a jump also jumps, and an
operation that only prepares names (`op.prepares`) also runs the operation after it, each as the
run loop would have run them. Every operation stays at its pc: a jump to the second one, a
decision waiting in it, a saved state and an error's place (both halves are one statement, or
nothing is fused) are as before; the loop only counts one step fewer (`steps_per_decision`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from interpreter.diagnostics import Mark
    from interpreter.engine.code import Frame, Op
    from interpreter.engine.state import State


def fuse(ops: Sequence[Op], marks: Sequence[Mark | None]) -> tuple[Op, ...]:
    """`ops`, each one that can be fused replaced by its fusion with what follows it."""
    fused = list(ops)
    for pc in range(len(ops) - 2, -1, -1):
        op, after = ops[pc], ops[pc + 1]
        if getattr(op, "prepares", False) and marks[pc] == marks[pc + 1]:
            fused[pc] = _prepared(op, fused[pc + 1], pc + 2)
        elif (label := getattr(after, "target", None)) is not None and getattr(op, "target", None) is None:
            fused[pc] = _then_jump(op, pc + 1, label.pc)
    return tuple(fused)


def _prepared(first: Op, then: Op, resume_at: int) -> Op:
    """`first` (which neither jumps, pushes, asks nor fires anything), then `then` as the loop calls it."""

    def both(state: State, frame: Frame) -> None:
        first(state, frame)
        frame[1] = resume_at
        then(state, frame)

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
