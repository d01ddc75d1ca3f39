"""Parse DSL text (from a YAML string) into typed nodes, or into diagnostics.

The grammar lives in `grammar/rulebook.lark`; it is compiled once per process (LALR, contextual
lexer) and every syntax error becomes a `path:line:col` diagnostic inside the YAML file, with the
words that would have fitted and a "did you mean …?" hint.
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from lark import Lark, Tree, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import PatternRE, PatternStr

from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics
from interpreter.dsl import nodes as n
from interpreter.dsl.transform import to_nodes

Start = Literal["effect", "condition", "number", "players", "event", "price"]
STARTS: tuple[Start, ...] = ("effect", "condition", "number", "players", "event", "price")


def grammar_text() -> str:
    """The grammar, from the source tree or from the installed package."""
    local = Path(__file__).resolve().parents[2] / "grammar" / "rulebook.lark"
    if local.is_file():
        return local.read_text(encoding="utf-8")
    return resources.files("interpreter").joinpath("data/grammar/rulebook.lark").read_text(encoding="utf-8")


@cache
def parser() -> Lark:
    return Lark(
        grammar_text(),
        parser="lalr",
        lexer="basic",  # every keyword is a whole word: "them" is a name, never "the" + "m"
        start=list(STARTS),
        propagate_positions=True,
        maybe_placeholders=False,
        cache=True,  # the LALR tables are kept in the temp folder, keyed by the grammar's hash
    )


@cache
def keywords() -> dict[str, str]:
    """Terminal name → the word a designer would type for it."""
    words: dict[str, str] = {}
    for terminal in parser().terminals:
        pattern = terminal.pattern
        if isinstance(pattern, PatternStr):
            words[terminal.name] = pattern.value
        elif isinstance(pattern, PatternRE):
            words[terminal.name] = _readable(terminal.name, pattern.value)
    return words


def _readable(name: str, regex: str) -> str:
    if name == "NAME":
        return "a name"
    if name == "INT":
        return "a number"
    text = regex.replace(r"(?![\w-])", "").replace(r"([,;]\s*)?", "")
    text = re.sub(r"\(([a-z]+)\|[a-z|]+\)", r"\1", text)  # ha(s|ve) -> has
    text = re.sub(r"\([a-z]+\)\?", "", text)  # pass(es)? -> pass
    return re.sub(r"[a-z]\?", "", text).replace("?", "")  # draws? -> draw (never has -> ha)


_PARSED: dict[tuple[str, str], Any] = {}  # (text, start) -> nodes: a reloaded game re-reads only new text
_PARSED_LIMIT = 50_000


def parse(text: Located, start: Start, diagnostics: Diagnostics) -> Any | None:
    """Parse `text` from entry point `start`; on a syntax error, add a diagnostic and return None.
    Nodes hold positions relative to their text, so the same text parses to the same nodes wherever
    it stands: successful parses are kept and reused."""
    key = (str(text).lower(), start)  # keywords are case-insensitive
    found = _PARSED.get(key)
    if found is not None:
        return found
    try:
        tree = parser().parse(key[0], start=start)
    except UnexpectedInput as error:
        _report(text, error, diagnostics)
        return None
    deep = _too_deep(tree)
    if deep is not None:  # "1 + 1 + … + 1" three thousand times: every later stage walks the tree by recursion
        diagnostics.add(
            text.mark_at(deep), f"this sentence nests more than {MAX_DEPTH} parts inside each other", "split it"
        )
        return None
    nodes = to_nodes(tree, key[0])
    if len(_PARSED) >= _PARSED_LIMIT:
        _PARSED.clear()
    _PARSED[key] = nodes
    return nodes


MAX_DEPTH = 100  # parts of a sentence inside each other; a real rule needs perhaps 15


def _too_deep(tree: Tree[Any]) -> int | None:
    """The offset where the tree first goes deeper than MAX_DEPTH, found without recursion; None if it does not."""
    stack: list[tuple[Any, int]] = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if not isinstance(node, Tree):
            continue
        if depth > MAX_DEPTH:
            return int(getattr(node.meta, "start_pos", 0) or 0)
        stack.extend((child, depth + 1) for child in node.children)
    return None


def _report(text: Located, error: UnexpectedInput, diagnostics: Diagnostics) -> None:
    source = str(text)
    if isinstance(error, UnexpectedCharacters):
        offset = error.pos_in_stream or 0
        found = source[offset : offset + 1]
        message = f"unexpected character '{found}'"
        expected = set(error.allowed or ())
    elif isinstance(error, UnexpectedEOF):
        offset = len(source.rstrip())
        message = "the sentence ends too early"
        expected = set(error.expected or ())
    else:
        assert isinstance(error, UnexpectedToken)
        token = error.token
        if token.type == "$END":
            offset = len(source.rstrip())
            message = "the sentence ends too early"
        else:
            offset = token.start_pos or 0
            message = f"unexpected '{token}'"
        expected = set(error.expected or ())
    words = sorted({keywords().get(name, name.lower()) for name in expected if name != "$END"})
    if words:
        shown = ", ".join(f"'{w}'" if not w.startswith("a ") else w for w in words[:12])
        more = ", …" if len(words) > 12 else ""
        message += f"; expected {shown}{more}"
    at = _word_at(source, offset)
    if at is not None and at.group().lower() in REWRITES:  # "every player": the rules language says "each"
        better = REWRITES[at.group().lower()]
        diagnostics.add(
            text.mark_at(at.start()), f"the rules language has no word '{at.group()}'", f"write '{better}' instead"
        )
        return
    hint = _hint(source, offset, words)
    if words == ["or"] and "choose one" in source.lower() and message.startswith("the sentence ends"):
        hint = (
            "'choose one' needs two options or more, joined by '; or': one option alone is the step itself, or 'may …'"
        )
    if isinstance(error, UnexpectedToken) and error.token.type == "NAME" and hint is not None:
        diagnostics.add(text.mark_at(offset), f"unknown word '{error.token}'", hint)  # "drwa 1 card"
        return
    misspelt = _misspelt_before(source, offset)
    if misspelt is not None:  # "drwa 1 card": the real mistake is the word before the error
        start, word, suggestion = misspelt
        diagnostics.add(text.mark_at(start), f"unknown word '{word}'", f"did you mean '{suggestion}'?")
        return
    diagnostics.add(text.mark_at(offset), message, hint)


# Words designers write that the rules language says differently: a rewrite, not a spelling fix.
REWRITES = {
    "every": "each",
    "everyone": "each player",
    "everybody": "each player",
    "nobody": "no player",
    "twice": "repeat 2 times: …",
    "thrice": "repeat 3 times: …",
}


def _word_at(source: str, offset: int) -> re.Match[str] | None:
    return next((m for m in re.finditer(r"[A-Za-z][\w-]*", source) if m.start() <= offset < m.end()), None)


def _vocabulary() -> list[str]:
    return [w for w in set(keywords().values()) if re.fullmatch(r"[a-z]+", w)]


def _misspelt_before(source: str, offset: int) -> tuple[int, str, str] | None:
    before = [m for m in re.finditer(r"[A-Za-z][\w-]*", source) if m.end() <= offset]
    if not before:
        return None
    match = before[-1]
    word = match.group().lower()
    if word in _vocabulary():
        return None
    close = difflib.get_close_matches(word, _vocabulary(), n=1, cutoff=0.7)
    return (match.start(), match.group(), close[0]) if close else None


def _hint(source: str, offset: int, expected: list[str]) -> str | None:
    """Suggest an expected keyword for a misspelt word at the error."""
    for match in re.finditer(r"[A-Za-z][\w-]*", source):
        if match.start() <= offset < match.end():
            word = match.group().lower()
            pool = [w for w in expected if re.fullmatch(r"[a-z]+", w)] or _vocabulary()
            close = difflib.get_close_matches(word, pool, n=1, cutoff=0.6 if pool is not _vocabulary() else 0.7)
            return f"did you mean '{close[0]}'?" if close and close[0] != word else None
    return None


def node_types_in_grammar() -> set[str]:
    """Every rule and alias name of the grammar (used by tests that keep docs and templates complete)."""
    names: set[str] = set()
    for rule in parser().rules:
        names.add(rule.alias or rule.origin.name)
    return {str(name) for name in names if not str(name).startswith("_")}


__all__ = ["STARTS", "Start", "grammar_text", "keywords", "n", "node_types_in_grammar", "parse", "parser"]
