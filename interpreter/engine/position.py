"""A position set up by hand (for scenario files and tests): who holds what, whose turn it is.

The position skips the game's setup; play resumes at the start of `active`'s turn, and the round
goes on in turn order from there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from interpreter.engine import machine
from interpreter.engine.game import SIDE_SHIFT
from interpreter.engine.state import FACE_DOWN, FLIPPED, State, out_of_game
from interpreter.errors import RulesError

if TYPE_CHECKING:
    from interpreter.engine.game import Game


@dataclass
class Placement:
    card: str
    flipped: bool = False
    face_down: bool = False
    side: int | None = None  # 1-based


@dataclass
class Position:
    players: int
    seed: int = 0
    active: int = 0  # seat from 0
    turn: int = 1
    zones: dict[str, list[Placement]] = field(default_factory=dict)  # "hand:2" / "discard-pile" → cards, bottom first
    rest: str | None = None  # where unlisted cards go (default: the draw zone, shuffled)
    counters: dict[str, int] = field(default_factory=dict)  # "points:2" → value
    poses: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # "buggy#2" → x, y, facing on the table
    fixed: dict[str, list[int]] = field(default_factory=dict)  # roll purpose → its next results (see `fixed_rolls`)


def slot_of(state: State, place: str) -> int:
    name, _, owner = place.partition(":")
    zone = state.game.zone_by_id.get(name)
    if zone is None:
        raise RulesError(f"unknown zone '{name}'")
    if zone.owner == "player":
        return state.zbase[zone.index] + _seat(state, name, owner)
    if owner:
        raise RulesError(f"'{name}' is shared: write '{name}' without ':{owner}'")
    return state.zbase[zone.index]


def counter_slot(state: State, place: str) -> int:
    name, _, owner = place.partition(":")
    counter = state.game.counter_by_id.get(name)
    if counter is None:
        raise RulesError(f"unknown counter '{name}'")
    if counter.owner == "player":
        return state.cbase[counter.index] + _seat(state, name, owner)
    if counter.owner == "card":
        return state.cbase[counter.index] + card_instance(state, name, owner)
    return state.cbase[counter.index]


def _seat(state: State, name: str, owner: str) -> int:
    """The player `NAME:N` names, counted from 0."""
    if not owner.isdigit() or not 1 <= int(owner) <= state.players:
        raise RulesError(f"'{name}' belongs to a player: write '{name}:N' with N from 1 to {state.players}")
    return int(owner) - 1


def card_instance(state: State, name: str, place: str) -> int:
    """`CARD` is its first copy, `CARD#2` its second: the order in which a position places copies."""
    try:
        return card_instance_named(state.game, place)
    except RulesError:
        hint = f"write '{name}:CARD' or '{name}:CARD#2' for its second copy"
        raise RulesError(f"'{name}' lies on a card: {hint}") from None


def fixed_rolls(game: Game, rolls: dict[str, list[int]]) -> dict[str, list[int]]:
    """A scenario's `rolls:` as `State.fixed`: a die of the game's `dice:` by the faces it shows, a many-sided
    card by the sides it shows, counted from 1: `CARD` the next rolls of any of its copies, `CARD#2` of one."""
    fixed = {}
    for name, results in rolls.items():
        die = game.dice.get(name)
        if die is not None:
            faces = list(die.faces)
            for result in results:
                if result not in faces:
                    raise RulesError(f"the die '{name}' has no face {result}: it shows {_listed(faces)}")
            fixed["roll:" + name] = [faces.index(result) for result in results]
            continue
        card = card_instance_named(game, name)
        sides = len(game.cards[game.instances[card]].sides)
        if not sides:
            raise RulesError(f"'{name}' is not a die: it has no sides to roll")
        for result in results:
            if not 1 <= result <= sides:
                raise RulesError(f"'{name}' has {sides} sides, not a side {result}")
        fixed["roll:" + (game.instance_names[card] if "#" in name else name)] = [result - 1 for result in results]
    return fixed


def card_instance_named(game: Game, name: str) -> int:
    """The instance `CARD` (its first copy) or `CARD#N` names."""
    card_id, _, number = name.partition("#")
    copies = [i for i, d in enumerate(game.instances) if game.cards[d].id == card_id]
    which = int(number) if number.isdigit() else 1
    if not copies or not 1 <= which <= len(copies):
        raise RulesError(f"unknown die or card '{name}'")
    return copies[which - 1]


def _listed(faces: list[int]) -> str:
    return ", ".join(str(face) for face in dict.fromkeys(faces))


def build_position(game: Game, position: Position) -> State:
    """A state at the start of `position.active`'s turn, with cards placed as listed."""
    state = State.new(game, position.players, position.seed, record=True)  # validates the player count
    # the game's own setup never happened here: every random stream starts afresh, so the first roll of a die is
    # the first roll `play` makes with the same seed (the first turn of `State.new` above had rolled it already)
    state.streams = {}
    state.fixed = {purpose: list(values) for purpose, values in position.fixed.items() if values}
    state.zones = [[] for _ in state.zones]
    state.flags = [0] * len(game.instances)
    pool: dict[str, list[int]] = {}
    for card, definition in enumerate(game.instances):
        pool.setdefault(game.cards[definition].id, []).append(card)
    for place, placements in position.zones.items():
        slot = slot_of(state, place)
        for placement in placements:
            copies = pool.get(placement.card)
            if copies is None:
                raise RulesError(f"unknown card '{placement.card}'")
            if not copies:
                raise RulesError(f"there are no more copies of '{placement.card}' to place in {place}")
            card = copies.pop(0)
            state.zones[slot].append(card)
            if placement.flipped:
                state.flags[card] |= FLIPPED
            if placement.face_down:
                state.flags[card] |= FACE_DOWN
            if placement.side is not None:
                sides = len(game.cards[game.instances[card]].sides)
                if not 1 <= placement.side <= sides:
                    raise RulesError(f"'{placement.card}' has {sides} sides, not a side {placement.side}")
                state.flags[card] |= (placement.side - 1) << SIDE_SHIFT
    # Cards not listed are never shuffled: they go under the listed ones in the order the content
    # defines them, the first defined nearest the top, so a card added at the end of a file (or in
    # the box) changes nothing a scenario sees.
    leftover = sorted(card for copies in pool.values() for card in copies)
    out = out_of_game(game, position.players)
    box = state.zbase[game.box] if game.box is not None else None
    by_zone: dict[int, list[int]] = {}
    for card in leftover:
        home = state.zbase[game.start_zone[card]]
        if box is not None and (game.instances[card] in out or home == box):
            slot = box  # cards this player count does not use (`only_if`), and cards out of the game
        elif position.rest:
            slot = slot_of(state, position.rest)
        else:
            slot = home  # where the game starts it (the deck, a row of board spaces, …)
        by_zone.setdefault(slot, []).append(card)
    for slot, cards in by_zone.items():
        if game.zones[state.zslot[slot][0]].order != "row":
            cards.reverse()  # a pile's top is its end: the first defined card goes nearest the top
        state.zones[slot][:0] = cards  # under whatever was listed for that zone
    for slot, cards in enumerate(state.zones):
        for card in cards:
            state.loc[card] = slot
    for place, value in position.counters.items():
        state.counters[counter_slot(state, place)] = value
    if game.table is not None:
        game.table.start(state)
        for name, pose in position.poses.items():
            card = card_instance(state, "poses", name)
            game.table.set_pose(state, card, (pose[0], pose[1], pose[2] % 360))
    one_turn = game.model.round is not None and game.model.round.turns == "first"
    state.turn = position.turn - 1
    state.round = 1
    state.first = position.active if one_turn else 0  # a round of one turn: it is the first player's
    state.active = position.active
    state.stack = [[game.codes["game"], game.turns_pc, {"you": 0, "_k": 0 if one_turn else position.active}]]
    state.pending = None
    state.winners = None
    state.ended_by = None
    state.events = []
    machine.run(state)
    return state
