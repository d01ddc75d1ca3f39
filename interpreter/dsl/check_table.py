"""Checking the table verbs, tokens on cards, re-rolls, the first player and rotations."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.diagnostics import did_you_mean
from interpreter.dsl import nodes as n

if TYPE_CHECKING:
    from interpreter.content.source import Located
    from interpreter.diagnostics import Diagnostics
    from interpreter.dsl.check_exprs import Scope
    from interpreter.dsl.vocabulary import Vocabulary

CHOICE_VERBS = (n.ChooseCard, n.Play, n.Discard, n.Give, n.Take, n.PlayFor, n.Reveal, n.Draw, n.Move)


class TableChecks:
    v: Vocabulary
    text: Located
    diagnostics: Diagnostics

    if TYPE_CHECKING:  # provided by the other checkers

        def error(self, node: n.Node, message: str, hint: str | None = None) -> None: ...
        def card(self, node: Any, scope: Scope) -> Any: ...
        def cards(self, node: Any, scope: Scope) -> Any: ...
        def num(self, node: Any, scope: Scope) -> Any: ...
        def chain(self, node: n.Chain, scope: Scope) -> tuple[n.Chain, Scope]: ...
        def player(self, node: Any, scope: Scope, choice_ok: bool = False) -> Any: ...
        def variables(self, scope: Scope) -> dict[str, str]: ...

    def rotation(self, node: n.Rotation, scope: Scope) -> n.Rotation:
        first = node.body.steps[0] if node.body.steps else None
        if not (isinstance(first, n.Do) and first.subject is None and not first.may and first.verbs):
            self.error(node, "'in turns from …:' starts with a choice the player makes, such as 'choose a card in …'")
        elif not isinstance(first.verbs[0], CHOICE_VERBS):
            self.error(
                first,
                "'in turns from …:' starts with a choice (choose, play, discard, draw …): "
                "a player who cannot make it is passed over",
            )
        body, _ = self.chain(node.body, scope)
        return replace(node, start=self.player(node.start, scope), body=body)

    def card_variable(self, node: n.Node, name: str, scope: Scope) -> None:
        if self.variables(scope).get(name) != "card":
            cards = [k for k, t in self.variables(scope).items() if t == "card"]
            self.error(node, f"'the {name}' is not a card variable here", did_you_mean(name, cards))

    def verb_choosecard(self, node: n.ChooseCard, scope: Scope) -> n.ChooseCard:
        self.card_variable(node, node.name, scope)
        if node.sided and not self.v.shapes:
            self.error(node, "'either side up' turns a card that carries a shape: the game's table has no shapes")
        return replace(node, cards=self.cards(node.cards, scope))

    def piece(self, node: Any, scope: Scope) -> Any:
        if not self.v.table:
            self.error(node, "pieces need a table: add a 'table:' section to the game file")
        return self.card(node, scope)

    def verb_placeshape(self, node: n.PlaceShape, scope: Scope) -> n.PlaceShape:
        return replace(node, shape=self.piece(node.shape, scope), piece=self.piece(node.piece, scope))

    def verb_placefinal(self, node: n.PlaceFinal, scope: Scope) -> n.PlaceFinal:
        return replace(node, piece=self.piece(node.piece, scope))

    def verb_turnpiece(self, node: n.TurnPiece, scope: Scope) -> n.TurnPiece:
        up_to = self.num(node.up_to, scope) if node.up_to is not None else None
        return replace(node, piece=self.piece(node.piece, scope), up_to=up_to)

    def verb_reroll(self, node: n.Reroll, scope: Scope) -> n.Reroll:
        return replace(node, cards=self.cards(node.cards, scope))

    def verb_passfirst(self, node: n.PassFirst, scope: Scope) -> n.PassFirst:
        return node

    def verb_cardcount(self, node: n.CardCount, scope: Scope) -> n.CardCount:
        info = self.v.counter(node.counter)
        if info is None or info.owner != "card":
            on_cards = [c for c, i in self.v.counters.items() if i.owner == "card" and not i.members]
            self.error(node, f"'{node.counter}' is not a counter on cards", did_you_mean(node.counter, on_cards))
        count = self.num(node.count, scope) if node.count is not None else None
        counter = info.id if info is not None else node.counter
        return replace(node, counter=counter, card=self.card(node.card, scope), count=count)

    def spatial(self, node: n.Spatial, scope: Scope) -> n.Spatial:
        distance = self.num(node.distance, scope) if node.distance is not None else None
        return replace(node, card=self.piece(node.card, scope), distance=distance)

    def on_table(self, node: n.OnTable, scope: Scope) -> n.OnTable:
        return replace(node, card=self.piece(node.card, scope))
