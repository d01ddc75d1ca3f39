"""Rule text is rendered from the parsed rules, in English and Russian, with no construct left out."""

from __future__ import annotations

import re

import pytest

from interpreter.dsl import nodes as n
from interpreter.engine.build import load_game
from interpreter.render.text import TEMPLATES, renderer_for

# What the seed (001, «Особые свойства символов») says each symbol does, as our Russian text must
# say it. Kept here by hand on purpose: this is the check that the rendered text means the seed.
SEED_MEANING_RU = {
    "elsa": "Сбросьте 1 карту с руки.",
    "anna": "Сделайте ещё один ход сразу после этого хода.",
    "olaf": "Передайте 1 карту с руки соседу справа (против хода игры).",
    "sven": "Если ровно у одного игрока больше всего карт на руке, каждый из остальных игроков "
    "берёт 1 случайную карту с руки этого игрока.",
    "mountains": "Ничего не происходит.",
    "mattias": "Каждый из остальных игроков берёт 1 карту из колоды.",
    "kristoff": "Дважды отдайте 1 карту с руки другому игроку по вашему выбору.",
    "nokk": "Сбросьте все карты с дороги, кроме выложенной карты и карты, к которой её присоединили.",
}
MOUNTAINS_RULE_RU = (
    "Выберите одно: выложите карту с руки на дорогу с той стороны, где Горы, затем разыграйте свойство символа "
    "в месте соединения; или выложите карту с руки на дорогу с той стороны, где нет Гор, затем разыграйте "
    "свойство символа в месте соединения, затем возьмите 2 карты из колоды; или, если колода не пуста, возьмите "
    "2 карты из колоды."
)


@pytest.mark.parametrize("symbol", sorted(SEED_MEANING_RU))
def test_russian_symbol_powers_say_what_the_seed_says(symbol: str) -> None:
    game = load_game("frozen2")
    node = game.symbol_sets["symbol"].symbols[symbol].effects["power"]
    assert renderer_for(game, "ru").sentence(node) == SEED_MEANING_RU[symbol]


def test_russian_mountains_rule() -> None:
    game = load_game("frozen2")
    mountains = next(rule for rule in game.turn if rule.id == "mountains")
    r = renderer_for(game, "ru")
    assert r.render(mountains.node) == "дорога хотя бы с одной стороны завершается Горами"
    assert r.sentence(mountains.children[0].node) == MOUNTAINS_RULE_RU


def test_an_edit_to_the_data_changes_the_text(tmp_path: object) -> None:
    """Errata in data show up in the text at once: render a changed copy of a rule."""
    game = load_game("frozen2")
    from interpreter.content.library import load_spec, resolve_target
    from interpreter.content.source import Located
    from interpreter.diagnostics import Diagnostics
    from interpreter.dsl.check import Scope, check
    from interpreter.dsl.parser import parse
    from interpreter.engine.build_checks import vocabulary as _vocabulary

    spec = load_spec(resolve_target("frozen2"), Diagnostics())
    assert spec is not None
    text = Located("discard 2 cards from your hand")
    node = check(
        parse(text, "effect", Diagnostics()), _vocabulary(spec, Diagnostics()), text, Diagnostics(), Scope(facts=True)
    )
    assert renderer_for(game, "en").sentence(node) == "Discard 2 cards from your hand."
    assert renderer_for(game, "ru").sentence(node) == "Сбросьте 2 карты с руки."


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_node_type_has_a_template(lang: str) -> None:
    text = (TEMPLATES / lang / "dsl.jinja").read_text(encoding="utf-8")
    macros = set(re.findall(r"{%-?\s*macro (\w+)\(", text))
    unrendered = {n.Ref, n.NamedValue}  # replaced by the checker before anything is rendered
    missing = {t.__name__ for t in n.NODE_TYPES if t not in unrendered} - macros
    assert not missing, f"templates/{lang}/dsl.jinja lacks macros for {sorted(missing)}"


def test_templates_fail_loudly_on_unknown_names() -> None:
    import jinja2

    from interpreter.render.text import environment

    with pytest.raises(jinja2.UndefinedError):
        environment().from_string("{{ no_such_name }}").render()


def test_a_card_text_keeps_this_card_and_that_card_apart() -> None:
    """Vampiric Crown speaks of the card drawn or discarded, not of itself (seed 004, 36/50): as it never names
    itself, Russian says «эта карта» of the other card, as a person would. Potion of Dreams names itself
    («сбросьте эту карту»), so the cards it brings into play are «та карта»."""
    from interpreter.render.gallery import card_texts

    game = load_game("seasons")
    crown = next(c for c in game.cards if c.id == "vampiric-crown")
    ru = " ".join(card_texts(game, crown, "ru"))
    en = " ".join(card_texts(game, crown, "en"))
    assert "Покажите эту карту всем игрокам. Если очки престижа этой карты больше 0" in ru
    assert "the prestige points of that card" in en and "this card" not in en
    potion = next(c for c in game.cards if c.id == "potion-of-dreams")
    ru = " ".join(card_texts(game, potion, "ru"))
    assert "сбросьте эту карту" in ru and "меньше, чем ваша сила мага, положите ту карту в игровую зону" in ru


def test_russian_adjectives_agree_with_numbers() -> None:
    from interpreter.render.words import ru_adjective

    assert ru_adjective("случайный", "f", "acc", 1) == "случайную"
    assert ru_adjective("случайный", "f", "acc", 4) == "случайные"
    assert ru_adjective("случайный", "f", "acc", 9) == "случайных"


def test_what_a_book_works_out_goes_with_its_build() -> None:
    """`rulebook watch` builds the game again on every edit: the renderer and the moments worked out for a book
    are kept on the build (`Game.memo`), so a build nobody holds is freed with them, not kept in a module's table."""
    import gc
    import weakref

    from interpreter.content.library import game_folders, load_spec
    from interpreter.diagnostics import Diagnostics
    from interpreter.engine.build import build_game
    from interpreter.render.book import book
    from interpreter.render.steps_run import opened

    diagnostics = Diagnostics()
    spec = load_spec(game_folders("frozen2"), diagnostics)
    assert spec is not None
    game = build_game(spec, None, diagnostics)
    assert game is not None
    assert book(game, "en")["title"] and renderer_for(game, "en") is renderer_for(game, "en")
    assert opened(game) is opened(game)
    gone = weakref.ref(game)
    del game
    gc.collect()
    assert gone() is None
