"""Agents that look ahead on copies of the game: `greedy`, `mcts` and `ismcts`.

- `greedy` tries each option once on a sample of the game and keeps the one that leaves its seat
  best placed: a win, else the game's `score:` counter against the best opponent's (in a game
  without one: being among the leaders, see below).
- `mcts` is UCT (Kocsis & Szepesvári 2006) on open copies of the state: for games of perfect
  information. On a game with hidden cards it sees them all (and the next shuffle) — an oracle.
- `ismcts` is single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012): every
  iteration plays on a fresh sample of what its seat may believe (`Seat.sample`); tree nodes are
  keyed by the options' stable keys, and a child's exploration term counts how often it was there.

Playouts choose at random. A playout stops at the end of the game, or after `depth` decisions
when one is given. An unfinished game is judged from the data alone: who would win if it ended
now (the first `end:` rule whose `winners` names some players but not all: "the most ranking",
"the fewest cards in hand"), else the `score:` counter (the leader 1, the last 0), else even.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from interpreter.agents.basic import Decision
from interpreter.engine.actions import keys
from interpreter.engine.rng import Rng

if TYPE_CHECKING:
    from interpreter.engine.state import State

EXPLORATION = 0.7  # UCB1's constant for values in [0, 1]


def scores(state: State) -> list[int] | None:
    """Each player's score, when the game names the counter that holds it."""
    counter = state.game.model.score
    return None if counter is None else [state.counter(str(counter), p) for p in range(state.players)]


def leaders(state: State) -> tuple[int, ...]:
    """The players who would win if the game ended now, by the first end rule that tells them apart."""
    for check in state.game.end:
        if state.game.is_enabled(check.id):
            found = set(check.winners(state, {"you": state.active}))
            if found and len(found) < state.players:
                return tuple(sorted(found))
    return ()


def values(state: State) -> list[float]:
    """How good the state is for each player, in [0, 1]."""
    if state.is_terminal:
        return state.returns()
    ahead = leaders(state)
    if ahead:
        return [1.0 if p in ahead else 0.0 for p in range(state.players)]
    found = scores(state)
    if found is None or max(found) == min(found):
        return [0.5] * state.players
    low, high = min(found), max(found)
    return [(s - low) / (high - low) for s in found]


class GreedyAgent:
    """One step ahead on a sample: a win first, then the best score margin; ties broken at random."""

    name = "greedy"

    def __init__(self, seed: int, seat: int):
        self.rng = Rng(seed * 1_000_003 + seat + 1)

    def choose(self, decision: Decision) -> int:
        if decision.seat is None:
            raise ValueError("greedy needs a seat to plan on (play it through session.play or simulate)")
        sample = decision.seat.sample(self.rng.below(1 << 62))
        best: list[int] = []
        best_value = -math.inf
        for index in range(len(decision.options)):
            after = sample.clone()
            after.apply(index)
            value = self._value(after, decision.player)
            if value > best_value:
                best, best_value = [index], value
            elif value == best_value:
                best.append(index)
        return best[self.rng.below(len(best))]

    @staticmethod
    def _value(state: State, seat: int) -> float:
        if state.is_terminal:
            return 0.0 if state.is_draw else 1e9 if seat in (state.winners or ()) else -1e9
        found = scores(state)
        if found is None:
            return 1.0 if seat in leaders(state) else 0.0
        others = [s for p, s in enumerate(found) if p != seat]
        return found[seat] - (max(others) if others else 0)  # alone: the score itself


class Node:
    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.available = 0  # iterations in which this option could be chosen
        self.total = 0.0  # summed value for the player who chose it


class TreeSearchAgent:
    """UCT over copies of the game; `open` copies (mcts) or seat samples keyed by action keys (ismcts)."""

    def __init__(self, seed: int, seat: int, iterations: int, depth: int | None, informed: bool):
        self.name = ("ismcts" if informed else "mcts") + f":{iterations}" + (f":{depth}" if depth else "")
        self.rng = Rng(seed * 1_000_003 + seat + 1)
        self.iterations = iterations
        self.depth = depth
        self.informed = informed

    def choose(self, decision: Decision) -> int:
        seat = decision.seat
        if seat is None:
            raise ValueError(f"{self.name} needs a seat to plan on (play it through session.play or simulate)")
        root = Node()
        if self.informed:
            sample: Callable[[], State] = lambda: seat.sample(self.rng.below(1 << 62))
            key_of: Callable[[State], list[Hashable]] = lambda state: list(keys(state))
        else:
            sample = seat.open_copy
            key_of = lambda state: list(range(state.num_actions()))
        for _ in range(self.iterations):
            self._iterate(root, sample(), key_of)
        wanted: list[Hashable] = (
            [o.key for o in decision.options] if self.informed else list(range(len(decision.options)))
        )
        visits = [root.children[k].visits if k in root.children else -1 for k in wanted]
        return max(range(len(wanted)), key=lambda i: visits[i])

    def _iterate(self, root: Node, state: State, key_of: Callable[[State], list[Hashable]]) -> None:
        node = root
        path: list[tuple[Node, int]] = []  # (node, the player who chose it)
        while not state.is_terminal:
            options = key_of(state)
            player = state.current_player
            untried = [i for i, k in enumerate(options) if k not in node.children]
            for k in options:
                if k in node.children:
                    node.children[k].available += 1
            if untried:
                index = untried[self.rng.below(len(untried))]
                child = node.children[options[index]] = Node()
                child.available = 1
                state.apply(index)
                path.append((child, player))
                break
            index = self._select(node, options)
            node = node.children[options[index]]
            state.apply(index)
            path.append((node, player))
        steps = 0
        while not state.is_terminal and (self.depth is None or steps < self.depth):
            state.apply(self.rng.below(state.num_actions()))
            steps += 1
        result = values(state)
        for child, player in path:
            child.visits += 1
            child.total += result[player]

    @staticmethod
    def _select(node: Node, options: list[Hashable]) -> int:
        best, best_score = 0, -math.inf
        for index, k in enumerate(options):
            child = node.children[k]
            score = child.total / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = index, score
        return best
