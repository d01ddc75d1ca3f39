"""Who plays the games: this process, worker processes (`--jobs`), or a Dask cluster (`--dask`).

All three map the same pure function over the same tasks and hand the rows back in task order,
so the rows never depend on who computed them. Work is sent in small batches: a game takes a few
milliseconds, too little to pay for a message each.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from interpreter.simulate.task import Task, play_row

Row = dict[str, Any]
Batch = tuple[int, tuple[Task, ...]]


def play_batch(batch: Batch) -> tuple[int, list[Row]]:
    """The rows of consecutive tasks; `batch[0]` is the index of the first."""
    start, tasks = batch
    return start, [play_row(task) for task in tasks]


def batches(tasks: Sequence[Task], size: int) -> list[Batch]:
    return [(i, tuple(tasks[i : i + size])) for i in range(0, len(tasks), size)]


def batch_size(count: int, workers: int) -> int:
    """Enough batches to keep every worker busy and the progress bar moving, few enough to be cheap."""
    return max(1, min(16, count // (workers * 8) or 1))


def run_tasks(
    tasks: Sequence[Task],
    jobs: int = 1,
    dask: str | None = None,
    on_rows: Callable[[int], None] | None = None,
) -> list[Row]:
    """Every task's row, in task order; `on_rows(n)` is told as each batch of n rows arrives."""
    rows: list[Row | None] = [None] * len(tasks)
    if dask is not None:
        done = _on_dask(tasks, dask)
    elif jobs > 1:
        done = _in_processes(tasks, jobs)
    else:
        done = (play_batch(b) for b in batches(tasks, 1))
    for start, found in done:
        rows[start : start + len(found)] = found
        if on_rows is not None:
            on_rows(len(found))
    assert all(row is not None for row in rows)
    return [row for row in rows if row is not None]


def _in_processes(tasks: Sequence[Task], jobs: int) -> Iterator[tuple[int, list[Row]]]:
    context = multiprocessing.get_context("forkserver")  # fresh workers: forking a process with threads is unsafe
    context.set_forkserver_preload(["interpreter.simulate.task"])
    with context.Pool(jobs) as pool:
        yield from pool.imap_unordered(play_batch, batches(tasks, batch_size(len(tasks), jobs)))


def _on_dask(tasks: Sequence[Task], address: str) -> Iterator[tuple[int, list[Row]]]:
    from distributed import Client, as_completed

    with Client(address) as client:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        futures = client.map(play_batch, batches(tasks, batch_size(len(tasks), workers)), pure=False)
        for future in as_completed(futures):
            yield future.result()
