"""What the state API gives one seat for planning: copies of the game, never the game itself.

A search agent asks for a `sample` — a state consistent with its seat's view, hidden cards dealt
anew and the future re-seeded (`engine/determinize.py`) — and plays it out as it likes. Only an
agent that is told the game has perfect information (`mcts`) takes an `open_copy`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.engine.determinize import determinize

if TYPE_CHECKING:
    from interpreter.engine.state import State


class Seat:
    __slots__ = ("_state", "player")

    def __init__(self, state: State, player: int):
        self._state = state
        self.player = player

    def sample(self, seed: int) -> State:
        """A copy this seat could believe in: its view kept, hidden cards and future randomness drawn from `seed`."""
        copy = determinize(self._state, self.player, seed)
        copy.record = False  # a plan needs no events
        return copy

    def open_copy(self) -> State:
        """The whole state, every card face up and the future fixed: for perfect-information search only."""
        copy = self._state.clone()
        copy.record = False
        return copy
