"""Language checks over every printed book: word forms the data must give, and phrasings a person would not write."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from interpreter.engine.build import load_game
from interpreter.render import words
from interpreter.render.publish import render_text

GAMES = ["frozen2", "talespin", "seasons", "gaslands", "zombie-locations"]
SHEETS = ["book", "quick", "cards"]


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
    assert "Манёвр, который нужно побить, увеличивается на 2." in text
    assert "становится равным сумме манёвра карты, начавшей закус, и бонуса к манёврам атакующего" in text
    assert "не меньше разности манёвра, который нужно побить, и бонуса к манёврам защитника" in text
    english = render_text(load_game("talespin"), "en", "book", "md")
    assert "Add 2 to the maneuver to beat." in english


def test_a_jump_inside_someones_choice_is_in_their_words() -> None:
    """«защитник выбирает одно: …; или уступить закус» — not «уступите», which would address the reader."""
    text = render_text(load_game("talespin"), "ru", "book", "md")
    assert "или уступить закус атакующему" in text
    assert "или уступите закус" not in text


def test_a_step_said_again_word_for_word_points_back() -> None:
    """TaleSpin's dogfight repeats the defender's and attacker's answers; the timeline prints each once."""
    for lang, same in (("en", "15. Same as step 13."), ("ru", "15. Как в шаге 13.")):
        text = render_text(load_game("talespin"), lang, "book", "md")
        assert same in text
        assert text.count("13. ") >= 1 and "17. " + same.split(". ", 1)[1] in text
