"""`rulebook simulate`: one pure function per game, the same rows whoever runs it, honest figures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from interpreter.errors import RulebookError
from interpreter.simulate.output import read_rows
from interpreter.simulate.pool import run_tasks
from interpreter.simulate.stats import Rate, Spread, mean_shift, rate_shift, summarize, wilson
from interpreter.simulate.task import Task, card_ids, fingerprint, play_row
from tests.helpers import ROOT, rulebook


def tasks(game: str = "frozen2", count: int = 24, players: int = 3) -> list[Task]:
    mark = fingerprint(game)
    seats = ("greedy", "random", "random")[:players]
    return [Task(mark, game, None, players, seats[k % players :] + seats[: k % players], 100 + k) for k in range(count)]


def test_a_row_is_a_pure_function_of_its_task() -> None:
    task = tasks("talespin", 1, 2)[0]
    row = play_row(task)
    assert play_row(task) == row
    assert row["seed"] == 100 and row["agents"] == ["greedy", "random"] and row["seats"] == [1, 2]
    assert set(row["winners"]) <= {1, 2} and row["decisions"] > 0
    cards = card_ids(row)
    assert cards and all(row[f"owner_won:{c}"] <= row[f"owned:{c}"] for c in cards)
    assert sum(row[f"played:{c}"] for c in cards) > 0


def test_rows_count_cards_from_the_table() -> None:
    """Frozen 2: every card on the road was played there, so its copies in play were played."""
    row = play_row(tasks("frozen2", 1, 2)[0])
    for card in card_ids(row):
        assert row[f"in_play:{card}"] <= row[f"played:{card}"] + 1  # the road's first card is dealt, not played
    assert sum(row[f"in_play:{c}"] for c in card_ids(row)) >= 1


def test_scores_come_from_the_score_counter() -> None:
    row = play_row(tasks("seasons", 1, 2)[0])
    assert isinstance(row["scores"], list) and len(row["scores"]) == 2
    assert play_row(tasks("frozen2", 1, 2)[0])["scores"] is None


def test_other_content_is_refused() -> None:
    task = tasks("frozen2", 1)[0]
    wrong = Task("0" * 16, task.game, task.variant, task.players, task.agents, task.seed)
    with pytest.raises(RulebookError, match="differs"):
        play_row(wrong)


def test_one_job_two_jobs_and_dask_give_the_same_rows() -> None:
    from distributed import LocalCluster

    work = tasks("frozen2", 24)
    alone = run_tasks(work, jobs=1)
    assert run_tasks(work, jobs=2) == alone
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        assert run_tasks(work, dask=cluster.scheduler_address) == alone
    assert [r["seed"] for r in alone] == list(range(100, 124))


def test_wilson_intervals() -> None:
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_shift_tests() -> None:
    shift = rate_shift(Rate(50, 100), Rate(65, 100))
    assert shift.change == pytest.approx(0.15) and shift.p_value == pytest.approx(0.0319, abs=1e-4)
    assert shift.significant and not rate_shift(Rate(50, 100), Rate(52, 100)).significant
    same = mean_shift(Spread((1.0, 2.0, 3.0)), Spread((1.0, 2.0, 3.0)))
    assert same.p_value == pytest.approx(1.0) and not same.significant
    moved = mean_shift(
        Spread(tuple(float(i % 5) for i in range(200))), Spread(tuple(float(i % 5 + 1) for i in range(200)))
    )
    assert moved.significant and moved.change == pytest.approx(1.0)


def test_summary_counts_seats_and_agents() -> None:
    rows = run_tasks(tasks("frozen2", 12))
    summary = summarize(rows)
    assert summary.games == 12 and len(summary.by_seat) == 3
    assert summary.by_agent["greedy"].total == 12 and summary.by_agent["random"].total == 24
    wins = sum(len(r["winners"]) for r in rows)
    assert sum(r.wins for r in summary.by_seat) == wins == sum(r.wins for r in summary.by_agent.values())


def test_the_command_writes_rows_and_a_report(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = rulebook(
        "simulate", "frozen2", "--games", "16", "--players", "2", "--out", str(out), "--compare", "simple"
    )
    assert result.returncode == 0, result.stderr
    assert "Win rate by seat" in result.stdout and "simple: change" in result.stdout
    rows = read_rows(out / "rows.jsonl")
    assert len(rows) == 16 and read_rows(out / "rows.parquet") == rows
    assert [r["variant"] for r in read_rows(out / "compare-rows.parquet")] == ["simple"] * 16
    assert [r["seed"] for r in read_rows(out / "compare-rows.jsonl")] == [r["seed"] for r in rows]
    page = (out / "report.html").read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") >= 5 and "Win rate by agent" in page and "two-proportion" in page
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["games"] == 16 and len(summary["shift_by_seat"]) == 2


def test_the_command_compares_a_content_folder(tmp_path: Path) -> None:
    """An erratum in a copy of the game's folders: same seeds, and the rows say which content played."""
    root = tmp_path / "edition"
    for kind in ("rules", "cards"):
        shutil.copytree(ROOT / kind / "frozen2", root / kind / "frozen2")
    game = root / "rules" / "frozen2" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("at least 500", "at least 40"), encoding="utf-8")
    out = tmp_path / "run"
    result = rulebook("simulate", "frozen2", "--games", "6", "--out", str(out), "--compare", str(root))
    assert result.returncode == 0, result.stderr
    before, after = read_rows(out / "rows.jsonl"), read_rows(out / "compare-rows.jsonl")
    assert before[0]["fingerprint"] != after[0]["fingerprint"]
    assert max(r["turns"] for r in after) <= 40


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--agents", "human"], "without people"),
        (["--agents", "random,random,random"], "3 agents for 2 players"),
        (["--compare", "nonsense"], "not a variant of frozen2"),
        (["--players", "9"], "2–4 players"),
        (["--games", "0"], "count from 1"),
    ],
)
def test_the_command_refuses_what_it_cannot_do(tmp_path: Path, args: list[str], message: str) -> None:
    result = rulebook("simulate", "frozen2", "--out", str(tmp_path / "x"), *args)
    assert result.returncode == 1 and message in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "x").exists()


def test_the_report_renders_in_a_browser(tmp_path: Path) -> None:
    """The page as a person sees it: headless Chromium draws it to a PNG of some substance."""
    import subprocess

    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        pytest.skip("headless Chromium is not installed (Debian: apt-get install chromium)")
    out = tmp_path / "run"
    assert rulebook("simulate", "frozen2", "--games", "8", "--out", str(out)).returncode == 0
    shot = tmp_path / "report.png"
    subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", f"--screenshot={shot}", "--window-size=1000,1400",
         (out / "report.html").as_uri()],
        capture_output=True, timeout=120, check=False,
    )  # fmt: skip
    assert shot.is_file() and shot.stat().st_size > 20_000


def test_workers_forked_from_a_process_without_threads_give_the_same_rows() -> None:
    """Under pytest-xdist this process runs threads, so the test above starts workers by a fork server; a plain
    process forks them (with the game already built), and a game that fails in a worker fails the run."""
    import subprocess
    import sys

    program = (
        "from interpreter.simulate.pool import run_tasks, start_method\n"
        "from interpreter.errors import RulebookError\n"
        "from tests.test_simulate import tasks\n"
        "work = tasks('frozen2', 24)\n"
        "assert start_method() == 'fork', start_method()\n"
        "assert run_tasks(work, jobs=2) == run_tasks(work, jobs=1)\n"
        "wrong = [t.__class__('0' * 16, *[getattr(t, f) for f in t.__slots__[1:]]) for t in work[:3]]\n"
        "try:\n    run_tasks(work[:20] + wrong, jobs=2)\nexcept RulebookError as error:\n    print('refused:', error)\n"
    )
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "refused:" in done.stdout and "differs" in done.stdout
