"""Triggers at run time: after a card moves or is used, find the triggers that fire and queue them.

A trigger belongs to the rules (it watches for every player, each in turn as "you") or to a card
(it works while the card lies in its zone, for the card's owner). A fired trigger becomes a frame in
`state.triggered`; the machine runs those right after the operation that caused them, in the order
they fired. A card's trigger never fires for the move that brought that card itself into play; a
"this card leaves …" trigger fires for its own card, which has just left the zone.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from interpreter.engine.game import TriggerDef
    from interpreter.engine.state import State


def on_move(state: State, verb: str, actor: int, cards: Iterable[int], src: int, dst: int) -> None:
    game = state.game
    entered = game.move_triggers.get(state.zslot[dst][0])
    left = game.leave_triggers.get(state.zslot[src][0]) if game.leave_triggers else None
    if entered:
        for trigger in entered:
            _check(state, trigger, verb, actor, cards, src, dst, None)
    if left:
        for trigger in left:
            _check(state, trigger, verb, actor, cards, src, dst, None)


def on_use(state: State, actor: int, card: int, window: str, after_effect: bool) -> None:
    """Fire the use triggers that resolve at once (`after_effect` False) or once the ability is done."""
    for trigger in state.game.use_triggers:
        if trigger.model.after_effect == after_effect:
            _check(state, trigger, "use", actor, (card,), -1, -1, window)


def _check(
    state: State,
    trigger: TriggerDef,
    verb: str,
    actor: int,
    cards: Iterable[int],
    src: int,
    dst: int,
    window: str | None,
) -> None:
    cards = tuple(cards)
    own = trigger.event.self_
    for owner, this in _own_sources(state, trigger, cards, src) if own else _sources(state, trigger):
        for card in cards:
            if card == this and not own:
                continue
            seen = {"you": owner, "subj": actor, "that": actor, "this": this, "card": card, "window": window}
            if not trigger.matches(state, seen, verb, src, dst, card):
                continue
            env = {"you": owner, "subj": owner, "that": actor, "this": this, "card": card}
            if trigger.test is not None and not trigger.test(state, env):
                continue
            state.triggered.append([trigger.code, 0, env])


def _sources(state: State, trigger: TriggerDef) -> Iterator[tuple[int, int | None]]:
    """(owner, card) for each place the trigger works: every player for a rule, each copy in its zone for a card."""
    if trigger.card is None:
        for step in range(state.players):
            yield (state.active + step) % state.players, None
        return
    zslot = state.zslot
    for instance in state.game.card_instances[trigger.card]:
        zone, owner = zslot[state.loc[instance]]
        if zone == trigger.zone:
            yield (owner if owner >= 0 else state.active), instance


def _own_sources(state: State, trigger: TriggerDef, cards: tuple[int, ...], src: int) -> Iterator[tuple[int, int]]:
    """For "this card leaves …": the moved copies of the trigger's card that were in its zone."""
    zone, owner = state.zslot[src]
    if zone != trigger.zone:
        return
    definition = trigger.card
    for card in cards:
        if state.game.instances[card] == definition:
            yield (owner if owner >= 0 else state.active), card
