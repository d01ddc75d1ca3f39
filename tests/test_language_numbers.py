"""Numbers, counters, marks and states read as a person says them, not as the engine's assignments."""

from __future__ import annotations

import re

import pytest

from interpreter.dsl import nodes
from interpreter.engine.build import load_game
from interpreter.render.publish import render_text
from interpreter.render.text import Renderer
from tests.books import GAMES, books, both, said


@pytest.mark.parametrize("game_id", GAMES)
def test_a_number_changed_by_an_amount_reads_as_a_change(game_id: str) -> None:
    """ "set X to X + 1" is what the rule does, not what a person says ("add 1 to X"; Russian: see below)."""
    for text in books(game_id, "en"):
        assert not re.search(r"\b[Ss]ets? ((?:the |your |their )?[\w' ]+?) to \1 [+-] ", text)


def test_an_increase_and_a_sum_in_russian() -> None:
    text = render_text(load_game("talespin"), "ru", "book", "md")
    assert "увеличьте манёвр, который нужно побить, на 2." in text
    assert "увеличивается на 1 и положите" not in render_text(load_game("gaslands"), "ru", "book", "md")
    assert "равен сумме манёвра карты, начавшей закус, и бонуса к манёврам атакующего" in text
    assert "не меньше разности манёвра, который нужно побить, и бонуса к манёврам защитника" in text
    english = render_text(load_game("talespin"), "en", "book", "md")
    assert "Add 2 to the maneuver to beat." in english


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


def test_a_counted_deed_and_an_exchange_read_as_what_the_player_does() -> None:
    """Seasons counts bonuses used and cards summoned; the book says "use a bonus", and a loss and a gain of the
    same amount of energy is one exchange."""
    english, russian = both("seasons")
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


def test_another_players_state_reads_as_said_of_them() -> None:
    english, russian = both("zombie-locations")
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
    english, russian = both("zombie-locations")
    assert "use an unturned card you have on the table that says" in english.lower()
    assert "whose rotation is" not in english
    assert "with no turn" not in english
    counted = said(
        "zombie-locations", "if the number of cards in your archetypes whose rotation is 0 is at least 2: gain 1 brains"
    )
    assert counted[0] == "If there are at least 2 unturned cards in your archetypes, gain 1 BraiNZ token."
    assert counted[1] == "Если в архетипах не меньше 2 неповёрнутых карт, получите 1 жетон МоZгов."
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


def test_an_amount_you_hold_is_had_and_a_declined_choice_is_doing_nothing() -> None:
    english, russian = both("zombie-locations")
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


def test_a_number_kept_in_a_variable_is_noted_and_a_year_is_said_as_its_state() -> None:
    english, russian = both("zombie-locations")
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
    english, russian = both("seasons")
    assert "3. If your chosen die shows card draw:" in english and "card draw of your chosen die is" not in english
    assert "3. Если на выбранном кубике есть взятие карты:" in russian


def test_a_state_set_from_a_mark_and_one_gain_shown_on_a_card() -> None:
    """Your two-state number set to a mark a card shows reads as both states; one gain of what a card shows reads
    "gain the crystals shown on …" (a count in the Russian plural, a mass in the singular)."""
    english, russian = both("seasons")
    assert "If your chosen die shows transmutation, you may transmute this turn; otherwise, you may not" in english
    assert "Если на выбранном кубике есть превращение, в этот ход вы можете превращать энергию; иначе" in russian
    assert (
        "Gain the crystals shown on your chosen die, then, if your chosen die shows +1 summoning gauge, raise your"
        in english
    )
    assert "Получите кристаллы, изображённые на выбранном кубике" in russian
    assert "transmutations allowed to" not in english


def test_a_state_of_at_least_a_value() -> None:
    """`states: {1+: …}` names "at least 1": "if your number of turned cards is at least 1" reads as the fact."""
    english, russian = both("zombie-locations")
    assert "If at least one of your cards is turned 90°," in english and "turned 90° is at least 1" not in english
    assert "Если хотя бы одна ваша карта повёрнута на 90°," in russian


def test_a_state_says_what_holds_otherwise() -> None:
    """`otherwise:` on a state names every other value: "less than 3" of a number at most 3 is "not 3"."""
    english, russian = both("seasons")
    assert "- If you have bonuses left, use a bonus, then you may transmute this turn" in english
    assert "- Если у вас остались бонусы, используйте бонус" in russian
    assert "bonuses used are less than 3" not in english


def test_a_number_set_one_way_then_the_other_under_a_condition_reads_as_one_rule() -> None:
    """`set the centre to 0. if C: set the centre to 1` says once which state holds when ("If C, …; otherwise,
    …"), and a branch that only sets a named value says what then holds ("If the stack is empty, the locations
    have run out"), not "note that"."""
    english, russian = both("zombie-locations")
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


def test_a_number_a_timeline_only_adds_to_is_introduced_with_it() -> None:
    """ "add 1 to the extra Damage" in a step or on a card: the timeline says what that number starts at; a number a
    step sets outright (the Damage total) is introduced by that step."""
    english, russian = both("talespin")
    assert "## Dogfight\n\nThe extra Damage is 0 at the start of each dogfight. The maneuver" in english
    assert "## Закус\n\nВ начале каждого закуса дополнительный Урон равен 0. Манёвр" in russian
    assert "Damage total is 0" not in english


def test_a_card_state_is_marked_and_the_seat_number_is_a_number() -> None:
    """A card's counter set to a named state reads "mark … as …"; in a filter the state stands next to the noun;
    a player's seat number reads as such, and the book says how seats are numbered."""
    english, russian = both("gaslands")
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
    english, russian = both("seasons")
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
    zombie_en, zombie_ru = both("zombie-locations")
    assert "Перейдите на выбранную локацию, затем поставьте фишку на нулевой этап." in zombie_ru  # the deed of state 0
    gaslands_ru = render_text(load_game("gaslands"), "ru", "book", "md")
    assert "установите текущую передачу этой машины равной 1" in gaslands_ru  # a number set among imperatives
    assert "ваш этап становится равным" not in zombie_ru
    talespin_en, talespin_ru = both("talespin")
    assert "а досягаемость закуса равна досягаемости выложенной карты" in talespin_ru
    assert "Манёвр, который нужно побить, равен сумме" in talespin_ru  # a number of the timeline is worked out
    assert "If this card is warm, gain 2 BraiNZ tokens." in zombie_en and "is a warm card" not in zombie_en
    assert "then discard it if it is not genuine" in talespin_en
    assert "If the card that started the dogfight is a Player card" in talespin_en  # a noun kind keeps its noun


def test_one_test_per_kind_of_a_group_reads_of_one_kind() -> None:
    english, russian = said(
        "seasons",
        "if your water is at least 4 or your earth is at least 4 or your fire is at least 4 or your air is at least 4: "
        "gain 1 crystals",
    )
    assert english == "If you have at least 4 energy of one kind, gain 1 crystal."
    assert russian == "Если у вас не меньше 4 энергии одного вида, получите 1 кристалл."
    english, _ = said("seasons", "if your water is at least 4 or your earth is at least 4: gain 1 crystals")
    assert english == "If you have at least 4 water or you have at least 4 earth, gain 1 crystal."  # not every kind


def test_a_counter_that_numbers_the_repeats_is_not_added_to() -> None:
    english, russian = both("gaslands")
    assert "For each gear phase from 1 to 6 in order, play a gear phase" in english
    assert "Для каждой фазы передач по порядку, от 1 до 6, сыграйте фазу передач" in russian
    assert "add 1 to the gear phase" not in english and "увеличьте фазу передач на 1" not in russian


def test_what_a_card_stores_is_said_as_held_on_it() -> None:
    """Glutton Cauldron: the card's stored energy (a group that `matches` energy) is energy on the card."""
    english, russian = both("seasons")
    assert "then, if this card holds at least 7 energy, take the energy from this card" in english
    assert "затем, если на этой карте не меньше 7 энергии, возьмите энергию с этой карты" in russian
    assert "накопленная энергия этой карты" not in russian and "stored energy of this card" not in english


def test_a_timeline_number_kept_within_limits_says_its_limits() -> None:
    """The engine keeps the maneuver to beat within 1–13 whatever is added to it; the book says so."""
    english, russian = both("talespin")
    assert (
        "The extra Damage is 0 at the start of each dogfight. The maneuver to beat never goes below 1 or above 13."
        in english
    )
    assert "Манёвр, который нужно побить, не бывает ни меньше 1, ни больше 13." in russian
