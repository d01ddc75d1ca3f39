"""Reading YAML with positions: the node graph ruamel.yaml composes, walked into plain data.

`load_yaml` turns a file into plain dicts, lists, ints and `Located` strings, plus a table from
each node's path to its position, so a validation error at `("turn", 2, "do")` is reported at the
line and column of that node.

Nothing in the file is ever constructed by ruamel: only the core YAML types are read (a tag such
as `!!python/object` is refused at its position), mappings nest at most `limits.nesting` deep,
and aliases (`*name`) are followed but count toward `limits.yaml_values`, so a file of nested
aliases ("a billion laughs") stops with an error instead of filling memory. Merge keys
(`<<: *base`) are supported: the mapping takes the keys of `base` it does not set itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.composer import Composer
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.events import AliasEvent
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from interpreter.content import libyaml
from interpreter.content.reading import CONTROL, DEFAULT_LIMITS, ReadLimits, describe_char, read_text
from interpreter.content.source import Located, SourceFile
from interpreter.diagnostics import Diagnostics, Mark, shorten

PathKey = tuple[str | int, ...]

_CORE = "tag:yaml.org,2002:"
_TEXT_TAGS = frozenset({_CORE + "str", _CORE + "timestamp"})  # a date is kept as the text it was written as


@dataclass
class YamlDocument:
    path: str
    data: Any
    marks: dict[PathKey, Mark] = field(default_factory=dict)
    text: str = ""  # the file's text, as read

    def mark(self, path: PathKey) -> Mark:
        """The position of the deepest known node on `path`."""
        for cut in range(len(path), -1, -1):
            found = self.marks.get(tuple(path[:cut]))
            if found is not None:
                return found
        return Mark(self.path, 1, 1)


def load_yaml(
    path: Path | str,
    diagnostics: Diagnostics,
    display: str | None = None,
    limits: ReadLimits = DEFAULT_LIMITS,
    what: str = "file",
) -> YamlDocument | None:
    """Load one YAML file; on any problem, record it (positioned) and return None."""
    shown = display or str(path)
    text = read_text(path, shown, diagnostics, limits, what)
    if text is None:
        return None
    return parse_yaml(text, shown, diagnostics, limits)


class _Refused(Exception):
    """A node the walk will not take: positioned, reported once, and the file is not read further."""

    def __init__(self, mark: Mark, message: str, hint: str | None = None):
        super().__init__(message)
        self.mark = mark
        self.message = message
        self.hint = hint


def _composer(limits: ReadLimits) -> type[Composer]:
    class BoundedComposer(Composer):
        """ruamel's composer, refusing to nest deeper than `limits.nesting` (it composes by recursion)
        and counting each alias as the whole value it repeats, so a bomb stops at the alias that sets it off."""

        def __init__(self, loader: Any = None) -> None:
            super().__init__(loader)
            self.level = 0
            self.total = 0
            self.sizes: dict[int, int] = {}

        def compose_node(self, parent: Any, index: Any) -> Any:
            event = self.parser.peek_event()
            line, col = event.start_mark.line + 1, event.start_mark.column + 1
            if isinstance(event, AliasEvent):
                node = super().compose_node(parent, index)
                self.total += self.sizes.get(id(node), 1)
                if self.total > limits.yaml_values:
                    raise _Refused(
                        Mark("", line, col),
                        f"the alias *{shorten(str(event.anchor), 40)} brings the file to more than "
                        f"{limits.yaml_values:,} values (limits.yaml_values)",
                        _BOMB_HINT,
                    )
                return node
            self.level += 1
            try:
                if self.level > limits.nesting:
                    raise _Refused(
                        Mark("", line, col),
                        f"values nest more than {limits.nesting} deep here (limits.nesting)",
                        "a game never needs this many lists and mappings inside each other",
                    )
                node = super().compose_node(parent, index)
            finally:
                self.level -= 1
            children = node.value if isinstance(node, SequenceNode) else []
            if isinstance(node, MappingNode):
                children = [part for pair in node.value for part in pair]
            self.sizes[id(node)] = 1 + sum(self.sizes.get(id(child), 1) for child in children)
            self.total += 1
            return node

    return BoundedComposer


_BOMB_HINT = "an alias repeats its anchor's whole value; aliases of aliases multiply"


def parse_yaml(
    text: str, shown: str, diagnostics: Diagnostics, limits: ReadLimits = DEFAULT_LIMITS
) -> YamlDocument | None:
    try:
        root = _compose(text, limits)
    except _Refused as refused:
        diagnostics.add(Mark(shown, refused.mark.line, refused.mark.col), refused.message, refused.hint)
        return None
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        col = mark.column + 1 if mark else 1
        problem = shorten((error.problem or error.context or "invalid YAML").strip(), 200)
        hint = "check the indentation of this line and the lines above" if "block" in problem else None
        diagnostics.add(Mark(shown, line, col), f"YAML syntax: {problem}", hint)
        return None
    except YAMLError as error:
        diagnostics.add(Mark(shown, 1, 1), f"YAML syntax: {shorten(str(error), 200)}")
        return None
    document = YamlDocument(shown, None, text=text)
    document.marks[()] = Mark(shown, 1, 1)
    if root is None:  # an empty file
        return document
    walk = _Walk(SourceFile.from_text(shown, text), document.marks, limits.yaml_values)
    try:
        document.data = walk.value(root, ())
    except _Refused as refused:
        diagnostics.add(refused.mark, refused.message, refused.hint)
        return None
    return document


def _compose(text: str, limits: ReadLimits) -> Any:
    """The root node: from libyaml's events where they give what the pure reader gives, else (and for
    every problem, so it is reported as before) from the pure reader (see `libyaml.py`)."""
    try:
        return libyaml.compose(text, _composer(limits))
    except libyaml.Unsupported:
        yaml = YAML(typ="safe", pure=True)
        yaml.Composer = _composer(limits)
        return yaml.compose(text)


class _Walk:
    """Composed nodes → plain data, counting every value made (aliases included)."""

    def __init__(self, source: SourceFile, marks: dict[PathKey, Mark], budget: int):
        self.source = source
        self.marks = marks
        self.budget = budget
        self.left = budget

    def mark(self, node: Node) -> Mark:
        return Mark(self.source.path, node.start_mark.line + 1, node.start_mark.column + 1)

    def value(self, node: Node, path: PathKey, at: Node | None = None) -> Any:
        """The value of `node`; `at` is where to place it when it is empty (`key:` with nothing after it)."""
        self._spend(node)
        tag = _tag(node)
        if isinstance(node, MappingNode):
            self._tagged(node, tag, _CORE + "map")
            return self.mapping(node, path)
        if isinstance(node, SequenceNode):
            self._tagged(node, tag, _CORE + "seq")
            items = []
            for index, item in enumerate(node.value):
                child = (*path, index)
                self.marks[child] = self.mark(item)
                items.append(self.value(item, child))
            return items
        assert isinstance(node, ScalarNode)
        return self.scalar(node, tag, at or node)

    def _tagged(self, node: Node, tag: str, expected: str) -> None:
        if tag != expected:  # an explicit tag: `!!omap`, `!!set`, `!!python/…`, `!custom`
            raise _Refused(self.mark(node), f"the YAML tag '{_shown_tag(tag)}' is not allowed here", _TAG_HINT)

    def mapping(self, node: MappingNode, path: PathKey) -> dict[str, Any]:
        result: dict[str, Any] = {}
        seen: dict[str, Node] = {}
        for key_node, value_node, merged in self._pairs(node):
            if not isinstance(key_node, ScalarNode):
                raise _Refused(self.mark(key_node), "a key must be a single word or text, not a list or a mapping")
            name = str(key_node.value)
            if name in seen:
                if merged:  # a key the mapping sets itself, or an earlier base, wins over a merged one
                    continue
                first = self.mark(seen[name])
                raise _Refused(
                    self.mark(key_node), f"the key '{shorten(name, 60)}' appears twice (first at line {first.line})"
                )
            seen[name] = key_node
            self._add(result, path, key_node, value_node)
        return result

    def _pairs(self, node: MappingNode) -> list[tuple[Node, Node, bool]]:
        """The mapping's own key-value pairs, then those merged in by `<<` (bases in order, recursively)."""
        own: list[tuple[Node, Node, bool]] = []
        merged: list[tuple[Node, Node, bool]] = []
        for key_node, value_node in node.value:
            if _tag(key_node) != _CORE + "merge":
                own.append((key_node, value_node, False))
                continue
            bases = value_node.value if isinstance(value_node, SequenceNode) else [value_node]
            for base in bases:
                if not isinstance(base, MappingNode):
                    raise _Refused(self.mark(base), "'<<' merges a mapping (<<: *name) or a list of them")
                for key, value, _ in self._pairs(base):
                    self._spend(key)
                    merged.append((key, value, True))
        return own + merged

    def _spend(self, node: Node) -> None:
        self.left -= 1
        if self.left < 0:
            raise _Refused(
                self.mark(node),
                f"the file holds more than {self.budget:,} values once its aliases are expanded (limits.yaml_values)",
                _BOMB_HINT,
            )

    def _add(self, result: dict[str, Any], path: PathKey, key: ScalarNode, value: Node) -> None:
        tag = _tag(key)
        if tag not in _TEXT_TAGS and tag not in _KEY_TAGS:
            raise _Refused(self.mark(key), f"the YAML tag '{_shown_tag(tag)}' is not allowed here", _TAG_HINT)
        name = str(key.value)
        empty = isinstance(value, ScalarNode) and value.value == "" and value.style is None
        child = (*path, name)
        self.marks[child] = self.mark(key if empty else value)
        self.marks[(*child, "<key>")] = self.mark(key)
        located = Located(name, self.source, key.start_mark.line, key.start_mark.column)
        self._text(located)
        result[located] = self.value(value, child, key if empty else None)

    def scalar(self, node: ScalarNode, tag: str, at: Node) -> Any:
        text = str(node.value)
        if tag in _TEXT_TAGS:
            located = Located(text, self.source, at.start_mark.line, at.start_mark.column)
            self._text(located)
            return located
        if tag == _CORE + "null":
            return None
        if tag == _CORE + "bool":
            return text.lower() == "true"
        if tag == _CORE + "int":
            return self._int(node, text)
        if tag == _CORE + "float":
            return _float(text)
        raise _Refused(self.mark(node), f"the YAML tag '{_shown_tag(tag)}' is not allowed here", _TAG_HINT)

    def _int(self, node: ScalarNode, text: str) -> int:
        if len(text) > 30:
            raise _Refused(self.mark(node), f"the number '{shorten(text, 40)}' has more digits than any game needs")
        number = _int(text)
        if number is None:
            raise _Refused(self.mark(node), f"'{shorten(text, 40)}' is not a whole number")
        return number

    def _text(self, text: Located) -> None:
        bad = CONTROL.search(text)
        if bad is not None:
            raise _Refused(text.mark_at(bad.start()), f"{describe_char(bad.group())} is not allowed in text")


def _shown_tag(tag: str) -> str:
    return shorten("!!" + tag.removeprefix(_CORE) if tag.startswith(_CORE) else tag, 60)


def _tag(node: Node) -> str:
    return str(getattr(node.tag, "value", node.tag))


_KEY_TAGS = frozenset({_CORE + "int", _CORE + "bool", _CORE + "null", _CORE + "float"})  # `1:` is the key "1"
_TAG_HINT = "content files hold plain text, numbers, true/false, lists and mappings"


def _int(text: str) -> int | None:
    """A YAML 1.2 integer (`12`, `-3`, `0x1F`, `0o17`, `1_000`), or None."""
    body = text.replace("_", "")
    sign = -1 if body.startswith("-") else 1
    body = body.lstrip("+-")
    bases = {"0x": 16, "0o": 8, "0b": 2}
    base = bases.get(body[:2].lower(), 10)
    digits = body[2:] if base != 10 else body
    try:
        return sign * int(digits, base)
    except ValueError:
        return None


def _float(text: str) -> float:
    body = text.replace("_", "").lower()
    if body.lstrip("+-") == ".inf":
        return -math.inf if body.startswith("-") else math.inf
    if body == ".nan":
        return math.nan
    try:
        return float(body)
    except ValueError:
        return math.nan
