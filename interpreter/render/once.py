"""A card named once: the test of a card just named and an act on it read with the test after the act
("reveal a face-down card …, then discard it if it is not golden"), not "if that card is …, discard that card"."""

from __future__ import annotations

from typing import Any

from interpreter.dsl import nodes as n
from interpreter.records import record


def discarded_if(node: Any) -> bool:
    """`if it is not golden: discard it`, the test of a card just named and the discard of that card, reads with
    the test after the act — "discard it if it is not golden" — and the card named once (`it_said`)."""
    if not isinstance(node, n.If) or node.otherwise is not None:
        return False
    cond = node.cond
    if not (isinstance(cond, n.CardIs) and isinstance(cond.card, n.ThatCard) and cond.kind and cond.face is None):
        return False
    steps = getattr(node.then, "steps", None)
    if not steps or len(steps) != 1 or not isinstance(steps[0], n.Do) or len(steps[0].verbs) != 1:
        return False
    verb = steps[0].verbs[0]
    cards = verb.cards if isinstance(verb, n.DiscardCards) else None
    return isinstance(cards, n.OneCard) and isinstance(cards.card, n.ThatCard)


def it_said(lang: str, act: str, cond: str) -> str | None:
    """ "discard it if it is not golden" / «сбросьте её, если это не золотая карта» from the act and the test
    as rendered ("discard that card", "that card is not golden"); None if they do not read that way."""
    if lang == "en":
        if not (act.endswith(" that card") and cond.startswith("that card ")):
            return None
        return f"{act[: -len('that card')]}it if it {cond[len('that card ') :]}"
    noun = next((w for w in (" эту карту", " ту карту") if act.endswith(w)), None)
    subject = next((w for w in ("эта карта — ", "та карта — ", "эта карта ", "та карта ") if cond.startswith(w)), None)
    if noun is None or subject is None:
        return None
    return f"{act[: -len(noun)]} её, если это {cond[len(subject) :]}"


@record
class ItsProp(n.Node):
    """A render-only value: the property of the card the condition just named, said "its Damage" / «её Урон»
    (`name`: the card variable, whose word gives the pronoun's gender)."""

    prop: str
    name: str


@record
class ResolveIts(n.Node):
    """A render-only verb: resolve an effect of the card the condition just named, "resolve its reward"."""

    effect: str
    name: str


def its_then(node: Any) -> Any:
    """The `then` of `if the X is K: … the P of the X …` with that property said "its P", the card named once
    ("if the card that opened the duel is a Spell card, add its Power to the total", not "… add the
    Power of the card that opened the duel …"); None for any other shape."""
    if not isinstance(node, n.If) or node.otherwise is not None:
        return None
    cond = node.cond
    if not (isinstance(cond, n.CardIs) and isinstance(cond.card, n.CardVar)):
        return None
    card = cond.card

    def change(x: n.Node) -> n.Node | None:
        if isinstance(x, n.CardProp) and x.card == card:
            return ItsProp(x.prop, card.name)
        return ResolveIts(x.effect, card.name) if isinstance(x, n.Resolve) and x.card == card else None

    said = n.rewritten(node.then, change)
    return None if said is node.then else said
