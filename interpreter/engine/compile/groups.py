"""Counter groups ("resource" = gold + wood + stone): gaining and losing units of the owner's
choice, the cap on their sum, and moving units between a player's group and a card's.

A unit gained beyond the cap is discarded at once, one unit of the owner's choice at a time, so
"the reserve never exceeds its capacity" holds in every state a player can see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.code import Env
from interpreter.engine.compile.expr import NumFn, subject, sum_of
from interpreter.engine.compile.parts import Choice, VerbParts

if TYPE_CHECKING:
    from interpreter.engine.game import Game, GroupDef
    from interpreter.engine.state import State


def clamp(value: int, low: int | None, high: int | None) -> int:
    if low is not None and value < low:
        return low
    if high is not None and value > high:
        return high
    return value


def bump(state: State, owner: int, index: int, delta: int, verb: str) -> None:
    """Change one counter of a player (or card) within its bounds, and say so."""
    counter = state.game.counters[index]
    where = state.cbase[index] + owner
    new = clamp(state.counters[where] + delta, counter.min, counter.max)
    change = new - state.counters[where]
    state.counters[where] = new
    if change and state.record:
        state.events.append(("count", verb, owner, index, change, new))


def total(state: State, group: GroupDef, owner: int) -> int:
    return sum_of(state, group.members, owner)


def _describe(state: State, env: Env, index: int) -> tuple[Any, ...]:
    return ("kind", state.game.counters[index].id)


def gain_units(game: Game, group: GroupDef, amount: NumFn) -> VerbParts:
    """`gain 2 resources`: for each unit, the owner picks which counter of the group goes up."""
    pick = f"_kind:{group.id}"

    def perform(state: State, env: Env, index: int) -> None:
        env[pick] = index

    choice = Choice("gain-kind", lambda state, env: list(group.members), perform, _describe)
    if group.cap_node is None:
        choice.perform = lambda state, env, index: bump(state, subject(env), index, 1, "gain")
        return VerbParts([choice], times=amount)
    return VerbParts([choice, *_into_capped(group, lambda state, env: env[pick])], times=amount)


def gain_capped(group: GroupDef, index: int, amount: NumFn) -> VerbParts:
    """`gain 2 water` when water is in a capped group: each unit is taken within the cap."""
    return VerbParts(_into_capped(group, lambda state, env: index), times=amount)


def _into_capped(group: GroupDef, kind: Any) -> list[Any]:
    """One unit of `kind` comes into a capped group: below the cap it is simply added; at the cap the
    owner chooses what goes — the new unit, or one they hold of another kind — so the group never
    holds more than its cap, not even while the owner decides."""
    waiting = f"_room:{group.id}"

    def add_or_wait(state: State, env: Env) -> None:
        owner = env["you"] if (s := env.get("subj")) is None else s  # `subject`, written out
        cap = group.cap(state, {"you": owner, "subj": owner})
        if total(state, group, owner) < cap:
            bump(state, owner, kind(state, env), 1, "gain")
            env[waiting] = None
        else:
            env[waiting] = kind(state, env)

    def options(state: State, env: Env) -> list[int]:
        new = env.get(waiting)
        if new is None:
            return []
        owner = subject(env)
        held = [m for m in group.members if m != new and state.counters[state.cbase[m] + owner] > 0]
        return [new, *held]  # the new unit itself, or a unit of another kind to make room for it

    def perform(state: State, env: Env, dropped: int) -> None:
        owner, new = subject(env), env.pop(waiting)
        if dropped == new:
            if state.record:
                state.events.append(("overflow", owner, new))
            return
        bump(state, owner, dropped, -1, "discard")
        bump(state, owner, new, 1, "gain")

    room = Choice("make-room", options, perform, _describe, optional=True)
    return [add_or_wait, room]


def lose_units(game: Game, group: GroupDef, amount: NumFn) -> VerbParts:
    """`lose 2 resources`: for each unit, the owner picks which counter goes down; losing at least
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


def store(game: Game, group: GroupDef, amount: NumFn, card: Any, fresh: bool = False) -> VerbParts:
    """`put 1 resource onto this card`: each unit, of the owner's choice, leaves their group for the card's.
    `fresh`: each unit is a new one of the owner's choice, straight onto the card."""
    held = game.groups[next(g.id for g in game.groups.values() if g.matches == group.id)]
    pairs = dict(zip(group.members, held.members, strict=True))

    def options(state: State, env: Env) -> list[int]:
        owner = subject(env)
        if card(state, env) is None:
            return []
        return [m for m in group.members if fresh or state.counters[state.cbase[m] + owner] > 0]

    def perform(state: State, env: Env, index: int) -> None:
        owner, target = subject(env), card(state, env)
        if not fresh:
            bump(state, owner, index, -1, "store")
        state.counters[state.cbase[pairs[index]] + target] += 1
        if state.record:
            state.events.append(("store", owner, target, index, 1))

    return VerbParts([Choice("store-kind", options, perform, _describe)], times=amount)


def unstore(game: Game, group: GroupDef, card: Any) -> VerbParts:
    """`take the resources from this card`: all of it comes back, unit by unit, within the cap."""
    held = game.groups[next(g.id for g in game.groups.values() if g.matches == group.id)]
    pairs = list(zip(group.members, held.members, strict=True))
    pick = f"_back:{group.id}"

    def units(state: State, env: Env) -> int:
        source = card(state, env)
        return 0 if source is None else sum_of(state, held.members, source)

    def next_unit(state: State, env: Env) -> None:
        owner, source = subject(env), card(state, env)
        for mine, on_card in pairs:
            slot = state.cbase[on_card] + source
            if state.counters[slot]:
                state.counters[slot] -= 1
                if state.record:
                    state.events.append(("store", owner, source, mine, -1))
                env[pick] = mine
                if group.cap_node is None:
                    bump(state, owner, mine, 1, "gain")
                return

    if group.cap_node is None:
        return VerbParts([next_unit], times=units)
    return VerbParts([next_unit, *_into_capped(group, lambda state, env: env[pick])], times=units)
