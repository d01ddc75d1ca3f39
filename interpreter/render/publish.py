"""Books, quick-reference sheets and card sheets in Markdown, HTML and PDF.

The same data (`book.book`) goes through one structural template per sheet and format
(`templates/publish/<sheet>.<md|html>.jinja`), with each language's words in
`templates/<lang>/publish.jinja`. HTML autoescapes every value; Markdown escapes every value with
the `md` filter, so a name can neither add a table column nor inject markup. PDF is the HTML laid
out by WeasyPrint.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

import jinja2

from interpreter.render import words
from interpreter.render.book import book, counter_lines
from interpreter.render.components import listed, places_in_play
from interpreter.render.gallery import alike, grouped
from interpreter.render.rulebook import lower_first
from interpreter.render.text import TEMPLATES

if TYPE_CHECKING:
    from interpreter.engine.game import Game

Sheet = Literal["book", "quick", "cards"]
Format = Literal["md", "html", "pdf"]
SHEETS: tuple[str, ...] = ("book", "quick", "cards")
FORMATS: tuple[str, ...] = ("md", "html", "pdf")
CARDS_PER_PAGE = 9
# A quick-reference sheet whose text is longer than this (in Markdown characters) is set in smaller
# type and three columns, so that it still fits its one page (a game with many procedures).
QUICK_DENSE_FROM = 12_000

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#~])")


def md_escape(value: Any) -> str:
    """Text as Markdown shows it literally: `|` cannot open a table column, `<b>` stays text."""
    return _MD_SPECIAL.sub(r"\\\1", str(value)).replace("\n", " ")


def _text_size(card: dict[str, Any]) -> str:
    """How small a card sheet prints a card's text so that it fits the card: s, m, l, xl or xxl (longest)."""
    length = sum(len(t) for t in card["texts"] + card["symbol_texts"]) + 40 * sum(1 for _ in card["sides"])
    for limit, size in ((240, "s"), (460, "m"), (800, "l"), (1500, "xl")):
        if length <= limit:
            return size
    return "xxl"


def _copies(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every physical card of the game (not its dice), one entry per copy, in data order, with its text size."""
    return [
        {**card, "size": _text_size(card)}
        for card in cards
        if card["in_game"] and card["is_card"]
        for _ in range(card["copies"])
    ]


def _pages(items: list[Any], size: int) -> list[list[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


@cache
def _environment(kind: str) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=kind == "html",
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["md"] = md_escape
    env.filters["cap"] = words.capitalize
    env.filters["num"] = words.numeral
    env.filters["uncap"] = lower_first  # a step run on after a colon: "If …: discard …"
    env.filters["after_colon"] = lambda text, lang: lower_first(text)  # "…: discard …", «…: выложите»
    env.globals.update(en_list=words.en_list, ru_list=words.ru_list, ru_form=words.ru_count_form)
    env.globals["ru_last_gap"] = words.ru_last_gap  # a list written name by name (HTML links): the same gap
    env.globals["listed"] = listed  # a zone the player's components list names
    env.globals["counter_lines"] = counter_lines  # counters whose lines read the same share one
    env.globals["places_in_play"] = places_in_play  # places for pieces in play: one line
    env.tests["one_sentence"] = one_sentence  # steps that can run on after their condition on one line
    return env


# a sentence ends and another begins: "… tokens. Each player …", «… жетона. Каждый игрок …»; a note in
# brackets holds no break of its own («(см. «…»)»)
_SENTENCE_BREAK = re.compile(r"[.!?»”] +[A-ZА-ЯЁ«“]")
_BRACKETS = re.compile(r"\([^()]*\)")


def one_sentence(steps: list[dict[str, Any]]) -> bool:
    """Whether steps are one sentence with no steps of their own: only such a step runs on after its
    condition ("If X, do Y."); a second sentence would read as if it held whatever the condition says."""
    if len(steps) != 1:
        return False
    step = steps[0]
    return not step.get("children") and not _SENTENCE_BREAK.search(_BRACKETS.sub("", step.get("text", "")))


def words_module(lang: str) -> Any:
    """The words of the printed editions in one language (`H`: headings, `T`: phrases)."""
    return _environment("md").get_template(f"{lang}/publish.jinja").module


def css() -> str:
    return (TEMPLATES / "publish" / "print.css").read_text(encoding="utf-8")


def render_text(
    game: Game, lang: str, sheet: str = "book", fmt: str = "md", proof: bool = False, dense: bool | None = None
) -> str:
    """A book, quick-reference sheet or card sheet as Markdown or self-contained HTML. `dense` sets the quick
    reference in smaller type and three columns; by default a long one is (the PDF checks that it fits)."""
    if sheet not in SHEETS:
        raise ValueError(f"unknown sheet '{sheet}': use {', '.join(SHEETS)}")
    if fmt not in ("md", "html"):
        raise ValueError(f"unknown text format '{fmt}': use md or html")
    data = book(game, lang)
    copies = _copies(data["cards"])
    template = _environment(fmt).get_template(f"publish/{sheet}.{fmt}.jinja")
    values = {
        "book": data,
        "proof": proof,
        "css": css(),
        "pages": _pages(copies, CARDS_PER_PAGE),
        "gallery": grouped([c for c in data["cards"] if c["in_game"] or proof] if proof else alike(data["cards"])),
        "dense": False,
    }
    if sheet == "quick" and fmt == "html":
        words_long = len(_environment("md").get_template("publish/quick.md.jinja").render(**values))
        values["dense"] = words_long > QUICK_DENSE_FROM if dense is None else dense
    text = template.render(**values)
    return _tidy_markdown(text) if fmt == "md" else text


def _tidy_markdown(text: str) -> str:
    """One blank line at most between blocks, no spaces at line ends."""
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def render_pdf(game: Game, lang: str, sheet: str = "book", proof: bool = False) -> bytes:
    """The HTML of a sheet laid out on A4 by WeasyPrint."""
    import logging

    from weasyprint import HTML

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    html = render_text(game, lang, sheet, "html", proof)
    document = HTML(string=html).render()
    if sheet == "quick" and len(document.pages) > 1:  # a quick reference is one page: set it dense if it spills
        document = HTML(string=render_text(game, lang, sheet, "html", proof, dense=True)).render()
    pdf = document.write_pdf()
    assert pdf is not None
    return bytes(pdf)


def render(game: Game, lang: str, sheet: str = "book", fmt: str = "md", proof: bool = False) -> str | bytes:
    if fmt == "pdf":
        return render_pdf(game, lang, sheet, proof)
    return render_text(game, lang, sheet, fmt, proof)
