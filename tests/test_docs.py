"""docs/dsl.md cannot drift: its examples parse, check and render exactly as the page says, and every
construct of the language appears in at least one example."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from interpreter.content.library import load_spec, resolve_target
from interpreter.content.source import Located, SourceFile
from interpreter.diagnostics import Diagnostics
from interpreter.dsl import nodes as n
from interpreter.dsl.check import Scope, check
from interpreter.dsl.parser import parse
from interpreter.engine.build import load_game
from interpreter.engine.build_checks import vocabulary as _vocabulary
from interpreter.render.text import renderer_for
from tests.helpers import ROOT

DOC = ROOT / "docs" / "dsl.md"
GAMES = {
    "frozen2": "frozen2",
    "talespin": "talespin",
    "seasons": "seasons",
    "gaslands": "gaslands",
    "zombie-locations": "zombie-locations",
    "tiny": str(ROOT / "tests" / "fixtures" / "tiny"),
    "pairs": str(ROOT / "tests" / "fixtures" / "pairs"),
}
ROW = re.compile(r"^\| (effect|condition|number|players|event|price) \| `(.+?)` \| (.*?) \| (.*?) \|$")


def examples(text: str) -> list[tuple[int, str, str, str, str, str]]:
    """(line index, game, entry, dsl, english, russian) for every example row."""
    game = "frozen2"
    found: list[tuple[int, str, str, str, str, str]] = []
    for index, line in enumerate(text.splitlines()):
        marker = re.match(r"<!-- game: ([\w-]+) -->", line)
        if marker:
            game = marker.group(1)
        row = ROW.match(line)
        if row:
            entry, dsl, english, russian = row.groups()
            found.append((index, game, entry, dsl, english, russian))
    return found


def render_example(game_name: str, entry: str, dsl: str) -> tuple[Any, str, str]:
    target = GAMES[game_name]
    game = load_game(target)
    diagnostics = Diagnostics()
    spec = load_spec(resolve_target(target), diagnostics)
    assert spec is not None
    text = Located(dsl, SourceFile.from_text("docs/dsl.md", dsl), 0, 0)
    node = parse(text, entry, diagnostics)  # type: ignore[arg-type]
    assert node is not None, [str(d) for d in diagnostics]
    checked = check(
        node,
        _vocabulary(spec, Diagnostics()),
        text,
        diagnostics,
        Scope(facts=True, that=True, card=True, this=True, procedure="*"),
    )
    assert not diagnostics, [str(d) for d in diagnostics]
    return checked, renderer_for(game, "en").sentence(checked), renderer_for(game, "ru").sentence(checked)


def test_examples_render_as_documented(request: pytest.FixtureRequest) -> None:
    text = DOC.read_text(encoding="utf-8")
    lines = text.splitlines()
    wrong = []
    for index, game, entry, dsl, en, ru in examples(text):
        _, rendered_en, rendered_ru = render_example(game, entry, dsl)
        if (en, ru) != (rendered_en, rendered_ru):
            wrong.append(f"docs/dsl.md:{index + 1}: `{dsl}` renders as '{rendered_en}' / '{rendered_ru}'")
            lines[index] = f"| {entry} | `{dsl}` | {rendered_en} | {rendered_ru} |"
    if wrong and request.config.getoption("--update-golden"):
        DOC.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return
    assert not wrong, "\n".join(wrong)


def test_every_construct_has_an_example() -> None:
    seen: set[type] = set()
    for _, game, entry, dsl, _, _ in examples(DOC.read_text(encoding="utf-8")):
        node, _, _ = render_example(game, entry, dsl)
        seen.update(type(x) for x in node.walk())
    internal = {n.Ref, n.NamedValue, n.Variable, n.Effect, n.Chain}  # rewritten by the checker, or structural
    missing = {t.__name__ for t in n.NODE_TYPES} - {t.__name__ for t in seen} - {t.__name__ for t in internal}
    assert not missing, f"docs/dsl.md has no example of {sorted(missing)}"


def test_every_grammar_rule_is_documented() -> None:
    from interpreter.dsl.parser import node_types_in_grammar

    rules = node_types_in_grammar()
    assert {"draw", "play", "choose_one", "if_", "can", "end_shows"} <= rules
    text = DOC.read_text(encoding="utf-8")
    for verb in (
        "draw",
        "discard",
        "pass",
        "give",
        "take",
        "play",
        "another turn",
        "gain",
        "lose",
        "pay",
        "win",
        "shuffle",
        "put",
        "resolve",
        "nothing",
    ):
        assert f"`{verb}" in text or f" {verb} " in text, verb


def test_doc_path_exists() -> None:
    assert Path(DOC).is_file()
