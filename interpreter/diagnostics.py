"""Errors a designer can act on: `path:line:col: message (did you mean …?)`.

Everything below the CLI collects `Diagnostic` values instead of printing or raising, so one run
reports every problem at once. Only the CLI decides how to show them.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import Any

from interpreter.records import record


@record
class Mark:
    """A position in a source file; line and column count from 1."""

    path: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}"


NOWHERE = Mark("<unknown>", 0, 0)


@record
class Diagnostic:
    mark: Mark
    message: str
    hint: str | None = None

    def __str__(self) -> str:
        text = f"{self.mark}: {self.message}"
        return f"{text} ({self.hint})" if self.hint else text


def shorten(text: str, limit: int = 80) -> str:
    """`text` on one line and at most `limit` characters: a message never quotes an unbounded value."""
    flat = " ".join(str(text)[: limit * 4].split())
    return flat if len(flat) <= limit and len(text) <= limit * 4 else flat[: limit - 1] + "…"


def _bounded(text: str, limit: int = 300) -> str:
    """A message as recorded: whatever a name in it held, never longer than `limit` characters."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """The closest known names to a misspelt one, phrased as a hint."""
    pool = sorted(set(candidates) - {word})  # never the word itself: it is known, so something else is wrong
    close = difflib.get_close_matches(word, pool, n=3, cutoff=0.6)
    if not close:
        return None
    return "did you mean " + " or ".join(f"'{c}'" for c in close) + "?"


@dataclass
class Diagnostics:
    """An ordered, de-duplicated collection of problems found in one pass.

    `items` are errors (content that cannot be used); `warnings` are things that work but are likely
    mistakes (a deck that starts empty, a negative amount). Only errors count in `len` and `bool`.
    `volatile` marks a finding that depends on the machine's speed, not on the content alone (a check
    cache never keeps such a verdict)."""

    items: list[Diagnostic] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)
    volatile: bool = False

    def warn(self, mark: Mark, message: str, hint: str | None = None) -> None:
        diagnostic = Diagnostic(mark, "warning: " + _bounded(message), None if hint is None else _bounded(hint))
        if diagnostic not in self.warnings:
            self.warnings.append(diagnostic)

    def add(self, mark: Mark, message: str, hint: str | None = None) -> None:
        diagnostic = Diagnostic(mark, _bounded(message), None if hint is None else _bounded(hint))
        if diagnostic not in self.items:
            self.items.append(diagnostic)

    def known(self, ref: Any, names: Collection[str], what: str) -> bool:
        """Whether an id from the data names one of `names`; if not, "unknown zone 'x'" at its place, with the
        nearest name as a hint (`ref` is a located string: it carries its `mark`)."""
        if ref in names:
            return True
        self.add(ref.mark, f"unknown {what} '{ref}'", did_you_mean(ref, names))
        return False

    def extend(self, other: Iterable[Diagnostic]) -> None:
        for d in other:
            self.add(d.mark, d.message, d.hint)
        if isinstance(other, Diagnostics):
            self.volatile |= other.volatile
            for d in other.warnings:
                if d not in self.warnings:
                    self.warnings.append(d)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.items)

    def sorted(self, warnings: bool = False) -> list[Diagnostic]:
        found = self.warnings if warnings else self.items
        return sorted(found, key=lambda d: (d.mark.path, d.mark.line, d.mark.col, d.message))


class ContentError(Exception):
    """Raised by loaders when content has errors; carries every diagnostic found."""

    def __init__(self, diagnostics: Iterable[Diagnostic]):
        self.diagnostics = list(diagnostics)
        super().__init__("\n".join(str(d) for d in self.diagnostics))
