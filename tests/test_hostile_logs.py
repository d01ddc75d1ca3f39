"""Tampered and malformed logs: `rulebook replay` answers with `log:LINE:COL` errors, never a traceback,
and says where a replay and its log part ways (line, decision, turn, question, legal answers)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from interpreter.agents import make_agents
from interpreter.engine.build import load_game
from interpreter.errors import RulebookError
from interpreter.session import play, replay
from tests.helpers import ROOT, bounded, rulebook

LOG = ROOT / "tests" / "playthroughs" / "frozen2-2p-seed21.jsonl"


def _line(number: int, edit: Callable[[str], str]) -> Callable[[list[str]], list[str]]:
    def change(lines: list[str]) -> list[str]:
        lines[number - 1] = edit(lines[number - 1])
        return lines

    return change


def _header(**fields: object) -> Callable[[list[str]], list[str]]:
    def edit(text: str) -> str:
        record = json.loads(text)
        for key, value in fields.items():
            if value is KeyError:
                del record[key]
            else:
                record[key] = value
        return json.dumps(record, separators=(",", ":"))

    return _line(1, edit)


def _first_decision(lines: list[str]) -> int:
    return next(i for i, line in enumerate(lines, 1) if '"type":"decision"' in line)


def _decision(edit: Callable[[dict[str, object]], object]) -> Callable[[list[str]], list[str]]:
    def change(lines: list[str]) -> list[str]:
        number = _first_decision(lines)
        record = json.loads(lines[number - 1])
        edit(record)
        lines[number - 1] = json.dumps(record, separators=(",", ":"))
        return lines

    return change


# case -> (change to the log's lines, expected text in the output, expected "line:col" of the error)
CASES: dict[str, tuple[Callable[[list[str]], list[str]], str, str]] = {
    "no-seed": (_header(seed=KeyError), "no 'seed'", ":1:"),
    "no-agents": (_header(agents=KeyError), "no 'agents'", ":1:"),
    "seed-as-text": (_header(seed="5"), "'seed' cannot be \"5\"", ":1:"),
    "players-99": (_header(players=99), "not 99", ":1:"),
    "old-format": (_header(format="rulebook-log/1"), "format rulebook-log/1", ":1:"),
    "unknown-variant": (_header(variant="simpel"), "did you mean 'simple'?", ":1:"),
    "missing-folder": (_header(content="/nowhere/rules/tiny"), "cannot load the game", ":1:"),
    "a-list-line": (_line(3, lambda _: "[1,2]"), "one JSON object", ":3:1"),
    "not-json": (_line(3, lambda text: text[:-3]), "not JSON", ":3:"),
    "decision-without-action": (_decision(lambda r: r.pop("action")), "no 'action'", ":7:"),
    "changed-decision": (
        _decision(lambda r: r.update(action="play no-such-card left")),
        "decision 1 (turn 1): the log answers 'play no-such-card left', which is not a legal answer here: "
        "the game asks «Player 1: Choose one» with legal answers: ",
        ":7:",
    ),
    "truncated": (lambda lines: lines[:20], "but the game goes on: the game asks «", ":20:1"),
    "changed-event": (
        _line(8, lambda text: text[:-1] + ',"x":1}'),
        "the replay differs here, after decision 1 (turn 1)",
        ":8:1",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_tampered_log_is_a_positioned_error(case: str, tmp_path: Path) -> None:
    change, expected, where = CASES[case]
    log = tmp_path / "game.jsonl"
    log.write_text("\n".join(change(LOG.read_text(encoding="utf-8").splitlines())) + "\n", encoding="utf-8")
    output = _replayed(log)
    assert expected in output, output
    assert f"{log}{where}" in output, output


def _replayed(log: Path) -> str:
    """What replaying `log` says (in this process: the CLI prints the same text), when it does not match."""
    try:
        same, message, _ = replay(str(log))
    except RulebookError as error:
        return str(error)
    assert not same, message
    return message


def test_the_command_line_reports_a_tampered_log_in_bounds(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    log.write_text("\n".join(_header(seed="5")(LOG.read_text(encoding="utf-8").splitlines())) + "\n")
    result = bounded("replay", str(log), memory_mb=512, seconds=60)
    assert result.returncode == 1 and result.stderr.startswith(f"error: {log}:1:"), result.stderr
    assert "Traceback" not in result.stderr


def test_a_changed_fingerprint_is_said_before_replaying(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    log.write_text("\n".join(_header(fingerprint="sha256:0")(LOG.read_text().splitlines())) + "\n", encoding="utf-8")
    result = rulebook("replay", str(log))
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{log}:1:" in result.stderr and "the content changed since this log was written" in result.stderr
    assert "identical" in result.stdout


def test_a_game_played_from_a_folder_replays_from_anywhere(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "tests" / "fixtures" / "tiny", tmp_path / "content")
    log = tmp_path / "game.jsonl"
    played = rulebook("play", "content/rules/tiny", "--seed", "3", "--log", str(log), "--json", cwd=tmp_path)
    assert played.returncode == 0, played.stderr
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["format"] == "rulebook-log/2" and header["content"] == str(tmp_path / "content" / "rules" / "tiny")
    assert header["fingerprint"].startswith("sha256:")
    replayed = rulebook("replay", str(log))  # from the repository root, not from where it was played
    assert replayed.returncode == 0 and "identical" in replayed.stdout, replayed.stdout + replayed.stderr
    cards = tmp_path / "content" / "cards" / "tiny" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("copies: 6", "copies: 5"), encoding="utf-8")
    changed = rulebook("replay", str(log))
    assert "fingerprint" in changed.stderr and changed.returncode == 1


# script text -> (expected text, expected line:col)
SCRIPTS: dict[str, tuple[str, str, str]] = {
    "yaml-error": ("answers: [1, 2\n", "YAML syntax", ":2:1"),
    "python-tag": ('answers: !!python/object/apply:os.system ["echo owned"]\n', "'!!python/object/apply", ":1:10"),
    "seat-named-in-words": ("answers: {one: [1]}\n", "'one' is not a seat", ":1:11"),
    "seat-out-of-range": ("answers: {9: [1]}\n", "'9' is not a seat", ":1:11"),
    "answer-is-a-mapping": ("answers: [1, {a: 1}]\n", "an answer is an option's key", ":1:14"),
    "illegal-answer": ('answers: [1, "fly away"]\n', "'fly away' is not a legal answer for player 1 here", ":1:14"),
    "option-out-of-range": ("answers: [1, 77]\n", "option 77 does not exist", ":1:14"),
    "unknown-field": ("answrs: [1]\n", "unknown field 'answrs'", ":1:1"),
}


@pytest.mark.parametrize("case", sorted(SCRIPTS))
def test_a_broken_script_is_a_positioned_error(case: str, tmp_path: Path) -> None:
    text, expected, where = SCRIPTS[case]
    script = tmp_path / "script.yaml"
    script.write_text(text, encoding="utf-8")
    with pytest.raises(RulebookError) as raised:
        play(load_game("frozen2"), 2, 5, make_agents(f"script:{script},first", 2, 5))
    assert expected in str(raised.value) and f"{script}{where}" in str(raised.value), str(raised.value)


def test_the_command_line_reports_a_broken_script_in_bounds(tmp_path: Path) -> None:
    script = tmp_path / "script.yaml"
    script.write_text("answers: {one: [1]}\n", encoding="utf-8")
    result = bounded("play", "frozen2", "--agents", f"script:{script},first", memory_mb=512, seconds=60)
    assert result.returncode == 1 and result.stderr.startswith(f"error: {script}:1:11:"), result.stderr
