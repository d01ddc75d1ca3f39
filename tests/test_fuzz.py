"""Fuzzing the loader and the rules language: whatever a file or a sentence holds, checking it ends in
positioned diagnostics — never an exception, never an unbounded message.

Three generators: bytes of the tiny game's files mutated (YAML structure, encodings, control
characters), YAML documents built from random values, and sentences built from the grammar's own
words. `make fuzz` runs many more examples than CI (RULEBOOK_FUZZ_EXAMPLES).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interpreter.content.library import load_spec
from interpreter.content.source import Located, SourceFile
from interpreter.diagnostics import Diagnostic, Diagnostics
from interpreter.dsl.check import Scope, check
from interpreter.dsl.parser import STARTS, keywords, parse
from interpreter.engine.build import check_spec
from interpreter.engine.build_checks import vocabulary
from tests.helpers import ROOT

TINY = ROOT / "tests" / "fixtures" / "tiny"
FILES = ("rules/tiny/game.yaml", "cards/tiny/cards.yaml", "cards/tiny/colours.yaml")
EXAMPLES = int(os.environ.get("RULEBOOK_FUZZ_EXAMPLES", "100"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=os.environ.get("RULEBOOK_FUZZ_EXAMPLES") is None,  # CI: the same examples every run
)
YAML_BYTES = [
    b"[",
    b"]",
    b"{",
    b"}",
    b":",
    b",",
    b"-",
    b"&a",
    b"*a",
    b"<<: *a",
    b"!!python/name:os.system",
    b"|",
    b">",
    b"'",
    b'"',
    b"#",
    b"\n",
    b"\t",
    b" ",
    b"\x00",
    b"\xff",
    b"\xfe\xff",
    b"\x1b",
    b"\\e",
    b"copies: 99999999",
    b"0x",
    b"~",
    b"? ",
    b"%YAML 1.1\n",
    b"---\n",
    b"...\n",
    "é".encode(),
    b"\r\n",
    b"9" * 40,
]


def _positioned(diagnostic: Diagnostic, files: tuple[str, ...]) -> bool:
    mark = diagnostic.mark
    return mark.line >= 1 and mark.col >= 1 and any(mark.path.endswith(f) for f in files) and len(str(diagnostic)) < 600


def _check_folder(root: Path) -> Diagnostics:
    found = Diagnostics()
    spec = load_spec([root / "rules" / "tiny", root / "cards" / "tiny"], found, display_root=root)
    if spec is not None:
        check_spec(spec, found, sweep_seconds=0.05)
    return found


@FUZZ
@given(
    file=st.sampled_from(FILES),
    edits=st.lists(
        st.tuples(st.floats(0, 1), st.integers(0, 12), st.one_of(st.sampled_from(YAML_BYTES), st.binary(max_size=6))),
        min_size=1,
        max_size=4,
    ),
)
def test_mutated_content_files_give_positioned_diagnostics(
    tmp_path_factory: object, file: str, edits: list[tuple[float, int, bytes]]
) -> None:
    root = Path(str(tmp_path_factory.mktemp("fuzz")))  # type: ignore[attr-defined]
    shutil.copytree(TINY, root, dirs_exist_ok=True)
    path = root / file
    data = path.read_bytes()
    for where, cut, insert in edits:
        at = int(where * len(data))
        data = data[:at] + insert + data[at + cut :]
    path.write_bytes(data)
    found = _check_folder(root)
    for diagnostic in [*found.items, *found.warnings]:
        assert _positioned(diagnostic, FILES), (str(diagnostic), data[:2000])


SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.text(max_size=20),
    st.sampled_from(["deck", "hand", "pile", "red", "blue", "red-card", "each player draws 2 cards", "game", "cards"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "kind",
                    "name",
                    "zone",
                    "cards",
                    "copies",
                    "en",
                    "ru",
                    "do",
                    "source",
                    "symbols",
                    "properties",
                    "when",
                    "x",
                ]
            ),
            inner,
            max_size=5,
        ),
    ),
    max_leaves=25,
)


@FUZZ
@given(document=st.dictionaries(st.sampled_from(["kind", "zone", "cards", "id", "name", "source", "symbols"]), VALUES))
def test_random_yaml_documents_give_positioned_diagnostics(
    tmp_path_factory: object, document: dict[str, object]
) -> None:
    from ruamel.yaml import YAML

    root = Path(str(tmp_path_factory.mktemp("fuzz")))  # type: ignore[attr-defined]
    shutil.copytree(TINY, root, dirs_exist_ok=True)
    with open(root / FILES[1], "w", encoding="utf-8") as handle:
        YAML(typ="safe", pure=True).dump(document, handle)
    found = _check_folder(root)
    for diagnostic in [*found.items, *found.warnings]:
        assert _positioned(diagnostic, FILES), (str(diagnostic), document)


WORDS = sorted({w for w in keywords().values() if " " not in w and not w.startswith("a ")})
NAMES = [
    "deck",
    "hand",
    "pile",
    "point",
    "points",
    "red",
    "blue",
    "colour",
    "red-card",
    "you",
    "player",
    "card",
    "1",
    "2",
    "0",
    "(",
    ")",
    "-",
    "+",
    "/",
    "mod",
    ",",
    ":",
    ";",
    ".",
    "'",
    "every",
    "drwa",
    "99999999999999999999",
]


@FUZZ
@given(words=st.lists(st.sampled_from(WORDS + NAMES), min_size=1, max_size=14), start=st.sampled_from(STARTS))
def test_random_sentences_give_positioned_diagnostics(words: list[str], start: str) -> None:
    spec = load_spec([TINY / "rules" / "tiny", TINY / "cards" / "tiny"], Diagnostics())
    assert spec is not None
    text = " ".join(words)
    located = Located(text, SourceFile.from_text("test.yaml", "do: " + text), 0, 4)
    found = Diagnostics()
    node = parse(located, start, found)  # type: ignore[arg-type]
    if node is not None:
        scope = Scope(facts=True, this=True, card=True, procedure="*")
        check(node, vocabulary(spec, Diagnostics()), located, found, scope)
    assert node is not None or found.items, text
    for diagnostic in found.items:
        assert _positioned(diagnostic, ("test.yaml",)), (str(diagnostic), text)


def _numbers(plain: st.SearchStrategy[int], named: list[str]) -> st.SearchStrategy[str]:
    """Numbers as a rule writes them: plain, named, and sums, products, quotients and remainders of those."""
    numbers: st.SearchStrategy[str] = st.deferred(
        lambda: st.one_of(
            plain.map(str),
            st.sampled_from(named),
            st.tuples(numbers, st.sampled_from(["+", "-", "*", "/", "mod"]), numbers).map(lambda t: f"({' '.join(t)})"),
        )
    )
    return numbers


def _rules(statements: list[str], numbers: st.SearchStrategy[str], most: int) -> st.SearchStrategy[str]:
    """Up to `most` statements, each with a number put in, joined as one rule."""
    statement = st.tuples(st.sampled_from(statements), numbers).map(lambda t: t[0].format(t[1]))
    return st.lists(statement, min_size=1, max_size=most).map(", then ".join)


NUMBERS = _numbers(
    st.integers(-3, 12), ["1000000000", "the turn number", "your points", "(the number of cards in your hand)"]
)
STATEMENTS = [
    "draw {} cards",
    "discard {} cards from your hand",
    "gain {} points",
    "lose {} points",
    "set your points to {}",
    "repeat {} times: draw 1 card",
    "each player draws {} cards",
    "take another turn",
    "may draw {} cards",
    "if your points is at least {}: take another turn",
    "each other player discards {} cards from their hand",
    "shuffle the pile into the deck",
    "put the top card of the deck into the pile",
    "draw the lower of {} and 3 cards",
]
RULES = _rules(STATEMENTS, NUMBERS, 3)


@FUZZ
@given(sentence=RULES)
def test_random_rules_check_and_play_without_a_crash(tmp_path_factory: object, sentence: str) -> None:
    """A rule built from real statements and random numbers (0, negatives, huge, `/ 0`, `mod 0`) as one option of
    the tiny game's turn: checked, then played by the sweep — a failure is a positioned error, never an exception."""
    root = Path(str(tmp_path_factory.mktemp("fuzz")))  # type: ignore[attr-defined]
    shutil.copytree(TINY, root, dirs_exist_ok=True)
    game = root / FILES[0]
    text = game.read_text(encoding="utf-8")
    old = "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"
    game.write_text(text.replace(old, f"{old}; or {sentence}"), encoding="utf-8")
    found = _check_folder(root)
    for diagnostic in [*found.items, *found.warnings]:
        assert _positioned(diagnostic, FILES), (str(diagnostic), sentence)


GASLANDS = (
    "rules/gaslands/game.yaml",
    *(f"cards/gaslands/{p.name}" for p in (ROOT / "cards" / "gaslands").glob("*.yaml")),
)
TABLE_NUMBERS = _numbers(
    st.integers(-400, 400), ["1000000000", "the phase", "the gear of the vehicle", "the hull of the vehicle"]
)
TABLE_STATEMENTS = [  # the table's statements as a game with a table writes them, with a number to vary
    "put {} hazard onto the vehicle",
    "remove {} hazard from the vehicle",
    "set the gear of the vehicle to {}",
    "turn the vehicle up to {} degrees either way",
    "choose a card in each opponent's vehicles within {} mm of the vehicle as the target, "
    "then put 1 damage onto the target",
    "for each card in each player's vehicles within {} mm of the vehicle: put 1 hazard onto that card",
    "choose a card in the templates whose lowest-gear is at most {} either side up as the maneuver, "
    "then place the maneuver in front of the vehicle, then place the vehicle at its final position",
    "put {} random cards from the skid-dice into the skid-pool, then roll all cards of the skid-pool, "
    "then put all cards of the skid-pool into the skid-dice",
    "repeat {} times: the player on the left of the owner of the vehicle may turn the vehicle to face any direction",
    "if the vehicle is not wholly on the table: put {} hazard onto the vehicle",
    "repeat {} times: pass the first player to the left",
    "for each card in the obstacles in the path of the vehicle: put {} hazard onto the vehicle",
]
TABLE_RULES = _rules(TABLE_STATEMENTS, TABLE_NUMBERS, 2)


@settings(FUZZ, max_examples=max(10, EXAMPLES // 10))  # a game with a table costs more to build and play
@given(sentence=TABLE_RULES)
def test_random_table_rules_check_and_play_without_a_crash(tmp_path_factory: object, sentence: str) -> None:
    """The table's statements (pieces, shapes, distances, turns, re-rolls, the first player) with random numbers,
    added to a vehicle's activation in a copy of a game with a table: checked, then played by the sweep."""
    root = Path(str(tmp_path_factory.mktemp("fuzz")))  # type: ignore[attr-defined]
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / part / "gaslands", root / part / "gaslands")
    game = root / GASLANDS[0]
    text = game.read_text(encoding="utf-8")
    old = 'do: "set the activated of the vehicle to 1"'
    assert old in text
    game.write_text(text.replace(old, old[:-1] + f', then {sentence}"'), encoding="utf-8")
    found = Diagnostics()
    spec = load_spec([root / "rules" / "gaslands", root / "cards" / "gaslands"], found, display_root=root)
    if spec is not None:
        check_spec(spec, found, sweep_seconds=0.05)
    for diagnostic in [*found.items, *found.warnings]:
        assert _positioned(diagnostic, GASLANDS), (str(diagnostic), sentence)
