"""The `rulebook` command line.

Every command reports problems as `path:line:col: message` lines or one `error:` line — never a
Python traceback (set RULEBOOK_DEBUG=1 to see one for an internal error). Exit codes:

- 0: done (`check` may still print warnings);
- 1: problems found — in content, a scenario, a log, a script, or an option's value (`--players 9`);
- 2: the command line itself is wrong — an unknown option, a missing argument (click's usage errors);
- 3: an internal error, a bug in rulebook: the message says how to report it;
- 130: interrupted.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from interpreter.content.library import game_folders, game_ids, load_spec
from interpreter.diagnostics import ContentError, Diagnostics
from interpreter.errors import RulebookError
from interpreter.simulate.command import simulate

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    help="rulebook: tabletop rules as data — check them, play them, print them.",
)

Lang = Annotated[str, typer.Option("--lang", help="Language of the text: en or ru.")]


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


def _diagnostics(items: Any) -> NoReturn:
    for item in items:
        typer.echo(str(item))
    count = len(list(items))
    typer.echo(f"{count} problem{'s' if count != 1 else ''} found", err=True)
    raise typer.Exit(1)


def _load(game: str, variant: str | None = None) -> Any:
    from interpreter.engine.build import load_game

    try:
        return load_game(game, variant)
    except ContentError as error:
        _diagnostics(error.diagnostics)


def _render_errata(game: str, variant: str | None, lang: str, fmt: str, output: Path | None) -> None:
    """The errata sheet of an edition: the same text diff as `rulebook diff --format md`."""
    from interpreter.designer.report import errata_sheet

    if variant is None:
        _fail("an errata sheet shows what an edition changes: name it with --variant EDITION")
    if fmt != "md":
        _fail("an errata sheet is written as Markdown: use --format md")
    text = errata_sheet(_load(game), _load(game, variant), lang)
    if output is None:
        typer.echo(text, nl=False)
    else:
        _write(output, text)
        typer.echo(f"wrote {output}", err=True)


def _check_lang(lang: str) -> str:
    if lang not in ("en", "ru"):
        _fail(f"unknown language '{lang}': use en or ru")
    return lang


@app.command()
def games() -> None:
    """List the games and their variants."""
    from interpreter.render.words import name_of

    for game_id in game_ids():
        game = _load(game_id)
        g = game.model
        variants = ", ".join(["standard", *(str(v.id) for v in g.variants)])
        typer.echo(
            f"{game_id:10} {name_of(g.name, 'en')} — {g.players.min}–{g.players.max} players; variants: {variants}"
        )


@app.command()
def check(
    targets: Annotated[list[str] | None, typer.Argument(help="Game ids or folders (default: all games).")] = None,
    no_cache: Annotated[
        bool,
        typer.Option(
            "--no-cache",
            help="Check everything again, without the check cache: the verdicts on unchanged content, kept in "
            ".rulebook_cache/ of the working folder (or $RULEBOOK_CACHE_DIR) and keyed by every content file "
            "and the engine's version.",
        ),
    ] = False,
) -> None:
    """Validate content: every problem is one `path:line:col: message` line; exit 1 if any."""
    from interpreter.checking import default_cache, load_checked

    diagnostics = Diagnostics()
    names = []
    cache = None if no_cache else default_cache()
    for target in targets or game_ids():
        names.extend(load_checked(target, diagnostics, cache=cache))
    for warning in diagnostics.sorted(warnings=True):
        typer.echo(str(warning))
    if diagnostics:
        _diagnostics(diagnostics.sorted())
    typer.echo(f"ok: {', '.join(names)}")


@app.command()
def play(
    game: Annotated[str, typer.Argument(help="Game id (see `rulebook games`).")],
    players: Annotated[int | None, typer.Option("--players", help="Number of players (default: the minimum).")] = None,
    variant: Annotated[str | None, typer.Option("--variant", help="A variant id (see `rulebook games`).")] = None,
    seed: Annotated[int, typer.Option("--seed", help="Random seed: same seed and agents, same game.")] = 0,
    agents: Annotated[
        str,
        typer.Option(
            "--agents", help="random, first, greedy, mcts:N, ismcts:N, human, script:FILE; one, or one per seat."
        ),
    ] = "random",
    log: Annotated[Path | None, typer.Option("--log", help="Write every decision and event as JSON Lines.")] = None,
    lang: Lang = "en",
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object with the result.")] = False,
    view: Annotated[
        str | None,
        typer.Option(
            "--view",
            help="Narrate and log as seen by this seat, or 'all' for a spectator. "
            "Default: the human seat when there is one, else all.",
        ),
    ] = None,
    first_player: Annotated[
        int | None,
        typer.Option(
            "--first-player", help="The seat of the player who starts, as the game says who (default: seat 1)."
        ),
    ] = None,
    svg: Annotated[
        Path | None, typer.Option("--svg", help="A game with a table: write an SVG of it after each activation here.")
    ] = None,
) -> None:
    """Play a game to the end with the given agents."""
    from interpreter.agents import HumanAgent, make_agents
    from interpreter.render.narrate import Narrator
    from interpreter.session import JsonLines
    from interpreter.session import play as play_game

    _check_lang(lang)
    if log is not None:
        _writable(log)  # before the game is played, not after
    loaded = _load(game, variant)
    count = players if players is not None else loaded.min_players
    if not loaded.min_players <= count <= loaded.max_players:
        _fail(f"{game} is for {loaded.min_players}–{loaded.max_players} players, not {count}")
    if first_player is not None and not 1 <= first_player <= count:
        _fail(f"--first-player names a seat from 1 to {count}")
    narrator = Narrator(loaded, lang)
    human = HumanAgent(describe_view=narrator.view_text)
    pictures = None
    if svg is not None:
        from interpreter.render.svg import TablePictures

        if loaded.table is None:
            _fail(f"{game} has no table to draw (--svg is for games with a 'table:')")
        pictures = TablePictures(loaded, lang, _folder(svg))
    seats = make_agents(agents, count, seed, human)
    viewer = _viewer(view, [seat for seat, agent in enumerate(seats) if agent is human], count)
    lines = JsonLines() if log is not None else None
    echo: Callable[[str], None] | None = None if as_json else typer.echo
    if echo is not None:
        from interpreter.render.words import name_of

        variant_text = "" if loaded.variant is None else f", {name_of(loaded.variant.name, lang)}"
        echo(f"{name_of(loaded.model.name, lang)}{variant_text} — {count} × {agents}, seed {seed}")
    first = None if first_player is None else first_player - 1
    result = play_game(
        loaded,
        count,
        seed,
        seats,
        lang,
        on_line=echo,
        log=lines,
        viewer=viewer,
        first=first,
        pictures=pictures,
    )
    if lines is not None and log is not None:
        _write(log, lines.text())
    if as_json:
        typer.echo(json.dumps(result.summary(), ensure_ascii=False))
        return
    typer.echo(narrator.game_over(result))


def _viewer(view: str | None, humans: list[int], count: int) -> int | None:
    """Whose view the narration and the log show (None: everything, for a spectator). A human at the
    terminal sees only their own seat's view unless `--view all` says otherwise."""
    if view is None:
        if len(humans) > 1:
            _fail("several human seats share this terminal: say whose view to show, --view N or --view all")
        return humans[0] if humans else None
    if view.strip().lower() == "all":
        return None
    if not view.strip().isdigit() or not 1 <= int(view) <= count:
        _fail(f"--view names a seat from 1 to {count}, or 'all'")
    seat = int(view) - 1
    if humans and seat not in humans:
        _fail(f"--view {view} would show seat {view}'s cards to the human at seat {humans[0] + 1}: use their seat")
    return seat


def _writable(path: Path) -> Path:
    """Where text for `path` goes: the file itself, or the file a symlink points to; refused if that is a folder,
    a device or a pipe, or its folder does not exist."""
    target = path.resolve() if path.is_symlink() else path
    if target.exists() and not target.is_file():
        _fail(f"cannot write {path}: it is not a regular file")
    if not target.parent.is_dir():
        _fail(f"cannot write {path}: there is no folder {target.parent}")
    return target


def _folder(path: Path) -> Path:
    """A folder to write files into, made if missing; refused, before the work, if it is a file or cannot be made."""
    if path.exists() and not path.is_dir():
        _fail(f"cannot write into {path}: it is not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _fail(f"cannot make the folder {path}: {error.strerror}")
    return path


def _write(path: Path, text: str) -> None:
    """Write text all or nothing (see `_write_bytes`)."""
    _write_bytes(path, text.encode("utf-8"))


def _write_bytes(path: Path, data: bytes) -> None:
    """Write all or nothing: a temporary file renamed into place. A symlink is written through — the file
    it points to gets the data, and the link stays a link."""
    path = _writable(path)
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_bytes(data)
        temporary.replace(path)
    except OSError as error:
        _fail(f"cannot write {path}: {error.strerror}")


@app.command()
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
    if output is None:
        typer.echo(text, nl=False)
    else:
        _write(output, text)
        typer.echo(f"wrote {output}", err=True)


@app.command()
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
        _fail(f"{game} has no card, symbol, rule or zone named '{name}'" + (f" ({hint})" if hint else ""))
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


@app.command("test")
def test_scenarios(
    paths: Annotated[list[str] | None, typer.Argument(help="Scenario files or folders.")] = None,
) -> None:
    """Run scenario files (default: tests/scenarios)."""
    from interpreter.scenario import find_scenarios, run_file

    given = paths or ["tests/scenarios"]
    files = find_scenarios(given)
    if not files:
        _fail(f"no scenario files in {', '.join(given)}")
    failed = 0
    for file in files:
        outcome = run_file(file)
        if outcome.passed:
            typer.echo(f"PASS {file}: {outcome.name}")
        else:
            failed += 1
            typer.echo(f"FAIL {file}: {outcome.name}")
            for failure in outcome.failures:
                typer.echo(f"  {failure}")
    typer.echo(f"{len(files) - failed} passed, {failed} failed")
    if failed:
        raise typer.Exit(1)


@app.command()
def replay(file: Annotated[str, typer.Argument(help="A log written by `rulebook play --log`.")]) -> None:
    """Replay a logged game and confirm that it ends identically."""
    from interpreter.session import replay as replay_log

    same, message, _ = replay_log(file, warn=lambda note: typer.echo(note, err=True))
    typer.echo(message)
    if not same:
        raise typer.Exit(1)


app.command()(simulate)


def main() -> None:
    try:
        app()
    except ContentError as error:
        for item in error.diagnostics:
            print(item)
        sys.exit(1)
    except RulebookError as error:
        print(f"error: {shorten_lines(str(error))}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
    except Exception as error:  # an internal error: say so plainly, no traceback unless asked
        if os.environ.get("RULEBOOK_DEBUG"):
            raise
        print(internal_error(error), file=sys.stderr)
        sys.exit(3)


def shorten_lines(text: str) -> str:
    """An error message as printed: each line cut to a readable length."""
    from interpreter.diagnostics import shorten

    return "\n".join(shorten(line, 2000) for line in text.splitlines())


def internal_error(error: BaseException) -> str:
    """What a user sees when rulebook itself fails: what broke, and what to send so it can be fixed."""
    from interpreter import __version__
    from interpreter.diagnostics import shorten
    from interpreter.engine.build import loaded_fingerprints

    content = "; ".join(loaded_fingerprints()) or "none loaded"
    return (
        f"internal error: {type(error).__name__}: {shorten(str(error), 300)}\n"
        f"This is a bug in rulebook {__version__}, not in your content. Please report it to the rulebook "
        "maintainers (the project's issue tracker) with the command you ran, this message and the content "
        f"fingerprint ({content}); RULEBOOK_DEBUG=1 prints the traceback."
    )


__all__ = ["app", "game_folders", "load_spec", "main"]


from interpreter.designer import commands as _designer_commands  # noqa: E402,F401  (registers diff, schema, watch)
