"""What a compiled verb is made of: atomic functions and choices, maybe repeated."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from interpreter.engine.code import Env
from interpreter.engine.compile.expr import NumFn

if TYPE_CHECKING:
    from interpreter.engine.state import State

Atomic = Callable[["State", Env], None]


def by_subject(state: State, env: Env) -> int:
    """Who answers a question by default: the sentence's subject (`expr.subject`, written out: it is
    asked at every decision)."""
    chosen = env.get("subj")
    return env["you"] if chosen is None else chosen


by_subject.written = '(env["you"] if env.get("subj") is None else env["subj"])'  # type: ignore[attr-defined]


@dataclass
class Choice:
    """A question to the acting player: pick one of `options`, then `perform` it."""

    kind: str
    options: Callable[[State, Env], list[Any]]
    perform: Callable[[State, Env, Any], None]
    describe: Callable[[State, Env, Any], tuple[Any, ...]]
    chooser: Callable[[State, Env], int] = by_subject
    names: str | None = None  # the env key ("card") it binds: unknown, not stale, when nothing could be picked
    optional: bool = False  # with nothing to choose, go on (rather than leave the loop it is in)


Part = Atomic | Choice


@dataclass
class VerbParts:
    parts: list[Part]
    times: NumFn | None = None  # repeat the parts this many times (e.g. "discard 2 cards")
    possible: Callable[[State, Env], bool] | None = None  # can it be done at all now? (offered as an option?)
    defers: bool = False  # pushes new work (a frame): never fused with the steps after it
    before: list[Atomic] = field(default_factory=list)  # run once, before the repeated parts
    after: VerbParts | None = None  # run once the parts are done (e.g. discarding units beyond a limit)
    # the parts written out as lines of Python, given a `source.Writer` (see written.py); None: not written
    write: Callable[[Any], list[str] | None] | None = None

    @property
    def atomic(self) -> bool:
        return all(not isinstance(p, Choice) for p in self.parts) and self.after is None
