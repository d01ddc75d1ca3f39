"""Benchmark: the speed-up of `simulate --jobs 2` over one job, on the same games.

    python bench/simulate.py [--games 600] [--game frozen2] [--players 3] [--agents random] [--repeat 3]
                             [--start forkserver]

Runs one job and two jobs in turn (`--repeat` times, interleaved, so a neighbour's load on a shared
machine falls on both) and prints, per run, the wall time, games/s, this process's CPU time, the
workers' CPU time, and the cores' time nobody here used (waiting, or taken by other processes:
cores × wall − parent − workers). The speed-up is the median over the runs (goal on a 2-core machine:
at least 1.8×); the machine's load average is printed before and after. `--start forkserver` starts
fresh workers that import and build the game themselves (what a process with threads does), to compare.
Figures only; tests never assert timings.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from dataclasses import dataclass

from interpreter.simulate import pool
from interpreter.simulate.pool import run_tasks
from interpreter.simulate.task import Task, fingerprint


@dataclass
class Run:
    jobs: int
    wall: float
    parent: float  # CPU seconds of this process
    workers: float | None  # CPU seconds of the worker processes (None: not our children, not measurable)


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(tasks: list[Task], jobs: int) -> tuple[Run, list[dict[str, object]]]:
    forked = jobs > 1 and pool.start_method() == "fork"
    before = children_cpu()
    cpu = time.process_time()
    start = time.perf_counter()
    rows = run_tasks(tasks, jobs=jobs)
    wall = time.perf_counter() - start
    workers = children_cpu() - before if forked else (0.0 if jobs == 1 else None)
    return Run(jobs, wall, time.process_time() - cpu, workers), rows


def show(run: Run, games: int) -> None:
    workers = idle = f"{'–':>8}"
    if run.workers is not None:
        workers = f"{run.workers:8.2f}"
        idle = f"{(os.cpu_count() or 1) * run.wall - run.parent - run.workers:8.2f}"
    print(f"{run.jobs:>4} {run.wall:8.2f} {games / run.wall:8.1f} {run.parent:8.2f} {workers} {idle}")


def ceiling(runs: list[Run], games: int) -> None:
    """What the CPU times say, whatever the load: the CPU a game costs with one and two jobs, and the speed-up
    two idle cores would give at most (the cost of two jobs spread evenly over both)."""
    one = statistics.median(r.parent for r in runs if r.jobs == 1)
    measured = [r for r in runs if r.jobs == 2 and r.workers is not None]
    if not measured:
        return
    parent = statistics.median(r.parent for r in measured)
    workers = statistics.median(r.workers or 0.0 for r in measured)
    ms = 1000 / games
    print(
        f"CPU per game: one job {one * ms:.2f} ms; two jobs {(parent + workers) * ms:.2f} ms "
        f"(parent {parent * ms:.3f} + workers {workers * ms:.2f}); on two idle cores at most "
        f"{2 * one / (parent + workers):.2f}×"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--game", default="frozen2")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--agents", default="random")
    parser.add_argument("--repeat", type=int, default=3, help="Pairs of runs (one job, two jobs), interleaved.")
    parser.add_argument("--start", choices=["fork", "forkserver"], help="How workers start (default: as simulate).")
    args = parser.parse_args()
    if args.start is not None:
        pool.start_method = lambda: args.start
    mark = fingerprint(args.game)
    seats = tuple([args.agents] * args.players)
    tasks = [Task(mark, args.game, None, args.players, seats, seed) for seed in range(args.games)]
    load = os.getloadavg()[0]
    run_tasks(tasks[:2], jobs=1)  # load the game in this process: workers forked from it inherit it
    startup, _ = timed(tasks[:2], 2)
    print(f"{args.games} games of {args.game}, {args.players} × {args.agents}; {os.cpu_count()} cores")
    print(f"workers started by {pool.start_method()}; load average {load:.2f} before")
    print(f"{'jobs':>4} {'seconds':>8} {'games/s':>8} {'our CPU':>8} {'workers':>8} {'unused':>8}")
    ratios = []
    runs: list[Run] = []
    reference: list[dict[str, object]] | None = None
    for _ in range(args.repeat):
        one, rows_one = timed(tasks, 1)
        two, rows_two = timed(tasks, 2)
        reference = reference or rows_one
        assert rows_one == rows_two == reference, "the rows must not depend on who plays them"
        show(one, args.games)
        show(two, args.games)
        ratios.append(one.wall / two.wall)
        runs += [one, two]
    each = ", ".join(f"{r:.2f}" for r in ratios)
    print(f"speed-up of 2 jobs: {statistics.median(ratios):.2f}× (the median; each run: {each})")
    print(f"workers' start-up (two games on two new workers): {startup.wall:.2f} s")
    ceiling(runs, args.games)
    print(f"load average {os.getloadavg()[0]:.2f} after")


if __name__ == "__main__":
    main()
