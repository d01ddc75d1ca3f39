"""Generated source → a Python function (see `source.py`): compiled once per text and process, named by
the place of the rule being compiled (`<rulebook file:line:col #n>`), its text in `linecache` for
tracebacks, and appended to `RULEBOOK_DUMP_SOURCE` when that is set."""

from __future__ import annotations

import builtins
import linecache
import os
from collections.abc import Callable
from functools import cache
from types import CodeType, FunctionType
from typing import TYPE_CHECKING, Any

from interpreter.engine.code import PLACE

if TYPE_CHECKING:
    from interpreter.engine.compile.source import Writer


def compiled(
    writer: Writer, body: str, params: str = "state, env", lines: list[str] | None = None
) -> Callable[..., Any]:
    """`def generated(params): return body` (or the statements `lines`), compiled with the writer's
    names — or, when the body is only one fallback's call, that closure itself (the cheaper function)."""
    called = body.removesuffix(f"({params})")
    if lines is None and called in writer.names:
        return writer.names[called]
    statements = lines if lines is not None else [f"return {body}"]
    text = f"def generated({params}):\n" + "".join(f"    {line}\n" for line in statements)
    code, number = _code(text)
    place = PLACE[0]
    filename = f"<rulebook {place if place is not None else 'expression'} #{number}>"
    code = _renamed(code, filename)
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
    dump = os.environ.get("RULEBOOK_DUMP_SOURCE")
    if dump:
        with open(dump, "a", encoding="utf-8") as out:
            out.write(f"# {filename}\n{text}\n")
    function = FunctionType(code, {**writer.names, "__builtins__": builtins}, "generated")
    if lines is None and params == "state, env":  # an expression: a fusion may write it out (`fusion.branch_source`)
        function.inline = (body, writer.names)  # type: ignore[attr-defined]
    return function


@cache
def _code(text: str) -> tuple[CodeType, int]:
    """The code of one function's text (written the same way, compiled once per process) and its
    number, which tells texts written at the same place apart in tracebacks."""
    module = compile(text, "<rulebook>", "exec")
    return next(c for c in module.co_consts if isinstance(c, CodeType)), _code.cache_info().currsize


def _renamed(code: CodeType, filename: str) -> CodeType:
    """`code` (and the comprehensions inside it) as if read from `filename`."""
    inner = tuple(_renamed(c, filename) if isinstance(c, CodeType) else c for c in code.co_consts)
    return code.replace(co_filename=filename, co_consts=inner)
