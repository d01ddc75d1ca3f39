"""How many cards a rule takes when the number hangs on the player count: "put all the gems of the current
colour (one more than the number of players) into the bag" — the cards of a shared zone used only with enough
players (`only_if`) make it so, and the rule book says the number the player would otherwise have to work out.

Like the idioms in `idioms.py`, a shape recognised in the checked tree; the engine runs the rule as written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.state import out_of_game

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def per_player(game: Game, cards: Any) -> int | None:
    """All the cards of one shared zone picked by one property ("whose colour is the current colour"): when, for
    every player count and every value of the property, the cards the zone starts with number the players plus
    one constant, that constant; None for any other shape or count."""
    if not isinstance(cards, n.AllCards) or len(cards.zones) != 1 or cards.except_:
        return None
    zone, f = cards.zones[0], cards.filter
    if not isinstance(zone, n.ZoneRef) or zone.owner != "table" or zone.zone not in game.zone_by_id:
        return None
    test = f.tests[0] if len(f.tests) == 1 else None
    if f.kinds or f.face or f.other or f.spatial or not isinstance(test, n.PropTest) or test.op != "==":
        return None
    prop, slot = test.prop, game.zone_by_id[zone.zone].index
    held = [i for i, at in enumerate(game.start_zone) if at == slot]
    kinds = {str(game.cards[game.instances[i]].properties.get(prop)) for i in held}
    if not held or len(kinds) < 2:
        return None
    extra: int | None = None
    for players in range(game.min_players, game.max_players + 1):
        unused = out_of_game(game, players)
        for kind in kinds:
            used = [i for i in held if game.instances[i] not in unused]
            count = sum(1 for i in used if str(game.cards[game.instances[i]].properties.get(prop)) == kind)
            if extra is None:
                extra = count - players
            elif count - players != extra:
                return None
    return extra


def counts_allowed(game: Game, node: Any) -> list[int] | None:
    """The player counts of this build for which a condition on the player count alone ("if there are at
    least 3 players") holds; None for a condition on anything else."""
    if not (isinstance(node, n.Compare) and isinstance(node.left, n.PlayerCount) and isinstance(node.right, n.Int)):
        return None
    k, op = node.right.value, node.op
    counts = range(game.min_players, game.max_players + 1)
    return [p for p in counts if _holds(p, op, k)]


def decided(game: Game, node: Any) -> bool | None:
    """Whether a condition on the player count holds in every game of this build (True), in none (False), or
    depends on the count or on anything else (None): a variant played alone has no "if there are 2 players"."""
    allowed = counts_allowed(game, node)
    if allowed is None or 0 < len(allowed) < game.max_players - game.min_players + 1:
        return None
    return bool(allowed)


def _holds(value: int, op: str, k: int) -> bool:
    return {"<": value < k, "<=": value <= k, ">": value > k, ">=": value >= k, "==": value == k, "!=": value != k}[op]
