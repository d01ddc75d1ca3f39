"""Which steps a build runs, in the order a book prints them: a switched-off step is gone, a test on the
player count that the build decides is resolved, a window nobody gets is unsaid, and a procedure's `finally`
follows every way the procedure can end. The engine runs the rules as written; this is what it amounts to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import per_player, still

if TYPE_CHECKING:
    from interpreter.engine.game import Game, Rule


def shown(game: Game, rules: list[Rule], decide: bool = True) -> list[Rule]:
    """The steps a build runs, in order: a switched-off step is gone, but a switched-off `if` still runs
    its `otherwise` steps in its place (the engine skips only the test and its `then`). A test on the player
    count that this build decides is gone too, with its steps in its place or not, as they run; so is a test
    on a number nothing in the build changes (`still.py`; `decide=False` while the windows are worked out)."""
    found: list[Rule] = []
    for rule in rules:
        if _for_nobody(game, rule):
            continue
        if rule.kind == "if" and (holds := _decided(game, rule.node, decide)) is not None:
            found += shown(game, rule.children if holds and game.is_enabled(rule.id) else rule.otherwise, decide)
        elif game.is_enabled(rule.id):
            found.append(rule)
        elif rule.kind == "if":
            found += shown(game, rule.otherwise)
    return found


def _decided(game: Game, node: Any, decide: bool) -> bool | None:
    holds = per_player.decided(game, node)
    if holds is None and decide and still.tests_a_counter(node):
        holds = still.holds(game, node, opened(game))
    return holds


def opened(game: Game) -> set[str]:
    """The windows whose cards can act in this build (`windows_opened`, worked out once per build), tests on
    numbers nothing changes left as they are: deciding one away only keeps steps that were there."""
    from interpreter.render.rulebook import run_procedures  # rulebook prints what this module picks

    if "opened" not in game.memo:
        game.memo["opened"] = windows_opened(game, run_procedures(game), decide=False)
    opened_windows: set[str] = game.memo["opened"]
    return opened_windows


def card_modes(game: Game, procedures: set[str]) -> set[str]:
    """How the rules this build runs (its steps, the procedures it starts, its triggers) let cards act at a
    window: "play" (from hand), "use" (where a card lies), or both. A solitaire that only lets you use cards on
    the table has nothing to tell apart from playing them."""
    return {mode for mode, _ in _openings(game, procedures)}


def windows_opened(game: Game, procedures: set[str], decide: bool = True) -> set[str]:
    """The windows whose cards the rules this build runs let act: those the rules open, and those whose cards
    may act at one of them as well (`also:` — an "any time" card acts before the roll). A moment no step of the
    build ever comes to — in a solitaire, "when an opponent attacks you" — is not one of the
    moments the book lists, though a card may still print it."""
    opened = {window for _, window in _openings(game, procedures, decide)}
    return opened | {str(w.id) for w in game.model.windows if any(str(x) in opened for x in w.also)}


def rules_run(game: Game, procedures: set[str], decide: bool = True) -> list[Rule]:
    """Every step this build runs, those under an `if` too, as `shown` keeps them: setup, rounds, the turn and
    the procedures in `procedures` (those some rule starts)."""
    top = game.setup + game.round_start + game.round_end + game.turn
    for procedure in game.procedures.values():
        if procedure.id in procedures:
            top = top + procedure.steps + [r for _, steps in procedure.sections for r in steps] + procedure.finally_
    found: list[Rule] = []

    def walk(rules: list[Rule]) -> None:
        for rule in shown(game, rules, decide):
            found.append(rule)
            walk(rule.children + rule.otherwise)

    walk(top)
    return found


def _openings(game: Game, procedures: set[str], decide: bool = True) -> set[tuple[str, str]]:
    """(mode, window) for each way the rules this build runs let cards act."""
    found: set[tuple[str, str]] = set()
    nodes: list[Any] = [t.effect for t in game.triggers]
    for rule in rules_run(game, procedures, decide):
        if rule.kind == "window":
            mode = rule.extra.get("mode", "both")
            found.update((m, rule.extra["window"]) for m in (("play", "use") if mode == "both" else (mode,)))
        elif "instead" in rule.extra:
            found.add(("play", rule.extra["instead"]))
        nodes.append(rule.node)
    found.update(
        (x.mode, x.window)
        for node in nodes
        if isinstance(node, n.Node)
        for x in node.walk()
        if isinstance(x, n.PlayFor)
    )
    return found


def _for_nobody(game: Game, rule: Rule) -> bool:
    """A window only the other players get, in a build played alone: the engine asks no one, so the book
    does not print it."""
    players = rule.extra.get("players") if rule.kind == "window" else None
    return (
        game.max_players == 1
        and isinstance(players, n.EachPlayer)
        and players.filter is not None
        and players.filter.others
    )


def runs_on(steps: list[Rule]) -> bool:
    """Whether a procedure's main steps run on into its `finally` steps, as the engine runs them: they do
    unless the last one jumps to a section (which then ends in `finally` itself)."""
    if not steps:
        return True
    node = steps[-1].node
    while isinstance(node, n.Effect | n.Chain | n.Do) and (parts := _parts(node)):
        node = parts[-1]
    return not isinstance(node, n.GoTo)


def _parts(node: n.Effect | n.Chain | n.Do) -> tuple[Any, ...]:
    if isinstance(node, n.Effect):
        return node.sentences
    return node.steps if isinstance(node, n.Chain) else node.verbs
