"""The payer's choices while a played card's price is paid (see `costs.py`): which unit a reduction
waives, and which member of a group pays a generic unit — each asked only when more than one answer
leaves the rest payable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.code import Env
from interpreter.engine.compile.costs import GENERIC, OWED, WAIVE, _have, _payable, _stored_sources
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.groups import bump
from interpreter.engine.compile.parts import Choice, VerbParts

if TYPE_CHECKING:
    from interpreter.engine.state import State


def _less(entries: Any, index: int) -> tuple[tuple[Any, ...], ...]:
    """The entries with one unit fewer in entry `index` (a new tuple: env values are never changed in place)."""
    return tuple((entry[0], entry[1], entry[2] - 1) if i == index else tuple(entry) for i, entry in enumerate(entries))


def payment(then: VerbParts | None = None) -> VerbParts:
    """Use each reduction on a unit of the payer's choice, then pay each unit, one at a time, then `then`."""

    def waivable(state: State, env: Env) -> list[tuple[str, int]]:
        owner = subject(env)
        owed = env.get(OWED) or ()
        for group_id, left, floor in env.get(WAIVE) or ():
            mine = [i for i, entry in enumerate(owed) if entry[0] == group_id and entry[2] > 0]
            if left <= 0 or sum(owed[i][2] for i in mine) <= floor:
                continue
            have = _have(state, state.game.groups[group_id], owner)
            found = []
            for i in mine:
                fewer = _less(owed, i)
                if _payable(have, [list(fewer[j]) for j in mine], left - 1):
                    found.append((group_id, owed[i][1]))
            return found
        return []

    def waive(state: State, env: Env, option: tuple[str, int]) -> None:
        group_id, key = option
        owed = env[OWED]
        index = next(i for i, e in enumerate(owed) if e[0] == group_id and e[1] == key and e[2] > 0)
        env[OWED] = _less(owed, index)
        env[WAIVE] = tuple((g, left - 1 if g == group_id else left, floor) for g, left, floor in env[WAIVE])
        if state.record:
            state.events.append(("waive", subject(env), group_id if key == GENERIC else state.game.counters[key].id))

    def describe_waiver(state: State, env: Env, option: tuple[str, int]) -> tuple[Any, ...]:
        group_id, key = option
        return ("waive", group_id if key == GENERIC else state.game.counters[key].id)

    def reductions(state: State, env: Env) -> int:
        return sum(reduction[1] for reduction in env.get(WAIVE) or ())

    def next_owed(env: Env) -> int | None:
        return next((i for i, entry in enumerate(env.get(OWED) or ()) if entry[2] > 0), None)

    def sources(state: State, env: Env) -> list[tuple[int, int]]:
        """(member, card the unit lies on or -1 for the payer's own) for the next unit owed."""
        index = next_owed(env)
        if index is None:
            return []
        group_id, key, _ = env[OWED][index]
        owner = subject(env)
        group = state.game.groups[group_id]
        kinds = group.members if key == GENERIC else (key,)
        found = [(m, -1) for m in kinds if state.counters[state.cbase[m] + owner] > 0]
        for card, pairs in _stored_sources(state, group, owner):
            found.extend((m, card) for m in kinds if state.counters[state.cbase[pairs[m]] + card] > 0)
        return found

    def pay_unit(state: State, env: Env, option: tuple[int, int]) -> None:
        member, card = option
        owner = subject(env)
        index = next_owed(env)
        assert index is not None
        group_id = env[OWED][index][0]
        env[OWED] = _less(env[OWED], index)
        if card < 0:
            bump(state, owner, member, -1, "pay")
            return
        pairs = dict(_stored_sources(state, state.game.groups[group_id], owner))[card]
        state.counters[state.cbase[pairs[member]] + card] -= 1
        if state.record:
            state.events.append(("spend", owner, card, member))

    def describe_unit(state: State, env: Env, option: tuple[int, int]) -> tuple[Any, ...]:
        member, card = option
        kind = state.game.counters[member].id
        return ("kind", kind) if card < 0 else ("stored", kind, card)

    def units(state: State, env: Env) -> int:
        return sum(entry[2] for entry in env.get(OWED) or ())

    units_part = VerbParts([Choice("pay-kind", sources, pay_unit, describe_unit)], times=units, after=then)
    return VerbParts([Choice("waive", waivable, waive, describe_waiver)], times=reductions, after=units_part)
