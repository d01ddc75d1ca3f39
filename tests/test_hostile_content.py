"""Hostile and broken content files: each is one positioned error, in bounded time and memory.

Every case breaks a copy of tests/fixtures/tiny, runs `rulebook check` in a subprocess under an
address-space limit and a timeout (tests/helpers.bounded), and compares the output with
tests/golden/errors/<case>.txt (`pytest --update-golden` rewrites them; review against the case).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import ROOT, bounded

TINY = ROOT / "tests" / "fixtures" / "tiny"
GAME = "rules/tiny/game.yaml"
CARDS = "cards/tiny/cards.yaml"
RED = "copies: 6, properties: {colour: [red]}"


def _replace(file: str, old: str, new: str) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        path = root / file
        text = path.read_text(encoding="utf-8")
        assert old in text, f"'{old}' is not in {file}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    return edit


def _write(file: str, data: bytes) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        (root / file).write_bytes(data)

    return edit


def _append(file: str, data: bytes) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        with open(root / file, "ab") as handle:
            handle.write(data)

    return edit


def _fifo(root: Path) -> None:
    (root / CARDS).unlink()
    os.mkfifo(root / CARDS)


def _bomb(levels: int) -> bytes:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, levels):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 9) + "]")
    return ("\n".join(["kind: cards", "zone: deck", "cards: []", *lines]) + "\n").encode()


CARDS_TEXT = (TINY / CARDS).read_bytes()

CASES: dict[str, Callable[[Path], None]] = {
    "copies-999999": _replace(CARDS, RED, "copies: 999999, properties: {colour: [red]}"),
    "copies-10e18": _replace(CARDS, RED, "copies: 1000000000000000000, properties: {colour: [red]}"),
    "players-max-huge": _replace(GAME, "max: 3,", "max: 1000000000,"),
    "byte-ff": _append(CARDS, b"  - \xff\n"),
    "utf16-with-bom": _write(CARDS, CARDS_TEXT.decode().encode("utf-16")),
    "utf16-without-bom": _write(CARDS, CARDS_TEXT.decode().encode("utf-16-le")),
    "python-tag": _append(CARDS, b'extra: !!python/object/apply:os.system ["echo owned"]\n'),
    "custom-tag": _append(CARDS, b"extra: !secret {a: 1}\n"),
    "deep-nesting": _write(CARDS, b"kind: cards\nzone: deck\ncards: " + b"[" * 5000 + b"]" * 5000 + b"\n"),
    "nul-character": _replace(CARDS, "name: {en: Blue,", "name: {en: Bl\x00ue,"),
    "esc-in-a-name": _replace(CARDS, "name: {en: Blue,", 'name: {en: "Bl\\eue",'),
    "bel-in-a-name": _replace(CARDS, "name: {en: Blue,", 'name: {en: "Blue\\a",'),
    "duplicate-key": _replace(CARDS, "zone: deck\n", "zone: deck\nzone: pile\n"),
    "fifo": _fifo,
    "alias-bomb": _write(CARDS, _bomb(9)),
    "file-too-large": _write(CARDS, CARDS_TEXT + b"# " + b"x" * 300_000 + b"\n"),
    "a-huge-word": _replace(GAME, "discard 1 card from your hand", "discard 1 card from your " + "h" * 200_000),
    "a-deep-sentence": _replace(GAME, "or draw 1 card", "or draw " + "1 + " * 3000 + "1 cards"),
    "number-too-long": _replace(CARDS, RED, "copies: " + "9" * 5000 + ", properties: {colour: [red]}"),
}


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    """Every case in its own folder, all checked by one `rulebook check` under the memory and time limits
    (one process for all: the bounds hold for each case, and the suite stays fast)."""
    root = tmp_path_factory.mktemp("hostile")
    for case, edit in CASES.items():
        shutil.copytree(TINY, root / case)
        edit(root / case)
    result = bounded("check", *sorted(CASES), cwd=root, memory_mb=512, seconds=120)
    assert result.returncode == 1 and "Traceback" not in result.stderr and "internal error" not in result.stderr
    return root, result.stdout, result.stderr


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_content_is_one_positioned_error(case: str, checked: tuple[Path, str, str], golden: object) -> None:
    _, stdout, _ = checked
    lines = [line for line in stdout.splitlines() if line.startswith(f"{case}/")]
    assert lines and all(line.count(":") >= 3 for line in lines), stdout
    assert all(len(line) < 700 for line in lines), "a message quotes an unbounded value"
    text = "".join("content/" + line.removeprefix(f"{case}/") + "\n" for line in lines)
    golden(f"errors/{case}.txt", text)  # type: ignore[operator]


def test_merge_keys_are_supported(tmp_path: Path) -> None:
    """`<<: *base` takes the keys of `base` that the mapping does not set itself."""
    shutil.copytree(TINY, tmp_path / "content")
    cards = (
        "kind: cards\nzone: deck\ncards:\n"
        "  - &red {id: red-card, name: {en: Red, ru: Красная}, copies: 6, properties: {colour: [red]},\n"
        '      source: "assumed: tests"}\n'
        "  - <<: *red\n    id: blue-card\n    name: {en: Blue, ru: Синяя}\n    properties: {colour: [blue]}\n"
    )
    (tmp_path / "content" / CARDS).write_text(cards, encoding="utf-8")
    result = bounded("check", "content", cwd=tmp_path, memory_mb=512, seconds=30)
    assert result.returncode == 0, result.stdout + result.stderr
    from interpreter.content.yamlfile import load_yaml
    from interpreter.diagnostics import Diagnostics

    document = load_yaml(tmp_path / "content" / CARDS, Diagnostics())
    assert document is not None
    blue = document.data["cards"][1]
    assert (blue["id"], blue["copies"], blue["properties"]) == ("blue-card", 6, {"colour": ["blue"]})
    assert document.mark(("cards", 1, "copies")).line == 4  # a merged value is placed where it is written


def test_a_large_card_count_builds_in_linear_time(tmp_path: Path) -> None:
    """With `limits.cards` raised, 200,000 copies of one card still check and play within bounds."""
    shutil.copytree(TINY, tmp_path / "content")
    _replace(
        GAME, 'source: "assumed: a game for tests"\n', 'source: "assumed: a game for tests"\nlimits: {cards: 300000}\n'
    )(tmp_path / "content")
    _replace(CARDS, RED, "copies: 200000, properties: {colour: [red]}")(tmp_path / "content")
    checked = bounded("check", "content", cwd=tmp_path, memory_mb=1024, seconds=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    played = bounded("play", "content", "--seed", "1", "--json", cwd=tmp_path, memory_mb=1024, seconds=60)
    assert played.returncode == 0 and '"winners"' in played.stdout, played.stderr


RUNAWAY = ROOT / "tests" / "fixtures" / "runaway" / "rules"


@pytest.mark.parametrize(
    ("game", "message", "line"),
    [
        ("divide-by-zero", "a number divided by 0 has no value", 13),
        ("mod-zero", "a number 'mod 0' has no value", 13),
        ("endless", "the game did not end within 50 turns", 17),
        ("extra-turns", "more than 100 turns in a row", 13),
        ("huge-repeat", "repeat 1000000000 times", 13),
    ],
)
def test_check_plays_a_short_random_sweep(game: str, message: str, line: int) -> None:
    """Rules that break only in play are found by `check`, at the rule, with the game that shows it."""
    result = bounded("check", str(RUNAWAY / game), memory_mb=512, seconds=60)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"{game}/game.yaml:{line}:" in result.stdout and message in result.stdout, result.stdout
    assert "in a random game of 2 players, seed 1" in result.stdout


def test_the_sweep_warns_of_a_game_that_does_not_end(tmp_path: Path) -> None:
    from interpreter.diagnostics import Diagnostics
    from interpreter.engine.build import load_game
    from interpreter.sweep import sweep

    shutil.copytree(TINY, tmp_path / "content")
    for old, new in (
        ('"a player has at least 3 points"', '"a player has at least 100000000 points"'),
        ('"the deck is empty"', '"the deck is empty and the pile is empty"'),
        (
            '"choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"',
            '"choose one: gain 1 point; or lose 1 point"',
        ),
        ('source: "assumed: a game for tests"\n', 'source: "assumed: a game for tests"\nlimits: {turns: 100000000}\n'),
    ):
        _replace(GAME, old, new)(tmp_path / "content")
    found = Diagnostics()
    sweep(load_game(str(tmp_path / "content")), found, seconds=0.2)
    assert not found.items
    assert [w.message for w in found.warnings][:1] == [
        "warning: a random game of 2 players, seed 1 was still going after 0.2 s of play; do the end rules ever hold?"
    ]
