"""`rulebook watch`: after an edit, what changed is reported — text, scenarios, figures — and a broken
file is reported with its position, then the loop goes on."""

from __future__ import annotations

import shutil
from pathlib import Path

from interpreter.designer.watch import Watcher, simulate
from interpreter.engine.build import load_game
from interpreter.scenario import find_scenarios, game_of
from tests.helpers import ROOT, rulebook


def test_an_edit_is_reported_with_its_text_scenarios_and_figures(tmp_path: Path) -> None:
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / part, tmp_path / part)
    scenarios = [p for p in find_scenarios([str(ROOT / "tests" / "scenarios" / "frozen2")]) if game_of(p) == "frozen2"]
    watcher = Watcher(str(tmp_path / "rules" / "frozen2"), scenarios[:6], tmp_path / "books", games=3)
    said: list[str] = []
    first = watcher.step(said.append)
    assert not first.problems and first.figures is not None and first.figures.games == 3
    assert (tmp_path / "books" / "frozen2.ru.md").read_text(encoding="utf-8").startswith("#")
    assert any("scenarios 6/6 pass" in line for line in said)

    symbols = tmp_path / "cards" / "frozen2" / "symbols.yaml"
    text = symbols.read_text(encoding="utf-8")
    assert "discard 1 card from your hand" in text
    symbols.write_text(
        text.replace("discard 1 card from your hand", "discard 2 cards from your hand", 1), encoding="utf-8"
    )
    said.clear()
    watcher.step(said.append)
    assert any(line.startswith("- symbol:") and "1 card" in line for line in said), said
    assert any(line.startswith("+ symbol:") and "2 cards" in line for line in said), said
    assert any(line.startswith("scenarios:") for line in said) and said[-1].endswith(" s)")

    symbols.write_text(
        text.replace("discard 1 card from your hand", "discard 1 kard from your hand", 1), encoding="utf-8"
    )
    said.clear()
    broken = watcher.step(said.append)
    assert broken.problems and said[0].startswith("cards/frozen2/symbols.yaml:")
    assert "problem" in said[-1]

    symbols.write_text(text, encoding="utf-8")
    said.clear()
    watcher.step(said.append)
    assert any(line.startswith("+ symbol:") and "1 card" in line for line in said), said  # back, against the last good


def test_the_short_simulation_is_the_same_for_the_same_content() -> None:
    game = load_game("frozen2")
    assert simulate(game, 4) == simulate(game, 4)


def test_watch_once_from_the_command_line() -> None:
    result = rulebook("watch", "frozen2", "--once", "--games", "2", "--book", "/tmp/rulebook-watch-test")
    assert result.returncode == 0, result.stderr
    assert "ok:" in result.stdout and "2 random games" in result.stdout
