"""Tables said once: the same numbers set to constants for each value of one number (`by_value`).

Like the idioms in `idioms.py`, a shape recognised in the checked tree; the engine runs the rule as written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from interpreter.dsl import nodes as n


@dataclass(frozen=True)
class ByValue:
    """A render-only node: the same numbers set to constants for each value of one number — `if the hour is
    1: set the coins to 2, set the gems to 1. if the hour is 2: …` — said once as a table: "Set the coins and the
    gems by the hour: 1 — 2 and 1; 2 — …"."""

    key: Any  # the number compared
    targets: tuple[Any, ...]
    rows: tuple[tuple[Any, tuple[Any, ...]], ...]  # each: the key's value, the values set


def _constant_sets(chain: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    """The targets and values of a chain that only sets numbers you own or share to constants."""
    targets: list[Any] = []
    values: list[Any] = []
    for step in chain.steps:
        if not isinstance(step, n.Do) or step.subject is not None or step.may:
            return None
        for verb in step.verbs:
            if not isinstance(verb, n.Set) or not isinstance(verb.value, n.Int):
                return None
            targets.append(verb.target)
            values.append(verb.value)
    return (tuple(targets), tuple(values)) if len(targets) >= 2 else None


def _by_value_row(sentence: Any) -> tuple[Any, Any, tuple[Any, ...], tuple[Any, ...]] | None:
    """`if K is V: set A to a, set B to b` as (K, V, targets, values)."""
    steps: tuple[Any, ...] = getattr(sentence, "steps", ())
    rule = steps[0] if len(steps) == 1 else None
    if not isinstance(rule, n.If) or rule.otherwise is not None:
        return None
    cond = rule.cond
    if not isinstance(cond, n.Compare) or cond.op != "==" or not isinstance(cond.right, n.Int):
        return None
    sets = _constant_sets(rule.then)
    return None if sets is None or cond.left in sets[0] else (cond.left, cond.right, *sets)


def _continues(first: tuple[Any, ...], row: tuple[Any, ...], values: list[Any]) -> bool:
    """Whether a row belongs to the table `first` began: the same number, the same targets, a value not seen."""
    return row[0] == first[0] and row[2] == first[2] and row[1] not in values


def by_value(sentences: tuple[Any, ...]) -> tuple[Any, ...]:
    """Runs of two or more sentences `if K is V: set A to a, set B to b …`, with the same K and the same targets
    in the same order, folded into one `ByValue` table (other sentences unchanged)."""
    out: list[Any] = []
    run: list[tuple[Any, tuple[Any, Any, tuple[Any, ...], tuple[Any, ...]]]] = []

    def close() -> None:
        if len(run) >= 2:
            key, _, targets, _ = run[0][1]
            out.append(ByValue(key, targets, tuple((row[1], row[3]) for _, row in run)))
        else:
            out.extend(sentence for sentence, _ in run)
        run.clear()

    for sentence in sentences:
        row = _by_value_row(sentence)
        if row is not None and run and not _continues(run[0][1], row, [r[1] for _, r in run]):
            close()
        if row is None:
            close()
            out.append(sentence)
        else:
            run.append((sentence, row))
    close()
    return tuple(out)
