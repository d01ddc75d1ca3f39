"""Steps, choices, conditions, loops and timelines read as rules: who does what, once, in order."""

from __future__ import annotations

import re

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text
from tests.books import both


def test_a_jump_inside_someones_choice_is_in_their_words() -> None:
    """«защитник выбирает одно: …; или уступить закус» — not «уступите», which would address the reader."""
    text = render_text(load_game("talespin"), "ru", "book", "md")
    assert "- Уступить закус атакующему («Победа атакующего»)." in text
    assert "Уступите закус" not in text


def test_a_step_said_again_word_for_word_points_back() -> None:
    """TaleSpin's dogfight repeats the defender's and attacker's answers; the timeline prints each once."""
    for lang, same in (("en", "15. Same as step 13."), ("ru", "15. Как в шаге 13.")):
        text = render_text(load_game("talespin"), lang, "book", "md")
        assert same in text
        assert text.count("13. ") >= 1 and "17. " + same.split(". ", 1)[1] in text


def test_one_option_per_kind_of_a_group_reads_as_a_choice_of_kinds() -> None:
    """Mirror of the Seasons lists twelve exchanges (every ordered pair of energies); the card says it once."""
    game = load_game("seasons")
    english = render_text(game, "en", "cards", "md")
    assert (
        "choose a kind of energy you have and another kind of energy, then choose a number "
        "from 1 to the lower of your energy of the first kind and your crystals, then lose that many crystals"
        in english
    )
    assert "then gain that much energy of the second kind" in english
    russian = render_text(game, "ru", "cards", "md")
    assert "выберите вид энергии, которая у вас есть, и другой вид энергии, затем выберите число" in russian
    assert "выберите вид энергии, которой у вас не меньше 4, затем потеряйте 4 энергии" in russian
    assert "a kind of energy you have at least 4 of, then lose 4" in english


def test_options_that_differ_in_more_than_the_kinds_stay_apart() -> None:
    """Eleven of the twelve exchanges are not every pair: the choice is printed option by option."""
    from interpreter.dsl import nodes as n
    from interpreter.render import idioms

    game = load_game("seasons")
    card = next(c for c in game.cards if str(c.model.id) == "mirror-of-the-seasons")
    choose = next(node for node in card.abilities[0].effect.walk() if isinstance(node, n.ChooseOne))
    assert idioms.kinds_choice(game, choose) is not None
    fewer = n.ChooseOne(choose.chooser, choose.options[:-1], choose.labels[:-1])
    assert idioms.kinds_choice(game, fewer) is None


def test_a_card_given_a_role_is_said_as_what_then_holds() -> None:
    """A card variable set to a card reads as the card taking the role, not as a number being set, and not as a
    step of a sequence ("then the played card becomes …"): a number set with it is part of the same fact."""
    english, russian = both("talespin")
    assert (
        "played maneuvers — the played card is the card that started the dogfight, and the reach of the dogfight is"
        " the reach of the played card." in english
    )
    assert "the top card of the attacker's cockpit is the card that started the dogfight, and the reach" in english
    assert "becomes the card" not in english and "then the reach of the dogfight becomes" not in english
    assert "set the card that started the dogfight to" not in english
    assert (
        "— выложенная карта считается картой, начавшей закус, а досягаемость закуса равна досягаемости"
        " выложенной карты." in russian
    )
    assert "становится картой" not in russian
    assert "карта, начавшая закус, становится равной" not in russian


def test_that_card_is_what_the_engine_binds() -> None:
    """ "that card" is the last piece a verb took (a die), but each option of a choice, and the chooser, start
    from the card the "for each" named."""
    zombie = render_text(load_game("zombie-locations"), "en", "book", "md")
    tool = next(line for line in zombie.splitlines() if "For each Tool card" in line)
    assert "that player may choose one" in tool and "of that die" not in tool
    assert "from the dice pool into the ignored dice, then freeze that die (it cannot be re-rolled)" in zombie


def test_what_follows_a_declined_jump_and_an_option_someone_is_made_to_do() -> None:
    english, russian = both("talespin")
    assert "the attacker chooses one: reveal" in english and "; or make the defender discard 1 card" in english
    assert "атакующий выбирает одно: открыть" in russian and "; или заставить защитника сбросить 1 карту" in russian
    assert "Each player except the attacker and the defender (in turn order, beginning after the attacker)" in english
    assert "кроме атакующего и защитника, по очереди, начиная со следующего за атакующим," in russian


def test_each_player_who_does_it_is_one_sentence() -> None:
    """`for each player [who P]: that player does X, then that player does Y` reads "each player who P does X,
    then does Y"; `for each player: if that player's N is V: that player …` uses V's `they` words for who."""
    english, russian = both("seasons")
    assert "Each player who has used two bonuses loses 12 prestige points." in english
    assert "Каждый игрок, который использовал два бонуса, теряет 12 очков престижа." in russian
    assert "if that player's bonuses used" not in english and "For each player:" not in english


def test_one_token_is_put_not_spread() -> None:
    english, russian = both("zombie-locations")
    assert "put 1 Freak token onto a card with the fewest Freak tokens among the cards at all locations" in english
    assert "spread 1 Freak token" not in english and "распределите 1 жетон" not in russian
    assert "положите 1 жетон утырков на ту из карт всех локаций, где их меньше всего" in russian


def test_a_place_on_a_track_of_cards_is_gone_to() -> None:
    english, russian = both("talespin")
    assert "Each player moves to the starting location of the top card of their cockpit." in english
    assert "Каждый игрок переходит на стартовую локацию верхней карты кабины." in russian
    zombie = render_text(load_game("zombie-locations"), "en", "book", "md")
    assert "Move to the chosen location, then put your character on stage 0" in zombie
    assert "Set your location to" not in zombie and "stage to 0" not in zombie  # stage 0 is a deed the data names


def test_a_place_of_a_row_of_cards_is_named_by_its_card() -> None:
    """A place given by its number on a row that keeps its printed order reads as the card there; another player's
    place set from yours reads as a move ahead of you."""
    english, russian = both("talespin")
    assert "Instead of step 4 of “Setup”: move to Higher for Hire." in english and "move to location 1" not in english
    assert "перейдите на локацию «Заплати и лети»." in russian and "на локацию 1" not in russian
    # a setup step counts from the first player: no one is "you" yet
    assert (
        "If there are 2 players, move the player to the left of the first player 6 locations ahead of the first player."
        in english
    )
    assert "your location + 6" not in english and "ahead of you" not in english
    assert "переместите соседа слева от первого игрока на 6 локаций вперёд от первого игрока." in russian


def test_how_many_cards_a_rule_takes_is_said_when_it_hangs_on_the_player_count() -> None:
    """Seasons rolls the current season's dice: one more than the players, as the dice used only with 3 or 4 players
    make it — the book says the number, not just "all the season dice of the current season"."""
    english, russian = both("seasons")
    assert (
        "Take all the season dice whose season is the current season (one more than the number of players) and roll "
        "them (these are the rolled dice)." in english
    )
    assert (
        "Возьмите все кубики сезонов, у которых сезон совпадает с текущим сезоном (их на 1 больше, чем игроков), и "
        "бросьте их (это брошенные кубики)." in russian
    )
    assert "roll all the rolled dice" not in english and "бросьте все брошенные кубики" not in russian


def test_a_taken_card_is_one_in_all_and_goes_to_the_hand() -> None:
    """ "takes 1 card from all players' played maneuvers" could be one from each, and does not say where it goes."""
    english, russian = both("talespin")
    assert (
        "The defender takes 1 card of their choice from among all players' played maneuvers into their hand." in english
    )
    assert "Защитник берёт на руку 1 карту по своему выбору из сыгранных манёвров всех игроков." in russian
    assert "Take 1 random card from the defender's hand." in english  # from a hand: no "into your hand"


def test_a_window_of_cards_on_the_table_says_so() -> None:
    """`mode: use` offers only cards already on the table: "cards in play" could be read to take in the hand,
    and a Russian step of its own starts «Вы можете»."""
    english, russian = both("seasons")
    assert "1. You may use any of your cards on the table that say “Before your season die is applied”." in english
    assert (
        "1. Вы можете использовать любые свои карты на столе с надписью «Прежде чем применить кубик сезона»." in russian
    )
    assert "cards in play" not in english and "карты в игре" not in russian


def test_link_sentences_are_plain() -> None:
    """The sentences that introduce the moments for cards and the rules of "At any time" say it plainly."""
    english, russian = both("talespin")
    assert "Each card says when it may be played. These are the moments:" in english
    assert "На каждой карте сказано, когда её можно сыграть. Вот эти моменты:" in russian
    english, russian = both("seasons")
    assert "These rules apply at any time, as soon as what they describe happens:" in english
    assert "Эти правила действуют в любой момент игры, как только происходит то, о чём в них сказано:" in russian
    assert "open these moments" not in english and "названное в них" not in russian


def test_a_procedure_run_by_its_deed_points_to_its_section() -> None:
    """ "Drop out of the round" alone does not tell the reader where that is described: the deed names the section."""
    english, russian = both("zombie-locations")
    assert "archetypes, drop out of the round (see “Knock-out”)." in english
    assert "10. Если в архетипах нет тёплых карт, выйдите из раунда (см. «Нокаут»)." in russian  # folded as in English
    assert "1. Выйдите из раунда" not in russian  # «(см. …)» ends no sentence: one step under a condition is folded
    assert "или в архетипах не меньше 2 тёплых карт)" in russian and "число тёплых карт" not in russian
    assert "let the other players interrupt your roll (see “Freeze!”)" in english  # a quoted name is not quoted twice
    seasons = render_text(load_game("seasons"), "en", "book", "md")
    assert "Apply what the wheel's move brings (a new year, a new season; see “The season wheel moved”)." in seasons


def test_dice_are_taken_in_turn_order_from_the_first_player() -> None:
    english, russian = both("seasons")
    assert "Each player (in turn order, starting with the first player) takes 1 die from the rolled dice" in english
    assert "Каждый игрок по очереди, начиная с первого игрока, берёт 1 кубик из брошенных кубиков" in russian
    assert "into their Library III" in english and "under their library" not in english


def test_a_condition_of_use_covers_the_whole_text_and_small_words_read_right() -> None:
    """ "If C: A. B." leaves B outside the condition (Balance of Ishtar): a condition of use over several sentences
    goes in the header. «пока их не останется 7» reads as if a player with fewer draws up to 7; a common noun
    («локации») is not capitalised; "play" says from where, which tells it from "use"."""
    seasons_en, seasons_ru = both("seasons")
    # Balance of Ishtar is one sentence, and the kind chosen says its condition: it is not said twice
    assert (
        "Activation (once per turn, while in your play area): Choose a kind "
        "of energy you have at least 4 of, then lose 4 energy of the chosen kind, then "
        "gain 12 crystals" in seasons_en
    )
    assert "(раз в ход, пока карта в игровой зоне): выберите вид энергии, которой у вас не меньше 4," in seasons_ru
    assert "of one kind, choose" not in seasons_en and "одного вида, выберите" not in seasons_ru
    talespin_en, talespin_ru = both("talespin")
    assert "5. Каждый игрок сбрасывает лишние карты с руки, чтобы их осталось не больше 7." in talespin_ru
    assert "Кольцо локаций" in talespin_ru and "накрывают локации" in talespin_ru
    assert "- Play a card from your hand that says “Play during your turn”." in talespin_en
    assert "- Сыграйте с руки карту с надписью «Играть в свой ход»." in talespin_ru


def test_the_same_step_twice_is_said_once() -> None:
    """ "put the top card … onto your viewing pile, then put the top card … onto your viewing pile": one clause,
    "put the top 2 cards …", not "put the top card … twice"."""
    english, russian = both("seasons")
    assert (
        "then put the top 2 cards of the draw pile onto your viewing pile, then put 1 card from your viewing pile "
        "into your hand and discard the rest." in english
    )
    assert (
        "затем положите 2 верхние карты колоды в просматриваемые карты, затем положите одну из просматриваемых "
        "карт на руку, остальные сбросьте." in russian
    )
    assert "затем сбросьте все просматриваемые карты" not in russian
    assert "discard all cards in your viewing" not in english
    assert "Если таких игроков несколько, из них побеждает каждый, у кого больше всего разыгранных карт." in russian
    assert "In a tie, each of the tied players who has the most cards summoned wins." in english


def test_a_loop_over_cards_or_players_reads_as_one_sentence() -> None:
    """Proofread 25 (lang15): "resolve the E of each card in Z", not "for each card in Z: resolve the E of that card";
    "give 1 card … to each other player", not "for each other player: give 1 card … to that player"."""
    english, russian = both("seasons")
    assert "1. Resolve the end-of-round effect of each card in all players' play areas." in english
    assert "1. Примените эффект конца раунда каждой карты в игровой зоне каждого игрока." in russian
    assert "For each card in all players' play areas:" not in english
    assert "Для каждой карты в игровой зоне каждого игрока:" not in russian
    assert "Give 1 card from your viewing pile to each other player." in english
    assert "Отдайте 1 карту из просматриваемых карт каждому из остальных игроков." in russian
    assert "For each other player:" not in english and "Для каждого из остальных игроков:" not in russian


def test_a_repeat_of_one_step_has_no_colon() -> None:
    """«Дважды отдайте 1 карту …»: no «Кристоф: дважды: отдайте …» on a card sheet. The top card put 4 times reads
    as the top 4 cards: "Put the top 4 cards of the draw pile …", «Положите 4 верхние карты колоды …»."""
    english, russian = both("frozen2")
    assert "| **Kristoff** | Twice, give 1 card from your hand to another player of your choice. |" in english
    assert "of your choice twice" not in english
    assert "| **Кристоф** | Дважды отдайте 1 карту с руки другому игроку по вашему выбору. |" in russian
    cards = render_text(load_game("frozen2"), "ru", "cards", "md")
    assert "дважды:" not in cards.lower()
    seasons_en, seasons_ru = both("seasons")
    assert "Summoning effect: Put the top 4 cards of the draw pile onto your viewing pile." in seasons_en
    assert "Эффект розыгрыша: положите 4 верхние карты колоды в просматриваемые карты." in seasons_ru
    assert "Nine times: each player puts 1 card" in seasons_en  # several steps keep their colon


def test_an_end_found_by_a_player_says_such_and_a_player_left_out_is_the_others() -> None:
    """ "… if a player has no cards in their hand; each such player wins", not the condition twice; Sven's "each
    player except that player … that player's hand" reads "each of the other players"."""
    english, russian = both("frozen2")
    assert "if a player has no cards in their hand; each such player wins." in english
    assert "нет карт на руке; побеждает каждый такой игрок." in russian
    assert "each of the other players takes 1 random card from that player's hand" in english
    assert "каждый из остальных игроков берёт 1 случайную карту с руки этого игрока" in russian
    assert "except that player" not in english and "кроме этого игрока" not in russian


def test_exactly_one_player_with_the_most_who_is_you_reads_you_alone() -> None:
    """Ragfield's Helm, Sid Nightshade: "if you alone have the most crystals", «если больше всего кристаллов
    только у вас» («если только …» can read "provided that"), not "if exactly one player has the most crystals
    and that player is you"."""
    english, russian = both("seasons")
    assert "Summoning effect: If you alone have the most crystals, each other player pays you 5 crystals." in english
    assert "если больше всего карт в игровой зоне только у вас, получите 20 кристаллов" in russian
    assert "если только у вас" not in russian
    assert "that player is you" not in english and "этот игрок — вы" not in russian


def test_a_condition_the_options_repeat_is_said_once() -> None:
    """Tree of Light: "Choose one: if you have at least 3 crystals, …; or if you have at least 1 energy, …", not
    "If you have at least 3 crystals or you have at least 1 energy, choose one: if you have at least 3 crystals …"."""
    english, russian = both("seasons")
    assert "in your play area): Choose one: if you have at least 3 crystals, lose 3 crystals" in english
    assert "в игровой зоне): выберите одно: если у вас не меньше 3 кристаллов, потеряйте 3 кристалла" in russian
    assert "If you have at least 3 crystals or you have at least 1 energy" not in english


def test_any_number_of_times_leads_a_lone_choice_without_a_second_colon() -> None:
    """Quick sheet: «Сколько угодно раз в любом порядке выберите одно: …», not «…, в любом порядке: выберите одно:»."""
    seasons = load_game("seasons")
    assert "4. Сколько угодно раз в любом порядке выберите одно: если" in render_text(seasons, "ru", "quick", "md")
    assert "4. Any number of times, in any order, choose one: if" in render_text(seasons, "en", "quick", "md")


def test_the_same_cards_put_in_two_places_say_the_second_place_only() -> None:
    """Seasons' setup puts 3 chosen cards under each of two libraries: the second clause says only where."""
    english, russian = both("seasons")
    assert "puts 3 cards from their chosen cards into their Library III and 3 more into their Library II." in english
    assert "кладёт 3 карты из отобранных карт в библиотеку III и ещё 3 — в библиотеку II." in russian


def test_a_choice_of_a_kind_names_the_member_of_a_companion_group() -> None:
    """Transmutation: four options that differ in the kind of energy and its rate read as one choice of a kind,
    the rate named through the group that pairs with it (`total: false`, listed as no sum)."""
    english, russian = both("seasons")
    assert (
        "Choose a kind of energy you have, then lose 1 energy of the chosen kind, then gain crystals equal to the "
        "crystals per energy of the chosen kind plus your bonus crystals per transmuted energy." in english
    )
    assert "Выберите вид энергии, которая у вас есть, затем потеряйте 1 энергию выбранного вида" in russian
    assert "кристаллы за энергию выбранного вида и ваши дополнительные" in russian
    assert "Crystals per energy**" not in english and "кристаллы за воздух вместе" not in russian


def test_a_timeline_of_one_step_is_a_sentence_on_the_quick_sheet() -> None:
    """A one-step timeline on the quick sheet is its sentence, not a table with one row numbered 1."""
    quick = render_text(load_game("seasons"), "ru", "quick", "md")
    assert "## Превращение\n\nВыберите вид энергии, которая у вас есть" in quick


def test_a_variants_own_end_names_the_standard_end_it_follows() -> None:
    """In the variants list of the standard book, a bare "Otherwise" would point at nothing printed before it:
    the end names the standard rule asked first. The variant's own book keeps "Otherwise" after that rule."""
    english, russian = both("talespin")
    assert (
        "If “Cargo delivered” has not ended the game, it ends at the end of a turn if there are at least 5" in english
    )
    assert "Если игра не закончилась по правилу «Грузы доставлены», она заканчивается в конце хода" in russian
    assert "**Шер-Хан доставил пять грузов.** Иначе" not in russian
    assert "**Shere Khan delivers five cargoes.** Otherwise" not in english
    solo = load_game("talespin", "solo")
    assert "**Shere Khan delivers five cargoes.** Otherwise, the game ends" in render_text(solo, "en", "book", "md")


def test_one_timeline_card_is_named_alike_in_each_timeline() -> None:
    """The card a dogfight starts with is "the card that started the dogfight" in every dogfight, never "opened"."""
    solo = load_game("talespin", "solo")
    for lang, word in (("en", "opened the dogfight"), ("ru", "открывш")):
        assert word not in render_text(solo, lang, "book", "md")


def test_a_count_that_opens_a_step_is_a_word() -> None:
    """A step does not open on a figure: "Three times: if your stage is less than …", «Трижды: если …»,
    «Девять раз: каждый игрок …», not "3 times:" / «3 раза:»."""
    for game_id, en, ru in [
        ("zombie-locations", "2. Three times: if your stage is less than", "2. Трижды: если ваш этап меньше"),
        ("seasons", "2. Nine times: each player puts 1 card", "2. Девять раз: каждый игрок кладёт 1 карту"),
    ]:
        english, russian = (render_text(load_game(game_id), lang, "book", "md") for lang in ("en", "ru"))
        assert en in english and ru in russian
        assert not re.search(r"^\s*\d+\. \d+ (times|раза?):", english + russian, re.M)
