"""The TaleSpin books read as a person would write them (issue #10, proofreading pass seven): a step a card may
replace, numbers the dogfight works out, play against use, the setup's first player, one spelling, one name."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def _books(variant: str | None = None) -> tuple[str, str]:
    game = load_game("talespin", variant) if variant else load_game("talespin")
    return render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")


def test_a_step_a_card_may_replace_says_what_happens_if_it_is_not() -> None:
    """Not "… — or: if …, go to …. The attacker plays …": the card comes first, then what happens without it,
    the options listed and the sentences numbered."""
    english, russian = _books()
    assert "— or:" not in english and "— или:" not in russian
    assert (
        "13. The defender may play a card that says “Play instead of playing a maneuver”. If they do not, the "
        "defender chooses one:\n\n    - Play from their hand into their played maneuvers a non–Lucky Shot card"
        " whose maneuver"
    ) in english
    assert "“Play instead of playing a maneuver”. If they do not: †\n\n    1. If the" in english
    assert "Если он этого не сделал, защитник выбирает одно:\n\n    - Выложить с руки в сыгранные манёвры" in russian
    assert "15. Same as step 13.\n16. Same as step 14.\n17. Same as step 13." in english  # repeats still point back


def test_a_number_the_dogfight_works_out_is_stated() -> None:
    english, russian = _books()
    assert "12. The maneuver to beat is the maneuver of the card that started the dogfight" in english
    assert "Set the maneuver to beat" not in english and "Set the Damage total" not in english
    assert "12. Манёвр, который нужно побить, равен сумме манёвра карты, начавшей закус," in russian
    solo, solo_ru = _books("solo")
    assert "8. The best maneuver is your maneuver bonus plus the higher of" in solo
    assert "13. You have beaten Shere Khan this turn." in solo and "Note that" not in solo
    assert "13. Вы победили Шер-Хана в этот ход." in solo_ru and "Отметьте, что" not in solo_ru


def test_playing_from_hand_and_using_on_the_table_are_told_apart() -> None:
    """`mode: both` plays from hand and uses cards on the table; `mode: use` (the solitaire dogfight) only uses."""
    english, russian = _books()
    assert "3. The attacker may play or use any cards that say “Play when you start a dogfight”." in english
    assert "- Use a card you have on the table that says “Play during your turn”." in english
    assert "- Используйте свою карту на столе с надписью «Играть в свой ход»." in russian
    assert "A card is played from your hand; a card already on the table whose text says “while in your …”" in english
    solo, _ = _books("solo")
    assert "3. You may use any of your cards on the table that say “Play when you start a dogfight”." in solo


def test_the_attackers_own_cockpit_and_the_first_players_place() -> None:
    english, _ = _books()
    assert "the top card of the attacker's cockpit is the card that started the dogfight" in english
    assert "ahead of you" not in english.split("## Setup")[1].split("## A turn")[0]


def test_one_spelling_one_name_and_a_plain_title() -> None:
    """American spelling, as the game's published English; "Shere Khan" throughout; a possessive name takes no
    article; a title with its own colon takes the variant after a dash."""
    english, russian = _books("solo")
    assert "colour" not in english.lower() and "- **Colors**: blue, red." in english
    assert " Khan this turn" in english and "beaten Khan" not in english and "against Khan" not in english
    assert "“Shere Khan wins the dogfight”" in english and "«Шер-Хан выигрывает закус»" in russian
    assert "Shere Khan's cargo hold" in english and "the Shere Khan's" not in english
    assert english.startswith("# TaleSpin: The Card Game — Solitaire (Baloo against Shere Khan)\n")
    assert russian.startswith("# Чудеса на виражах: карточная игра — Одиночная игра (Балу против Шер-Хана)\n")
    assert "Ring of locations" in english and "cover Locations" not in english


def test_a_card_revealed_and_discarded_is_named_once() -> None:
    """Not «если эта карта не подлинный груз, сбросьте эту карту» (a missing dash, the card named twice)."""
    english, russian = _books()
    assert "reveal a face-down card in the defender's cargo hold, then discard it if it is not genuine" in english
    assert "затем сбросьте её, если это не подлинный груз" in russian
    assert "затем сбросить её, если это не подлинный груз" in russian  # in the attacker's choice
    assert "не подлинный груз, сбросьте эту карту" not in russian and "сбросьте ту карту" not in russian


def test_a_mark_a_player_gets_says_what_it_does() -> None:
    """Not "at the start of the game and of each turn, you are allowed to roll the die this turn", nor the double
    negative «вам не запрещено бросать кубик»."""
    english, russian = _books()
    assert "- **Grounding**: a player who has it does not roll the die this turn; no one has it at the start" in english
    assert "- **Запрет на бросок**: игрок, у которого он есть, не бросает кубик в этот ход; в начале игры" in russian
    assert "не запрещено" not in russian and "4. Если вы можете бросать кубик в этот ход," in russian


def test_small_words_of_the_book() -> None:
    """One die is "Die"; a variant's player count is not "Players: 1 player."; the cargo bonus is lower case like
    the other card effects; a window names who starts the dogfight; a set number after a card's new role reads
    the same way ("then the reach of the dogfight becomes …")."""
    english, russian = _books()
    assert "## Die\n" in english and "## Кубик\n" in russian
    assert "- 1 player.\n" in english and "Players: 1 player" not in english and "- 1 игрок.\n" in russian
    assert "Cargo bonus: Draw 1 card." in english and "Cargo Bonus" not in english
    assert "- Играть, когда вы начинаете закус\n- Играть, когда противник" in russian
    assert "- Играть перед набором карт ПИЛОТИРОВАНИЯ\n- Играть после набора карт ПИЛОТИРОВАНИЯ" in russian
    assert "— the played card is the card that started the dogfight, and the reach of the dogfight is" in english


def test_cargo_is_delivered_as_the_section_says() -> None:
    """ "then you may deliver cargo (see “Cargo delivery”)", not "play cargo", which reads as playing a Cargo card."""
    english, russian = _books()
    assert "then you may deliver cargo (see “Cargo delivery”)" in english and "play cargo" not in english
    assert "затем можете доставить груз (см. «Доставка груза»)" in russian and "сыграть груз" not in russian


def test_what_holds_when_a_player_declines_is_stated() -> None:
    """ "If they do not, the defender has accepted the dogfight", not "…, note that the defender has accepted …"."""
    english, russian = _books()
    assert "(“Attacker Victory”). If they do not, the defender has accepted the dogfight.\n" in english
    assert "(«Победа атакующего»). Если он этого не сделал, защитник принял закус.\n" in russian


def test_the_solitaire_book_speaks_to_the_one_player() -> None:
    """Played alone, the goal, the components and the play-or-use note speak to you (proofreading pass 25)."""
    english, russian = _books("solo")
    assert "if you have at least as many cards in your cargo hold as the cargo goal; you win." in english
    assert "если у вас карт в грузовом отсеке не меньше, чем цель по грузам; вы побеждаете." in russian
    for text in (english, russian):
        assert "each player" not in text and "a player who" not in text and "shared" not in text
        assert "каждого игрока" not in text and "общий" not in text and "общая" not in text
    assert "- **Cockpit**: your own row of face-up cards." in english
    assert "- **Кабина**: ваш ряд открытых карт." in russian
    # nothing in the solitaire grounds you (only a card played on an opponent's turn does): no such component
    assert "**Grounding**" not in english and "**Запрет на бросок**" not in russian
    # cards are only used where they lie in the solitaire: nothing to tell apart from playing them
    assert "A card is played from your hand" not in english and "Карты играют с руки" not in russian
    standard, _ = _books()
    assert "A card is played from your hand" in standard and "each such player wins" in standard


def test_a_section_is_numbered_on_after_the_steps_it_follows() -> None:
    english, russian = _books("solo")
    assert "18. Discard all cards in your played maneuvers" in english
    assert "### Shere Khan wins the dogfight\n\n19. You may use" in english
    assert "\n18. Вы можете использовать" not in russian


def test_a_loop_a_reveal_and_a_draw_read_as_sentences() -> None:
    english, russian = _books()
    assert "roll the die, then resolve the die effect of each card in your cockpit and your passenger chain." in english
    assert "затем примените эффект кубика каждой карты в кабине и в пассажирской цепочке." in russian
    assert "for each card in all players' cockpits, put all cards" in english
    assert "для каждой карты в кабине каждого игрока положите все карты колоды" in russian
    assert "in the defender's cargo hold, reveal one of them, then discard it if it is not genuine." in english
    assert "в грузовом отсеке защитника есть закрытые карты, откройте одну из них, затем сбросьте её" in russian
    assert "For each other player, if there are any face-down cards" in english
    assert "8. Атакующий берёт из колоды столько карт, сколько составляет его ПИЛОТИРОВАНИЕ." in russian
    assert "в количестве, равном" not in russian and "player: if" not in english


def test_the_card_sheet_ends_the_numbers_before_the_text() -> None:
    game = load_game("talespin")
    sheet = render_text(game, "en", "cards", "md")
    assert "maneuver name: Ride the Wind. Play during your turn: Move up to 2" in sheet


def test_a_repeat_of_a_choice_has_one_colon() -> None:
    english, russian = _books()
    assert "As many times as the Damage total, the attacker chooses one: reveal" in english
    assert "Столько раз, сколько составляет общий Урон, атакующий выбирает одно: открыть" in russian
    zombie = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "Трижды: если ваш этап" in zombie  # a condition after the count keeps its colon


def test_a_kind_a_card_must_not_have_is_said_like_a_kind() -> None:
    """ "a non–Lucky Shot card", «карту без отметки «Выстрел на удачу»», not the engine's "whose tags do not
    include Lucky Shot"."""
    english, russian = _books()
    assert "into their played maneuvers a non–Lucky Shot card whose maneuver is at least" in english
    assert "карту без отметки «Выстрел на удачу», у которой манёвр не меньше" in russian
    assert "do not include" not in english and "не включают «" not in russian


def test_the_quick_sheet_says_what_happens_if_the_card_is_not_played() -> None:
    """A step a card may replace, whose options the book lists, is one line on the quick sheet: the card's
    sentence ends and "If they do not," leads the choice (not "“…” The defender chooses one")."""
    game = load_game("talespin")
    english, russian = (render_text(game, lang, "quick", "md") for lang in ("en", "ru"))
    assert "“Play instead of playing a maneuver”. If they do not, the defender chooses one: play" in english
    assert "«Играть вместо того, чтобы сыграть манёвр». Если он этого не сделал, защитник выбирает одно:" in russian
    assert "maneuver” The" not in english and "манёвр» Защитник" not in russian


def test_a_solitaire_lists_only_the_moments_that_come() -> None:
    """Alone there is no opponent's turn and no dogfight an opponent starts: the book lists the moments the
    build's rules open and says the others never come; the standard game lists them all."""
    english, russian = _books("solo")
    moments = english.split("These are the moments:")[1].split("## Setup")[0]
    assert "- Play when you start a dogfight\n" in moments and "- Play when the dogfight is over\n" in moments
    assert "opponent" not in moments and "instead of playing a maneuver" not in moments
    assert "The other moments that cards name never come in this game." in moments
    assert "Других моментов, которые называют карты, в этой игре не бывает." in russian
    standard, _ = _books()
    assert "- Play when an opponent starts a dogfight with you" in standard and "other moments" not in standard


def test_a_condition_the_first_choice_says_is_not_said_twice() -> None:
    """Sticky Fingers: "choose an opponent who has at least 2 cards in their hand" already says "if an opponent
    has at least 2 cards in their hand"."""
    english, russian = _books()
    assert "Play during your turn: Choose as the target an opponent who has at least 2 cards in their hand" in english
    assert "If an opponent has at least 2 cards in their hand, choose" not in english
    assert "Играть в свой ход: выберите целью противника, у которого не меньше 2 карт на руке" in russian


def test_may_comes_before_how_many_times() -> None:
    _, russian = _books("solo")
    assert "7. Вы можете до двух раз выложить карту с руки в сыгранные манёвры." in russian
    assert "ожете" in russian and "Дважды можете" not in russian


def test_a_test_nothing_in_the_build_can_fail_is_not_printed() -> None:
    """Proofread 26: alone, nothing forbids the roll (Deadly Trap is played on an opponent's turn), so the solo
    turn says "Roll the die, …", not "If you are allowed to roll the die this turn, …"; the standard game keeps it."""
    solo, solo_ru = _books("solo")
    assert "3. Roll the die, then resolve the die effect" in solo and "allowed to roll" not in solo
    assert "3. Бросьте кубик, затем примените" in solo_ru and "можете бросать кубик" not in solo_ru
    english, russian = _books()
    assert "4. If you are allowed to roll the die this turn, roll the die" in english
    assert "4. Если вы можете бросать кубик в этот ход, бросьте кубик" in russian
    assert "- **Grounding**: a player who has it does not roll the die this turn;" in english


def test_the_solitaire_places_are_listed_with_the_variant() -> None:
    """Proofread 26: Shere Khan's piles are no components of the standard game: the variant's section lists them."""
    english, russian = _books()
    components = english.split("## Components")[1].split("## Stats")[0]
    ru_components = russian.split("## Компоненты")[1].split("## Показатели")[0]
    assert "Shere Khan's cargo hold" not in components and "Грузовой отсек Шер-Хана" not in ru_components
    khan_en = "**Shere Khan's cargo hold**: one row of cards, face up or face down."
    assert "- This variant also uses:\n\n    - " + khan_en in english
    khan_ru = "**Грузовой отсек Шер-Хана**: ряд карт, открытых или закрытых."
    assert "- В этом варианте есть ещё:\n\n    - " + khan_ru in russian
    solo, _ = _books("solo")
    assert "- **Shere Khan's cargo hold**: one row of cards, face up or face down." in solo


def test_sums_and_or_lists_read_as_prose() -> None:
    """Proofread 26: "… plus the attacker's maneuver bonus", "the cargo goal minus 1", «цели по грузам минус 1»;
    three conditions joined by "or" take commas («…, или …, или …»); three top cards put at once."""
    english, russian = _books()
    assert "12. The maneuver to beat is the maneuver of the card that started the dogfight plus the attacker" in english
    assert "at least the maneuver to beat minus the defender's maneuver bonus" in english
    assert "If the number of cards in your cargo hold is less than the cargo goal minus 1" in english
    for text in (english, russian):
        assert " + " not in text and " − " not in text
    solo, solo_ru = _books("solo")
    assert "If you have not beaten Shere Khan this turn, or your SHIPPING is less than" in solo
    assert "Если вы не победили Шер-Хана в этот ход, или ваша ПЕРЕВОЗКА меньше ПРИЁМА карты вашей локации, или" in (
        solo_ru
    )
    assert "9. Put the top 3 cards of the deck into Shere Khan's maneuvers." in solo
    assert "9. Положите 3 верхние карты колоды в манёвры Шер-Хана." in solo_ru


def test_a_ring_counter_goes_round_and_a_one_step_replacement_is_one_sentence() -> None:
    """Proofread 26: the location is a ring ("goes round from 1 to 12"), not "never goes above 12"; the variant's
    replaced cargo check reads "…: if …, the cargo delivery ends.", not a one-step list; no "pile" that is a row."""
    english, russian = _books()
    assert "which starts at 1 and goes round from 1 to 12: after 12 comes 1 again; it is a place on the ring" in english
    assert "в начале он равен 1; счёт идёт по кругу от 1 до 12: после 12 снова 1; это место на кольце" in russian
    assert "never goes above 12" not in english and "не бывает больше 12" not in russian
    assert "on the ring, the cargo delivery ends.\n" in english
    assert "на кольце, доставка груза заканчивается.\n" in russian
    assert "- **Row of Player cards**: one shared row of face-up cards." in english and "Pile of" not in english
    assert "- **Ряд карт Игроков**: общий ряд открытых карт." in russian and "Стопка карт Игроков" not in russian
