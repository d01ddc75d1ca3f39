"""Counter groups ("energy" = water + earth + fire + air): gaining and losing units of the owner's
choice, the cap on their sum, and moving units between a player's group and a card's.

A unit gained beyond the cap is discarded at once, one unit of the owner's choice at a time, so
"the reserve never exceeds its capacity" holds in every state a player can see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.code import Env
from interpreter.engine.compile.expr import NumFn, subject
from interpreter.engine.compile.parts import Choice, VerbParts

if TYPE_CHECKING:
    from interpreter.engine.game import Game, GroupDef
    from interpreter.engine.state import State


def bump(state: State, owner: int, index: int, delta: int, verb: str) -> None:
    """Change one counter of a player (or card) within its bounds, and say so."""
    counter = state.game.counters[index]
    where = state.cbase[index] + owner
    new = state.counters[where] + delta
    if counter.min is not None:
        new = max(counter.min, new)
    if counter.max is not None:
        new = min(counter.max, new)
    change = new - state.counters[where]
    state.counters[where] = new
    if change:
        state.emit("count", verb, owner, index, change, new)


def total(state: State, group: GroupDef, owner: int) -> int:
    return sum(state.counters[state.cbase[m] + owner] for m in group.members)


def _describe(state: State, env: Env, index: int) -> tuple[Any, ...]:
    return ("kind", state.game.counters[index].id)


def gain_units(game: Game, group: GroupDef, amount: NumFn) -> VerbParts:
    """`gain 2 energy`: for each unit, the owner picks which counter of the group goes up."""

    def perform(state: State, env: Env, index: int) -> None:
        bump(state, subject(env), index, 1, "gain")

    choice = Choice("gain-kind", lambda state, env: list(group.members), perform, _describe)
    return VerbParts([choice], times=amount, after=over_cap(game, group))


def lose_units(game: Game, group: GroupDef, amount: NumFn) -> VerbParts:
    """`lose 2 energy`: for each unit, the owner picks which counter goes down; losing at least
    everything there is needs no choice."""
    flag = f"_all:{group.id}"

    def decide(state: State, env: Env) -> None:
        owner = subject(env)
        env[flag] = amount(state, env) >= total(state, group, owner)
        if env[flag]:
            for member in group.members:
                value = state.counters[state.cbase[member] + owner]
                if value:
                    bump(state, owner, member, -value, "lose")

    def perform(state: State, env: Env, index: int) -> None:
        bump(state, subject(env), index, -1, "lose")

    def options(state: State, env: Env) -> list[int]:
        owner = subject(env)
        return [m for m in group.members if state.counters[state.cbase[m] + owner] > 0]

    def times(state: State, env: Env) -> int:
        return 0 if env.pop(flag, False) else amount(state, env)

    return VerbParts([Choice("lose-kind", options, perform, _describe)], times=times, before=[decide])


def over_cap(game: Game, group: GroupDef | None) -> VerbParts | None:
    """After a gain: discard the units beyond the group's cap, one of the owner's choice at a time."""
    if group is None or group.cap_node is None:
        return None

    def excess(state: State, env: Env) -> int:
        owner = subject(env)
        cap = group.cap(state, {"you": owner, "subj": owner})
        return max(0, total(state, group, owner) - cap)

    def options(state: State, env: Env) -> list[int]:
        owner = subject(env)
        return [m for m in group.members if state.counters[state.cbase[m] + owner] > 0]

    def perform(state: State, env: Env, index: int) -> None:
        bump(state, subject(env), index, -1, "discard")

    return VerbParts([Choice("discard-kind", options, perform, _describe)], times=excess)


def store(game: Game, group: GroupDef, amount: NumFn, card: Any) -> VerbParts:
    """`put 1 energy onto this card`: each unit, of the owner's choice, leaves their group for the card's."""
    held = game.groups[next(g.id for g in game.groups.values() if g.matches == group.id)]
    pairs = dict(zip(group.members, held.members, strict=True))

    def options(state: State, env: Env) -> list[int]:
        owner = subject(env)
        if card(state, env) is None:
            return []
        return [m for m in group.members if state.counters[state.cbase[m] + owner] > 0]

    def perform(state: State, env: Env, index: int) -> None:
        owner, target = subject(env), card(state, env)
        bump(state, owner, index, -1, "store")
        state.counters[state.cbase[pairs[index]] + target] += 1
        state.emit("store", owner, target, index, 1)

    return VerbParts([Choice("store-kind", options, perform, _describe)], times=amount)


def unstore(game: Game, group: GroupDef, card: Any) -> VerbParts:
    """`take the energy from this card`: all of it comes back, and the cap applies as to any gain."""
    held = game.groups[next(g.id for g in game.groups.values() if g.matches == group.id)]
    pairs = list(zip(group.members, held.members, strict=True))

    def take_back(state: State, env: Env) -> None:
        owner, source = subject(env), card(state, env)
        if source is None:
            return
        for mine, on_card in pairs:
            slot = state.cbase[on_card] + source
            units = state.counters[slot]
            if units:
                state.counters[slot] = 0
                state.emit("store", owner, source, mine, -units)
                bump(state, owner, mine, units, "gain")

    return VerbParts([take_back], after=over_cap(game, group))
