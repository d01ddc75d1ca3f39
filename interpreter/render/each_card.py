"""A loop over cards whose body only resolves the card's own effect, said as one verb: "resolve the end-of-round effect
of each card in your play area", not "for each card in your play area: resolve the end-of-round effect of that card".

Like the idioms in `idioms.py`, a shape recognised in the checked tree; the engine runs the rule as written.
"""

from __future__ import annotations

from typing import Any

from interpreter.dsl import nodes as n


def resolved_each(node: Any) -> n.Resolve | None:
    """The `resolve the E of that card` that is the whole body of `for each card in Z: …`, or None."""
    if not isinstance(node, n.ForEachCard) or not isinstance(node.cards, n.AllCards):
        return None
    steps: tuple[Any, ...] = getattr(node.body, "steps", ())
    step = steps[0] if len(steps) == 1 else None
    if not isinstance(step, n.Do) or step.subject is not None or step.may or len(step.verbs) != 1:
        return None
    verb = step.verbs[0]
    return verb if isinstance(verb, n.Resolve) and isinstance(verb.card, n.ThatCard) else None
