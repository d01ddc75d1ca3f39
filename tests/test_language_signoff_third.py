"""Language checks from the third read before the print run (issue #10, stop 27): each pins an error that was printed."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def test_a_run_of_numbered_piles_is_not_one_pile() -> None:
    """"Stack at location 1–4: one shared pile" said four stacks were one pile."""
    game = load_game("zombie-locations")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert "**Stack at location 1–4**: each is one shared pile, face up." in english
    assert "**Стопка локации 1–4**: каждая — общая стопка лицом вверх." in russian
    assert "each is" in render_text(game, "en", "book", "html")
    # the proof edition lists each stack on its own line, as one pile
    assert "**Stack at location 2**: one shared pile, face up." in render_text(game, "en", "book", "md", proof=True)


def test_a_replaced_step_with_a_name_of_its_own_has_one_colon() -> None:
    """"— Co-operative level: choose the level: easy, …" put two colons in one sentence."""
    game = load_game("zombie-locations")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert "(“What a Freak token adds”) — Co-operative level. Choose the level: easy," in english
    assert "(«Что добавляет жетон утырков») — Уровень кооперативной игры. Выберите уровень: лёгкий," in russian
    assert "Co-operative level: choose" not in english and "игры: выберите" not in russian
    assert "— Co-operative level. Choose the level" in render_text(game, "en", "book", "html")
    # a replaced step without a new name keeps its colon, and its old title is quoted like every rule name
    gaslands = render_text(load_game("gaslands"), "en", "book", "md")
    assert "Instead of step 1 of “Setup” (“Teams take the table”): each player puts" in gaslands
