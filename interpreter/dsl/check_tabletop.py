"""Checking dice, card sides, piles and tokens (nodes of `dsl/nodes/dice.py` and `dsl/nodes/board.py`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.diagnostics import did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check_exprs import Scope
from interpreter.dsl.vocabulary import CounterInfo, Vocabulary


class TabletopChecks:
    v: Vocabulary

    if TYPE_CHECKING:  # provided by the expression and statement checkers

        def error(self, node: n.Node, message: str, hint: str | None = None) -> None: ...
        def num(self, node: Any, scope: Scope) -> Any: ...
        def zone(self, node: Any, scope: Scope) -> Any: ...
        def one_zone(self, node: Any, scope: Scope) -> Any: ...
        def zones(self, nodes: tuple[Any, ...], scope: Scope) -> tuple[Any, ...]: ...
        def cards(self, node: Any, scope: Scope) -> Any: ...
        def card(self, node: Any, scope: Scope) -> Any: ...
        def card_filter(self, node: n.CardFilter, scope: Scope) -> n.CardFilter: ...
        def player(self, node: Any, scope: Scope, choice_ok: bool = False) -> Any: ...

    # ------------------------------------------------------------ dice and sides
    def _some(self, node: Any, scope: Scope, **more: Any) -> Any:
        """A verb on `cards`, or on `count` chosen cards of `zone` passing its filter."""
        if node.cards is not None:
            return replace(node, cards=self.cards(node.cards, scope), **more)
        return replace(
            node,
            count=self.num(node.count, scope),
            zone=self.zone(node.zone, scope),
            filter=self.card_filter(node.filter, scope),
            **more,
        )

    def verb_flip(self, node: n.Flip, scope: Scope) -> n.Flip:
        return self._some(node, scope)

    def verb_turnside(self, node: n.TurnSide, scope: Scope) -> n.TurnSide:
        return self._some(node, scope, side=self.num(node.side, scope))

    def verb_freeze(self, node: n.Freeze, scope: Scope) -> n.Freeze:
        return self._some(node, scope)

    def verb_reroll(self, node: n.Reroll, scope: Scope) -> n.Reroll:
        if node.cards is not None:
            return replace(node, cards=self.cards(node.cards, scope))
        count = self.num(node.count, scope) if node.count is not None else None
        return replace(
            node, count=count, zones=self.zones(node.zones, scope), filter=self.card_filter(node.filter, scope)
        )

    def verb_puttotal(self, node: n.PutTotal, scope: Scope) -> n.PutTotal:
        info = self.v.prop(node.prop)
        if info is None or info.type != "number":
            numbers = [p for p, i in self.v.card_properties.items() if i.type == "number"]
            self.error(node, f"'{node.prop}' is not a number on cards", did_you_mean(node.prop, numbers))
        return replace(
            node,
            most=self.num(node.most, scope),
            source=self.one_zone(node.source, scope),
            prop=info.id if info is not None else node.prop,
            least=self.num(node.least, scope),
            zone=self.one_zone(node.zone, scope),
        )

    # ------------------------------------------------------------ piles and tokens
    def _card_counter(self, node: n.Node, name: str) -> str:
        info = self.v.counter(name)
        if info is None or info.owner != "card" or info.members:
            tokens = [c for c, i in self.v.counters.items() if i.owner == "card" and not i.members]
            self.error(node, f"'{name}' is not a counter on cards (tokens)", did_you_mean(name, tokens))
            return name
        return info.id

    def verb_spread(self, node: n.Spread, scope: Scope) -> n.Spread:
        counter = self._card_counter(node, node.counter)
        return replace(node, count=self.num(node.count, scope), counter=counter, cards=self.cards(node.cards, scope))

    verb_removetokens = verb_spread

    def verb_putunder(self, node: n.PutUnder, scope: Scope) -> n.PutUnder:
        return replace(node, cards=self.cards(node.cards, scope), zone=self.one_zone(node.zone, scope))

    def _positions(self, node: n.Node, name: str) -> CounterInfo | None:
        """A counter whose positions hold piles (`piles:`) or the cards of a row (`track:`)."""
        info = self.v.counter(name)
        if info is None or not (info.piles or info.track):
            boards = [c for c, i in self.v.counters.items() if i.piles or i.track]
            self.error(node, f"'{name}' has no piles or cards at its positions", did_you_mean(name, boards))
            return None
        return info

    def pile_at(self, node: n.PileAt, scope: Scope) -> n.PileAt:
        position = self.num(node.position, scope)
        boards = [c for c, i in self.v.counters.items() if i.piles]
        if isinstance(position, n.CounterRef) and self.v.counters[position.counter].piles:
            counter = position.counter
        elif len(boards) == 1:
            counter = boards[0]  # "the stack at 1": the game's one row of piles
        else:
            counter = ""
            self.error(node, "'the stack at …' needs a position counter with 'piles:'", ", ".join(boards) or None)
        return replace(node, position=position, counter=counter)

    def cards_at(self, node: n.CardsAt, scope: Scope) -> n.CardsAt:
        info = self._positions(node, node.counter)
        low = self.num(node.low, scope) if node.low is not None else None
        high = self.num(node.high, scope) if node.high is not None else None
        return replace(node, counter=info.id if info is not None else node.counter, low=low, high=high)

    def has_same(self, node: n.HasSame, scope: Scope) -> n.HasSame:
        counter = self.v.counter(node.name)
        stat = self.v.stat(node.name)
        if counter is not None and counter.owner == "player" and not counter.members:
            found = counter.id
        elif stat is not None:
            found = stat
        else:
            known = [c for c, i in self.v.counters.items() if i.owner == "player"] + sorted(self.v.stats)
            self.error(node, f"'{node.name}' is not a number each player has", did_you_mean(node.name, known))
            found = node.name
        return replace(node, name=found, other=self.player(node.other, scope))
