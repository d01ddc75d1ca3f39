"""Components, cards, the gallery and variants: what the book lists and how each line reads."""

from __future__ import annotations

import re

from interpreter.engine.build import load_game
from interpreter.render import book as books
from interpreter.render.publish import render_text
from tests.books import both


def test_pieces_that_are_not_cards_are_called_by_what_they_are() -> None:
    """Zones of dice and vehicles name an `item`: no rule calls a die or a vehicle a card."""
    english, russian = both("gaslands")
    assert "For each vehicle with at least 6 hazard tokens, set the current gear of that" in english
    assert "на которой не меньше 6 токенов опасности, установите текущую передачу этой машины" in russian
    # tokens on a card are what it has, not "the number of … is at least 1"
    assert "If the active vehicle has any hazard tokens, remove 1 hazard token" in english
    assert "Если на активной машине есть токены опасности, уберите" in russian
    assert "number of hazard tokens" not in english and "число токенов опасности" not in russian
    # "back among": dice go back to the other dice, not «в кубики» (into dice)
    assert "обратно к кубикам заноса" in russian and "в кубики заноса" not in russian
    zombie = both("zombie-locations")[0]
    assert "Gain as many collected Freak tokens as there are Freak tokens on the card at your location" in zombie
    assert "gain as many re-rolls as there are cards in the helper's archetypes" in zombie
    assert "Choose as the target an opponent's vehicle within 300 mm" in english  # not "one of all opponents' vehicles"
    assert "Put 1 hazard token on the active vehicle for each of the rolled skid dice whose result is not" in english
    assert "Положите 2 токена опасности на активную машину за каждое из препятствий на пути активной машины." in russian
    assert "«Результат „Смена“»" in russian and "«Результат «Смена»»" not in russian  # quotes inside quotes
    assert "For each of the obstacles" not in english and "rolled skid dice: " not in english
    assert "Положите все брошенные кубики заноса обратно к кубикам заноса." in russian
    assert "If there are any SLIDE dice among the rolled skid dice" in english
    zombie = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert (
        "поверните один из кубиков броска стороной 6 вверх, затем заморозьте этот кубик (его нельзя перебросить)"
        in zombie
    )
    assert "незамороженных кубиков из кубиков броска, каждый не больше одного раза" in zombie
    assert "Бросьте все кубики броска." in zombie and "брошенные кубики" not in zombie  # not rolled before the roll
    seasons = load_game("seasons")
    russian = render_text(seasons, "ru", "book", "md")
    assert "Положите все брошенные кубики и выбранный кубик каждого игрока обратно к кубикам сезонов." in russian
    assert (
        "если на выбранном кубике есть +1 к силе мага" in russian and "верхней карты выбранного кубика" not in russian
    )
    assert "Получите воду, землю, огонь и воздух, изображённые на выбранном кубике." in russian  # a run of gains
    assert "Gain the water, earth, fire and air shown on your chosen die." in render_text(seasons, "en", "book", "md")
    assert "- **Chosen die**: each player has their own die." in render_text(seasons, "en", "book", "md")
    for game_id in ("gaslands", "seasons", "zombie-locations"):
        text = render_text(load_game(game_id), "ru", "book", "md")
        assert not re.findall(r"карт\w* (?:среди|в|из) (?:брошенных )?(?:кубик|машин)", text), game_id


def test_a_variant_says_what_it_switches_off_in_words() -> None:
    """Symbols keep matching in a variant without powers; a rule left out is named as a rule."""
    frozen = load_game("frozen2")
    assert "In this variant these symbols have no power: Sven, Mountains" in render_text(frozen, "en", "book", "md")
    assert "В этом варианте не действуют свойства символов: Свена, Гор" in render_text(frozen, "ru", "book", "md")
    gaslands = render_text(load_game("gaslands"), "ru", "book", "md")
    assert "В этом варианте не действует правило «Выигрышная позиция переходит»." in gaslands
    talespin = load_game("talespin")
    assert "- The deck is not refilled when it runs out." in render_text(talespin, "en", "book", "md")
    assert "- Колода, опустев, не пополняется." in render_text(talespin, "ru", "book", "md")


def test_identical_numbered_designs_are_one_gallery_entry_and_a_mark_is_its_name() -> None:
    zombie = render_text(load_game("zombie-locations"), "en", "book", "md")
    assert "- **Die**† ×10 — faces: 1 / 2 / 3 / 4 / 5 (FREAKS!) / 6" in zombie and "**Die 1**" not in zombie
    proof = render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)
    assert "**Die 1**" in proof  # the designer's edition keeps each design with its place in the data
    seasons = render_text(load_game("seasons"), "en", "book", "md")
    assert "faces: 1 fire, +1 summoning gauge, transmutation, 3 pips / " in seasons  # no "transmutation 1"


def test_a_yes_or_no_mark_is_no_component_and_a_count_with_named_values_keeps_its_range() -> None:
    english, russian = both("zombie-locations")
    assert "**Knock-out**" not in english and "**Нокаут**" not in russian  # the rules say who is knocked out
    assert "- **Stages won this turn**: each player has their own count, which is 0 at the start of the" in english
    assert "- **Этапы за этот ход**: у каждого игрока свой счёт; в начале игры и каждого хода он равен 0" in russian
    proof = render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)
    assert "at the start, you are not knocked out" in proof  # the proof edition lists every number


def test_components_list_pieces_once() -> None:
    """Dice that only lie apart while play goes on (rolled dice) are no component of their own: one line
    introduces those places, and the pieces the zones already count get no telegram line of totals ("Dice: 18
    dice.", "Obstacles: 2 obstacles.")."""
    english, russian = both("gaslands")
    for gone in (
        "- **Rolled skid dice**:",
        "- **Attack dice**",
        "**Dice**:",
        "**Obstacles**: 2 obstacles",
        "**Cards**:",
    ):
        assert gone not in english
    assert (
        "- **Rolled skid dice**, **rolled attack dice** and **rolled evade dice**: places for dice during play"
        in english
    )
    assert "- **Obstacles**: 2 shared obstacles on the table, each with a position and a facing." in english
    assert "- **Препятствия**: 2 общих препятствия на столе, у каждого — место и направление." in russian
    assert "- **16 cards**." in english and "- **16 карт**." in russian
    assert "- **Брошенные кубики заноса**:" not in russian and "**Кубики**:" not in russian


def test_a_player_count_reads_as_how_many_play() -> None:
    english, russian = both("talespin")
    assert "If there are at least 3 players," in english and "If there are 2 players," in english
    assert "Если в игре не меньше 3 игроков," in russian and "Если в игре 2 игрока," in russian
    assert "number of players is" not in english


def test_no_player_has_any_and_numbered_dice_on_the_quick_card() -> None:
    english, russian = both("gaslands")
    assert "or no player has any vehicles;" in english and "no player has at least 1 vehicle" not in english
    assert "или ни у одного игрока нет машин;" in russian
    quick = render_text(load_game("gaslands"), "en", "quick", "md")
    assert "**Skid die ×6**: SHIFT / SHIFT / SHIFT / SPIN / SLIDE / HAZARD" in quick and "Skid die 1 –" not in quick


def test_a_property_a_card_may_leave_out_is_stated_with_its_value() -> None:
    """No TaleSpin card prints a reach, so every card has the default: "a card that prints none has 6" was a
    roundabout way to say it (stop 29 reader). A game where some cards print one keeps that wording."""
    english, russian = both("talespin")
    assert "- **Reach**: every card has 6 (no card prints its own)." in english
    assert "- **Досягаемость**: у каждой карты — 6 (ни на одной карте значение не указано)." in russian
    assert [d["everywhere"] for d in books.book(load_game("talespin"), "en")["defaults"]] == [True]


def test_a_number_a_stat_adds_is_listed_among_the_components() -> None:
    """The bonus crystals per transmuted energy add "your transmutation bonus this turn": its name says how long it
    lasts, so the components list no line of bookkeeping for it ("which is 0 at the start of … each turn")."""
    english, russian = both("seasons")
    assert "- **Transmutation bonus" not in english and "- **Прибавка к превращению" not in russian
    assert "in your play area plus your transmutation bonus this turn." in english
    assert "в игровой зоне плюс ваша прибавка к превращению за этот ход." in russian
    assert "- **Reserve limit**: 7 plus the highest" in english and "- **Предел резерва**: 7 плюс наибольшая" in russian


def test_components_read_as_sentences() -> None:
    """A zone or a number in the components list is one sentence, not a telegram ("a pile, shared, face down"),
    and a Russian adjective agrees with the noun beside it («общая стопка», never «стопка; общий»)."""
    frozen_en, frozen_ru = both("frozen2")
    assert "- **Deck**: one shared pile, face down;" in frozen_en
    assert "- **Hand**: each player has their own; only its owner may look at it." in frozen_en
    assert "- **Road**: one shared line of face-up cards with two open ends." in frozen_en
    assert "- **Колода**: общая стопка рубашкой вверх;" in frozen_ru
    assert "- **Сброс**: общая стопка лицом вверх." in frozen_ru  # «сброс» is masculine, «стопка» is not
    assert "- **Рука**: у каждого игрока своя; карты на руке видит только владелец." in frozen_ru
    gaslands_en, gaslands_ru = both("gaslands")
    assert "- **Skid dice**: one shared set of 6 dice." in gaslands_en  # dice are not face up; how many
    assert "- **Кубики заноса**: общий набор из 6 кубиков." in gaslands_ru
    assert "- **SLIDE result templates**: one shared template." in gaslands_en
    assert "- **Гараж**: общая стопка рубашкой вверх." in gaslands_ru
    assert "- **Машины**: у каждого игрока свои машины на столе, у каждой — место и направление." in gaslands_ru
    assert (  # the cards that keep the count are named, by word data ("piece:"), not "each card"
        "- **Current gear**: each vehicle has its own count, which starts at 1 and never goes below 1 or above 6 or"
        " the vehicle's max gear." in gaslands_en
    )
    assert (
        "- **Текущая передача**: у каждой машины свой счёт; в начале он равен 1 и не бывает ни меньше 1, ни больше"
        " 6, ни больше максимальной передачи этой машины." in gaslands_ru
    )
    assert "each card has its own count" not in gaslands_en and "у каждой карты" not in gaslands_ru
    assert "Gear phase**" not in gaslands_en  # a counter the loop numbers ("for each gear phase from 1 to 6")
    assert "- **Freak tokens**: each location card has its own count" in both("zombie-locations")[0]
    seasons_en, seasons_ru = both("seasons")
    # a place for one die is that die, not "a set of dice that holds at most 1 die"; the box (cards and dice out of
    # the game) is no component when no rule names it
    assert "- **Chosen die**: each player has their own die." in seasons_en and "at most 1 die" not in seasons_en
    assert "- **Выбранный кубик**: у каждого игрока свой кубик." in seasons_ru and "предел — 1 кубик" not in seasons_ru
    assert "- **Box**" not in seasons_en and "- **Коробка**" not in seasons_ru
    assert (
        "- **Stored earth**, **stored fire** and **stored air**: each card has its own count, which starts at 0"
        " and never goes below 0; it goes back to 0 when the card is moved to another zone." in seasons_en
    )
    assert "- **Текущий сезон**: общий для всех — зима, весна, лето или осень; в начале — зима." in seasons_ru
    zombie_en, zombie_ru = both("zombie-locations")
    # four alike zones, one line
    assert "- **Stack at location 1–4**: each is one shared pile of cards, face up or face down." in zombie_en
    assert "- **Стопка локации 1–4**: каждая — общая стопка карт, открытых или закрытых." in zombie_ru
    assert "Stack at location 2**" not in zombie_en
    proof = render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)
    # each with its own source
    assert "- **Stack at location 2**: one shared pile of cards, face up or face down." in proof
    for book in (frozen_en, gaslands_en, seasons_en):
        assert "keeps their own" not in book and ", shared, " not in book
    for book in (frozen_ru, gaslands_ru, seasons_ru):
        assert "**: стопка; " not in book and "**: ряд; " not in book


def test_a_card_does_not_repeat_what_its_name_says() -> None:
    """A name made of the card's values ("Elsa · Anna", a maneuver named as its card) does not list them again;
    a value that is only part of the name ("Evasive Action" is an Action) still shows."""
    frozen_en, frozen_ru = both("frozen2")
    assert "symbols: Elsa, Anna" not in frozen_en and "символы: Эльза, Анна" not in frozen_ru
    assert "Elsa · Anna**† ×2 —" not in frozen_en and "Elsa · Anna**† ×2\n" in frozen_en  # no dash left hanging
    talespin_en = render_text(load_game("talespin"), "en", "book", "md")
    assert "maneuver name: Strafe" not in talespin_en
    assert "**Evasive Action**† — type: Action; maneuver: 8; maneuver name: Jink; Draw: 1" in talespin_en
    sheet = render_text(load_game("frozen2"), "en", "cards", "md")
    assert "- **Elsa · Anna** — Elsa: Discard 1 card from your hand." in sheet


def test_a_variant_without_a_rule_keeps_what_its_otherwise_says() -> None:
    """Switching off an `if` step leaves its `otherwise` in force (the engine runs it): the book says what the
    step becomes, not only "leaves out the rule", which reads as if the whole step (and card play) were gone;
    the variant's own book prints the step."""
    frozen_en, frozen_ru = both("frozen2")
    assert (
        "- In this variant there is no “Mountains” rule; step 2 of “A turn” is always:\n\n"
        "    1. Choose one: play a card from your hand onto the road" in frozen_en
    )
    assert "- В этом варианте нет правила «Горы»; шаг 2 раздела «Ход» всегда такой:\n\n    1. Выберите" in frozen_ru
    assert "leaves out the rule “Mountains”" not in frozen_en
    # a variant that takes every symbol's power says so, not with the whole list
    assert "- In this variant no symbol has a power.\n" in frozen_en
    assert "- В этом варианте ни у одного символа нет свойства.\n" in frozen_ru
    assert "Elsa, Anna, Olaf, Sven, Mountains, Mattias, Kristoff and Nokk" not in frozen_en
    simple = render_text(load_game("frozen2", "simple"), "en", "book", "md")
    assert "2. Choose one: play a card from your hand onto the road" in simple


def test_a_dagger_sits_right_after_what_it_marks() -> None:
    """A dagger followed by more text on its line is set against the marked words, so it cannot be read as
    marking the next sentence ("**2–4 players.** † The players choose…" was ambiguous)."""
    english, russian = both("frozen2")
    assert "**2–4 players.**† The players choose" in english
    assert "**2–4 игрока.**† " in russian
    assert ".** †" not in english and ".** †" not in russian


def test_a_mark_the_rules_keep_for_themselves_is_not_noted() -> None:
    """Divine Chalice puts a card into play, which says what the mark means: the mark the Amulet reads is set unsaid,
    and the Amulet still says what it tests."""
    english, russian = both("seasons")
    assert "note that another card's effect put" not in english
    assert "less than your summoning gauge, put that card into your play area, then resolve" in english
    assert "отметьте, что эту карту ввёл" not in russian
    assert "If another card's effect put this card into play, gain 5 crystals" in english


def test_components_that_read_alike_share_a_line_and_a_card_sheet_stops_after_its_stats() -> None:
    """Five lines "each player has their own count, which starts at 0" are one; "prestige points: 6. Summoning
    effect: …" on a card sheet, not "prestige points: 6 Summoning effect"."""
    english, russian = both("seasons")
    assert (
        "- **Crystals**, **water**, **earth**, **fire** and **air**: each player has their own count, which starts"
        " at 0 and never goes below 0." in english
    )
    assert "- **Кристаллы**, **вода**, **земля**, **огонь** и **воздух**: у каждого игрока свой счёт;" in russian
    assert "- **Crystals per water**: one shared count, which starts at 1." in english  # a shared count keeps its line
    assert "- **Season dice**: one shared set of 20 dice." in english and "- **Dice**: 20 dice." not in english
    for lang in ("en", "ru"):
        cards = render_text(load_game("seasons"), lang, "cards", "md")
        assert not re.search(r": [−-]?\d+ [A-ZА-Я]", cards), lang
    assert "очки престижа: 6. Эффект розыгрыша: увеличьте свою силу мага на 2." in render_text(
        load_game("seasons"), "ru", "cards", "md"
    )


def test_a_price_that_depends_on_the_player_count_is_printed_for_each_count() -> None:
    """As the printed cards say "2/5/8" (reference seasons.md): not "(3 × the number of players − 4) crystals"."""
    english, russian = both("seasons")
    assert "cost: 2/5/8 crystals (2/3/4 players)" in english  # Arcano Leech
    assert "cost: 1/2/3 fire (2/3/4 players)" in english  # Titus Deepgaze
    assert "стоимость: 3/6/9 кристаллов (при 2/3/4 игроках)" in russian  # Фигрим
    assert "стоимость: 1/2/3 земли (при 2/3/4 игроках)" in russian  # Сид
    assert "the number of players −" not in english and "число игроков −" not in russian


def test_a_variant_without_powers_neither_resolves_them_nor_tables_them() -> None:
    """Frozen 2 «без особых свойств»: no «затем разыграйте свойство символа …» and no quick-sheet table of «—»;
    the quick sheet's title takes the variant after a dash, as the book's does."""
    simple = load_game("frozen2", variant="simple")
    russian = render_text(simple, "ru", "book", "md")
    assert (
        "2. Выберите одно: выложите карту с руки на дорогу; или, если колода не пуста, возьмите 1 карту из колоды."
        in russian
    )
    quick = render_text(simple, "en", "quick", "md")
    assert "| **Elsa** | — |" not in quick and "resolve the power" not in quick
    assert quick.startswith("# Frozen 2: Enchanted Forest — Simplified game: no powers — Quick reference")
    four = render_text(load_game("frozen2", variant="four-powers"), "en", "quick", "md")
    assert "then resolve the power of the joining symbol" in four and "| **Elsa** | Discard 1 card" in four


def test_a_kind_that_is_a_noun_names_the_card() -> None:
    """Seasons' card types are nouns for the cards themselves (`kinds_are_nouns:`): «1 магический предмет»,
    «если нет фамильяров», not «1 карту типа «магический предмет»»; the words agree with the kind's gender."""
    english, russian = both("seasons")
    assert "карт типа" not in russian and "карту типа" not in russian and "карты типа" not in russian
    assert "каждый игрок кладёт 1 магический предмет из игровой зоны на руку" in russian
    assert "за каждый другой магический предмет в игровой зоне" in russian
    assert "сбросьте 1 фамильяра из игровой зоны" in russian and "если в игровой зоне нет фамильяров" in russian
    assert "magic item card" not in english and "familiar card" not in english
    assert "If there are no familiars in your play area, gain 20 crystals." in english
