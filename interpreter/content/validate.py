"""pydantic validation with errors placed back on YAML lines.

pydantic reports `loc` tuples that also contain union tags and branch names; `validate_file` walks
each `loc` through the YAML data (skipping those), finds the node's line and column, and rewrites
the message in a designer's words.
"""

from __future__ import annotations

import re
from functools import cache
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, Tag, TypeAdapter, ValidationError

from interpreter.content import models
from interpreter.content.yamlfile import PathKey, YamlDocument
from interpreter.diagnostics import Diagnostics, did_you_mean, shorten

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


@cache
def _adapter(root: Any) -> TypeAdapter[Any]:
    return TypeAdapter(root)


def validate_file(document: YamlDocument, diagnostics: Diagnostics, root: Any = None) -> Any | None:
    """Validate one file against `root` (by default, any content file); on errors, record them all, return None."""
    data = document.data
    adapter = _ADAPTER if root is None else _adapter(root)
    if root is None:
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
        return adapter.validate_python(data)
    except ValidationError as error:
        for item in error.errors():
            _report(document, item, diagnostics, models.ContentFile if root is None else root)
        return None


def _report(document: YamlDocument, error: Any, diagnostics: Diagnostics, root: Any) -> None:
    path, value, dropped = _data_path(document.data, tuple(error["loc"]))
    if dropped:
        return
    kind = error["type"]
    last = str(error["loc"][-1]) if error["loc"] else ""
    hint = None
    if kind == "missing":
        message = f"missing field '{last}'"
    elif kind == "extra_forbidden":
        message = f"unknown field '{shorten(last, 40)}'"
        hint = _field_hint(last, _model_at(root, tuple(error["loc"][:-1])))
        path = (*path, "<key>")
    elif kind == "literal_error":
        expected = re.findall(r"'([^']*)'", str(error.get("ctx", {}).get("expected", "")))
        message = f"{_show(value)} is not allowed here; use " + " or ".join(f"'{e}'" for e in expected)
        hint = did_you_mean(str(value)[:100], expected)
    elif kind == "union_tag_invalid":
        ctx = error.get("ctx", {})
        expected = re.findall(r"'([^']*)'", str(ctx.get("expected_tags", "")))
        tag = shorten(str(ctx.get("tag")), 40)
        message = f"unknown kind '{tag}'; expected " + " or ".join(f"'{e}'" for e in expected)
        hint = did_you_mean(str(ctx.get("tag"))[:100], expected)
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
        message = shorten(str(error["msg"]), 200)
    diagnostics.add(document.mark(path), message, hint)


def _field_hint(name: str, model: type[BaseModel] | None) -> str | None:
    """'did you mean' among the fields of the mapping the unknown field is in — not of every model."""
    if model is None:
        return did_you_mean(name[:100], FIELD_NAMES)
    fields = [info.alias or field for field, info in model.model_fields.items()]
    return did_you_mean(name[:100], fields) or f"{_described(model)} has: {', '.join(fields)}"


def _described(model: type[BaseModel]) -> str:
    words = re.sub(r"(?<!^)([A-Z])", r" \1", model.__name__).lower()
    return f"{'an' if words[0] in 'aeiou' else 'a'} {words}"


def _model_at(root: Any, loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model a pydantic `loc` leads to, following fields, list items, map values and union arms."""
    current = root
    for component in loc:
        current = _step(current, component)
        if current is None:
            return None
    current = _unwrap(current)
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _unwrap(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def _step(annotation: Any, component: Any) -> Any:
    annotation = _unwrap(annotation)
    origin = get_origin(annotation)
    if origin in (Union, UnionType):
        for arm in get_args(annotation):
            tags = [m.tag for m in getattr(arm, "__metadata__", ()) if isinstance(m, Tag)]
            inner = _unwrap(arm)
            if component in tags or getattr(inner, "__name__", None) == component:
                return inner
        return None
    if origin is list:
        return get_args(annotation)[0] if isinstance(component, int) else None
    if origin is dict:
        return get_args(annotation)[1]
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        for name, info in annotation.model_fields.items():
            if component in (name, info.alias):
                return info.annotation
    return None


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f"'{shorten(value, 60)}'"
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
