"""How the engine declares its immutable values, in one place.

`record` makes a class an immutable dataclass with slots: parsed nodes, diagnostics, definitions
built once and shared freely. `Fixed` is an immutable set (of symbols, labels, rule ids), and
`STRICT_MODEL` the configuration of the content models: unknown fields refused, no coercion,
immutable once validated.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar, dataclass_transform

if TYPE_CHECKING:  # a typed dict: the value is a plain dict, so the records need not import pydantic
    from pydantic import ConfigDict

T = TypeVar("T")

Fixed = frozenset
NOTHING: Fixed[str] = Fixed()  # the empty set, as a default
STRICT_MODEL: ConfigDict = {"extra": "forbid", "frozen": True, "strict": True, "populate_by_name": True}


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    return dataclass(frozen=True, slots=True)(cls)
