"""Amounts and counts said in words: how many, per how many, a sum, a formula, «столько …, сколько …»."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text
from tests.books import both, said


def test_a_number_noted_then_lost_in_full_is_losing_all() -> None:
    english, russian = said("seasons", "set the x to your energy, then lose the x energy, then gain the x + 1 crystals")
    assert english == "Lose all your energy (X), then gain crystals equal to X + 1."
    assert russian.startswith("Потеряйте всю свою энергию (X), затем получите")


def test_a_number_kept_to_turn_an_amount_at_a_rate() -> None:
    english, russian = said("seasons", "set the x to your crystals, then lose the x crystals, then gain the x * 2 air")
    assert english == "Turn each crystal you have into 2 air."
    assert russian == "Превратите каждый свой кристалл в 2 воздуха."
    english, russian = said("seasons", "set the x to your water, then lose the x water and gain the x fire")
    assert (english, russian) == ("Turn all your water into fire.", "Превратите всю свою воду в огонь.")


def test_no_cards_left_reads_as_there_being_none() -> None:
    english, russian = both("zombie-locations")
    assert "10. If there are no warm cards in your archetypes," in english
    assert "10. Если в архетипах нет тёплых карт, выйдите из раунда" in russian


def test_an_amount_per_card_and_a_number_in_bands() -> None:
    """ "N × the number of CARDS" of a gain or loss reads "N … for each card"; a number set from another by whole
    division reads as the runs of the other's values ("1–3 winter"), with the values' names."""
    english, russian = both("seasons")
    assert "loses 5 prestige points for each card in their hand" in english
    assert "теряет 5 очков престижа за каждую карту на руке" in russian
    assert "Set the current season from the season wheel: 1–3 winter, 4–6 spring, 7–9 summer, 10–12 fall." in english
    assert "Определите текущий сезон по колесу сезонов: 1–3 — зима, 4–6 — весна, 7–9 — лето, 10–12 — осень." in russian
    assert "(rounded down)" not in english.split("## Cards")[0]


def test_an_amount_per_so_many_and_a_name_after_a_few() -> None:
    """`your N / 3` gained reads "1 … for every 3 N"; a Russian name with an adjective takes its `few` form after
    2–4 (the adjective plural, the noun singular)."""
    english, russian = both("zombie-locations")
    assert "Each player gains 1 victory point for every 3 collected Freak tokens." in english
    assert "Каждый игрок получает 1 очко победы за каждые 3 собранных жетона утырков." in russian
    assert "Each player who has at least 7 collected Freak tokens gains 2 victory points." in english


def test_a_choice_of_values_for_one_number_reads_as_the_values() -> None:
    english, russian = both("zombie-locations")
    assert "Choose your location: 1, 2, 3 or 4." in english and "set your location to 1;" not in english
    assert "Выберите свою локацию: 1, 2, 3 или 4." in russian and "в качестве" not in russian


def test_a_count_of_cards_reads_as_there_are() -> None:
    english = render_text(load_game("talespin"), "en", "book", "md")
    assert "if there are at least 5 cards in Shere Khan's cargo hold; Shere Khan wins" in english
    assert "If there are any Lucky Shot cards in Shere Khan's maneuvers," in english  # a possessive takes no "the"
    assert "the number of face-down cards in your cargo hold is at least 1" not in english


def test_bands_are_read_only_where_runs_of_values_give_one_result() -> None:
    """A formula that gives each value its own result is said as the formula (no bands); one that groups runs
    is said as the runs, its results kept within the target's bounds as the engine keeps them."""
    from interpreter.dsl import nodes as n
    from interpreter.render.facts import Facts

    facts = Facts(load_game("seasons"), "en")
    season, wheel = n.CounterRef(counter="season", owner="table"), n.CounterRef(counter="wheel", owner="table")
    shifted = n.BinOp(op="mod", left=n.BinOp(op="+", left=wheel, right=n.Int(8)), right=n.Int(12))
    score = n.CounterRef(counter="score", owner="you")  # no bounds
    assert facts.bands(score, shifted) is None  # twelve values, twelve results
    assert facts.bands(season, shifted) is not None  # the same, kept within 1–4: runs
    halves = n.BinOp(op="/", left=wheel, right=n.Int(6))  # 0 for 1–5, 1 for 6–11, 2 for 12: 0 and 2 clamped
    said = facts.bands(season, halves)
    assert said is not None and said[1] == [("winter", 1, 11), ("spring", 12, 12)]


def test_an_amount_that_can_be_counted_reads_as_many_as_in_russian() -> None:
    """«столько кристаллов, сколько карт …», «сколько у цели воды»: not «кристаллы в количестве, равном числу …»."""
    russian = render_text(load_game("seasons"), "ru", "book", "md")
    assert "получите столько кристаллов, сколько фамильяров в игровой зоне" in russian
    assert "получите столько же воды, земли, огня и воздуха, сколько у цели" in russian
    assert "Каждый игрок получает столько очков престижа, сколько в сумме составляют его кристаллы и очки" in russian
    assert "столько раз, сколько игроков, положите верхнюю карту колоды" in russian
    assert "кристаллы в количестве, равном числу" not in russian


def test_a_capped_range_and_another_players_number_kept() -> None:
    """ "from 1 to the lower of 2 and your energy" reads "from 1 to 2 (at most your energy)"; another player's
    number copied into a variable is set, not "noted" (the reader is not the one who notes it)."""
    english, russian = both("seasons")
    # two values are named, not a range; the choice and the exchange it sizes are one step
    assert "exchange 1 or 2 energy (at most what you have) for the same amount of energy of your choice" in english
    assert "обменяйте 1 или 2 энергии (не больше, чем у вас есть)" in russian and "в качестве X" not in russian
    # the letter is not printed: its uses after the choice are "that many"
    assert "Choose a number from 1 to 3, then move the season wheel that many spaces" in english
    assert "выберите число от 1 до 3, затем передвиньте колесо сезонов на столько же делений" in russian
    talespin_ru = render_text(load_game("talespin"), "ru", "book", "md")
    assert "а досягаемость закуса равна ДАЛЬНОСТИ атакующего" in talespin_ru
    assert "запомните ДАЛЬНОСТЬ атакующего" not in talespin_ru


def test_discarding_the_count_of_a_zone_less_one_is_keeping_one() -> None:
    """ "discard the number of cards in your peek - 1 cards from your peek" is what a person says "discard all but
    one" / «оставьте одну, остальные сбросьте»."""
    english, russian = both("seasons")
    assert "Discard all but 1 card from your viewing pile." in english and "viewing pile − 1" not in english
    assert "Оставьте одну из просматриваемых карт, остальные сбросьте." in russian and "− 1, из" not in russian


def test_a_payment_on_top_of_a_gain_says_more() -> None:
    """Thieving Fairies: "gain 1 crystal, then that player pays you 1 crystal" may be read as one crystal in all
    (seed 004, 41/50: 2 crystals, one of them stolen)."""
    english, russian = both("seasons")
    assert "gain 1 crystal, then that player pays you 1 more crystal." in english
    assert "получите 1 кристалл, затем этот игрок платит вам ещё 1 кристалл." in russian


def test_an_amount_per_unit_and_a_formula_in_russian() -> None:
    """ "3 × your energy" reads per unit; "3 × (cards − 1)" per card but one; any other formula with × is said in
    the nominative in brackets in Russian, where «равном 3 × вашей энергии» declines inside the formula."""
    english, russian = said("seasons", "gain 3 * your water crystals")
    assert (english, russian) == (
        "Gain 3 crystals for each water you have.",
        "Получите 3 кристалла за каждую единицу своей воды.",
    )
    english, russian = said("seasons", "gain 2 * (the number of cards in your hand - 1) crystals")
    assert english == "Gain 2 crystals for each card in your hand except one."
    assert russian == "Получите 2 кристалла за каждую карту на руке, кроме одной."
    english, russian = said("seasons", "gain 12 + 4 * your purse crystals")
    assert english == "Gain 12 crystals plus 4 times your bonus crystals per transmuted energy."
    assert russian == "Получите 12 кристаллов плюс ваши дополнительные кристаллы за единицу энергии, умноженные на 4."
    english, russian = said("seasons", "gain 4 * (3 + your purse) crystals")
    assert english == "Gain crystals equal to 4 × (3 + your bonus crystals per transmuted energy)."
    assert russian == "Получите (4 × (3 + ваши дополнительные кристаллы за единицу энергии)) кристаллов."


def test_two_gains_in_one_step_say_the_verb_once() -> None:
    english, russian = said("seasons", "gain 10 crystals and gain 1 water")
    assert (english, russian) == ("Gain 10 crystals and 1 water.", "Получите 10 кристаллов и 1 воду.")


def test_no_amount_in_russian_reads_v_kolichestve_ravnom_in_seasons() -> None:
    """Proofread 25: a sum, a card's prestige and "the number of cards − 1" read as a person counts them."""
    seasons = load_game("seasons")
    for sheet in ("book", "quick", "cards"):
        assert "в количестве, равном" not in render_text(seasons, "ru", sheet, "md"), sheet
    russian = render_text(seasons, "ru", "book", "md")
    # two gains of prestige side by side are one gain of their sum, the verb said once
    assert "составляют его кристаллы и очки престижа карт в игровой зоне, и теряет 5 очков" in russian
    assert "кристаллов, получает столько" not in russian
    english = render_text(seasons, "en", "book", "md")
    assert "gains prestige points equal to their crystals plus the total prestige points of the cards" in english
    assert (
        "получите столько кристаллов, сколько в сумме составляют кристаллы за энергию выбранного вида и ваши"
        " дополнительные кристаллы за единицу энергии" in russian
    )
    assert "получите столько энергии, сколько очков престижа у этой карты" in russian
    assert "получите столько энергии, сколько других магических предметов в игровой зоне" in russian
    english = render_text(seasons, "en", "book", "md")
    assert (
        "gain crystals equal to the crystals per energy of the chosen kind plus your bonus crystals per "
        "transmuted energy" in english
    )
    assert "Gain as much energy as there are other magic items in your play area." in english
    assert "in your play area − 1" not in english


def test_a_fixed_amount_plus_a_multiple_reads_as_words() -> None:
    """Balance of Ishtar gains `12 + 4 × your bonus crystals`: said as an amount plus a multiple, not a formula."""
    english, russian = both("seasons")
    assert "then gain 12 crystals plus 4 times your bonus crystals per transmuted energy." in english
    assert "получите 12 кристаллов плюс ваши дополнительные кристаллы за единицу энергии, умноженные на 4." in russian
    assert "(12 + 4 ×" not in russian and "equal to 12 + 4 ×" not in english
    assert "Choose a kind of energy you have at least 4 of, then lose 4 energy" in english
    assert "выберите вид энергии, которой у вас не меньше 4, затем потеряйте 4 энергии" in russian


def test_gains_that_copy_another_players_numbers_are_one_clause() -> None:
    """Lewis Greyface gains the target's water, earth, fire and air: one clause, not four «столько …, сколько …»."""
    english, russian = both("seasons")
    assert "then gain as much water, earth, fire and air as the target has." in english
    assert "затем получите столько же воды, земли, огня и воздуха, сколько у цели." in russian
    assert "сколько у цели воды" not in russian and "equal to the target's water" not in english


def test_no_russian_book_says_v_kolichestve_ravnom() -> None:
    """A count said «столько …, сколько …» everywhere, the dice rolled and the tokens put too: «Бросьте столько
    шестигранных кубиков, сколько составляет текущая передача цели», not «… кубики в количестве, равном …»."""
    for game_id in ("frozen2", "talespin", "seasons", "gaslands", "zombie-locations"):
        assert "в количестве, равном" not in render_text(load_game(game_id), "ru", "book", "md"), game_id
    russian = render_text(load_game("gaslands"), "ru", "book", "md")
    rolled = (
        "Бросьте столько шестигранных кубиков, сколько составляет текущая передача цели (это брошенные кубики"
        " уклонения)"
    )
    assert rolled in russian
    assert "Положите на цель столько токенов повреждений, сколько попаданий." in russian  # not «… составляет число»
    assert "Бросьте столько шестигранных кубиков, сколько кубиков атаки у активной машины" in russian
    english = render_text(load_game("gaslands"), "en", "book", "md")
    assert "Roll as many six-sided dice as the active vehicle has attack dice" in english
    assert "Put as many damage tokens on the target as there are hits." in english


def test_cards_counted_in_a_zone_and_the_one_card_left_read_as_words() -> None:
    """«если в игровой зоне не меньше 3 карт», «если карт в игровой зоне меньше, чем ваша сила мага», not «если число
    карт в … не меньше 3»; after "discard all but 1 card from Z", what happens to that card, not "for each card in
    Z"."""
    english, russian = both("seasons")
    assert "если в игровой зоне не меньше 3 карт, сбросьте 3 карты" in russian
    assert "Если карт в игровой зоне меньше, чем ваша сила мага, выложите карту" in russian
    assert "число карт в игровой зоне" not in russian
    assert (
        "Discard all but 1 card from your viewing pile. If the number of cards in your play area is less than your "
        "summoning gauge, put that card into your play area" in english
    )
    assert "Оставьте одну из просматриваемых карт, остальные сбросьте. Если карт в игровой зоне меньше" in russian
    assert "all but 1 card from your viewing pile. For each" not in english
    talespin_ru = render_text(load_game("talespin"), "ru", "book", "md")
    assert "если в грузовом отсеке Шер-Хана не меньше 5 карт" in talespin_ru


def test_a_loss_beyond_a_limit_says_its_own_condition() -> None:
    """«потеряйте энергию сверх вашего предела резерва» is nothing when the energy is not beyond it: the book does
    not say «если ваша энергия больше вашего предела резерва» first."""
    english, russian = both("seasons")
    assert "Whenever a card leaves your play area, lose energy down to your reserve limit." in english
    assert "покидает вашу игровую зону, потеряйте энергию сверх вашего предела резерва." in russian
    assert "if your energy is more than your reserve limit" not in english
    assert "если ваша энергия больше вашего предела резерва" not in russian
