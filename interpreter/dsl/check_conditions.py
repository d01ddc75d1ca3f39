"""Checking conditions: comparisons, "has", "is", "can", quantifiers, and what a player has.

A condition is checked where it stands, so a quantifier ("if exactly one player has …") lets its
predicate say "that player"; the numbers, zones and cards inside are checked by `check_exprs.py`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from interpreter.diagnostics import did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check_exprs import ExpressionChecks, Scope


class ConditionChecks(ExpressionChecks):
    def cond(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.Compare):
            left = self.num(node.left, scope)
            right: Any = node.right
            labelled = self.v.prop(left.prop) if isinstance(left, n.CardProp) else None
            bare = isinstance(right, n.NamedValue)  # "the king" is a counter, a stat or a variable, never a label
            value = labelled.label_value(right.name) if labelled is not None and bare else None
            if value is not None:  # "if the PROPERTY of the played card is LABEL": a number named by its label
                return replace(node, left=left, right=n.Int(value, span=right.span))
            return replace(node, left=left, right=self.num(right, scope))
        if isinstance(node, n.IsEmpty):
            return replace(node, zone=self.one_zone(node.zone, scope))
        if isinstance(node, n.CardIs) and isinstance(node.card, n.CardProp) and isinstance(node.kind, n.NamedValue):
            labelled = self.v.prop(node.card.prop)
            value = labelled.label_value(node.kind.name) if labelled is not None else None
            if value is not None:  # "the PROPERTY of the top card of the pile is (not) LABEL": a number by its label
                compared = n.Compare(node.card, "!=" if node.negated else "==", n.Int(value, span=node.kind.span))
                return self.cond(replace(compared, span=node.span), scope)
        if isinstance(node, n.CardIs):
            kind = self.value(node.kind, scope) if node.kind is not None else None
            return replace(node, card=self.card(node.card, scope), kind=kind)
        if isinstance(node, n.PaidWith):
            info = self.v.counter(node.part)
            if info is None or info.owner != "player":
                self.error(
                    node,
                    f"'{node.part}' is not a player's counter to pay with",
                    did_you_mean(node.part, self.v.counters),
                )
                return node
            if info.id not in self.v.price_parts:
                parts = ", ".join(sorted(self.v.price_parts)) or "none: no card's price is 'one or more of …'"
                self.error(node, f"no card's price has '{info.id}' as a part to buy (the parts: {parts})")
            return replace(node, card=self.card(node.card, scope), part=info.id)
        if isinstance(node, n.PlayerHas):
            return replace(node, player=self.player(node.player, scope), pred=self.pred(node.pred, scope))
        if isinstance(node, n.PlayerIs):
            return replace(node, player=self.player(node.player, scope), other=self.player(node.other, scope))
        if isinstance(node, n.Quantified):
            return replace(node, pred=self.pred(node.pred, replace(scope, that=True)))
        if isinstance(node, n.EndShows):
            zone = self.zone(node.zone, scope)
            if isinstance(zone, n.ZoneRef) and self.v.zones[zone.zone].order != "chain":
                self.error(node.zone, f"'{zone.zone}' has no ends: only a zone with 'order: chain' has two open ends")
            return replace(node, zone=zone, value=self.value(node.value, scope))
        if isinstance(node, n.Can):
            return replace(node, player=self.player(node.player, scope), verb=self.can_verb(node.verb, scope))
        if isinstance(node, n.OnTable):
            return self.on_table(node, scope)  # type: ignore[attr-defined]
        if isinstance(node, n.Not):
            return replace(node, cond=self.cond(node.cond, scope))
        if isinstance(node, (n.And, n.Or)):
            return replace(node, items=tuple(self.cond(c, scope) for c in node.items))
        raise TypeError(f"no checker for {type(node).__name__}")

    def can_verb(self, verb: Any, scope: Scope) -> Any:  # pragma: no cover - provided by the statement checker
        raise NotImplementedError

    def pred(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.AllOf):
            return replace(node, items=tuple(self.pred(item, scope) for item in node.items))
        if isinstance(node, n.HasSame):
            return self.has_same(node, scope)
        if isinstance(node, n.IsWithin):
            counter = self.v.counter(node.counter)
            stat = self.v.stat(node.counter)
            if stat is None and (counter is None or counter.owner != "player" or counter.members):
                known = [c for c, i in self.v.counters.items() if i.owner == "player"] + sorted(self.v.stats)
                self.error(
                    node,
                    f"'{node.counter}' is not a number of each player, so it has no distances",
                    did_you_mean(node.counter, known),
                )
            return replace(
                node,
                amount=self.num(node.amount, scope),
                counter=stat or (counter.id if counter else node.counter),
                of=self.player(node.of, scope),
            )
        quantity = node.quantity
        stat = self.v.stat(quantity.counter) if isinstance(quantity, n.CounterQuantity) else None
        if isinstance(quantity, n.CardsIn):
            self.player_zone_name(quantity, quantity.zone)
        elif (
            isinstance(node, n.HasMost | n.HasFewest) and stat is not None and self.v.counter(quantity.counter) is None
        ):
            quantity = n.StatQuantity(stat, span=quantity.span)  # "who has the highest total": worked out for each
        else:
            quantity = replace(quantity, counter=self.player_counter(quantity, quantity.counter))
        if isinstance(node, n.HasAtLeast):
            return replace(node, amount=self.num(node.amount, scope), quantity=quantity)
        return replace(node, quantity=quantity)
