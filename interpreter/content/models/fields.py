"""The field types every content model shares, and the strict base they all derive from.

`Text` keeps each string's YAML position so later stages can point into the file; `Id`, `StateKey`,
`Source` and `Date` are such strings with a shape of their own, refused at their line when they lack it.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BaseModel, PlainValidator, WithJsonSchema

from interpreter.content.source import Located
from interpreter.records import STRICT_MODEL


def _keep_text(value: Any) -> Located:
    if isinstance(value, Located):
        return value
    if isinstance(value, str):
        return Located(value)
    raise ValueError("expected text")


Text = Annotated[Located, PlainValidator(_keep_text), WithJsonSchema({"type": "string"})]
"""A string that remembers its YAML position."""

ID_PATTERN = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
Id = Annotated[
    Located,
    PlainValidator(lambda v: _check_id(_keep_text(v))),
    WithJsonSchema({"type": "string", "pattern": ID_PATTERN.pattern}),
]


def _check_id(value: Located) -> Located:
    if not ID_PATTERN.match(value):
        raise ValueError(f"'{value}' is not an id: use lower-case words joined by '-', such as 'discard-pile'")
    return value


STATE_KEY_PATTERN = re.compile(r"^-?\d+\+?$")
StateKey = Annotated[
    Located,
    PlainValidator(lambda v: _check_state_key(_keep_text(v if not isinstance(v, int) else str(v)))),
    WithJsonSchema({"type": "string", "pattern": STATE_KEY_PATTERN.pattern}),
]
"""A value a state names: a number ("0"), or "at least" a number ("1+")."""


def _check_state_key(value: Located) -> Located:
    if not STATE_KEY_PATTERN.match(value):
        raise ValueError(f"'{value}' is not a value: use a whole number ('2') or at least one ('1+')")
    return value


# `assumed (ru): …` is an assumption of the Russian edition only (a name the sources give in English alone)
SOURCE_PATTERN = re.compile(r"^(seed \d{3}\b.*|reference [\w.-]+\.md\b.*|assumed( \((en|ru)\))?: .+)$", re.S)


def _check_source(value: Any) -> Located:
    text = _keep_text(value)
    if not SOURCE_PATTERN.match(text.strip()):
        raise ValueError(
            "a source is 'seed NNN, <section>', 'reference <file>.md, <section>', 'assumed: <why>' "
            "or 'assumed (ru): <why>'"
        )
    return text


Source = Annotated[
    Located,
    PlainValidator(_check_source),
    WithJsonSchema(
        {"type": "string", "pattern": "^(seed [0-9]{3}|reference [A-Za-z0-9_.-]+\\.md|assumed( \\((en|ru)\\))?: )"}
    ),
]


class Strict(BaseModel):
    model_config = STRICT_MODEL


DATE_PATTERN = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")


def _check_date(value: Any) -> Located:
    text = _keep_text(str(value) if isinstance(value, int) and not isinstance(value, bool) else value)
    if not DATE_PATTERN.match(text.strip()):
        raise ValueError("a date is written YYYY-MM-DD (or YYYY-MM, or YYYY)")
    return text


Date = Annotated[
    Located, PlainValidator(_check_date), WithJsonSchema({"type": "string", "pattern": DATE_PATTERN.pattern})
]
"""When an erratum or an edition was published: `2015`, `2015-03` or `2015-03-01`."""
