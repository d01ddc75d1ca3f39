"""pydantic validation with errors placed back on YAML lines.

pydantic reports `loc` tuples that also contain union tags and branch names; `validate_file` walks
each `loc` through the YAML data (skipping those), finds the node's line and column, and rewrites
the message in a designer's words.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from interpreter.content import models
from interpreter.content.yamlfile import PathKey, YamlDocument
from interpreter.diagnostics import Diagnostics, did_you_mean

FILE_KINDS = ("game", "symbols", "cards", "edition", "scenario")
_ADAPTER: TypeAdapter[Any] = TypeAdapter(models.ContentFile)


def _all_field_names() -> set[str]:
    names: set[str] = set()
    for value in vars(models).values():
        if isinstance(value, type) and issubclass(value, BaseModel):
            for name, info in value.model_fields.items():
                names.add(info.alias or name)
    return names


FIELD_NAMES = _all_field_names()


def validate_file(
    document: YamlDocument, diagnostics: Diagnostics, adapter: TypeAdapter[Any] | None = None
) -> Any | None:
    """Validate one content file; on errors, record them (all of them) and return None."""
    data = document.data
    if adapter is None:
        if not isinstance(data, dict):
            diagnostics.add(document.mark(()), "a content file is a mapping that starts with 'kind:'")
            return None
        kind = data.get("kind")
        if kind is None:
            diagnostics.add(
                document.mark(()),
                "missing field 'kind'",
                "every content file starts with 'kind: game', 'kind: symbols', 'kind: cards' or 'kind: edition'",
            )
            return None
        if kind not in FILE_KINDS:
            diagnostics.add(document.mark(("kind",)), f"unknown kind '{kind}'", did_you_mean(str(kind), FILE_KINDS))
            return None
    try:
        return (adapter or _ADAPTER).validate_python(data)
    except ValidationError as error:
        for item in error.errors():
            _report(document, item, diagnostics)
        return None


def _report(document: YamlDocument, error: Any, diagnostics: Diagnostics) -> None:
    path, value, dropped = _data_path(document.data, tuple(error["loc"]))
    if dropped:
        return
    kind = error["type"]
    last = str(error["loc"][-1]) if error["loc"] else ""
    hint = None
    if kind == "missing":
        message = f"missing field '{last}'"
    elif kind == "extra_forbidden":
        message = f"unknown field '{last}'"
        hint = did_you_mean(last, FIELD_NAMES)
        path = (*path, "<key>")
    elif kind == "literal_error":
        expected = re.findall(r"'([^']*)'", str(error.get("ctx", {}).get("expected", "")))
        message = f"'{value}' is not allowed here; use " + " or ".join(f"'{e}'" for e in expected)
        hint = did_you_mean(str(value), expected)
    elif kind == "union_tag_invalid":
        ctx = error.get("ctx", {})
        expected = re.findall(r"'([^']*)'", str(ctx.get("expected_tags", "")))
        message = f"unknown kind '{ctx.get('tag')}'; expected " + " or ".join(f"'{e}'" for e in expected)
        hint = did_you_mean(str(ctx.get("tag")), expected)
        path = (*path, "kind")
    elif kind == "value_error":
        message = str(error["msg"]).removeprefix("Value error, ")
    elif kind in ("int_type", "int_parsing"):
        message = f"expected a whole number, not {_show(value)}"
    elif kind in ("list_type", "tuple_type"):
        message = f"expected a list, not {_show(value)}"
    elif kind in ("dict_type", "model_type", "model_attributes_type"):
        message = f"expected a mapping (key: value lines), not {_show(value)}"
    elif kind == "bool_type":
        message = f"expected true or false, not {_show(value)}"
    elif kind == "greater_than_equal":
        message = f"must be at least {error.get('ctx', {}).get('ge')}, not {_show(value)}"
    else:
        message = str(error["msg"])
    diagnostics.add(document.mark(path), message, hint)


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def _data_path(data: Any, loc: tuple[Any, ...]) -> tuple[PathKey, Any, bool]:
    """Follow a pydantic `loc` through the data; returns (path, value there, error-is-noise)."""
    path: list[str | int] = []
    node = data
    previous_was_index = True  # the file itself is tagged like a list item
    for i, component in enumerate(loc):
        if isinstance(component, int) and isinstance(node, list) and 0 <= component < len(node):
            node = node[component]
            path.append(component)
            previous_was_index = True
            continue
        name = str(component)
        if isinstance(node, dict):
            following = str(loc[i + 1]) if i + 1 < len(loc) else None
            is_tag = name == str(node.get("kind", "do")) or (following is not None and following in node)
            if previous_was_index and is_tag:
                previous_was_index = False  # a union tag pydantic puts right after a list index
                continue
            if name in node:
                node = node[name]
                path.append(name)
                previous_was_index = False
                continue
        if name.startswith("function-plain") and isinstance(node, (dict, list)):
            return tuple(path), node, True  # the text branch of a text-or-mapping union
        if name[:1].isupper() and isinstance(node, str):
            return tuple(path), node, True  # the mapping branch of a text-or-mapping union
        previous_was_index = False
    return tuple(path), node, False
