"""Timing windows: which cards a player may play (from hand) or use (where they lie) right now.

A card declares `plays` (from hand, at a window, optionally `if` a condition) and `abilities`
(usable from a zone at a window, once per turn). A window step, an `instead` step and the verbs
`play a card for …` / `use a card for …` all ask this module for the options and carry out the
chosen one: the card moves (a play) or is marked used (an ability), and its effect runs in a new
frame that sees the procedure's variables ("the leader").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.engine import moves, triggers
from interpreter.engine.code import Env, enter
from interpreter.engine.state import USED
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import CardAction, Game
    from interpreter.engine.state import State


def card_env(env: Env, player: int, card: int) -> Env:
    """The names a card's text sees: its player and itself (the running procedure's variables it reads
    and sets where they live, down the stack: see `expr.variable`)."""
    if "roll" in env:
        return {"roll": env["roll"], "you": player, "subj": player, "this": card}
    return {"you": player, "subj": player, "this": card}


def _holds(test: Callable[[State, Env], Any], state: State, names: Env) -> bool:
    """A card's own condition, asked with the card's names; one that names a role nobody plays here ("the
    defender", in a procedure run against an opponent who is no seat) does not hold."""
    try:
        return bool(test(state, names))
    except RulesError:
        return False


def options(
    state: State,
    env: Env,
    player: int,
    window: str,
    mode: str = "both",
    where: int | None = None,
    test: Callable[[State, Env, int], bool] | None = None,
) -> list[Any]:
    """("play", card, number) and ("use", card, number) options for `player` at `window`: abilities
    of the cards in `player`'s zones, or of those in the slot `where` (another player's zone) only;
    with `test`, only cards that pass it."""
    game = state.game
    found: list[Any] = []
    if mode in ("play", "both"):
        plays = game.window_plays.get(window)
        if plays:
            instances = game.instances  # only cards with a play at this window, then one per kind
            hand = [c for c in state.zones[state.zbase[game.hand] + player] if instances[c] in plays]
            for card in moves.distinct(state, hand) if hand else hand:
                for action in plays[instances[card]]:  # (most have no condition: `_holds` is not called)
                    test_ = action.test
                    if game.has_capacity and not _has_room(state, action, player):
                        continue  # where it would be played is full: it cannot be played
                    if test_ is None or _holds(test_, state, card_env(env, player, card)):
                        found.append(("play", card, action.number))
    if mode in ("use", "both"):
        abilities = game.window_abilities.get(window)
        if abilities:
            flags, instances = state.flags, game.instances
            roll = {"roll": env["roll"]} if "roll" in env else None
            for zone, by_card in abilities.items():
                if where is not None:
                    if state.zslot[where][0] != zone:
                        continue
                    slot = where
                else:  # `state.slot`, written out
                    slot = state.zbase[zone] + (player if game.zones[zone].owner == "player" else 0)
                for card in state.zones[slot]:
                    if test is None:  # most cards in a zone have no ability here: that is asked first
                        actions = by_card.get(instances[card])
                        if actions is None or flags[card] & USED:
                            continue
                    elif flags[card] & USED or not test(state, env, card):
                        continue
                    else:
                        actions = by_card.get(instances[card], _NO_ACTIONS)
                    for action in actions:
                        test_ = action.test
                        if test_ is None:
                            found.append(("use", card, action.number))
                            continue
                        # `card_env`, written out: a card's condition is asked of every card in the zone
                        names = (
                            {"you": player, "subj": player, "this": card}
                            if roll is None
                            else {**roll, "you": player, "subj": player, "this": card}
                        )
                        try:
                            if test_(state, names):
                                found.append(("use", card, action.number))
                        except RulesError:  # (as `_holds`)
                            pass
    return found


_NO_ACTIONS: list[Any] = []  # (read only)


def _has_room(state: State, action: CardAction, player: int) -> bool:
    """Whether the zone a card is played to (`to:`, else the discard pile) takes one more card."""
    zone = action.zone if action.zone is not None else state.game.discard_to
    return moves.room(state, state.slot(zone, player)) > 0


def describe(option: Any) -> tuple[Any, ...]:
    """("play", card, -1) or ("use", card): what an option says, for keys and text."""
    kind, card, _ = option
    return ("play", card, -1) if kind == "play" else ("use", card)


def perform(state: State, env: Env, player: int, option: Any) -> None:
    """Carry out a play or use: move or mark the card, then run its effect in a new frame. Use triggers
    resolve at once, as any trigger after its event ("a used card turns 90°"), or with `after_effect`
    once the ability has resolved ("whenever an opponent activates a card": the activation and what it
    costs come first)."""
    kind, card, number = option
    game = state.game
    definition = game.cards[game.instances[card]]
    if kind == "play":
        action: CardAction = definition.plays[number]
        zone = action.zone if action.zone is not None else game.discard_to
        moves.move(state, card, state.slot(zone, player), "play", player)
    else:
        action = definition.abilities[number]
        state.flags[card] |= USED
        if state.record:
            state.events.append(("use", player, card))
        if game.use_triggers:
            window = action.counts_as or action.window
            triggers.on_use(state, player, card, window, after_effect=False)
            fired = len(state.triggered)
            triggers.on_use(state, player, card, window, after_effect=True)
            after = state.triggered[fired:]
            del state.triggered[fired:]
            state.stack.extend(reversed(after))  # below the ability's frame: they run once it is done
    enter(state, action.code, card_env(env, player, card))


def index_actions(game: Game) -> None:
    """Group every card's plays and abilities by window (and zone) for fast lookups; an action of a
    window with `also:` is listed under those windows too."""
    game.window_plays.clear()
    game.window_abilities.clear()
    for definition in game.cards:
        for action in definition.plays:
            for window in _opened_at(game, action.window):
                game.window_plays.setdefault(window, {}).setdefault(definition.index, []).append(action)
        for action in definition.abilities:
            for window in _opened_at(game, action.window):
                zones = game.window_abilities.setdefault(window, {})
                zones.setdefault(action.zone, {}).setdefault(definition.index, []).append(action)  # type: ignore[arg-type]


def _opened_at(game: Game, window: str) -> list[str]:
    model = game.windows.get(window)
    return [window, *(str(w) for w in model.also)] if model is not None else [window]
