"""`rulebook simulate GAME`: many games with a progress bar, rows on disk, a summary and a report."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer

from interpreter.errors import RulebookError

PEOPLE = ("human", "script")


@dataclass
class Content:
    """What one run plays: a game (id or folder), its variant, and where to find it."""

    game: str
    variant: str | None
    roots: tuple[str, ...] = ()
    label: str = ""


def simulate(
    game: Annotated[str, typer.Argument(help="Game id or folder (see `rulebook games`).")],
    games: Annotated[int, typer.Option("--games", help="How many games.")] = 100,
    players: Annotated[int | None, typer.Option("--players", help="Number of players (default: the minimum).")] = None,
    variant: Annotated[str | None, typer.Option("--variant", help="A variant id.")] = None,
    agents: Annotated[
        str, typer.Option("--agents", help="One agent for every seat, or one per seat: random, first, greedy, mcts:N …")
    ] = "random",
    seed: Annotated[int, typer.Option("--seed", help="Game k plays seed S + k.")] = 0,
    jobs: Annotated[int, typer.Option("--jobs", help="Worker processes on this machine.")] = 1,
    out: Annotated[Path, typer.Option("--out", help="Folder for rows and the report.")] = Path("simulation"),
    dask: Annotated[str | None, typer.Option("--dask", help="A Dask scheduler address, e.g. tcp://host:8786.")] = None,
    compare: Annotated[
        str | None, typer.Option("--compare", help="Also play the same seeds on another variant, edition or folder.")
    ] = None,
    rotate: Annotated[bool, typer.Option(help="Rotate the agents round the seats from game to game.")] = True,
) -> None:
    """Play many games and report win rates, lengths, scores and cards (with the shift against --compare)."""
    from rich.console import Console

    from interpreter.render.words import name_of
    from interpreter.simulate.output import write_rows, write_text
    from interpreter.simulate.report import html_report, print_summary
    from interpreter.simulate.stats import compare as compare_runs
    from interpreter.simulate.stats import summarize

    if games < 1 or jobs < 1:
        raise RulebookError("--games and --jobs count from 1")
    base = Content(game, variant, label=variant or "standard")
    loaded = _load(base)
    count = players if players is not None else loaded.min_players
    if not loaded.min_players <= count <= loaded.max_players:
        raise RulebookError(f"{loaded.id} is for {loaded.player_counts} players, not {count}")
    seats = _seats(agents, count)
    other = _other_content(base, compare, loaded) if compare else None
    if other is not None:
        _load(other)
    console = Console(stderr=True)
    started = time.perf_counter()
    rows = _run(base, count, seats, seed, games, jobs, dask, rotate, console, "playing")
    other_rows = _run(other, count, seats, seed, games, jobs, dask, rotate, console, other.label) if other else None
    elapsed = time.perf_counter() - started
    summary = summarize(rows)
    other_summary = summarize(other_rows) if other_rows else None
    comparison = compare_runs(summary, other_summary) if other_summary else None
    variant_name = "" if loaded.variant is None else f", {name_of(loaded.variant.name, 'en')}"
    title = f"{name_of(loaded.model.name, 'en')}{variant_name} — {count} players, {games} games"
    written = write_rows(out, rows)
    if other_rows:
        written += write_rows(out, other_rows, "compare-rows")
    seeds = f"{seed}–{seed + games - 1}"
    page = html_report(
        title, summary, ",".join(seats), seeds, other_summary, other.label if other else "", comparison, base.label
    )
    write_text(out / "report.html", page)
    write_text(out / "summary.json", json.dumps(_summary_json(summary, comparison), indent=1) + "\n")
    screen = Console()
    screen.print(f"[bold]{title}[/] — {games * (2 if other else 1)} games in {elapsed:.1f} s")
    print_summary(screen, summary, comparison, other.label if other else "")
    screen.print(f"wrote {', '.join(str(p) for p in [*written, out / 'report.html', out / 'summary.json'])}")


def _load(content: Content) -> Any:
    from interpreter.engine.build import load_game

    return load_game(content.game, content.variant, [Path(r) for r in content.roots] or None)


def _seats(spec: str, players: int) -> tuple[str, ...]:
    from interpreter.agents import make_agents

    names = [s.strip() for s in spec.split(",") if s.strip()] or ["random"]
    if any(name.partition(":")[0] in PEOPLE for name in names):
        raise RulebookError("simulate plays without people: use random, first, greedy, mcts:N or ismcts:N")
    seats = tuple(names * players if len(names) == 1 else names)
    make_agents(",".join(seats), players, 0)  # every name known, one per seat
    return seats


def _other_content(base: Content, other: str, loaded: Any) -> Content:
    """`--compare` names a variant of the game, `standard`, a content root holding the game, or a game folder."""
    variants = [str(v.id) for v in loaded.model.variants]
    if other in variants or other == "standard":
        return Content(base.game, None if other == "standard" else other, label=other)
    path = Path(other)
    if (path / "rules" / loaded.id / "game.yaml").is_file():
        return Content(loaded.id, base.variant, (str(path.resolve()),), label=other)
    if (path / "game.yaml").is_file():
        return Content(str(path.resolve()), base.variant, label=other)
    raise RulebookError(
        f"--compare {other}: not a variant of {loaded.id} ({', '.join(['standard', *variants])}), "
        "nor a folder with rules/<game>/game.yaml or game.yaml"
    )


def _run(
    content: Content,
    players: int,
    seats: Sequence[str],
    seed: int,
    games: int,
    jobs: int,
    dask: str | None,
    rotate: bool,
    console: Any,
    label: str,
) -> list[dict[str, Any]]:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from interpreter.simulate.pool import run_tasks
    from interpreter.simulate.progress import SpeedColumn
    from interpreter.simulate.task import Task, fingerprint

    mark = fingerprint(content.game, content.roots)
    tasks = [
        Task(mark, content.game, content.variant, players, _rotated(seats, k if rotate else 0), seed + k, content.roots)
        for k in range(games)
    ]
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        SpeedColumn(),
        TimeRemainingColumn(),
    )
    # Redrawn as rows arrive, at most ten times a second, rather than by rich's refresh thread: a process
    # without threads can fork its workers, which then start with the game already built.
    with Progress(*columns, console=console, transient=False, auto_refresh=False) as progress:
        bar = progress.add_task(label, total=games)
        drawn = [0.0]

        def advance(count: int) -> None:
            progress.advance(bar, count)
            now = time.monotonic()
            if now - drawn[0] >= 0.1:
                drawn[0] = now
                progress.refresh()

        try:
            return run_tasks(tasks, jobs, dask, advance)
        except OSError as error:
            raise RulebookError(f"cannot reach the Dask scheduler at {dask}: {error}") from None


def _rotated(seats: Sequence[str], k: int) -> tuple[str, ...]:
    k %= len(seats)
    return tuple(seats[k:]) + tuple(seats[:k])


def _summary_json(summary: Any, comparison: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "games": summary.games,
        "win_rate_by_seat": [[r.value, *r.interval] for r in summary.by_seat],
        "win_rate_by_agent": {a: [r.value, *r.interval] for a, r in summary.by_agent.items()},
        "decisions": summary.decisions.mean,
        "turns": summary.turns.mean,
        "draws": summary.draws,
        "ended_by": summary.ends,
    }
    if comparison is not None:
        data["shift_by_seat"] = [[s.change, s.p_value] for s in comparison.by_seat]
        data["shift_by_agent"] = {a: [s.change, s.p_value] for a, s in comparison.by_agent.items()}
        data["shift_decisions"] = [comparison.decisions.change, comparison.decisions.p_value]
    return data
