"""Language checks from the independent reads before the print run (issue #10): each pins an error that was
printed (the second read, stop 26; the third, stop 27, TaleSpin and the other games)."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def test_moments_for_cards_only_used_in_play_do_not_forbid_playing_from_hand() -> None:
    """Cards that only act where they lie are used at the named moments; "Each card says when it may be played"
    would contradict playing a card from hand at any point of the turn."""
    seasons = load_game("seasons")
    english = render_text(seasons, "en", "book", "md")
    russian = render_text(seasons, "ru", "book", "md")
    assert "## When cards may be used\n\nEach card says when it may be used. These are the moments:" in english
    assert "## Когда можно использовать карты\n\nНа каждой карте сказано, когда её можно использовать." in russian
    assert "when it may be played" not in english and "когда её можно сыграть" not in russian
    # a game whose cards are also played from hand at a moment keeps "played"
    talespin = render_text(load_game("talespin"), "en", "book", "md")
    assert "## When cards may be played\n\nEach card says when it may be played." in talespin


def test_a_tie_break_does_not_say_the_tied_players_shared_the_win() -> None:
    russian = render_text(load_game("seasons"), "ru", "book", "md")
    assert "разделивш" not in russian and "разделил победу" not in russian
    assert "Если таких игроков несколько, из них побеждает каждый, у кого больше всего разыгранных карт." in russian


def test_the_top_card_put_twice_in_a_row_is_the_top_two_cards() -> None:
    seasons = load_game("seasons")
    assert "put the top 2 cards of the draw pile onto your viewing pile" in render_text(seasons, "en", "book", "md")
    russian = render_text(seasons, "ru", "book", "md")
    assert "положите 2 верхние карты колоды в просматриваемые карты" in russian
    assert "дважды положите верхнюю карту" not in russian


def test_two_things_you_have_share_one_you_have() -> None:
    seasons = load_game("seasons")
    english = render_text(seasons, "en", "book", "md")
    russian = render_text(seasons, "ru", "book", "md")
    assert "If you have at least 1 crystal and at least 1 energy, choose" in english
    assert "If you have bonuses left and at least 1 energy, use a bonus" in english
    assert "если у вас есть кристалл и энергия, выберите" in russian
    assert "Если у вас остались бонусы и есть энергия, используйте бонус" in russian
    assert "left and you have" not in english and "crystal and you have" not in english
    assert "бонусы и у вас" not in russian and "кристалл и у вас" not in russian


def test_the_draft_pile_is_not_cards_taken_from_cards() -> None:
    russian = render_text(load_game("seasons"), "ru", "book", "md")
    assert "передают карты из стопки для выбора соседу слева" in russian
    assert "карты из карт" not in russian and "в карты для выбора" not in russian


# third read (stop 27)


def test_a_die_result_compared_is_quoted_as_where_it_names_a_kind() -> None:
    """«с результатом «Смена»» and «результат — не «Смена»» in the same rules: the value is quoted both times."""
    russian = render_text(load_game("gaslands"), "ru", "book", "md")
    assert "у которого результат — не «Смена»" in russian
    assert "результат — не Смена" not in russian


def test_dice_go_back_among_the_season_dice_not_into_them() -> None:
    seasons = load_game("seasons")
    russian = render_text(seasons, "ru", "book", "md")
    assert "выбранный кубик каждого игрока обратно к кубикам сезонов." in russian
    assert "в кубики сезонов" not in russian
    assert "each player's chosen die back among the season dice." in render_text(seasons, "en", "book", "md")


def test_that_much_of_a_noun_without_a_plural() -> None:
    english = render_text(load_game("seasons"), "en", "book", "md")
    assert "then lose that much energy of the first kind, then gain that much energy of the second kind" in english
    assert "lose that many crystals" in english
    assert "that many energy" not in english


def test_the_table_the_engine_measures_is_in_the_components() -> None:
    """A vehicle not wholly on the table is wrecked: the book gives the table's size and where teams start."""
    for variant in (None, "heavy-metal", "fixed-pole"):
        game = load_game("gaslands", variant=variant)
        english = render_text(game, "en", "book", "md")
        russian = render_text(game, "ru", "book", "md")
        table_en = (
            "- **Table**: 900 × 900 mm; each player's vehicles start side by side at the edge of the table given by"
            " their seat number"
        )
        table_ru = (
            "- **Стол**: 900 × 900 мм; машины каждого игрока в начале стоят рядом у края стола, заданного номером"
            " его места"
        )
        assert table_en + ", facing straight in; measured from the corner on player 1's left, the centre of" in english
        assert "“Burnt-out bus” is 300 mm along player 1's edge and 450 mm in (turned 30° anticlockwise" in english
        assert table_ru + ", и смотрят прямо внутрь стола; если считать от угла слева от игрока 1, центр" in russian
        assert "«Груда обломков» — в 620 мм вдоль края игрока 1 и в 470 мм от него" in russian
    assert "**Стол**" not in render_text(load_game("seasons"), "ru", "book", "md")


def test_a_rule_points_to_a_section_once() -> None:
    english = render_text(load_game("gaslands"), "en", "book", "md")
    russian = render_text(load_game("gaslands"), "ru", "book", "md")
    assert "use a SHIFT (see “SHIFT result”). Use a SHIFT for each SHIFT die" in english
    assert "(см. «Результат „Смена“»). Используйте результат «Смена» за каждый кубик" in russian
    assert "Roll a number of six-sided dice equal to the current gear of the target" in english
    assert "onto the table as their vehicles" in english and "onto the table among" not in english


def test_every_end_that_runs_is_printed_in_the_player_book_and_quick_sheet() -> None:
    """A turn limit kept so that every game ends (`bookkeeping: true` on an end rule) still ends games: the
    player's book and quick sheet state it, as every other end ("nothing the engine enforces goes unsaid")."""
    from interpreter.content.library import game_ids
    from interpreter.render import words

    for game_id in game_ids():
        game = load_game(game_id)
        for lang in ("en", "ru"):
            book = render_text(game, lang, "book", "md")
            quick = render_text(game, lang, "quick", "md")
            for end in game.end:
                if end.rule.model.name is not None:
                    assert f"**{words.name_of(end.rule.model.name, lang)}.**" in book, (game_id, lang, end.rule.id)
            limits = [e for e in game.end if e.rule.model.bookkeeping]
            for end in limits:
                number = str(end.rule.model.when).split()[-1]  # "the turn number is at least 500"
                assert number in quick, (game_id, lang, end.rule.id)
    frozen = render_text(load_game("frozen2"), "en", "book", "md")
    assert "**Turn limit.** Otherwise, the game ends at the end of a turn if the turn number is at least 500" in frozen


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
    """«Если карта, начавшая закус, — карта вида «Игрок», увеличьте общий Урон на её Урон», not «… на Урон карты,
    начавшей закус»; the same for a reward it resolves."""
    standard, solo = load_game("talespin"), load_game("talespin", "solo")
    english = render_text(standard, "en", "book", "md")
    assert "If the card that started the dogfight is a Player card, add its Damage to the Damage total." in english
    assert "add the Damage of the card that started the dogfight" not in english
    russian = render_text(standard, "ru", "book", "md")
    assert "Если карта, начавшая закус, — карта вида «Игрок», увеличьте общий Набор на её Набор." in russian
    solo_ru = render_text(solo, "ru", "book", "md")
    assert "не карта против защитника, примените её награду." in solo_ru
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


def test_a_run_of_numbered_piles_is_not_one_pile() -> None:
    """ "Stack at location 1–4: one shared pile" said four stacks were one pile."""
    game = load_game("zombie-locations")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert "**Stack at location 1–4**: each is one shared pile of cards, face up or face down." in english
    assert "**Стопка локации 1–4**: каждая — общая стопка карт, открытых или закрытых." in russian
    assert "each is" in render_text(game, "en", "book", "html")
    # the proof edition lists each stack on its own line, as one pile
    proof = render_text(game, "en", "book", "md", proof=True)
    assert "**Stack at location 2**: one shared pile of cards, face up or face down." in proof


def test_a_replaced_step_with_a_name_of_its_own_has_one_colon() -> None:
    """ "— Co-operative level: choose the level: easy, …" put two colons in one sentence."""
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


def test_a_count_of_cards_comes_after_where_the_pieces_go() -> None:
    """ "put dice equal to the number of cards in … at your location from the dice supply into the dice pool"
    hung the supply on the location."""
    game = load_game("zombie-locations")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert (
        "If the helper has agreed, put as many dice from the dice supply into the dice pool as there are cards in"
        " the helper's archetypes whose colour is the colour of the card at your location." in english
    )
    assert (
        "Если помощник согласился, положите из запаса кубиков к кубикам броска столько кубиков, сколько карт"
        " в архетипах помощника, у которых тот же цвет, что и у карты вашей локации." in russian
    )
    assert "dice equal to the number of" not in english


def test_a_set_of_one_symbol_is_named_in_the_singular() -> None:
    game = load_game("zombie-locations")
    assert "- **Die result**: FREAKS!" in render_text(game, "en", "book", "md")
    assert "- **Результат кубика**: УТЫРКИ!" in render_text(game, "ru", "book", "md")


def test_a_variant_where_no_symbol_has_a_power_lists_them_once() -> None:
    """Frozen 2 «без особых свойств»: eight rows of «— (в этом варианте без свойства)» under a rule that says
    the joining symbol's power resolves."""
    simple = load_game("frozen2", variant="simple")
    russian = render_text(simple, "ru", "book", "md")
    assert (
        "Символы — **Эльза**, **Анна**, **Олаф**, **Свен**, **Горы**, **Маттиас**, **Кристоф** и **Нокк**;"
        " в этом варианте свойств у них нет." in russian
    )
    assert "без свойства)" not in russian and "срабатывает только свойство" not in russian
    assert "в этом варианте свойств у них нет" in render_text(simple, "ru", "book", "html")
    # the standard book keeps the joining symbol's power
    standard = render_text(load_game("frozen2"), "ru", "book", "md")
    assert "срабатывает только свойство символа в месте соединения" in standard


def test_three_zones_are_a_list_not_and_and() -> None:
    game = load_game("zombie-locations")
    assert "Put all dice in the dice pool, the dice spent on stages and the ignored dice into the dice supply." in (
        render_text(game, "en", "book", "md")
    )
    assert "Положите все кубики броска, все кубики, потраченные на этапы, и все пустые кубики в запас кубиков." in (
        render_text(game, "ru", "book", "md")
    )


def test_the_helper_is_asked_once() -> None:
    """«выберите помощником противника …, затем попросите помощника о помощи»: helper, helper, help."""
    game = load_game("zombie-locations")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert "you may choose as the helper an opponent who is not knocked out, then ask them for help" in english
    assert "выберите помощником противника, который не в нокауте, затем попросите его о помощи" in russian
    assert "ask the helper for help" not in english and "помощника о помощи" not in russian


def test_cards_dealt_to_each_player_go_to_their_own_archetypes() -> None:
    russian = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "Каждый игрок кладёт 3 случайные карты из колоды архетипов в свои архетипы." in russian


def test_the_quick_sheet_states_the_joining_rule() -> None:
    """The Frozen 2 quick sheets never said that a card joins the road only where its symbol matches."""
    quick = render_text(load_game("frozen2"), "en", "quick", "md")
    assert "## Symbols\n\nA card joins an end of the road only by its own end that shows the same symbol" in quick
    simple = render_text(load_game("frozen2", variant="simple"), "ru", "quick", "md")
    assert simple.rstrip().endswith(
        "Карту присоединяют к концу дороги только тем её концом, на котором изображён тот же символ, что и на этом"
        " конце дороги."
    )
    assert "| **Эльза** |" not in simple


def test_the_quick_sheet_defines_the_terms_its_turn_uses() -> None:
    """The quick sheets said "on the same space as you" and measured distances on a table they never sized: a
    stat's meaning and the table's size are on the quick sheet too, in both languages and both formats."""
    zombie, gaslands = load_game("zombie-locations"), load_game("gaslands")
    for fmt, bold in (("md", "**"), ("html", "</strong>")):
        assert bold + ": a corner of a location card" in render_text(zombie, "en", "quick", fmt)
        assert "Клетка" + bold + ": угол карты локации" in render_text(zombie, "ru", "quick", fmt)
        for lang, size in (("en", "900 × 900 mm"), ("ru", "900 × 900 мм")):
            quick = render_text(gaslands, lang, "quick", fmt)
            assert size in quick and ("nearest edges" in quick or "ближайшими краями" in quick), (lang, fmt)
