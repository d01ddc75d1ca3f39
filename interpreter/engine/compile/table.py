"""Checked table nodes → runnable parts: choosing a card (a movement template, either side up),
laying shapes in front of a piece, moving it to its final position, turning it, tokens on cards,
dice re-rolled by choice, the first player's marker; card filters by place and `wholly on the table`.

A piece's planned move is kept, until it is carried out, as a variable of the running effect
(`plan:<card>`: the shapes laid in front of it); the move it last made as `path:<card>` (its start
pose and shapes), so later steps of the same effect can ask what lay in its path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import geometry, moves
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.board import change_token
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.engine.state import FLIPPED
from interpreter.errors import RulesError, RunawayError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State
    from interpreter.engine.table import TableDef

Steps = tuple[tuple[str, bool], ...]


def _table(game: Game) -> TableDef:
    if game.table is None:
        raise RulesError(f"{game.id} has no table")
    return game.table


def _known(node: Any, game: Game, what: str) -> Callable[[State, Env], int]:
    """The card `node` names, which must be known when the rule runs (a variable no choice has set is not)."""
    card = expr.card(node, game)
    if isinstance(node, n.CardVar):
        missing = (
            f"'the {node.name}' is not known at this point: no card has been chosen as the {node.name} "
            "(a choice with nothing to choose is passed over; 'if you can choose …' guards one)"
        )
    else:
        missing = f"{what} is not known at this point"

    def known(state: State, env: Env) -> int:
        found = card(state, env)
        if found is None:
            raise RulesError(missing)
        return found

    return known


def plan_of(state: State, env: Env, card: int) -> Steps:
    return expr.variable(state, env, f"plan:{card}") or ()


def _one_per_kind(pool: Any, tables: frozenset[int]) -> Any:
    """Copies of a card are one choice (`moves.distinct`), as everywhere else — but pieces on a table are told
    apart by where they stand, each its own choice."""

    def listed(state: State, env: Env) -> list[int]:
        found = pool(state, env)
        loose = [card for card in found if state.zslot[state.loc[card]][0] not in tables]
        if not loose:
            return list(found)
        kept = set(moves.distinct(state, loose))
        return [card for card in found if card in kept or state.zslot[state.loc[card]][0] in tables]

    return listed


class TableVerbs:
    game: Game

    # ------------------------------------------------------------ choosing a card as a variable
    def verb_choosecard(self, node: n.ChooseCard) -> VerbParts:
        pool = expr.cards(node.cards, self.game)
        key = "v:" + node.name
        if not node.sided:

            def choose(state: State, env: Env, card: int) -> None:
                expr.set_variable(state, env, key, card)

            listed = _one_per_kind(pool, frozenset(z.index for z in self.game.zones if z.order == "table"))
            return VerbParts([Choice("choose-card", listed, choose, lambda state, env, c: ("piece", c))])
        table = _table(self.game)

        def sides(state: State, env: Env) -> list[Any]:
            found: list[Any] = []
            for card in pool(state, env):
                shape = table.shape_of[state.game.instances[card]]
                mirrors = shape is not None and table.geometry.shapes[shape].mirrors
                found.extend((card, flipped, mirrors) for flipped in ((False, True) if mirrors else (False,)))
            return found

        def choose_side(state: State, env: Env, option: Any) -> None:
            card, flipped, _ = option
            state.flags[card] = state.flags[card] | FLIPPED if flipped else state.flags[card] & ~FLIPPED
            expr.set_variable(state, env, key, card)

        return VerbParts([Choice("choose-side", sides, choose_side, lambda state, env, o: ("side", *o))])

    # ------------------------------------------------------------ moving pieces
    def verb_placeshape(self, node: n.PlaceShape) -> VerbParts:
        table = _table(self.game)
        template = _known(node.shape, self.game, "the card to lay")
        piece = _known(node.piece, self.game, "the piece")

        def lay(state: State, env: Env) -> None:
            card, laid = piece(state, env), template(state, env)
            shape = table.shape_of[state.game.instances[laid]]
            if shape is None:
                raise RulesError(f"{state.game.card_id(laid)} carries no shape to move along")
            step = (shape, bool(state.flags[laid] & FLIPPED) and table.geometry.shapes[shape].mirrors)
            plan = plan_of(state, env, card)
            if len(plan) >= state.game.limits.shapes_per_move:
                raise RunawayError(
                    f"more than {state.game.limits.shapes_per_move} shapes laid in front of "
                    f"{state.game.card_id(card)} (limits.shapes_per_move): is it ever placed at its final position?"
                )
            expr.set_variable(state, env, f"plan:{card}", (*plan, step))

        return VerbParts([lay])

    def verb_placefinal(self, node: n.PlaceFinal) -> VerbParts:
        table = _table(self.game)
        piece = _known(node.piece, self.game, "the piece")

        def move(state: State, env: Env) -> None:
            card = piece(state, env)
            steps = plan_of(state, env, card)
            start = table.pose(state, card)
            end = table.geometry.after(start, steps)
            table.set_pose(state, card, end)
            expr.set_variable(state, env, f"plan:{card}", ())
            expr.set_variable(state, env, f"path:{card}", (start, steps))
            if state.record:
                state.events.append(("piece", subject(env), card, start, end, steps))

        return VerbParts([move])

    def verb_turnpiece(self, node: n.TurnPiece) -> VerbParts:
        table = _table(self.game)
        piece = _known(node.piece, self.game, "the piece")
        step = table.facing_step
        limit = expr.num(node.up_to, self.game) if node.up_to is not None else None

        def options(state: State, env: Env) -> list[Any]:
            if limit is None:
                return [("face", f) for f in range(0, 360, step)]
            most = min(180, limit(state, env)) // step * step
            return [("turn", d) for d in range(-most, most + 1, step)]

        def perform(state: State, env: Env, option: Any) -> None:
            card = piece(state, env)
            start = table.pose(state, card)
            facing = option[1] % 360 if option[0] == "face" else (start[2] + option[1]) % 360
            end = (start[0], start[1], facing)
            table.set_pose(state, card, end)
            if end != start and state.record:
                state.events.append(("piece", subject(env), card, start, end, ()))

        return VerbParts([Choice("turn-piece", options, perform, lambda state, env, o: o)])

    # ------------------------------------------------------------ tokens on cards
    def verb_cardcount(self, node: n.CardCount) -> VerbParts:
        counter = self.game.counter_by_id[node.counter]
        card = _known(node.card, self.game, "the card")
        amount = expr.num(node.count, self.game) if node.count is not None else None
        sign = -1 if node.remove else 1

        def change(state: State, env: Env) -> None:
            which = card(state, env)
            now = state.counters[state.cbase[counter.index] + which]
            target = (counter.min or 0) if amount is None else now + sign * amount(state, env)
            change_token(state, subject(env), counter, which, target)

        return VerbParts([change])

    def set_card_counter(self, node: n.Set) -> VerbParts:
        target: n.CardProp = node.target  # type: ignore[assignment]
        counter = self.game.counter_by_id[target.prop]
        card = _known(target.card, self.game, "the card")
        value = expr.num(node.value, self.game)  # type: ignore[arg-type]
        return VerbParts(
            [lambda state, env: change_token(state, subject(env), counter, card(state, env), value(state, env))]
        )

    # ------------------------------------------------------------ the first player's marker
    def verb_passfirst(self, node: n.PassFirst) -> VerbParts:
        step = 1 if node.side == "left" else -1

        def pass_first(state: State, env: Env) -> None:
            state.first = (state.first + step) % state.players
            if state.record:
                state.events.append(("first-player", state.first))

        return VerbParts([pass_first])


# ---------------------------------------------------------------- card filters and conditions


def spatial_test(node: n.Spatial, game: Game) -> Callable[[State, Env, int], bool]:
    """A card filter by place: touching a card, in the path it last moved along, within a distance.

    A listing asks it of every card in a zone about the same other card, so the test also has a
    `prepare(state, env)` that gives a test of one card for the whole listing (`expr_cards.prepared`):
    the other card, its box and the distance are worked out the first time a card gets that far — at
    the same point and with the same errors as a test asked card by card, only not again."""
    prepare = _spatial_prepare(node, game)

    def spatial(state: State, env: Env, c: int) -> bool:
        return prepare(state, env)(c)

    spatial.prepare = prepare  # type: ignore[attr-defined]
    return spatial


def _spatial_prepare(node: n.Spatial, game: Game) -> Callable[[State, Env], Callable[[int], bool]]:
    table = _table(game)
    zones = table.zones
    other = _known(node.card, game, "the card")
    if node.kind == "touching":

        def touching(state: State, env: Env) -> Callable[[int], bool]:
            zslot, loc = state.zslot, state.loc  # `table.is_on_table`, written out
            known: list[Any] = []  # [the other card, whether it is on the table, its box]

            def test(c: int) -> bool:
                if not known:
                    o = other(state, env)
                    known.extend((o, zslot[loc[o]][0] in zones, None))
                o = known[0]
                if c == o or zslot[loc[c]][0] not in zones or not known[1]:
                    return False
                box = table.box(state, c)
                if known[2] is None:
                    known[2] = table.box(state, o)
                if not geometry.boxes_meet(box, known[2]):  # far apart: no shapely
                    return False
                return bool(table.area(state, c).intersects(table.area(state, o)))

            return test

        return touching
    if node.kind == "path":

        def in_path(state: State, env: Env) -> Callable[[int], bool]:
            known: list[Any] = []  # [the other card, the path it moved along, that path's box]

            def test(c: int) -> bool:
                if not known:
                    o = other(state, env)
                    known.extend((o, expr.variable(state, env, f"path:{o}"), None))
                o, moved = known[0], known[1]
                if moved is None or c == o or not table.is_on_table(state, c):
                    return False
                if known[2] is None:
                    known[2] = table.path_box(state, o, moved[0], moved[1])
                if not geometry.boxes_meet(known[2], table.box(state, c)):
                    return False  # nowhere near the path: its shapely areas need not be built
                return geometry.crosses(table.path(state, o, moved[0], moved[1]), table.area(state, c))

            return test

        return in_path
    assert node.distance is not None
    reach = expr.num(node.distance, game)

    def within(state: State, env: Env) -> Callable[[int], bool]:
        zslot, loc = state.zslot, state.loc  # `table.is_on_table`, written out
        known: list[Any] = []  # [the other card, whether it is on the table]
        far: list[Any] = []  # [the distance, the other card's box]

        def test(c: int) -> bool:
            if not known:
                o = other(state, env)
                known.extend((o, zslot[loc[o]][0] in zones))
            o = known[0]
            if c == o or zslot[loc[c]][0] not in zones or not known[1]:
                return False
            if not far:
                far.append(reach(state, env))
                far.append(None)
            limit = far[0]
            box = table.box(state, c)
            if far[1] is None:
                far[1] = table.box(state, o)
            if geometry.boxes_apart(box, far[1], limit):
                return False
            return bool(table.area(state, c).distance(table.area(state, o)) <= limit)

        return test

    return within


def on_table(node: n.OnTable, game: Game) -> expr.CondFn:
    table = _table(game)
    card = _known(node.card, game, "the card")
    negated = node.negated
    return lambda state, env: table.wholly_on_table(state, card(state, env)) != negated
