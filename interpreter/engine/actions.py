"""Stable, readable keys for legal actions ("play red-card left", "player 3", "draw 1 card").

Keys are what scripts, logs and scenario files use to name a decision; they depend only on the
option, never on its position, so a script keeps working when options are listed differently.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any

from interpreter.errors import IllegalActionError

if TYPE_CHECKING:
    from interpreter.engine.state import State

END_NAMES = {-1: "", 0: "left", 1: "right"}


def describe(state: State, index: int) -> tuple[Any, ...]:
    """The structured description of option `index` of the pending decision."""
    pending = state.pending
    assert pending is not None
    frame = state.stack[-1]
    op = frame[0].ops[pending.pc]
    return op.describe(state, frame[2], pending.options[index])


def key_of(state: State, description: tuple[Any, ...]) -> str:
    kind = description[0]
    if kind == "card":
        return state.game.card_id(description[1])
    if kind == "player":
        return f"player {description[1] + 1}"
    if kind == "play":
        _, card, end = description
        return " ".join(part for part in ("play", state.game.card_id(card), END_NAMES[end]) if part)
    if kind == "may":
        return "yes" if description[1] else "no"
    if kind == "play-down":
        return f"play {state.game.card_id(description[1])} face down"
    if kind == "use":
        return f"use {state.game.card_id(description[1])}"
    if kind == "position":
        return f"{description[1]} {description[2]}"
    if kind == "hidden":
        return f"face-down card {description[1]}"
    if kind == "kind":
        return str(description[1])
    if kind in ("stop", "pass"):
        return kind
    if kind == "instead-normal":
        return "go on"
    if kind == "option":
        from interpreter.render.text import plain_text

        return plain_text(state.game, description[2], "en").rstrip(".").lower()
    return " ".join(str(x) for x in description)


def keys(state: State) -> list[str]:
    if state.pending is None:
        return []
    found = [key_of(state, describe(state, i)) for i in range(len(state.pending.options))]
    seen: dict[str, int] = {}
    unique = []
    for key in found:
        seen[key] = seen.get(key, 0) + 1
        unique.append(key if seen[key] == 1 else f"{key} #{seen[key]}")
    return unique


def find_key(state: State, key: str) -> int:
    listed = keys(state)
    wanted = " ".join(key.lower().split())
    for i, k in enumerate(listed):
        if k.lower() == wanted:
            return i
    close = difflib.get_close_matches(wanted, listed, n=1, cutoff=0.5)
    hint = f" (did you mean '{close[0]}'?)" if close else ""
    raise IllegalActionError(f"'{key}' is not a legal action here{hint}; legal: " + ", ".join(listed))
