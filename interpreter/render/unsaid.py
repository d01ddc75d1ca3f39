"""Steps the rule book leaves unsaid: a value kept only to be set back, and the second of two steps that set
it back ("note your space as the space you came from … set your space to the space you came from" reads
"… go back to where you were"); a power to resolve where the build has switched every power off.

Like the idioms in `idioms.py`, a shape recognised in the checked tree; the engine runs the rule as written.
"""

from __future__ import annotations

from typing import Any

from interpreter.dsl import nodes as n
from interpreter.render.facts import Facts


def told_verbs(facts: Facts, verbs: Any) -> list[Any]:
    """The verbs of one step worth saying: none that only keeps a value to set back, and one deed where a run
    of them sets several values back together."""
    out: list[Any] = []
    last = None
    for verb in verbs:
        back = facts.restore(verb)
        if facts.kept_back(verb) or powerless(facts, verb) or (back is not None and back == last):
            continue
        out.append(verb)
        last = back
    return summed_gains(out)


def summed_gains(verbs: list[Any]) -> list[Any]:
    """Two gains of one number side by side are one gain of their sum: "gains points equal to their gems
    plus the total …", not "gains points equal to …, gains points equal to …" (the engine adds
    them one after the other, which comes to the same)."""
    out: list[Any] = []
    for verb in verbs:
        before = out[-1] if out else None
        plain = isinstance(verb, n.Gain) and not isinstance(verb.count, (n.Int, n.BinOp))
        if (
            plain
            and isinstance(before, n.Gain)
            and before.counter == verb.counter
            and not isinstance(before.count, (n.Int, n.BinOp))
        ):
            out[-1] = n.Gain(n.BinOp("+", before.count, verb.count), verb.counter)
            continue
        out.append(verb)
    return out


def told_steps(facts: Facts, steps: Any) -> list[Any]:
    """The steps of a chain worth saying, as `told_verbs` keeps the verbs of one step."""
    out: list[Any] = []
    last = None
    for step in steps:
        verbs = step.verbs if isinstance(step, n.Do) and step.subject is None and not step.may else None
        if verbs is not None and all(facts.kept_back(v) or powerless(facts, v) for v in verbs):
            continue
        backs = {facts.restore(v) for v in verbs} if verbs is not None else {None}
        back = backs.pop() if len(backs) == 1 else None
        if back is not None and back == last:
            continue
        out.append(step)
        last = back
    return out


def powerless(facts: Facts, verb: Any) -> bool:
    """`resolve the power of <a symbol>` in a build that switches off every symbol of that set (a variant without
    powers): there is nothing to resolve, so the book does not tell the player to."""
    if not isinstance(verb, n.Resolve) or verb.value is None:
        return False
    found = facts.game.symbol_sets.get(str(getattr(verb.value, "set", "")))
    return found is not None and bool(found.symbols) and not any(facts.game.is_enabled(s) for s in found.symbols)
