"""`in turns from PLAYER: …` — activation in rotation, as miniatures games play it.

From that player, in turn order, each player who can make the opening choice of the steps (an
eligible piece to pick) does the steps; a player who cannot is passed over; when a whole round of
players could do nothing, the rotation ends. Whether a player can is asked afresh at each of their
turns, so what happened since (a piece that became eligible, or stopped being so) counts. With one
player left who can, that player goes on alone, one turn after another. Each of those turns counts
against `limits.turns`, as the game's turns do: a rotation in which someone can always act is an
error at the rotation, not a game that never ends.

The steps run in a frame of their own with "you" being the player whose turn it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.dsl import nodes as n
from interpreter.engine.code import Builder, Frame
from interpreter.engine.compile import expr
from interpreter.engine.compile.parts import Choice
from interpreter.errors import RunawayError

if TYPE_CHECKING:
    from interpreter.engine.compile.stmt import StmtCompiler
    from interpreter.engine.state import State


def compile_rotation(compiler: StmtCompiler, node: n.Rotation) -> None:
    from interpreter.engine.compile.stmt import StmtCompiler

    game, b = compiler.game, compiler.b
    start = expr.player(node.start)
    body = Builder(b.code_id + b.temp("rotation"), origin=b.origin, text=b.text)  # its statements keep their places
    StmtCompiler(game, compiler.verbs, body).chain(node.body)
    code = game.codes[body.code_id] = body.build()
    opening = node.body.steps[0]
    assert isinstance(opening, n.Do)  # the checker made sure
    first = compiler.verbs.compile(opening.verbs[0])
    choice = next(p for p in first.parts if isinstance(p, Choice))
    possible = first.possible
    seat, idle, done = b.temp("seat"), b.temp("idle"), b.temp("done")
    loop = b.label()

    def begin(state: State, frame: Frame) -> None:
        frame[2][seat] = start(state, frame[2])
        frame[2][idle] = 0
        frame[2][done] = 0

    def turn(state: State, frame: Frame) -> None:
        env = frame[2]
        if env[idle] >= state.players:
            return  # nobody could: the rotation is over
        player = env[seat]
        env[seat] = (player + 1) % state.players
        frame[1] = loop.pc  # come back here for the next player's turn
        trial = {**env, "you": player, "subj": player}
        able = possible(state, trial) if possible is not None else bool(choice.options(state, trial))
        if not able:
            env[idle] += 1
            return
        env[idle] = 0
        env[done] += 1
        if env[done] > state.game.limits.turns:  # each activation is a turn of its own: a rotation that never ends
            raise RunawayError(
                f"a rotation went on for more than {state.game.limits.turns} turns (limits.turns): "
                "does some player stay able to act for ever?"
            )
        if state.record:
            state.events.append(("rotation", player))
        state.stack.append([code, 0, {**expr.own_names(env, state.game.variable_keys), "you": player, "subj": player}])

    b.emit(begin)
    b.place(loop)
    b.emit(turn)
