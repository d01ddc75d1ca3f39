"""Checked verb nodes → runnable parts: the card verbs.

A verb compiles into a `VerbParts`: a list of parts (atomic functions and choices) and, for verbs
such as "discard 2 cards", how many times to run them. The statement compiler wraps the parts in
loops and choice operations; an all-atomic verb runs inline with no frame work at all. Where a verb
finds its cards is in `verbs_sources.py`, a card joining a chain in `moves.place_in_chain`; the other
verbs (counters, movement, dice) in `verbs_more.py`, procedures, effects and windows in `verbs_procedures.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves
from interpreter.engine.code import Code, Env
from interpreter.engine.compile import bought, costs, expr, written
from interpreter.engine.compile.board import BoardVerbs
from interpreter.engine.compile.dice import DiceVerbs, sides_of
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.engine.compile.payment import payment
from interpreter.engine.compile.table import TableVerbs
from interpreter.engine.compile.verbs_more import MoreVerbs
from interpreter.engine.compile.verbs_procedures import ProcedureVerbs
from interpreter.engine.compile.verbs_sources import CardSources
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FLIPPED, SEEN_SHIFT, SHOWN
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


class VerbCompiler(CardSources, TableVerbs, DiceVerbs, BoardVerbs, MoreVerbs, ProcedureVerbs):
    def __init__(self, game: Game, resolve: Callable[[str, str, str], Any]):
        self.game = game
        self.resolve_code = resolve  # (kind, owner id, effect) -> Code | None
        self.condition: Callable[[Any], expr.CondFn] = lambda node: expr.cond(node, game)

    def compile(self, node: n.Verb) -> VerbParts:
        method = getattr(self, "verb_" + type(node).__name__.lower())
        return method(node)

    # ------------------------------------------------------------ drawing and discarding
    def verb_draw(self, node: n.Draw) -> VerbParts:
        count = expr.num(node.count, self.game)
        src = self.zone_or(node.zone, self.game.draw_from)
        hand = self.game.hand

        def draw(state: State, env: Env) -> None:
            actor = subject(env)
            taken = moves.draw(state, src(state, env), state.zbase[hand] + actor, count(state, env), "draw", actor)
            env["card"] = taken[-1] if taken else None  # "that card": the (last) card drawn

        room = self.game.zones[hand].capacity or 1_000_000  # what `state.capacity` says of a hand

        def possible(state: State, env: Env) -> bool:  # asked whenever a draw is offered: `subject` written out
            dst = state.zbase[hand] + (env["you"] if (actor := env.get("subj")) is None else actor)
            return moves.can_draw(state, src(state, env)) and len(state.zones[dst]) < room

        possible.write = written.draw_possible(node, self.game, room)  # type: ignore[attr-defined]
        return VerbParts([draw], possible=possible, write=written.draw(node, self.game))

    def verb_drawupto(self, node: n.DrawUpTo) -> VerbParts:
        target = expr.num(node.target, self.game)
        hand = self.game.zone_by_id[node.hand].index
        src = self.game.draw_from

        def missing(state: State, env: Env) -> int:
            return target(state, env) - len(state.zones[state.zbase[hand] + subject(env)])

        def draw_up_to(state: State, env: Env) -> None:
            """Draw the cards missing. A card that leaves the hand at once (a trigger sets it aside)
            leaves the hand short again: once the triggers are done, the drawing goes on."""
            actor = subject(env)
            if (short := missing(state, env)) > 0:
                moves.draw(state, state.zbase[src], state.zbase[hand] + actor, short, "draw", actor)
                if state.triggered:  # runs after them: they go on top of the stack once this step is over
                    state.stack.append([again, 0, expr.own_names(env, state.game.variable_keys)])

        again = Code("draw-up-to", (lambda state, frame: draw_up_to(state, frame[2]),))
        return VerbParts(
            [draw_up_to],
            possible=lambda state, env: moves.can_draw(state, state.zbase[src]) and missing(state, env) > 0,
            defers=True,
        )

    def verb_discard(self, node: n.Discard) -> VerbParts:
        count = expr.num(node.count, self.game)
        pool = self.source(node.zones, self.game.hand, node.filter)
        pile = self.game.discard_to
        if node.random:
            purpose = self.random_purpose("discard", node.zones)

            def discard_random(state: State, env: Env) -> None:
                picked = moves.random_cards(state, purpose, pool(state, env), count(state, env))
                moves.move_many(state, picked, state.zbase[pile], "discard", subject(env))

            return VerbParts([discard_random])

        def perform(state: State, env: Env, card: int) -> None:
            moves.move(state, card, state.zbase[pile], "discard", subject(env))
            env["card"] = card  # "that card": the (last) card discarded

        choice = self.card_choice("discard", pool, perform)
        choice.names = "card"
        return VerbParts([choice], times=count, possible=lambda state, env: bool(pool(state, env)))

    def verb_discarddownto(self, node: n.DiscardDownTo) -> VerbParts:
        keep = expr.num(node.count, self.game)
        hand, pile = self.game.hand, self.game.discard_to

        def excess(state: State, env: Env) -> int:
            return max(0, len(state.zones[state.zbase[hand] + subject(env)]) - keep(state, env))

        def perform(state: State, env: Env, card: int) -> None:
            moves.move(state, card, state.zbase[pile], "discard", subject(env))

        pool = lambda state, env: state.zones[state.zbase[hand] + subject(env)]
        return VerbParts([self.card_choice("discard", pool, perform)], times=excess)

    def verb_discardcards(self, node: n.DiscardCards) -> VerbParts:
        chosen = self.moved_cards(node.cards)
        pile = self.game.discard_to

        def discard(state: State, env: Env) -> None:
            moves.move_many(state, chosen(state, env), state.zbase[pile], "discard", subject(env))

        return VerbParts([discard])

    # ------------------------------------------------------------ moving cards between players
    def verb_give(self, node: n.Give) -> VerbParts:
        count = expr.num(node.count, self.game)
        src = self.zone_or(node.zone, self.game.hand)
        pool = lambda state, env: state.zones[src(state, env)]
        hand = self.game.hand
        verb = node.verb
        if isinstance(node.to, n.ChoosePlayer):
            targets = expr.candidates(node.to, self.game)
            if self.game.has_capacity:  # only a player whose hand has room is offered; with none, no card is asked for
                listed = targets
                targets = lambda state, env: [
                    p for p in listed(state, env) if moves.room(state, state.zbase[hand] + p) > 0
                ]
                held = pool
                pool = lambda state, env: held(state, env) if targets(state, env) else []

            def pick_card(state: State, env: Env, card: int) -> None:
                env["_give"] = card

            def give_to(state: State, env: Env, target: int) -> None:
                moves.move(state, env.pop("_give"), state.zbase[hand] + target, verb, subject(env))

            player_choice = Choice(verb + "-to", targets, give_to, lambda state, env, p: ("player", p))
            return VerbParts([self.card_choice(verb, pool, pick_card), player_choice], times=count)
        receiver = expr.player(node.to)

        def perform(state: State, env: Env, card: int) -> None:
            moves.move(state, card, state.zbase[hand] + receiver(state, env), verb, subject(env))

        pool = self.with_room(pool, lambda state, env: state.zbase[hand] + receiver(state, env))
        return VerbParts([self.card_choice(verb, pool, perform)], times=count)

    def verb_take(self, node: n.Take) -> VerbParts:
        count = expr.num(node.count, self.game)
        pool = self.source(node.zones, self.game.hand, node.filter)
        hand = self.game.hand
        if node.random:
            purpose = self.random_purpose("take", node.zones)

            def take_random(state: State, env: Env) -> None:
                actor = subject(env)
                picked = moves.random_cards(state, purpose, pool(state, env), count(state, env))
                moves.move_many(state, picked, state.zbase[hand] + actor, "take", actor)

            return VerbParts([take_random])

        def perform(state: State, env: Env, card: int) -> None:
            actor = subject(env)
            moves.move(state, card, state.zbase[hand] + actor, "take", actor)

        pool = self.with_room(pool, lambda state, env: state.zbase[hand] + subject(env))
        return VerbParts(
            [self.card_choice("take", pool, perform)], times=count, possible=lambda state, env: bool(pool(state, env))
        )

    def verb_show(self, node: n.Show) -> VerbParts:
        which = expr.card(node.card, self.game)
        self.game.knowing = True

        def show(state: State, env: Env) -> None:
            card = which(state, env)
            if card is not None:
                state.flags[card] |= SHOWN
                if state.record:
                    state.events.append(("show", subject(env), card, state.loc[card], _side(state, card)))

        return VerbParts([show])

    def verb_look(self, node: n.Look) -> VerbParts:
        which = expr.card(node.card, self.game)
        self.game.knowing = True

        def look(state: State, env: Env) -> None:
            card = which(state, env)
            if card is not None:
                actor = subject(env)
                state.flags[card] |= 1 << (SEEN_SHIFT + actor)
                if state.record:
                    face_down = bool(state.flags[card] & FACE_DOWN)
                    state.events.append(("look", actor, card, state.loc[card], face_down, _side(state, card)))

        return VerbParts([look])

    def verb_reveal(self, node: n.Reveal) -> VerbParts:
        pool = self.source(node.zones, self.game.hand, n.CardFilter(face="down"))

        def perform(state: State, env: Env, card: int) -> None:
            state.flags[card] &= ~FACE_DOWN
            env["card"] = card
            if state.record:
                state.events.append(("reveal", subject(env), card, state.loc[card]))

        choice = Choice(
            "reveal",
            lambda state, env: pool(state, env),
            perform,
            lambda state, env, card: ("hidden", card),  # told by its place: the card itself is unknown
            names="card",
        )
        return VerbParts([choice], possible=lambda state, env: bool(pool(state, env)))

    # ------------------------------------------------------------ playing and putting
    def verb_play(self, node: n.Play) -> VerbParts:
        game = self.game
        held = self.source((node.source,), game.hand, node.filter)
        pool = held
        whole = self.one_zone((node.source,), game.hand, node.filter)  # offered straight from the zone
        if any(card.play_if is not None for card in game.cards):  # only then is each card asked
            whole = None

            def pool(state: State, env: Env) -> list[int]:
                actor = env["you"] if (s := env.get("subj")) is None else s  # `subject`, written out
                cards, instances = state.game.cards, state.game.instances  # `moves.may_play`, written out
                return [
                    c
                    for c in held(state, env)
                    if (test := cards[instances[c]].play_test) is None
                    or test(state, {"you": actor, "subj": actor, "this": c})
                ]

        target_zone = game.zone_by_id[node.target.zone]  # type: ignore[union-attr]
        dst = expr.slot(node.target, game)  # type: ignore[arg-type]
        face_down = node.face_down
        paying = node.paying
        capped = self.game.has_capacity
        if target_zone.order != "chain":

            def options_plain(state: State, env: Env) -> list[Any]:
                if capped and moves.room(state, dst(state, env)) <= 0:
                    return []  # no room where it would go: nothing can be played
                found = moves.distinct(state, pool(state, env))
                if paying is not None:
                    where, actor = dst(state, env), subject(env)
                    found = costs.affordable(state, actor, found, paying, where)
                return [(c, -1) for c in found]

            parted = paying is not None and bought.has_parts(game, paying)  # some price has parts to buy

            def perform_plain(state: State, env: Env, option: Any) -> None:
                card = option[0]
                where = dst(state, env)
                env.update(played=card, joined=None, joining=None, end=-1, card=card)
                if paying is None:
                    moves.move(state, card, where, "play", subject(env), face_down=face_down)
                    return
                if (
                    parted
                    and (price := state.game.cards[state.game.instances[card]].prices.get(paying))
                    and price.parts
                ):
                    return  # paid once its parts are picked (`bought.buy_choice`)
                costs.pay(state, env, card, paying, state.loc[card], where)  # the card is played once paid for

            def once_paid(state: State, env: Env) -> None:
                card = env["played"]
                moves.move(state, card, dst(state, env), "play", subject(env), face_down=face_down)
                if parted:
                    bought.remember(state, env, card)

            describe = (
                (lambda state, env, o: ("play-down", o[0])) if face_down else (lambda state, env, o: ("play", *o))
            )
            paid = payment(then=VerbParts([once_paid])) if paying is not None else None
            if parted:
                assert paying is not None
                paid = VerbParts([bought.buy_choice(paying, dst)], after=paid)
            return VerbParts([Choice("play", options_plain, perform_plain, describe, names="card")], after=paid)
        zone_index = target_zone.index
        links = game.links[zone_index]
        end_value = expr.value(node.end.value, game) if node.end is not None else None
        end_negated = node.end.negated if node.end is not None else False

        def options(state: State, env: Env) -> list[Any]:
            chain = state.zones[dst(state, env)]
            held = state.zones[whole(state, env)] if whole is not None else pool(state, env)
            if not chain:
                return [(c, 0) for c in moves.distinct(state, held)]
            flags = state.flags  # `expr.chain_ends`, written out: this lists every turn's plays
            first, last = chain[0], chain[-1]
            a, b = links[first]
            left = b if flags[first] & FLIPPED else a
            a, b = links[last]
            right = a if flags[last] & FLIPPED else b
            if end_value is None:
                return moves.chain_plays(state, held, links, ((True, left), (True, right)))
            wanted = end_value(state, env)  # "at an end (not) showing …"
            offered = (
                wanted is None or (left == wanted) != end_negated,
                wanted is None or (right == wanted) != end_negated,
            )
            return moves.chain_plays(state, held, links, ((offered[0], left), (offered[1], right)))

        if whole is not None:
            options = written.chain_options(node, game, links) or options

        shared = target_zone.owner == "table"  # one slot: read without calling `dst`

        def perform(state: State, env: Env, option: Any) -> None:
            card, end = option
            actor = env["you"] if (chosen := env.get("subj")) is None else chosen  # `subject`, written out
            where = state.zbase[zone_index] if shared else dst(state, env)
            joined, joining = moves.place_in_chain(state, game, zone_index, where, card, end, actor, "play")
            env.update(played=card, joined=joined, joining=joining, end=end, card=card)

        return VerbParts([Choice("play", options, perform, lambda state, env, o: ("play", *o), names="card")])

    def verb_put(self, node: n.Put) -> VerbParts:
        game = self.game
        chosen = self.moved_cards(node.cards)
        zone = game.zone_by_id[node.zone.zone] if isinstance(node.zone, n.ZoneRef) else None  # a pile at: not a chain
        dst = expr.slot(node.zone, game)  # type: ignore[arg-type]
        face_down = node.face_down

        def put(state: State, env: Env) -> None:
            where = dst(state, env)
            actor = subject(env)
            for card in chosen(state, env):
                if zone is not None and zone.order == "chain":
                    links = game.links[zone.index][card]
                    ends = (
                        [0]
                        if not state.zones[where]
                        else [e for e in (0, 1) if expr.chain_end(state, game, zone.index, where, e) in links]
                    )
                    if not ends:
                        raise RulesError(f"{game.card_id(card)} matches neither end of the {zone.id}")
                    moves.place_in_chain(state, game, zone.index, where, card, ends[0], actor, "put")
                else:
                    moves.move(state, card, where, "put", actor, face_down=face_down)

        if not self.game.has_capacity:
            return VerbParts([put])
        return VerbParts(  # offered only while the cards have somewhere to go (a full zone takes none)
            [put], possible=lambda state, env: bool(chosen(state, env)) and moves.room(state, dst(state, env)) > 0
        )

    def verb_putfrom(self, node: n.PutFrom) -> VerbParts:
        count = expr.num(node.count, self.game)
        pool = self.source((node.source,), self.game.hand, node.filter)
        dst = expr.slot(node.zone, self.game)  # type: ignore[arg-type]
        face_down = node.face_down
        if node.random:
            purpose = self.random_purpose("put", (node.source,))

            def put_random(state: State, env: Env) -> None:
                for card in moves.random_cards(state, purpose, pool(state, env), count(state, env)):
                    moves.move(state, card, dst(state, env), "put", subject(env), face_down=face_down)

            return VerbParts([put_random])

        def perform(state: State, env: Env, card: int) -> None:
            moves.move(state, card, dst(state, env), "put", subject(env), face_down=face_down)
            env["card"] = card  # "that card": the (last) card put

        pool = self.with_room(pool, dst)
        return VerbParts(
            [self.card_choice("put", pool, perform)], times=count, possible=lambda state, env: bool(pool(state, env))
        )

    def verb_rotate(self, node: n.Rotate) -> VerbParts:
        index = self.game.zone_by_id[node.zone].index
        step = 1 if node.side == "left" else -1

        def rotate(state: State, env: Env) -> None:
            base, players = state.zbase[index], state.players
            old = [state.zones[base + p][:] for p in range(players)]  # everyone passes at the same moment
            for p in range(players):
                moves.move_many(state, old[p], base + (p + step) % players, "pass", p, fit=False)

        return VerbParts([rotate])

    def verb_shuffle(self, node: n.Shuffle) -> VerbParts:
        src = expr.slot(node.zone, self.game)  # type: ignore[arg-type]
        into = expr.slot(node.into, self.game) if node.into is not None else None  # type: ignore[arg-type]

        def shuffle(state: State, env: Env) -> None:
            where = src(state, env)
            if into is not None:
                target = into(state, env)
                moves.move_many(state, state.zones[where][:], target, "return", subject(env))
                where = target
            moves.shuffle(state, where)

        return VerbParts([shuffle])


def _side(state: State, card: int) -> int | None:
    """The side a many-sided card shows (from 0), for an event that names it; None for a card with one face."""
    return state.flags[card] >> SIDE_SHIFT if sides_of(state, card) else None
