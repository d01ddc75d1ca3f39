"""The editor schema: generated from the content models, shipped in docs/schema/, named by every YAML
file's modeline, and strict enough that an editor flags a misspelt field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from interpreter.content.yamlfile import load_yaml
from interpreter.designer.schema import MODELINE, SCHEMAS, modeline, schema_text
from interpreter.diagnostics import Diagnostics
from tests.helpers import ROOT

SCHEMA_DIR = ROOT / "docs" / "schema"
FILES = [
    *((f, "content") for base in ("rules", "cards") for f in sorted((ROOT / base).rglob("*.yaml"))),
    *((f, "scenario") for f in sorted((ROOT / "tests" / "scenarios").rglob("*.yaml"))),
]


def _data(path: Path) -> Any:
    document = load_yaml(path, Diagnostics())
    assert document is not None
    return document.data


def _validator(kind: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads((SCHEMA_DIR / SCHEMAS[kind]).read_text(encoding="utf-8")))


@pytest.mark.parametrize("kind", sorted(SCHEMAS))
def test_the_shipped_schema_is_what_the_models_generate(kind: str) -> None:
    shipped = (SCHEMA_DIR / SCHEMAS[kind]).read_text(encoding="utf-8")
    assert shipped == schema_text(kind), f"run `rulebook schema {kind} --output docs/schema/{SCHEMAS[kind]}`"


def test_every_shipped_yaml_file_names_its_schema_and_passes_it() -> None:
    validators = {kind: _validator(kind) for kind in SCHEMAS}
    problems = []
    for path, kind in FILES:
        first = path.read_text(encoding="utf-8").split("\n", 1)[0]
        wanted = modeline(path, SCHEMA_DIR, kind)
        if first != wanted:
            problems.append(f"{path.relative_to(ROOT)}:1: the first line should be '{wanted}'")
        for error in validators[kind].iter_errors(_data(path)):
            problems.append(f"{path.relative_to(ROOT)}: {error.message}")
    assert len(FILES) > 250 and not problems, "\n".join(problems[:20])


@pytest.mark.parametrize(
    ("kind", "sample", "mistake"),
    [
        ("content", "cards/seasons/power-cards.yaml", lambda d: d["cards"][0].__setitem__("copeis", 2)),
        ("content", "rules/frozen2/game.yaml", lambda d: d["zones"][0].__setitem__("visibilty", "hidden")),
        ("scenario", "tests/scenarios/frozen2/anna-twice.yaml", lambda d: d.__setitem__("seeds", 3)),
        ("content", "cards/frozen2/road.yaml", lambda d: d["cards"][0].__setitem__("id", "Elsa Anna")),
    ],
)
def test_a_misspelt_field_or_a_bad_id_fails_the_schema(kind: str, sample: str, mistake: Any) -> None:
    data = _data(ROOT / sample)
    assert not list(_validator(kind).iter_errors(data))
    mistake(data)
    assert list(_validator(kind).iter_errors(data))


def test_the_modeline_points_at_the_schema_from_where_the_file_lies() -> None:
    line = modeline(ROOT / "rules" / "seasons" / "game.yaml", SCHEMA_DIR, "content")
    assert line == MODELINE + "../../docs/schema/content.schema.json"
    target = (ROOT / "rules" / "seasons" / line.removeprefix(MODELINE)).resolve()
    assert target == (SCHEMA_DIR / "content.schema.json").resolve() and target.is_file()
