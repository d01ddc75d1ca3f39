"""Lark tree → nodes for the table, tokens on cards, re-rolls, the first player and rotations."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from interpreter.dsl import nodes as n
from interpreter.dsl.transform_exprs import name, span


@v_args(meta=True)
class TableRules(Transformer[Token, Any]):
    def rotation(self, meta: Meta, c: list[Any]) -> n.Rotation:
        return n.Rotation(c[0], c[1], span=span(meta))

    def choose_card(self, meta: Meta, c: list[Any]) -> n.ChooseCard:
        return n.ChooseCard(c[0], name(c[-1]), "either side" in c, span=span(meta))

    def either_side(self, meta: Meta, c: list[Any]) -> str:
        return "either side"

    def place_shape(self, meta: Meta, c: list[Any]) -> n.PlaceShape:
        return n.PlaceShape(c[0], c[1], span=span(meta))

    def place_final(self, meta: Meta, c: list[Any]) -> n.PlaceFinal:
        return n.PlaceFinal(c[0], span=span(meta))

    def turn_piece(self, meta: Meta, c: list[Any]) -> n.TurnPiece:
        return n.TurnPiece(c[0], c[1], span=span(meta))

    def turn_any(self, meta: Meta, c: list[Any]) -> n.TurnPiece:
        return n.TurnPiece(c[0], None, span=span(meta))

    def reroll(self, meta: Meta, c: list[Any]) -> n.Reroll:
        return n.Reroll(c[0], span=span(meta))

    def remove_tokens(self, meta: Meta, c: list[Any]) -> n.CardCount:
        return n.CardCount(name(c[1]), c[2], c[0], remove=True, span=span(meta))

    def remove_all_tokens(self, meta: Meta, c: list[Any]) -> n.CardCount:
        return n.CardCount(name(c[0]), c[1], None, remove=True, span=span(meta))

    def pass_first(self, meta: Meta, c: list[Any]) -> n.PassFirst:
        return n.PassFirst(c[0], span=span(meta))

    def first_player(self, meta: Meta, c: list[Any]) -> n.FirstPlayer:
        return n.FirstPlayer(span=span(meta))

    def touching(self, meta: Meta, c: list[Any]) -> tuple[str, n.Spatial]:
        return ("spatial", n.Spatial("touching", c[0], span=span(meta)))

    def in_path(self, meta: Meta, c: list[Any]) -> tuple[str, n.Spatial]:
        return ("spatial", n.Spatial("path", c[0], span=span(meta)))

    def within_mm(self, meta: Meta, c: list[Any]) -> tuple[str, n.Spatial]:
        return ("spatial", n.Spatial("within", c[1], c[0], span=span(meta)))

    def on_table(self, meta: Meta, c: list[Any]) -> n.OnTable:
        return n.OnTable(c[0], span=span(meta))

    def off_table(self, meta: Meta, c: list[Any]) -> n.OnTable:
        return n.OnTable(c[0], negated=True, span=span(meta))
