"""The few precise errors the engine raises while a game runs."""

from __future__ import annotations

from interpreter.diagnostics import Diagnostic, Mark


class RulebookError(Exception):
    """Base of every error the CLI reports as a message instead of a traceback.

    `mark` is where the rule (or the line of a scenario, script or log) that caused it is written;
    the engine adds it as the error leaves the operation that raised it."""

    def __init__(self, message: str, mark: Mark | None = None):
        super().__init__(message)
        self.message = message
        self.mark = mark

    def at(self, mark: Mark | None) -> RulebookError:
        """This error, placed at `mark` unless it already has a place."""
        if self.mark is None and mark is not None:
            self.mark = mark
        return self

    def __str__(self) -> str:
        return f"{self.mark}: {self.message}" if self.mark is not None else self.message


class IllegalActionError(RulebookError):
    """An agent or a script answered a decision with something that is not a legal action."""


class RunawayError(RulebookError):
    """A rule ran away: an effect that never ends, an endless chain of extra turns, a game past its limit."""


class RulesError(RulebookError):
    """Rules that cannot be carried out in this position (for example, no card has been played yet)."""


def error_from(diagnostic: Diagnostic) -> RulebookError:
    """A problem found while reading a file (a script, a log), raised as an error at its place."""
    hint = f" ({diagnostic.hint})" if diagnostic.hint else ""
    return RulebookError(diagnostic.message + hint, diagnostic.mark)
