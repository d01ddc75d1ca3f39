"""The rule summary of the zombie location game says, in both languages, what seed 003 says: the
turn, the wounds, the stages, the Freak tokens (Утырки), the abilities and the five features.

Kept by hand on purpose, like test_render's seed meanings: these are the seed's rules in our words."""

from __future__ import annotations

import pytest

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text

SAYS = {
    "en": [
        "1. **Recover abilities.** Turn all cards in your archetypes back 45°.",  # the turn
        "5. **Roll the dice.** Put 3 dice plus your bonus dice",
        "8. **Take action.**",
        "whose value is at most the Danger when you rolled",  # wounds
        "flip a warm card among your archetypes over",
        "put up to 2 dice with a total value of at least your Difficulty",  # stages
        "Spread 2 Freak tokens evenly over the cards at all locations",  # Freak tokens
        "the printed Danger of the card at your location plus the Danger bonus for each Freak token on the card at "
        "your location (at most 5)",
        "Each player gains 1 victory point for every 3 collected Freak tokens.",
        "Each player who has at least 7 collected Freak tokens gains 2 victory points. †",  # assumed: a bonus at 7
        "Whenever you use a card, turn that card 90°",  # abilities
        "Before the roll",
        "After the roll",
        "Let the other players interrupt your roll",
        "is a Trick card",  # the five features
        "For each Tool card",
        "4 times the number of laps of the card at your location",
        "is not a Boost card",
        "is a Helping Hand card",
    ],
    "ru": [
        "1. **Восстановление способностей.** Поверните все карты архетипов обратно на 45°.",
        "5. **Бросок кубиков.** Положите 3 кубика плюс ваши бонусные кубики",
        "8. **Действие.**",
        "у которого значение не больше Опасности при броске",
        "переверните тёплую карту в архетипах.",
        "положите не более 2 кубиков с суммой значений не меньше вашей Сложности",
        "Распределите 2 жетона утырков поровну по картам всех локаций",
        "указанная Опасность карты вашей локации плюс надбавка к Опасности за каждый жетон утырков на карте "
        "вашей локации (но не больше 5)",
        "Каждый раз, когда вы используете карту, поверните эту карту на 90°",
        "Перед броском",
        "После броска",
        "Дайте другим игрокам прервать ваш бросок",
        "— Уловка",
        "Для каждой карты со спецвозможностью «Инструмент»",
        "число кругов карты вашей локации, умноженное на 4",
        "не Ускорение",
        "— Рука помощи",
    ],
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rule_summary_says_what_the_seed_says(lang: str) -> None:
    text = render_text(load_game("zombie-locations"), lang, "book", "md")
    missing = [phrase for phrase in SAYS[lang] if phrase not in text]
    assert not missing, missing


def test_the_co_operative_levels_are_named() -> None:
    game = load_game("zombie-locations", "co-op")
    ru = render_text(game, "ru", "book", "md")
    assert "Выберите уровень: лёгкий, средний, тяжёлый или невыполнимый." in ru
    assert "по уровню: лёгкий — 1 и 0; средний — 1 и 1; тяжёлый — 2 и 1; невыполнимый — 2 и 2." in ru
    en = render_text(game, "en", "book", "md")
    assert "Choose the level: easy, medium, hard or impossible. Set the Danger bonus and the" in en


def test_a_flip_is_said_once() -> None:
    """«Переверните» already says the card shows its other side: «на другую сторону» would say it twice."""
    ru = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "на другую сторону" not in ru and "переворачивает все холодные карты архетипов, затем" in ru


def test_a_value_kept_to_be_set_back_is_not_said() -> None:
    """Moving a stage on keeps where you were only to go back there: the book says "go back to where you were",
    not the engine's note-and-restore of two numbers."""
    en = render_text(load_game("zombie-locations"), "en", "book", "md")
    ru = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "## Moving one stage on\n\n1. If you are in the centre of your location card, leave the centre;" in en
    assert "then add 1 to your stage; or go back to where you were." in en and "came from" not in en
    assert "затем увеличьте свой этап на 1; или вернитесь туда, где были." in ru and "с которого вы шли" not in ru


def test_a_step_for_each_stack_of_the_row_is_said_once() -> None:
    """The four stacks are laid out by one sentence four times over in the data: the book says it once."""
    en = render_text(load_game("zombie-locations"), "en", "book", "md")
    ru = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "then put the next one face up on top of it. Do the same for locations 2, 3 and 4." in en
    assert "stack at location 2" not in en
    assert "затем положите поверх неё следующую лицом вверх. То же сделайте для локаций 2, 3 и 4." in ru


def test_a_neighbouring_place_and_an_optional_step_read_as_words() -> None:
    """ "the location before yours", not "location (your location − 1)"; a choice of one thing or nothing is
    "you may"; «вы теряете», not «вы должны потерять»; no colon after «Для каждого …» without a clause."""
    en = render_text(load_game("zombie-locations"), "en", "book", "md")
    ru = render_text(load_game("zombie-locations"), "ru", "book", "md")
    assert "(your location − 1)" not in en and "your location + 1" not in en
    assert "or the card at the location before yours is a Boost card), choose the location before yours." in en
    assert "(ваша локация − 1)" not in ru and "вашей локации + 1" not in ru
    assert "или карта локации перед вашей — Ускорение), выберите локацию перед вашей." in ru
    assert "или карта локации после вашей — Ускорение), выберите локацию после вашей." in ru
    assert "вы должны" not in ru and "Если помощник согласился, вы теряете 1 жетон МоZгов." in ru
    assert "The helper may agree to help. If the helper has agreed, you lose 1 BraiNZ token." in en
    assert "you may choose as the helper an opponent who is not knocked out, then ask them for help" in en
    assert "и у вас есть жетон МоZгов, при желании выберите помощником противника" in ru
    assert "has not agreed yet" not in en and "ещё не согласился" not in ru  # the reset of a mark goes unsaid
    assert "on stages, choose one: if you have at least 1 BraiNZ token" in en
    assert "потраченных на этапы, выберите одно:" in ru


def test_the_card_sheet_ends_the_properties_before_the_text() -> None:
    for lang, said in (("en", "cold (Agility). After the roll"), ("ru", "холодная (Ловкость). После броска")):
        sheet = render_text(load_game("zombie-locations"), lang, "cards", "md")
        assert said in sheet


def test_the_owner_of_a_tool_card_is_named_once() -> None:
    """The Tool step names "the owner of that card" once; later it is "that player" («этот игрок»)."""
    game = load_game("zombie-locations")
    for lang, owner, then in (
        ("en", "the owner of that card", "that player may choose one"),
        ("ru", "владелец этой карты", "этот игрок может выбрать одно"),
    ):
        step = next(line for line in render_text(game, lang, "book", "md").splitlines() if owner in line)
        assert step.count(owner) == 1 and then in step


def test_a_number_and_one_amount_read_as_words() -> None:
    """ "3 dice plus your bonus dice", not "dice equal to 3 + your number of bonus dice"; "4 times the number of
    laps", not "4 × the number of laps"."""
    game = load_game("zombie-locations")
    english, russian = render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")
    assert "Put 3 dice plus your bonus dice from the dice supply" in english
    assert "You have 1 re-roll plus your bonus re-rolls." in english
    assert "- **Stages to win the card**: 4 times the number of laps of the card at your location." in english
    assert "Положите 3 кубика плюс ваши бонусные кубики из запаса кубиков" in russian
    assert "- **Этапы до победы**: число кругов карты вашей локации, умноженное на 4." in russian
    assert " + " not in english and " × " not in english
