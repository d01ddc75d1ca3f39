"""The command line as a careless user meets it: what `check` takes, exit codes, symlinks, warnings."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.helpers import ROOT, rulebook

TINY = ROOT / "tests" / "fixtures" / "tiny"


def test_check_at_the_repository_root_checks_each_game_once() -> None:
    result = rulebook("check", ".")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "exactly one 'kind: game'" not in result.stdout
    games = ["frozen2", "gaslands", "seasons", "talespin", "zombie-locations"]
    assert result.stdout.strip() == "ok: " + ", ".join(f"rules/{g}" for g in games)


def test_check_a_file_reports_that_files_problems(tmp_path: Path) -> None:
    shutil.copytree(TINY, tmp_path / "content")
    cards = tmp_path / "content" / "cards" / "tiny" / "cards.yaml"
    game = tmp_path / "content" / "rules" / "tiny" / "game.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("[blue]", "[bleu]"), encoding="utf-8")
    game.write_text(game.read_text(encoding="utf-8").replace("gain 1 point", "gain 1 pont"), encoding="utf-8")
    result = rulebook("check", "content/cards/tiny/cards.yaml", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        "content/cards/tiny/cards.yaml:5:83: unknown colour 'bleu' (did you mean 'blue'?)"
    ]
    clean = rulebook("check", "content/cards/tiny/colours.yaml", cwd=tmp_path)
    assert clean.returncode == 0 and clean.stdout.startswith("ok:")
    outside = rulebook("check", "README.md")
    assert outside.returncode == 1 and "not in a game's rules/GAME or cards/GAME folder" in outside.stdout


def test_exit_codes_are_the_documented_ones() -> None:
    import interpreter.cli

    doc = interpreter.cli.__doc__ or ""
    assert "- 1: problems found" in doc and "- 2: the command line itself is wrong" in doc
    assert rulebook("check", "--bogus").returncode == 2
    assert rulebook("play").returncode == 2
    assert rulebook("play", "frozen2", "--players", "9").returncode == 1
    assert rulebook("check", "frozn2").returncode == 1


def test_output_and_log_write_through_a_symlink(tmp_path: Path) -> None:
    real, link = tmp_path / "real.md", tmp_path / "link.md"
    real.write_text("old", encoding="utf-8")
    link.symlink_to(real)
    assert rulebook("render", "frozen2", "--output", str(link)).returncode == 0
    assert link.is_symlink() and real.read_text(encoding="utf-8").startswith("# Frozen 2")
    log_real, log_link = tmp_path / "game.jsonl", tmp_path / "link.jsonl"
    log_link.symlink_to(log_real)
    assert rulebook("play", "frozen2", "--seed", "2", "--log", str(log_link), "--json").returncode == 0
    assert log_link.is_symlink() and log_real.read_text(encoding="utf-8").startswith('{"type":"game"')


def test_svg_pictures_refuse_a_file_before_the_game_and_a_picture_they_cannot_write(tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("", encoding="utf-8")
    refused = rulebook("play", "gaslands", "--svg", str(tmp_path / "file.txt"))
    assert refused.returncode == 1 and refused.stdout == "", refused.stdout  # refused before the first line of play
    assert "is not a folder" in refused.stderr and "Traceback" not in refused.stderr
    (tmp_path / "pictures" / "table-001.svg").mkdir(parents=True)
    failed = rulebook("play", "gaslands", "--svg", str(tmp_path / "pictures"), "--json")
    assert failed.returncode == 1 and "cannot write" in failed.stderr and "table-001.svg" in failed.stderr
    assert "internal error" not in failed.stderr and "Traceback" not in failed.stderr


def test_warnings_do_not_fail_check(tmp_path: Path) -> None:
    shutil.copytree(TINY, tmp_path / "content")
    game = tmp_path / "content" / "rules" / "tiny" / "game.yaml"
    game.write_text(
        game.read_text(encoding="utf-8").replace("discard 1 card", "discard (1 - 6) cards"), encoding="utf-8"
    )
    result = rulebook("check", "content", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "content/rules/tiny/game.yaml:36:31: warning: this amount is always -5" in result.stdout


def test_an_internal_error_says_how_to_report_it() -> None:
    from interpreter import __version__
    from interpreter.cli import internal_error
    from interpreter.engine.build import load_game

    load_game("frozen2")
    text = internal_error(KeyError("x" * 10_000))
    assert text.startswith("internal error: KeyError: ") and len(text) < 1000
    assert f"rulebook {__version__}" in text and "frozen2 sha256:" in text and "RULEBOOK_DEBUG=1" in text
