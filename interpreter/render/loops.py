"""Loops and a pair of conditions said as one sentence, as a person writes them:

- "resolve the end-of-round effect of each card in all players' play areas", not "for each card in all players'
  play areas: resolve the end-of-round effect of that card";
- "give 1 card from your viewing pile to each other player", not "for each other player: give 1 card from your
  viewing pile to that player";
- "if you alone have the most gems, …", not "if exactly one player has the most gems and that player is
  you, …";
- "choose one: if A, …; or if B, …", not "if A or B, choose one: if A, …; or if B, …".

Like the idioms in `idioms.py`, shapes recognised in the checked tree; the engine runs the loop as written.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from interpreter.dsl import nodes as n


def lone_verb(chain: Any) -> Any:
    """The one verb of a chain that is one step you take (no subject, no `may`), else None."""
    steps: tuple[Any, ...] = getattr(chain, "steps", ())
    if len(steps) != 1:
        return None
    step = steps[0]
    if not isinstance(step, n.Do) or step.subject is not None or step.may or len(step.verbs) != 1:
        return None
    return step.verbs[0]


def resolved_each(node: Any) -> n.Resolve | None:
    """`for each card in Z: resolve the E of that card`: the Resolve, so the loop reads "resolve the E of each card
    in Z"; None for any other loop."""
    verb = lone_verb(node.body) if isinstance(node, n.ForEachCard) else None
    if isinstance(verb, n.Resolve) and isinstance(verb.card, n.ThatCard):
        return verb
    return None


def given_each(node: Any) -> n.Give | None:
    """`for each P: give N … to that player`: the Give, so the loop reads "give N … to each P"; None otherwise."""
    verb = lone_verb(node.body) if isinstance(node, n.ForEach) else None
    if isinstance(verb, n.Give) and isinstance(verb.to, n.ThatPlayer) and not _names_that_player(verb.count):
        return verb
    return None


def _names_that_player(node: Any) -> bool:
    """Whether a tree speaks of "that player" (a count that differs per player cannot be said once)."""
    found = False

    def look(x: Any) -> None:
        nonlocal found
        found = found or isinstance(x, n.ThatPlayer)

    n.rewritten(node, lambda x: look(x))
    return found


def one_step(node: Any) -> bool:
    """A `repeat` whose body is one plain step ("twice: give 1 card …") reads without a colon: "give 1 card …
    twice", «дважды отдайте 1 карту …»; a body of several steps keeps its colon."""
    steps: tuple[Any, ...] = getattr(getattr(node, "body", None), "steps", ())
    return isinstance(node, n.Repeat) and len(steps) == 1 and isinstance(steps[0], n.Do)


def top_cards(node: Any) -> tuple[int, Any, Any] | None:
    """`repeat 3 times: put the top card of the deck into the pile` reads "put the top 3 cards of the deck into the
    pile": the number of cards, the `put` and the zone the cards come from; None for any other loop (a choice, a
    condition, another verb)."""
    if not one_step(node) or not (node.twice or isinstance(node.count, n.Int)):
        return None
    times = 2 if node.twice else node.count.value
    found = top_put(node.body.steps[0])
    if found is None or times < 2:
        return None
    return times, found[0], found[1]


def top_put(step: Any) -> tuple[Any, Any] | None:
    """A plain step that puts the top card of a zone somewhere: the `put` and that zone, so the same step done
    twice in a row reads "put the top 2 cards of the deck into …"; None for any other step."""
    if not isinstance(step, n.Do) or step.may or step.subject is not None or len(step.verbs) != 1:
        return None
    put = step.verbs[0]
    top = getattr(put, "cards", None)
    top = top.card if isinstance(top, n.OneCard) else top
    if not isinstance(put, n.Put) or not isinstance(top, n.TopCard):
        return None
    return put, top.zone


def may_step(node: Any) -> bool:
    """Whether a one-step `repeat` is something you may do ("twice, you may play a card …")."""
    return one_step(node) and bool(node.body.steps[0].may)


def you_alone(node: Any) -> tuple[Any, Any] | None:
    """`if exactly one player has the most Q: if that player is you: X` (neither with an `otherwise`): the test on
    Q and X, so it reads "if you alone have the most Q, X"; None for any other condition."""
    if not isinstance(node, n.If) or node.otherwise is not None or len(node.then.steps) != 1:
        return None
    cond, inner = node.cond, node.then.steps[0]
    if not (isinstance(cond, n.Quantified) and cond.quantifier == "exactly-one" and not cond.others):
        return None
    if not isinstance(cond.pred, n.HasMost | n.HasFewest) or not isinstance(inner, n.If) or inner.otherwise:
        return None
    test = inner.cond
    if not (isinstance(test, n.PlayerIs) and not test.negated and isinstance(test.player, n.ThatPlayer)):
        return None
    return (cond.pred, inner.then) if isinstance(test.other, n.You) else None


def said_in_options(node: Any) -> Any:
    """`if A or B: choose one: if A: …; or if B: …` — the outer test only says that one option can be taken, which
    the options' own tests already say: the choice alone; None for any other condition."""
    if not isinstance(node, n.If) or node.otherwise is not None or len(node.then.steps) != 1:
        return None
    choose = node.then.steps[0]
    if not isinstance(choose, n.ChooseOne):
        return None
    tests = []
    for option in choose.options:
        first = option.steps[0] if len(option.steps) == 1 else None
        if not isinstance(first, n.If) or first.otherwise is not None:
            return None
        tests.append(first.cond)
    outer = node.cond.items if isinstance(node.cond, n.Or) else (node.cond,)
    return choose if set(outer) == set(tests) else None


def counted(node: Any, game: Any) -> tuple[str, int, int, Any] | None:
    """`repeat 6 times: set the phase to the phase + 1, then …` of a counter set back at the start of each turn
    (or round): the counter, its first and last value and the rest of the body, so it reads "for each phase
    from 1 to 6 in order, …" — the counter numbers the repeats, a reader is not told to add 1 to it."""
    if not (isinstance(node, n.Repeat) and isinstance(node.count, n.Int) and len(node.body.steps) > 1):
        return None
    first = node.body.steps[0]
    if not (isinstance(first, n.Do) and first.subject is None and not first.may and len(first.verbs) == 1):
        return None
    verb = first.verbs[0]
    if not (isinstance(verb, n.Set) and isinstance(verb.target, n.CounterRef) and isinstance(verb.value, n.BinOp)):
        return None
    value = verb.value
    one = isinstance(value.right, n.Int) and value.right.value == 1
    if not (value.op == "+" and value.left == verb.target and one):
        return None
    kept = game.counter_by_id.get(verb.target.counter)
    if kept is None or kept.model.reset not in ("turn", "round"):
        return None
    return verb.target.counter, kept.start + 1, kept.start + node.count.value, n.Chain(steps=node.body.steps[1:])


def numbered(roots: list[Any], game: Any) -> set[str]:
    """Counters that only a `counted` loop changes ("for each phase from 1 to 6 in order, …"): the loop numbers
    them, the rules keep them for themselves, so the player's components list does not name them as a piece."""
    loops: dict[str, int] = {}
    sets: dict[str, int] = {}
    for root in roots:
        for node in root.walk():
            found = counted(node, game)
            if found is not None:
                loops[found[0]] = loops.get(found[0], 0) + 1
            if isinstance(node, n.Set) and isinstance(node.target, n.CounterRef):
                sets[node.target.counter] = sets.get(node.target.counter, 0) + 1
    return {counter for counter, times in loops.items() if sets.get(counter, 0) == times}


def owner_once(node: Any) -> Any:
    """`for each card …: if the owner of that card …: …` whose body names "the owner of that card" again: the test
    names them, the steps after it say "that player" ("if the owner of that card is not knocked out, …: if that
    player has …, that player chooses one"), as a person names someone once. Render only."""
    if not isinstance(node, n.ForEachCard) or len(node.body.steps) != 1 or _names_that_player(node.body):
        return node  # "that player" already names someone else here
    test = node.body.steps[0]
    owner = n.OwnerOf(card=n.ThatCard())
    if not isinstance(test, n.If) or test.otherwise is not None or owner not in test.cond.walk():
        return node
    then = n.rewritten(test.then, lambda x: n.ThatPlayer() if x == owner else None)
    return node if then is test.then else replace(node, body=n.Chain(steps=(replace(test, then=then),)))


def said_by_loss(node: Any) -> Any:
    """`if your X is more than L: lose X - L X` — the loss of what is beyond the limit is nothing when X is not beyond
    it, so the test says nothing the loss does not ("lose X beyond L"): the chain alone; None for any other shape."""
    if not isinstance(node, n.If) or node.otherwise is not None or len(node.then.steps) != 1:
        return None
    step, cond = node.then.steps[0], node.cond
    if not isinstance(step, n.Do) or step.subject is not None or step.may or len(step.verbs) != 1:
        return None
    verb = step.verbs[0]
    if not isinstance(verb, n.Lose) or not isinstance(cond, n.Compare) or cond.op != ">":
        return None
    count = verb.count
    if not (isinstance(count, n.BinOp) and count.op == "-" and isinstance(count.left, n.CounterRef)):
        return None
    same = count.left.counter == verb.counter and cond.left == count.left and cond.right == count.right
    return node.then if same else None


def loss_says_when(condition: Any, effect: Any) -> bool:
    """Whether a trigger's condition is one its only loss already says (`said_by_loss`): the book leaves it out."""
    sentences: tuple[Any, ...] = getattr(effect, "sentences", ())
    if condition is None or len(sentences) != 1 or not isinstance(sentences[0], n.Chain):
        return False
    return said_by_loss(n.If(condition, sentences[0])) is not None
