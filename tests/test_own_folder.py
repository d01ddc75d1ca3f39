"""A game kept in a folder of its own (outside this checkout): its scenario files, beside it in
`<folder>/tests/scenarios/<game>/`, find it with no `RULEBOOK_PATH`, and `watch` runs them."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.helpers import ROOT, rulebook

TINY = ROOT / "tests" / "fixtures" / "tiny"
SCENARIO = """kind: scenario
name: Drawing takes the top card of the deck
game: tiny
players: 2
source: "assumed: tests"
setup:
  active: 1
  zones:
    deck: [red-card, blue-card]
    hand:1: [red-card]
    hand:2: [blue-card]
steps:
  - decide: option 2
  - expect:
      zones:
        hand:1: [red-card, blue-card]
"""


def _own_game(tmp_path: Path) -> Path:
    folder = tmp_path / "my-game"
    shutil.copytree(TINY, folder)
    scenarios = folder / "tests" / "scenarios" / "tiny"
    scenarios.mkdir(parents=True)
    (scenarios / "draw.yaml").write_text(SCENARIO, encoding="utf-8")
    return folder


def test_a_scenario_finds_the_game_in_the_folder_above_it(tmp_path: Path) -> None:
    folder = _own_game(tmp_path)
    result = rulebook("test", str(folder / "tests" / "scenarios"), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed, 0 failed" in result.stdout


def test_test_dot_in_the_games_folder_runs_its_scenarios_not_its_rules(tmp_path: Path) -> None:
    folder = _own_game(tmp_path)
    result = rulebook("test", ".", cwd=folder)
    assert result.returncode == 0 and "1 passed, 0 failed" in result.stdout, result.stdout + result.stderr
    shutil.rmtree(folder / "tests")
    result = rulebook("test", ".", cwd=folder)
    assert result.returncode != 0 and "holds a game but no scenarios" in result.stdout + result.stderr


def test_a_failing_expectation_fails_against_that_game(tmp_path: Path) -> None:
    folder = _own_game(tmp_path)
    path = folder / "tests" / "scenarios" / "tiny" / "draw.yaml"
    path.write_text(SCENARIO.replace("hand:1: [red-card, blue-card]", "hand:1: [blue-card]"), encoding="utf-8")
    result = rulebook("test", str(path), cwd=tmp_path)
    assert result.returncode == 1
    assert "draw.yaml:16:9: hand:1 holds" in result.stdout, result.stdout


def test_an_unknown_game_says_where_a_game_of_ones_own_is_found(tmp_path: Path) -> None:
    folder = _own_game(tmp_path)
    path = folder / "tests" / "scenarios" / "tiny" / "draw.yaml"
    path.write_text(SCENARIO.replace("game: tiny", "game: tinyish-game-nobody-has"), encoding="utf-8")
    result = rulebook("test", str(path), cwd=tmp_path)
    assert "unknown game 'tinyish-game-nobody-has'" in result.stdout
    assert "rules/tinyish-game-nobody-has/" in result.stdout and "RULEBOOK_PATH" in result.stdout


def test_watch_runs_the_scenarios_beside_the_game(tmp_path: Path) -> None:
    folder = _own_game(tmp_path)
    result = rulebook("watch", ".", "--once", "--games", "2", "--book", str(tmp_path / "books"), cwd=folder)
    assert result.returncode == 0, result.stderr
    assert "1 scenarios" in result.stdout and "scenarios 1/1 pass" in result.stdout, result.stdout
    assert sorted(p.name for p in (tmp_path / "books").iterdir()) == ["tiny.en.md", "tiny.ru.md"]  # not ".en.md"
