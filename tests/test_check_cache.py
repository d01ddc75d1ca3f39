"""The check cache: a verdict on unchanged content is looked up, never recomputed — and never wrong.

Each test checks a copy of the tiny game with a cache of its own and compares with a check without one.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from interpreter import checking
from interpreter.checking import CheckCache, load_checked
from interpreter.diagnostics import Diagnostics
from tests.helpers import ROOT

TINY = ROOT / "tests" / "fixtures" / "tiny"
CARDS = "cards/tiny/cards.yaml"


@pytest.fixture
def content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the tiny game with a warning (a misspelt source) and an error (an unknown symbol), checked from
    its own folder (problems name files relative to the working folder)."""
    shutil.copytree(TINY, tmp_path / "content")
    edit(tmp_path / "content" / CARDS, "properties: {colour: [blue]}", "properties: {colour: [bleu]}")
    monkeypatch.chdir(tmp_path)
    return tmp_path / "content"


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def verdict(target: Path, cache: CheckCache | None) -> tuple[list[str], list[str], list[str]]:
    found = Diagnostics()
    names = load_checked(str(target), found, cache=cache)
    return names, [str(d) for d in found.sorted()], [str(d) for d in found.sorted(warnings=True)]


def entries(cache: CheckCache) -> list[Path]:
    return sorted(cache.folder.glob("*.json")) if cache.folder.is_dir() else []


def test_a_hit_gives_the_problems_of_a_fresh_check_without_checking(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = CheckCache(tmp_path / "cache")
    fresh = verdict(content, None)
    assert fresh[1], "the copy has an error to remember"
    assert verdict(content, cache) == fresh and len(entries(cache)) == 1

    def no_check(*args: object, **kwargs: object) -> None:
        raise AssertionError("a hit must not check again")

    monkeypatch.setattr("interpreter.engine.build.check_spec", no_check)
    monkeypatch.setattr("interpreter.content.library.load_spec", no_check)
    assert verdict(content, cache) == fresh


def test_one_file_of_a_game_is_answered_from_the_cache_too(content: Path, tmp_path: Path) -> None:
    cache = CheckCache(tmp_path / "cache")
    one = content / CARDS
    fresh = verdict(one, None)
    assert verdict(one, cache) == fresh == verdict(one, cache)
    assert all(CARDS in line for line in fresh[1])


def test_an_edited_card_is_checked_again(content: Path, tmp_path: Path) -> None:
    cache = CheckCache(tmp_path / "cache")
    before = verdict(content, cache)
    edit(content / CARDS, "properties: {colour: [bleu]}", "properties: {colour: [blue]}")
    after = verdict(content, cache)
    assert after == verdict(content, None) and after != before and not after[1]
    assert len(entries(cache)) == 2


def test_a_new_file_and_an_engine_change_are_checked_again(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = CheckCache(tmp_path / "cache")
    key = cache.key([content / "rules" / "tiny", content / "cards" / "tiny"])
    (content / "cards" / "tiny" / "more.yaml").write_text("kind: cards\nzone: deck\ncards: []\n", encoding="utf-8")
    assert cache.key([content / "rules" / "tiny", content / "cards" / "tiny"]) != key
    with_file = cache.key([content / "rules" / "tiny", content / "cards" / "tiny"])
    monkeypatch.setattr(checking, "engine_fingerprint", lambda: "another engine")
    assert cache.key([content / "rules" / "tiny", content / "cards" / "tiny"]) not in (key, with_file)


@pytest.mark.parametrize(
    "damage",
    [
        "not json at all {",
        "",
        "[]",
        '{"format": 1}',
        "wrong key",
        "wrong shape",
        "wrong type",
        "huge",
        "deep",
    ],
)
def test_a_corrupt_or_forged_cache_file_is_ignored_and_replaced(content: Path, tmp_path: Path, damage: str) -> None:
    cache = CheckCache(tmp_path / "cache")
    fresh = verdict(content, cache)
    [entry] = entries(cache)
    stored = json.loads(entry.read_text(encoding="utf-8"))
    if damage == "wrong key":
        text = json.dumps({**stored, "key": "0" * 64, "errors": []})
    elif damage == "wrong shape":
        text = json.dumps({**stored, "errors": [["cards.yaml", 1, 1, "forged"]]})
    elif damage == "wrong type":
        text = json.dumps({**stored, "errors": [["cards.yaml", "1", 1, "forged", None]]})
    elif damage == "deep":
        text = "[" * 1_000_000
    elif damage == "huge":
        text = " " * (checking.MAX_ENTRY + 1) + json.dumps(stored)
    else:
        text = damage
    entry.write_text(text, encoding="utf-8")
    assert verdict(content, cache) == fresh
    assert json.loads(entry.read_text(encoding="utf-8")) == stored  # checked again and written whole


def test_a_verdict_that_depends_on_the_machine_is_not_kept(
    content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sweep that runs out of time warns; a faster machine might not: such a verdict is never stored."""
    edit(content / CARDS, "properties: {colour: [bleu]}", "properties: {colour: [blue]}")  # a game to sweep
    monkeypatch.setattr("interpreter.sweep.SECONDS", 0.0)
    cache = CheckCache(tmp_path / "cache")
    _, errors, warnings = verdict(content, cache)
    assert not errors
    assert any("still going" in w for w in warnings)
    assert not entries(cache)


def test_the_command_line_gives_the_same_output_with_and_without_the_cache(content: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cli-cache"
    env = {**os.environ, "RULEBOOK_CACHE_DIR": str(folder)}

    def check(*extra: str) -> tuple[int, str, str]:
        done = subprocess.run(
            [sys.executable, "-m", "interpreter", "check", *extra, "content"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
        )
        return done.returncode, done.stdout, done.stderr

    uncached = check("--no-cache")
    assert uncached[0] == 1 and "bleu" in uncached[1]
    assert not folder.exists(), "--no-cache neither reads nor writes the cache"
    assert check() == uncached  # fills the cache
    assert len(list((folder / "check").glob("*.json"))) == 1
    assert check() == uncached  # answered by it


def test_a_hit_imports_neither_the_loader_nor_the_engine(tmp_path: Path) -> None:
    """A warm `rulebook check` is a look-up: no YAML, DSL, model, geometry or plotting library (pydantic may be:
    typer reads command-line arguments with it). The tiny game: on a busy machine a longer game's sweep may run
    out of time, and such a verdict is, rightly, not kept."""
    env = {**os.environ, "RULEBOOK_CACHE_DIR": str(tmp_path / "cache")}
    program = (
        "import sys\n"
        "from interpreter.cli import app\n"
        f"try:\n    app(['check', {str(TINY)!r}])\nexcept SystemExit as done:\n    assert not done.code, done.code\n"
        "heavy = ('lark', 'ruamel.yaml', 'shapely', 'matplotlib', 'weasyprint', 'interpreter.engine', "
        "'interpreter.content.models', 'interpreter.dsl')\n"
        "print(sorted({m for m in sys.modules if m.startswith(heavy)}))\n"
    )
    fill = [sys.executable, "-m", "interpreter", "check", str(TINY)]
    subprocess.run(fill, cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)
    done = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_old_verdicts_go(content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checking, "KEPT", 2)
    cache = CheckCache(tmp_path / "cache")
    for colour in ("bleu", "blu", "blew", "blue"):
        edit(content / CARDS, "properties: {colour: [bleu]}", f"properties: {{colour: [{colour}]}}")
        verdict(content, cache)
        edit(content / CARDS, f"properties: {{colour: [{colour}]}}", "properties: {colour: [bleu]}")
    assert len(entries(cache)) == 2
