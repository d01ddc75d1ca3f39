"""Numbers the rules keep for a moment, said without a letter.

"Set X to your gems, then lose X gems, then gain X coins" is one deed: "turn all your gems into coins"; with
"gain X × 3 coins" it is "turn each of your gems into 3 coins". A number chosen by a letter ("choose a number X
from 1 to 3, then move X spaces") reads "choose a number from 1 to 3, then move that many spaces": the
templates say the letter's later uses as a back-reference (`Renderer.said_var`).
"""

from __future__ import annotations

from typing import Any

from interpreter.dsl import nodes as n
from interpreter.records import record


@record
class Turn:
    """`subject` (None: you) turns all of counter `source` into counter `target`, `rate` (None: 1) for each unit."""

    subject: Any
    source: str
    target: str
    rate: Any
    steps: int  # how many steps of the chain the deed says


def _uses(steps: tuple[Any, ...], name: str) -> bool:
    return any(isinstance(node, n.VarRef) and node.name == name for step in steps for node in step.walk())


def _one_verb(step: Any) -> Any:
    if isinstance(step, n.Do) and not step.may and len(step.verbs) == 1:
        return step.verbs[0]
    return None


def _same(subject: Any, other: Any) -> bool:
    if subject is None:
        return other is None or isinstance(other, n.You)
    return bool(other == subject)


def _rate(count: Any, name: str) -> tuple[bool, Any]:
    """(whether `count` is X or X × rate, the rate or None)."""
    kept = n.VarRef(name)
    if count == kept:
        return True, None
    if isinstance(count, n.BinOp) and count.op == "*" and kept in (count.left, count.right):
        return True, count.right if count.left == kept else count.left
    return False, None


def turned(steps: tuple[Any, ...], at: int) -> Turn | None:
    """The deed that steps[at:] begin with, when they set a letter to a player's amount, lose that amount and gain
    it (or a multiple of it) of another counter, and never use the letter again."""
    kept = _one_verb(steps[at])
    if not (isinstance(kept, n.Set) and isinstance(kept.target, n.VarRef) and isinstance(kept.value, n.CounterRef)):
        return None
    if steps[at].subject is not None and not isinstance(steps[at].subject, n.You):
        return None
    name, source = kept.target.name, kept.value
    subject = source.player if source.owner == "player" else None
    if source.owner not in ("you", "player"):
        return None
    rest = steps[at + 1 :]
    verbs: list[Any] = []
    used = 0
    while len(verbs) < 2 and used < len(rest):
        step = rest[used]
        if not isinstance(step, n.Do) or step.may or not _same(subject, step.subject):
            return None
        verbs.extend(step.verbs)
        used += 1
    if len(verbs) != 2:
        return None
    lose, gain = verbs
    if not (isinstance(lose, n.Lose) and isinstance(gain, n.Gain)):
        return None
    if lose.counter != source.counter or lose.count != n.VarRef(name):
        return None
    ok, rate = _rate(gain.count, name)
    if not ok or _uses(rest[used:], name):
        return None
    return Turn(subject, source.counter, gain.counter, rate, 1 + used)


def turned_each(node: Any) -> Turn | None:
    """`for each player: set X to that player's gems, then that player loses X gems and gains X coins`: the
    whole body is one deed of each player ("each opponent turns all their gems into coins")."""
    if not isinstance(node, n.ForEach) or not isinstance(node.players, n.PlayerFilter):
        return None
    turn = turned(node.body.steps, 0)
    if turn is None or turn.steps != len(node.body.steps) or not isinstance(turn.subject, n.ThatPlayer):
        return None
    return turn


def chosen_letter(step: Any, letter: Any) -> Any:
    """The ChooseNumber of a step that only chooses a number named by a letter (`letter(name)` says whether it is),
    whose later uses the templates say as "that many"; None otherwise."""
    verb = _one_verb(step)
    if not isinstance(verb, n.ChooseNumber) or (step.subject is not None and not isinstance(step.subject, n.You)):
        return None
    return verb if letter(verb.name) else None
