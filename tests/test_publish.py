"""Printed editions: golden books, escaping of hostile names, lengths against the seeds, the CLI."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from interpreter.engine.build import load_game
from interpreter.render.book import book
from interpreter.render.publish import md_escape, render_text
from interpreter.render.rulebook import procedures, rule_tree
from tests.helpers import rulebook

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["frozen2", "talespin", "seasons", "gaslands", "zombie-locations"]
SEEDS = {"frozen2": "001", "talespin": "000", "seasons": "004", "gaslands": "002", "zombie-locations": "003"}
# Seeds 002 (Gaslands: cans, the turn of gear phases, activation, the movement step) and 003 (the zombie
# game's turn, wounds, stages, Freaks, abilities and features) are fragments of their games' rules. For
# them the check compares the seed with the same rules in the book: every rule (setup, round, turn,
# procedure step, trigger) whose source cites that seed, with its name; the rules the seed does
# not cover (assumed ends, the shooting, teams) are left out on both sides.
FRAGMENTS = {"gaslands", "zombie-locations"}
SHARED = ROOT.parent / "shared"


@pytest.mark.parametrize("fmt", ["md", "html"])
@pytest.mark.parametrize("edition", ["player", "proof"])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAMES)
def test_book_golden(game_id: str, lang: str, edition: str, fmt: str, golden: object) -> None:
    text = render_text(load_game(game_id), lang, "book", fmt, proof=edition == "proof")
    golden(f"books/{game_id}.{lang}.{edition}.{fmt}", text)  # type: ignore[operator]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAMES)
def test_quick_reference_golden(game_id: str, lang: str, golden: object) -> None:
    golden(f"books/{game_id}.{lang}.quick.md", render_text(load_game(game_id), lang, "quick", "md"))  # type: ignore[operator]


def _hostile_game(tmp_path: Path) -> Path:
    """The tiny test game with a card whose name tries to break Markdown tables and inject HTML."""
    target = tmp_path / "content"
    shutil.copytree(ROOT / "tests" / "fixtures" / "tiny", target)
    cards = target / "cards" / "tiny" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    text = text.replace(
        "name: {en: Red, ru: Красная}", "name: {en: 'Red | <script>alert(1)</script> *x*', ru: 'К|р <b>'}"
    )
    cards.write_text(text, encoding="utf-8")
    return target / "rules" / "tiny"


@pytest.mark.parametrize("sheet", ["book", "quick", "cards"])
def test_hostile_names_are_text_in_every_format(tmp_path: Path, sheet: str) -> None:
    game = load_game(str(_hostile_game(tmp_path)))
    for lang in ("en", "ru"):
        html = render_text(game, lang, sheet, "html")
        assert "<script>" not in html and "<b>" not in html
        if sheet != "quick":
            assert "&lt;script&gt;" in html or "&lt;b&gt;" in html
        md = render_text(game, lang, sheet, "md", proof=True)
        assert "<script>" not in md and "<b>" not in md
        if sheet != "quick":
            assert r"Red \| \<script\>" in md or r"К\|р \<b\>" in md


def test_markdown_escape_keeps_table_columns() -> None:
    row = f"| {md_escape('a | b')} | {md_escape('*c*')} |"
    assert len(re.findall(r"(?<!\\)\|", row)) == 3
    assert md_escape("<script>") == r"\<script\>"


def _seed_length(game_id: str) -> int:
    seed = next((SHARED / "seeds").glob(f"{SEEDS[game_id]}_*.txt"))
    return len(" ".join(seed.read_text(encoding="utf-8").split()))


def _cited_rules(items: list[dict[str, object]], seed: str) -> list[str]:
    """The name and text of every rule in `items` (and below) whose source cites `seed`."""
    found: list[str] = []
    for item in items:
        if f"seed {seed}" in str(item["source"]):
            found += [str(item.get("name") or ""), str(item.get("text") or item.get("condition") or "")]
        found += _cited_rules([*item.get("children", []), *item.get("otherwise", [])], seed)  # type: ignore[misc]
    return found


def _seed_covered_rules(game_id: str, lang: str) -> str:
    data = book(load_game(game_id), lang)
    trees = [data["setup"], data["turn"], data["triggers"]]
    if data["round"]:
        trees += [data["round"]["start"], data["round"]["end"]]
    for proc in data["procedures"]:
        trees += [proc["steps"], *(section["steps"] for section in proc["sections"])]
    texts = [text for tree in trees for text in _cited_rules(tree, SEEDS[game_id])]
    return " ".join(" ".join(texts).split())


def _rules_part(game_id: str, lang: str) -> str:
    if game_id in FRAGMENTS:
        return _seed_covered_rules(game_id, lang)
    text = render_text(load_game(game_id), lang, "book", "md")
    rules = text.split("\n## " + {"en": "Cards", "ru": "Карты"}[lang] + "\n")[0]
    return " ".join(re.sub(r"[*#|\\]", "", rules).split())


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="the seeds are not beside this checkout (../shared/seeds)")
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_part_is_at_most_twice_the_seed(game_id: str, lang: str) -> None:
    rules, seed = len(_rules_part(game_id, lang)), _seed_length(game_id)
    assert rules <= 2 * seed, f"{game_id} {lang}: the rules part has {rules} characters, the seed {seed}"


def test_player_edition_has_no_sources_and_proof_edition_has_them() -> None:
    game = load_game("talespin")
    player = render_text(game, "ru", "book", "md")
    proof = render_text(game, "ru", "book", "md", proof=True)
    assert "assumed:" not in player and "seed 000" not in player and "reference talespin.md" not in player
    assert "†" in player  # assumed rules are marked
    assert "assumed:" in proof and "rules/talespin/game.yaml:" in proof
    assert not re.search(r"[A-Za-z]{4,}", re.sub(r"rulebook", "", player.split("## Карты")[0])), (
        "English in the Russian book"
    )


def test_otherwise_is_its_own_paragraph_not_a_step() -> None:
    text = render_text(load_game("frozen2"), "en", "book", "md")
    mountains = text.split("**Mountains.**")[1].split("## ")[0]
    assert "\n\n    Otherwise:\n\n    1. Choose one: play a card from your hand onto the road," in mountains


def test_the_book_states_what_the_engine_enforces() -> None:
    frozen = render_text(load_game("frozen2"), "en", "book", "md")
    assert "play passes to the left" in frozen
    assert "only by its own end that shows the same symbol as that end of the road" in frozen
    solo = render_text(load_game("talespin", "solo"), "ru", "book", "md")
    assert "побеждает никто" not in solo and "побеждает Шер-Хан" in solo  # a winner who is no seat is named


def test_finally_steps_follow_every_way_a_procedure_can_end() -> None:
    """The engine runs a procedure's `finally` after its main steps and after each section; the book
    says so where they run on, and not after main steps that end by going to a section."""
    solo = {p["id"]: p for p in procedures(load_game("talespin", "solo"), "en")}["khan-dogfight"]
    assert solo["steps"][-1]["id"] == "khan-discard-maneuvers"
    assert solo["sections"][0]["steps"][-1]["id"] == "khan-discard-maneuvers"
    duel = {p["id"]: p for p in procedures(load_game("talespin"), "en")}["dogfight"]
    assert duel["steps"][-1]["id"] == "defender-holds"  # "Go to “Defender Victory”" ends the main steps
    assert all(section["steps"][-1]["id"] == "discard-maneuvers" for section in duel["sections"])


def test_a_window_for_the_other_players_is_unsaid_in_a_game_played_alone() -> None:
    def turn(variant: str | None) -> list[str]:
        game = load_game("talespin", variant)
        return [item["id"] for item in rule_tree(game, game.turn, "en")]

    assert turn(None)[0] == "ambush"  # "Each other player may play any cards that say …"
    assert "ambush" not in turn("solo")


def test_a_build_played_alone_drops_what_the_player_count_rules_out() -> None:
    solo = render_text(load_game("talespin", "solo"), "en", "book", "md")
    assert "If there are 2 players" not in solo and "Set the cargo goal to 4" not in solo  # setup for 2 and 3–4
    assert "Khan Industries Crate" not in solo and "Used only" not in solo  # the crates need 3 or more players
    assert "4. Discard down to 7 cards." in solo  # "each player" is you
    full = render_text(load_game("talespin"), "en", "book", "md")
    assert "If there are 2 players" in full and "Khan Industries Crate" in full
    assert "5. Each player discards down to 7 cards." in full


def test_a_card_sheet_prints_cards_and_not_dice() -> None:
    game = load_game("seasons")
    sheet, full = render_text(game, "en", "cards", "md"), render_text(game, "en", "book", "md")
    assert "Winter die" not in sheet and "Winter die" in full  # dice are listed by their faces in the book
    assert sheet.count("\n- **") == 100  # the power cards, one entry per copy


def test_a_game_that_nobody_wins_says_every_player_loses(tmp_path: Path) -> None:
    target = tmp_path / "content"
    shutil.copytree(ROOT / "tests" / "fixtures" / "tiny", target)
    rules = target / "rules" / "tiny" / "game.yaml"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(
        text.replace(
            'when: "the deck is empty"\n    winners: "each player who has the most points"',
            'when: "the deck is empty"\n    winners: "no player"',
        ),
        encoding="utf-8",
    )
    book = render_text(load_game(str(target / "rules" / "tiny")), "ru", "book", "md")
    assert "побеждает никто" not in book and "все игроки проигрывают" in book


def test_variant_book_is_the_variant_build() -> None:
    text = render_text(load_game("frozen2", "simple"), "en", "book", "md")
    assert text.startswith(
        "# Frozen 2: Enchanted Forest — Simplified game: no powers"
    )  # a title with a colon takes the variant after a dash
    assert "## Variants" not in text
    # no symbol has a power: their names, not a table of eight dashes (the four-powers book keeps its table)
    assert "no power in this variant" not in text and "| **Elsa** |" not in text
    assert (
        "The symbols are **Elsa**, **Anna**, **Olaf**, **Sven**, **Mountains**, **Mattias**, **Kristoff** and"
        " **Nokk**; in this variant none of them has a power." in text
    )
    four = render_text(load_game("frozen2", "four-powers"), "en", "book", "md")
    assert four.count("no power in this variant") == 4


def test_render_help_documents_formats_editions_and_sheets() -> None:
    result = rulebook("render", "--help")
    out = " ".join(result.stdout.split())
    for word in ("--format", "md", "html", "pdf", "--proof", "--sheet", "quick", "cards", "--variant", "--output"):
        assert word in out


def test_render_pdf_needs_an_output_file_and_refuses_unknown_sheets(tmp_path: Path) -> None:
    assert rulebook("render", "frozen2", "--format", "pdf").returncode == 1
    bad = rulebook("render", "frozen2", "--sheet", "poster", "--output", str(tmp_path / "x.md"))
    assert bad.returncode == 1 and "unknown sheet 'poster'" in bad.stderr and not (tmp_path / "x.md").exists()


@pytest.mark.parametrize("game_id", GAMES)
def test_russian_player_books_have_no_english(game_id: str) -> None:
    for sheet in ("book", "quick"):
        text = render_text(load_game(game_id), "ru", sheet, "md")
        text = text.split("## Карты")[0].replace("МоZг", "Мозг")  # the seed's own spelling of МоZги
        words = [w for w in re.findall(r"[A-Za-z]{2,}", text) if not re.fullmatch(r"[IVX]+", w)]  # Библиотека II
        assert not words, f"English in the Russian {sheet} of {game_id}: {words[:5]}"


def test_gaslands_templates_print_their_shape_in_words_not_its_id() -> None:
    game = load_game("gaslands")
    ru, en = render_text(game, "ru", "book", "md"), render_text(game, "en", "book", "md")
    assert "форма: slide" not in ru and "shape: short" not in en
    assert "**Короткий**† — форма: прямая 60 мм;" in ru
    assert "**Hairpin template**† — shape: an arc of 135° on a 40 mm radius;" in en


def test_a_plural_property_agrees_and_a_filtered_count_is_bracketed_in_a_sum() -> None:
    game = load_game("gaslands")
    ru, en = render_text(game, "ru", "book", "md"), render_text(game, "en", "book", "md")
    assert "у которых очки на кубике равны 6" in ru and "очки на кубике равно" not in ru
    # two counts of the same dice are said once, and a cap is a bound, not "the higher of … and 0"
    assert "the number of hits is the number of rolled attack dice whose pips are at least 4, plus the number of" in en
    assert "subtract the number of rolled evade dice whose pips are 6 from the number of hits (but not below 0)" in en
    assert "плюс числу тех, у которых очки на кубике равны 6" in ru and "(но не ниже 0)" in ru
    assert "Выберите цель — машину противника не дальше 300 мм" in ru  # one vehicle among them all, not one each


def test_the_quick_sheet_lists_each_kind_of_die_once() -> None:
    quick = render_text(load_game("gaslands"), "ru", "quick", "md")
    assert quick.count("Смена / Смена / Смена / Вращение / Скольжение / Опасность") == 1
    assert "- **Кубик заноса ×6**:" in quick
    assert "- **Шестигранный кубик ×12**: 1 / 2 / 3 / 4 / 5 / 6\n" in quick


def test_bookkeeping_stats_are_in_the_proof_edition_only() -> None:
    game = load_game("zombie-locations")
    player, proof = render_text(game, "ru", "book", "md"), render_text(game, "ru", "book", "md", proof=True)
    assert "**Угол**" not in player and "1000 ×" not in player
    assert "**Угол**" in proof and "1000 ×" in proof
    # a bookkeeping stat with a `meaning:` is listed by it, the formula still only in the proof
    assert "**Клетка**: угол карты локации, на котором стоит фишка." in player
    assert "**Опасность**: указанная Опасность" in player  # a stat a player needs stays


def test_a_quick_card_keeps_a_conditional_turn_as_a_list() -> None:
    """A condition over the whole turn ("if you are not knocked out") keeps its steps as a sub-list, so a step's
    bold title never lands in the middle of a sentence."""
    quick = render_text(load_game("zombie-locations"), "en", "quick", "md")
    assert "1. If you are not knocked out:\n    1. **Recover abilities.** Turn all cards" in quick
    assert ": **Recover abilities.**" not in quick


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_condition_over_several_sentences_keeps_them_under_it_on_the_quick_sheet(lang: str) -> None:
    """ "If a new round begins, each player who is knocked out … Each player gains 3 BraiNZ tokens." read as if
    every player gained 3 tokens before every turn: a condition runs on with one sentence only; more stay
    under its colon. A note in brackets («(см. «…»)») is no second sentence."""
    quick = render_text(load_game("zombie-locations"), lang, "quick", "md")
    head, gain = {
        "en": ("1. If a new round begins:\n    1. Each player who is knocked out", "    2. Each player gains 3 BraiNZ"),
        "ru": (
            "1. Если начинается новый раунд:\n    1. Каждый игрок, который в нокауте",
            "    2. Каждый игрок получает",
        ),
    }[lang]
    assert head in quick and gain in quick
    assert re.search(r"(new round begins|новый раунд), ", quick) is None
    one = {
        "en": "| 3 | If your stage is at least your stages to win the card, win the location card (see",
        "ru": "| 3 | Если ваш этап не меньше ваших этапов до победы, заберите карту локации (см.",
    }[lang]
    assert one in quick
    frozen = render_text(load_game("frozen2"), lang, "quick", "md")
    dead_end = {"en": "onto the road:\n    1. Discard all cards", "ru": "на дорогу:\n    1. Сбросьте все карты"}
    assert dead_end[lang] in frozen


def test_the_quick_reference_keeps_a_timeline_conditions_steps_and_a_dies_player_count() -> None:
    """The HTML quick card printed only "If the year is more than …:" in a timeline's cell, without what follows;
    a die used only with more players says so there too."""
    seasons = load_game("seasons")
    html = render_text(seasons, "en", "quick", "html")
    cell = html[html.index("If the year is more than the year before the wheel moved:") :][:800]
    assert "puts all cards in their Library II into their hand" in cell
    assert '<span class="only-if">Used only with 3–4 players</span>' in html
    assert " dense" not in render_text(seasons, "en", "quick", "html", dense=False).split("<body", 1)[1][:40]
    assert " dense" in render_text(seasons, "en", "quick", "html", dense=True).split("<body", 1)[1][:40]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_steps_text_ends_at_its_closing_tag(game_id: str) -> None:
    """White space between a step's last word and `</li>` makes WeasyPrint break a short step's first line
    after one word ("1. Take" / "1 card from the deck, …"); only a nested list may come before it."""
    html = render_text(load_game(game_id), "ru", "book", "html")
    loose = re.findall(r"([^>\s][^<>]{0,30})\s+</li>", html)
    assert not loose, loose[:3]


def test_a_condition_over_one_plain_step_is_one_sentence_in_the_player_edition() -> None:
    """'If there are at least 3 players, set the cargo goal to 4.', not a list of one step under a colon; the
    proof edition keeps the step apart, with its own id and line; several sentences stay under the colon."""
    game = load_game("talespin")
    player, proof = render_text(game, "en", "book", "md"), render_text(game, "en", "book", "md", proof=True)
    assert "1. If there are at least 3 players, set the cargo goal to 4." in player
    assert "1. If there are at least 3 players:" in proof and "    1. Set the cargo goal to 4." in proof
    html = render_text(game, "ru", "book", "html")
    assert "Если в игре не меньше 3 игроков, установите цель по грузам равной 4." in html
    frozen = render_text(load_game("frozen2"), "en", "book", "md")
    assert "you cannot play a card from your hand onto the road:" in frozen  # the dead end: three sentences
