"""Shared test setup: scenario files become pytest items; golden files can be regenerated.

pytest --update-golden     rewrites tests/golden/* (and other golden files) from current output
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from interpreter.scenario import run_file

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", help="rewrite golden files from the current output")


@pytest.fixture(scope="session", autouse=True)
def check_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """`rulebook check` run by a test keeps its cache in the test session's own folder: never in the
    checkout, nor in a test's folder whose contents the test inspects."""
    folder = tmp_path_factory.mktemp("rulebook-cache")
    before = os.environ.get("RULEBOOK_CACHE_DIR")
    os.environ["RULEBOOK_CACHE_DIR"] = str(folder)
    yield folder
    if before is None:
        del os.environ["RULEBOOK_CACHE_DIR"]
    else:
        os.environ["RULEBOOK_CACHE_DIR"] = before


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Any:
    """`golden(name, text)`: compare with tests/golden/<name>, or rewrite it with --update-golden."""
    update = request.config.getoption("--update-golden")

    def check(name: str, text: str) -> None:
        path = ROOT / "tests" / "golden" / name
        if update or not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            if not update:
                pytest.fail(f"golden file {path.relative_to(ROOT)} did not exist; written now — review and commit it")
        expected = path.read_text(encoding="utf-8")
        assert text == expected, f"output differs from tests/golden/{name} (rerun with --update-golden if intended)"

    return check


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    if file_path.suffix == ".yaml" and SCENARIOS in file_path.parents:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self) -> Iterator[pytest.Item]:
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        outcome = run_file(self.path, str(self.path.relative_to(ROOT)))
        if not outcome.passed:
            raise ScenarioFailure("\n".join(str(f) for f in outcome.failures))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailure):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario {self.path.relative_to(ROOT)}"


class ScenarioFailure(Exception):
    pass
