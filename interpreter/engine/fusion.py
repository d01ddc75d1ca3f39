"""Operations fused with the ones they lead to, as generated Python source (a peephole pass).

The run loop's own work for one operation (set the pc, call, count a step, four checks) costs as
much as a small operation, and a turn runs many that do little else: a jump, a branch, the test of
a loop, the binding of the sentence's subject. So the operation at each pc is fused with the
straight line of operations after it: one generated function with the operations' own source
(`op.source`: a template and the values it names) written one after the other, so a branch is an
`if`, not two calls; an operation with no source is called. Between two operations stand the run
loop's own checks: after one that only steers (`op.steers`: it may set names or jump, but never
pushes a frame, asks a question, fires a trigger or ends the game) the pc alone; after any other,
also whether something fired, a question is open, the game ended or another frame is on top — the
cases where the run loop itself would stop. An operation followed by a jump forward goes on at the
jump's target in the same fusion (the end of one option of a choice runs on into what follows the
choice); one followed by a jump back jumps. Fusions only go forward (a loop still turns in the run
loop, which counts its steps) and stop after `LONGEST` operations.

Every operation stays at its pc (a jump to the second one, a decision waiting in it, a saved state
are as before) and an error is placed at its own statement; the loop only counts fewer steps
towards `limits.steps_per_decision`. The function for a pc is generated the first time it runs
(loading a game compiles nothing); `RULEBOOK_DUMP_SOURCE=FILE` appends each one to FILE.
"""

from __future__ import annotations

import io
import linecache
import os
import tokenize
from typing import TYPE_CHECKING, Any

from interpreter.errors import RulebookError

if TYPE_CHECKING:
    from interpreter.engine.code import Code, Frame, Op
    from interpreter.engine.state import State


def fuse(code: Code) -> None:
    """Put a fusion (generated when first run) at each pc of `code` that has an operation after it."""
    from interpreter.engine.compile.source import enabled

    original = code.ops
    if not enabled():
        return
    fused = list(original)
    for pc in range(len(original) - 1):
        if not _jump(original[pc]) or _onward(original, pc, _target(original[pc])):
            fused[pc] = _on_first_use(code, original, pc)
    code.ops = tuple(fused)


def _onward(original: tuple[Op, ...], at: int, to: int) -> bool:
    """Whether a fusion goes on at `to` after the operation at `at`: forward, to an operation that is
    not itself a jump."""
    return at < to < len(original) and not _jump(original[to])


LONGEST = 8  # about as many operations in one fusion at most (8 lines each): the source written stays linear
# what makes the run loop leave a frame after an operation (see machine.py)
_STOPS = "state.triggered or state.pending is not None or not state.stack or state.stack[-1] is not frame"
# after a steering operation jumped forward (a condition that does not hold skips its block): what the run
# loop would do next — set the pc past the target and run it — done here, with no return to the loop
# (nothing can have fired, asked or pushed: the operation only steers); an error is placed at the target.
# A jump back, or to the end of the code, returns to the run loop (it counts the steps of a loop, pops).
_FORWARD = """pc = frame[1]
if {at} < pc < {end}:
    frame[1] = pc + 1
    try:
        _code.ops[pc](state, frame)
    except RulebookError as error:
        raise error.at(_code.mark_at(pc)) from None
return"""


def steers(op: Any, source: str | None = None, **values: Any) -> Any:
    """Mark an operation that only sets names or jumps (see the module's text), with its source."""
    op.steers = True
    if source is not None:
        op.source = (source, values)
    return op


def branch_source(test: Any) -> tuple[str, dict[str, Any]]:
    """The source of an `if`'s operation (skip to `otherwise` unless `test` holds): `test` called, or, when
    it is a generated expression (`source.compiled`: `test.inline`), that expression written out with
    its names — one call fewer each time a fused turn or procedure asks it."""
    inline = getattr(test, "inline", None)
    if inline is None:
        return "if not {test}(state, frame[2]):\n    frame[1] = {otherwise}", {"test": test}
    body, names = inline
    values: dict[str, Any] = {}
    tokens = []
    for kind, text, *_ in tokenize.generate_tokens(io.StringIO(body).readline):
        if kind == tokenize.NAME and text in names:  # a value the expression names: named in the fusion
            key, value = f"n{len(values)}", names[text]
            # (a string is source text to `_body`: a data string goes in as the repr of a plain string)
            values[key] = repr(str(value)) if isinstance(value, str) else value
            text = "{" + key + "}"
        else:
            text = text.replace("{", "{{").replace("}", "}}")
        tokens.append((kind, text))
    written = tokenize.untokenize(tokens).strip()
    return "env = frame[2]\nif not (" + written + "):\n    frame[1] = {otherwise}", values


def _jump(op: Any) -> bool:
    return getattr(op, "target", None) is not None


def _target(op: Any) -> int:
    """The pc a jump goes to."""
    return int(op.target.pc)


def _on_first_use(code: Code, original: tuple[Op, ...], pc: int) -> Op:
    made: list[Op] = []

    def first_use(state: State, frame: Frame) -> None:
        if not made:
            made.append(_generate(code, original, pc))
            ops = list(code.ops)
            ops[pc] = made[0]
            code.ops = tuple(ops)  # from now on the run loop calls the generated function itself
        made[0](state, frame)

    first_use.__dict__.update(getattr(original[pc], "__dict__", {}))  # resume, describe, kind: read by the engine
    return first_use


def _generate(code: Code, original: tuple[Op, ...], pc: int) -> Op:
    names: dict[str, Any] = {"RulebookError": RulebookError}
    lines = _straight(code, original, pc, pc, names, [LONGEST * 16])
    filename = f"<rulebook {code.id} pc {pc}>"
    text = "def fused(state, frame):\n" + "".join(f"    {line}\n" for line in lines)
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
    dump = os.environ.get("RULEBOOK_DUMP_SOURCE")
    if dump:
        with open(dump, "a", encoding="utf-8") as out:
            out.write(f"# {filename}\n{text}\n")
    namespace: dict[str, Any] = dict(names)
    exec(compile(text, filename, "exec"), namespace)  # our own generated text
    fused: Op = namespace["fused"]
    fused.__dict__.update(getattr(original[pc], "__dict__", {}))
    return fused


def _straight(
    code: Code, original: tuple[Op, ...], pc: int, at: int, names: dict[str, Any], room: list[int]
) -> list[str]:
    """The lines of the straight line of operations from `at` (`pc`: the fusion's first). After a steering
    operation that may jump forward (an `if` whose condition does not hold skips its block) the line it
    jumps to is written too, under a test of the pc, while `room` (lines left to write) lasts: a turn's
    opening tests and the question they lead to run in one call."""
    lines: list[str] = []
    while True:
        op = original[at]
        body = _body(op, names)
        if at == pc:  # the run loop places an error of the first operation
            lines += body
        else:
            names[f"_m{at}"] = code.mark_at(at)
            lines += ["try:", *(f"    {line}" for line in body), "except RulebookError as error:"]
            lines += [f"    raise error.at(_m{at}) from None"]
        room[0] -= len(body) + 3
        if at + 1 >= len(original) or room[0] <= 0:
            break
        if _jump(op):  # it has set the pc: go on at its target, as the run loop would
            if not _onward(original, at, _target(op)):
                break
            at = _target(op)
            lines += [f"frame[1] = {at + 1}"]
            continue
        after = original[at + 1]
        to = _target(after) if _jump(after) else at + 1  # where the run loop goes on (a jump: its target)
        if not _onward(original, at, to):  # back, the end of the code, another jump
            lines += [f"if frame[1] == {at + 1}:", f"    frame[1] = {to}"]
            break
        if getattr(op, "steers", False):  # the line that goes straight on first (a loop's body), then the arms
            rest = [f"frame[1] = {to + 1}", *_straight(code, original, pc, to, names, room)]
            arms = _arms(code, original, pc, at, names, room)
            return [*lines, f"if frame[1] != {at + 1}:", *_indented(arms, 1), *rest]
        else:  # the run loop's own checks: it would stop here too
            lines += [f"if frame[1] != {at + 1} or {_STOPS}:", "    return"]
        lines += [f"frame[1] = {to + 1}"]
        at = to
    return lines


def _arms(code: Code, original: tuple[Op, ...], pc: int, at: int, names: dict[str, Any], room: list[int]) -> list[str]:
    """After the steering operation at `at` set another pc: the lines of each place it may jump forward to
    (the labels its source names), written out while there is room; else the run loop's next step done
    here (`_FORWARD`) — or a return to the run loop, for a jump back or to the end of the code."""
    from interpreter.engine.code import Label

    lines: list[str] = []
    values: dict[str, Any] = getattr(original[at], "source", ("", {}))[1]
    labels = [label for label in values.values() if isinstance(label, Label) and _onward(original, at, label.pc)]
    if not labels:  # it names no place ahead (it binds names): the run loop goes on, as before
        return ["return"]
    for label in labels:
        if room[0] > 0:
            arm = _straight(code, original, pc, label.pc, names, room)
            lines += [f"if frame[1] == {label.pc}:", f"    frame[1] = {label.pc + 1}", *_indented(arm, 1), "    return"]
    names["_code"] = code
    return lines + _FORWARD.format(at=at, end=len(original)).splitlines()


def _indented(lines: list[str], depth: int) -> list[str]:
    return [("    " * depth) + line for line in lines]


def _body(op: Any, names: dict[str, Any]) -> list[str]:
    """The lines that run `op`: its own source with its values named, or a call of it."""
    from interpreter.engine.code import Label

    source = getattr(op, "source", None)
    if source is None:
        return [f"{_name(op, names)}(state, frame)"]
    template, values = source
    shown = {
        key: str(value.pc) if isinstance(value, Label) else value if isinstance(value, str) else _name(value, names)
        for key, value in values.items()
    }
    return template.format(**shown).splitlines()


def _name(value: Any, names: dict[str, Any]) -> str:
    for name, known in names.items():
        if known is value:
            return name
    name = f"_v{len(names)}"
    names[name] = value
    return name
