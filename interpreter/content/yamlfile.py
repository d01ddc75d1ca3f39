"""Reading YAML with positions (ruamel.yaml round-trip loader).

`load_yaml` turns a file into plain dicts, lists and `Located` strings, plus a table from each
node's path to its position, so a validation error at `("turn", 2, "do")` can be reported at the
line and column of that node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from interpreter.content.source import Located, SourceFile
from interpreter.diagnostics import Diagnostics, Mark

PathKey = tuple[str | int, ...]


@dataclass
class YamlDocument:
    path: str
    data: Any
    marks: dict[PathKey, Mark] = field(default_factory=dict)

    def mark(self, path: PathKey) -> Mark:
        """The position of the deepest known node on `path`."""
        for cut in range(len(path), -1, -1):
            found = self.marks.get(tuple(path[:cut]))
            if found is not None:
                return found
        return Mark(self.path, 1, 1)


def load_yaml(path: Path | str, diagnostics: Diagnostics, display: str | None = None) -> YamlDocument | None:
    """Load one YAML file; on a syntax error, record it and return None."""
    shown = display or str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        diagnostics.add(Mark(shown, 1, 1), f"cannot read file: {error.strerror or error}")
        return None
    return parse_yaml(text, shown, diagnostics)


def parse_yaml(text: str, shown: str, diagnostics: Diagnostics) -> YamlDocument | None:
    yaml = YAML(typ="rt")
    yaml.allow_duplicate_keys = False
    source = SourceFile.from_text(shown, text)
    try:
        raw = yaml.load(text)
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        col = mark.column + 1 if mark else 1
        problem = (error.problem or error.context or "invalid YAML").strip()
        hint = "check the indentation of this line and the lines above" if "block" in problem else None
        diagnostics.add(Mark(shown, line, col), f"YAML syntax: {problem}", hint)
        return None
    except YAMLError as error:
        diagnostics.add(Mark(shown, 1, 1), f"YAML syntax: {error}")
        return None
    document = YamlDocument(shown, None)
    document.marks[()] = Mark(shown, 1, 1)
    document.data = _convert(raw, (), source, document.marks)
    return document


def _convert(node: Any, path: PathKey, source: SourceFile, marks: dict[PathKey, Mark]) -> Any:
    if isinstance(node, CommentedMap):
        result: dict[str, Any] = {}
        for key, value in node.items():
            line, col = node.lc.value(key) if value is not None else node.lc.key(key)
            key_line, key_col = node.lc.key(key)
            child = (*path, str(key))
            marks[child] = Mark(source.path, line + 1, col + 1)
            marks[(*child, "<key>")] = Mark(source.path, key_line + 1, key_col + 1)
            name = Located(str(key), source, key_line, key_col)
            result[name] = _convert_scalar(value, child, source, marks, line, col)
        return result
    if isinstance(node, CommentedSeq):
        items = []
        for index, value in enumerate(node):
            line, col = node.lc.item(index)
            child = (*path, index)
            marks[child] = Mark(source.path, line + 1, col + 1)
            items.append(_convert_scalar(value, child, source, marks, line, col))
        return items
    return node


def _convert_scalar(
    value: Any, path: PathKey, source: SourceFile, marks: dict[PathKey, Mark], line: int, col: int
) -> Any:
    if isinstance(value, (CommentedMap, CommentedSeq)):
        return _convert(value, path, source, marks)
    if isinstance(value, str):
        return Located(str(value), source, line, col)
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    return Located(str(value), source, line, col)
