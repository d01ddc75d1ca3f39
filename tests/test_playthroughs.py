"""Recorded playthroughs, replayed: the engine must still play every logged game identically.

A log in tests/playthroughs/ holds every decision and event of a real game. If a rule change
alters what happens, the replay shows the first line that differs; regenerate a log deliberately
with `rulebook play … --log` when the change is intended.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.session import replay
from tests.helpers import ROOT

LOGS = sorted((ROOT / "tests" / "playthroughs").glob("*.jsonl"))


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_playthrough_replays_identically(log: Path) -> None:
    same, message, result = replay(str(log))
    assert same, message
    assert result is not None and result.state.is_terminal


def test_there_are_playthroughs() -> None:
    assert len(LOGS) >= 4
