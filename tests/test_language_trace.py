"""Trace read, stop 27 (issue #10): rules that run but were not printed, or printed narrower than they run.
Each test pins one error found by walking a game's YAML against its books (zombie-locations, gaslands)."""

from __future__ import annotations

import functools

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


@functools.cache
def _book(game: str, lang: str, sheet: str = "book") -> str:
    return render_text(load_game(game), lang, sheet, "md")


def test_a_card_that_acts_at_another_moment_too_is_named_where_that_moment_asks_for_cards() -> None:
    """`any-time` has `also: [before-roll, after-roll]`: the engine takes an "Any time" card before the roll,
    so "a card that says “Before the roll”" alone left it out."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "Use an unturned card you have on the table that says “Before the roll” or “Any time”." in english
    assert "that says “After the roll” or “Any time”. †" in english  # «Freeze!»: the others' cards
    assert "Используйте свою неповёрнутую карту на столе с надписью «Перед броском» или «В любое время»." in russian
    assert "that says “Before the roll”," not in english and "с надписью «После броска»." not in russian
    # the list of moments says what "Any time" covers: it is not any moment of the turn
    assert "- Any time (counts as “Before the roll” and “After the roll”)" in english
    assert "- В любое время (считается и «Перед броском», и «После броска»)" in russian
    assert "or “Any time”" in _book("zombie-locations", "en", "quick")


def test_a_formula_kept_for_the_rules_is_said_by_what_it_means_when_printed_rules_name_it() -> None:
    """ "An opponent is on the same space as you" named a bookkeeping stat the book never defined: which
    corners two neighbouring location cards share decides who blocks whom."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "- **Space**: a corner of a location card, where a character stands." in english
    assert "A card's right-hand corners are the left-hand corners of the card next to it" in english
    assert "- **Клетка**: угол карты локации, на котором стоит фишка." in russian
    assert "2 × (your location" not in english  # the formula stays in the proof edition
    assert "2 × (your location" in render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)


def test_two_sided_cards_say_which_side_they_start_on() -> None:
    """Wounds flip an archetype card from warm to cold: that they start warm side up was never printed."""
    assert "- Two-sided cards start with their warm side up." in _book("zombie-locations", "en")
    assert "- В начале у двусторонних карт сверху — тёплая сторона." in _book("zombie-locations", "ru")
    assert "sides: warm (Agility, Strength) / cold (Agility)" in _book("zombie-locations", "en")
    assert "Two-sided" not in _book("seasons", "en")  # dice roll their side


def test_the_table_its_scenery_and_where_pieces_come_on_are_printed() -> None:
    """A vehicle not wholly on the table is wrecked, yet the table's size, where each team deploys and where
    the obstacles stand (`table:`) were never printed."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "- **Table**: 900 × 900 mm;" in english and "- **Стол**: 900 × 900 мм;" in russian
    assert "and 470 mm in; every piece faces one of 8 directions, 45° apart; a distance" in english
    assert "a distance between pieces is measured between their nearest edges. †" in english  # "within 300 mm"
    assert "; каждая фигура смотрит в одном из 8 направлений, через 45°;" in russian
    assert "расстояние между фигурами меряют между их ближайшими краями." in russian
    assert "player 1's at the near edge, player 2's at the far edge, player 3's at the left edge" in english
    assert "its centre 70 mm in from its edge and 360 mm from the left-hand corner of that edge" in english
    assert "each further piece stands 90 mm to the right of the one before" in english
    assert "у игрока 1 — ближний край, у игрока 2 — дальний" in russian
    assert "**Table**" not in _book("seasons", "en")


def test_a_piece_turns_in_the_steps_the_table_allows() -> None:
    """The engine turns a vehicle only by whole steps of `facing_step` (45°): "any direction" and "up to 90
    degrees" read as any angle."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "may turn that vehicle to face any direction, in steps of 45°." in english
    assert "turn the active vehicle up to 90 degrees either way, in steps of 45°, then" in english
    assert "на угол до 90 градусов в любую сторону с шагом 45°" in russian
    assert "в любом направлении с шагом 45°" in russian
    assert "in steps of 45°" in _book("gaslands", "en", "quick")


def test_one_turn_for_the_whole_table_starts_with_the_marker_not_a_first_turn() -> None:
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "The players choose who starts with Pole Position; play passes to the left" in english
    assert "Игроки сами выбирают, у кого в начале Выигрышная позиция;" in russian
    assert "who takes the first turn" not in english
    assert "The players choose who takes the first turn" in _book("zombie-locations", "en")
