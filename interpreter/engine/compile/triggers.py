"""Checked trigger events → matchers: does this move (or use) of this card fire the trigger?"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.dsl import nodes as n
from interpreter.engine.code import Env
from interpreter.engine.compile import expr

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

Matcher = Callable[["State", Env, str, int, int, int], bool]

VERBS = {"play": "play", "put": "put", "use": "use"}  # `enter` and `leave` match any move


def matcher(event: n.Event, game: Game) -> Matcher:
    """In `env`, "you" is the trigger's owner and "them" whoever acted ("their tableau")."""
    verb = VERBS.get(event.kind)
    actor = event.actor
    zone = expr.slots(event.zone, game) if event.zone is not None else None  # type: ignore[arg-type]
    into, out_of = (None, zone) if event.kind == "leave" else (zone, None)
    if event.into is not None:
        into = expr.slots(event.into, game)  # type: ignore[arg-type]
    if event.source is not None:
        out_of = expr.slots(event.source, game)  # type: ignore[arg-type]
    window, own = event.window, event.self_
    test = expr.card_test(event.filter, game)
    teams = game.team_of if game.teams is not None else None  # "an opponent": a player of another team

    def matches(state: State, env: Env, moved: str, src: int, dst: int, card: int) -> bool:
        if verb is not None and moved != verb:
            return False
        if own and card != env["this"]:
            return False
        if window is not None and env.get("window") != window:
            return False
        if actor == "you" and env["that"] != env["you"]:
            return False
        if actor == "opponent":
            team = teams(state.players) if teams is not None else None
            if env["that"] == env["you"] if team is None else team[env["that"]] == team[env["you"]]:
                return False
        if into is not None and dst not in into(state, env):
            return False
        if out_of is not None and src not in out_of(state, env):
            return False
        return test is None or test(state, env, card)

    return matches


def index_triggers(game: Game) -> None:
    """Group triggers by what they watch: the zone a card enters, or a card being used."""
    game.move_triggers.clear()
    game.leave_triggers.clear()
    game.use_triggers.clear()
    for trigger in game.triggers:
        event: n.Event = trigger.event
        if event.kind == "use":
            game.use_triggers.append(trigger)
        elif event.kind == "leave":
            zone = game.zone_by_id[event.zone.zone].index  # type: ignore[union-attr]
            game.leave_triggers.setdefault(zone, []).append(trigger)
        else:
            zone = game.zone_by_id[event.zone.zone].index  # type: ignore[union-attr]
            game.move_triggers.setdefault(zone, []).append(trigger)
    game.watched_moves = bool(game.move_triggers or game.leave_triggers or game.move_resets or game.table is not None)
