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

import os
import sys
from typing import Annotated

import typer

from interpreter.cli_output import _diagnostics, _fail, _load
from interpreter.cli_play import play
from interpreter.cli_render import explain, render
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


@app.command()
def games() -> None:
    """List the games and their variants."""
    from interpreter.render.words import name_of

    for game_id in game_ids():
        game = _load(game_id)
        g = game.model
        variants = ", ".join(["standard", *(str(v.id) for v in g.variants)])
        typer.echo(f"{game_id:10} {name_of(g.name, 'en')} — {game.player_counts} players; variants: {variants}")


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


app.command()(play)
app.command()(render)
app.command()(explain)


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
