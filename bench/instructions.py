"""Benchmark: machine instructions per decision of random games, counted by valgrind (cachegrind).

    python bench/instructions.py [--games 30] [--game frozen2]

Wall-clock figures move with the load of a shared machine; an instruction count does not. Each game
is played twice under valgrind from the same seeds, with the garbage collector off and a fixed
`PYTHONHASHSEED` — loading and five warm-up games only, then the same plus `--games` games — and
the difference is divided by the decisions of those games, so loading and compiling the game do
not count. Code written on first use still counts where the counted games meet it first: a figure
moves by a few per cent with `--games` (Frozen 2's short games: use 150), so compare two versions
with the same `--games`. With Frozen 2 among the games, the hand-written Frozen 2 of `native_frozen2.py`
is counted the same way and the ratio printed: the interpreter's cost per decision, free of the machine's load.
Figures only: tests never assert them. Needs `valgrind` on the PATH.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


NATIVE = "native-frozen2"  # the hand-written game's name here


def play(game_id: str, games: int) -> int:
    """Play `games` random games of `game_id` after five warm-up games (generated code is written on
    first use); returns the decisions taken in them."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    if game_id == NATIVE:
        return play_native(games)
    from play import random_game  # type: ignore[import-not-found]

    from interpreter.engine.build import load_game

    game = load_game(game_id)
    for seed in range(1000, 1005):
        random_game(game, seed)
    gc.collect()
    gc.disable()
    return sum(random_game(game, seed) for seed in range(games))


def play_native(games: int) -> int:
    """`play` for the hand-written Frozen 2, with the seeds and player counts of `bench/play.py`."""
    from native_frozen2 import Game  # type: ignore[import-not-found]

    from interpreter.engine.rng import Rng

    def one(seed: int) -> int:
        game = Game(2 + seed % 3, seed, Rng(seed))
        game.play()
        decisions: int = game.decisions
        return decisions

    for seed in range(1000, 1005):
        one(seed)
    gc.collect()
    gc.disable()
    return sum(one(seed) for seed in range(games))


def counted(game_id: str, games: int) -> tuple[int, int]:
    """(instructions, decisions) of one run under cachegrind."""
    command = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--child",
        game_id,
        str(games),
    ]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}  # string hashes move counts by a few %
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if refs is None:
        raise SystemExit(f"valgrind printed no instruction count:\n{done.stderr}")
    return int(refs.group(1).replace(",", "")), int(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=30, help="random games counted per game")
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(play(args.child[0], int(args.child[1])))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    sys.path.insert(0, str(ROOT))
    from interpreter.content.library import game_ids

    print(f"{'game':18} {'decisions':>9} {'instructions/decision':>22}")
    per_decision = {}
    for game_id in [*(args.game or game_ids()), NATIVE]:
        if game_id == NATIVE and "frozen2" not in per_decision:
            break
        base, _ = counted(game_id, 0)
        total, decisions = counted(game_id, args.games)
        per_decision[game_id] = (total - base) // max(decisions, 1)
        print(f"{game_id:18} {decisions:9d} {per_decision[game_id]:22,d}")
    if NATIVE in per_decision:
        ratio = per_decision["frozen2"] / per_decision[NATIVE]
        print(f"\nfrozen2: the interpreter runs {ratio:.2f}× the instructions of hand-written Python per decision")


if __name__ == "__main__":
    main()
