"""`rulebook render` and `rulebook explain`: a game's books and sheets, and one card or rule shown every way."""

from __future__ import annotations

from contextlib import nullcontext
from pathlib import Path
from typing import Annotated

import typer

from interpreter.cli_output import Lang, _check_lang, _emit, _fail, _load, _writable, _write_bytes


def _render_errata(game: str, variant: str | None, lang: str, fmt: str, output: Path | None) -> None:
    """The errata sheet of an edition: the same text diff as `rulebook diff --format md`."""
    from interpreter.designer.report import errata_sheet

    if variant is None:
        _fail("an errata sheet shows what an edition changes: name it with --variant EDITION")
    if fmt != "md":
        _fail("an errata sheet is written as Markdown: use --format md")
    text = errata_sheet(_load(game), _load(game, variant), lang)
    _emit(text, output)


def render(
    game: Annotated[str, typer.Argument(help="Game id.")],
    lang: Lang = "en",
    variant: Annotated[
        str | None, typer.Option("--variant", help="Render this variant's own book (see `rulebook games`).")
    ] = None,
    fmt: Annotated[
        str,
        typer.Option(
            "--format",
            help="md: Markdown; html: one self-contained HTML file with print CSS (A4); "
            "pdf: that HTML laid out by WeasyPrint.",
        ),
    ] = "md",
    proof: Annotated[
        bool,
        typer.Option(
            "--proof",
            help="The proof edition for designers: every source, assumption, id and file:line "
            "(default: the player edition, assumed rules marked †).",
        ),
    ] = False,
    sheet: Annotated[
        str,
        typer.Option(
            "--sheet",
            help="book: the rule book; quick: a one-page quick reference; "
            "cards: print-and-play card sheets, nine cards per A4 page with crop marks; "
            "errata: what the edition chosen with --variant changes, rule by rule and card by card (Markdown).",
        ),
    ] = "book",
    output: Annotated[Path | None, typer.Option("--output", help="Write to this file instead of the screen.")] = None,
) -> None:
    """Print a game's rule book, quick-reference sheet or card sheets, rendered from the rules themselves.

    Examples: `rulebook render GAME --lang ru --format pdf --output book.pdf` (the book);
    `rulebook render GAME --sheet cards --format pdf --output cards.pdf` (cards to print and cut);
    `rulebook render GAME --variant EDITION --sheet errata` (the errata sheet of an edition).
    """
    from interpreter.render.publish import FORMATS, SHEETS, render_pdf, render_text

    _check_lang(lang)
    if sheet == "errata":
        _render_errata(game, variant, lang, fmt, output)
        return
    if fmt not in FORMATS:
        _fail(f"unknown format '{fmt}': use {', '.join(FORMATS)}")
    if sheet not in SHEETS:
        _fail(f"unknown sheet '{sheet}': use {', '.join(SHEETS)}")
    if fmt == "pdf" and output is None:
        _fail("a PDF is written to a file: add --output FILE.pdf")
    if output is not None:
        _writable(output)  # before the book is rendered, not after
    loaded = _load(game, variant)
    if fmt == "pdf":
        assert output is not None
        _write_bytes(output, render_pdf(loaded, lang, sheet, proof))
        typer.echo(f"wrote {output}", err=True)
        return
    text = render_text(loaded, lang, sheet, fmt, proof)
    _emit(text, output)


def explain(
    game: Annotated[str, typer.Argument(help="Game id.")],
    name: Annotated[str, typer.Argument(help="A card, symbol, rule or zone: its id or its name.")],
    lang: Annotated[str | None, typer.Option("--lang", help="Show only this language (default: both).")] = None,
) -> None:
    """Show one card or rule: its YAML, its DSL, its text in English and Russian, its source."""
    from interpreter.diagnostics import did_you_mean
    from interpreter.render.explain import find_entries, yaml_block
    from interpreter.render.text import renderer_for
    from interpreter.render.words import name_of

    loaded = _load(game)
    langs = [_check_lang(lang)] if lang else ["en", "ru"]
    entries = find_entries(loaded, name)
    if not entries:
        known = [c.id for c in loaded.cards] + [s for st in loaded.symbol_sets.values() for s in st.symbols]
        hint = did_you_mean(name, known)
        _fail(
            f"{game} has no card, symbol, rule, zone, counter, stat or procedure named '{name}'"
            + (f" ({hint})" if hint else "")
        )
    for entry in entries:
        title = " / ".join(name_of(entry.name, code) for code in langs) if entry.name else entry.id
        typer.echo(f"== {entry.kind} {entry.id}: {title}")
        typer.echo(f"-- {entry.located.mark}")
        typer.echo(yaml_block(entry.located))
        for label, dsl, node in entry.nodes:
            typer.echo(f"-- {label}")
            typer.echo(f"   dsl: {' '.join(dsl.split())}")
            for code in langs:
                renderer = renderer_for(loaded, code)
                with renderer.for_card() if entry.kind == "card" else nullcontext():
                    text = renderer.sentence(node)
                typer.echo(f"   {code}: {text}")
        typer.echo(f"-- source: {entry.source}")
