"""Language checks from the third read before the print run (issue #10, stop 27): each pins a printed error."""

from __future__ import annotations

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text


def test_a_run_of_numbered_piles_is_not_one_pile() -> None:
    """ "Stack at location 1–4: one shared pile" said four stacks were one pile."""
    game = load_game("zombie-locations")
    english = render_text(game, "en", "book", "md")
    russian = render_text(game, "ru", "book", "md")
    assert "**Stack at location 1–4**: each is one shared pile, face up." in english
    assert "**Стопка локации 1–4**: каждая — общая стопка лицом вверх." in russian
    assert "each is" in render_text(game, "en", "book", "html")
    # the proof edition lists each stack on its own line, as one pile
    assert "**Stack at location 2**: one shared pile, face up." in render_text(game, "en", "book", "md", proof=True)


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
    assert "## Symbols\n\nA card joins an end of the road only where its symbol at that end matches" in quick
    simple = render_text(load_game("frozen2", variant="simple"), "ru", "quick", "md")
    assert simple.rstrip().endswith(
        "Карту присоединяют к концу дороги, только если символ на её конце совпадает с тем, что изображён на этом"
        " конце дороги."
    )
    assert "| **Эльза** |" not in simple
