"""The few precise errors the engine raises while a game runs."""

from __future__ import annotations


class RulebookError(Exception):
    """Base of every error the CLI reports as a message instead of a traceback."""


class IllegalActionError(RulebookError):
    """An agent or a script answered a decision with something that is not a legal action."""


class RunawayError(RulebookError):
    """A rule ran away: an effect that never ends, an endless chain of extra turns, a game past its limit."""


class RulesError(RulebookError):
    """Rules that cannot be carried out in this position (for example, no card has been played yet)."""
