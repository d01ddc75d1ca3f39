"""An option of a choice that is offered only while it can be carried out, said where that is not plain: the
engine offers no draw from an empty pile that nothing refills (engine/compile/stmt_choices.py), so the book
says "if the deck is not empty, draw 1 card" — not a free "or draw 1 card" a player could take as a pass."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def draw_guard(game: Game, option: Any) -> n.IsEmpty | None:
    """The condition ("the deck is not empty") under which an option that opens with a draw is offered, when
    the pile it draws from has no refill; None for any other option."""
    steps = getattr(option, "steps", ())
    verbs = steps[0].verbs if steps and isinstance(steps[0], n.Do) and steps[0].subject is None else ()
    first = verbs[0] if verbs else None
    if not isinstance(first, n.Draw):
        return None
    pile = first.zone if first.zone is not None else n.ZoneRef(game.zones[game.draw_from].id, "table")
    if not isinstance(pile, n.ZoneRef) or pile.zone not in game.zone_by_id:
        return None
    if game.zone_by_id[pile.zone].refill is not None:
        return None
    return n.IsEmpty(pile, negated=True)
