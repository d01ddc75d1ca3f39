"""The loop that runs compiled operations until a decision is needed or the game ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.errors import IllegalActionError, RulebookError, RunawayError

if TYPE_CHECKING:
    from interpreter.engine.code import Code
    from interpreter.engine.state import State


def run(state: State) -> None:
    """Execute pending work until someone must decide, or the game is over.

    The inner loop stays on one frame while that frame is on top and nothing is waiting: most
    operations neither push, pop nor ask, so the frame's code and length are looked up once."""
    stack = state.stack
    triggered = state.triggered
    budget = state.game.model.limits.steps_per_decision
    while state.pending is None:
        if triggered:  # what fired during the last operation runs next, in the order it fired
            stack.extend(reversed(triggered))
            triggered.clear()
        elif not stack:
            return
        frame = stack[-1]
        ops = frame[0].ops
        end = len(ops)
        pc = frame[1]
        try:
            while pc < end:
                frame[1] = pc + 1
                ops[pc](state, frame)
                budget -= 1
                if budget <= 0:
                    raise _runaway(state, frame[0], pc)
                if triggered or state.pending is not None or not stack or stack[-1] is not frame:
                    break
                pc = frame[1]
            else:
                stack.pop()
        except RulebookError as error:  # placed at the statement that raised it
            raise error.at(frame[0].mark_at(pc)) from None


def _runaway(state: State, code: Code, pc: int) -> RunawayError:
    return RunawayError(
        f"an effect did not finish after {state.game.limits.steps_per_decision} steps "
        f"(last in {code.id}); does a rule repeat forever? (limits.steps_per_decision)",
        code.mark_at(pc),
    )


def apply(state: State, index: int) -> None:
    pending = state.pending
    if pending is None:
        raise IllegalActionError("the game is over" if state.is_terminal else "no decision is pending")
    if not 0 <= index < len(pending.options):
        raise IllegalActionError(f"action {index} is not legal here: there are {len(pending.options)} choices")
    frame = state.stack[-1]
    op = frame[0].ops[pending.pc]
    state.pending = None
    try:
        op.resume(state, frame, pending.options[index])
    except RulebookError as error:
        raise error.at(frame[0].mark_at(pending.pc)) from None
    run(state)
