"""The engine names no game: no id or name from rules/ and cards/ appears in interpreter/.

Ids that are also the engine's own words (a "deck", a "hand", a "discard-pile") are allowed; every
other id — a card, a symbol, a counter, a zone, a procedure, a window — and every card, symbol and
game name must stay in the data, behind a general primitive.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from interpreter.content.library import game_ids, load_spec, resolve_target
from interpreter.diagnostics import Diagnostics
from interpreter.render import words
from tests.helpers import ROOT

# ids and names that are also the engine's own notions (a player, an action, the deck, the box; a "shift" is what
# `simulate --compare` measures and how a sideways movement shape reads)
ENGINE_WORDS = {"deck", "hand", "discard-pile", "box", "target", "score", "player", "игрок", "action", "shift"}


def game_vocabulary() -> dict[str, str]:
    """Lower-cased id or name → which game it belongs to: game, card and symbol ids and names, and
    the compound ids of zones, counters, properties, procedures and windows ("cargo-hold")."""
    found: dict[str, str] = {}
    for game_id in game_ids():
        spec = load_spec(resolve_target(game_id), Diagnostics())
        assert spec is not None
        g = spec.game
        named: list[Any] = [g, *(c for f in spec.card_files for c in f.cards)]
        named += [s for f in spec.symbol_sets for s in f.symbols]
        parts: list[Any] = [*g.zones, *g.counters, *g.card_properties, *g.procedures, *g.windows, *g.groups]
        ids = [str(x.id) for x in named] + [str(x.id) for x in parts if "-" in str(x.id)]
        for item in named:
            word = words.word(item.name)
            ids += [word.en.form(), word.ru.form("nom")]
        for text in ids:
            if text.lower() not in ENGINE_WORDS and len(text) > 2:
                found[text.lower()] = game_id
    return found


def test_the_engine_names_no_game() -> None:
    vocabulary = game_vocabulary()
    pattern = re.compile(
        r"(?<![\w-])(" + "|".join(re.escape(w) for w in sorted(vocabulary, key=len, reverse=True)) + r")(?![\w-])"
    )
    hits = []
    for path in sorted((ROOT / "interpreter").rglob("*")):
        if path.suffix not in (".py", ".jinja", ".lark"):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in pattern.finditer(line.lower()):
                where = Path(path).relative_to(ROOT)
                hits.append(f"{where}:{number}: '{match.group(1)}' ({vocabulary[match.group(1)]})")
    assert not hits, "\n".join(hits)
