"""How long `rulebook watch` takes to report a one-card edit: the median of 10 edits.

Copies the content to a temporary folder, takes the first snapshot, then 10 times changes one
number of one card (and back), timing each snapshot: check, rule books in both languages, every
scenario of the game and a 10-game simulation.

    python bench/watch.py [GAME] [CARD-FILE] [--edits N]
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import tempfile
from pathlib import Path

from interpreter.designer.watch import Watcher
from interpreter.scenario import find_scenarios, game_of

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", nargs="?", default="seasons")
    parser.add_argument("card_file", nargs="?", default="power-cards.yaml")
    parser.add_argument("--edits", type=int, default=10)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="rulebook-watch-"))
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / part, work / part)
    scenarios = [p for p in find_scenarios([str(ROOT / "tests" / "scenarios")]) if game_of(p) == args.game]
    watcher = Watcher(str(work / "rules" / args.game), scenarios, work / "books")
    first = watcher.step(lambda line: None)
    print(f"{args.game}: first snapshot {first.seconds:.2f} s ({len(scenarios)} scenarios, 10 games)")
    cards = work / "cards" / args.game / args.card_file
    original = cards.read_text(encoding="utf-8")
    times = []
    for edit in range(args.edits):
        number = re.search(r"prestige: (\d+)", original)
        assert number is not None
        changed = original.replace(number.group(0), f"prestige: {int(number.group(1)) + 1 + edit % 2}", 1)
        cards.write_text(changed, encoding="utf-8")
        lines: list[str] = []
        shot = watcher.step(lines.append)
        times.append(shot.seconds)
        assert any("prestige" in line for line in lines), lines
    print(f"one-card edit: median {statistics.median(times):.2f} s, min {min(times):.2f} s, max {max(times):.2f} s")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
