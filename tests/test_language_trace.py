"""Trace read, stop 27 (issue #10): rules traced from what runs to the printed page — each test pins a sentence
that left out or misstated what the engine does."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def test_a_ring_that_counts_its_laps_says_what_a_lap_moves() -> None:
    """The season wheel's wraps move the year (`laps: year`): without it nothing in the book ever starts a new
    year, and "the third year is over" could not come."""
    seasons = load_game("seasons")
    english = render_text(seasons, "en", "book", "md")
    russian = render_text(seasons, "ru", "book", "md")
    assert (
        "after 12 comes 1 again; each time it goes on from 12 to 1, the year goes up by 1, "
        "and each time it goes back from 1 to 12, down by 1." in english
    )
    assert (
        "после 12 снова 1; каждый раз, когда счёт переходит с 12 на 1, год увеличивается на 1, "
        "а когда возвращается с 1 на 12, — уменьшается на 1." in russian
    )


def test_the_top_of_a_row_of_dice_is_the_last_one() -> None:
    """The engine's top card is the last one in the zone; in Seasons it is the one die nobody took, never "the
    first of the rolled dice"."""
    seasons = load_game("seasons")
    english = render_text(seasons, "en", "book", "md")
    russian = render_text(seasons, "ru", "book", "md")
    assert "by the pips of the last of the rolled dice" in english and "first of the rolled dice" not in english
    assert "сколько точек на последнем из брошенных кубиков" in russian and "первом из брошенных" not in russian


def test_dice_are_put_back_with_the_season_dice_not_into_them() -> None:
    russian = render_text(load_game("seasons"), "ru", "book", "md")
    assert "выбранный кубик каждого игрока обратно к кубикам сезонов." in russian
    assert "в кубики сезонов" not in russian


def test_a_draw_from_a_pile_nothing_refills_is_offered_only_while_it_has_cards() -> None:
    """An option that cannot be carried out is not offered: with the Frozen 2 deck empty a player who can play
    must play, so "or draw 1 card" alone would read as a free pass."""
    for variant in (None, "simple", "four-powers"):
        frozen = load_game("frozen2", variant)
        english = render_text(frozen, "en", "book", "md")
        russian = render_text(frozen, "ru", "book", "md")
        assert "; or if the deck is not empty, draw 1 card." in english
        assert "; или, если колода не пуста, возьмите 1 карту из колоды." in russian
    standard = render_text(load_game("frozen2"), "en", "book", "md")
    assert "- If the deck is not empty, draw 2 cards." in standard
    # a pile that is refilled can always be drawn from: Seasons says nothing of the kind
    assert "if the draw pile is not empty" not in render_text(load_game("seasons"), "en", "book", "md")


def test_symbols_whose_powers_are_off_are_named_in_the_genitive() -> None:
    russian = render_text(load_game("frozen2"), "ru", "book", "md")
    assert "В этом варианте не действуют свойства символов: Свена, Гор, Кристофа и Нокка." in russian


def test_an_end_of_the_road_is_said_as_the_rules_say_it() -> None:
    russian = render_text(load_game("frozen2"), "ru", "book", "md")
    assert "Если дорога хотя бы с одной стороны завершается Горами:" in russian
    assert "конец дороги завершается" not in russian
