"""Shapes of rules that a person says in fewer words, recognised in the checked tree (never in the text).

The engine runs the rule as written; only its wording changes. Each idiom returns the parts the templates
need, or None when the rule does not have that shape.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import counts, loops
from interpreter.render.repeats import same_for
from interpreter.render.tables import by_value

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


def kinds_choice(game: Game, choose: Any) -> tuple[str, int, Any] | None:
    """`choose one: [a→b] …; or [a→c] …; …` — one option for every kind of a counter group, or for
    every ordered pair of two different kinds, each the same rule but for the kinds — reads "choose two different
    kinds of gems: … the first kind … the second kind …".

    Returns the group, how many kinds are chosen (1 or 2) and the option with the kinds as placeholders
    (`group#0` for one chosen kind, `group#1` and `group#2` for two; the renderer names them).
    """
    if not isinstance(choose, n.ChooseOne) or len(choose.options) < 2:
        return None
    groups = [(g.id, tuple(game.counters[i].id for i in g.members)) for g in game.groups.values()]
    for group, members in groups:
        found = _same_but_kinds(choose.options, group, members, [c for c in groups if c[0] != group])
        if found is not None:
            return (group, *found)
    return None


def _own_pair(first: Any, then: Any) -> tuple[Any, Any] | None:
    """The verbs of two steps "you" take one after the other, one verb each, neither optional."""
    if not (isinstance(first, n.Do) and isinstance(then, n.Do)):
        return None
    if first.subject is not None or then.subject is not None or first.may or then.may:
        return None
    if len(first.verbs) != 1 or len(then.verbs) != 1:
        return None
    return first.verbs[0], then.verbs[0]


def swapped(first: Any, then: Any) -> Any:
    """The Lose of "lose X gems, then gain X gems" (one instruction: exchange X gems for as many of
    your choice), or None when the two steps are not that."""
    pair = _own_pair(first, then)
    if pair is None:
        return None
    lose, gain = pair
    same = isinstance(lose, n.Lose) and isinstance(gain, n.Gain) and lose.counter == gain.counter
    return lose if same and lose.count == gain.count else None


def paid_more(first: Any, then: Any) -> bool:
    """Whether "gain 1 gem, then that player pays you 1 gem" is a payment on top of the gain: said "pays you 1
    more gem", or a reader may take the two for one gem."""
    if not (isinstance(first, n.Do) and isinstance(then, n.Do)) or first.may or then.may:
        return False
    if first.subject is not None and not isinstance(first.subject, n.You):
        return False
    if then.subject is None or isinstance(then.subject, n.You) or len(first.verbs) != 1 or len(then.verbs) != 1:
        return False
    gain, pay = first.verbs[0], then.verbs[0]
    if not (isinstance(gain, n.Gain) and isinstance(pay, n.Pay)):
        return False
    return gain.counter == pay.counter and isinstance(pay.to, n.You)


def emptied(first: Any, then: Any) -> Any:
    """The Lose of "set X to your gems, then lose X gems" (one instruction: lose all your gems, X of them),
    or None when the two steps are not that."""
    pair = _own_pair(first, then)
    if pair is None:
        return None
    kept, lose = pair
    if not (isinstance(kept, n.Set) and isinstance(kept.target, n.VarRef) and isinstance(lose, n.Lose)):
        return None
    source = kept.value
    if isinstance(source, n.CounterRef) and source.owner == "you" and source.counter == lose.counter:
        return lose if lose.count == kept.target else None
    return None


def _same_but_kinds(
    options: tuple[Any, ...], group: str, members: tuple[str, ...], companions: list[tuple[str, tuple[str, ...]]]
) -> tuple[int, Any] | None:
    """`companions`: other groups whose members go with the kinds one for one ("gems per water" with water):
    an option that names the companion of its kind names `companion#0`, "points per resource of the chosen kind"."""
    kinds = [_kinds_named(option, members) for option in options]
    width = len(kinds[0])
    if width not in (1, 2) or any(len(k) != width for k in kinds):
        return None
    expected = {(m,) for m in members} if width == 1 else {(a, b) for a in members for b in members if a != b}
    if {tuple(k) for k in kinds} != expected or len(kinds) != len(expected):
        return None
    first = 0 if width == 1 else 1  # group#0: the chosen kind; group#1, group#2: the first and the second
    shapes = [
        _with_kinds(option, {kind: f"{group}#{i}" for i, kind in enumerate(k, first)})
        for option, k in zip(options, kinds, strict=True)
    ]
    if all(shape == shapes[0] for shape in shapes):
        return width, shapes[0]
    for other, partners in companions if width == 1 and len(shapes) == len(members) else []:
        if len(partners) != len(members):
            continue
        paired = [
            _with_kinds(shape, {partners[members.index(k[0])]: f"{other}#0"})
            for shape, k in zip(shapes, kinds, strict=True)
        ]
        if all(shape == paired[0] for shape in paired):
            return width, paired[0]
    return None


def _kinds_named(node: Any, members: tuple[str, ...]) -> list[str]:
    """The group's counters an option names, in the order it first names them."""
    seen: list[str] = []
    for item in node.walk():
        counter = getattr(item, "counter", None)
        if isinstance(counter, str) and counter in members and counter not in seen:
            seen.append(counter)
    return seen


def _with_kinds(node: Any, names: dict[str, str]) -> Any:
    """A copy of the tree with each named counter replaced by its placeholder."""
    return _rewritten(node, "counter", lambda value: names.get(value, value) if isinstance(value, str) else value)


def for_the_reader(node: Any) -> Any:
    """A definition said of "them" (a stat: "the total CAPACITY of the cards in their workshop") printed on its own
    has nobody for "their" to point to: the book says it to the reader ("in your workshop")."""
    return _rewritten(node, "owner", lambda value: "you" if value == "subject" else value)


def _rewritten(node: Any, name: str, change: Callable[[Any], Any]) -> Any:
    """A copy of the tree with every field called `name` changed by `change` (nodes are immutable records)."""

    def changed(x: n.Node) -> n.Node | None:
        if name not in {f.name for f in fields(x)}:
            return None
        value = getattr(x, name)
        return replace(x, **{name: change(value)}) if change(value) != value else None

    return n.rewritten(node, changed)


def shown_gain(game: Game, step: Any) -> tuple[str, Any] | None:
    """`gain the water of CARD water` — you gain what a card shows of a number of the same name — returns the
    counter and the card; a run of them reads "gain the water, earth and fire shown on CARD"."""
    if not (isinstance(step, n.Do) and step.subject is None and not step.may and len(step.verbs) == 1):
        return None
    gain = step.verbs[0]
    if not (isinstance(gain, n.Gain) and isinstance(gain.count, n.CardProp) and gain.count.prop == gain.counter):
        return None
    counter = game.counter_by_id.get(gain.counter)
    if counter is None or counter.model.level or counter.model.gained is not None:
        return None
    return gain.counter, gain.count.card


def ahead_of(target: Any, value: Any) -> tuple[Any, int, Any] | None:
    """`set the space of the player on your left to your space + 6`: another player's place set a number of
    places from yours reads "move the player on your left 6 spaces ahead of you"; from another player's
    ("… to the space of the first player + 6"), "… 6 spaces ahead of the first player" (a setup step, where
    no one is "you" yet). Returns that player, the places ahead (negative: behind) and whose place it is
    counted from (None: yours), or None when the rule is not that shape."""
    if not isinstance(target, n.CounterRef) or target.owner != "player" or target.player is None:
        return None
    if not (isinstance(value, n.BinOp) and value.op in ("+", "-") and isinstance(value.right, n.Int)):
        return None
    mine = value.left
    if not (isinstance(mine, n.CounterRef) and mine.counter == target.counter):
        return None
    if mine.owner == "you":
        base = None
    elif mine.owner == "player" and mine.player is not None and mine.player != target.player:
        base = mine.player
    else:
        return None
    return target.player, value.right.value if value.op == "+" else -value.right.value, base


def made_to(option: Any, chooser: Any) -> bool:
    """Whether an option of a choice opens with another player doing something ("… or the defender discards
    1 card"): the chooser makes them do it."""
    steps = getattr(option, "steps", None)
    first = steps[0] if steps else None
    if not isinstance(first, n.Do) or first.subject is None or isinstance(first.subject, n.You) or first.may:
        return False
    one = (n.Variable, n.ThatPlayer, n.OwnerOf, n.ActivePlayer, n.Neighbour, n.Them)
    return isinstance(first.subject, one) and first.subject != chooser


def declined_jump(sentence: Any) -> str | None:
    """Who may jump away at the end of `sentence` ("the defender may go to …"): "you" or "they", else None."""
    steps = getattr(sentence, "steps", None)
    last = steps[-1] if steps else None
    if not isinstance(last, n.Do) or not last.may or not all(isinstance(v, n.GoTo) for v in last.verbs):
        return None
    return "you" if last.subject is None or isinstance(last.subject, n.You) else "they"


def each_who(node: Any, they: Callable[[Any], str | None]) -> tuple[str | None, tuple[Any, ...]] | None:
    """`for each player [who P]: that player does X, then that player does Y` reads "each player [who P]
    does X, then does Y"; `for each player: if that player's N is V: that player does X` reads "each player
    who <V's words> does X" when `they` gives words for the condition. Returns those words (None when the
    filter says who) and the steps whose verbs are said in the third person."""
    if not isinstance(node, n.ForEach) or not isinstance(node.players, n.PlayerFilter):
        return None
    steps, words = node.body.steps, None
    if len(steps) == 1 and isinstance(steps[0], n.If) and steps[0].otherwise is None and node.players.who is None:
        words = they(steps[0].cond)
        if words is None or not _about_them(steps[0].cond):
            return None
        steps = steps[0].then.steps
    if not all(isinstance(s, n.Do) and isinstance(s.subject, n.ThatPlayer) and not s.may for s in steps):
        return None
    return words, steps


def _about_them(cond: Any) -> bool:
    return isinstance(cond, n.Compare) and isinstance(getattr(cond.left, "player", None), n.ThatPlayer)


def numbers_choice(choose: Any) -> tuple[Any, list[int]] | None:
    """`choose one: set X to 1; or set X to 2; …` — each option only sets one number to a value — reads
    "choose 1, 2, 3 or 4 as X": the number and its values."""
    target: Any = None
    values: list[int] = []
    for option in choose.options:
        steps: tuple[Any, ...] = getattr(option, "steps", ())
        step = steps[0] if len(steps) == 1 else None
        if not isinstance(step, n.Do) or step.subject is not None or step.may or len(step.verbs) != 1:
            return None
        verb = step.verbs[0]
        if not isinstance(verb, n.Set) or not isinstance(verb.value, n.Int) or target not in (None, verb.target):
            return None
        target = verb.target
        values.append(verb.value.value)
    return (target, values) if target is not None and len(values) >= 2 else None


def _lone_set(chain: Any) -> Any:
    """The Set of a chain that is one step you take: one `set X to V`, nothing else."""
    verb = loops.lone_verb(chain)
    return verb if isinstance(verb, n.Set) else None


def marked_each(node: Any, marked: Callable[[Any, Any], str | None]) -> str | None:
    """`for each card in Z: set the X of that card to V` with V a state the data names reads "mark each card in Z
    as <V>": the state's words, or None when the loop is not that shape."""
    verb = _lone_set(node.body) if isinstance(node, n.ForEachCard) else None
    if verb is None or not isinstance(verb.target, n.CardProp) or not isinstance(verb.target.card, n.ThatCard):
        return None
    return marked(verb.target, verb.value)


def stated(chain: Any, fact: Callable[[Any, Any], str | None]) -> str | None:
    """The clause of a chain that only sets a number to a value the data names: `if C: set the out to 1` reads
    "if C, you are out", a rule of what holds rather than "note that you are out"."""
    verb = _lone_set(chain)
    return None if verb is None else fact(verb.target, verb.value)


def next_put(first: Any, then: Any) -> bool:
    """`put the top card of D face down onto S, then put the top card of D onto S`: the second is "the next one, face
    up, on top of it", not the same clause again with one word changed. Render only."""
    steps = (first, then)
    if not all(isinstance(s, n.Do) and s.subject is None and not s.may and len(s.verbs) == 1 for s in steps):
        return False
    a, b = first.verbs[0], then.verbs[0]
    if not (isinstance(a, n.Put) and isinstance(b, n.Put) and isinstance(a.cards, n.OneCard)):
        return False
    return isinstance(a.cards.card, n.TopCard) and (a.cards, a.zone) == (b.cards, b.zone) and a.face_down != b.face_down


def given(node: Any) -> list[tuple[Any, Any]] | None:
    """A setup rule that only sets shared numbers to plain values (`set the bonus to 1, then set the malus to 0`):
    the pairs, so the book states them as what holds in this game ("The bonus is 1 and the malus is 0."), not as
    engine assignments. None for any other rule."""
    sentences = node.sentences if isinstance(node, n.Effect) else ()
    if len(sentences) != 1 or not isinstance(sentences[0], n.Chain):
        return None
    pairs = []
    for step in sentences[0].steps:
        if not isinstance(step, n.Do) or step.subject is not None or step.may:
            return None
        for verb in step.verbs:
            if not (isinstance(verb, n.Set) and isinstance(verb.target, n.CounterRef)):
                return None
            if verb.target.owner != "table" or not isinstance(verb.value, n.Int):
                return None
            pairs.append((verb.target, verb.value))
    return pairs or None


def one_condition(game: Game, rule: Any) -> n.If | None:
    """`if A: if B: X`, neither with an `otherwise`, reads as one condition: "if A and B, X" (an `or`
    inside is bracketed by the `and`), not "if A, if B, X". None when the rule is not such a pair."""
    if not isinstance(rule, n.If) or rule.otherwise is not None or len(rule.then.steps) != 1:
        return None
    inner = rule.then.steps[0]
    if not isinstance(inner, n.If) or inner.otherwise is not None or once_per_turn(game, inner) is not None:
        return None
    if once_per_turn(game, rule) is not None:
        return None
    items = [c for cond in (rule.cond, inner.cond) for c in (cond.items if isinstance(cond, n.And) else (cond,))]
    return n.If(n.And(tuple(items)), inner.then)


def either_way(sentences: tuple[Any, ...], fact: Callable[[Any, Any], str | None]) -> tuple[Any, ...]:
    """`…, then set X to A. if C: set X to B` — a number with named values set one way, then the other under a
    condition — reads "…. If C, <B>; otherwise, <A>": the rule says once which holds when.

    A condition that reads the number itself is left as written: it sees the value just set.
    Returns the sentences with each such pair joined into one `if` with an `otherwise` (unchanged when none is)."""
    out: list[Any] = []
    for sentence in sentences:
        steps: tuple[Any, ...] = getattr(sentence, "steps", ())
        rule: Any = steps[0] if len(steps) == 1 else None
        before = out[-1] if out else None
        last = before.steps[-1] if isinstance(before, n.Chain) and before.steps else None
        first = _lone_set(n.Chain((last,))) if last is not None else None
        then = _lone_set(rule.then) if isinstance(rule, n.If) and rule.otherwise is None else None
        if (
            first is None
            or then is None
            or first.target != then.target
            or first.value == then.value
            or fact(first.target, first.value) is None
            or fact(then.target, then.value) is None
            or first.target in rule.cond.walk()  # "set X to 0. if X is 0: …" reads X after the set
        ):
            out.append(sentence)
            continue
        assert isinstance(before, n.Chain) and isinstance(rule, n.If) and last is not None
        joined = replace(rule, otherwise=n.Chain((last,)))
        out[-1:] = (
            [replace(before, steps=before.steps[:-1]), n.Chain((joined,))]
            if len(before.steps) > 1
            else [n.Chain((joined,))]
        )
    return tuple(out)


def spoken(
    sentences: tuple[Any, ...], fact: Callable[[Any, Any], str | None], row: dict[str, tuple[str, int]] | None = None
) -> tuple[Any, ...]:
    """The sentences of an effect as a person says them: `either_way` pairs joined, `by_value` runs tabled, and
    a sentence said for each pile of a row (`row`: `repeats.piles`) said once."""
    return counts.one_left(by_value(either_way(same_for(sentences, row or {}), fact)))
