"""`rulebook play`: a game played to the end by agents, narrated, logged, and drawn when it has a table."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer

from interpreter.cli_output import Lang, _check_lang, _fail, _folder, _load, _writable, _write


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
        _fail(f"{loaded.id} is for {loaded.player_counts} players, not {count}")
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
