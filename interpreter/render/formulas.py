"""Shapes of arithmetic that read better as words than as operators (issue #10, T5).

The templates print a formula as the rules write it ("the lower of 5 and (A + B × C)"); a reader wants
"A plus B for each C (at most 5)". These helpers find the shapes, the templates word them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from interpreter.dsl import nodes as n


def bounded(node: Any) -> tuple[Any, Any] | None:
    """`the lower of 5 and X` is X with a cap, `the higher of X and 0` X with a floor: (X, the bound)."""
    if not isinstance(node, n.Extreme):
        return None
    if isinstance(node.left, n.Int) and not isinstance(node.right, n.Int):
        return node.right, node.left
    if isinstance(node.right, n.Int) and not isinstance(node.left, n.Int):
        return node.left, node.right
    return None


def plus_times(node: Any) -> tuple[Any, Any, Any] | None:
    """`12 + 4 × your X`: a fixed amount plus a multiple of a player's number, (12, 4, your X), so it reads
    "12 coins plus 4 times your X" and not "(12 + 4 × your X) coins"."""
    if not (isinstance(node, n.BinOp) and node.op == "+" and isinstance(node.left, n.Int)):
        return None
    times = node.right
    if not (isinstance(times, n.BinOp) and times.op == "*" and isinstance(times.left, n.Int)):
        return None
    if not isinstance(times.right, (n.StatRef, n.CounterRef)) or times.left.value < 2:
        return None
    return node.left, times.left, times.right


def unbounded_set(node: Any) -> tuple[Any, Any] | None:
    """`set X to the higher of (X - Y) and 0`: the setting without the bound, and the bound, so it reads
    "subtract Y from X (but not below 0)"."""
    found = bounded(node.value) if isinstance(node, n.Set) else None
    if found is None:
        return None
    return dataclasses.replace(node, value=found[0]), found[1]


def same_cards(node: Any) -> bool:
    """`(the number of dice in P whose a) + the number of dice in P whose b`: two counts of one zone's pieces,
    said once: "the number of dice in P whose a, plus the number of those whose b"."""
    if not (isinstance(node, n.BinOp) and node.op == "+"):
        return False
    left, right = node.left, node.right
    if not (isinstance(left, n.CountCards) and isinstance(right, n.CountCards)):
        return False
    a, b = left.cards, right.cards
    if not (isinstance(a, n.AllCards) and isinstance(b, n.AllCards)):
        return False
    return a.zones == b.zones and not a.except_ and not b.except_ and bool(b.filter.tests)


def neighbours(low: Any, high: Any) -> Any:
    """`from X - 1 to X + 1`: the place X and the two next to it. X, or None."""
    if not (isinstance(low, n.BinOp) and isinstance(high, n.BinOp)):
        return None
    if (low.op, high.op) != ("-", "+") or low.left != high.left:
        return None
    if low.right != n.Int(1) or high.right != n.Int(1):
        return None
    return low.left


def next_to(node: Any) -> tuple[Any, int] | None:
    """A place one before or one after another (`X - 1`, `X + 1`): (X, -1 or +1)."""
    if isinstance(node, n.BinOp) and node.op in ("+", "-") and node.right == n.Int(1):
        return node.left, 1 if node.op == "+" else -1
    return None


def either_side(node: Any) -> list[tuple[Any, bool]] | None:
    """`A(X - 1) or A(X + 1)` among the items of an Or, said once ("a neighbouring X"): the items, each with
    whether it stands for such a pair (its `X - 1` item is kept, the other left out). None when there is no pair."""
    if not isinstance(node, n.Or):
        return None
    items = list(node.items)
    near: set[int] = set()
    gone: set[int] = set()
    for i, item in enumerate(items):
        for j in range(len(items)):
            if i != j and j not in gone and i not in gone and _mirrored(item, items[j]):
                near.add(i)
                gone.add(j)
    if not near:
        return None
    return [(item, i in near) for i, item in enumerate(items) if i not in gone]


def _mirrored(a: Any, b: Any) -> bool:
    """Two conditions that differ only in a card at X - 1 in one and at X + 1 in the other."""
    if not (isinstance(a, n.CardIs) and isinstance(b, n.CardIs)):
        return False
    ca, cb = a.card, b.card
    if not (isinstance(ca, n.CardAt) and isinstance(cb, n.CardAt)):
        return False
    pa, pb = next_to(ca.position), next_to(cb.position)
    if pa is None or pb is None or pa[0] != pb[0] or {pa[1], pb[1]} != {-1, 1}:
        return False
    return dataclasses.replace(a, card=cb) == b and pa[1] == -1


@dataclasses.dataclass(frozen=True)
class RollFrom:
    """Not a DSL node: "choose a number N …, then put N random dice from A into B, then roll all of B" said as one
    step, "roll any number of A, from 0 to …; these are the B" (the rules run the three steps)."""

    count: Any  # how many, or None when the player chooses from `low` to `high`
    low: Any
    high: Any
    source: Any
    zone: Any


@dataclasses.dataclass(frozen=True)
class RollAll:
    """Not a DSL node: "put all the dice of A that … into B, then roll all of B" said as one step, "take all the dice
    of A that … and roll them (these are the B)", not "… then roll all the rolled dice"."""

    cards: Any
    zone: Any


@dataclasses.dataclass(frozen=True)
class ExchangeChosen:
    """Not a DSL node: "choose a number N from 1 to …, then lose N gems, then gain N gems" said as one step,
    "exchange 1 or 2 gems (at most what you have) for as many gems of your choice"."""

    choose: Any
    counter: str


def _exchange(items: list[Any], i: int) -> ExchangeChosen | None:
    """The exchange that starts at step i, or None."""
    chosen = _only_verb(items[i], n.ChooseNumber)
    if chosen is None or i + 2 >= len(items):
        return None
    lose, gain = _only_verb(items[i + 1], n.Lose), _only_verb(items[i + 2], n.Gain)
    named = n.VarRef(chosen.name)
    if lose is None or gain is None or lose.counter != gain.counter or not lose.count == gain.count == named:
        return None
    later = (x for item in items[i + 3 :] if isinstance(item, n.Node) for x in item.walk())
    return None if named in later else ExchangeChosen(chosen, lose.counter)  # N read again: not one exchange


@dataclasses.dataclass(frozen=True)
class KeepOne:
    """Not a DSL node: "put 1 card from A into B, then discard all cards of A" said as one step, "put one of the A
    into B and discard the rest"."""

    put: Any


def _keep_one(items: list[Any], i: int) -> KeepOne | None:
    """The keep-one that starts at step i, or None."""
    put = _only_verb(items[i], n.PutFrom)
    rest = _only_verb(items[i + 1], n.DiscardCards) if put is not None and i + 1 < len(items) else None
    if rest is None or put.random or put.face_down or put.filter != n.CardFilter() or put.count != n.Int(1):
        return None
    cards = rest.cards
    if not isinstance(cards, n.AllCards) or cards.zones != (put.source,) or cards.filter != n.CardFilter():
        return None
    return None if cards.except_ else KeepOne(put)


def rolled(steps: Any) -> list[Any]:
    """The steps of a chain with each run of taking random dice into a zone and rolling them all said as one."""
    out: list[Any] = []
    items = list(steps)
    i = 0
    while i < len(items):
        kept = _keep_one(items, i)
        if kept is not None:
            out.append(kept)
            i += 2
            continue
        exchange = _exchange(items, i)
        if exchange is not None:
            out.append(exchange)
            i += 3
            continue
        taken = _only_verb(items[i], n.Put)
        roll_all = _only_verb(items[i + 1], n.RollCards) if taken is not None and i + 1 < len(items) else None
        if (
            roll_all is not None
            and not taken.face_down
            and isinstance(taken.cards, n.AllCards)
            and isinstance(roll_all.cards, n.AllCards)
            and roll_all.cards.zones == (taken.zone,)
            and not roll_all.cards.filter.tests
        ):
            out.append(RollAll(taken.cards, taken.zone))
            i += 2
            continue
        chosen = _only_verb(items[i], n.ChooseNumber)
        start = i + 1 if chosen is not None else i
        put = _only_verb(items[start], n.PutFrom) if start < len(items) else None
        roll = _only_verb(items[start + 1], n.RollCards) if start + 1 < len(items) else None
        fits = (
            put is not None
            and roll is not None
            and put.random
            and not put.face_down
            and not put.filter.tests
            and isinstance(roll.cards, n.AllCards)
            and roll.cards.zones == (put.zone,)
            and not roll.cards.filter.tests
        )
        if fits and chosen is not None and put is not None:
            # the chosen number goes unsaid: only when nothing after the run names it
            named = n.VarRef(chosen.name)
            fits = put.count == named and repr(named) not in repr(items[start + 2 :])
        if not fits or put is None:
            out.append(items[i])
            i += 1
            continue
        if chosen is not None:
            out.append(RollFrom(None, chosen.low, chosen.high, put.source, put.zone))
        else:
            out.append(RollFrom(put.count, None, None, put.source, put.zone))
        i = start + 2
    return out


def _only_verb(step: Any, kind: type) -> Any:
    """The one verb of a plain step of yours (no one else, no "may"), if it is of that kind."""
    if isinstance(step, n.Do) and step.subject is None and not step.may and len(step.verbs) == 1:
        verb = step.verbs[0]
        return verb if isinstance(verb, kind) else None
    return None


def shared_condition(choose: Any) -> tuple[Any, Any] | None:
    """`choose one: if C: A; or if C: B`: the condition every option has, said once before the choice ("if C,
    choose one: A; or B"), and the choice without it. None when the options do not all have that one condition."""
    if not isinstance(choose, n.ChooseOne) or len(choose.options) < 2:
        return None
    conds = []
    thens = []
    for option in choose.options:
        steps = option.steps if isinstance(option, n.Chain) else ()
        only = steps[0] if len(steps) == 1 else None
        if not isinstance(only, n.If) or only.otherwise is not None:
            return None
        conds.append(only.cond)
        thens.append(only.then)
    if any(c != conds[0] for c in conds):
        return None
    return conds[0], dataclasses.replace(choose, options=tuple(thens))


def each_may_choose(node: Any) -> Any:
    """`for each player …: any number of times: that player chooses one: …`: the choice each of them may make, so it
    reads "each player … may, any number of times, choose one: …". None for any other shape."""
    if not isinstance(node, n.ForEach) or len(node.body.steps) != 1:
        return None
    again = node.body.steps[0]
    if not isinstance(again, n.AnyTimes) or len(again.body.steps) != 1:
        return None
    choose = again.body.steps[0]
    if not isinstance(choose, n.ChooseOne) or not isinstance(choose.chooser, n.ThatPlayer):
        return None
    return choose


def done_for_each(node: Any) -> bool:
    """`for each card …: <one plain step of yours that does not name that card>`: the step said first and the
    count after it, "put 1 token on X for each die …" — no colon, as a person writes it."""
    if not isinstance(node, n.ForEachCard) or len(node.body.steps) != 1:
        return False
    step = node.body.steps[0]
    if not isinstance(step, n.Do) or step.subject is not None or step.may:
        return False
    return not any(isinstance(x, (n.ThatCard, n.If, n.ChooseOne)) for x in step.walk())


def by_players(node: Any, least: int, most: int) -> list[tuple[int, int]] | None:
    """An amount made only of numbers and the number of players, worked out for each player count from `least`
    to `most` (pairs of player count and value): a card prints "3/6/9 gems (2/3/4 players)", not
    "(3 × the number of players − 3) gems". None when the amount is anything else or ignores the count."""
    if least >= most or not _has_players(node):
        return None
    found = [(players, _worked(node, players)) for players in range(least, most + 1)]
    pairs = [(players, value) for players, value in found if value is not None]
    return pairs if len(pairs) == len(found) else None


def _has_players(node: Any) -> bool:
    if isinstance(node, n.PlayerCount):
        return True
    return isinstance(node, n.BinOp) and (_has_players(node.left) or _has_players(node.right))


def _worked(node: Any, players: int) -> int | None:
    """The value of `node` with `players` players; None if it holds anything but numbers and the player count."""
    if isinstance(node, n.Int):
        return node.value
    if isinstance(node, n.PlayerCount):
        return players
    if not isinstance(node, n.BinOp) or node.op not in ("+", "-", "*"):
        return None
    left, right = _worked(node.left, players), _worked(node.right, players)
    if left is None or right is None:
        return None
    return left + right if node.op == "+" else left - right if node.op == "-" else left * right
