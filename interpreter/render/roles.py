"""A card given a role, said as what then holds, not as an assignment.

"Set the leader to the played card, then set the bid to the value of the played card" reads "the played card
is the card that started the auction, and the bid is the value of the played card": a card variable set by a step is a
fact about the table, and a number of the procedure set right after it is part of the same fact. The templates join
such steps to the step before with a dash and to each other with "and", not with "then".
"""

from __future__ import annotations

from typing import Any

from interpreter.dsl import nodes as n


def _set_of(step: Any) -> Any:
    """The one Set an unconditional step of no one's does, else None."""
    if isinstance(step, n.Do) and not step.may and step.subject is None and len(step.verbs) == 1:
        verb = step.verbs[0]
        stepped = isinstance(verb, n.Set) and isinstance(verb.value, n.BinOp) and verb.value.left == verb.target
        if isinstance(verb, n.Set) and isinstance(verb.target, (n.VarRef, n.CardVar)) and not stepped:
            return verb
    return None


def role_states(steps: Any, var_type: Any) -> list[Any]:
    """For each step of a chain, the Set to say as a fact, or None: a card variable set, and the numbers of the
    procedure set right after one."""
    said: list[Any] = []
    for step in steps:
        verb = _set_of(step)
        kind = var_type(verb.target.name) if verb is not None else None
        if kind == "card" or (kind == "number" and said and said[-1] is not None):
            said.append(verb)
        else:
            said.append(None)
    return said
