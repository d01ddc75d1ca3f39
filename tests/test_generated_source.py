"""Rules compiled to Python source play exactly as the closures they replace.

Expressions are written out as generated functions (`compile/source.py`) and operations are fused
into generated functions (`fusion.py`); `RULEBOOK_NO_SOURCE=1` builds the same game from closures
alone. Both builds must give the same decisions, keys, events and end in every game, and what is
generated must point back to the rules it comes from.
"""

from __future__ import annotations

import linecache
import shutil
from pathlib import Path
from typing import Any

import pytest

from interpreter.content.library import game_folders, game_ids, load_spec
from interpreter.diagnostics import Diagnostics
from interpreter.engine.build import build_game, load_game
from interpreter.engine.code import Code
from interpreter.engine.game import Game
from interpreter.engine.state import State
from interpreter.errors import RulebookError
from tests.helpers import ROOT
from tests.test_shortcuts import played

TINY = ROOT / "tests" / "fixtures" / "tiny"


def fresh(game_id: str, folders: list[Path] | None = None) -> Game:
    """A game built now (not the cached one), under the environment the test set."""
    diagnostics = Diagnostics()
    spec = load_spec(folders or game_folders(game_id), diagnostics)
    assert spec is not None and not diagnostics
    game = build_game(spec, None, diagnostics)
    assert game is not None
    return game


@pytest.mark.parametrize("game_id", game_ids())
def test_generated_source_plays_as_the_closures(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    generated = played(load_game(game_id), range(5))
    monkeypatch.setenv("RULEBOOK_NO_SOURCE", "1")
    plain = fresh(game_id)
    assert not any(hasattr(op, "__code__") and op.__code__.co_name == "first_use" for op in _ops(plain))
    assert generated == played(plain, range(5))


def _ops(game: Game) -> list[Any]:
    return [op for code in game.codes.values() for op in code.ops]


def test_a_condition_is_one_generated_function_named_after_its_rule() -> None:
    game = load_game("frozen2")
    check = next(c for c in game.end if c.id == "long-game")
    assert check.when.__code__.co_name == "generated"  # "the turn number is at least 500", written out
    probe = State.new(game, 2, 1, record=False)
    probe.turn = 500
    assert check.when(probe, {"you": 0}) is True
    probe.turn = 499
    assert check.when(probe, {"you": 0}) is False


def test_fusions_are_generated_on_first_use_and_dumped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dump = tmp_path / "generated.py"
    monkeypatch.setenv("RULEBOOK_DUMP_SOURCE", str(dump))
    game = fresh("frozen2")
    turn: Code = game.codes["turn"]
    assert turn.ops[0].__code__.co_name == "first_use"  # nothing is compiled while the game loads
    state = State.new(game, 3, 7, record=False)
    state.apply(0)
    assert turn.ops[0].__code__.co_name == "fused"
    assert turn.ops[0].__code__.co_filename == "<rulebook turn pc 0>"
    text = dump.read_text(encoding="utf-8")
    assert "def fused(state, frame):" in text and "def generated(state, env):" in text
    assert "rules/frozen2/game.yaml:" in text  # each generated expression names the rule it comes from


def test_an_error_in_a_fused_operation_is_placed_at_its_own_statement(tmp_path: Path) -> None:
    """`if …: draw …` then a statement that fails: the failing one is reached inside a fusion of the
    turn's operations, yet the error names its own line."""
    shutil.copytree(TINY, tmp_path / "content")
    game_file = tmp_path / "content" / "rules" / "tiny" / "game.yaml"
    text = game_file.read_text(encoding="utf-8")
    failing = "gain (the turn number / (the turn number - the turn number)) points. choose one: discard 1"
    assert '"choose one: discard 1' in text
    game_file.write_text(text.replace('"choose one: discard 1', f'"{failing}'), encoding="utf-8")
    game = fresh("tiny", [tmp_path / "content" / "rules" / "tiny", tmp_path / "content" / "cards" / "tiny"])
    with pytest.raises(RulebookError) as raised:
        state = State.new(game, game.min_players, 1, record=False)
        while not state.is_terminal:
            state.apply(0)
    assert raised.value.mark is not None
    assert raised.value.mark.path.endswith("game.yaml")
    line = next(i for i, row in enumerate(game_file.read_text(encoding="utf-8").splitlines(), 1) if failing in row)
    assert raised.value.mark.line == line


def test_a_statement_with_no_choice_is_one_generated_function(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "draw 1 card" (an option of the turn's choice) runs as one function with the draw written out;
    with `RULEBOOK_NO_SOURCE=1` every statement is its verbs' closures."""

    def written(game: Game) -> list[str]:
        runs = [getattr(op, "run", None) for op in game.codes["turn"].ops]
        code = [run.__code__ for run in runs if run is not None and hasattr(run, "__code__")]
        return ["".join(linecache.getlines(c.co_filename)) for c in code if c.co_name == "generated"]

    texts = written(fresh("frozen2"))
    assert any("'draw', actor)" in text and 'env["subj"] = env["you"]' in text for text in texts), texts
    monkeypatch.setenv("RULEBOOK_NO_SOURCE", "1")
    assert written(fresh("frozen2")) == []
