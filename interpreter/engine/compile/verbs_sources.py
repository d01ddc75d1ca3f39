"""Where a card verb finds its cards: the zone it names or the subject's default zone (the hand), the
cards a verb may pick from (narrowed by a filter), the cards it moves, a random pick's stream, and the
choice of one card of a pool. The helpers every card verb class shares (see `verbs.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves
from interpreter.engine.code import Env
from interpreter.engine.compile import expr, written
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


class CardSources:
    game: Game

    def zone_or(self, node: n.Zone | None, default: int) -> expr.SlotFn:
        if node is not None:
            return expr.slot(node, self.game)  # type: ignore[arg-type]
        zone = self.game.zones[default]
        if zone.owner == "table":
            return lambda state, env: state.zbase[default]
        return lambda state, env: state.zbase[default] + subject(env)

    def source(self, zones: tuple[n.Zone, ...], default: int, test: n.CardFilter) -> Callable[[State, Env], list[int]]:
        """The cards a verb may pick from: its zones (default: your hand), narrowed by a filter."""
        one = self.one_zone(zones, default, test)
        if one is not None:  # every card of one zone: a copy of it
            return lambda state, env: state.zones[one(state, env)][:]
        check = expr.card_test(test, self.game)
        if len(zones) <= 1:  # one zone, with its filter written out (see `written.filtered_cards`)
            generated = written.filtered_cards(self.game, zones[0] if zones else None, default, test)
            if generated is not None:
                return generated
        if zones:
            where = [expr.slots(z, self.game) for z in zones]  # type: ignore[arg-type]
        else:
            single = self.zone_or(None, default)
            where = [lambda state, env: [single(state, env)]]

        def cards(state: State, env: Env) -> list[int]:
            found: list[int] = []
            for zone in where:
                for s in zone(state, env):
                    if check is None:
                        found += state.zones[s]
                    else:
                        found += [c for c in state.zones[s] if check(state, env, c)]
            return found

        return cards

    def one_zone(self, zones: tuple[n.Zone, ...], default: int, test: n.CardFilter) -> expr.SlotFn | None:
        """The slot of a source that is every card of one zone (the usual "from your hand"), else None."""
        if expr.card_test(test, self.game) is None and (not zones or (len(zones) == 1 and _one_slot(zones[0]))):
            return self.zone_or(zones[0] if zones else None, default)
        return None

    def random_purpose(self, verb: str, zones: tuple[n.Zone, ...]) -> str:
        """The random stream a random pick draws from: the verb and the zones it picks from (default:
        the hand), so picks elsewhere in the rules never move it."""
        named = [z.zone for z in zones if isinstance(z, n.ZoneRef)] or [self.game.zones[self.game.hand].id]
        return f"{verb}-random:{'+'.join(named)}"

    def moved_cards(self, node: n.Cards) -> Callable[[State, Env], list[int]]:
        """The cards a verb moves. "The top card of a pile" that is empty is looked for after the pile
        is refilled (`refill:`), as a draw would: an empty deck is reshuffled from its discard pile."""
        chosen = expr.cards(node, self.game)
        top = node.card if isinstance(node, n.OneCard) else None
        if not isinstance(top, n.TopCard):
            return chosen
        pile = expr.slot(top.zone, self.game)  # type: ignore[arg-type]

        def refilled(state: State, env: Env) -> list[int]:
            where = pile(state, env)
            if not state.zones[where]:
                moves.refill(state, where)
            return chosen(state, env)

        return refilled

    def with_room(
        self, pool: Callable[[State, Env], list[int]], dst: Callable[[State, Env], int]
    ) -> Callable[[State, Env], list[int]]:
        """`pool`, or nothing while the zone the cards would go to is full (a game with a zone of some
        `capacity`): a card is never asked for when it cannot move."""
        if not self.game.has_capacity:
            return pool
        return lambda state, env: pool(state, env) if moves.room(state, dst(state, env)) > 0 else []

    def card_choice(
        self, kind: str, pool: Callable[[State, Env], list[int]], perform: Callable[[State, Env, Any], None]
    ) -> Choice:
        return Choice(
            kind,
            lambda state, env: moves.distinct(state, pool(state, env)),
            perform,
            lambda state, env, card: ("card", card),
        )


def _one_slot(zone: n.Zone) -> bool:
    """Whether a zone reference names one slot (not `each player's hand`)."""
    return isinstance(zone, n.PileAt) or (isinstance(zone, n.ZoneRef) and zone.owner not in ("all", "others"))
