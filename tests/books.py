"""Books rendered for the language tests, and a rule written in a game's words as its book would print it."""

from __future__ import annotations

from collections.abc import Iterator

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text

GAMES = ["frozen2", "talespin", "seasons", "gaslands", "zombie-locations"]
SHEETS = ["book", "quick", "cards"]


def both(game_id: str) -> tuple[str, str]:
    """The player's book of a game in English and in Russian."""
    game = load_game(game_id)
    return render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")


def books(game_id: str, lang: str) -> Iterator[str]:
    """Every sheet of a game in one language, in the proof edition (which prints the most)."""
    game = load_game(game_id)
    for sheet in SHEETS:
        yield render_text(game, lang, sheet, "md", proof=True)


def said(game_id: str, text: str) -> tuple[str, str]:
    """A rule written here in the game's words, as the book would print it (en, ru)."""
    from interpreter.content.library import load_spec, resolve_target
    from interpreter.content.source import Located
    from interpreter.diagnostics import Diagnostics
    from interpreter.dsl.check import Scope, check
    from interpreter.dsl.parser import parse
    from interpreter.engine.build_checks import vocabulary
    from interpreter.render.text import renderer_for

    game, spec = load_game(game_id), load_spec(resolve_target(game_id), Diagnostics())
    assert spec is not None
    located = Located(text)
    node = check(
        parse(located, "effect", Diagnostics()), vocabulary(spec, Diagnostics()), located, Diagnostics(), Scope()
    )
    return renderer_for(game, "en").sentence(node), renderer_for(game, "ru").sentence(node)
