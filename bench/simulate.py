"""Benchmark: the speed-up of `simulate --jobs 2` over one job, on the same games.

    python bench/simulate.py [--games 600] [--game frozen2] [--players 3] [--agents random]

Prints wall time, games/s and the ratio (goal on a 2-core machine: at least 1.8×), with the
workers' start-up (a fresh process that loads the game) timed apart. Figures only; tests never
assert timings. Other load on the machine lowers the ratio: run it on a quiet machine.
"""

from __future__ import annotations

import argparse
import os
import time

from interpreter.simulate.pool import run_tasks
from interpreter.simulate.task import Task, fingerprint


def timed(tasks: list[Task], jobs: int) -> tuple[float, list[dict[str, object]]]:
    start = time.perf_counter()
    rows = run_tasks(tasks, jobs=jobs)
    return time.perf_counter() - start, rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--game", default="frozen2")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--agents", default="random")
    args = parser.parse_args()
    mark = fingerprint(args.game)
    seats = tuple([args.agents] * args.players)
    tasks = [Task(mark, args.game, None, args.players, seats, seed) for seed in range(args.games)]
    run_tasks(tasks[:2], jobs=1)  # load the game in this process, as a worker does once
    startup, _ = timed(tasks[:2], 2)
    one, rows_one = timed(tasks, 1)
    two, rows_two = timed(tasks, 2)
    assert rows_one == rows_two, "the rows must not depend on who plays them"
    print(f"{args.games} games of {args.game}, {args.players} × {args.agents}; {os.cpu_count()} cores")
    print(f"{'jobs':>4} {'seconds':>8} {'games/s':>8}")
    print(f"{1:>4} {one:8.2f} {args.games / one:8.1f}")
    print(f"{2:>4} {two:8.2f} {args.games / two:8.1f}")
    print(f"speed-up of 2 jobs: {one / two:.2f}× (workers' start-up, included above: {startup:.2f} s)")


if __name__ == "__main__":
    main()
