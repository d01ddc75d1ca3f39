"""The shape of play: setup, rounds of turns, extra turns, end checks, and the end itself.

The game driver is itself compiled code (`game`), so a state is always "somewhere in a frame",
from the first setup step to the last turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.engine.code import Builder, Code, Frame
from interpreter.engine.compile.stmt import StmtCompiler
from interpreter.engine.game import Rule
from interpreter.errors import RunawayError

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State


def finish(state: State, winners: tuple[int, ...], reason: str) -> None:
    state.winners = tuple(sorted(set(winners)))
    state.stack.clear()
    state.pending = None
    state.emit("end", state.winners, reason)


def end_checks(game: Game, after: str) -> Callable[[State], bool]:
    checks = [c for c in game.end if c.after == after and game.is_enabled(c.id)]

    def check(state: State) -> bool:
        for c in checks:
            env = {"you": state.active}
            if c.when(state, env):
                finish(state, tuple(c.winners(state, env)), c.id)
                return True
        return False

    return check


def rules(compiler: StmtCompiler, game: Game, steps: list[Rule], after_step: Callable[[State], bool] | None) -> None:
    for rule in steps:
        if rule.kind == "do":
            if game.is_enabled(rule.id):
                compiler.effect(rule.node)
        elif rule.kind == "if":
            _if_rule(compiler, game, rule, after_step)
        if after_step is not None:
            compiler.b.emit(_check_op(after_step))


def _check_op(check: Callable[[State], bool]) -> Callable[[State, Frame], None]:
    def op(state: State, frame: Frame) -> None:
        check(state)

    return op


def _if_rule(compiler: StmtCompiler, game: Game, rule: Rule, after_step: Callable[[State], bool] | None) -> None:
    if not game.is_enabled(rule.id):
        rules(compiler, game, rule.otherwise, after_step)
        return
    test = compiler.condition(rule.node)
    b = compiler.b
    otherwise, end = b.label(), b.label()

    def branch(state: State, frame: Frame) -> None:
        if not test(state, frame[2]):
            frame[1] = otherwise.pc

    b.emit(branch)
    rules(compiler, game, rule.children, after_step)
    b.jump(end)
    b.place(otherwise)
    rules(compiler, game, rule.otherwise, after_step)
    b.place(end)


def compile_turn(game: Game, compiler_for: Callable[[Builder], StmtCompiler]) -> Code:
    b = Builder("turn", origin=str(game.turn[0].model.id.mark) if game.turn else "")
    limits = game.limits
    after_turn = end_checks(game, "turn")
    after_step = end_checks(game, "step") if any(c.after == "step" for c in game.end) else None

    def start(state: State, frame: Frame) -> None:
        state.turn += 1
        if state.turn > limits.turns:
            raise RunawayError(f"the game did not end within {limits.turns} turns (limits.turns)")
        you = frame[2]["you"]
        state.active = you
        state.emit("turn", state.turn, you)

    def end(state: State, frame: Frame) -> None:
        if after_turn(state):
            return
        if state.extra:
            player = state.extra.pop(0)
            state.streak += 1
            if state.streak > limits.turns_in_a_row:
                raise RunawayError(
                    f"player {player + 1} was given more than {limits.turns_in_a_row} turns in a row: "
                    "an endless chain of 'take another turn'? (limits.turns_in_a_row)"
                )
            frame[1] = 0
            frame[2] = {"you": player}
        else:
            state.streak = 0

    b.emit(start)
    rules(compiler_for(b), game, game.turn, after_step)
    b.emit(end)
    return b.build()


def compile_game(game: Game, turn: Code, compiler_for: Callable[[Builder], StmtCompiler]) -> Code:
    b = Builder("game", origin=str(game.setup[0].model.id.mark) if game.setup else "")
    rules(compiler_for(b), game, game.setup, None)
    after_round = end_checks(game, "round")
    round_top, turns_top, round_end = b.label(), b.label(), b.label()

    def new_round(state: State, frame: Frame) -> None:
        state.round += 1
        frame[2]["_k"] = 0

    def next_turn(state: State, frame: Frame) -> None:
        env = frame[2]
        k = env["_k"]
        if k >= state.players:
            frame[1] = round_end.pc
            return
        env["_k"] = k + 1
        state.stack.append([turn, 0, {"you": (state.first + k) % state.players}])

    def end_round(state: State, frame: Frame) -> None:
        if not after_round(state):
            frame[1] = round_top.pc

    b.place(round_top)
    b.emit(new_round)
    b.place(turns_top)
    b.emit(next_turn)
    b.jump(turns_top)
    b.place(round_end)
    b.emit(end_round)
    code = b.build()
    game.turns_pc = turns_top.pc  # where a position set up by hand resumes play (see engine/position.py)
    return code
