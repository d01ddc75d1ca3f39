"""Editions and errata as data: dated, sourced changes applied on load, selectable like a variant,
composable with one, and compared with `rulebook diff` in both languages."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.designer.diff import behaviour_changes, side, text_changes
from interpreter.designer.report import errata_markdown, errata_sheet
from interpreter.diagnostics import ContentError
from interpreter.engine.build import load_game
from interpreter.engine.state import State
from tests.helpers import ROOT, rulebook

ERRATA = ROOT / "tests" / "fixtures" / "errata" / "seasons-errata.yaml"


@pytest.fixture
def content(tmp_path: Path) -> Path:
    """A copy of the content with the test erratum among the Seasons rules."""
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / part, tmp_path / part)
    shutil.copy(ERRATA, tmp_path / "rules" / "seasons" / "errata.yaml")
    return tmp_path


def test_an_erratum_changes_a_cost_and_a_text_and_replaces_a_card(content: Path) -> None:
    standard = load_game("seasons", None, [content])
    errata = load_game("seasons", "test-errata", [content])
    assert errata.variant_id == "test-errata"
    potion = next(c for c in errata.cards if c.id == "potion-of-life")
    assert potion.properties["cost"] == "3 earth" and potion.properties["prestige"] == 2
    hourglass = next(c for c in errata.cards if c.id == "hourglass-of-time")
    assert hourglass.properties["cost"] == "1 water, 1 earth and 1 fire"
    assert next(c for c in standard.cards if c.id == "potion-of-life").properties["prestige"] == 0


def test_the_diff_shows_what_changed_in_both_languages(content: Path) -> None:
    changes = text_changes(side(str(content), None).load("seasons"), side(str(content), "test-errata").load("seasons"))
    assert [(c.key, c.status) for c in changes] == [
        ("card:potion-of-life", "changed"),
        ("card:hourglass-of-time", "changed"),
    ]
    potion, hourglass = changes
    assert "cost: 2 earth" in potion.old["en"].text and "cost: 3 earth" in potion.new["en"].text  # type: ignore[union-attr]
    assert "into 4 crystals plus" in potion.old["en"].text and "into 3 crystals plus" in potion.new["en"].text  # type: ignore[union-attr]
    assert "стоимость: 2 земли" in potion.old["ru"].text and "стоимость: 3 земли" in potion.new["ru"].text  # type: ignore[union-attr]
    assert "очки престижа: 2" in potion.new["ru"].text  # type: ignore[union-attr]
    assert "Gain 1 energy." in hourglass.old["en"].text and "Gain 2 energy." in hourglass.new["en"].text  # type: ignore[union-attr]
    assert "Эффект смены сезона: получите 2 энергии." in hourglass.new["ru"].text  # type: ignore[union-attr]
    sheet = errata_markdown("Seasons", changes, "ru", None, {"card:potion-of-life": ("2030-03-01", "assumed: x")})
    assert "## Изменено: Зелье жизни" in sheet and "*Дата: 2030-03-01. Источник: assumed: x*" in sheet


def test_the_diff_names_the_scenarios_and_playthroughs_that_now_play_differently(content: Path) -> None:
    old, new = side(str(content), None), side(str(content), "test-errata")
    scenarios = [
        ROOT / "tests" / "scenarios" / "seasons" / "cards" / f"{name}.yaml"
        for name in ("potion-of-life", "hourglass-of-time", "glutton-cauldron-lantern")
    ]
    logs = [ROOT / "tests" / "playthroughs" / "seasons-3p-seed43.jsonl"]
    changed = {Path(b.path).stem: b for b in behaviour_changes("seasons", old, new, scenarios, logs)}
    assert set(changed) == {"potion-of-life", "hourglass-of-time", "seasons-3p-seed43"}
    assert changed["potion-of-life"].old == "passes" and changed["potion-of-life"].new.startswith("fails")
    assert "events before" in changed["hourglass-of-time"].new  # still passes, with other events
    assert changed["seasons-3p-seed43"].old == "replays identically"


def test_an_edition_composes_with_a_variant(content: Path) -> None:
    (content / "rules" / "talespin" / "reprint.yaml").write_text(
        """kind: edition
id: reprint
name: {en: Reprint, ru: Переиздание}
date: 2031
source: "assumed: a reprint invented for the tests"
changes:
  - kind: change-card
    card: strafe
    source: "assumed: one copy fewer"
    set: {copies: 1}
  - kind: replace-rule
    source: "assumed: a hand limit of 6"
    rule: {id: hand-limit, do: "each player discards down to 6 cards", source: "assumed: a hand limit of 6"}
""",
        encoding="utf-8",
    )
    solo = load_game("talespin", "solo", [content])
    both = load_game("talespin", "reprint+solo", [content])
    assert both.variant_id == "reprint+solo" and both.max_players == 1  # the variant's player count
    strafes = [i for i, d in enumerate(both.instances) if both.cards[d].id == "strafe"]
    assert len(strafes) == 1 < len([i for i, d in enumerate(solo.instances) if solo.cards[d].id == "strafe"])
    rules = {r.id: r for r in both.all_rules()}
    assert "6" in str(rules["hand-limit"].model.do) and "khan" in str(rules["draw"].model.do)  # edition and variant
    state = State.new(both, 1, 3)
    assert not state.is_terminal


def test_errors_in_an_erratum_are_positioned_with_hints(content: Path) -> None:
    bad = ERRATA.read_text(encoding="utf-8").replace("card: potion-of-life", "card: potion-of-lfe", 1)
    bad = bad.replace("      abilities:", "      abilties:")
    (content / "rules" / "seasons" / "errata.yaml").write_text(bad, encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_game("seasons", "test-errata", [content])
    lines = [str(d) for d in error.value.diagnostics]
    assert any("errata.yaml:9:11: no card 'potion-of-lfe' to change (did you mean 'potion-of-life'" in x for x in lines)
    assert any(
        "errata.yaml:21:7: a card has no field 'abilties' to change (did you mean 'abilities'?)" in x for x in lines
    )


def test_an_unknown_edition_is_refused_with_the_known_ones(content: Path) -> None:
    result = rulebook("play", str(content / "rules" / "seasons"), "--variant", "test-erata")
    assert result.returncode == 1
    assert "no variant or edition 'test-erata'" in result.stdout + result.stderr
    assert "did you mean 'test-errata'" in result.stdout + result.stderr


def test_rulebook_diff_prints_both_sides(content: Path) -> None:
    result = rulebook(
        "diff",
        "seasons",
        "--old-content",
        str(content),
        "--new-content",
        str(content),
        "--new",
        "test-errata",
        "--no-run",
    )
    assert result.returncode == 0, result.stderr
    assert "card potion-of-life — Potion of Life (changed)" in result.stdout
    assert "3 земли" in result.stdout and "2 земли" in result.stdout


def test_render_prints_the_errata_sheet_of_an_edition(content: Path) -> None:
    game = str(content / "rules" / "seasons")
    result = rulebook("render", game, "--variant", "test-errata", "--sheet", "errata", "--lang", "ru")
    assert result.returncode == 0, result.stderr
    assert "## Изменено: Зелье жизни" in result.stdout and "стоимость: 3 земли" in result.stdout
    assert "## Изменено: Часы времени" in result.stdout and "Эффект смены сезона: получите 2 энергии." in result.stdout
    assert "**Было:**" in result.stdout and "**Стало:**" in result.stdout  # what it said, and what it says now
    refused = rulebook("render", game, "--sheet", "errata")
    assert refused.returncode != 0 and "--variant EDITION" in refused.stderr


def test_a_variant_errata_sheet_names_places_and_switched_off_powers() -> None:
    """Unnamed rules are named by where the book prints them, never by an id; a power a variant switches
    off is listed as removed; a removed condition shows what it decided; no side is printed as a dash."""
    solo = errata_sheet(load_game("talespin"), load_game("talespin", "solo"), "ru")
    assert "## Изменено: Подготовка, шаг 2" in solo
    heads = [line for line in solo.splitlines() if line.startswith("## ")]
    assert all(not any(c.isascii() and c.isalpha() for c in h) for h in heads), heads  # no English ids
    simple = errata_sheet(load_game("frozen2"), load_game("frozen2", "simple"), "en")
    assert "## Removed: Power of Elsa" in simple and "## Removed: Power of Kristoff" in simple
    assert "> If an end of the road shows Mountains: choose one:" in simple
    assert "Otherwise: choose one: play a card" in simple
    assert "> —" not in simple  # a side a change does not have is left out
    # the `otherwise` of the switched-off Mountains rule runs in its place: titled by that place, and the
    # steps under the removed rule are not listed again on their own (its text already shows them)
    heads = [line for line in simple.splitlines() if line.startswith("## ")]
    assert heads[:2] == ["## Changed: A turn, step 2", "## Removed: Mountains"], heads
    assert not any("step 2." in h for h in heads), heads
