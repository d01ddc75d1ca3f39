"""Benchmark: random full games of every game; prints games/s, decisions/s and clone vs apply cost.

    python bench/play.py [--seconds 5] [--game frozen2]

Figures only — tests never assert timings. One process, one core.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time

from interpreter.content.library import game_ids
from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State

try:
    from bench.native_frozen2 import Game as NativeFrozen2
except ImportError:  # run as a script: bench/ is the script's own folder
    from native_frozen2 import Game as NativeFrozen2  # type: ignore[no-redef]


def random_game(game: Game, seed: int) -> int:
    """One game of random decisions from `seed` (the player count goes round with the seed); its decisions."""
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    state = State.new(game, players, seed, record=False)
    chooser = Rng(seed)
    decisions = 0
    while not state.is_terminal:
        state.apply(chooser.below(state.num_actions()))
        decisions += 1
    return decisions


def throughput(game_id: str, variant: str | None, seconds: float) -> tuple[int, int, float]:
    game = load_game(game_id, variant)
    games = decisions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        decisions += random_game(game, seed)
        games += 1
        seed += 1
    return games, decisions, time.perf_counter() - start


def clone_vs_apply(game_id: str, samples: int = 3000) -> tuple[float, float]:
    """Mean seconds of one clone and of one apply, over states met in random games.

    The garbage collector is paused while timing, as `timeit` does: with thousands of states held,
    one full collection (tens of milliseconds over the loaded game) lands in either phase by chance
    and would decide the ratio on its own."""
    game = load_game(game_id)
    states = []
    seed = 0
    while len(states) < samples:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = State.new(game, players, seed, record=False)
        chooser = Rng(seed)
        while not state.is_terminal and len(states) < samples:
            states.append((state.clone(), chooser.below(state.num_actions())))
            state.apply(states[-1][1])
        seed += 1
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        copies = [s.clone() for s, _ in states]
        clone_time = (time.perf_counter() - start) / len(states)
        start = time.perf_counter()
        for copy, (_, action) in zip(copies, states, strict=True):
            copy.apply(action)
        apply_time = (time.perf_counter() - start) / len(states)
    finally:
        gc.enable()
    return clone_time, apply_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per game and variant")
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    args = parser.parse_args()
    print(f"{'game':14} {'variant':12} {'games':>7} {'games/s':>9} {'decisions/s':>12}")
    for game_id in args.game or game_ids():
        variants = [None, *(str(v.id) for v in load_game(game_id).model.variants)]
        for variant in variants:
            games, decisions, elapsed = throughput(game_id, variant, args.seconds)
            print(
                f"{game_id:14} {variant or 'standard':12} {games:7d} {games / elapsed:9.1f} {decisions / elapsed:12.0f}"
            )
    print()
    print(f"{'game':14} {'clone (µs)':>11} {'apply (µs)':>11} {'clone/apply':>12}")
    for game_id in args.game or game_ids():
        rounds = [clone_vs_apply(game_id) for _ in range(3)]
        clone_time = statistics.median(r[0] for r in rounds)
        apply_time = statistics.median(r[1] for r in rounds)
        print(f"{game_id:14} {clone_time * 1e6:11.1f} {apply_time * 1e6:11.1f} {clone_time / apply_time:12.2f}")
    if not args.game or "frozen2" in args.game:
        print()
        overhead(args.seconds)


def native_throughput(seconds: float) -> tuple[int, int, float]:
    """The hand-written Frozen 2 (bench/native_frozen2.py), timed like `throughput`."""
    games = decisions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = NativeFrozen2(2 + seed % 3, seed, Rng(seed))
        game.play()
        decisions += game.decisions
        games += 1
        seed += 1
    return games, decisions, time.perf_counter() - start


def overhead(seconds: float) -> None:
    """The interpreter's cost per decision against plain Python, measured side by side, alternating."""
    ours = native = 0.0
    for _ in range(3):
        _, decisions, elapsed = throughput("frozen2", None, seconds / 3)
        ours += decisions / elapsed / 3
        _, decisions, elapsed = native_throughput(seconds / 3)
        native += decisions / elapsed / 3
    print(
        f"frozen2: interpreter {ours:,.0f} decisions/s, hand-written Python {native:,.0f} decisions/s: "
        f"the interpreter costs {native / ours:.1f}× per decision"
    )


if __name__ == "__main__":
    main()
