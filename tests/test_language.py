"""Language checks over every printed book: word forms the data must give, and phrasings a person would not write."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from interpreter.dsl import nodes
from interpreter.engine.build import load_game
from interpreter.render import words
from interpreter.render.publish import render_text
from interpreter.render.text import Renderer

GAMES = ["frozen2", "talespin", "seasons", "gaslands", "zombie-locations"]
SHEETS = ["book", "quick", "cards"]


def _both(game_id: str) -> tuple[str, str]:
    """The player's book of a game in English and in Russian."""
    game = load_game(game_id)
    return render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")


def _books(game_id: str, lang: str) -> Iterator[str]:
    game = load_game(game_id)
    for sheet in SHEETS:
        yield render_text(game, lang, sheet, "md", proof=True)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_russian_case_form_a_book_asks_for_is_in_the_data(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A missing form silently falls back to the nominative («равной энергия, …»): the data must give it.

    The accusative of a masculine, neuter or plural inanimate noun is its nominative, so that fallback is right.
    """
    missing: set[tuple[str, str]] = set()
    form = words.RuNoun.form

    def recording(self: words.RuNoun, case: str = "nom", count: int | None = None) -> str:
        singular = count is None or (words.ru_count_form(count) == "one" and case not in ("nom", "acc"))
        declined = len(self.sg) > 1  # a bare name («Эльза») is indeclinable by design
        if singular and declined and case not in self.sg and not (case == "acc" and self.gender != "f"):
            missing.add((self.sg["nom"], case))
        return form(self, case, count)

    monkeypatch.setattr(words.RuNoun, "form", recording)
    for _ in _books(game_id, "ru"):
        pass
    assert not missing, sorted(missing)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_number_changed_by_an_amount_reads_as_a_change(game_id: str) -> None:
    """ "set X to X + 1" is what the rule does, not what a person says ("add 1 to X"; Russian: see below)."""
    for text in _books(game_id, "en"):
        assert not re.search(r"\b[Ss]ets? ((?:the |your |their )?[\w' ]+?) to \1 [+-] ", text)


def test_an_increase_and_a_sum_in_russian() -> None:
    text = render_text(load_game("talespin"), "ru", "book", "md")
    assert "увеличьте манёвр, который нужно побить, на 2." in text
    assert "увеличивается на 1 и положите" not in render_text(load_game("gaslands"), "ru", "book", "md")
    assert "равен сумме манёвра карты, начавшей закус, и бонуса к манёврам атакующего" in text
    assert "не меньше разности манёвра, который нужно побить, и бонуса к манёврам защитника" in text
    english = render_text(load_game("talespin"), "en", "book", "md")
    assert "Add 2 to the maneuver to beat." in english


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


def test_a_number_kept_to_compare_later_goes_unsaid() -> None:
    """Seasons keeps the year and season before the wheel moves: "note the year" is bookkeeping a person does not
    say — "if the year is more than the year before the wheel moved" already says it."""
    game = load_game("seasons")
    english, russian = render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")
    assert "2. Move the season wheel forward by the pips of the last of the rolled dice." in english
    assert "Note the year" not in english and "If the year is more than the year before the wheel moved:" in english
    assert "2. Передвиньте колесо сезонов вперёд" in russian and "Запомните год" not in russian


def test_a_counter_that_only_remembers_an_action_this_turn_reads_once_per_turn() -> None:
    """TaleSpin counts dogfights started this turn only to allow one: «раз в ход», "once per turn"."""
    game = load_game("talespin")
    english = render_text(game, "en", "book", "md")
    assert "- Once per turn, if an opponent is no farther from you than" in english  # an option of a listed choice
    assert "gain 1 dogfight started this turn" not in english
    russian = render_text(game, "ru", "book", "md")
    assert "или раз в ход начните закус с Шер-Ханом" in russian
    assert "получите 1 закус за этот ход" not in russian


def test_a_number_kept_to_turn_one_amount_into_another_reads_as_the_deed() -> None:
    """ "set X to that player's energy, then that player loses X energy and gains X air" is one deed, said without
    the letter (Air Elemental; Potion of Life turns each energy into crystals at a rate)."""
    game = load_game("seasons")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert "Summoning effect: Each other player turns all their energy into air." in english
    assert "Эффект розыгрыша: каждый из остальных игроков превращает всю свою энергию в воздух." in russian
    assert "Discard this card, then turn each energy you have into 4 crystals plus your bonus crystals" in english
    assert "затем превратите каждую единицу своей энергии в 4 кристалла плюс ваши дополнительные кристаллы" in russian
    assert not re.search(r"\bX\b", english.split("## Cards")[1].replace("Library", ""))
    assert not re.search(r"\bX\b", russian) and "equal to X," not in english


def test_one_option_per_kind_of_a_group_reads_as_a_choice_of_kinds() -> None:
    """Mirror of the Seasons lists twelve exchanges (every ordered pair of energies); the card says it once."""
    game = load_game("seasons")
    english = render_text(game, "en", "cards", "md")
    assert (
        "choose two different kinds of energy, then, if your energy of the first kind is at least 1, choose a number "
        "from 1 to the lower of your energy of the first kind and your crystals, then lose that many crystals"
        in english
    )
    assert "then gain that much energy of the second kind" in english
    russian = render_text(game, "ru", "cards", "md")
    assert "выберите два разных вида энергии, затем, если ваша энергия первого вида не меньше 1," in russian
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


def test_a_level_on_a_track_is_raised_not_gained() -> None:
    game = load_game("seasons")
    assert "then raise your summoning gauge by 2." in render_text(game, "en", "cards", "md")
    russian = render_text(game, "ru", "cards", "md")
    assert "увеличьте свою силу мага на 2" in russian and "получите 2 силы мага" not in russian


def test_a_number_whose_values_the_data_names_reads_as_the_fact() -> None:
    """TaleSpin's accepted-dogfight mark has `states`: setting it after "if they do not" states what then holds,
    testing it states the fact."""
    game = load_game("talespin")
    english = render_text(game, "en", "book", "md")
    assert "If they do not, the defender has accepted the dogfight." in english  # after "may concede"
    assert "If the defender has accepted the dogfight and there are no cards in" in english
    assert "accepted-dogfight mark" not in english
    russian = render_text(game, "ru", "book", "md")
    assert "Если он этого не сделал, защитник принял закус." in russian
    assert "Если защитник принял закус и в сыгранных манёврах защитника нет карт" in russian
    assert "и нет карт в" not in russian  # the place comes first
    assert "Если в манёврах Шер-Хана есть карты с отметкой «Выстрел на удачу»" in russian
    assert "отметка о принятом закусе" not in russian.lower()


def test_is_not_one_of_two_named_values_is_the_other_fact() -> None:
    game = load_game("talespin")
    english, russian = Renderer(game, "en"), Renderer(game, "ru")
    mark, one, two = nodes.VarRef("accepted"), nodes.Int(1), nodes.Int(2)
    assert english.facts.fact(mark, one, "!=") == "the defender has not accepted the dogfight"
    assert russian.facts.fact(mark, one) == "защитник принял закус"
    assert english.facts.fact(mark, two) is None and english.facts.fact(mark, one, ">") is None
    assert english.facts.fact(mark, one, ">=") is None  # a variable with no floor: "at least 1" is not "not 0"
    year = nodes.CounterRef("year", "table")
    assert Renderer(load_game("seasons"), "en").facts.fact(year, nodes.Int(3), "<=") is None  # "at most 3" is no state


def test_pieces_go_to_other_pieces_not_into_them_in_russian() -> None:
    """«положите активную машину в разбитые машины», «положите кубик … в пустые кубики»: a zone named by the
    pieces in it takes «к» and the dative, as the words of the game say."""
    russian = _both("gaslands")[1]
    assert "положите активную машину к разбитым машинам владельца активной машины" in russian
    assert "положите цель к разбитым машинам владельца цели" in russian
    assert "обратно к шестигранным кубикам" in russian
    assert not re.search(r" в (разбитые машины|кубики заноса|шестигранные кубики)", russian)
    zombie = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "из запаса кубиков к кубикам броска" in zombie and "из кубиков броска к пустым кубикам" in zombie
    assert "из кубиков броска к кубикам, потраченным на этапы" in zombie
    assert not re.search(r" в (кубики броска|пустые кубики|кубики, потраченные)", zombie)


def test_pieces_that_are_not_cards_are_called_by_what_they_are() -> None:
    """Zones of dice and vehicles name an `item`: no rule calls a die or a vehicle a card."""
    english, russian = _both("gaslands")
    assert "For each vehicle with at least 6 hazard tokens, set the current gear of that" in english
    assert "на которой не меньше 6 токенов опасности, установите текущую передачу этой машины" in russian
    # tokens on a card are what it has, not "the number of … is at least 1"
    assert "If the active vehicle has any hazard tokens, remove 1 hazard token" in english
    assert "Если на активной машине есть токены опасности, уберите" in russian
    assert "number of hazard tokens" not in english and "число токенов опасности" not in russian
    # "back among": dice go back to the other dice, not «в кубики» (into dice)
    assert "обратно к кубикам заноса" in russian and "в кубики заноса" not in russian
    zombie = _both("zombie-locations")[0]
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


def test_a_card_given_a_role_is_said_as_what_then_holds() -> None:
    """A card variable set to a card reads as the card taking the role, not as a number being set, and not as a
    step of a sequence ("then the played card becomes …"): a number set with it is part of the same fact."""
    english, russian = _both("talespin")
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


def test_small_words_agree() -> None:
    english, russian = _both("seasons")
    assert (
        "Each other player pays you 1 crystal." in english
        and "каждый из остальных игроков платит вам 1 кристалл" in russian
    )
    assert "Whenever this card leaves your play area, lose all your energy." in english
    assert "потеряйте всю свою энергию" in russian and "всю вашу" not in russian
    assert "Move the season wheel forward by" in english and "Передвиньте колесо сезонов вперёд на" in russian
    zombie = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "стороны: тёплая" in zombie and "грани: тёплая" not in zombie
    gaslands = render_text(load_game("gaslands"), "en", "book", "md")
    assert "on an 80 mm radius" in gaslands and "the player to the left of the owner" in gaslands


def test_a_counted_deed_and_an_exchange_read_as_what_the_player_does() -> None:
    """Seasons counts bonuses used and cards summoned; the book says "use a bonus", and a loss and a gain of the
    same amount of energy is one exchange."""
    english, russian = _both("seasons")
    assert "gain 1 bonus used" not in english and "then choose 1 or 2" not in english
    assert "then count it among your summoned cards, then resolve" in english
    assert "use a bonus, then exchange 1 or 2 energy (at most what you have) for the same amount of energy" in english
    assert "затем выберите 1 или 2" not in russian and "обменяйте столько энергии" not in russian
    assert "используйте бонус, затем обменяйте 1 или 2 энергии (не больше, чем у вас есть) на столько" in russian


def test_your_own_state_reads_as_a_fact_about_you() -> None:
    talespin = render_text(load_game("talespin"), "en", "book", "md")
    assert "If you are allowed to roll the die this turn," in talespin
    assert "the active player does not roll the die this turn." in talespin.lower()
    zombie = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "Если вы не в нокауте:" in zombie and "ваш нокаут равняется" not in zombie


def test_that_card_is_what_the_engine_binds() -> None:
    """ "that card" is the last piece a verb took (a die), but each option of a choice, and the chooser, start
    from the card the "for each" named."""
    zombie = render_text(load_game("zombie-locations"), "en", "book", "md")
    tool = next(line for line in zombie.splitlines() if "For each Tool card" in line)
    assert "that player chooses one" in tool and "of that die" not in tool
    assert "from the dice pool into the ignored dice, then freeze that die (it cannot be re-rolled)" in zombie


def test_another_players_state_reads_as_said_of_them() -> None:
    english, russian = _both("zombie-locations")
    assert (
        "Each player who is knocked out flips all cold cards" in english and "has at least 1 knock-out" not in english
    )
    assert "if the owner of that card is not knocked out," in english and "has no knock-out" not in english
    assert (
        "Каждый игрок, который в нокауте, переворачивает" in russian
        and "если владелец этой карты не в нокауте" in russian
    )


def test_states_of_cards_stats_and_other_players_and_a_counted_pass() -> None:
    """A card's counter at a named value ("turned 90°"), a stat at a named value, another player's number set to a
    named state, and "set X to X + 1" of a number with a deed, all read as the fact — none as the number."""
    english, russian = _both("zombie-locations")
    assert "use an unturned card you have on the table that says" in english.lower()
    assert "whose rotation is" not in english
    assert "with no turn" not in english and "the number of unturned cards in your archetypes." in english
    assert "неповёрнутую карту на столе с надписью" in russian and "поворот равняется" not in russian
    assert "нет поворота" not in russian  # a state said as an adjective stands before the noun
    assert "- If (none of your cards is turned 90° or" in english
    assert "- Если (ни одна ваша карта не повёрнута на 90° или" in russian
    assert (
        "then comes back into play, puts their character on stage 0 and moves to the centre of their location"
        in english
    )
    assert "затем возвращается в игру, ставит фишку на нулевой этап и переходит в центр" in russian
    assert "1. Count one more turn for each player this round." in english
    assert "If each player has had four turns this round or the locations have run out:" in english
    assert "number of turns each played" not in english and "your place in the centre to 1" not in english


def test_a_kind_said_as_an_adjective_stands_before_the_noun_in_russian() -> None:
    russian = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "который в нокауте, переворачивает все холодные карты архетипов" in russian
    assert "в архетипах не меньше 2 тёплых карт" in russian and "вида «тёплая»" not in russian
    assert "Для каждой карты со спецвозможностью «Инструмент»" in russian  # a noun kind keeps its name after the noun


def test_a_zone_named_by_its_pieces_is_not_said_twice_and_a_die_kind_is_its_result() -> None:
    english, russian = _both("gaslands")
    assert "each player who has at least 1 vehicle wins" in english and "vehicle among their vehicles" not in english
    assert "у которого больше всех машин." in russian and "машин среди машин" not in russian
    assert "за каждый кубик с результатом «Смена» среди брошенных кубиков заноса" in russian
    assert "вида «Смена»" not in russian
    talespin = render_text(load_game("talespin"), "ru", "book", "md")
    assert "Выложите синюю карту вида «Пилот» с руки" in talespin and "вида «синий»" not in talespin


def test_an_amount_you_hold_is_had_and_a_declined_choice_is_doing_nothing() -> None:
    english, russian = _both("zombie-locations")
    assert "if you have at least 1 BraiNZ token, lose 1 BraiNZ token" in english
    assert "your BraiNZ tokens are at least" not in english
    assert "если у вас есть жетон МоZгов, потеряйте 1 жетон МоZгов" in russian
    assert "or nothing happens" not in english and "Do nothing" not in english  # "you may …", not a choice of nothing
    assert "this player may use an unturned card" not in english
    assert "that player may use an unturned card they have on the table" in english
    assert "этот игрок может использовать свою неповёрнутую карту на столе" in russian
    assert "ничего не делать" not in russian
    assert "you are on stage 0" in english  # a position on a track is not an amount you hold
    frozen2 = load_game("frozen2")
    power = frozen2.symbol_sets["symbol"].symbols["mountains"].effects["power"]
    assert Renderer(frozen2, "en").sentence(power) == "Nothing happens."  # a whole effect that does nothing


def test_what_follows_a_declined_jump_and_an_option_someone_is_made_to_do() -> None:
    english, russian = _both("talespin")
    assert "the attacker chooses one: reveal" in english and "; or make the defender discard 1 card" in english
    assert "атакующий выбирает одно: открыть" in russian and "; или заставить защитника сбросить 1 карту" in russian
    assert "Each player except the attacker and the defender (in turn order, beginning after the attacker)" in english
    assert "кроме атакующего и защитника, по очереди, начиная со следующего за атакующим," in russian


def test_identical_numbered_designs_are_one_gallery_entry_and_a_mark_is_its_name() -> None:
    zombie = render_text(load_game("zombie-locations"), "en", "book", "md")
    assert "- **Die**† ×10 — faces: 1 / 2 / 3 / 4 / 5 (FREAKS!) / 6" in zombie and "**Die 1**" not in zombie
    proof = render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)
    assert "**Die 1**" in proof  # the designer's edition keeps each design with its place in the data
    seasons = render_text(load_game("seasons"), "en", "book", "md")
    assert "faces: 1 fire, +1 summoning gauge, transmutation, 3 pips / " in seasons  # no "transmutation 1"


def test_a_number_kept_in_a_variable_is_noted_and_a_year_is_said_as_its_state() -> None:
    english, russian = _both("zombie-locations")
    assert "Note your Danger (this is the Danger when you rolled)." in english  # not "note X as Y"
    assert "Запомните свою Опасность (это Опасность при броске)." in russian
    assert "as the Danger when" not in english and "как Опасность при броске" not in russian
    # a setup step giving shared numbers plain values states them, not "Set the Danger bonus to 1, then …"
    assert "4. **What a Freak token adds.** The Danger bonus is 1 and the Difficulty bonus is 0." in english
    assert "**Что добавляет жетон утырков.** Надбавка к Опасности равна 1, надбавка к Сложности — 0." in russian
    assert "Set the Danger bonus to 1" not in english and "Установите надбавку к Опасности равной" not in russian
    # the next card of the same pile is "the next one", not the same clause again with one word changed
    assert "face down onto the stack at location 1, then put the next one face up on top of it." in english
    assert "рубашкой вверх на стопку локации 1, затем положите поверх неё следующую лицом вверх." in russian
    # your amount made up anew is what you have, not an assignment «равными сумме 1 и …»
    assert "You have 1 re-roll plus your bonus re-rolls." in english and "Set your re-rolls" not in english
    assert "У вас 1 переброс плюс ваши бонусные перебросы." in russian and "равными сумме" not in russian
    # the owners of several zones said once
    assert "in all opponents' locations won this round and locations won in earlier rounds," in english
    assert "у всех противников в локациях этого раунда и в локациях прошлых раундов," in russian
    assert "all opponents' locations won in earlier" not in english
    assert "прошлых раундов всех противников" not in russian
    seasons = render_text(load_game("seasons"), "en", "book", "md")
    assert "4. If the third year is over:" in seasons and "the year is 4" not in seasons


def test_a_mark_a_card_shows_is_said_as_shown() -> None:
    english, russian = _both("seasons")
    assert "3. If your chosen die shows card draw," in english and "card draw of your chosen die is" not in english
    assert "3. Если на выбранном кубике есть взятие карты," in russian


def _said(game_id: str, text: str) -> tuple[str, str]:
    """A rule written here in the game's words, as the book would print it (en, ru)."""
    from interpreter.content.library import load_spec, resolve_target
    from interpreter.content.source import Located
    from interpreter.diagnostics import Diagnostics
    from interpreter.dsl.check import Scope, check
    from interpreter.dsl.parser import parse
    from interpreter.engine.build_checks import vocabulary
    from interpreter.render.text import renderer_for

    game, spec = load_game(game_id), load_spec(resolve_target(game_id), Diagnostics())
    assert spec is not None
    located = Located(text)
    node = check(
        parse(located, "effect", Diagnostics()), vocabulary(spec, Diagnostics()), located, Diagnostics(), Scope()
    )
    return renderer_for(game, "en").sentence(node), renderer_for(game, "ru").sentence(node)


def test_a_number_noted_then_lost_in_full_is_losing_all() -> None:
    english, russian = _said(
        "seasons", "set the x to your energy, then lose the x energy, then gain the x + 1 crystals"
    )
    assert english == "Lose all your energy (X), then gain crystals equal to X + 1."
    assert russian.startswith("Потеряйте всю свою энергию (X), затем получите")


def test_a_number_kept_to_turn_an_amount_at_a_rate() -> None:
    english, russian = _said("seasons", "set the x to your crystals, then lose the x crystals, then gain the x * 2 air")
    assert english == "Turn each crystal you have into 2 air."
    assert russian == "Превратите каждый свой кристалл в 2 воздуха."
    english, russian = _said("seasons", "set the x to your water, then lose the x water and gain the x fire")
    assert (english, russian) == ("Turn all your water into fire.", "Превратите всю свою воду в огонь.")


def test_no_cards_left_reads_as_there_being_none() -> None:
    english, russian = _both("zombie-locations")
    assert "10. If there are no warm cards in your archetypes," in english
    assert "10. Если в архетипах нет тёплых карт, выйдите из раунда" in russian


def test_a_yes_or_no_mark_is_no_component_and_a_count_with_named_values_keeps_its_range() -> None:
    english, russian = _both("zombie-locations")
    assert "**Knock-out**" not in english and "**Нокаут**" not in russian  # the rules say who is knocked out
    assert "- **Stages won this turn**: each player has their own count, which is 0 at the start of the" in english
    assert "- **Этапы за этот ход**: у каждого игрока свой счёт; в начале игры и каждого хода он равен 0" in russian
    proof = render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)
    assert "at the start, you are not knocked out" in proof  # the proof edition lists every number


def test_components_list_pieces_once() -> None:
    """Dice that only lie apart while play goes on (rolled dice) are no component, and the pieces the zones
    already count get no telegram line of totals ("Dice: 18 dice.", "Obstacles: 2 obstacles.")."""
    english, russian = _both("gaslands")
    for gone in ("**Rolled skid dice**", "**Attack dice**", "**Dice**:", "**Obstacles**: 2 obstacles", "**Cards**:"):
        assert gone not in english
    assert "- **Obstacles**: 2 shared obstacles on the table, each with a position and a facing." in english
    assert "- **Препятствия**: 2 общих препятствия на столе, у каждого — место и направление." in russian
    assert "- **16 cards**." in english and "- **16 карт**." in russian
    assert "**Брошенные кубики заноса**" not in russian and "**Кубики**:" not in russian


def test_a_player_count_reads_as_how_many_play() -> None:
    english, russian = _both("talespin")
    assert "If there are at least 3 players," in english and "If there are 2 players," in english
    assert "Если в игре не меньше 3 игроков," in russian and "Если в игре 2 игрока," in russian
    assert "number of players is" not in english


def test_each_player_who_does_it_is_one_sentence() -> None:
    """`for each player [who P]: that player does X, then that player does Y` reads "each player who P does X,
    then does Y"; `for each player: if that player's N is V: that player …` uses V's `they` words for who."""
    english, russian = _both("seasons")
    assert "Each player who has used two bonuses loses 12 prestige points." in english
    assert "Каждый игрок, который использовал два бонуса, теряет 12 очков престижа." in russian
    assert "if that player's bonuses used" not in english and "For each player:" not in english


def test_an_amount_per_card_and_a_number_in_bands() -> None:
    """ "N × the number of CARDS" of a gain or loss reads "N … for each card"; a number set from another by whole
    division reads as the runs of the other's values ("1–3 winter"), with the values' names."""
    english, russian = _both("seasons")
    assert "loses 5 prestige points for each card in their hand" in english
    assert "теряет 5 очков престижа за каждую карту на руке" in russian
    assert "Set the current season from the season wheel: 1–3 winter, 4–6 spring, 7–9 summer, 10–12 fall." in english
    assert "Определите текущий сезон по колесу сезонов: 1–3 — зима, 4–6 — весна, 7–9 — лето, 10–12 — осень." in russian
    assert "(rounded down)" not in english.split("## Cards")[0]


def test_an_amount_per_so_many_and_a_name_after_a_few() -> None:
    """`your N / 3` gained reads "1 … for every 3 N"; a Russian name with an adjective takes its `few` form after
    2–4 (the adjective plural, the noun singular)."""
    english, russian = _both("zombie-locations")
    assert "Each player gains 1 victory point for every 3 collected Freak tokens." in english
    assert "Каждый игрок получает 1 очко победы за каждые 3 собранных жетона утырков." in russian
    assert "Each player who has at least 7 collected Freak tokens gains 2 victory points." in english


def test_a_state_set_from_a_mark_and_one_gain_shown_on_a_card() -> None:
    """Your two-state number set to a mark a card shows reads as both states; one gain of what a card shows reads
    "gain the crystals shown on …" (a count in the Russian plural, a mass in the singular)."""
    english, russian = _both("seasons")
    assert "If your chosen die shows transmutation, you may transmute this turn; otherwise, you may not" in english
    assert "Если на выбранном кубике есть превращение, в этот ход вы можете превращать энергию; иначе" in russian
    assert (
        "Gain the crystals shown on your chosen die, then, if your chosen die shows +1 summoning gauge, raise your"
        in english
    )
    assert "Получите кристаллы, изображённые на выбранном кубике" in russian
    assert "transmutations allowed to" not in english


def test_a_choice_of_values_for_one_number_reads_as_the_values() -> None:
    english, russian = _both("zombie-locations")
    assert "Choose your location: 1, 2, 3 or 4." in english and "set your location to 1;" not in english
    assert "Выберите свою локацию: 1, 2, 3 или 4." in russian and "в качестве" not in russian


def test_a_state_of_at_least_a_value() -> None:
    """`states: {1+: …}` names "at least 1": "if your number of turned cards is at least 1" reads as the fact."""
    english, russian = _both("zombie-locations")
    assert "If at least one of your cards is turned 90°," in english and "turned 90° is at least 1" not in english
    assert "Если хотя бы одна ваша карта повёрнута на 90°," in russian


def test_no_player_has_any_and_numbered_dice_on_the_quick_card() -> None:
    english, russian = _both("gaslands")
    assert "or no player has any vehicles;" in english and "no player has at least 1 vehicle" not in english
    assert "или ни у одного игрока нет машин;" in russian
    quick = render_text(load_game("gaslands"), "en", "quick", "md")
    assert "**Skid die ×6**: SHIFT / SHIFT / SHIFT / SPIN / SLIDE / HAZARD" in quick and "Skid die 1 –" not in quick


def test_proofreading_pass_four() -> None:
    """Patterns a fourth proofreading pass found: a mark is not a count; named values are listed by name; numbered
    dice with the same faces are one design; shared pieces are "any"/"есть"; «один из брошенных кубиков»; a tag is
    «с отметкой»; another player's amount is had; a sentence after a variant's colon runs on in lower case."""
    english, russian = _both("zombie-locations")
    assert "поверните один из кубиков броска стороной" in russian and "поверните кубик среди" not in russian
    assert "if that player has at least 1 BraiNZ token" in english
    assert "если у этого игрока есть жетон МоZгов" in russian
    seasons_en, seasons_ru = _both("seasons")
    season = "- **Current season**: one for all players — winter, spring, summer or fall; winter at the start."
    assert season in seasons_en
    assert "- **Текущий сезон**: общий для всех — зима, весна, лето или осень; в начале — зима." in seasons_ru
    # Elemental Amulet is played in several ways (a price of parts), not with a page of bookkeeping
    assert "стоимость: на выбор одно или несколько из 1 земли, 1 огня, 1 воздуха и 1 воды" in seasons_ru
    assert "Если за эту карту заплатили землёй, получите 5 кристаллов." in seasons_ru
    assert "If earth was paid for this card, gain 5 crystals." in seasons_en
    gaslands_en, gaslands_ru = _both("gaslands")
    assert "- **Skid dice**: one shared set of 6 dice." in gaslands_en and "**Dice**:" not in gaslands_en
    assert "If there are any rolled skid dice," in gaslands_en and "Если есть брошенные кубики заноса," in gaslands_ru
    assert "(“Teams take the table”): each player puts" in gaslands_en
    talespin_ru = render_text(load_game("talespin"), "ru", "book", "md")
    assert "карту с отметкой «Выстрел на удачу»" in talespin_ru and "вида «Выстрел на удачу»" not in talespin_ru


def test_a_property_a_card_may_leave_out_is_stated_with_its_value() -> None:
    english, russian = _both("talespin")
    assert "- **Reach**: a card that prints none has 6." in english
    assert "- **Досягаемость**: у карты, на которой значение не указано, — 6." in russian


def test_one_token_is_put_not_spread() -> None:
    english, russian = _both("zombie-locations")
    assert "put 1 Freak token onto a card with the fewest Freak tokens among the cards at all locations" in english
    assert "spread 1 Freak token" not in english and "распределите 1 жетон" not in russian
    assert "положите 1 жетон утырков на ту из карт всех локаций, где их меньше всего" in russian


def test_a_place_on_a_track_of_cards_is_gone_to() -> None:
    english, russian = _both("talespin")
    assert "Each player moves to the starting location of the top card of their cockpit." in english
    assert "Каждый игрок переходит на стартовую локацию верхней карты кабины." in russian
    zombie = render_text(load_game("zombie-locations"), "en", "book", "md")
    assert "Move to the chosen location, then put your character on stage 0" in zombie
    assert "Set your location to" not in zombie and "stage to 0" not in zombie  # stage 0 is a deed the data names


def test_a_state_says_what_holds_otherwise() -> None:
    """`otherwise:` on a state names every other value: "less than 3" of a number at most 3 is "not 3"."""
    english, russian = _both("seasons")
    assert "- If you have bonuses left, use a bonus, then you may transmute this turn" in english
    assert "- Если у вас остались бонусы, используйте бонус" in russian
    assert "bonuses used are less than 3" not in english


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


def test_a_number_set_one_way_then_the_other_under_a_condition_reads_as_one_rule() -> None:
    """`set the centre to 0. if C: set the centre to 1` says once which state holds when ("If C, …; otherwise,
    …"), and a branch that only sets a named value says what then holds ("If the stack is empty, the locations
    have run out"), not "note that"."""
    english, russian = _both("zombie-locations")
    assert (
        "Move to the chosen location, then put your character on stage 0. If an opponent is on the same space as you,"
        " you are in"
        " the centre of your location card; otherwise, you are not in the centre." in english
    )
    assert "что и вы, вы в центре карты своей локации; иначе вы не в центре." in russian
    assert "If the stack at your location is empty, the locations have run out." in english
    assert "note that you are not in the centre. If" not in english
    assert "- If you have not won a stage this turn and you are on stage 0" in english
    assert "- Если в этот ход вы ещё можете проходить этапы" in russian


def test_an_amount_that_can_be_counted_reads_as_many_as_in_russian() -> None:
    """«столько кристаллов, сколько карт …», «сколько у цели воды»: not «кристаллы в количестве, равном числу …»."""
    russian = render_text(load_game("seasons"), "ru", "book", "md")
    assert "получите столько кристаллов, сколько фамильяров в игровой зоне" in russian
    assert "получите столько же воды, земли, огня и воздуха, сколько у цели" in russian
    assert "Каждый игрок получает столько очков престижа, сколько в сумме составляют его кристаллы и очки" in russian
    assert "столько раз, сколько игроков, положите верхнюю карту колоды" in russian
    assert "кристаллы в количестве, равном числу" not in russian


def test_proofreading_pass_five() -> None:
    """What the fifth reading found: a die's player count on the quick card, «есть …» for "at least one", no dash
    before an adjective or «не», a shared symbol said as "any of", a step replaced by a variant named by its title."""
    seasons = load_game("seasons")
    quick = render_text(seasons, "en", "quick", "md")
    assert "- **Winter die 4**: 1 water" in quick and "3 pips. Used only with 3–4 players." in quick
    assert "puts all cards in their Library II into their hand" in render_text(seasons, "en", "book", "md")
    assert "считается «Активацией»" in render_text(seasons, "ru", "book", "md")
    zombie_en, zombie_ru = _both("zombie-locations")
    assert "если эта карта тёплая," in zombie_ru and "эта карта — тёплая" not in zombie_ru
    assert "есть кубики броска, у которых значение" in zombie_ru
    assert "у которых атрибуты включают хотя бы один из атрибутов карты вашей локации" in zombie_ru
    assert "whose attributes include any of the attributes of the card at your location" in zombie_en
    assert "if that player has no card turned 90°," in zombie_en
    assert "- **Dice supply**: one shared set of 10 dice." in zombie_en and "- **Dice**: 10 dice." not in zombie_en
    assert "Instead of step 4 of “Setup” (“What a Freak token adds”) — Co-operative level. Choose" in zombie_en
    talespin_ru = render_text(load_game("talespin"), "ru", "book", "md")
    assert "не дальше чем на досягаемость закуса" in talespin_ru and "не дальше, чем" not in talespin_ru
    assert "если в грузовом отсеке защитника есть закрытые карты" in talespin_ru


def test_a_capped_range_and_another_players_number_kept() -> None:
    """ "from 1 to the lower of 2 and your energy" reads "from 1 to 2 (at most your energy)"; another player's
    number copied into a variable is set, not "noted" (the reader is not the one who notes it)."""
    english, russian = _both("seasons")
    # two values are named, not a range; the choice and the exchange it sizes are one step
    assert "exchange 1 or 2 energy (at most what you have) for the same amount of energy of your choice" in english
    assert "обменяйте 1 или 2 энергии (не больше, чем у вас есть)" in russian and "в качестве X" not in russian
    # the letter is not printed: its uses after the choice are "that many"
    assert "Choose a number from 1 to 3, then move the season wheel that many spaces" in english
    assert "выберите число от 1 до 3, затем передвиньте колесо сезонов на столько же делений" in russian
    talespin_ru = render_text(load_game("talespin"), "ru", "book", "md")
    assert "а досягаемость закуса равна ДАЛЬНОСТИ атакующего" in talespin_ru
    assert "запомните ДАЛЬНОСТЬ атакующего" not in talespin_ru


def test_a_number_a_stat_adds_is_listed_among_the_components() -> None:
    """The bonus crystals per transmuted energy add "your transmutation bonus this turn": its name says how long it
    lasts, so the components list no line of bookkeeping for it ("which is 0 at the start of … each turn")."""
    english, russian = _both("seasons")
    assert "- **Transmutation bonus" not in english and "- **Прибавка к превращению" not in russian
    assert "in your play area plus your transmutation bonus this turn." in english
    assert "в игровой зоне плюс ваша прибавка к превращению за этот ход." in russian
    assert "- **Reserve limit**: 7 plus the highest" in english and "- **Предел резерва**: 7 плюс наибольшая" in russian


def test_either_way_keeps_a_condition_that_reads_the_number_it_sets() -> None:
    """ "set X to 0. if X is 0: set X to 1" must not read "if X is 0, …; otherwise, …": the condition sees the 0."""
    from interpreter.dsl import nodes as n
    from interpreter.render import idioms
    from interpreter.render.facts import Facts

    facts = Facts(load_game("zombie-locations"), "en")
    centre = n.CounterRef(counter="centre", owner="you")

    def set_to(value: int) -> n.Chain:
        return n.Chain((n.Do(subject=None, may=False, verbs=(n.Set(target=centre, value=n.Int(value)),)),))

    other = n.Compare(n.CounterRef(counter="brains", owner="you"), ">=", n.Int(1))
    joined = idioms.either_way((set_to(0), n.Chain((n.If(cond=other, then=set_to(1)),))), facts.fact)
    assert len(joined) == 1 and joined[0].steps[0].otherwise == set_to(0)
    reading = n.Compare(centre, "==", n.Int(0))
    kept = (set_to(0), n.Chain((n.If(cond=reading, then=set_to(1)),)))
    assert idioms.either_way(kept, facts.fact) == kept


def test_a_place_of_a_row_of_cards_is_named_by_its_card() -> None:
    """A place given by its number on a row that keeps its printed order reads as the card there; another player's
    place set from yours reads as a move ahead of you."""
    english, russian = _both("talespin")
    assert "Instead of step 4 of “Setup”: move to Higher for Hire." in english and "move to location 1" not in english
    assert "перейдите на локацию «Заплати и лети»." in russian and "на локацию 1" not in russian
    # a setup step counts from the first player: no one is "you" yet
    assert (
        "If there are 2 players, move the player to the left of the first player 6 locations ahead of the first player."
        in english
    )
    assert "your location + 6" not in english and "ahead of you" not in english
    assert "переместите соседа слева от первого игрока на 6 локаций вперёд от первого игрока." in russian


def test_a_number_a_timeline_only_adds_to_is_introduced_with_it() -> None:
    """ "add 1 to the extra Damage" in a step or on a card: the timeline says what that number starts at; a number a
    step sets outright (the Damage total) is introduced by that step."""
    english, russian = _both("talespin")
    assert "## Dogfight\n\nThe extra Damage is 0 at the start of each dogfight. The maneuver" in english
    assert "## Закус\n\nВ начале каждого закуса дополнительный Урон равен 0. Манёвр" in russian
    assert "Damage total is 0" not in english


def test_a_card_state_is_marked_and_the_seat_number_is_a_number() -> None:
    """A card's counter set to a named state reads "mark … as …"; in a filter the state stands next to the noun;
    a player's seat number reads as such, and the book says how seats are numbered."""
    english, russian = _both("gaslands")
    assert "1. Mark each vehicle as not yet activated in this gear phase." in english
    assert "choose as the active vehicle one of your vehicles not yet activated in this gear phase" in english
    assert "1. Mark the active vehicle as activated in this gear phase." in english
    assert "1. Отметьте, что у каждой машины ещё не было активации в этой фазе передач." in russian
    assert "выберите активную машину — одну из своих машин, у которой текущая передача не меньше" in russian
    assert "1. Отметьте, что у активной машины уже была активация в этой фазе передач." in russian
    assert "Each player puts all cards in the garage whose team number is their seat number onto the table" in english
    assert "Каждый игрок кладёт все карты гаража, у которых номер команды совпадает с номером его места" in russian
    assert "The seats are numbered clockwise from 1." in english
    assert "Места игроков пронумерованы по часовой стрелке, начиная с 1." in russian
    assert "seat" not in render_text(load_game("talespin"), "en", "book", "md")
    assert "is more than the last safe gear of the maneuver, put 1 hazard token" in english
    assert "hazardous gear" not in english and "is at least 1 and" not in english


def test_numbers_set_for_each_value_of_one_number_read_as_one_table() -> None:
    """Four sentences `if the season is K: set A, B, C and D` print once, by season — not as sixteen clauses."""
    english, russian = _both("seasons")
    assert (
        "Set the crystals per water, the crystals per earth, the crystals per fire and the crystals per air by the"
        " current season: winter — 1, 3, 2 and 1; spring — 1, 1, 3 and 2; summer — 2, 1, 1 and 3; fall — 3, 2, 1"
        " and 1." in english
    )
    assert "по текущему сезону: зима — 1, 3, 2 и 1; весна — 1, 1, 3 и 2;" in russian
    assert "If the current season is winter, set" not in english


def test_a_table_by_value_needs_one_number_the_same_targets_and_no_target_read() -> None:
    from interpreter.dsl import nodes as n
    from interpreter.render import tables

    coins, gems = (n.CounterRef(counter=c, owner="you") for c in ("coins", "gems"))
    hour, day = (n.CounterRef(counter=c, owner="table") for c in ("hour", "day"))

    def row(key: n.CounterRef, value: int, *targets: n.CounterRef) -> n.Chain:
        sets = tuple(n.Set(target=t, value=n.Int(value + i)) for i, t in enumerate(targets))
        body = n.Chain((n.Do(subject=None, may=False, verbs=sets),))
        return n.Chain((n.If(cond=n.Compare(key, "==", n.Int(value)), then=body),))

    table = tables.by_value((row(hour, 1, coins, gems), row(hour, 2, coins, gems)))
    assert table == (
        tables.ByValue(hour, (coins, gems), ((n.Int(1), (n.Int(1), n.Int(2))), (n.Int(2), (n.Int(2), n.Int(3))))),
    )
    apart = (row(hour, 1, coins, gems), row(day, 2, coins, gems), row(hour, 3, gems, coins))
    assert tables.by_value(apart) == apart  # another key, other targets: no run of two
    reads_itself = (row(hour, 1, hour, gems), row(hour, 2, hour, gems))
    assert tables.by_value(reads_itself) == reads_itself  # the next row would see the number just set


def test_a_number_you_set_is_an_instruction_in_russian_and_a_kind_adjective_needs_no_noun() -> None:
    """«установите свой этап равным 0» among imperatives (not «ваш этап становится равным 0»); inside another
    player's choice the number changes by itself. English says "this card is warm", not "a warm card"."""
    zombie_en, zombie_ru = _both("zombie-locations")
    assert "Перейдите на выбранную локацию, затем поставьте фишку на нулевой этап." in zombie_ru  # the deed of state 0
    gaslands_ru = render_text(load_game("gaslands"), "ru", "book", "md")
    assert "установите текущую передачу этой машины равной 1" in gaslands_ru  # a number set among imperatives
    assert "ваш этап становится равным" not in zombie_ru
    talespin_en, talespin_ru = _both("talespin")
    assert "а досягаемость закуса равна досягаемости выложенной карты" in talespin_ru
    assert "Манёвр, который нужно побить, равен сумме" in talespin_ru  # a number of the timeline is worked out
    assert "If this card is warm, gain 2 BraiNZ tokens." in zombie_en and "is a warm card" not in zombie_en
    assert "then discard it if it is not genuine" in talespin_en
    assert "If the card that started the dogfight is a Player card" in talespin_en  # a noun kind keeps its noun


def test_proofreading_pass_six() -> None:
    """What the sixth reading found: "or" where any of several zones will do, whose zone a card leaves, a
    symbol set named by the data's own word («типа», «со спецвозможностью»), a rule switched off with a symbol of
    the same id, the numbers a table sets listed among the components, «все игроки побеждают»."""
    seasons_en, seasons_ru = _both("seasons")
    assert "if there are any familiars in your play area or your hand): Choose one" in seasons_en
    assert "если в игровой зоне или на руке есть фамильяры): выберите одно" in seasons_ru
    assert "Каждый раз, когда карта покидает вашу игровую зону, потеряйте" in seasons_ru
    assert "- **Crystals per earth**: one shared count, which starts at 3." in seasons_en
    assert "# Времена года — памятка" in render_text(load_game("seasons"), "ru", "quick", "md")
    frozen_en, frozen_ru = _both("frozen2")
    assert "Kristoff and Nokk.\n- In this variant there is no “Mountains” rule" in frozen_en
    assert "Кристофа и Нокка.\n- В этом варианте нет правила «Горы»" in frozen_ru
    zombie_ru = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "Если кто-либо из противников на той же клетке, что и вы, вы в центре" in zombie_ru
    assert "Каждый из остальных игроков, который на той же локации, что и вы, ставит фишку" in zombie_ru
    assert "Помощник может согласиться помочь." in zombie_ru  # a state's deed, a choice of it or nothing
    coop_ru = render_text(load_game("zombie-locations", "co-op"), "ru", "book", "md")
    assert "побеждают все игроки." in coop_ru and "побеждает каждый игрок." not in coop_ru


def test_discarding_the_count_of_a_zone_less_one_is_keeping_one() -> None:
    """ "discard the number of cards in your peek - 1 cards from your peek" is what a person says "discard all but
    one" / «оставьте одну, остальные сбросьте»."""
    english, russian = _both("seasons")
    assert "Discard all but 1 card from your viewing pile." in english and "viewing pile − 1" not in english
    assert "Оставьте одну из просматриваемых карт, остальные сбросьте." in russian and "− 1, из" not in russian


def test_how_many_cards_a_rule_takes_is_said_when_it_hangs_on_the_player_count() -> None:
    """Seasons rolls the current season's dice: one more than the players, as the dice used only with 3 or 4 players
    make it — the book says the number, not just "all the season dice of the current season"."""
    english, russian = _both("seasons")
    assert (
        "Take all the season dice whose season is the current season (one more than the number of players) and roll "
        "them (these are the rolled dice)." in english
    )
    assert (
        "Возьмите все кубики сезонов, у которых сезон совпадает с текущим сезоном (их на 1 больше, чем игроков), и "
        "бросьте их (это брошенные кубики)." in russian
    )
    assert "roll all the rolled dice" not in english and "бросьте все брошенные кубики" not in russian


def test_russian_conditions_say_equal_without_the_calque() -> None:
    """«равняется» in a condition is a calque: a roll «выпало», a number «равен», a value «совпадает с»,
    the same property of two cards «тот же … , что и у»."""
    talespin = _both("talespin")[1]
    assert "Эффект кубика: если выпало 3, возьмите 1 карту из колоды." in talespin
    assert "если число карт в грузовом отсеке равно цели по грузам минус 1" in talespin
    assert "у которых тот же персонаж, что и у этой карты" in talespin
    seasons = _both("seasons")[1]
    assert "Если текущий сезон не совпадает с прежним сезоном" in seasons
    zombie = _both("zombie-locations")[1]
    assert "у которых тот же цвет, что и у карты вашей локации" in zombie and "вы на нулевом этапе" in zombie
    for book in (talespin, seasons, zombie, _both("gaslands")[1]):
        assert "равняется" not in book and "равняются" not in book


def test_russian_says_has_for_at_least_one() -> None:
    """«не меньше 1 воды» for "at least one" is a calque: «у вас есть вода», «у которого есть машины»."""
    seasons = _both("seasons")[1]
    assert "если у вас есть вода, потеряйте 1 воду" in seasons and "если у вас есть кристалл и энергия" in seasons
    gaslands = _both("gaslands")[1]
    assert "побеждает каждый игрок, у которого есть машины" in gaslands
    for book in (seasons, gaslands, _both("zombie-locations")[1]):
        assert "не меньше 1 воды" not in book and "не меньше 1 машины" not in book and "не меньше 1 жетона" not in book


def test_russian_die_faces_put_the_number_first() -> None:
    """«точки 3» reads like a label: a face says «3 точки», «2 воды», agreed with the number; the wheel
    moves by its spaces («на столько делений, сколько точек на …»), not «на точки кубика»."""
    seasons = _both("seasons")[1]
    assert (
        "грани: 1 огонь, +1 к силе мага, превращение, 3 точки / 2 воды, +1 к силе мага, 2 точки / "
        "2 воды, 3 кристалла, 1 точка" in seasons
    )
    assert not re.search(r"точки \d", seasons)
    assert (
        "Передвиньте колесо сезонов вперёд на столько делений, сколько точек на последнем из брошенных кубиков."
        in seasons
    )


def test_a_taken_card_is_one_in_all_and_goes_to_the_hand() -> None:
    """ "takes 1 card from all players' played maneuvers" could be one from each, and does not say where it goes."""
    english, russian = _both("talespin")
    assert (
        "The defender takes 1 card of their choice from among all players' played maneuvers into their hand." in english
    )
    assert "Защитник берёт на руку 1 карту по своему выбору из сыгранных манёвров всех игроков." in russian
    assert "Take 1 random card from the defender's hand." in english  # from a hand: no "into your hand"


def test_a_window_of_cards_on_the_table_says_so() -> None:
    """`mode: use` offers only cards already on the table: "cards in play" could be read to take in the hand,
    and a Russian step of its own starts «Вы можете»."""
    english, russian = _both("seasons")
    assert "1. You may use any of your cards on the table that say “Before your season die is applied”." in english
    assert (
        "1. Вы можете использовать любые свои карты на столе с надписью «Прежде чем применить кубик сезона»." in russian
    )
    assert "cards in play" not in english and "карты в игре" not in russian


def test_components_read_as_sentences() -> None:
    """A zone or a number in the components list is one sentence, not a telegram ("a pile, shared, face down"),
    and a Russian adjective agrees with the noun beside it («общая стопка», never «стопка; общий»)."""
    frozen_en, frozen_ru = _both("frozen2")
    assert "- **Deck**: one shared pile, face down." in frozen_en
    assert "- **Hand**: each player has their own; only its owner may look at it." in frozen_en
    assert "- **Road**: one shared line of face-up cards with two open ends." in frozen_en
    assert "- **Колода**: общая стопка рубашкой вверх." in frozen_ru
    assert "- **Сброс**: общая стопка лицом вверх." in frozen_ru  # «сброс» is masculine, «стопка» is not
    assert "- **Рука**: у каждого игрока своя; карты на руке видит только владелец." in frozen_ru
    gaslands_en, gaslands_ru = _both("gaslands")
    assert "- **Skid dice**: one shared set of 6 dice." in gaslands_en  # dice are not face up; how many
    assert "- **Кубики заноса**: общий набор из 6 кубиков." in gaslands_ru
    assert "- **SLIDE result templates**: one shared template." in gaslands_en
    assert "- **Гараж**: общая стопка рубашкой вверх." in gaslands_ru
    assert "- **Машины**: у каждого игрока свои машины на столе, у каждой — место и направление." in gaslands_ru
    assert (  # the cards that keep the count are named, by word data ("piece:"), not "each card"
        "- **Current gear**: each vehicle has its own count, which starts at 1 and never goes above 6 or the"
        " vehicle's max gear." in gaslands_en
    )
    assert (
        "- **Текущая передача**: у каждой машины свой счёт; в начале он равен 1 и не бывает больше ни 6, ни"
        " максимальной передачи этой машины." in gaslands_ru
    )
    assert "each card has its own count" not in gaslands_en and "у каждой карты" not in gaslands_ru
    assert "Gear phase**" not in gaslands_en  # a counter the loop numbers ("for each gear phase from 1 to 6")
    assert "- **Freak tokens**: each location card has its own count" in _both("zombie-locations")[0]
    seasons_en, seasons_ru = _both("seasons")
    # a place for one die is that die, not "a set of dice that holds at most 1 die"; the box (cards and dice out of
    # the game) is no component when no rule names it
    assert "- **Chosen die**: each player has their own die." in seasons_en and "at most 1 die" not in seasons_en
    assert "- **Выбранный кубик**: у каждого игрока свой кубик." in seasons_ru and "предел — 1 кубик" not in seasons_ru
    assert "- **Box**" not in seasons_en and "- **Коробка**" not in seasons_ru
    assert (
        "- **Stored earth**, **stored fire** and **stored air**: each card has its own count, which starts at 0;"
        " it goes back to 0 when the card is moved to another zone." in seasons_en
    )
    assert "- **Текущий сезон**: общий для всех — зима, весна, лето или осень; в начале — зима." in seasons_ru
    zombie_en, zombie_ru = _both("zombie-locations")
    assert "- **Stack at location 1–4**: each is one shared pile, face up." in zombie_en  # four alike zones, one line
    assert "- **Стопка локации 1–4**: каждая — общая стопка лицом вверх." in zombie_ru
    assert "Stack at location 2**" not in zombie_en
    proof = render_text(load_game("zombie-locations"), "en", "book", "md", proof=True)
    assert "- **Stack at location 2**: one shared pile, face up." in proof  # each with its own source
    for book in (frozen_en, gaslands_en, seasons_en):
        assert "keeps their own" not in book and ", shared, " not in book
    for book in (frozen_ru, gaslands_ru, seasons_ru):
        assert "**: стопка; " not in book and "**: ряд; " not in book


def test_a_card_does_not_repeat_what_its_name_says() -> None:
    """A name made of the card's values ("Elsa · Anna", a maneuver named as its card) does not list them again;
    a value that is only part of the name ("Evasive Action" is an Action) still shows."""
    frozen_en, frozen_ru = _both("frozen2")
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
    frozen_en, frozen_ru = _both("frozen2")
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


def test_link_sentences_are_plain() -> None:
    """The sentences that introduce the moments for cards and the rules of "At any time" say it plainly."""
    english, russian = _both("talespin")
    assert "Each card says when it may be played. These are the moments:" in english
    assert "На каждой карте сказано, когда её можно сыграть. Вот эти моменты:" in russian
    english, russian = _both("seasons")
    assert "These rules apply at any time, as soon as what they describe happens:" in english
    assert "Эти правила действуют в любой момент игры, как только происходит то, о чём в них сказано:" in russian
    assert "open these moments" not in english and "названное в них" not in russian


def test_a_dagger_sits_right_after_what_it_marks() -> None:
    """A dagger followed by more text on its line is set against the marked words, so it cannot be read as
    marking the next sentence ("**2–4 players.** † The players choose…" was ambiguous)."""
    english, russian = _both("frozen2")
    assert "**2–4 players.**† The players choose" in english
    assert "**2–4 игрока.**† " in russian
    assert ".** †" not in english and ".** †" not in russian


def test_a_mark_the_rules_keep_for_themselves_is_not_noted() -> None:
    """Divine Chalice puts a card into play, which already says it is free: the mark the Amulet reads is set unsaid,
    and the Amulet still says what it tests."""
    english, russian = _both("seasons")
    assert "note that the card comes into play for free" not in english
    assert "less than your summoning gauge, put that card into your play area, then resolve" in english
    assert "отметьте, что карта вводится в игру бесплатно" not in russian
    assert "If this card comes into play for free, gain 5 crystals" in english


def test_a_procedure_run_by_its_deed_points_to_its_section() -> None:
    """ "Drop out of the round" alone does not tell the reader where that is described: the deed names the section."""
    english, russian = _both("zombie-locations")
    assert "archetypes, drop out of the round (see “Knock-out”)." in english
    assert "10. Если в архетипах нет тёплых карт, выйдите из раунда (см. «Нокаут»)." in russian  # folded as in English
    assert "1. Выйдите из раунда" not in russian  # «(см. …)» ends no sentence: one step under a condition is folded
    assert "или в архетипах не меньше 2 тёплых карт)" in russian and "число тёплых карт" not in russian
    assert "let the other players interrupt your roll (see “Freeze!”)" in english  # a quoted name is not quoted twice
    seasons = render_text(load_game("seasons"), "en", "book", "md")
    assert "Apply what the wheel's move brings (a new year, a new season; see “The season wheel moved”)." in seasons


def test_a_payment_on_top_of_a_gain_says_more() -> None:
    """Thieving Fairies: "gain 1 crystal, then that player pays you 1 crystal" may be read as one crystal in all
    (seed 004, 41/50: 2 crystals, one of them stolen)."""
    english, russian = _both("seasons")
    assert "gain 1 crystal, then that player pays you 1 more crystal." in english
    assert "получите 1 кристалл, затем этот игрок платит вам ещё 1 кристалл." in russian


def test_dice_are_taken_in_turn_order_from_the_first_player() -> None:
    english, russian = _both("seasons")
    assert "Each player (in turn order, starting from the first player) takes 1 die from the rolled dice" in english
    assert "Каждый игрок по очереди, начиная с первого игрока, берёт 1 кубик из брошенных кубиков" in russian
    assert "into their Library III" in english and "under their library" not in english


def test_a_condition_of_use_covers_the_whole_text_and_small_words_read_right() -> None:
    """ "If C: A. B." leaves B outside the condition (Balance of Ishtar): a condition of use over several sentences
    goes in the header. «пока их не останется 7» reads as if a player with fewer draws up to 7; a common noun
    («локации») is not capitalised; "play" says from where, which tells it from "use"."""
    seasons_en, seasons_ru = _both("seasons")
    # Balance of Ishtar is one sentence, and the kind chosen says its condition: it is not said twice
    assert (
        "Activation (once per turn, while in your play area): Choose a kind "
        "of energy you have at least 4 of, then lose 4 energy of the chosen kind, then "
        "gain 12 crystals" in seasons_en
    )
    assert "(раз в ход, пока карта в игровой зоне): выберите вид энергии, которой у вас не меньше 4," in seasons_ru
    assert "of one kind, choose" not in seasons_en and "одного вида, выберите" not in seasons_ru
    talespin_en, talespin_ru = _both("talespin")
    assert "5. Каждый игрок сбрасывает лишние карты с руки, чтобы их осталось не больше 7." in talespin_ru
    assert "Кольцо локаций" in talespin_ru and "накрывают локации" in talespin_ru
    assert "- Play a card from your hand that says “Play during your turn”." in talespin_en
    assert "- Сыграйте с руки карту с надписью «Играть в свой ход»." in talespin_ru


def test_the_same_step_twice_is_said_once() -> None:
    """ "put the top card … onto your viewing pile, then put the top card … onto your viewing pile": one clause,
    "put the top 2 cards …", not "put the top card … twice"."""
    english, russian = _both("seasons")
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
    assert "Если таких игроков несколько, из них побеждает каждый, у кого больше всех разыгранных карт." in russian
    assert "In a tie, each of the tied players who has the most cards summoned wins." in english


def test_an_amount_per_unit_and_a_formula_in_russian() -> None:
    """ "3 × your energy" reads per unit; "3 × (cards − 1)" per card but one; any other formula with × is said in
    the nominative in brackets in Russian, where «равном 3 × вашей энергии» declines inside the formula."""
    english, russian = _said("seasons", "gain 3 * your water crystals")
    assert (english, russian) == (
        "Gain 3 crystals for each water you have.",
        "Получите 3 кристалла за каждую единицу своей воды.",
    )
    english, russian = _said("seasons", "gain 2 * (the number of cards in your hand - 1) crystals")
    assert english == "Gain 2 crystals for each card in your hand except one."
    assert russian == "Получите 2 кристалла за каждую карту на руке, кроме одной."
    english, russian = _said("seasons", "gain 12 + 4 * your purse crystals")
    assert english == "Gain 12 crystals plus 4 times your bonus crystals per transmuted energy."
    assert russian == "Получите 12 кристаллов плюс ваши дополнительные кристаллы за единицу энергии, умноженные на 4."
    english, russian = _said("seasons", "gain 4 * (3 + your purse) crystals")
    assert english == "Gain crystals equal to 4 × (3 + your bonus crystals per transmuted energy)."
    assert russian == "Получите (4 × (3 + ваши дополнительные кристаллы за единицу энергии)) кристаллов."


def test_one_test_per_kind_of_a_group_reads_of_one_kind() -> None:
    english, russian = _said(
        "seasons",
        "if your water is at least 4 or your earth is at least 4 or your fire is at least 4 or your air is at least 4: "
        "gain 1 crystals",
    )
    assert english == "If you have at least 4 energy of one kind, gain 1 crystal."
    assert russian == "Если у вас не меньше 4 энергии одного вида, получите 1 кристалл."
    english, _ = _said("seasons", "if your water is at least 4 or your earth is at least 4: gain 1 crystals")
    assert english == "If you have at least 4 water or you have at least 4 earth, gain 1 crystal."  # not every kind


def test_two_gains_in_one_step_say_the_verb_once() -> None:
    english, russian = _said("seasons", "gain 10 crystals and gain 1 water")
    assert (english, russian) == ("Gain 10 crystals and 1 water.", "Получите 10 кристаллов и 1 воду.")


def test_a_loop_over_cards_or_players_reads_as_one_sentence() -> None:
    """Proofread 25 (lang15): "resolve the E of each card in Z", not "for each card in Z: resolve the E of that card";
    "give 1 card … to each other player", not "for each other player: give 1 card … to that player"."""
    english, russian = _both("seasons")
    assert "1. Resolve the end-of-round effect of each card in all players' play areas." in english
    assert "1. Разыграйте эффект конца раунда каждой карты в игровой зоне каждого игрока." in russian
    assert "For each card in all players' play areas:" not in english
    assert "Для каждой карты в игровой зоне каждого игрока:" not in russian
    assert "Give 1 card from your viewing pile to each other player." in english
    assert "Отдайте 1 карту из просматриваемых карт каждому из остальных игроков." in russian
    assert "For each other player:" not in english and "Для каждого из остальных игроков:" not in russian


def test_a_repeat_of_one_step_has_no_colon() -> None:
    """«Дважды отдайте 1 карту …»: no «Кристоф: дважды: отдайте …» on a card sheet. The top card put 4 times reads
    as the top 4 cards: "Put the top 4 cards of the draw pile …", «Положите 4 верхние карты колоды …»."""
    english, russian = _both("frozen2")
    assert "| **Kristoff** | Twice, give 1 card from your hand to another player of your choice. |" in english
    assert "of your choice twice" not in english
    assert "| **Кристоф** | Дважды отдайте 1 карту с руки другому игроку по вашему выбору. |" in russian
    cards = render_text(load_game("frozen2"), "ru", "cards", "md")
    assert "дважды:" not in cards.lower()
    seasons_en, seasons_ru = _both("seasons")
    assert "Summoning effect: Put the top 4 cards of the draw pile onto your viewing pile." in seasons_en
    assert "Эффект розыгрыша: положите 4 верхние карты колоды в просматриваемые карты." in seasons_ru
    assert "Nine times: each player puts 1 card" in seasons_en  # several steps keep their colon


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
    assert "получите 1 энергию за каждый магический предмет в игровой зоне, кроме одного" in russian
    english = render_text(seasons, "en", "book", "md")
    assert (
        "gain crystals equal to the crystals per energy of the chosen kind plus your bonus crystals per "
        "transmuted energy" in english
    )
    assert "Gain 1 energy for each magic item in your play area except one." in english
    assert "in your play area − 1" not in english


def test_an_end_found_by_a_player_says_such_and_a_player_left_out_is_the_others() -> None:
    """ "… if a player has no cards in their hand; each such player wins", not the condition twice; Sven's "each
    player except that player … that player's hand" reads "each of the other players"."""
    english, russian = _both("frozen2")
    assert "if a player has no cards in their hand; each such player wins." in english
    assert "нет карт на руке; побеждает каждый такой игрок." in russian
    assert "each of the other players takes 1 random card from that player's hand" in english
    assert "каждый из остальных игроков берёт 1 случайную карту с руки этого игрока" in russian
    assert "except that player" not in english and "кроме этого игрока" not in russian


def test_components_that_read_alike_share_a_line_and_a_card_sheet_stops_after_its_stats() -> None:
    """Five lines "each player has their own count, which starts at 0" are one; "prestige points: 6. Summoning
    effect: …" on a card sheet, not "prestige points: 6 Summoning effect"."""
    english, russian = _both("seasons")
    assert (
        "- **Crystals**, **water**, **earth**, **fire** and **air**: each player has their own count, which starts"
        " at 0." in english
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
    english, russian = _both("seasons")
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


def test_exactly_one_player_with_the_most_who_is_you_reads_you_alone() -> None:
    """Ragfield's Helm, Sid Nightshade: "if you alone have the most crystals", «если больше всех кристаллов
    только у вас» («если только …» can read "provided that"), not "if exactly one player has the most crystals
    and that player is you"."""
    english, russian = _both("seasons")
    assert "Summoning effect: If you alone have the most crystals, each other player pays you 5 crystals." in english
    assert "если больше всех карт в игровой зоне только у вас, получите 20 кристаллов" in russian
    assert "если только у вас" not in russian
    assert "that player is you" not in english and "этот игрок — вы" not in russian


def test_a_condition_the_options_repeat_is_said_once() -> None:
    """Tree of Light: "Choose one: if you have at least 3 crystals, …; or if you have at least 1 energy, …", not
    "If you have at least 3 crystals or you have at least 1 energy, choose one: if you have at least 3 crystals …"."""
    english, russian = _both("seasons")
    assert "in your play area): Choose one: if you have at least 3 crystals, lose 3 crystals" in english
    assert "в игровой зоне): выберите одно: если у вас не меньше 3 кристаллов, потеряйте 3 кристалла" in russian
    assert "If you have at least 3 crystals or you have at least 1 energy" not in english


def test_any_number_of_times_leads_a_lone_choice_without_a_second_colon() -> None:
    """Quick sheet: «Сколько угодно раз в любом порядке выберите одно: …», not «…, в любом порядке: выберите одно:»."""
    seasons = load_game("seasons")
    assert "4. Сколько угодно раз в любом порядке выберите одно: если" in render_text(seasons, "ru", "quick", "md")
    assert "4. Any number of times, in any order, choose one: if" in render_text(seasons, "en", "quick", "md")


def test_a_counter_that_numbers_the_repeats_is_not_added_to() -> None:
    english, russian = _both("gaslands")
    assert "For each gear phase from 1 to 6 in order, play a gear phase" in english
    assert "Для каждой фазы передач по порядку, от 1 до 6, сыграйте фазу передач" in russian
    assert "add 1 to the gear phase" not in english and "увеличьте фазу передач на 1" not in russian


def test_a_kind_that_is_a_noun_names_the_card() -> None:
    """Seasons' card types are nouns for the cards themselves (`kinds_are_nouns:`): «1 магический предмет»,
    «если нет фамильяров», not «1 карту типа «магический предмет»»; the words agree with the kind's gender."""
    english, russian = _both("seasons")
    assert "карт типа" not in russian and "карту типа" not in russian and "карты типа" not in russian
    assert "каждый игрок кладёт 1 магический предмет из игровой зоны на руку" in russian
    assert "за каждый магический предмет в игровой зоне, кроме одного" in russian
    assert "сбросьте 1 фамильяра из игровой зоны" in russian and "если в игровой зоне нет фамильяров" in russian
    assert "magic item card" not in english and "familiar card" not in english
    assert "If there are no familiars in your play area, gain 20 crystals." in english


def test_a_fixed_amount_plus_a_multiple_reads_as_words() -> None:
    """Balance of Ishtar gains `12 + 4 × your bonus crystals`: said as an amount plus a multiple, not a formula."""
    english, russian = _both("seasons")
    assert "then gain 12 crystals plus 4 times your bonus crystals per transmuted energy." in english
    assert "получите 12 кристаллов плюс ваши дополнительные кристаллы за единицу энергии, умноженные на 4." in russian
    assert "(12 + 4 ×" not in russian and "equal to 12 + 4 ×" not in english
    assert "Choose a kind of energy you have at least 4 of, then lose 4 energy" in english
    assert "выберите вид энергии, которой у вас не меньше 4, затем потеряйте 4 энергии" in russian


def test_gains_that_copy_another_players_numbers_are_one_clause() -> None:
    """Lewis Greyface gains the target's water, earth, fire and air: one clause, not four «столько …, сколько …»."""
    english, russian = _both("seasons")
    assert "then gain as much water, earth, fire and air as the target has." in english
    assert "затем получите столько же воды, земли, огня и воздуха, сколько у цели." in russian
    assert "сколько у цели воды" not in russian and "equal to the target's water" not in english


def test_the_same_cards_put_in_two_places_say_the_second_place_only() -> None:
    """Seasons' setup puts 3 chosen cards under each of two libraries: the second clause says only where."""
    english, russian = _both("seasons")
    assert "puts 3 cards from their chosen cards into their Library III and 3 more into their Library II." in english
    assert "кладёт 3 карты из отобранных карт в библиотеку III и ещё 3 — в библиотеку II." in russian


def test_what_a_card_stores_is_said_as_held_on_it() -> None:
    """Glutton Cauldron: the card's stored energy (a group that `matches` energy) is energy on the card."""
    english, russian = _both("seasons")
    assert "then, if this card holds at least 7 energy, take the energy from this card" in english
    assert "затем, если на этой карте не меньше 7 энергии, возьмите энергию с этой карты" in russian
    assert "накопленная энергия этой карты" not in russian and "stored energy of this card" not in english


def test_a_choice_of_a_kind_names_the_member_of_a_companion_group() -> None:
    """Transmutation: four options that differ in the kind of energy and its rate read as one choice of a kind,
    the rate named through the group that pairs with it (`total: false`, listed as no sum)."""
    english, russian = _both("seasons")
    assert (
        "Choose a kind of energy you have, then lose 1 energy of the chosen kind, then gain crystals equal to the "
        "crystals per energy of the chosen kind plus your bonus crystals per transmuted energy." in english
    )
    assert "Выберите вид энергии, которая у вас есть, затем потеряйте 1 энергию выбранного вида" in russian
    assert "кристаллы за энергию выбранного вида и ваши дополнительные" in russian
    assert "Crystals per energy**" not in english and "кристаллы за воздух вместе" not in russian


def test_no_russian_book_says_v_kolichestve_ravnom() -> None:
    """A count said «столько …, сколько …» everywhere, the dice rolled and the tokens put too: «Бросьте столько
    шестигранных кубиков, сколько составляет текущая передача цели», not «… кубики в количестве, равном …»."""
    for game_id in ("frozen2", "talespin", "seasons", "gaslands", "zombie-locations"):
        assert "в количестве, равном" not in render_text(load_game(game_id), "ru", "book", "md"), game_id
    russian = render_text(load_game("gaslands"), "ru", "book", "md")
    rolled = "Бросьте столько шестигранных кубиков, сколько составляет текущая передача цели (это кубики уклонения)"
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
    english, russian = _both("seasons")
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
    english, russian = _both("seasons")
    assert "Whenever a card leaves your play area, lose energy down to your reserve limit." in english
    assert "покидает вашу игровую зону, потеряйте энергию сверх вашего предела резерва." in russian
    assert "if your energy is more than your reserve limit" not in english
    assert "если ваша энергия больше вашего предела резерва" not in russian


def test_a_timeline_of_one_step_is_a_sentence_on_the_quick_sheet() -> None:
    """A one-step timeline on the quick sheet is its sentence, not a table with one row numbered 1."""
    quick = render_text(load_game("seasons"), "ru", "quick", "md")
    assert "## Порядок: превращение\n\nВыберите вид энергии, которая у вас есть" in quick


def test_a_timeline_number_kept_within_limits_says_its_limits() -> None:
    """The engine keeps the maneuver to beat within 1–13 whatever is added to it; the book says so."""
    english, russian = _both("talespin")
    assert (
        "The extra Damage is 0 at the start of each dogfight. The maneuver to beat never goes below 1 or above 13."
        in english
    )
    assert "Манёвр, который нужно побить, не бывает ни меньше 1, ни больше 13." in russian


def test_a_variants_own_end_names_the_standard_end_it_follows() -> None:
    """In the variants list of the standard book, a bare "Otherwise" would point at nothing printed before it:
    the end names the standard rule asked first. The variant's own book keeps "Otherwise" after that rule."""
    english, russian = _both("talespin")
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


def test_one_book_calls_its_tokens_by_one_word() -> None:
    """«Токены опасности» and «Жетоны повреждений» in one book read as two kinds of piece: the seed's word
    («токен») for both."""
    russian = render_text(load_game("gaslands"), "ru", "book", "md")
    assert "**Токены повреждений**" in russian and "столько токенов повреждений, сколько попаданий" in russian
    assert "жетон" not in russian.lower()
