"""Statements with no choice written out as one generated function each (as expressions are).

A statement such as "draw 2 cards, then gain 1 coin" or "if …: set the figure to 0" runs as one
function whose body is the whole statement: the verbs' work written out with their numbers, zones
and conditions inline (`source.Writer`), instead of a closure per verb calling a closure per zone,
number and subject. A verb that can be written says so (`VerbParts.write`: its lines, given a
Writer); any other verb, and any statement inside an `if` that is not written, is called as the
closure it already compiles to — so every node keeps exactly one meaning, and
`RULEBOOK_NO_SOURCE=1` runs the closures alone (`tests/test_generated_source.py` compares both).

The written lines run with the sentence's subject bound in `env["subj"]` (as the closures see it)
and may use the locals `actor`, `taken`, `delta`, `where`, `value`, `change` — each verb sets what it reads.
"""

from __future__ import annotations

from collections.abc import Callable
from types import FunctionType
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine import moves
from interpreter.engine.compile import expr, source
from interpreter.engine.state import FLIPPED

if TYPE_CHECKING:
    from interpreter.engine.compile.parts import VerbParts
    from interpreter.engine.compile.stmt import Run, StmtCompiler
    from interpreter.engine.game import CounterDef, Game


def written(compiler: StmtCompiler, node: n.Stmt) -> Run | None:
    """The generated function of a statement with no choice, when at least one verb of it is
    written out; None otherwise (the closures run it, as before)."""
    if not source.enabled():
        return None
    writer = source.Writer(compiler.game, compiler.can)
    body = _statement(compiler, writer, node)
    if body is None or not writer.names.pop(_WROTE, False):
        return None
    return source.compiled(writer, "", lines=body)


def written_verb(compiler: StmtCompiler, vp: VerbParts) -> Run | None:
    """The generated function of one verb with no choice inside a statement that asks (its subject
    is bound already), when the verb can be written; None otherwise."""
    if not source.enabled() or vp.write is None or vp.before or not vp.atomic or vp.defers or vp.times is not None:
        return None
    writer = source.Writer(compiler.game, compiler.can)
    lines = vp.write(writer)
    return source.compiled(writer, "", lines=lines) if lines is not None else None


def written_options(
    game: Game,
    can: Callable[[n.Can], Any],
    plan: list[tuple[int, Callable[..., list[Any]] | None, Callable[..., bool] | None]],
    chooser: Callable[..., int] | None,
    repeat: bool,
) -> Callable[..., list[Any]] | None:
    """`choose one`'s listing of every answer of every option (`stmt.choose_one`'s `options`) as one
    generated function: its plan unrolled, a guard that says how it is written (`possible.write`: a
    draw needs cards to draw and room in the hand) written out. It runs before every such decision.
    `chooser` None: "you" choose."""
    if not source.enabled():
        return None
    writer = source.Writer(game, can)
    lines = ['env["subj"] = ' + ('env["you"]' if chooser is None else f"{writer.const(chooser)}(state, env)")]
    lines.append("found = []")
    for i, listed, possible in plan:
        tagged = getattr(listed, "tagged", None)  # it lists (i, answer) pairs itself: no second pass
        if listed is None:
            add = f"found.append(({i}, None))"
        elif tagged is not None:
            add = f"found += {writer.const(tagged)}(state, env, {i})"
        else:
            add = f"found += [({i}, o) for o in {writer.const(listed)}(state, env)]"
        if possible is None:
            lines.append(add)
            continue
        lines += [f"if {writer.test(possible)}:", f"    {add}"]
    if repeat:
        lines += ["if found:", "    found.append((-1, None))"]
    return source.compiled(writer, "", lines=[*lines, "return found"])


def written_as(test: Callable[..., Any], write: Callable[[source.Writer], str]) -> Callable[..., Any]:
    """`test` (a guard `fn(state, env)`) that also says how it is written (`write`: see `Writer.test`),
    as a function of its own: the same code, so calling it costs what calling `test` does, while `test`
    itself — perhaps shared with other rules — is left as it is."""
    if not isinstance(test, FunctionType):
        return test
    copy = FunctionType(test.__code__, test.__globals__, test.__name__, test.__defaults__, test.__closure__)
    copy.__dict__.update(test.__dict__)
    copy.write = write  # type: ignore[attr-defined]
    return copy


_WROTE = "_wrote"  # a marker in the writer's names: some verb was written out


def _statement(compiler: StmtCompiler, writer: source.Writer, node: n.Stmt) -> list[str] | None:
    if isinstance(node, n.Do):
        return _do(compiler, writer, node)
    if isinstance(node, n.If):
        then = _chain(compiler, writer, node.then)
        otherwise = _chain(compiler, writer, node.otherwise) if node.otherwise is not None else []
        if then is None or otherwise is None:
            return None
        writer.names[_WROTE] = True  # the condition at least is written out
        lines = [f"if {writer.cond(node.cond)}:", *_indented(then or ["pass"])]
        return lines + (["else:", *_indented(otherwise)] if otherwise else [])
    return None


def _chain(compiler: StmtCompiler, writer: source.Writer, chain: n.Chain) -> list[str] | None:
    """Each step written out, or called as its closure; None when a step has a choice."""
    lines: list[str] = []
    for step in chain.steps:
        inner = _statement(compiler, writer, step)
        if inner is None:
            run = compiler.atomic(step)
            if run is None:
                return None
            inner = [f"{writer.const(run)}(state, env)"]
        lines += inner
    return lines


def _do(compiler: StmtCompiler, writer: source.Writer, node: n.Do) -> list[str] | None:
    if node.may or not (node.subject is None or isinstance(node.subject, n.You)):
        return None
    parts = [compiler.verbs.compile(v) for v in node.verbs]
    if not all(p.atomic and not p.defers for p in parts):
        return None
    lines = ['env["subj"] = env["you"]']
    for vp in parts:
        text = vp.write(writer) if vp.write is not None and not vp.before else None
        if text is None:
            lines += [f"{writer.const(run)}(state, env)" for run in [*vp.before, *vp.parts]]
        else:
            writer.names[_WROTE] = True
            lines += text
    return lines


def _indented(lines: list[str]) -> list[str]:
    return [f"    {line}" for line in lines]


# ---------------------------------------------------------------- the verbs written out
Write = Callable[[source.Writer], "list[str] | None"]


def draw(node: n.Draw, game: Game) -> Write:
    """`verbs.verb_draw`'s `draw`, written out."""
    hand = game.hand

    def write(w: source.Writer) -> list[str]:
        pile = w.slot(node.zone) if node.zone is not None else _own(game, game.draw_from, "actor")
        return [
            'actor = env["subj"]',
            f"taken = {w.const(moves.draw)}(state, {pile}, state.zbase[{hand}] + actor, "
            f"{w.num(node.count)}, 'draw', actor)",
            'env["card"] = taken[-1] if taken else None',
        ]

    return write


def draw_possible(node: n.Draw, game: Game, room: int) -> Callable[[source.Writer], str]:
    """`verbs.verb_draw`'s `possible` written out: a card to draw (`moves.can_draw`: in the pile, else
    in its refill zone) and room in the subject's hand."""
    hand = game.hand

    def write(w: source.Writer) -> str:
        pile = w.slot(node.zone) if node.zone is not None else _own(game, game.draw_from, source.SUBJECT)
        drawn = f"(state.zones[_pile := {pile}] or {w.const(moves.can_draw)}(state, _pile))"
        return f"({drawn} and len(state.zones[state.zbase[{hand}] + {source.SUBJECT}]) < {room!r})"

    return write


def chain_options(node: n.Play, game: Game, links: Any) -> Callable[..., list[Any]] | None:
    """`verbs.verb_play`'s listing of (card, end) plays onto a chain from every card of one zone, as one
    generated function: the zones' slots, the chain's ends and the wanted symbol written out. Its `tagged`
    (`fn(state, env, tag)`) lists the same as `choose one`'s answers `(tag, (card, end))` (see `written_options`)."""
    if not source.enabled():
        return None
    listing = _chain_listing(node, game, links, tagged=False)
    listing.tagged = _chain_listing(node, game, links, tagged=True)  # type: ignore[attr-defined]
    return listing


def _chain_listing(node: n.Play, game: Game, links: Any, tagged: bool) -> Callable[..., list[Any]]:
    w = source.Writer(game)
    # no zone named: your hand (as `VerbCompiler.zone_or`)
    held = w.slot(node.source) if node.source is not None else _own(game, game.hand, source.SUBJECT)
    kept = w.const(links)
    tag = ", tag" if tagged else ""
    lines = [
        f"chain = state.zones[{w.slot(node.target)}]",
        f"held = state.zones[{held}]",
        "if not chain:",
        f"    return [{'(tag, (c, 0))' if tagged else '(c, 0)'} for c in {w.const(moves.distinct)}(state, held)]",
        "flags = state.flags",
        "first, last = chain[0], chain[-1]",
        f"a, b = {kept}[first]",
        f"left = b if flags[first] & {FLIPPED} else a",
        f"a, b = {kept}[last]",
        f"right = a if flags[last] & {FLIPPED} else b",
    ]
    plays = w.const(moves.chain_plays)
    params = "state, env" + tag
    if node.end is None:
        lines += [f"return {plays}(state, held, {kept}, ((True, left), (True, right)){tag})"]
        return source.compiled(w, "", params, lines=lines)
    value = node.end.value
    wanted = (
        w.const(value.value) if isinstance(value, n.SymbolValue) else f"{w.const(expr.value(value, game))}(state, env)"
    )
    negated = node.end.negated
    lines += [
        f"wanted = {wanted}",
        f"at_left = wanted is None or (left == wanted) != {negated!r}",
        f"at_right = wanted is None or (right == wanted) != {negated!r}",
        f"return {plays}(state, held, {kept}, ((at_left, left), (at_right, right)){tag})",
    ]
    return source.compiled(w, "", params, lines=lines)


def filtered_cards(
    game: Game, zone: n.Zone | None, default: int, test: n.CardFilter
) -> Callable[..., list[Any]] | None:
    """`VerbCompiler.source`'s cards of one zone (none named: the subject's zone `default`, as `zone_or`)
    that pass a filter, as one generated comprehension with the filter written out; None for the rest."""
    if not source.enabled() or not (
        zone is None or (isinstance(zone, n.ZoneRef) and zone.owner not in ("all", "others"))
    ):
        return None
    w = source.Writer(game)
    check = w.card_test(test, "c")
    if check is None:
        return None
    slot = w.slot(zone) if zone is not None else _own(game, default, source.SUBJECT)
    return source.compiled(w, f"[c for c in state.zones[{slot}] if {check}]")


def gain(node: n.Gain | n.Lose, counter: CounterDef, sign: int, verb: str) -> Write:
    """`verbs_more.verb_gain`'s `change` of a plain counter and `groups.bump`, written out."""

    def write(w: source.Writer) -> list[str]:
        return [
            'actor = env["subj"]',
            f"delta = {sign} * {w.num(node.count)}",
            f"where = state.cbase[{counter.index}] + actor",
            *clamped("state.counters[where] + delta", counter.min, counter.max),
            *counted("actor", counter.index, verb),
        ]

    return write


def set_counter(node: n.Set, target: n.CounterRef, counter: CounterDef) -> Write:
    """`verbs_more.verb_set`'s `set_counter` of a counter that is not a ring, written out."""

    def write(w: source.Writer) -> list[str] | None:
        if counter.ring:
            return None
        slot = f"state.cbase[{counter.index}]" + ("" if counter.owner == "table" else f" + {w.owner(target)}")
        owner = f"where - state.cbase[{counter.index}]" if counter.owner == "player" else 'env["you"]'
        return [
            f"where = {slot}",
            *clamped(w.num(node.value), counter.min, counter.max),
            "change = value - state.counters[where]",
            "state.counters[where] = value",
            "if state.record:",
            f"    state.events.append(('count', 'set', {owner}, {counter.index}, change, value))",
        ]

    return write


def _own(game: Game, zone: int, who: str) -> str:
    """The slot of a zone the rules name by its role (the draw pile, the hand): `who`'s own, or the shared one."""
    return f"state.zbase[{zone}]" + ("" if game.zones[zone].owner == "table" else f" + {who}")


def clamped(value: str, low: int | None, high: int | None) -> list[str]:
    """`value = clamp(…)` written out with the bounds known when the game is compiled."""
    lines = [f"value = {value}"]
    if low is not None:
        lines += [f"if value < {low!r}:", f"    value = {low!r}"]
    if high is not None:
        lines += [f"{'elif' if low is not None else 'if'} value > {high!r}:", f"    value = {high!r}"]
    return lines


def counted(owner: str, index: int, verb: str) -> list[str]:
    """`groups.bump`'s last half: store `value` in slot `where` and say so when it changed."""
    return [
        "change = value - state.counters[where]",
        "state.counters[where] = value",
        "if change and state.record:",
        f"    state.events.append(('count', {verb!r}, {owner}, {index}, change, value))",
    ]
