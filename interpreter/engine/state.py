"""The state of a game in progress: plain data, cheap to clone, saved as JSON, resumable anywhere.

Layout (all lists of ints, so cloning is a handful of list copies):
- `zones[slot]`: card instances, bottom/left first. A per-player zone has one slot per player.
- `counters[slot]`: numbers, same layout.
- `flags[card]`: per-card bits (bit 0: the card lies flipped in a chain).
- `loc[card]`: the slot the card is in (kept in step with `zones`).
- `poses[3 * card : 3 * card + 3]`: x, y (millimetres) and facing (degrees) of a piece on the table
  (empty when the game has no table; see `table.py`).
- `stack`: frames of pending work `[code, pc, env]` (see `code.py`); `pending`: the open decision;
  `triggered`: frames of triggers that fired during the operation now running (empty between
  operations, so never saved).
The OpenSpiel-style API (`current_player`, `legal_actions`, `apply`, `clone`, `returns`) is here;
the loop that runs operations is in `machine.py`.
"""

from __future__ import annotations

from typing import Any

from interpreter.dsl.nodes.verbs import LOOKERS
from interpreter.engine import machine, rng
from interpreter.engine.code import Frame, Pending
from interpreter.engine.game import Game
from interpreter.errors import RulebookError
from interpreter.records import record

FLIPPED = 1  # the card lies turned around in a chain
FACE_DOWN = 2  # only its zone's owner (if any) may see it
USED = 4  # its ability was used this turn
FROZEN = 8  # a die an effect turned or flipped: it cannot be re-rolled until it is rolled afresh
SHOWN = 16  # shown to every player (`show it`) since it last moved
PAID_SHIFT = 8  # bits 8-15: the parts of a price of parts bought when the card was played (`it was paid with …`)
PAID = 0xFF << PAID_SHIFT
SEEN_SHIFT = 16  # bits 16-31: the players who looked at it (`look at it`) since it last moved, one bit each
assert SEEN_SHIFT + LOOKERS <= 32  # below the side (game.SIDE_SHIFT)
SEEN = ((1 << LOOKERS) - 1) << SEEN_SHIFT
MOVE_CLEARS = FACE_DOWN | SHOWN | PAID | SEEN  # what a card forgets when it moves
ROLL_CLEARS = FROZEN | SHOWN | SEEN  # what a die forgets when it is rolled: a fresh face no one has seen


def known_to(viewer: int) -> int:
    """The flags that make a hidden card known to `viewer`: shown to every player, or looked at by them."""
    return SHOWN | 1 << (SEEN_SHIFT + viewer)


@record
class Action:
    """One legal answer to the pending decision: its index and its stable key."""

    index: int
    key: str


def out_of_game(game: Game, players: int) -> set[int]:
    """Card definitions whose `only_if` does not hold for this number of players."""
    if not game.card_only_if:
        return set()
    probe = State.__new__(State)
    probe.players = players
    return {card for card, test in game.card_only_if.items() if not test(probe, {"you": 0})}


class State:
    __slots__ = (
        "active",
        "cbase",
        "counters",
        "ended_by",
        "events",
        "extra",
        "first",
        "fixed",
        "flags",
        "game",
        "loc",
        "pending",
        "players",
        "poses",
        "record",
        "rng",
        "round",
        "seed",
        "stack",
        "streak",
        "streams",
        "triggered",
        "turn",
        "winners",
        "zbase",
        "zones",
        "zslot",
    )

    game: Game
    players: int
    seed: int
    rng: int  # the mixed seed every random stream derives from (see rng.py)
    streams: dict[str, int]  # random purpose -> values drawn so far
    fixed: dict[str, list[int]]  # roll purpose -> what its next rolls show, fixed by a scenario (see rng.roll)
    zbase: tuple[int, ...]
    zslot: tuple[tuple[int, int], ...]
    cbase: tuple[int, ...]
    zones: list[list[int]]
    counters: list[int]
    flags: list[int]
    loc: list[int]
    poses: list[int]
    turn: int
    round: int
    active: int
    first: int
    extra: list[int]
    streak: int
    stack: list[Frame]
    pending: Pending | None
    winners: tuple[int, ...] | None
    ended_by: str | None  # the end rule that ended the game (or "win": a step that wins it)
    events: list[tuple[Any, ...]]
    record: bool
    triggered: list[Frame]  # frames of triggers that fired during the current operation

    # ------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        game: Game,
        players: int,
        seed: int,
        record: bool = True,
        first: int | None = None,
        fixed: dict[str, list[int]] | None = None,
    ) -> State:
        """A game set up and run to its first decision. `first`: the seat (from 0) of the player who
        starts (the data's `players.first` says who that is: "the youngest player"); seat 1 by default.
        `fixed`: what the next rolls of some dice show (a scenario's `rolls:`), before the setup rolls any."""
        if not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.id} is for {game.player_counts} players, not {players}")
        if first is None:
            first = 0
        if not 0 <= first < players:
            raise ValueError(f"the first player is a seat from 1 to {players}, not {first + 1}")
        state = cls.__new__(cls)
        state.game = game
        state.players = players
        state.seed = seed
        state.rng = rng.seed_state(seed)
        state.streams = {}
        state.fixed = {purpose: list(values) for purpose, values in (fixed or {}).items() if values}
        state.zbase = game.zone_bases(players)
        state.zslot = game.slot_layout(players)
        state.cbase = game.counter_bases(players)
        state.zones = [[] for _ in range(state.zbase[-1])]
        state.loc = [0] * len(game.instances)
        out = out_of_game(game, players)
        for card, zone in enumerate(game.start_zone):
            slot = state.zbase[game.box if game.instances[card] in out else zone]  # type: ignore[index]
            state.zones[slot].append(card)
            state.loc[card] = slot
        state.counters = [0] * state.cbase[-1]
        for counter in game.counters:
            size = players if counter.owner == "player" else len(game.instances) if counter.owner == "card" else 1
            for owner in range(size):
                state.counters[state.cbase[counter.index] + owner] = counter.start
        state.flags = [0] * len(game.instances)
        state.poses = [0] * (3 * len(game.instances)) if game.table is not None else []
        if game.table is not None:
            game.table.start(state)
        state.turn = 0
        state.round = 0
        state.active = first
        state.first = first
        state.extra = []
        state.streak = 0
        state.stack = [[game.codes["game"], 0, {"you": first}]]
        state.pending = None
        state.winners = None
        state.ended_by = None
        state.events = []
        state.record = record
        state.triggered = []
        machine.run(state)
        return state

    def clone(self) -> State:
        """An independent copy; applying actions to it never affects this state."""
        copy = State.__new__(State)
        copy.game = self.game
        copy.players = self.players
        copy.seed = self.seed
        copy.rng = self.rng
        copy.streams = self.streams.copy()
        copy.fixed = {k: v[:] for k, v in self.fixed.items()} if self.fixed else {}
        copy.zbase = self.zbase
        copy.zslot = self.zslot
        copy.cbase = self.cbase
        copy.zones = list(map(list.copy, self.zones))  # map over a C method: no Python loop
        copy.counters = self.counters[:]
        copy.flags = self.flags[:]
        copy.loc = self.loc[:]
        copy.poses = self.poses[:]
        copy.turn = self.turn
        copy.round = self.round
        copy.active = self.active
        copy.first = self.first
        copy.extra = self.extra[:]
        copy.streak = self.streak
        copy.stack = [[f[0], f[1], f[2].copy()] for f in self.stack]
        copy.pending = self.pending
        copy.winners = self.winners
        copy.ended_by = self.ended_by
        copy.events = []
        copy.record = self.record
        copy.triggered = []
        return copy

    # ------------------------------------------------------------ the game API
    @property
    def is_terminal(self) -> bool:
        return self.winners is not None

    @property
    def current_player(self) -> int:
        """The seat (0-based) whose decision is pending, or -1 when the game is over."""
        return self.pending.player if self.pending is not None else -1

    def legal_actions(self) -> list[Action]:
        from interpreter.engine.actions import keys

        if self.pending is None:
            return []
        return [Action(i, k) for i, k in enumerate(keys(self))]

    def num_actions(self) -> int:
        return len(self.pending.options) if self.pending is not None else 0

    def apply(self, action: int | str | Action) -> None:
        """Answer the pending decision and run the game on to the next one (or to its end)."""
        pending = self.pending
        if type(action) is not int or pending is None or not 0 <= action < len(pending.options):
            machine.apply(self, self.action_index(action))  # the rare cases, and every illegal answer
            return
        # machine.apply written out: one call fewer on every decision
        frame = self.stack[-1]
        self.pending = None
        try:
            frame[0].ops[pending.pc].resume(self, frame, pending.options[action])
        except RulebookError as error:
            raise error.at(frame[0].mark_at(pending.pc)) from None
        machine.run(self)

    def action_index(self, action: int | str | Action) -> int:
        if isinstance(action, Action):
            return action.index
        if isinstance(action, str):
            from interpreter.engine.actions import find_key

            return find_key(self, action)
        return action

    @property
    def is_draw(self) -> bool:
        """Whether the game ended drawn (an end rule with `draw: true`, or in a game with teams an end that every
        team wins, or none, unless its rule says no player wins): no one won and no one lost."""
        if self.winners or self.ended_by is None:
            return False
        teams = self.game.teams is not None and self.ended_by not in self.game.defeats  # "no player": all lose
        return self.ended_by in self.game.draws or teams

    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 for everyone else (all zeros while the game goes on); a draw gives
        each player 1/N, between a loss and a win."""
        if self.is_draw:
            return [1.0 / self.players] * self.players
        winners = self.winners or ()
        return [1.0 if p in winners else 0.0 for p in range(self.players)]

    def reseed(self, seed: int) -> None:
        """Forget the future: every random stream derives from `seed` from now on.
        A search agent's copy must not know the next shuffle, nor a roll a scenario fixed (see `determinize.py`)."""
        self.rng = rng.seed_state(seed)
        self.fixed = {}

    def take_events(self) -> list[tuple[Any, ...]]:
        events, self.events = self.events, []
        return events

    # ------------------------------------------------------------ zones and cards
    def slot(self, zone: int, owner: int = 0) -> int:
        return self.zbase[zone] + (owner if self.game.zones[zone].owner == "player" else 0)

    def slot_zone(self, slot: int) -> tuple[int, int]:
        """(zone index, owner) of a slot; owner is -1 for a table zone."""
        return self.zslot[slot]

    def capacity(self, slot: int) -> int:
        """How many cards a slot may hold (zones without `capacity` hold any number)."""
        return self.game.zones[self.zslot[slot][0]].capacity or 1_000_000

    def cards_in(self, zone_id: str, owner: int = 0) -> list[int]:
        return self.zones[self.slot(self.game.zone_by_id[zone_id].index, owner)]

    def counter(self, counter_id: str, owner: int = 0) -> int:
        """A counter's value: `owner` is the player (or the card instance) it belongs to."""
        counter = self.game.counter_by_id[counter_id]
        return self.counters[self.cbase[counter.index] + (owner if counter.owner != "table" else 0)]

    def emit(self, *event: Any) -> None:
        """Record an event (the engine's own hot paths test `state.record` themselves and build no
        event at all when nobody records)."""
        if self.record:
            self.events.append(event)

    # ------------------------------------------------------------ saving
    def to_json(self) -> dict[str, Any]:
        from interpreter.engine.saving import state_to_json

        return state_to_json(self)

    @classmethod
    def from_json(cls, game: Game, data: dict[str, Any]) -> State:
        from interpreter.engine.saving import state_from_json

        return state_from_json(cls.__new__(cls), game, data)

    def __repr__(self) -> str:
        status = "over" if self.is_terminal else f"player {self.current_player + 1} to decide"
        return f"<State {self.game.id} turn {self.turn}, {status}>"
