"""Small helpers shared by tests."""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
from pathlib import Path

from interpreter.content.source import Located, SourceFile
from interpreter.diagnostics import Diagnostics
from interpreter.dsl.parser import Start, parse

ROOT = Path(__file__).resolve().parents[1]


def changed_copy(fixture: str, tmp_path: Path, *changes: tuple[str, str]) -> str:
    """A copy of the fixture game `tests/fixtures/<fixture>` in `tmp_path` (a new folder under it is fine), its
    game file with each `(old, new)` replaced once (each `old` must be there); the copy's folder."""
    shutil.copytree(ROOT / "tests" / "fixtures" / fixture, tmp_path / "content")
    path = tmp_path / "content" / "rules" / fixture / "game.yaml"
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, f"'{old}' is not in the {fixture} game"
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    return str(tmp_path / "content")


def located(text: str, prefix: str = "do: ") -> Located:
    """`text` as if it were the value of `do:` on line 1 of test.yaml."""
    return Located(text, SourceFile.from_text("test.yaml", prefix + text), 0, len(prefix))


def parse_text(text: str, start: Start = "effect") -> tuple[object, list[str]]:
    diagnostics = Diagnostics()
    node = parse(located(text), start, diagnostics)
    return node, [str(d) for d in diagnostics]


def bounded(
    *args: str, cwd: Path = ROOT, memory_mb: int = 1024, seconds: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a fresh process under an address-space limit and a timeout, as an attacker's input would
    be run: the test fails if the command needs more memory (MemoryError → exit 3) or more time (TimeoutExpired)."""

    def limit() -> None:
        size = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    return subprocess.run(
        [sys.executable, "-m", "interpreter", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=seconds,
        preexec_fn=limit,
    )


def rulebook(*args: str, cwd: Path = ROOT, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the CLI in a fresh process, as a user would."""
    return subprocess.run(
        [sys.executable, "-m", "interpreter", *args], cwd=cwd, capture_output=True, text=True, input=stdin, timeout=300
    )
