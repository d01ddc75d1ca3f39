"""Punctuation of rendered rules: a condition ends in a comma, not a colon ("If X, do Y"), in both languages,
and a reader can still tell which steps a condition or an "otherwise" covers."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from interpreter.engine.build import load_game
from interpreter.render.publish import render_text
from interpreter.render.text import renderer_for


def _effect(game_id: str, text: str) -> Any:
    """A checked effect of `game_id` written in the DSL, as the renderer gets it."""
    from interpreter.content.library import load_spec, resolve_target
    from interpreter.content.source import Located
    from interpreter.diagnostics import Diagnostics
    from interpreter.dsl.check import Scope, check
    from interpreter.dsl.parser import parse
    from interpreter.engine.build_checks import vocabulary

    spec = load_spec(resolve_target(game_id), Diagnostics())
    assert spec is not None
    source = Located(text)
    return check(
        parse(source, "effect", Diagnostics()), vocabulary(spec, Diagnostics()), source, Diagnostics(), Scope()
    )


def _said(text: str) -> tuple[str, str]:
    game = load_game("frozen2")
    node = _effect("frozen2", text)
    return renderer_for(game, "en").sentence(node), renderer_for(game, "ru").sentence(node)


def test_a_condition_ends_in_a_comma() -> None:
    assert _said("if the deck is empty: draw 1 card, otherwise discard 1 card from your hand") == (
        "If the deck is empty, draw 1 card; otherwise, discard 1 card from your hand.",
        "Если колода пуста, возьмите 1 карту из колоды; иначе сбросьте 1 карту с руки.",
    )


def test_a_condition_inside_a_condition_is_one_condition() -> None:
    assert _said("if the deck is empty: if your hand is empty: draw 2 cards") == (
        "If the deck is empty and your hand is empty, draw 2 cards.",
        "Если колода пуста и рука пуста, возьмите 2 карты из колоды.",
    )
    en, ru = _said("if the deck is empty: if your hand is empty or the road is empty: draw 2 cards")
    assert en == "If the deck is empty and (your hand is empty or the road is empty), draw 2 cards."
    assert ru == "Если колода пуста и (рука пуста или дорога пуста), возьмите 2 карты из колоды."


def test_an_otherwise_after_a_branch_with_semicolons_starts_a_sentence() -> None:
    """ "If C, choose one: A; or B; otherwise, D" would not say whether D is a third option."""
    assert _said(
        "if the deck is empty: choose one: discard 1 card from your hand; or discard 2 cards from your hand, "
        "otherwise draw 1 card"
    ) == (
        "If the deck is empty, choose one: discard 1 card from your hand; or discard 2 cards from your hand. "
        "Otherwise, draw 1 card.",
        "Если колода пуста, выберите одно: сбросьте 1 карту с руки; или сбросьте 2 карты с руки. "
        "В противном случае возьмите 1 карту из колоды.",
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_trigger_before_several_sentences_keeps_its_colon(lang: str) -> None:
    """After "Whenever X," a second sentence would read as unconditional; a colon opens them all."""
    game = load_game("frozen2")
    r = renderer_for(game, lang)
    assert r.triggered("Whenever X,", _effect("frozen2", "draw 1 card")).startswith("Whenever X, ")
    assert r.triggered("Whenever X,", _effect("frozen2", "draw 1 card. discard 1 card from your hand")).startswith(
        "Whenever X: "
    )


def test_a_card_condition_before_several_sentences_goes_in_its_label() -> None:
    """Necrotic Kriss can be used only with a familiar to discard: "Gain 4 energy" must not read as unconditional."""
    game = load_game("seasons")
    en, ru = render_text(game, "en", "cards", "md"), render_text(game, "ru", "cards", "md")
    assert "in your play area, if there are any familiars in your play area or your hand): Choose one:" in en
    assert "если в игровой зоне или на руке есть фамильяры): выберите одно:" in ru
    assert "End-of-round effect: If you have at least 4 energy, gain 3 crystals." in en
    assert "Эффект конца раунда: если у вас не меньше 4 энергии, получите 3 кристалла." in ru


@pytest.mark.parametrize("game_id", ["frozen2", "talespin", "seasons", "gaslands", "zombie-locations"])
def test_no_condition_ends_in_a_colon_unless_a_list_follows(game_id: str) -> None:
    """A colon after a condition is left only before a numbered list ("If X: †" and a new line) and where the
    condition is part of a card's label ("Play during your turn, if X: Reveal …"), in the book and in the quick
    reference, which runs a condition's steps on after it ("If X, draw 1 card."), keeping the colon only before
    another condition ("If X: if Y, …")."""
    import re

    game = load_game(game_id)
    patterns = (("en", r"\b[Ii]f [^.;:\n,]*: (?![†\n]|if )"), ("ru", r"\b[Ее]сли [^.;:\n,]*: (?![†\n]|если )"))
    for (lang, pattern), sheet in itertools.product(patterns, ("book", "quick")):
        book = render_text(game, lang, sheet, "md")
        found = []
        for m in re.finditer(pattern, book):
            before = book[book.rfind("\n", 0, m.start()) + 1 : m.start()]
            if not (before.endswith(", ") and ":" not in before):
                found.append(m.group(0))
        assert not found, found[:3]


def test_a_count_of_players_a_piece_needs_is_said_as_the_counts_and_ends_the_sentence() -> None:
    game = load_game("seasons")
    en, ru = render_text(game, "en", "book", "md"), render_text(game, "ru", "book", "md")
    assert "3 pips. Used only with 3–4 players.\n" in en and "Used only with 4 players.\n" in en
    assert "Используется только при 3–4 игроках.\n" in ru and "Используется только при 4 игроках.\n" in ru
    assert "Used only if" not in en and "только если" not in ru


def test_a_negative_number_has_a_minus_sign() -> None:
    game = load_game("seasons")
    for lang, words in (("en", "prestige points: "), ("ru", "очки престижа: ")):
        book = render_text(game, lang, "book", "md")
        assert words + "−10" in book and words + "-10" not in book


def test_numeral() -> None:
    from interpreter.render.words import numeral

    assert (numeral(-3), numeral(0), numeral(12), numeral("x"), numeral(True)) == ("−3", "0", "12", "x", "True")


def test_a_definition_goes_on_in_lower_case_after_its_colon() -> None:
    english = render_text(load_game("talespin"), "en", "book", "md")
    assert "- **SHIPPING**: the total SHIPPING of the cards in your cockpit" in english
    assert "**: The " not in english
    seasons = render_text(load_game("seasons"), "en", "book", "md")
    assert "- **Current season**: one for all players — winter," in seasons


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_player_edition_does_not_speak_of_the_engine(lang: str) -> None:
    """A printed book says why it can be trusted in a player's words; the proof edition keeps the technical one."""
    game = load_game("frozen2")
    player, proof = render_text(game, lang, "book", "md"), render_text(game, lang, "book", "md", proof=True)
    engine = {"en": "engine", "ru": "движ"}[lang]
    assert engine not in player.lower() and engine in proof.lower()
    assert {"en": "a computer plays the game by", "ru": "по которым в игру играет компьютер"}[lang] in player
