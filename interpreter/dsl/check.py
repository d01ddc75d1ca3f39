"""Name and type checking: parsed nodes → checked nodes, or diagnostics.

The checker resolves every name against the game's vocabulary (a `Ref` becomes a `ZoneRef`,
`CounterRef`, `StatRef` or `VarRef`; a symbol name a `SymbolValue`), checks that each piece sits
where it makes sense (a zone where a zone is needed, a number where a number is), and reports every
problem with its position and a "did you mean …?" hint. The compiler and the renderer both read
its output. Statements are here; verbs in `check_verbs.py`, expressions in `check_exprs.py`,
conditions in `check_conditions.py`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check_conditions import ConditionChecks
from interpreter.dsl.check_exprs import Scope
from interpreter.dsl.check_table import TableChecks
from interpreter.dsl.check_tabletop import TabletopChecks
from interpreter.dsl.check_verbs import VerbChecks
from interpreter.dsl.vocabulary import Vocabulary

__all__ = ["Checker", "Scope", "check"]


class Checker(VerbChecks, TableChecks, TabletopChecks, ConditionChecks):
    def __init__(self, vocabulary: Vocabulary, text: Located, diagnostics: Diagnostics):
        self.v = vocabulary
        self.text = text
        self.diagnostics = diagnostics

    # ------------------------------------------------------------ statements
    def effect(self, node: n.Effect, scope: Scope) -> n.Effect:
        sentences = []
        for sentence in node.sentences:
            checked, scope = self.chain(sentence, scope)
            sentences.append(checked)
        return replace(node, sentences=tuple(sentences))

    def chain(self, node: n.Chain, scope: Scope) -> tuple[n.Chain, Scope]:
        steps = []
        for step in node.steps:
            checked, scope = self.stmt(step, scope)
            steps.append(checked)
        return replace(node, steps=tuple(steps)), scope

    def stmt(self, node: Any, scope: Scope) -> tuple[Any, Scope]:
        if getattr(node, "orphan", False):
            self.error(
                node,
                "this verb is said of someone (its -s form), but no one is named to do it",
                "write it as an instruction for you ('draw', 'choose one'), or name the player: 'that player draws …'",
            )
        if isinstance(node, n.Do):
            subject: Any = node.subject
            if isinstance(subject, n.EachPlayer):
                subject = self.players(subject, scope)
            elif subject is not None:
                subject = self.player(subject, scope)
            verbs = []
            for verb in node.verbs:
                verbs.append(self.verb(verb, scope))
                scope = _after(verb, scope)
            return replace(node, subject=subject, verbs=tuple(verbs)), scope
        if isinstance(node, n.If):
            cond = self.cond(node.cond, scope)
            inner = replace(scope, that=scope.that or _binds_that(node.cond))
            then, _ = self.chain(node.then, inner)
            otherwise = self.chain(node.otherwise, scope)[0] if node.otherwise else None
            return replace(node, cond=cond, then=then, otherwise=otherwise), scope
        if isinstance(node, n.ChooseOne):
            named = [label for label in node.labels if label is not None]
            for label in sorted({label for label in named if named.count(label) > 1}):
                self.error(node, f"two options are labelled [{label}]: an option's label is its key, give each its own")
            chooser = self.player(node.chooser, scope) if node.chooser else None
            options = tuple(self.chain(o, scope)[0] for o in node.options)
            if chooser is not None:  # "the leader chooses one: play …": the chooser does what they chose
                options = tuple(_done_by(o, chooser) for o in options)
            return replace(node, chooser=chooser, options=options), scope
        if isinstance(node, n.Repeat):
            count = self.num(node.count, scope)
            body, _ = self.chain(node.body, scope)
            return replace(node, count=count, body=body), scope
        if isinstance(node, n.While):
            cond = self.cond(node.cond, scope)
            body, _ = self.chain(node.body, scope)
            return replace(node, cond=cond, body=body), scope
        if isinstance(node, n.ForEach):
            players = self.filter(node.players, scope)
            body, _ = self.chain(node.body, replace(scope, that=True))
            return replace(node, players=players, body=body), scope
        if isinstance(node, n.ForEachCard):
            cards = self.cards(node.cards, scope)
            body, _ = self.chain(node.body, replace(scope, card=True))
            return replace(node, cards=cards, body=body), scope
        if isinstance(node, n.Rotation):
            return self.rotation(node, scope), scope
        if isinstance(node, n.AnyTimes):
            if len(node.body.steps) != 1 or not isinstance(node.body.steps[0], n.ChooseOne):
                self.error(node, "'any number of times' repeats one 'choose one: …'")
            body, _ = self.chain(node.body, scope)
            return replace(node, body=body), scope
        raise TypeError(f"no checker for {type(node).__name__}")

    # ------------------------------------------------------------ events
    def event(self, node: n.Event, scope: Scope) -> n.Event:
        if node.window is not None and node.window not in self.v.windows:
            self.error(node, f"unknown window '{node.window}'", did_you_mean(node.window, self.v.windows))
        if node.self_ and not scope.this:
            self.error(node, "'this card' is only known in a card's own text")
        for place in (node.source, node.zone, node.into):
            if isinstance(place, n.PileAt):  # a rule waits on a zone by name, whichever pile is at a position
                self.error(place, "a rule waits on a zone by name", "name the zone of that pile, as 'piles:' lists it")
        source = self.zone(node.source, scope) if node.source is not None else None
        zone = self.zone(node.zone, scope) if node.zone is not None else None
        into = self.zone(node.into, scope) if node.into is not None else None
        return replace(node, filter=self.card_filter(node.filter, scope), source=source, zone=zone, into=into)

    # ------------------------------------------------------------ verbs
    # ------------------------------------------------------------ prices
    def price(self, node: n.Price, scope: Scope) -> n.Price:
        items = []
        for item in node.items:
            info = self.v.counter(item.counter)
            if info is None or info.owner != "player":
                self.error(
                    item,
                    f"'{item.counter}' is not a player's counter to pay with",
                    did_you_mean(item.counter, self.v.counters),
                )
                items.append(item)
                continue
            items.append(replace(item, amount=self.num(item.amount, scope), counter=info.id))
        return replace(node, items=tuple(items))


def _after(verb: Any, scope: Scope) -> Scope:
    """What a verb makes known to the steps after it."""
    if isinstance(verb, n.Play):
        return replace(scope, facts=True, card=True)
    if isinstance(verb, (n.Reveal, n.Draw, n.Discard, n.Flip, n.TurnSide, n.Reroll, n.Freeze)) or (
        isinstance(verb, n.PutFrom) and not verb.random
    ):
        return replace(scope, card=True)
    return scope


IMPERSONAL = (n.Set, n.GoTo, n.EndProcedure, n.EndTurn, n.Nothing)  # steps of the rules themselves: nobody "does" them


def _done_by(node: Any, chooser: Any) -> Any:
    """Give every step of a chosen option that has no subject the chooser as its subject."""
    if isinstance(node, n.Chain):
        return replace(node, steps=tuple(_done_by(s, chooser) for s in node.steps))
    if isinstance(node, n.Do) and node.subject is None and not all(isinstance(v, IMPERSONAL) for v in node.verbs):
        return replace(node, subject=chooser)
    if isinstance(node, n.If):
        otherwise = _done_by(node.otherwise, chooser) if node.otherwise else None
        return replace(node, then=_done_by(node.then, chooser), otherwise=otherwise)
    if isinstance(node, (n.Repeat, n.While, n.ForEachCard, n.AnyTimes)):
        return replace(node, body=_done_by(node.body, chooser))
    if isinstance(node, n.ChooseOne) and node.chooser is None:
        return replace(node, chooser=chooser, options=tuple(_done_by(o, chooser) for o in node.options))
    return node


def _binds_that(cond: Any) -> bool:
    if isinstance(cond, n.Quantified):
        return cond.quantifier != "none"
    if isinstance(cond, n.And):
        return any(_binds_that(c) for c in cond.items)
    return False


def check(
    node: Any, vocabulary: Vocabulary, text: Located, diagnostics: Diagnostics, scope: Scope | None = None
) -> Any:
    """Check a parsed node of any entry point (effect, condition, number, players)."""
    checker = Checker(vocabulary, text, diagnostics)
    scope = scope or Scope()
    if isinstance(node, n.Effect):
        return checker.effect(node, scope)
    if isinstance(node, n.EachPlayer):
        return checker.players(node, scope)
    if isinstance(node, n.Nobody):
        return node
    if isinstance(node, n.Player):
        return checker.player(node, scope)
    if isinstance(node, n.Cond):
        return checker.cond(node, scope)
    if isinstance(node, n.Event):
        return checker.event(node, scope)
    if isinstance(node, n.Price):
        return checker.price(node, scope)
    return checker.num(node, scope)
