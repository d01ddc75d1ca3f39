"""The shape of play: setup, rounds of turns, extra turns, procedures (timelines with windows and
sections); the end checks and the end itself are in `endings.py`.

The game driver is itself compiled code (`game`), so a state is always "somewhere in a frame",
from the first setup step to the last turn.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import and_
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.code import Builder, Code, Env, Frame, choice_op
from interpreter.engine.compile import expr, windows
from interpreter.engine.compile.endings import end_checks
from interpreter.engine.compile.stmt import StmtCompiler
from interpreter.engine.fusion import branch_source, steers
from interpreter.engine.game import ProcedureDef, Rule
from interpreter.engine.state import USED
from interpreter.errors import RunawayError

if TYPE_CHECKING:
    from interpreter.engine.game import CounterDef, Game
    from interpreter.engine.state import State


def rules(compiler: StmtCompiler, game: Game, steps: list[Rule], after_step: Callable[[State], bool] | None) -> None:
    b = compiler.b
    for rule in steps:
        outer = b.text, b.where
        b.at(_text_of(rule.model))
        _rule(compiler, game, rule, after_step)
        b.text, b.where = outer


def _text_of(model: Any) -> Any:
    """The DSL text a step is written as (`do:`, `if:` or a window's `players:`)."""
    for name in ("do", "if_", "players", "when"):
        text = getattr(model, name, None)
        if text is not None:
            return text
    return None


def _rule(compiler: StmtCompiler, game: Game, rule: Rule, after_step: Callable[[State], bool] | None) -> None:
    if rule.kind == "do":
        if game.is_enabled(rule.id):
            _do_rule(compiler, rule)
    elif rule.kind == "if":
        _if_rule(compiler, game, rule, after_step)
    elif rule.kind == "window" and game.is_enabled(rule.id):
        _window_rule(compiler, rule)
    if after_step is not None:
        compiler.b.emit(_check_op(after_step))


def _check_op(check: Callable[[State], bool]) -> Callable[[State, Frame], None]:
    def op(state: State, frame: Frame) -> None:
        check(state)

    return op


def _do_rule(compiler: StmtCompiler, rule: Rule) -> None:
    window = rule.extra.get("instead")
    if window is None:
        compiler.effect(rule.node)
        return
    # "X may play a card that says 'Play instead of …' — or: <the step>"
    b = compiler.b
    who = expr.player(rule.extra["by"])
    after = b.label()

    def options(state: State, env: Env) -> list[Any]:
        found = windows.options(state, env, who(state, env), window, "play")
        return [*found, ("normal",)] if found else []

    def resume(state: State, frame: Frame, option: Any) -> None:
        if option[0] == "normal":
            return
        frame[1] = after.pc
        windows.perform(state, frame[2], who(state, frame[2]), option)

    describe = lambda state, env, o: ("instead-normal",) if o[0] == "normal" else windows.describe(o)
    b.emit(choice_op("instead", who, options, resume, describe))
    compiler.effect(rule.node)
    b.place(after)


_WINDOW_START = "frame[2][{items!r}] = tuple({each}(state, frame[2]))\nframe[2][{index!r}] = 0"
_WINDOW_TEST = "env = frame[2]\nif env[{index!r}] >= len(env[{items!r}]):\n    frame[1] = {end}"


def _window_rule(compiler: StmtCompiler, rule: Rule) -> None:
    """Each listed player, in order, may play any number of cards playable at the window."""
    b = compiler.b
    window, mode = rule.extra["window"], rule.extra.get("mode", "both")
    each = _player_list(rule.extra["players"], compiler.game)
    items, index = b.temp("window"), b.temp("w")
    top, ask, end = b.label(), b.label(), b.label()

    def start(state: State, frame: Frame) -> None:
        frame[2][items] = tuple(each(state, frame[2]))
        frame[2][index] = 0

    def test(state: State, frame: Frame) -> None:
        env = frame[2]
        if env[index] >= len(env[items]):
            frame[1] = end.pc

    def current(state: State, env: Env) -> int:
        return env[items][env[index]]

    def options(state: State, env: Env) -> list[Any]:
        found = windows.options(state, env, current(state, env), window, mode)
        return [*found, ("pass",)] if found else []

    def resume(state: State, frame: Frame, option: Any) -> None:
        env = frame[2]
        if option[0] == "pass":
            env[index] += 1
            frame[1] = top.pc
            return
        frame[1] = ask.pc  # after the card's effect, the same player may play again
        windows.perform(state, env, current(state, env), option)

    def skip(state: State, frame: Frame) -> None:
        frame[2][index] += 1
        frame[1] = top.pc

    describe = lambda state, env, o: ("pass",) if o[0] == "pass" else windows.describe(o)
    # the same, as source a fusion writes out (fusion.py): the names are the builder's own temporaries
    b.emit(steers(start, _WINDOW_START, each=each, items=items, index=index))
    b.place(top)
    b.emit(steers(test, _WINDOW_TEST, items=items, index=index, end=end))
    b.place(ask)
    nobody = b.label()
    b.emit(choice_op("window", current, options, resume, describe, nobody))
    b.place(nobody)
    b.emit(steers(skip, "frame[2][{index!r}] += 1\nframe[1] = {top}", index=index, top=top))
    b.place(end)


def _player_list(node: Any, game: Game) -> Callable[[State, Env], list[int]]:
    """A window's players: one player ("the leader") or a set in turn order."""
    if isinstance(node, n.EachPlayer):
        return expr.players(node, game)
    one = expr.player(node)
    return lambda state, env: [one(state, env)]


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

    template, values = branch_source(test)
    b.emit(steers(branch, template, **values, otherwise=otherwise))
    rules(compiler, game, rule.children, after_step)
    b.jump(end)
    b.place(otherwise)
    rules(compiler, game, rule.otherwise, after_step)
    b.place(end)


def compile_procedure(game: Game, procedure: ProcedureDef, compiler_for: Callable[[Builder], StmtCompiler]) -> Code:
    """Steps, then `finally`; sections are reached only by `go to` and end in `finally` too."""
    b = Builder("procedure:" + procedure.id, origin=str(procedure.model.id.mark))
    compiler = compiler_for(b)
    finally_ = b.label()
    rules(compiler, game, procedure.steps, None)
    b.jump(finally_)
    labels = []
    for section, steps in procedure.sections:
        label = b.label()
        b.place(label)
        labels.append((str(section.id), label))
        rules(compiler, game, steps, None)
        b.jump(finally_)
    b.place(finally_)
    rules(compiler, game, procedure.finally_, None)
    code = b.build()
    procedure.labels = {name: label.pc for name, label in labels}
    procedure.finally_pc = finally_.pc
    return code


def compile_turn(game: Game, compiler_for: Callable[[Builder], StmtCompiler]) -> Code:
    b = Builder("turn", origin=str(game.turn[0].model.id.mark) if game.turn else "")
    limits = game.limits
    after_turn = end_checks(game, "turn")
    after_step = end_checks(game, "step") if any(c.after == "step" for c in game.end) else None
    resets = [c for c in game.counters if c.reset == "turn"]
    end_mark = game.end[0].rule.model.when.mark if game.end else game.model.id.mark

    unmark = bool(game.window_abilities)  # abilities are used once per turn: their marks go

    def too_long() -> None:
        raise RunawayError(
            f"the game did not end within {limits.turns} turns (limits.turns): do its end rules ever hold?",
            end_mark,
        )

    def start(state: State, frame: Frame) -> None:
        state.turn += 1
        if state.turn > limits.turns:
            too_long()
        you = frame[2]["you"]
        state.active = you
        if resets:
            reset(state, resets)
        if unmark:
            _unmark(state)
        if state.record:
            state.events.append(("turn", state.turn, you))

    def take_extra(state: State, frame: Frame) -> None:
        """The turn is over and the game goes on: the extra turn waiting starts now, in this frame."""
        player = state.extra.pop(0)
        state.streak += 1
        if state.streak > limits.turns_in_a_row:
            raise RunawayError(
                f"player {player + 1} was given more than {limits.turns_in_a_row} turns in a row: "
                "an endless chain of 'take another turn'? (limits.turns_in_a_row)"
            )
        frame[1] = 0
        frame[2] = {"you": player}

    def end(state: State, frame: Frame) -> None:
        if after_turn(state):
            return
        if state.extra:
            take_extra(state, frame)
        else:
            state.streak = 0
            game.next_turn_in(state, frame)

    # both as source a fusion writes out (fusion.py): a turn's first steps and its end run in one call
    start_source = [
        "state.turn += 1",
        f"if state.turn > {limits.turns!r}:",
        "    {too_long}()",
        'you = frame[2]["you"]',
        "state.active = you",
        *(["{reset}(state, {resets})"] if resets else []),
        *(["{unmark}(state)"] if unmark else []),
        "if state.record:",
        '    state.events.append(("turn", state.turn, you))',
    ]
    end.source = (  # type: ignore[attr-defined]
        "if not {after_turn}(state):\n    if state.extra:\n        {take_extra}(state, frame)\n"
        "    else:\n        state.streak = 0\n        {game}.next_turn_in(state, frame)",
        {"after_turn": after_turn, "take_extra": take_extra, "game": game},
    )
    b.emit(steers(start, "\n".join(start_source), too_long=too_long, reset=reset, resets=resets, unmark=_unmark))
    rules(compiler_for(b), game, game.turn, after_step)
    game.turn_end_pc = b.emit(end)
    return b.build()


def _unmark(state: State) -> None:
    """Every card's USED bit cleared in one pass at C speed (a game may have hundreds of cards)."""
    flags = state.flags
    flags[:] = map(and_, flags, repeat(~USED, len(flags)))


def compile_game(game: Game, turn: Code, compiler_for: Callable[[Builder], StmtCompiler]) -> Code:
    b = Builder("game", origin=str(game.setup[0].model.id.mark) if game.setup else "")
    rules(compiler_for(b), game, game.setup, None)
    after_round = end_checks(game, "round")
    round_resets = [c for c in game.counters if c.reset == "round"]
    round_top, turns_top, round_end = b.label(), b.label(), b.label()

    rotates = game.model.round is not None and game.model.round.first_player == "rotates"
    round_checks = any(c.after == "round" and game.is_enabled(c.id) for c in game.end)
    bare = not game.round_start and not game.round_end and not round_checks  # nothing between two rounds
    one_turn = game.model.round is not None and game.model.round.turns == "first"  # the round is one turn
    after_step = end_checks(game, "step") if any(c.after == "step" for c in game.end) else None

    def new_round(state: State, frame: Frame) -> None:
        state.round += 1
        frame[2]["_k"] = 0
        frame[2]["you"] = state.first
        reset(state, round_resets)

    def next_turn(state: State, frame: Frame) -> None:
        env = frame[2]
        k = env["_k"]
        if k >= (1 if one_turn else state.players):
            frame[1] = round_end.pc
            return
        env["_k"] = k + 1
        state.stack.append([turn, 0, {"you": (state.first + k) % state.players}])

    def next_turn_in(state: State, frame: Frame) -> None:
        """At the end of a turn, the next turn of the round in the frame of the one that ends (as an extra
        turn starts: `take_extra`), rather than the frame popped and `next_turn` pushing a new one: the
        same frames and names as those steps leave (the game frame's count goes on, its pc stays where
        `next_turn` leaves it), one turn to the next without leaving the run loop's inner loop. Only when the game
        frame lies right below, waiting to start the next turn, and nothing that fired waits to run. When the
        round is over and rounds have no steps of their own (no round start or end, no end check after a
        round), the next round begins here too."""
        stack = state.stack
        if len(stack) < 2 or state.triggered:
            return
        below = stack[-2]
        if below[0] is not code or below[1] not in waiting:
            return
        env = below[2]
        k = env["_k"]
        if k >= (1 if one_turn else state.players):
            if not bare:
                return
            # a round with no steps of its own ends and the next begins here, as `round_over`, `end_round`
            # and `new_round` would leave it (no event, no end check between them)
            if rotates:
                state.first = (state.first + 1) % state.players
            state.round += 1
            env["you"] = state.first
            reset(state, round_resets)
            k = 0
        env["_k"] = k + 1
        frame[1] = 0
        frame[2] = {"you": (state.first + k) % state.players}

    def round_over(state: State, frame: Frame) -> None:
        frame[2]["you"] = state.first

    def end_round(state: State, frame: Frame) -> None:
        if rotates:
            state.first = (state.first + 1) % state.players
        if not after_round(state):
            frame[1] = round_top.pc

    # as source a fusion writes out (fusion.py): the next turn is pushed in the same call as the last one ended
    next_turn.source = (  # type: ignore[attr-defined]
        "env = frame[2]\nk = env['_k']\n"
        + ("if k >= 1:" if one_turn else "if k >= state.players:")
        + "\n    frame[1] = {round_end}\nelse:\n    env['_k'] = k + 1\n"
        "    state.stack.append([{turn}, 0, {{'you': (state.first + k) % state.players}}])",
        {"round_end": round_end, "turn": turn},
    )
    b.place(round_top)
    b.emit(steers(new_round))
    rules(compiler_for(b), game, game.round_start, after_step)
    b.place(turns_top)
    b.emit(next_turn)
    b.jump(turns_top)
    b.place(round_end)
    b.emit(steers(round_over))
    rules(compiler_for(b), game, game.round_end, after_step)
    b.emit(end_round)
    code = b.build()
    game.turns_pc = turns_top.pc  # where a position set up by hand resumes play (see engine/position.py)
    # the game frame's pc while a turn runs: after `next_turn`, or (fused with the jump back: fusion.py) at it
    waiting = (turns_top.pc, turns_top.pc + 1)
    game.next_turn_in = next_turn_in
    return code


def reset(state: State, counters: list[CounterDef]) -> None:
    """Set counters back to their start (`reset: turn` at each turn, `reset: round` at each round)."""
    for counter in counters:
        size = state.players if counter.owner == "player" else len(state.loc) if counter.owner == "card" else 1
        base = state.cbase[counter.index]
        state.counters[base : base + size] = [counter.start] * size
