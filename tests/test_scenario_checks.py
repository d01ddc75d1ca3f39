"""Scenario files that could pass by mistake are refused, each problem at its own line of the scenario.

Each case breaks a copy of tests/scenarios/frozen2/sven-tie.yaml, runs `rulebook test` on it, and
compares the output with tests/golden/errors/scenario-<case>.txt (`pytest --update-golden`).
"""

from __future__ import annotations

import pytest

from tests.helpers import ROOT, bounded

SVEN = (ROOT / "tests" / "scenarios" / "frozen2" / "sven-tie.yaml").read_text(encoding="utf-8")
SLIDE = (ROOT / "tests" / "scenarios" / "gaslands" / "slide-and-spin.yaml").read_text(encoding="utf-8")
SHOOT = (ROOT / "tests" / "scenarios" / "gaslands" / "shooting-six-hits-twice.yaml").read_text(encoding="utf-8")

# case -> [(text to replace, replacement)]
CASES: dict[str, list[tuple[str, str]]] = {
    "no-events-misspelt-field": [("{event: move, verb: take}", "{event: move, verb: take, symbl: sven}")],
    "no-events-misspelt-event": [("{event: move, verb: take}", "{event: reslove, symbol: sven}")],
    "empty-event-pattern": [("    - {event: resolve, symbol: sven, active: true}", "    - {}")],
    "active-out-of-range": [("  active: 1\n", "  active: 99\n")],
    "unknown-game": [("game: frozen2", "game: frozn2")],
    "unknown-variant": [("game: frozen2\n", "game: frozen2\nvariant: simpel\n")],
    "players-out-of-range": [("players: 3", "players: 7")],
    "unknown-card-in-setup": [("hand:1: [anna-sven, olaf-nokk]", "hand:1: [anna-sven, olaf-nok]")],
    "no-copies-left": [("hand:1: [anna-sven, olaf-nokk]", "hand:1: [anna-sven, anna-sven, anna-sven, olaf-nokk]")],
    "unknown-zone-in-setup": [("    road: [elsa-sven]", "    raod: [elsa-sven]")],
    "seat-out-of-range-in-a-zone": [("hand:3: [anna-olaf", "hand:4: [anna-olaf")],
    "unknown-counter": [("  active: 1\n", "  active: 1\n  counters: {crystals:1: 3}\n")],
    "event-seat-out-of-range": [("{event: resolve, symbol: sven, active: true}", "{event: resolve, player: 9}")],
    "winners-out-of-range": [("  active: 2", "  active: 2\n  winners: [5]")],
    "refused-step-states-the-question": [("  - decide: play anna-sven right", "  - decide: play anna-sven left")],
    "many-at-once": [
        ("  active: 1\n", "  active: 99\n"),
        ("{event: move, verb: take}", "{event: move, verb: take, symbl: sven}"),
        ("hand:1: [anna-sven, olaf-nokk]", "hand:1: [anna-sven, olaf-nok]"),
    ],
}
# cases that break a copy of tests/scenarios/gaslands/slide-and-spin.yaml (a game with a table)
TABLE_CASES: dict[str, list[tuple[str, str]]] = {
    "pose-of-two-numbers": [("poses: {red-bike: [360, 70, 90]}", "poses: {red-bike: [360, 70]}")],
    "pose-of-an-unknown-piece": [("poses: {red-bike: [390, 190, 135]}", "poses: {red-bik: [390, 190, 135]}")],
    "pose-of-a-missing-copy": [
        ("zones:\n    vehicles:1:", "poses: {red-bike#2: [0, 0, 0]}\n  zones:\n    vehicles:1:")
    ],
    "piece-event-misspelt-shape": [("[[drift, left], [slide, right]]", "[[drift, left], [slid, right]]")],
    "piece-event-to-not-a-pose": [("to: [390, 190, 90]", "to: 390")],
}
CASES.update(TABLE_CASES)
# cases that break a copy of tests/scenarios/gaslands/shooting-six-hits-twice.yaml (rolls fixed for its dice)
ROLLS = "rolls: {d6: [6, 5, 4, 2]}"
ROLL_CASES: dict[str, list[tuple[str, str]]] = {
    "rolls-of-an-unknown-die": [(ROLLS, "rolls: {d8: [6, 5, 4, 2]}")],
    "rolls-of-a-side-a-die-lacks": [(ROLLS, "rolls: {d6: [6, 7, 4, 0]}")],
    "rolls-of-a-missing-copy": [(ROLLS, "rolls: {d6#13: [6]}")],
    "rolls-of-an-empty-copy-number": [(ROLLS, "rolls: {d6#: [6]}")],
    "rolls-of-a-card-with-no-sides": [(ROLLS, "rolls: {blue-buggy: [1]}")],
    "rolls-that-never-happen": [(ROLLS, "rolls: {d6: [6, 5, 4, 2, 3], skid-die-1: [1]}")],
}
CASES.update(ROLL_CASES)


@pytest.fixture(scope="module")
def tested(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Every case as its own file, all run by one `rulebook test` under the memory and time limits."""
    root = tmp_path_factory.mktemp("scenarios")
    for case, edits in CASES.items():
        text = SLIDE if case in TABLE_CASES else SHOOT if case in ROLL_CASES else SVEN
        for old, new in edits:
            assert old in text, f"{case}: '{old}' is not in the scenario"
            text = text.replace(old, new, 1)
        (root / f"{case}.yaml").write_text(text, encoding="utf-8")
    result = bounded("test", *(f"{case}.yaml" for case in sorted(CASES)), cwd=root, memory_mb=512, seconds=120)
    output = result.stdout + result.stderr
    assert result.returncode == 1 and "Traceback" not in output and "internal error" not in output, output
    assert f"0 passed, {len(CASES)} failed" in result.stdout
    return result.stdout


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_scenario_that_could_pass_by_mistake_is_refused(case: str, tested: str, golden: object) -> None:
    lines = tested.splitlines()
    start = lines.index(next(line for line in lines if line.startswith(f"FAIL {case}.yaml:")))
    problems = [line for line in lines[start + 1 :] if line.startswith("  ")]
    problems = problems[: next((i for i, p in enumerate(problems) if not p.startswith(f"  {case}.yaml:")), None)]
    assert problems, tested
    text = f"FAIL TMP/case.yaml{lines[start].removeprefix(f'FAIL {case}.yaml')}\n" + "".join(
        p.replace(f"{case}.yaml", "TMP/case.yaml") + "\n" for p in problems
    )
    golden(f"errors/scenario-{case}.txt", text + "0 passed, 1 failed\n")  # type: ignore[operator]


def test_every_event_field_a_game_emits_is_known() -> None:
    """The table scenario patterns are checked against names every field `event_json` writes."""
    import json

    from interpreter.engine.events import EVENT_FIELDS

    for log in sorted((ROOT / "tests" / "playthroughs").glob("*.jsonl")):
        for line in log.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record.get("type") == "event":
                fields = set(record) - {"type", "event"}
                assert fields <= set(EVENT_FIELDS[record["event"]]), (log.name, record)
