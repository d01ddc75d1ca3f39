"""YAML composed from libyaml's events reads exactly as the pure reader does: the same data, the same
positions, the same problems — on every shipped file and on mangled ones (see content/libyaml.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from interpreter.content import libyaml, yamlfile
from interpreter.diagnostics import Diagnostics
from interpreter.records import Fixed
from tests.helpers import ROOT

FILES = sorted(p for folder in ("rules", "cards", "tests") for p in (ROOT / folder).rglob("*.yaml"))
MANGLE = [*" :-#{}[],'\"|>!&*?\n%@`1x", "\n  ", ": ", "- ", "é", "\t", "\u2028", "\x85", "<<: *a", "&a "]


def read(text: str, with_libyaml: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, ...]:
    """Data, positions and problems of `text`, read with libyaml's events or by the pure reader only."""
    with monkeypatch.context() as patch:
        if not with_libyaml:
            patch.setattr(libyaml, "CParser", None)
        diagnostics = Diagnostics()
        document = yamlfile.parse_yaml(text, "file.yaml", diagnostics)
    problems = [str(d) for d in diagnostics]
    if document is None:
        return None, None, problems
    return repr(document.data), document.marks, problems


def test_libyaml_is_there_and_reads_a_card_file() -> None:
    assert libyaml.available()
    text = (ROOT / "cards" / "seasons" / "power-cards.yaml").read_text(encoding="utf-8")
    assert libyaml.compose(text, yamlfile._composer(yamlfile.DEFAULT_LIMITS)) is not None


def test_every_shipped_file_reads_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    different = [
        str(path.relative_to(ROOT))
        for path in FILES
        if read(text := path.read_text(encoding="utf-8"), True, monkeypatch) != read(text, False, monkeypatch)
    ]
    assert not different


def test_mangled_files_read_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(11)
    small = [path.read_text(encoding="utf-8") for path in FILES if path.stat().st_size < 3000]
    kinds: set[str] = set()
    for _ in range(400):
        text = rng.choice(small)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(text) + 1)
            if rng.random() < 0.5:
                text = text[:at] + rng.choice(MANGLE) + text[at:]
            else:
                text = text[:at] + text[at + rng.randint(1, 6) :]
        with_events, pure = read(text, True, monkeypatch), read(text, False, monkeypatch)
        assert with_events == pure, text
        kinds.add("problem" if pure[2] else "read")
    assert kinds == Fixed({"problem", "read"})  # both kinds were met


@pytest.mark.parametrize(
    "text", ["zones:\n  &hand:1: [a, b]\n  deck: [c]\n", "a: &x [1]\nb: *x:y\n", "a: &x1 [1]\nb: *x1\n"]
)
def test_an_anchor_name_libyaml_cuts_short_reads_as_the_pure_reader_reads_it(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """YAML 1.2 names an anchor up to a space or a flow sign (`&hand:1:`); libyaml stops at the colon and reads a
    key `:1` with no problem. Such text goes to the pure reader, which reports what it reports."""
    assert read(text, True, monkeypatch) == read(text, False, monkeypatch)
