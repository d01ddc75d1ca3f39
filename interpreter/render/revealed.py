"""A reveal that follows a test of the same cards names them once: "if there are any face-down cards in the
target's row, reveal one of them", not "…, reveal a face-down card in the target's row".

Like the idioms in `idioms.py`, a shape recognised in the checked tree; the engine runs the rule as written.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from interpreter.dsl import nodes as n


@dataclass(frozen=True)
class RevealOneOfThem:
    """A render-only verb: `reveal a face-down card of Z` right after "there are any face-down cards in Z"."""


def one_of_them(rule: Any) -> Any:
    """The `then` of `if there are any face-down cards in Z [and …]: reveal a face-down card of Z, …` with that
    reveal said "reveal one of them"; None for any other shape."""
    if not isinstance(rule, n.If) or not rule.then.steps:
        return None
    zones = _tested(rule.cond)
    step = rule.then.steps[0]
    if zones is None or not isinstance(step, n.Do) or step.subject is not None or step.may or not step.verbs:
        return None
    verb = step.verbs[0]
    if not isinstance(verb, n.Reveal) or tuple(verb.zones) != zones:
        return None
    verbs: tuple[Any, ...] = (RevealOneOfThem(), *step.verbs[1:])  # a render-only verb in the checked tree
    first = replace(step, verbs=verbs)
    return replace(rule.then, steps=(first, *rule.then.steps[1:]))


def _tested(cond: Any) -> tuple[Any, ...] | None:
    """The zones of a condition "there are any face-down cards in Z" (alone, or the last of an `and`)."""
    if isinstance(cond, n.And) and cond.items:
        cond = cond.items[-1]
    if not (isinstance(cond, n.Compare) and isinstance(cond.left, n.CountCards)):
        return None
    if not (isinstance(cond.right, n.Int) and (cond.op, cond.right.value) in ((">=", 1), (">", 0))):
        return None
    cards = cond.left.cards
    if not isinstance(cards, n.AllCards) or cards.except_ or cards.filter != n.CardFilter(face="down"):
        return None
    return tuple(cards.zones)
