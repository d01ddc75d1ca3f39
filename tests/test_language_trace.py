"""Trace read, stop 27 (issue #10): rules traced from what runs to the printed page. Each test pins a sentence
that left out, misstated or narrowed what the engine does, found by walking a game's YAML against its books."""

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
    assert "and 470 mm in; a move can leave a piece facing at any angle; a distance" in english
    assert "a distance between pieces is measured between their nearest edges. †" in english  # "within 300 mm"
    assert "; после движения фигура может стоять под любым углом; расстояние" in russian
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
    assert "may turn that vehicle to face any direction at a multiple of 45° to the table's edges." in english
    assert "turn the active vehicle up to 90 degrees either way, in steps of 45°, then" in english
    assert "на угол до 90 градусов в любую сторону с шагом 45°" in russian
    assert "может повернуть эту машину лицом в любую сторону под углом, кратным 45°, к краям стола" in russian
    assert "in steps of 45°" in _book("gaslands", "en", "quick")


def test_one_turn_for_the_whole_table_starts_with_the_marker_not_a_first_turn() -> None:
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "The players choose who starts with Pole Position; play passes to the left" in english
    assert "Игроки сами выбирают, у кого в начале Выигрышная позиция;" in russian
    assert "who takes the first turn" not in english
    assert "The players choose who takes the first turn" in _book("zombie-locations", "en")


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
        assert "; or, if the deck is not empty, draw 1 card." in english
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


# ---- trace read, stop 28: lang34 (zombie-locations, gaslands)


def test_a_character_in_the_centre_counts_as_on_stage_0_where_a_rule_asks_for_stage_0() -> None:
    """The centre is its own bookkeeping counter: a character there still has stage 0, so the engine lets it
    replace the location card, yet the book told it that it has not reached stage 0 yet."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "and you are on stage 0 (or in the centre of your location card) and there are at least 2" in english
    assert "и вы на нулевом этапе (или в центре карты своей локации) и в стопке" in russian
    assert "or in the centre of your location card) and" in _book("zombie-locations", "en", "quick")


def test_many_times_in_any_order_takes_no_comma_before_the_verb() -> None:
    russian = _book("zombie-locations", "ru")
    assert "может сколько угодно раз в любом порядке выбрать одно: если у этого игрока" in russian
    assert "угодно раз, в любом порядке выбрать" not in russian + _book("zombie-locations", "ru", "quick")


def test_the_table_does_not_claim_every_piece_faces_a_whole_step() -> None:
    """Templates turn a vehicle by 20°, 45°, 90° or 135° and the bus stands at 30°: only a turn on the spot
    goes by `facing_step`, so "every piece faces one of 8 directions" was false."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "a move can leave a piece facing at any angle;" in english
    assert "после движения фигура может стоять под любым углом;" in russian
    assert "directions, 45° apart" not in english and "8 направлений" not in russian
    assert "центр фигуры «Сгоревший автобус»" in russian and "центр карты" not in russian


def test_an_edge_is_not_a_players_own_when_the_seats_do_not_go_round_it_clockwise() -> None:
    """Seat 2 deploys at the far edge and seat 3 at the left, while play passes to the left by seat number:
    with three or four players, "their own edge" put player 3 at player 1's left, where seat 2 should be."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "at the edge given by their seat number (not necessarily the one they sit at): player 1's" in english
    assert "at their own edge" not in english and "у его края" not in russian
    assert "у края, который задан номером его места (это не обязательно тот край, у которого он сидит)" in russian
    assert "start side by side at the edge of the table given by their seat number" in english


def test_seats_that_go_round_clockwise_keep_their_own_edge() -> None:
    from interpreter.render.surface import _clockwise

    size = [900, 900]
    near, left, far, right = [360, 70, 90], [70, 540, 0], [540, 830, 270], [830, 360, 180]
    assert _clockwise([near, left, far, right], size, 4)
    assert _clockwise([near, far], size, 2) and _clockwise([right, near], size, 2)
    assert not _clockwise([near, far, left, right], size, 4)


def test_a_piles_bottom_card_put_back_onto_it_goes_on_top() -> None:
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "or put the bottom card of the stack at your location on top of it." in english
    assert "или положите нижнюю карту стопки вашей локации наверх этой стопки." in russian
    assert "the stack at your location onto the stack at your location" not in english


def test_a_turn_to_face_any_direction_goes_to_whole_steps_from_the_edges_not_from_where_it_faced() -> None:
    """A wipeout offers the facings 0°, 45° … 315° (engine/compile/table.py `verb_turnpiece`), not steps from
    a facing a Bend left at 110°; a spin turns by steps from where the vehicle faces."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "to face any direction at a multiple of 45° to the table's edges." in english
    assert "лицом в любую сторону под углом, кратным 45°, к краям стола." in russian
    assert "up to 90 degrees either way, in steps of 45°, then" in english


def test_renamed_steps_and_ends_read_as_their_rule() -> None:
    assert "**Отработайте «Скольжение».**" in _book("gaslands", "ru")
    assert "- **The last round is over.** The game ends at the end of a round if" in _book("zombie-locations", "en")
    assert "- **Последний раунд окончен.**" in _book("zombie-locations", "ru")


# --- lang32 (trace 28: TaleSpin, Frozen 2) ---


def test_a_timeline_only_cards_start_says_so_before_its_condition() -> None:
    """No rule of the turn runs "play-cargo", only cards' texts ("then you may deliver cargo"); "You may deliver
    cargo only if …" alone read as a thing a player may do at any time of the turn."""
    for variant in (None, "solo"):
        game = load_game("talespin", variant)
        for sheet in ("book", "quick"):
            english = render_text(game, "en", sheet, "md")
            russian = render_text(game, "ru", sheet, "md")
            assert "Only a card that says so lets you deliver cargo. You may deliver cargo only if" in english
            assert "Доставить груз позволяет только карта, на которой это сказано. Доставить груз можно" in russian
    # a timeline a rule of the turn starts says nothing of cards
    assert "Only a card that says so lets you start a dogfight" not in _book("talespin", "en")


def test_a_solitaire_that_only_uses_cards_where_they_lie_says_no_card_text_is_played_from_hand() -> None:
    """In the solitaire game only blue characters and Artifacts are played; every other card is only a maneuver
    (seed 000, «ОДИНОЧНАЯ ИГРА»). "Each card says when it may be used" over moments named "Play during your turn"
    read as if Tailwind could be played."""
    game = load_game("talespin", "solo")
    english, russian = render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")
    # (stop 30: Passengers are still played from the hand on your turn, so the sentence says what is not
    # played: a card for its text at one of these moments)
    assert "At these moments a card's text acts only from the table, where the card lies: no card is played" in english
    assert "В эти моменты текст карты действует только со стола, там, где карта лежит: ради него карты" in russian
    # the full game plays cards at these moments; a game whose cards print no such moment says nothing
    assert "acts only from the table" not in _book("talespin", "en")
    assert "acts only from the table" not in _book("seasons", "en")


def test_the_quick_sheet_says_what_the_goal_a_way_to_end_compares_with_is() -> None:
    """ "As many cards in their cargo hold as the cargo goal": the quick sheet has no components list nor setup, so
    the goal of the game had no number (5; 4 with 3–4 players)."""
    english, russian = _book("talespin", "en", "quick"), _book("talespin", "ru", "quick")
    assert (
        "- **Cargo goal**: one shared count, which starts at 5. Setup: if there are at least 3 players, set the cargo"
        " goal to 4." in english
    )
    assert (
        "- **Цель по грузам**: общий счёт; в начале он равен 5. Подготовка: если в игре не меньше 3 игроков,"
        " установите цель по грузам равной 4." in russian
    )


def test_the_joining_rule_of_a_line_of_cards_says_which_end_of_the_card_joins() -> None:
    """A road card has two ends: "only where its symbol at that end matches" / «символ на её конце» did not say
    which of the card's ends is meant (the one that joins)."""
    english, russian = _book("frozen2", "en"), _book("frozen2", "ru")
    assert "A card joins an end of the road only by its own end that shows the same symbol as that end of the road" in (
        english
    )
    assert "Карту присоединяют к концу дороги только тем её концом, на котором изображён тот же символ" in russian


def test_the_joining_rule_agrees_with_the_symbols_gender_in_russian() -> None:
    """«на котором изображён тот же символ» is right for a masculine word only: a set named by a feminine word
    (a rune) says «изображена та же руна», from the gender in the game's word data."""
    from interpreter.render.publish import _environment

    linked = _environment("md").get_template("ru/publish.jinja").module.linked  # type: ignore[attr-defined]
    line = {"gen": "цепочки", "name": "цепочка"}
    assert "изображена та же руна, что и" in linked({"name": "Руна", "gender": "f", "linked": line}, powers=False)
    assert "изображён тот же символ, что и" in linked({"name": "Символ", "gender": "m", "linked": line}, powers=False)
    assert "изображён тот же символ" in _book("frozen2", "ru")


# lang33 (trace 28): Seasons


def test_a_choice_of_two_kinds_whose_first_must_be_held_says_so() -> None:
    """Mirror of the Seasons offers only pairs whose first kind you hold (each option is guarded); "choose two
    different kinds of energy, then, if your energy of the first kind is at least 1, …" let a reader name a kind
    they have none of and spend the activation for nothing."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert (
        "If you have at least 1 crystal and at least 1 energy, choose a kind of energy you have and another kind"
        " of energy, then choose a number from 1 to the lower of your energy of the first kind and your crystals,"
        in english
    )
    assert (
        "если у вас есть кристалл и энергия, выберите вид энергии, которая у вас есть, и другой вид энергии,"
        " затем выберите число от 1 до меньшего из чисел вашей энергии первого вида и ваших кристаллов," in russian
    )
    assert "two different kinds of energy" not in english and "два разных вида энергии" not in russian
    assert "choose a kind of energy you have and another kind of energy" in _book("seasons", "en", "cards")
    # one kind held with a bigger number keeps its own wording (Balance of Ishtar)
    assert "Choose a kind of energy you have at least 4 of, then lose 4 energy of the chosen kind" in english


def test_the_quick_sheet_defines_the_limits_and_numbers_its_rules_name() -> None:
    """The quick sheet said "lose energy down to your reserve limit"; the stats now say what the limit is, and the
    cap the engine keeps on every gain (energy never above it, the excess discarded) is said there too."""
    for lang, heading, energy, limit in (
        (
            "en",
            "## Stats",
            "- **Energy**: water, earth, fire and air together, never more than your reserve limit;",
            "- **Reserve limit**: 7 plus the highest extra reserve capacity of the cards in your play area.",
        ),
        (
            "ru",
            "## Показатели",
            "- **Энергия**: вода, земля, огонь и воздух вместе; всего не больше, чем ваш предел",
            "- **Предел резерва**: 7 плюс наибольшая прибавка к резерву среди карт в игровой зоне.",
        ),
    ):
        quick = _book("seasons", lang, "quick")
        assert heading in quick and energy in quick and limit in quick
        html = render_text(load_game("seasons"), lang, "quick", "html")
        assert energy.split("**")[1] + "</strong>: " + energy.split("**: ")[1] in html


def test_a_procedure_of_one_step_is_no_timeline_on_the_quick_sheet() -> None:
    """ "Timeline: transmutation" headed one sentence; the heading is the procedure's name, as in the book (and for
    any procedure without sections: "Timeline: taking the trick" puzzled the Whist and Love Letter designers)."""
    english, russian = _book("seasons", "en", "quick"), _book("seasons", "ru", "quick")
    assert "## Transmutation\n\nChoose a kind of energy you have" in english
    assert "## Превращение\n\nВыберите вид энергии" in russian
    assert "Timeline: transmutation" not in english and "Порядок: превращение" not in russian
    # a procedure of several steps is a timeline only with sections (TaleSpin's dogfight), as designers read it
    assert "## The season wheel moved\n" in english and "Timeline: the season wheel" not in english
    assert "## Timeline: dogfight" in _book("talespin", "en", "quick")
    assert "<h2>Transmutation</h2>" in render_text(load_game("seasons"), "en", "quick", "html")


def test_a_card_used_at_a_moment_is_named_as_the_turn_names_it() -> None:
    """Thieving Fairies: "whenever an opponent uses a card (Activation)" → the turn's own words, "a card that says
    “Activation”" (Die of Malice, which counts as “Activation”, is seen too: its text says so)."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert "Whenever an opponent uses a card that says “Activation”, once its effect has resolved" in english
    assert "Каждый раз, когда противник использует карту с надписью «Активация», после розыгрыша её эффекта" in russian
    assert "uses a card (Activation)" not in english and "использует карту («Активация»)" not in russian


# ---------------------------------------------------------------- lang35: trace 28, zombie and Frozen 2


def test_a_face_up_pile_that_a_rule_fills_face_down_is_not_called_face_up() -> None:
    """The setup lays each location stack as a face-down card under a face-up one (and winning a card reveals
    the one beneath), yet the components list called each stack "one shared pile, face up"."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "- **Stack at location 1–4**: each is one shared pile of cards, face up or face down." in english
    assert "- **Стопка локации 1–4**: каждая — общая стопка карт, открытых или закрытых." in russian
    assert "Stack at location 1–4**: each is one shared pile, face up" not in english
    # a pile nothing puts face down keeps its one facing
    assert "- **Discard pile**: one shared pile, face up." in _book("frozen2", "en")
    assert "- **Сброс**: общая стопка лицом вверх." in _book("frozen2", "ru")


def test_another_players_repeated_choice_says_they_may_make_it() -> None:
    """ "any number of times, in any order: … that player chooses one: …" read as a choice the owner of a Tool
    card must make; the rule repeats it only while they want to ("may", as the Trick step beside it says)."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "whose value is the feature number of that card, that player may choose one: lose 1 BraiNZ token" in english
    assert "этот игрок может выбрать одно: потерять 1 жетон МоZгов" in russian
    assert "that player chooses one: lose" not in english and "этот игрок выбирает одно: потерять" not in russian


def test_what_another_player_has_not_is_said_with_u_in_russian() -> None:
    """«если этот игрок не имеет карт, повёрнутых на 90°» is a calque of "has no card"; a `they` predicate of
    having («нет …», «есть …») is said with «у» and the genitive: «если у этого игрока нет карт, …»."""
    russian = _book("zombie-locations", "ru")
    assert "если у этого игрока нет карт, повёрнутых на 90°, этот игрок может использовать" in russian
    assert "не имеет карт" not in russian
    assert "if that player has no card turned 90°, that player may use" in _book("zombie-locations", "en")


def test_the_quick_sheet_gives_the_shared_counts_a_stat_is_worked_out_from() -> None:
    """ "Danger: … plus the Danger bonus for each Freak token": the quick sheet has no components list nor
    setup, so it never said what the Danger bonus is (1 in the game; by the chosen level in the co-op game)."""
    english, russian = _book("zombie-locations", "en", "quick"), _book("zombie-locations", "ru", "quick")
    assert "- **Danger bonus**: one shared count, which starts at 1." in english
    assert "- Setup: **What a Freak token adds.** The Danger bonus is 1 and the Difficulty bonus is 0." in english
    assert "- **Надбавка к Опасности**: общий счёт; в начале он равен 1." in russian
    coop = render_text(load_game("zombie-locations", variant="co-op"), "en", "quick", "md")
    assert "- Setup: **Co-operative level.** Choose the level: easy, medium, hard or impossible." in coop


# lang36 (trace read 28: TaleSpin, Gaslands)


def test_a_place_for_pieces_of_a_kind_that_stands_on_the_table_says_they_are_off_it() -> None:
    """A wrecked vehicle goes to its owner's wrecks, which are not on the table: it no longer collides, is shot at
    or counts. The components list left the wrecks out (like a pool of rolled dice), so "put the target among the
    wrecks" did not say the vehicle leaves the table — and in Gaslands itself wrecks stay on it."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "- **Wrecks**: each player has their own vehicles taken off the table." in english
    assert "- **Разбитые машины**: у каждого игрока свои машины, убранные со стола." in russian
    # pools of rolled dice hold nothing of a table kind: not said to be off the table, only introduced
    assert (
        "- **Rolled skid dice**, **rolled attack dice** and **rolled evade dice**: places for dice during play"
        in english
    )
    assert "dice taken off the table" not in english
    # the quick sheet has no components list: the rule that puts a vehicle there says it leaves the table
    assert "put the target among its owner's wrecks (off the table)." in _book("gaslands", "en", "quick")
    assert "к разбитым машинам её владельца (вне стола)" in _book("gaslands", "ru", "quick")


def test_a_card_put_into_a_zone_of_its_own_owner_says_its_owner() -> None:
    """ "Put the target among the wrecks of the owner of the target" named the card twice; a person writes
    "among its owner's wrecks" / «к разбитым машинам её владельца» (the pronoun agrees with the card's word)."""
    english, russian = _book("gaslands", "en"), _book("gaslands", "ru")
    assert "put the target among its owner's wrecks (off the table)." in english
    assert "put the active vehicle among its owner's wrecks (off the table), then the movement step ends" in english
    assert "положите цель к разбитым машинам её владельца (вне стола)." in russian
    assert "of the owner of the" not in english and "владельца активной машины" not in russian


def test_a_mark_only_cards_left_out_of_the_game_carry_is_not_listed() -> None:
    """The solitaire game leaves out the two Shere Khan crates ("used only with 3–4 players"), yet its list of
    tags named "Shere Khan cargo", which no card in its box shows."""
    solo = render_text(load_game("talespin", variant="solo"), "en", "book", "md")
    assert "- **Tags**: genuine, Lucky Shot, defender-targeting†." in solo
    assert "Shere Khan cargo" in _book("talespin", "en")


def test_a_card_entering_your_hand_says_whose_hand_in_russian() -> None:
    """«Каждый раз, когда красная карта попадает на руку» did not say whose hand (the rule is for yours)."""
    solo = render_text(load_game("talespin", variant="solo"), "ru", "book", "md")
    assert "Каждый раз, когда красная карта попадает к вам на руку, положите эту карту" in solo


def test_a_card_of_a_sorting_kind_is_said_as_a_card_of_that_kind_in_russian() -> None:
    """«Если карта, начавшая закус, — Игрок» read as if the card were a player: a card type the rules say
    «карта вида «Игрок»» elsewhere is said so here too; a set with its own words keeps «— Ускорение»."""
    russian = _book("talespin", "ru")
    assert "Если карта, начавшая закус, — карта вида «Игрок», увеличьте общий Урон на её Урон." in russian
    assert "— Игрок," not in russian
    assert "карта вашей локации — Уловка" in _book("zombie-locations", "ru")


# ---- last read, stop 28 (lead): Seasons


def test_a_part_of_a_price_is_said_chosen_not_paid() -> None:
    """With Hand of Fortune in play, the earth it takes off Elemental Amulet's cost still counts (the engine keeps
    the parts chosen, engine/compile/bought.py), but "if earth was paid for this card" read as one effect, not two."""
    for sheet in ("book", "cards"):
        english, russian = _book("seasons", "en", sheet), _book("seasons", "ru", sheet)
        assert "If earth was one of the parts chosen for this card's cost, gain 5 crystals." in english
        assert "Если земля была среди выбранных частей стоимости этой карты, получите 5 кристаллов." in russian
        assert "was paid for this card" not in english and "заплатили землёй" not in russian


def test_a_knocked_out_character_is_at_no_location() -> None:
    """The engine puts a knocked-out character on no location (the `location` stat), so a Trick needs an opponent
    who is in play within 1 location; the book said only that it takes up no space."""
    assert "a knocked-out character is at no location, so no rule that counts locations" in _book(
        "zombie-locations", "en"
    )
    assert "Фишка в нокауте не находится ни на одной локации" in _book("zombie-locations", "ru", "quick")


def test_a_co_operative_variant_calls_the_other_players_what_they_are() -> None:
    """In the co-op variant every other player is a team-mate, so "choose as the helper an opponent" had no one to
    name: the variant renames the rules' own word (`words: {opponent: …}`) and its build says "another player"."""
    coop = {lang: render_text(load_game("zombie-locations", "co-op"), lang, "book", "md") for lang in ("en", "ru")}
    assert "choose as the helper another player who is not knocked out" in coop["en"]
    assert "another player is within 1 location of you" in coop["en"]
    assert "all other players' locations won" in coop["en"]
    assert "выберите помощником другого игрока, который не в нокауте" in coop["ru"]
    assert "хотя бы один другой игрок находится от вас" in coop["ru"]
    assert "opponent" not in coop["en"].lower() and "противник" not in coop["ru"]
    # the standard game keeps its word, and its section on the variant says how to read it
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "choose as the helper an opponent who is not knocked out" in english
    assert "- Wherever the rules say “opponent”, read “other player”." in english
    assert "- Где в правилах сказано «противник», читайте «другой игрок»." in russian


def test_the_players_left_on_a_won_card_keep_their_stage() -> None:
    """Winning a location replaces the card under everyone on it; the seed stresses that the others stay on the same
    stages of the new card. The engine changes nothing for them, and a `keep` step says so."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert (
        "3. Each other player who is at the same location as you keeps their stage.\n4. Put your character" in english
    )
    assert "3. Каждый из остальных игроков, который на той же локации, что и вы, сохраняет свой этап." in russian


def test_the_box_is_where_cards_out_of_the_game_go_not_one_more_pile() -> None:
    """ "Box: one shared pile, face up" read like a pile cards are played from; the zone named as the game's `box`
    role holds the cards out of the game, and the components list says so."""
    assert "- **Box**: cards out of the game, face up. †" in _book("zombie-locations", "en")
    assert "- **Коробка**: карты, вышедшие из игры, лежат лицом вверх. †" in _book("zombie-locations", "ru")
    assert "- **Box**: cards out of the game, face down." in _book("talespin", "en")
    assert "- **Deck**: one shared pile, face down;" in _book("frozen2", "en")  # other piles are still piles


def test_a_reading_of_an_unclear_seed_sentence_is_marked_as_assumed() -> None:
    """The seed's "7 collected tokens bring 2 bonus points" may be an example of "1 point per 3" (7 / 3 = 2) or a
    bonus on top; the data runs the bonus, so the book marks that step as this edition's reading, apart from the
    threes the seed states."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "1. Each player gains 1 victory point for every 3 collected Freak tokens.\n" in english
    assert "2. Each player who has at least 7 collected Freak tokens gains 2 victory points. †" in english
    assert "2. Каждый игрок, у которого не меньше 7 собранных жетонов утырков, получает 2 очка победы. †" in russian
    assert "## Захват локации" in russian and "(см. «Захват локации»)" in russian


def test_a_die_flipped_is_turned_to_its_opposite_face() -> None:
    """`flip` shows a many-sided card's opposite side (1↔6 on a die): "flip a die over" never said which face that
    is. A two-sided card is still flipped over."""
    english, russian = _book("zombie-locations", "en"), _book("zombie-locations", "ru")
    assert "If this card is warm, turn a die in the dice pool to its opposite face, then freeze that die" in english
    assert "переверните один из кубиков броска на противоположную грань, затем заморозьте этот кубик" in russian
    assert "flip a warm card among your archetypes over" in english  # a card of two sides
    assert "flip a die" not in english


def test_a_card_that_acts_only_when_discarded_says_discarded() -> None:
    """Cursed Treatise of Arus takes the reserve with it only when it is discarded from play (seed 004, 42/50); the
    trigger waited for any move out of the play area, so Amsug Longneck taking it back into the hand emptied the
    reserve too. `leaves Z for W` waits for a move into W, and into the discard zone it reads "is discarded"."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert "Whenever this card is discarded from your play area, lose all your energy." in english
    assert "Каждый раз, когда эту карту сбрасывают из игровой зоны, потеряйте всю свою энергию." in russian
    assert "Whenever this card leaves your play area" not in english


def test_a_card_a_variant_changes_is_printed_with_that_variant() -> None:
    """The Spy Camera opens "the defender's" cargo, and the solitaire's dogfight with Shere Khan has no defender, so
    the card the book offered at that moment did nothing. The solo variant changes the card (`change-card`) to open
    Khan's cargo; its own build prints that text, and the standard book's section on the variant says it too."""
    solo = {lang: render_text(load_game("talespin", "solo"), lang, "book", "md") for lang in ("en", "ru")}
    assert "there are any face-down cards in Shere Khan's cargo hold, reveal one of them" in solo["en"]
    assert "в грузовом отсеке Шер-Хана есть закрытые карты, откройте одну из них" in solo["ru"]
    english, russian = _book("talespin", "en"), _book("talespin", "ru")
    assert "- In this variant Thembrian Spy Camera reads otherwise (see “Cards”). †" in english
    assert "- В этом варианте карта «Тембрийская шпионская камера» действует иначе (см. «Карты»). †" in russian
    # the gallery gives the variant's text under the card, from the variant's own build
    assert "*Solitaire (Baloo against Shere Khan):* Play when you start a dogfight" in english
    assert "в грузовом отсеке Шер-Хана есть закрытые карты" in russian
    assert "in the defender's cargo hold, reveal one of them" in english  # the standard game's card is unchanged


def test_energy_of_no_named_kind_is_of_the_players_choice() -> None:
    """ "Gain 5 energy" never said who picks water, earth, fire or air; the engine asks the player who gains or loses
    the units. The group's line in the components says it once for every such rule."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert (
        "where a rule gives or takes energy without naming the kind, whoever gains or loses it chooses the kinds."
        in english
    )
    assert (
        "если правило даёт или отнимает энергию, не называя вида, виды выбирает тот, кто её получает или теряет."
        in russian
    )


def test_a_card_put_into_play_by_another_is_said_so_not_for_free() -> None:
    """Elemental Amulet gave everything "if this card comes into play for free", which no rule defined, while the
    Crystal Orb that sets the mark makes you pay 4 energy; the mark's state now says what sets it."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert "Summoning effect: If another card's effect put this card into play, gain 5 crystals" in english
    assert "если эту карту ввёл в игру эффект другой карты, получите 5 кристаллов" in russian
    assert "for free" not in english.split("## Cards")[1]


def test_bonus_four_takes_the_place_of_the_dies_one_card() -> None:
    """Bonus 4 is "only with the die's card: draw 2, keep 1" — one card in all, in place of the die's (Board Game
    Arena: choose a card out of 2). It was an action after the die's card was drawn, so it gave two cards; it is now
    the other option of the die's draw, and the book prints it there."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    draw = "3. If your chosen die shows card draw:\n\n    1. Choose one:\n\n        - Draw 1 card, then you may discard"
    assert draw in english
    assert "        - If you have bonuses left, use a bonus, then put the top 2 cards of the draw pile onto" in english
    assert "        - Если у вас остались бонусы, используйте бонус, затем положите 2 верхние карты колоды" in russian
    assert "and the card draw of the top card of your die slot" not in english


def test_a_card_that_does_not_count_itself_says_each_other() -> None:
    """Scepter of Greatness and Pendant of Ragnor counted "each magic item in your play area except one", which left
    the reader asking which one; the seed says each other magic item. `other KIND cards` leaves this card out."""
    english, russian = _book("seasons", "en"), _book("seasons", "ru")
    assert "Summoning effect: Gain 3 crystals for each other magic item in your play area." in english
    assert "получите 3 кристалла за каждый другой магический предмет в игровой зоне." in russian
    assert "Gain as much energy as there are other magic items in your play area." in english
    assert "except one" not in english and "кроме одного" not in russian


def test_a_cards_effect_is_applied_not_played_in_russian() -> None:
    """«Разыграйте эффект розыгрыша» repeated its root (readers lang39, lang49): a card's effect is applied
    («примените»), a symbol's power is still played out («разыграйте свойство символа»)."""
    assert "затем примените эффект розыгрыша выложенной карты" in _book("seasons", "ru")
    assert "разыграйте эффект розыгрыша" not in _book("seasons", "ru")
    assert "разыграйте свойство символа в месте соединения" in _book("frozen2", "ru")
