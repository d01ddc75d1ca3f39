"""A test on a number that nothing in a build ever changes: in a solitaire, "if you are allowed to roll the die"
when only a card played on an opponent's turn forbids it. The book prints what the test guards, without the test.
The engine runs the rules as written; this is what they amount to in the build.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def tests_a_counter(node: Any) -> bool:
    """Whether a test compares a counter with a number (what `holds` can decide)."""
    return isinstance(node, n.Compare) and {type(node.left), type(node.right)} == {n.CounterRef, n.Int}


def holds(game: Game, node: Any, opened: set[str]) -> bool | None:
    """Whether `your N is K` (any comparison of a counter with a number) holds in every game of this build (True)
    or in none (False), because no rule, trigger or card text that can run here (`opened`: the windows whose cards
    can act) does anything with the counter but read it; None when it may change or for any other test."""
    if not isinstance(node, n.Compare):
        return None
    if isinstance(node.left, n.CounterRef) and isinstance(node.right, n.Int):
        ref, k, op = node.left, node.right.value, str(node.op)
    elif isinstance(node.right, n.CounterRef) and isinstance(node.left, n.Int):
        ref, k, op = node.right, node.left.value, _FLIPPED.get(str(node.op), str(node.op))
    else:
        return None
    counter = game.counter_by_id.get(ref.counter)
    if counter is None or op not in _HOLDS or not only_read(game, ref.counter, opened):
        return None
    return _HOLDS[op](counter.start or 0, k)


def only_read(game: Game, counter: str, opened: set[str]) -> bool:
    """Whether every mention of the counter that can run in this build compares it with something."""
    roots: list[Any] = [r.node for r in game.all_rules()] + [t.effect for t in game.triggers]
    for symbols in game.symbol_sets.values():
        roots += [node for symbol in symbols.symbols.values() for node in symbol.effects.values()]
    for card in game.cards:
        roots += list(card.effects.values())
        roots += [a.effect for a in card.plays + card.abilities if a.window in opened]
        roots += [a.condition for a in card.plays + card.abilities if a.window in opened]
    for root in roots:
        if not isinstance(root, n.Node):
            continue
        read = {id(x) for c in root.walk() if isinstance(c, n.Compare) for x in c.walk()}
        for x in root.walk():
            if getattr(x, "counter", None) == counter and not (isinstance(x, n.CounterRef) and id(x) in read):
                return False
    return True


_FLIPPED = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
_HOLDS = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}
