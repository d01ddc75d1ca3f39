"""Shapes of rules that a person says in fewer words, recognised in the checked tree (never in the text).

The engine runs the rule as written; only its wording changes. Each idiom returns the parts the templates
need, or None when the rule does not have that shape.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def once_per_turn(game: Game, rule: Any) -> tuple[Any, n.Chain] | None:
    """`if your K is 0 [and C]: gain 1 K, then X` with K a number the rules keep for themselves and reset each
    turn reads "once per turn[, if C]: X" — the counter only remembers that X happened this turn.

    Returns the remaining condition (None when there is none) and the chain without the counter's gain.
    """
    if not isinstance(rule, n.If) or rule.otherwise is not None or len(rule.then.steps) < 2:
        return None
    first = rule.then.steps[0]
    if not (isinstance(first, n.Do) and first.subject is None and not first.may and len(first.verbs) == 1):
        return None
    gain = first.verbs[0]
    if not (isinstance(gain, n.Gain) and isinstance(gain.count, n.Int) and gain.count.value == 1):
        return None
    counter = game.counter_by_id.get(gain.counter)
    if counter is None or not counter.model.bookkeeping or counter.model.reset != "turn":
        return None
    items = list(rule.cond.items) if isinstance(rule.cond, n.And) else [rule.cond]
    unused = n.Compare(n.CounterRef(gain.counter, "you"), "==", n.Int(0))
    if unused not in items:
        return None
    rest = [item for item in items if item != unused]
    condition = None if not rest else rest[0] if len(rest) == 1 else n.And(tuple(rest))
    return condition, replace(rule.then, steps=rule.then.steps[1:])
