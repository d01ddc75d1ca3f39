"""Composing YAML from libyaml's events: the same node graph as ruamel's pure reader, about five times
sooner (`rulebook watch` re-reads an edited card file on every save).

libyaml (ruamel.yaml.clib's `CParser`) only scans and parses here: the events go through the same
Python composer as the pure reader's (`yamlfile._composer`: nesting and alias limits, anchors), and
the same resolver (YAML 1.2 tags, merge keys), so every later check sees the same nodes at the same
lines and columns. libyaml reads YAML 1.1, so it is used only where the two agree; anything else
raises `Unsupported` and the pure reader reads the file — and reports its problems — as before:
- text with a character YAML 1.1 reads as a line break or a space and 1.2 does not (NEL, LS, PS),
  tabs, carriage returns, a byte-order mark or a `%` directive;
- an empty plain value (`key:` with nothing after it), which libyaml places elsewhere;
- an anchor or alias whose YAML 1.2 name goes on past libyaml's letters, digits, `-` and `_` (`&a:1: x` names
  the anchor `a:1:` in 1.2, and libyaml reads the anchor `a` of a key `:1`);
- anything libyaml refuses (it is stricter: `{a:1: 2}` is a 1.2 key), and any refusal of the composer.
`tests/test_libyaml.py` compares both on every shipped file and on thousands of mangled ones.
"""

from __future__ import annotations

import re
from typing import Any

from ruamel.yaml.composer import Composer
from ruamel.yaml.resolver import VersionedResolver

try:
    from ruamel.yaml.main import CParser
except ImportError:  # pragma: no cover - ruamel.yaml without its C extension: the pure reader only
    CParser = None

# What libyaml (YAML 1.1) reads otherwise than the pure reader (YAML 1.2), or places otherwise.
_PURE_ONLY = re.compile("[\x85\u2028\u2029\t\r\ufeff]|^%", re.MULTILINE)
_NAME_ENDS = " \n,[]{}"  # what ends an anchor's or an alias's name in YAML 1.2 (tabs and CRs never come here)


class Unsupported(Exception):
    """This text is for the pure reader."""


def available() -> bool:
    return CParser is not None


def compose(text: str, composer: type[Composer]) -> Any:
    """The root node of `text` composed by `composer` from libyaml's events, or `Unsupported`."""
    if CParser is None or _PURE_ONLY.search(text):
        raise Unsupported
    try:
        return _composer(composer)(_Events(text)).get_single_node()
    except Exception as error:  # a refusal, a syntax error, a limit: the pure reader says it its way
        raise Unsupported from error


class _Scanner:
    yaml_version = None  # no `%YAML` directive (those texts go to the pure reader): YAML 1.2


class _Events:
    """What ruamel's composer reads from: libyaml's events and the resolver of `YAML(typ="safe")`."""

    max_depth = 0  # no depth limit of ruamel's own: the bounded composer keeps ours

    def __init__(self, text: str):
        self.text = text
        self._parser = CParser(text)
        self._scanner = _Scanner()
        self._resolver = VersionedResolver(version=None, loader=self)


def _composer(base: type[Composer]) -> type[Composer]:
    class EventComposer(base):  # type: ignore[valid-type,misc]
        """`base`, with libyaml's plain style ("") read as the pure reader's (None), and an empty
        plain value handed back to the pure reader."""

        def compose_node(self, parent: Any, index: Any) -> Any:
            event = self.parser.peek_event()
            name = getattr(event, "anchor", None)
            if name is not None:
                text, at = self.loader.text, event.start_mark.index
                end = at + 1 + len(name)
                if text[at : at + 1] not in ("&", "*") or text[at + 1 : end] != name:
                    raise Unsupported  # a tag before the anchor: the pure reader places it
                if end < len(text) and text[end] not in _NAME_ENDS:
                    raise Unsupported  # the name goes on in YAML 1.2
            return super().compose_node(parent, index)

        def compose_scalar_node(self, anchor: Any) -> Any:
            node = super().compose_scalar_node(anchor)
            if node.style == "":
                node.style = None
            if node.value == "" and node.style is None:
                raise Unsupported
            return node

    return EventComposer
