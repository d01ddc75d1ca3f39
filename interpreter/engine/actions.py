"""Stable keys for legal actions ("play red-card left", "player 3", "use lamp of player 2").

Keys are what scripts, logs and scenario files use to name a decision. They are built only from ids
and structure — card ids, seats, counter ids, an option's label in the data or its number in its
rule — never from rendered text, so rewording a rule changes no key, no log and no scenario. The
text shown beside a key comes from the renderer (`render/narrate.py`), which the engine never imports.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any

from interpreter.errors import IllegalActionError

if TYPE_CHECKING:
    from interpreter.engine.state import State

END_NAMES = {-1: "", 0: "left", 1: "right"}
_OWNED = frozenset({"card", "play", "play-down", "use"})  # descriptions whose second item is a card


def describe(state: State, index: int) -> tuple[Any, ...]:
    """The structured description of option `index` of the pending decision. A card that lies in
    another player's zone carries that player's seat last ("whose card is it?"), -1 otherwise."""
    pending = state.pending
    assert pending is not None
    frame = state.stack[-1]
    op = frame[0].ops[pending.pc]
    described: tuple[Any, ...] = op.describe(state, frame[2], pending.options[index])
    if described[0] in _OWNED:
        return (*described, _other_owner(state, described[1], pending.player))
    if described[0] == "hidden":
        card = described[1]
        place = state.zones[state.loc[card]].index(card) + 1
        return ("hidden", place, _other_owner(state, card, pending.player))
    return described


def _other_owner(state: State, card: int, decider: int) -> int:
    owner = state.zslot[state.loc[card]][1]
    return owner if owner >= 0 and owner != decider else -1


def key_of(state: State, description: tuple[Any, ...]) -> str:
    kind = description[0]
    if kind in _OWNED:
        owner = description[-1]
        whose = f" of player {owner + 1}" if owner >= 0 else ""
        card = state.game.card_id(description[1])
        if kind == "card":
            return card + whose
        if kind == "play":
            end = END_NAMES[description[2]]
            return f"play {card}{whose}" + (f" {end}" if end else "")
        if kind == "play-down":
            return f"play {card}{whose} face down"
        return f"use {card}{whose}"
    if kind == "piece":  # a card told from its copies by its number ("buggy#2"), and whose it is
        card = description[1]
        name = state.game.instance_names[card]
        copies = len(state.game.card_instances[state.game.instances[card]])
        owner = state.zslot[state.loc[card]][1]
        whose = f" of player {owner + 1}" if owner >= 0 and owner != state.current_player else ""
        return (name if copies > 1 else state.game.card_id(card)) + whose
    if kind == "side":  # ("side", card, turned over, has two sides): a movement template used one way round
        card_id = state.game.card_id(description[1])
        return f"{card_id} {'right' if description[2] else 'left'}" if description[3] else card_id
    if kind == "turn":
        return f"turn {description[1]}"
    if kind == "face":
        return f"face {description[1]}"
    if kind == "player":
        return f"player {description[1] + 1}"
    if kind == "cards":  # a set of cards chosen together ("red-die + blue-die")
        return " + ".join(state.game.card_id(card) for card in description[1])
    if kind == "may":
        return "yes" if description[1] else "no"
    if kind == "position":
        return f"{description[1]} {description[2]}"
    if kind == "hidden":
        owner = description[2]
        return f"face-down card {description[1]}" + (f" of player {owner + 1}" if owner >= 0 else "")
    if kind == "kind":
        return str(description[1])
    if kind == "stored":  # ("stored", counter id, card): a unit stored on a card
        return f"{description[1]} on {state.game.card_id(description[2])}"
    if kind == "buy":  # ("buy", the parts' counters or groups, their units): parts of a price bought together
        return "buy " + " + ".join(description[1])
    if kind == "waive":
        return f"waive {description[1]}"
    if kind == "number":
        return f"number {description[1]}"
    if kind in ("stop", "pass"):
        return kind
    if kind == "instead-normal":
        return "go on"
    if kind == "option":  # ("option", index in its rule, the option's node, its label or None)
        return description[3] or f"option {description[1] + 1}"
    return " ".join(str(x) for x in description)


def keys(state: State) -> list[str]:
    """The keys of every option of the pending decision, in order. Options that would share a key
    (two copies of a card holding different tokens) are told apart by a count: "use x", "use x (2)"."""
    if state.pending is None:
        return []
    found = [key_of(state, describe(state, i)) for i in range(len(state.pending.options))]
    seen: dict[str, int] = {}
    unique = []
    for key in found:
        seen[key] = seen.get(key, 0) + 1
        unique.append(key if seen[key] == 1 else f"{key} ({seen[key]})")
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
