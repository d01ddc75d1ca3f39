"""Checked dice verbs → runnable parts: flip, turn to a side, freeze, re-roll, and pay a total with dice.

A die is a many-sided card; the side it shows is kept in its flags (`SIDE_SHIFT`). `flip` shows the
opposite side (the side as far from the first as this one is from the last), `turn … to side N` a
given one; both leave the card as it was otherwise. A frozen card (`FROZEN`) is skipped by every
re-roll until a fresh roll (`roll all cards of …`) clears the mark.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves, rng
from interpreter.engine.code import Env
from interpreter.engine.compile import expr
from interpreter.engine.compile.expr import subject
from interpreter.engine.compile.parts import Choice, VerbParts
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FROZEN, ROLL_CLEARS

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

Change = Callable[["State", Env, int], None]


def sides_of(state: State, card: int) -> int:
    return len(state.game.cards[state.game.instances[card]].sides)


def show(state: State, card: int, side: int, verb: str, actor: int) -> None:
    """The card shows `side` (from 0); an event says so."""
    state.flags[card] = (state.flags[card] & ((1 << SIDE_SHIFT) - 1)) | (side << SIDE_SHIFT)
    if state.record:
        state.events.append(("side", verb, actor, card, side))


def roll(state: State, card: int, actor: int) -> None:
    """A fresh random side from the card's own stream (as `roll` gives), frozen or not."""
    count = sides_of(state, card)
    if count:
        side = rng.roll(state, "roll:" + state.game.instance_names[card], count)
        # a fresh face: no longer frozen, and no longer known to whoever saw the old one
        state.flags[card] = (state.flags[card] & ((1 << SIDE_SHIFT) - 1) & ~ROLL_CLEARS) | (side << SIDE_SHIFT)
        if state.record:
            state.events.append(("roll-card", actor, card, side, state.loc[card]))


class DiceVerbs:
    game: Game

    def _pool(self, zones: tuple[Any, ...], test_node: n.CardFilter) -> Callable[[State, Env], list[int]]:
        where = [expr.slots(z, self.game) for z in zones]
        test = expr.card_test(test_node, self.game)

        def pool(state: State, env: Env) -> list[int]:
            return [
                c
                for zone in where
                for s in zone(state, env)
                for c in state.zones[s]
                if test is None or test(state, env, c)
            ]

        return pool

    def _on_cards(self, node: n.Flip | n.TurnSide | n.Freeze, kind: str, change: Change) -> VerbParts:
        """`change` each of `cards`, or `count` cards of `zone` the player chooses one at a time."""
        if node.cards is not None:
            chosen = expr.cards(node.cards, self.game)

            def each(state: State, env: Env) -> None:
                for card in chosen(state, env):
                    change(state, env, card)
                    env["card"] = card

            return VerbParts([each])
        pool = self._pool((node.zone,), node.filter)
        candidates = lambda state, env: [c for c in pool(state, env) if sides_of(state, c)]

        def perform(state: State, env: Env, card: int) -> None:
            change(state, env, card)
            env["card"] = card

        choice = Choice(kind, candidates, perform, lambda state, env, card: ("card", card), names="card")
        count = expr.num(node.count, self.game)  # type: ignore[arg-type]
        return VerbParts([choice], times=count, possible=lambda state, env: bool(candidates(state, env)))

    def verb_flip(self, node: n.Flip) -> VerbParts:
        def flip(state: State, env: Env, card: int) -> None:
            count = sides_of(state, card)
            if count:
                show(state, card, count - 1 - (state.flags[card] >> SIDE_SHIFT), "flip", subject(env))

        return self._on_cards(node, "flip", flip)

    def verb_turnside(self, node: n.TurnSide) -> VerbParts:
        side = expr.num(node.side, self.game)

        def turn(state: State, env: Env, card: int) -> None:
            count = sides_of(state, card)
            if count:
                show(state, card, min(max(side(state, env), 1), count) - 1, "turn", subject(env))

        return self._on_cards(node, "turn", turn)

    def verb_freeze(self, node: n.Freeze) -> VerbParts:
        def freeze(state: State, env: Env, card: int) -> None:
            state.flags[card] |= FROZEN
            if state.record:
                state.events.append(("freeze", subject(env), card))

        return self._on_cards(node, "freeze", freeze)

    def verb_reroll(self, node: n.Reroll) -> VerbParts:
        if node.any_number:  # "re-roll any number of the cards in ZONE": the player picks, then they roll
            among = expr.cards(node.cards, self.game)  # type: ignore[arg-type]
            return self._reroll_any(
                lambda state, env: [c for c in among(state, env) if sides_of(state, c) and not state.flags[c] & FROZEN]
            )
        if node.cards is not None:
            chosen = expr.cards(node.cards, self.game)

            def reroll_these(state: State, env: Env) -> None:
                for card in chosen(state, env):
                    if not state.flags[card] & FROZEN:
                        roll(state, card, subject(env))

            return VerbParts([reroll_these])
        pool = self._pool(node.zones, node.filter)
        unfrozen = lambda state, env: [
            c for c in pool(state, env) if sides_of(state, c) and not state.flags[c] & FROZEN
        ]

        def reroll_one(state: State, env: Env, card: int) -> None:
            roll(state, card, subject(env))
            env["card"] = card

        choice = Choice("reroll", unfrozen, reroll_one, lambda state, env, card: ("card", card), names="card")
        count = expr.num(node.count, self.game)  # type: ignore[arg-type]
        return VerbParts([choice], times=count, possible=lambda state, env: bool(unfrozen(state, env)))

    def _reroll_any(self, unfrozen: Callable[[State, Env], list[int]]) -> VerbParts:
        """Pick any of the unfrozen cards, one at a time (each after the last picked, so every set is
        picked one way only), then "stop" rolls them together."""

        def start(state: State, env: Env) -> None:
            env["_reroll"] = ()

        def options(state: State, env: Env) -> list[Any]:
            picked = env.get("_reroll", ())
            if picked and picked[-1] < 0:  # stopped
                return []
            found = unfrozen(state, env)
            after = found.index(picked[-1]) + 1 if picked and picked[-1] in found else 0
            return [*found[after:], -1] if found[after:] else []

        def pick(state: State, env: Env, card: int) -> None:
            env["_reroll"] = (*env.get("_reroll", ()), card)

        def roll_picked(state: State, env: Env) -> None:
            for card in env.pop("_reroll", ()):
                if card >= 0:
                    roll(state, card, subject(env))

        describe = lambda state, env, card: ("stop",) if card < 0 else ("piece", card, state.flags[card] >> SIDE_SHIFT)
        choice = Choice("reroll", options, pick, describe)
        times = lambda state, env: len(unfrozen(state, env)) + 1
        return VerbParts([choice], times=times, before=[start], after=VerbParts([roll_picked]))

    def verb_puttotal(self, node: n.PutTotal) -> VerbParts:
        most, least = expr.num(node.most, self.game), expr.num(node.least, self.game)
        source = expr.slot(node.source, self.game)  # type: ignore[arg-type]
        dst = expr.slot(node.zone, self.game)  # type: ignore[arg-type]
        number = expr.card_number(node.prop, self.game)

        def options(state: State, env: Env) -> list[Any]:
            cards = state.zones[source(state, env)]
            target = least(state, env)
            numbers = {c: number(state, c) for c in cards}  # each card's number, read once
            return minimal_sets(cards, numbers, min(most(state, env), len(cards)), target)

        def perform(state: State, env: Env, group: Any) -> None:
            where = dst(state, env)
            for card in group:
                moves.move(state, card, where, "put", subject(env))
            env["card"] = group[-1]

        def possible(state: State, env: Env) -> bool:
            """Whether `options` would find a set, without listing them (the same expressions read in
            the same order)."""
            cards = state.zones[source(state, env)]
            target = least(state, env)
            numbers = [number(state, c) for c in cards]
            return reaches(numbers, min(most(state, env), len(cards)), target)

        choice = Choice("assign", options, perform, lambda state, env, group: ("cards", tuple(group)), names="card")
        return VerbParts([choice], possible=possible)


def minimal_sets(cards: list[int], numbers: dict[int, int], most: int, target: int) -> list[tuple[int, ...]]:
    """Every set of at most `most` cards adding up to at least `target` from which no card could be
    left out, one per set of numbers (two dice showing 4 are the same choice)."""
    found: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for size in range(1, most + 1):
        for group in combinations(cards, size):
            values = sorted([numbers[c] for c in group])
            total = sum(values)
            if total >= target and (size == 1 or total - values[0] < target):
                key = tuple(values)
                if key not in seen:
                    seen.add(key)
                    found.append(group)
    return found


def reaches(numbers: list[int], most: int, target: int) -> bool:
    """Whether `minimal_sets` finds any set, without listing them: some set of at most `most` numbers
    reaches `target` exactly when the best k do for some k ≤ `most`, and a set that reaches it, less
    its smallest numbers while it still does, is one no number can be left out of."""
    total = 0
    for value in sorted(numbers, reverse=True)[:most]:
        total += value
        if total >= target:
            return True
    return False
