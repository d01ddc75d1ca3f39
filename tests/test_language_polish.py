"""Clumsy sentences the verification reads named (not wrong, but a reader stops at them): each test pins the
better sentence, made generally (a template, a word or a field of the data), never typed for one card."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from interpreter.content.models.fields import SOURCE_PATTERN
from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


@functools.cache
def _book(game: str, lang: str, sheet: str = "book", proof: bool = False) -> str:
    return render_text(load_game(game), lang, sheet, "md", proof=proof)


def test_a_number_the_data_says_a_card_prints_at_zero_is_printed_at_zero() -> None:
    """`print_zero: true` (a location's Danger): ten zombie locations print Danger 0, and the book left it
    out as if the card had no Danger; a property without it still leaves 0 out (a card prints no icon)."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "**Abandoned Mall**† — colour: red; printed Difficulty: 5; printed Danger: 0;" in english
    assert "**Заброшенный торговый центр**† — цвет: красный; указанная Сложность: 5; указанная Опасность: 0;" in (
        russian
    )
    assert "last trivial gear: 0; last safe gear: 4" in _book("gaslands", "en")  # step 4 tests it
    talespin = Path("cards/talespin/deck-actions.yaml").read_text(encoding="utf-8")
    assert "Cloud Cover, ru: Облачное прикрытие}, damage: 0," in talespin  # a zero the card shows no icon for
    assert "Damage: 0" not in _book("talespin", "en") and "Урон: 0" not in _book("talespin", "ru")


def test_an_assumption_about_the_russian_name_alone_is_not_marked_in_the_english_book() -> None:
    """`assumed (ru): the Russian name` — the English name comes from the reference, so the English book has
    no dagger on the card; the Russian book keeps it, and the proof edition shows the source either way."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert "- **Amulet of Air** ×2" in english and "**Amulet of Air**†" not in english
    assert "**Амулет воздуха**† ×2" in russian
    assert "assumed (ru): the Russian name" in _book("seasons", "en", proof=True)


@pytest.mark.parametrize(
    ("source", "valid"),
    [
        ("assumed (ru): the Russian name", True),
        ("assumed (en): the English name", True),
        ("assumed (de): a German name", False),
        ("assumed(ru): no space", False),
    ],
)
def test_an_assumption_may_name_the_one_edition_it_concerns(source: str, valid: bool) -> None:
    assert bool(SOURCE_PATTERN.match(source)) is valid


def test_a_box_no_rule_sends_anything_to_is_not_a_component() -> None:
    """Gaslands names a box (`roles: box:`) but no card is left out of any game and no rule or variant puts a
    card there: "Box: cards out of the game" listed a component nothing uses. The zombie game's knock-out
    puts cards into its box, so it keeps the line."""
    assert "**Box**" not in _book("gaslands", "en") and "**Коробка**" not in _book("gaslands", "ru")
    assert "- **Box**: cards out of the game" in _book("zombie-locations", "en")
    assert "**Box**" in _book("gaslands", "en", proof=True)  # the designer's edition lists every zone


def test_a_count_with_a_floor_says_it_never_goes_below_it() -> None:
    """A player told to pay 5 crystals with 3 pays 3: the books said where counts start and their top, never
    that they stop at 0."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert "each player has their own count, which starts at 0 and never goes below 0." in english
    assert "which starts at 0 and never goes below 0 or above 15." in english
    assert "у каждого игрока свой счёт; в начале он равен 0 и не бывает меньше 0." in russian
    assert "в начале он равен 0 и не бывает ни меньше 0, ни больше 15." in russian
    gaslands = _book("gaslands", "ru")
    assert "не бывает ни меньше 0, ни больше корпуса этой машины" in gaslands


def test_an_option_that_opens_with_a_condition_follows_or_with_a_comma() -> None:
    english = _book("frozen2", "en")
    assert "; or, if the deck is not empty, draw 1 card." in english
    assert "; or if the deck" not in english


def test_players_who_choose_one_after_another_are_told_in_which_order() -> None:
    """Starting locations: the first to take a corner pushes the next player into the centre, so the order
    matters (the engine goes in turn order from the first player)."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert (
        "5. Each player (in turn order, starting with the first player) puts their character on a location" in english
    )
    assert "5. Каждый игрок по очереди, начиная с первого игрока, ставит фишку на локацию" in russian


def test_replacing_the_card_from_the_centre_keeps_one_character_to_a_space() -> None:
    """A player may replace the card from the centre, where they stand because a character of the card before
    holds their zero-stage corner (seed 003, «Гонки»: one character to a space). The others go to the centre
    first; then you go back to stage 0, or stay in the centre if it is taken, as when you move to a location.
    The scenario `replace-from-the-centre-when-your-corner-is-taken.yaml` pins what runs."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert (
        "moves to the centre of their location card. Put your character on stage 0. If an opponent is on the same"
        " space as you, you are in the centre of your location card; otherwise, you are not in the centre. Note that"
        " you can win no more stages this turn." in english
    )
    assert "Поставьте фишку на нулевой этап. Если кто-либо из противников на той же клетке, что и вы, вы в центре" in (
        russian
    )
    assert "Put your character on stage 0, then leave the centre" not in english and "Leave the centre" not in english


def test_vehicles_start_facing_straight_in_in_both_places_that_say_so() -> None:
    """The components said "facing the middle" (towards the centre point?), the setup "facing straight in"."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "facing the middle" not in english and "лицом к середине" not in russian
    assert "given by their seat number, facing straight in;" in english
    assert "заданного номером его места, и смотрят прямо внутрь стола;" in russian


def test_the_most_is_said_unambiguously_in_russian() -> None:
    """«у которого больше всех машин» can be read "more than all the vehicles"; «больше всего» cannot."""
    for game in ("gaslands", "seasons", "talespin", "zombie-locations", "frozen2"):
        assert "больше всех" not in _book(game, "ru") and "меньше всех" not in _book(game, "ru")
    assert "побеждает каждый игрок, у которого больше всего машин" in _book("gaslands", "ru")


def test_a_pile_nothing_refills_says_a_draw_takes_what_is_left() -> None:
    """Mattias ("each other player draws 1 card") with the Frozen 2 deck empty: the engine draws nothing, and
    no sentence said so. A pile that is refilled (Seasons, TaleSpin) says how instead."""
    assert "- **Deck**: one shared pile, face down; a player who must draw more cards than it holds takes what is" in (
        _book("frozen2", "en")
    )
    assert "игрок, который должен взять больше карт, чем в ней есть, берёт все оставшиеся." in _book("frozen2", "ru")
    assert "takes what is left" not in _book("seasons", "en")


def test_places_for_dice_the_rules_name_are_introduced_in_the_components() -> None:
    """ "Put a die into the ignored dice" named a place the components never listed (two readers)."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "- **Dice pool**, **dice spent on stages** and **ignored dice**: places for dice during play, empty at" in (
        english
    )
    assert "- **Кубики броска**, **кубики, потраченные на этапы**, и **пустые кубики**: места для кубиков во" in russian
    assert "- **Rolled dice**: a place for dice during play, empty at the start." in _book("seasons", "en")


def test_a_number_said_under_stats_is_not_listed_again_as_a_count() -> None:
    """The zombie book defined "Location" twice: a count in Components and the stat under Stats."""
    english = _book("zombie-locations", "en")
    assert english.count("- **Location**:") == 1
    assert "- **Location**: the location card a character stands at, numbered 1 to 4 along the row" in english


def test_a_shared_counts_top_value_says_what_it_means_when_the_data_names_it() -> None:
    """ "Year … never goes above 4" sent a reader looking for a fourth year: 4 is the state "the third year is
    over" (the counter's `states`), which the line now says."""
    assert "never goes below 1 or above 4; 4 means that the third year is over." in _book("seasons", "en")
    assert "не бывает ни меньше 1, ни больше 4; 4 значит, что третий год закончился." in _book("seasons", "ru")


def test_the_gallery_is_grouped_by_the_zone_where_pieces_start() -> None:
    """The Seasons gallery listed the 20 season dice under "Cards", mixed with the power cards; pieces that start
    in different zones now stand under a heading each. A game whose cards all start in one zone has none."""
    seasons = _book("seasons", "en").split("## Cards", 1)[1]  # in the order of the components list
    assert seasons.index("### Draw pile") < seasons.index("- **Amulet of Air** ×2") < seasons.index("### Season dice")
    assert seasons.index("### Season dice") < seasons.index("- **Winter die 1**")
    assert "\n\n## Cards\n\n### Garage\n" in _book("gaslands", "en")  # a blank line before the heading
    talespin = _book("talespin", "ru").split("## Карты", 1)[1]
    assert talespin.count("### Колода") == 1  # the named cards join the deck's other cards
    assert "### " not in _book("frozen2", "en").split("## Cards", 1)[1]
    assert "<h3>Season dice</h3>" in render_text(load_game("seasons"), "en", "book", "html")


def test_the_html_list_of_dice_places_closes_the_set_off_phrase_too() -> None:
    """The HTML book writes its lists of names itself (each name a link target): the comma after «потраченные на
    этапы» before «и» must be there as in the Markdown book."""
    html = render_text(load_game("zombie-locations"), "ru", "book", "html")
    assert 'кубики, потраченные на этапы</strong>, и <strong id="term-blanked">' in html
    english = render_text(load_game("gaslands"), "en", "book", "html")
    assert 'rolled attack dice</strong> and <strong id="term-evade-pool">' in english
