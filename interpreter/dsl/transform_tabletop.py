"""Lark tree → nodes for dice, card sides, piles and tokens (grammar sections "dice and card sides"
and "tokens on cards"; nodes in `dsl/nodes/dice.py` and `dsl/nodes/board.py`)."""

from __future__ import annotations

from typing import Any

from lark import Transformer, v_args
from lark.tree import Meta

from interpreter.dsl import nodes as n
from interpreter.dsl.transform_exprs import card_filter_of, name, span


def _zone(children: list[Any]) -> Any:
    return next(x for x in children if isinstance(x, (n.Ref, n.PileAt)))


@v_args(meta=True)
class TabletopRules(Transformer[Any, Any]):
    # ------------------------------------------------------------ dice and sides
    def flip_cards(self, meta: Meta, c: list[Any]) -> n.Flip:
        return n.Flip(cards=c[0], span=span(meta))

    def flip_some(self, meta: Meta, c: list[Any]) -> n.Flip:
        return n.Flip(count=c[0], zone=_zone(c[1:]), filter=card_filter_of(c), span=span(meta))

    def turn_cards(self, meta: Meta, c: list[Any]) -> n.TurnSide:
        return n.TurnSide(c[-1], cards=c[0], span=span(meta))

    def turn_some(self, meta: Meta, c: list[Any]) -> n.TurnSide:
        return n.TurnSide(c[-1], count=c[0], zone=_zone(c[1:]), filter=card_filter_of(c), span=span(meta))

    def freeze_cards(self, meta: Meta, c: list[Any]) -> n.Freeze:
        return n.Freeze(cards=c[0], span=span(meta))

    def freeze_some(self, meta: Meta, c: list[Any]) -> n.Freeze:
        return n.Freeze(count=c[0], zone=_zone(c[1:]), filter=card_filter_of(c), span=span(meta))

    def reroll_cards(self, meta: Meta, c: list[Any]) -> n.Reroll:
        return n.Reroll(cards=c[0], span=span(meta))

    def reroll_some(self, meta: Meta, c: list[Any]) -> n.Reroll:
        return n.Reroll(count=c[0], zones=(_zone(c[1:]),), filter=card_filter_of(c), span=span(meta))

    def reroll_any(self, meta: Meta, c: list[Any]) -> n.Reroll:
        return n.Reroll(cards=c[0], any_number=True, span=span(meta))

    def put_total(self, meta: Meta, c: list[Any]) -> n.PutTotal:
        most, source, prop, least, zone = c
        return n.PutTotal(most, source, name(prop), least, zone, span=span(meta))

    # ------------------------------------------------------------ piles and tokens
    def pile_at(self, meta: Meta, c: list[Any]) -> n.PileAt:
        return n.PileAt(c[0], span=span(meta))

    def bottom_card(self, meta: Meta, c: list[Any]) -> n.BottomCard:
        return n.BottomCard(c[0], span=span(meta))

    def cards_at_each(self, meta: Meta, c: list[Any]) -> n.CardsAt:
        low, high = (c[1], c[2]) if len(c) == 3 else (None, None)
        return n.CardsAt(name(c[0]), low, high, span=span(meta))

    def put_under(self, meta: Meta, c: list[Any]) -> n.PutUnder:
        return n.PutUnder(c[0], c[1], span=span(meta))

    def spread(self, meta: Meta, c: list[Any]) -> n.Spread:
        return n.Spread(c[0], name(c[1]), c[2], span=span(meta))

    def remove_tokens(self, meta: Meta, c: list[Any]) -> n.RemoveTokens:
        return n.RemoveTokens(c[0], name(c[1]), c[2], span=span(meta))

    def frozen_adj(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("face", "frozen")

    def unfrozen_adj(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("face", "unfrozen")

    def has_same(self, meta: Meta, c: list[Any]) -> n.HasSame:
        return n.HasSame(name(c[0]), c[1], span=span(meta))
