"""`rulebook check`: every problem of the games a target names — remembered, so checking unchanged content
again costs a look-up rather than a build and a random sweep of every variant.

The check cache (like mypy's or pytest's) keeps one small JSON file per game under `.rulebook_cache/check/`
of the working folder (or `$RULEBOOK_CACHE_DIR/check/`). Its name and its `key` are a fingerprint of
everything the verdict depends on: the bytes and shown path of every content file of the game, the list
of those files, the engine's own source and grammar, and the versions of Python and the libraries that
read the content. Any edit changes the key, so a stale verdict is never found. A file that does not
parse, has another shape or carries another key is ignored (and replaced), never trusted; a verdict that
depends on the machine's speed (a sweep that ran out of time) is never stored. `--no-cache` bypasses it.

This module imports only what a look-up needs; the loader, checker and engine are imported on a miss.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from interpreter.diagnostics import ContentError, Diagnostic, Diagnostics, Mark

if TYPE_CHECKING:
    from interpreter.engine.game import Game

FORMAT = 1  # of the files; part of the key
LIBRARIES = ("lark", "pydantic", "pydantic_core", "ruamel.yaml")
MAX_ENTRY = 5_000_000  # bytes: a cache file larger than this is not read
KEPT = 256  # verdicts kept; the oldest beyond go


class CheckCache:
    """A folder of verdicts by fingerprint: `lookup(key)` and `store(key, …)`; every failure is a miss."""

    def __init__(self, folder: Path, ignored_by_git: bool = False):
        self.folder = folder
        self.ignored_by_git = ignored_by_git  # write a .gitignore of `*` in the folder above (the default's)

    def key(self, folders: Iterable[Path]) -> str | None:
        """The fingerprint of a game's check, or None when its files cannot be fingerprinted safely (a file
        that is not a regular file, or larger than the content limit: the check itself reports those)."""
        from interpreter.content.library import display_name
        from interpreter.content.reading import DEFAULT_LIMITS

        digest = hashlib.sha256()
        digest.update(engine_fingerprint().encode() + b"\0" + os.getcwd().encode() + b"\0")
        for folder in folders:
            digest.update(b"folder\0" + str(folder.resolve()).encode() + b"\0")
            for file in sorted(folder.glob("*.yaml")):
                try:
                    info = os.stat(file)
                    if not stat.S_ISREG(info.st_mode) or info.st_size > DEFAULT_LIMITS.file_size:
                        return None
                    data = file.read_bytes()
                except OSError:
                    return None
                for part in (display_name(file).encode(), data):
                    digest.update(len(part).to_bytes(8, "big") + part)
        return digest.hexdigest()

    def path(self, key: str) -> Path:
        return self.folder / f"{key[:32]}.json"

    def lookup(self, key: str) -> tuple[Diagnostics, bool] | None:
        """The stored problems and whether the files loaded (a spec was built), or None."""
        try:
            with open(self.path(key), "rb") as handle:
                data = handle.read(MAX_ENTRY + 1)
            if len(data) > MAX_ENTRY:
                return None
            entry = json.loads(data)
            if not isinstance(entry, dict) or set(entry) != {"format", "key", "loaded", "errors", "warnings"}:
                return None
            if entry["format"] != FORMAT or entry["key"] != key or not isinstance(entry["loaded"], bool):
                return None
            found = Diagnostics(_diagnostics(entry["errors"]), _diagnostics(entry["warnings"]))
        except (OSError, ValueError, TypeError, RecursionError):  # RecursionError: "[[[[…" nested too deep
            return None
        return found, entry["loaded"]

    def store(self, key: str, problems: Diagnostics, loaded: bool) -> None:
        entry = {
            "format": FORMAT,
            "key": key,
            "loaded": loaded,
            "errors": [_plain(d) for d in problems.items],
            "warnings": [_plain(d) for d in problems.warnings],
        }
        target = self.path(key)
        temporary = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            ignore = self.folder.parent / ".gitignore"
            if self.ignored_by_git and not ignore.exists():
                ignore.write_text("# made by rulebook check: a cache, safe to delete\n*\n", encoding="utf-8")
            temporary.write_text(json.dumps(entry, ensure_ascii=False), encoding="utf-8")
            temporary.replace(target)  # whole or not at all: a reader never sees half a file
            self._prune()
        except OSError:
            temporary.unlink(missing_ok=True)  # a read-only folder: the check still works, uncached

    def _prune(self) -> None:
        """Past `KEPT` verdicts, the oldest go: every edit of every game adds one."""
        entries = list(self.folder.glob("*.json"))
        if len(entries) > KEPT:
            entries.sort(key=lambda p: p.stat().st_mtime_ns)
            for old in entries[: len(entries) - KEPT]:
                old.unlink(missing_ok=True)


def default_cache() -> CheckCache:
    chosen = os.environ.get("RULEBOOK_CACHE_DIR")
    return CheckCache(Path(chosen or ".rulebook_cache") / "check", ignored_by_git=not chosen)


def _plain(diagnostic: Diagnostic) -> list[Any]:
    mark = diagnostic.mark
    return [mark.path, mark.line, mark.col, diagnostic.message, diagnostic.hint]


def _diagnostics(items: Any) -> list[Diagnostic]:
    """Stored problems back, refusing anything but the exact shape `_plain` writes."""
    if not isinstance(items, list):
        raise TypeError("not a list")
    found = []
    for item in items:
        if not (isinstance(item, list) and len(item) == 5):
            raise TypeError("not a problem")
        path, line, col, message, hint = item
        if not (isinstance(path, str) and isinstance(message, str) and (hint is None or isinstance(hint, str))):
            raise TypeError("not a problem")
        if type(line) is not int or type(col) is not int:
            raise TypeError("not a position")
        found.append(Diagnostic(Mark(path, line, col), message, hint))
    return found


@cache
def engine_fingerprint() -> str:
    """A hash of the engine's own source and grammar, of Python's version and of the installed content libraries
    (where each lies and when it was written, found without importing it): a change to any may change a verdict."""
    from importlib.util import find_spec

    digest = hashlib.sha256(f"{FORMAT} {sys.version}".encode())
    for name in LIBRARIES:
        spec = find_spec(name)
        origin = spec.origin if spec is not None else None
        if origin is not None and os.path.exists(origin):
            info = os.stat(origin)
            digest.update(f"{name} {origin} {info.st_mtime_ns} {info.st_size}\0".encode())
        else:
            digest.update(f"{name} -\0".encode())
    package = Path(__file__).resolve().parent
    grammar = package.parent / "grammar"
    files = sorted([*package.rglob("*.py"), *package.rglob("*.lark"), *grammar.glob("*.lark")])
    for file in files:
        data = file.read_bytes()
        digest.update(str(file.relative_to(package.parent)).encode() + b"\0" + len(data).to_bytes(8, "big") + data)
    return digest.hexdigest()


def load_checked(
    target: str,
    diagnostics: Diagnostics,
    built: dict[tuple[str, str], Game] | None = None,
    cache: CheckCache | None = None,
) -> list[str]:
    """Validate what `target` names (a game, a folder of games, one file) completely, adding every problem
    to `diagnostics`; returns the games checked. `built` receives the games the check built without a
    problem, by (game, variant id), as `load_game(game, variant)` would give them (`rulebook watch`
    plays them rather than build them again); `cache`, when given (and nothing is to be built), answers
    for content it has checked before."""
    from interpreter.content.library import check_targets

    try:
        found = check_targets(target)
    except ContentError as error:
        diagnostics.extend(error.diagnostics)
        return []
    for name, folders, only in found:
        problems, loaded = _check_game(name, folders, built, None if built is not None else cache)
        if only is None:
            diagnostics.extend(problems)
            continue
        mine = [d for d in problems if Path(d.mark.path).resolve() == only.resolve()]
        diagnostics.extend(mine)
        for warning in problems.warnings:
            if Path(warning.mark.path).resolve() == only.resolve():
                diagnostics.warnings.append(warning)
        if len(mine) < len(problems) and not loaded:  # other files' problems kept this one from being checked
            others = len(problems) - len(mine)
            diagnostics.add(
                Mark(str(only), 1, 1),
                f"{others} problem{'s' if others != 1 else ''} in other files of this game keep this file from being "
                "checked completely",
                f"rulebook check {folders[0]}",
            )
    return [name for name, _, _ in found]


def _check_game(
    name: str, folders: list[Path], built: dict[tuple[str, str], Game] | None, cache: CheckCache | None
) -> tuple[Diagnostics, bool]:
    """One game's problems (errors and warnings) and whether its files loaded."""
    key = cache.key(folders) if cache is not None else None
    if cache is not None and key is not None:
        hit = cache.lookup(key)
        if hit is not None:
            return hit
    from interpreter.content.library import load_spec
    from interpreter.engine.build import check_spec

    problems = Diagnostics()
    spec = load_spec(folders, problems)
    if spec is not None:
        games: dict[str, Game] | None = {} if built is not None and not problems else None
        check_spec(spec, problems, built=games)
        for variant, game in (games or {}).items():
            game.origin = (name, None)
            built[(name, variant)] = game  # type: ignore[index]
    if cache is not None and key is not None and not problems.volatile and cache.key(folders) == key:
        cache.store(key, problems, spec is not None)  # unchanged while it was checked: the verdict is the files'
    return problems, spec is not None
