"""Trace read (issue #10, stop 27): rules the engine runs that the book did not state, each pinned in both languages."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def test_a_timeline_that_runs_only_if_says_when() -> None:
    """Cargo delivery runs only with a card to pack (its `if:`); a reader without one would still take the
    Location's cargo bonus. The condition is stated, and its "and" side is set off from the "or" by a comma."""
    for variant in (None, "solo"):
        game = load_game("talespin", variant)
        english = render_text(game, "en", "book", "md")
        russian = render_text(game, "ru", "book", "md")
        assert (
            "You may deliver cargo only if your hand is not empty and the number of cards in your cargo hold is less"
            " than the cargo goal minus 1, or you can play a genuine card from your hand into your cargo hold."
            in english
        )
        assert (
            "Доставить груз можно, только если рука не пуста и карт в грузовом отсеке меньше, чем цель по грузам"
            " минус 1, или вы можете выложить подлинную карту с руки в грузовой отсек." in russian
        )
    quick = render_text(load_game("talespin"), "en", "quick", "md")
    assert "You may deliver cargo only if" in quick


def test_a_card_played_at_a_moment_says_where_it_goes() -> None:
    """The engine puts a card played at a moment on the discard pile; the book said only that it is played."""
    talespin = load_game("talespin")
    assert "A card played at one of these moments goes onto the discard pile." in render_text(
        talespin, "en", "book", "md"
    )
    assert "Сыгранная в один из этих моментов карта уходит в стопку сброса." in render_text(
        talespin, "ru", "book", "md"
    )
    # a build in which no card is played from hand (only used where it lies) says nothing of it
    solo = render_text(load_game("talespin", "solo"), "en", "book", "md")
    assert "A card played at one of these moments" not in solo
    assert "A card played at one of these moments" not in render_text(load_game("seasons"), "en", "book", "md")


def test_a_count_that_is_a_place_in_a_row_of_cards_says_how_the_row_lies() -> None:
    """ "The card at your location", "6 locations ahead" and "clockwise from Khan Industries" need the Location
    cards laid out in order, and which way the numbers run."""
    for variant in (None, "solo"):
        game = load_game("talespin", variant)
        english = render_text(game, "en", "book", "md")
        russian = render_text(game, "ru", "book", "md")
        assert "it is a place on the ring of locations, whose cards lie in order from 1 to 12, clockwise." in english
        assert "это место на кольце локаций, карты которого лежат по порядку от 1 до 12 по часовой стрелке." in russian
