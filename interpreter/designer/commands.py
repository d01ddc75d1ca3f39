"""The designer's commands: `diff` (what an erratum changed), `schema` (for editors), `watch`."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer

from interpreter.cli import app
from interpreter.cli_output import _emit, _fail, _write
from interpreter.diagnostics import ContentError
from interpreter.errors import RulebookError

_LANGS = ("en", "ru")


def _langs(spec: str) -> tuple[str, ...]:
    chosen = tuple(s.strip() for s in spec.split(",") if s.strip())
    unknown = [s for s in chosen if s not in _LANGS]
    if unknown or not chosen:
        _fail(f"unknown language '{','.join(unknown) or spec}': use en, ru or en,ru")
    return chosen


@app.command()
def diff(
    game: Annotated[str, typer.Argument(help="Game id.")],
    old: Annotated[
        str | None, typer.Option("--old", help="Variant or edition on the old side (default: standard).")
    ] = None,
    new: Annotated[
        str | None, typer.Option("--new", help="Variant or edition on the new side (default: standard).")
    ] = None,
    old_content: Annotated[
        str | None, typer.Option("--old-content", help="Content of the old side: a folder, or git:REVISION.")
    ] = None,
    new_content: Annotated[
        str | None, typer.Option("--new-content", help="Content of the new side: a folder, or git:REVISION.")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="Languages to compare: en, ru or en,ru.")] = "en,ru",
    run: Annotated[
        bool, typer.Option("--run/--no-run", help="Replay scenarios and playthroughs on both sides.")
    ] = True,
    fmt: Annotated[str, typer.Option("--format", help="text (side by side) or md (an errata sheet).")] = "text",
    output: Annotated[Path | None, typer.Option("--output", help="Write to this file instead of the screen.")] = None,
) -> None:
    """Compare two editions or revisions of a game: the rule text that changed, side by side in each
    language, and which scenario files and recorded playthroughs now behave differently.

    Examples: `rulebook diff GAME --new second-edition`;
    `rulebook diff GAME --old-content git:HEAD~1`; `rulebook diff GAME --new errata --format md`.
    """
    from interpreter.content import overlay as overlays
    from interpreter.designer.diff import behaviour_changes, side, text_changes
    from interpreter.designer.report import errata_markdown, print_diff
    from interpreter.render.words import name_of
    from interpreter.scenario import find_scenarios

    langs = _langs(lang)
    if fmt not in ("text", "md"):
        _fail(f"unknown format '{fmt}': use text or md")
    if old is None and new is None and old_content is None and new_content is None:
        _fail("say what to compare: --new EDITION, --old-content git:REVISION, or both sides")
    try:
        before, after = side(old_content, old), side(new_content, new)
        old_game, new_game = before.load(game), after.load(game)
        changes = text_changes(old_game, new_game, langs)
        behaviour = None
        if run:
            root = Path(__file__).resolve().parents[2] / "tests"
            scenarios = find_scenarios([str(root / "scenarios")]) if (root / "scenarios").is_dir() else []
            logs = sorted((root / "playthroughs").glob(f"{game}-*.jsonl")) if (root / "playthroughs").is_dir() else []
            behaviour = behaviour_changes(game, before, after, scenarios, logs)
    except ContentError as error:
        for item in error.diagnostics:
            typer.echo(str(item))
        raise typer.Exit(1) from None
    except RulebookError as error:
        _fail(str(error))
    if fmt == "md":
        notes = overlays.change_notes(new_game.variant)
        title = name_of(new_game.variant.name, langs[0]) if new_game.variant else after.label
        text = "\n".join(
            errata_markdown(f"{name_of(new_game.model.name, code)} — {title}", changes, code, behaviour, notes)
            for code in langs
        )
        if output is None:
            typer.echo(text)
        else:
            _write(output, text)
            typer.echo(f"wrote {output}", err=True)
        return
    from rich.console import Console  # here, not above: every command (`check` too) imports this module

    console = Console(width=120, record=output is not None)
    print_diff(console, changes, behaviour, langs, (before.label, after.label))
    if output is not None:
        _write(output, console.export_text())


@app.command()
def schema(
    kind: Annotated[str, typer.Argument(help="content (game, cards, symbols, edition files) or scenario.")] = "content",
    output: Annotated[Path | None, typer.Option("--output", help="Write to this file instead of the screen.")] = None,
) -> None:
    """Write the JSON Schema of content or scenario files, for editors. Put the modeline
    `# yaml-language-server: $schema=PATH` at the top of a YAML file and VS Code (with the YAML
    extension) completes and checks its fields; the project ships both in docs/schema/."""
    from interpreter.designer.schema import SCHEMAS, schema_text

    if kind not in SCHEMAS:
        _fail(f"unknown schema '{kind}': use {' or '.join(SCHEMAS)}")
    text = schema_text(kind)
    _emit(text, output)


def _scenarios_of(rules: Path) -> Path:
    """Where a game's scenarios are kept: `tests/scenarios` of the folder that holds its `rules/` (a game of
    the designer's own, or this checkout), else this checkout's."""
    beside = rules.resolve().parent.parent / "tests" / "scenarios"
    return beside if beside.is_dir() else Path(__file__).resolve().parents[2] / "tests" / "scenarios"


@app.command()
def watch(
    game: Annotated[str, typer.Argument(help="Game id or folder.")],
    scenarios: Annotated[
        Path | None,
        typer.Option("--scenarios", help="Folder of scenario files (default: tests/scenarios beside rules/)."),
    ] = None,
    book: Annotated[Path, typer.Option("--book", help="Where to write the re-rendered rule books.")] = Path(
        "rulebook-watch"
    ),
    games: Annotated[int, typer.Option("--games", help="Random games in the short simulation.")] = 10,
    once: Annotated[bool, typer.Option("--once", help="Take one snapshot and stop (for scripts and tests).")] = False,
) -> None:
    """Watch a game's files: on every save, check the game, re-render its rule book, run its scenarios and
    a short simulation, and print what changed. Stop with Ctrl-C."""
    from watchfiles import watch as watch_files

    from interpreter.content.library import resolve_target
    from interpreter.designer.watch import Watcher
    from interpreter.scenario import find_scenarios, game_of

    try:
        folders = resolve_target(game)
    except ContentError as error:
        for item in error.diagnostics:
            typer.echo(str(item))
        raise typer.Exit(1) from None
    game_id = folders[0].name
    where = scenarios or _scenarios_of(folders[0])
    found = [p for p in find_scenarios([str(where)]) if game_of(p) == game_id] if where.is_dir() else []
    watcher = Watcher(game, found, book, games=games)
    typer.echo(f"watching {', '.join(str(f) for f in folders)}; {len(found)} scenarios; rule books in {book}/")
    watcher.step(typer.echo)
    if once:
        return
    paths = [*folders, *([where] if found else [])]
    for changes in watch_files(*paths, debounce=50, step=20, rust_timeout=0, yield_on_timeout=False):
        names = sorted({Path(p).name for _, p in changes})
        typer.echo(f"\n— {time.strftime('%H:%M:%S')} {', '.join(names)}")
        watcher.step(typer.echo)
