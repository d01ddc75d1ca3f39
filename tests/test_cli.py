"""The command line, run as a user would run it (a fresh process each time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT, rulebook


def test_games_lists_variants() -> None:
    result = rulebook("games")
    assert result.returncode == 0
    assert "frozen2" in result.stdout and "simple" in result.stdout and "four-powers" in result.stdout


def test_play_json_summary() -> None:
    result = rulebook("play", "frozen2", "--players", "4", "--seed", "3", "--json")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert {"game", "variant", "players", "seed", "winners", "scores", "turns", "decisions"} <= set(summary)
    assert summary["game"] == "frozen2" and summary["players"] == 4 and summary["seed"] == 3
    assert summary["winners"] and summary["turns"] > 0 and summary["decisions"] > 0


def test_play_text_in_both_languages() -> None:
    en = rulebook("play", "frozen2", "--players", "2", "--seed", "1")
    ru = rulebook("play", "frozen2", "--players", "2", "--seed", "1", "--lang", "ru")
    assert en.returncode == ru.returncode == 0
    assert "— Turn 1: Player 1 —" in en.stdout
    assert "— Ход 1: игрок 1 —" in ru.stdout
    assert en.stdout.strip().splitlines()[-1].startswith("Game over")


def test_mixed_agents_and_variants() -> None:
    for variant in ("simple", "four-powers"):
        result = rulebook(
            "play", "frozen2", "--players", "3", "--variant", variant, "--agents", "first,random,first", "--json"
        )
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout)["variant"] == variant


def test_log_is_byte_identical_across_processes(tmp_path: Path) -> None:
    logs = []
    for hash_seed in ("1", "2"):
        path = tmp_path / f"game{hash_seed}.jsonl"
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        subprocess.run(
            [
                sys.executable,
                "-m",
                "interpreter",
                "play",
                "frozen2",
                "--players",
                "3",
                "--seed",
                "11",
                "--log",
                str(path),
                "--json",
            ],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
        )
        logs.append(path.read_bytes())
    assert logs[0] == logs[1]
    first = json.loads(logs[0].splitlines()[0])
    assert first["type"] == "game" and first["seed"] == 11


def test_replay_confirms_and_detects_tampering(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    assert rulebook("play", "frozen2", "--players", "3", "--seed", "4", "--log", str(log), "--json").returncode == 0
    result = rulebook("replay", str(log))
    assert result.returncode == 0 and "identical" in result.stdout
    lines = log.read_text(encoding="utf-8").splitlines()
    last = json.loads(lines[-1])
    last["winners"] = [9]
    lines[-1] = json.dumps(last, ensure_ascii=False, separators=(",", ":"))
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = rulebook("replay", str(log))
    assert result.returncode == 1 and "differs" in result.stdout


def test_view_log_hides_other_hands(tmp_path: Path) -> None:
    log = tmp_path / "view.jsonl"
    assert (
        rulebook(
            "play", "frozen2", "--players", "3", "--seed", "2", "--view", "1", "--log", str(log), "--json"
        ).returncode
        == 0
    )
    for line in log.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record.get("event") == "move" and record["verb"] == "draw" and record["to"] != "hand:1":
            assert record["cards"] == {"hidden": len(record["cards"]["hidden"] * [0])}
        if record.get("type") == "decision" and record["player"] != 1:
            assert "action" not in record


def test_script_agent_and_human_agent(tmp_path: Path) -> None:
    script = tmp_path / "answers.yaml"
    script.write_text("answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n", encoding="utf-8")
    result = rulebook("play", "frozen2", "--players", "2", "--seed", "5", "--agents", f"script:{script},first")
    assert "no answer left" in result.stderr or result.returncode == 0
    human = rulebook("play", "frozen2", "--players", "2", "--seed", "5", "--agents", "human,first", stdin="1\n" * 400)
    assert human.returncode == 0, human.stderr
    assert (
        "Choose one" in human.stdout
        and "Player 1's hand: " in human.stdout
        and "Player 2's hand: 5 hidden" in human.stdout
    )


def test_render_writes_markdown_atomically(tmp_path: Path) -> None:
    out = tmp_path / "rules.md"
    result = rulebook("render", "frozen2", "--lang", "ru", "--output", str(out))
    assert result.returncode == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# Холодное сердце 2: Зачарованный лес")
    bad = rulebook("render", "frozen2", "--lang", "de", "--output", str(tmp_path / "x.md"))
    assert bad.returncode == 1 and not (tmp_path / "x.md").exists()


def test_explain_shows_yaml_dsl_both_languages_and_source() -> None:
    result = rulebook("explain", "frozen2", "nokk")
    assert result.returncode == 0
    out = result.stdout
    assert "- id: nokk" in out
    assert "dsl: discard all cards of the road except the played card and the joined card" in out
    assert "en: Discard all cards on the road except the played card and the card it joined." in out
    assert "ru: Сбросьте все карты с дороги, кроме выложенной карты и карты, к которой её присоединили." in out
    assert "source: seed 001, «Нокк»" in out
    missing = rulebook("explain", "frozen2", "nok")
    assert missing.returncode == 1 and "did you mean 'nokk'?" in missing.stderr


@pytest.mark.parametrize(
    ("game", "name", "heading"),
    [
        ("talespin", "choose-defender", "== rule choose-defender"),  # a step of a procedure
        ("seasons", "roll-dice", "== rule roll-dice"),  # a step of the round
        ("seasons", "reserve-shrinks", "== trigger reserve-shrinks"),  # a trigger of the rules
    ],
)
def test_explain_finds_every_rule(game: str, name: str, heading: str) -> None:
    result = rulebook("explain", game, name, "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(heading) and "   en: " in result.stdout


def test_usage_errors_are_one_line() -> None:
    for args in (
        ["play", "frozen2", "--players", "9"],
        ["play", "frozen2", "--agents", "clever"],
        ["play", "frozen2", "--variant", "hard"],
        ["replay", "missing.jsonl"],
    ):
        result = rulebook(*args)
        assert result.returncode == 1, args
        assert "Traceback" not in result.stdout + result.stderr
