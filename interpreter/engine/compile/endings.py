"""The end of a game: the end checks asked after a turn, a round or a step (one generated function
with their conditions written out), who wins when one holds, and the end itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.engine.code import Env
from interpreter.engine.compile import source
from interpreter.engine.compile.expr import AMONG
from interpreter.errors import RulebookError

if TYPE_CHECKING:
    from interpreter.engine.game import EndCheck, Game
    from interpreter.engine.state import State


def finish(state: State, winners: tuple[int, ...], reason: str) -> None:
    """End the game: `reason` is the end rule that ended it (or the verb: "win"). In a game with teams a team
    wins together: a winner's team-mates win with them, and when every team wins (or none) it is a draw."""
    if state.game.teams is not None:
        team = state.game.team_of(state.players)
        won = {team[p] for p in winners}
        winners = () if len(won) == len(set(team)) else tuple(p for p in range(state.players) if team[p] in won)
    state.winners = tuple(sorted(set(winners)))
    state.ended_by = reason
    state.stack.clear()
    state.triggered.clear()
    state.pending = None
    if state.record:
        state.events.append(("end", state.winners, reason))


def end_checks(game: Game, after: str) -> Callable[[State], bool]:
    checks = [c for c in game.end if c.after == after and game.is_enabled(c.id)]

    def check(state: State) -> bool:
        for c in checks:
            env = {"you": state.active}
            try:
                if c.when(state, env):
                    return won(state, c, env)
            except RulebookError as error:
                raise error.at(c.rule.model.when.mark) from None
        return False

    return _written_checks(game, checks) or check


def won(state: State, c: EndCheck, env: Env) -> bool:
    """End the game by `c`, whose condition holds (`env`: the names it bound)."""
    winners = c.winners(state, env)  # a draw's: none
    if len(winners) > 1 and c.ties is not None:  # "the most …" is then counted among them
        broken = c.ties(state, {"you": state.active, AMONG: winners})
        winners = [p for p in broken if p in winners] or winners
    finish(state, tuple(winners), c.id)
    return True


def _written_checks(game: Game, checks: list[EndCheck]) -> Callable[[State], bool] | None:
    """`check` as one generated function: each condition written out (they are asked after every
    turn), `won` called once one holds."""
    if not source.enabled():
        return None
    writer = source.Writer(game)
    lines = []
    for c in checks:
        mark, check = writer.const(c.rule.model.when.mark), writer.const(c)
        cond = writer.cond(c.rule.node)
        names = 'env = {"you": state.active}'
        reads = "env" in cond  # it reads (and may bind: "that player") the names; else they are made once it holds
        lines += [
            *([names] if reads else []),
            "try:",
            f"    if {cond}:",
            *([] if reads else [f"        {names}"]),
            f"        return {writer.const(won)}(state, {check}, env)",
            f"except {writer.const(RulebookError)} as error:",
            f"    raise error.at({mark}) from None",
        ]
    return source.compiled(writer, "", "state", [*lines, "return False"])
