"""Language checks from the third read before the print run (issue #10, TaleSpin): each pins an error that was
printed."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def test_a_place_cards_go_into_face_down_is_not_a_row_of_face_up_cards() -> None:
    """Packed cargo is played face down into the cargo hold (and Khan's cargo is put there face down): the
    components list must not call the hold a row of face-up cards."""
    standard, solo = load_game("talespin"), load_game("talespin", "solo")
    for game in (standard, solo):
        english = render_text(game, "en", "book", "md")
        russian = render_text(game, "ru", "book", "md")
        assert "cargo hold**: each player has their own row of face-up" not in english
        assert "Shere Khan's cargo hold**: one row of face-up cards" not in english
        assert "Грузовой отсек Шер-Хана**: ряд открытых карт" not in russian
        assert "Shere Khan's cargo hold**: one row of cards, face up or face down." in english
        assert "Грузовой отсек Шер-Хана**: ряд карт, открытых или закрытых." in russian
    assert "- **Cargo hold**: each player has their own row of cards, face up or face down." in render_text(
        standard, "en", "book", "md"
    )
    assert "- **Грузовой отсек**: ваш ряд карт, открытых или закрытых." in render_text(solo, "ru", "book", "md")
    # a place nothing goes into face down keeps its face-up cards
    assert "- **Cockpit**: each player has their own row of face-up cards." in render_text(standard, "en", "book", "md")


def test_the_solitaire_box_does_not_count_cards_only_used_with_more_players() -> None:
    """The two Khan Industries crates are used only with 3–4 players: the solitaire set is 124 cards of 98
    designs, and its card list leaves them out too."""
    solo = load_game("talespin", "solo")
    assert "- **124 cards** (98 designs)." in render_text(solo, "en", "book", "md")
    assert "- **124 карты** (98 видов)." in render_text(solo, "ru", "book", "md")
    assert "- **126 cards** (99 designs)." in render_text(load_game("talespin"), "en", "book", "md")


def test_or_before_if_takes_a_comma_in_russian() -> None:
    """«…; или, если C, сделайте B»: a comma where the coordinating «или» meets the subordinating «если»."""
    solo = load_game("talespin", "solo")
    for text in (render_text(solo, "ru", "book", "md"), render_text(load_game("talespin"), "ru", "quick", "md")):
        assert "; или если" not in text
    assert "; или, если ряд красных персонажей на кольце не пуст, сбросьте" in render_text(solo, "ru", "book", "md")
    quick = render_text(load_game("talespin"), "ru", "quick", "md")
    assert "; или, если манёвр, который нужно побить, не меньше 4, выложить карту" in quick


def test_a_card_the_condition_just_named_is_not_named_again() -> None:
    """«Если карта, начавшая закус, — Игрок, увеличьте общий Урон на её Урон», not «… на Урон карты, начавшей
    закус»; the same for a reward it resolves."""
    standard, solo = load_game("talespin"), load_game("talespin", "solo")
    english = render_text(standard, "en", "book", "md")
    assert "If the card that started the dogfight is a Player card, add its Damage to the Damage total." in english
    assert "add the Damage of the card that started the dogfight" not in english
    russian = render_text(standard, "ru", "book", "md")
    assert "Если карта, начавшая закус, — Игрок, увеличьте общий Набор на её Набор." in russian
    solo_ru = render_text(solo, "ru", "book", "md")
    assert "не карта против защитника, разыграйте её награду." in solo_ru
    assert "разыграйте награду карты, начавшей закус. †" not in solo_ru


def test_a_step_you_may_take_twice_says_up_to_two_times() -> None:
    solo = load_game("talespin", "solo")
    assert "7. You may play a card from your hand into your played maneuvers up to two times." in render_text(
        solo, "en", "book", "md"
    )
    assert "7. Вы можете до двух раз выложить карту с руки в сыгранные манёвры." in render_text(
        solo, "ru", "book", "md"
    )


def test_non_before_an_open_compound_takes_an_en_dash() -> None:
    english = render_text(load_game("talespin"), "en", "book", "md")
    assert "a non–Lucky Shot card whose maneuver" in english and "non-Lucky Shot" not in english
