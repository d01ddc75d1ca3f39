"""Language checks from the second read before the print run (issue #10): each pins an error that was printed."""

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
    assert "Если таких игроков несколько, из них побеждает каждый, у кого больше всех разыгранных карт." in russian


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
        table_en = "- **Table**: 900 × 900 mm; each player's vehicles start side by side at their own edge of the table"
        table_ru = "- **Стол**: 900 × 900 мм; машины каждого игрока в начале стоят рядом у его края стола"
        assert table_en + ", facing the middle; measured from the corner on player 1's left, the centre of" in english
        assert "“Burnt-out bus” is 300 mm along player 1's edge and 450 mm in (turned 30° anticlockwise" in english
        assert table_ru + ", лицом к середине; если считать от угла слева от игрока 1, центр карты" in russian
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
