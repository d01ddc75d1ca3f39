"""Perft-style golden counts: the number of distinct decision sequences from a fixed position.

Like chess perft, these pin the legal-action generator exactly: any change in which actions are
legal (or in how a position unfolds) changes a count. Chance is part of the state (its seeded
generator), so the counts are exact. `pytest --update-golden` rewrites tests/golden/perft.json.
"""

from __future__ import annotations

import json

import pytest

from interpreter.engine.build import load_game
from interpreter.engine.state import State
from tests.helpers import ROOT

# (game, variant, players, seed, decisions played first — the first answer each time — to reach mid-game)
POSITIONS = [
    ("frozen2", None, 2, 1, 0),
    ("frozen2", None, 3, 2, 0),
    ("frozen2", "four-powers", 4, 3, 0),
    ("frozen2", "simple", 3, 4, 0),
    ("talespin", None, 2, 5, 12),
    ("talespin", None, 4, 6, 20),
    ("talespin", "solo", 1, 7, 6),
    ("seasons", None, 2, 8, 0),
    ("seasons", None, 3, 9, 60),
    ("zombie-locations", None, 3, 10, 6),
    ("zombie-locations", "co-op", 2, 11, 3),
]
DEPTH = 4


def perft(state: State, depth: int) -> int:
    if depth == 0 or state.is_terminal:
        return 1
    total = 0
    for index in range(state.num_actions()):
        child = state.clone()
        child.apply(index)
        total += perft(child, depth - 1)
    return total


def counts() -> dict[str, list[int]]:
    found = {}
    for game_id, variant, players, seed, skip in POSITIONS:
        state = State.new(load_game(game_id, variant), players, seed, record=False)
        for _ in range(skip):
            state.apply(0)
        key = f"{game_id}/{variant or 'standard'}/{players}p/seed{seed}" + (f"/after{skip}" if skip else "")
        found[key] = [perft(state, d) for d in range(1, DEPTH + 1)]
    return found


def test_perft_counts(request: pytest.FixtureRequest) -> None:
    path = ROOT / "tests" / "golden" / "perft.json"
    found = counts()
    if request.config.getoption("--update-golden") or not path.exists():
        path.write_text(json.dumps(found, indent=2) + "\n", encoding="utf-8")
    assert found == json.loads(path.read_text(encoding="utf-8"))
    assert all(c[0] >= 1 and c[-1] >= c[0] for c in found.values())
