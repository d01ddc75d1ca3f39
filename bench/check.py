"""Benchmark: `rulebook check` of every game, warm, and where its time goes.

    python bench/check.py [--no-cache] [--game frozen2 ...]

A check runs twice in fresh processes: the second is the figure (the disk, Lark's table cache and the
check cache are warm, as for a designer who runs `rulebook check` again), then once more in that same
process. Each is broken down by game into imports / read YAML / models / parse DSL / check / build /
sweep / cache (time inside each stage, a stage inside another counted once, as itself; imports are the
modules the check imports when it first needs them), plus the imports of the command line before the
check starts. Figures only; tests never assert timings.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

BEGUN = time.perf_counter()
STAGES = ("imports", "read YAML", "models", "parse DSL", "check", "build", "sweep", "cache")
WATCHED = {  # stage → (module, function) pairs timed as that stage
    "imports": [("builtins", "__import__")],  # the modules a check imports when it first needs them
    "read YAML": [("interpreter.content.library", "load_yaml_cached")],
    "models": [("interpreter.content.validate", "validate_file"), ("interpreter.content.library", "validate_file")],
    "parse DSL": [("interpreter.dsl.parser", "parse"), ("interpreter.engine.build_checks", "parse")],
    "check": [("interpreter.engine.build", "check_spec")],
    "build": [("interpreter.engine.build", name) for name in ("assemble", "table_def", "compile_codes")],
    "sweep": [("interpreter.sweep", "sweep")],
    "cache": [("interpreter.checking", f"CheckCache.{name}") for name in ("key", "lookup", "store")],
}


class Stopwatch:
    """Time spent in each stage, exclusive: a stage called inside another is counted once, as itself."""

    def __init__(self) -> None:
        self.totals = dict.fromkeys(STAGES, 0.0)
        self.stack: list[list[Any]] = []  # [stage, start, time of the stages inside]

    def wrap(self, stage: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            frame: list[Any] = [stage, time.perf_counter(), 0.0]
            self.stack.append(frame)
            try:
                return function(*args, **kwargs)
            finally:
                self.stack.pop()
                spent = time.perf_counter() - frame[1]
                self.totals[stage] += spent - frame[2]
                if self.stack:
                    self.stack[-1][2] += spent

        return timed

    @contextmanager
    def watching(self) -> Iterator[None]:
        """Time the stages, in the modules loaded now and in those the check imports later (patched as they load:
        the bench itself imports nothing, so the imports it times are the check's own)."""
        import builtins

        patched: list[tuple[Any, str, Any]] = []
        done: set[tuple[str, str]] = set()

        def patch_loaded() -> None:
            for stage, places in WATCHED.items():
                for module_name, name in places:
                    module = sys.modules.get(module_name)
                    if module is None or (module_name, name) in done or module_name == "builtins":
                        continue
                    *outer, last = name.split(".")  # a function, or a method: "Class.method"
                    owner = module
                    for part in outer:
                        owner = getattr(owner, part)
                    original = getattr(owner, last, None)
                    if original is not None:
                        done.add((module_name, name))
                        patched.append((owner, last, original))
                        setattr(owner, last, self.wrap(stage, original))

        original_import = builtins.__import__
        timed_import = self.wrap("imports", original_import)

        def importing(*args: Any, **kwargs: Any) -> Any:
            module = timed_import(*args, **kwargs)
            patch_loaded()
            return module

        patch_loaded()
        builtins.__import__ = importing
        try:
            yield
        finally:
            builtins.__import__ = original_import
            for owner, name, original in patched:
                setattr(owner, name, original)


def check_games(games: list[str], use_cache: bool) -> dict[str, Any]:
    """Check each game as `rulebook check` does; each game's stages and wall time."""
    from interpreter.checking import default_cache, load_checked
    from interpreter.diagnostics import Diagnostics

    cache = default_cache() if use_cache else None
    figures: dict[str, Any] = {}
    for game in games:
        watch = Stopwatch()
        start = time.perf_counter()
        with watch.watching():
            diagnostics = Diagnostics()
            load_checked(game, diagnostics, cache=cache)
        figures[game] = {"wall": time.perf_counter() - start, **watch.totals, "problems": len(diagnostics)}
    return figures


def inner(games: list[str], use_cache: bool) -> None:
    import interpreter.cli  # noqa: F401  (what `rulebook check` imports before it starts)

    imported = time.perf_counter() - BEGUN
    first = check_games(games, use_cache)
    again = check_games(games, use_cache)
    print(json.dumps({"imports": imported, "first": first, "again": again}))


def fresh(games: list[str], use_cache: bool) -> tuple[float, dict[str, Any]]:
    command = [sys.executable, __file__, "--inner", *(["--no-cache"] if not use_cache else []), *games]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=Path(__file__).parents[1])
    return time.perf_counter() - start, json.loads(done.stdout)


def table(title: str, figures: dict[str, Any], start: float | None) -> None:
    print(f"\n{title}")
    print(f"{'game':18} {'total':>7} " + " ".join(f"{s:>9}" for s in STAGES) + f" {'other':>7}")
    totals = dict.fromkeys(["wall", *STAGES], 0.0)
    for game, row in figures.items():
        other = row["wall"] - sum(row[s] for s in STAGES)
        print(f"{game:18} {row['wall']:7.3f} " + " ".join(f"{row[s]:9.3f}" for s in STAGES) + f" {other:7.3f}")
        for key in totals:
            totals[key] += row[key]
    other = totals["wall"] - sum(totals[s] for s in STAGES)
    print(f"{'all':18} {totals['wall']:7.3f} " + " ".join(f"{totals[s]:9.3f}" for s in STAGES) + f" {other:7.3f}")
    if start is not None:
        print(f"{'+ start':18} {start:7.3f}   (the imports of the command line, before the check starts)")
        print(f"{'= warm check':18} {start + totals['wall']:7.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", help="Game ids (default: every game).")
    parser.add_argument("--no-cache", action="store_true", help="Check without the check cache.")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).parents[1]))
    if args.inner:
        inner(args.games, not args.no_cache)
        return
    from interpreter.content.library import game_ids

    games = args.games or game_ids()
    use_cache = not args.no_cache
    fresh(games, use_cache)  # warms the disk, Lark's tables and the cache
    wall, figures = fresh(games, use_cache)
    print(f"rulebook check of {', '.join(games)} ({'with' if use_cache else 'without'} the check cache)")
    table("a fresh process, warm (the second run):", figures["first"], figures["imports"])
    table("again in the same process:", figures["again"], None)
    print(f"\nthe fresh process from start to exit: {wall:.3f} s")


if __name__ == "__main__":
    main()
