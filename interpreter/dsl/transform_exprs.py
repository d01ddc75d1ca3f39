"""Lark tree → nodes: players, references, cards, symbols, conditions and numbers."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from interpreter.dsl import nodes as n


def span(meta: Meta) -> n.Span:
    if getattr(meta, "empty", True):
        return n.NO_SPAN
    return n.Span(meta.start_pos, meta.end_pos)


def name(token: Any) -> str:
    assert isinstance(token, Token), token
    return str(token)


def tagged(children: list[Any], tag: str) -> Any:
    return next((c[1] for c in children if isinstance(c, tuple) and c and c[0] == tag), None)


def card_filter_of(children: list[Any]) -> n.CardFilter:
    """The card filter a rule's children spell out: symbols (`kinds`), a face, `whose …` tests."""
    return n.CardFilter(tagged(children, "kinds") or (), tagged(children, "face"), tagged(children, "where") or ())


@v_args(meta=True)
class ExpressionRules(Transformer[Token, Any]):
    """Transformer methods for everything that is not a statement or a verb."""

    # ------------------------------------------------------------ players
    def you(self, meta: Meta, c: list[Any]) -> n.You:
        return n.You(span=span(meta))

    def active_player(self, meta: Meta, c: list[Any]) -> n.ActivePlayer:
        return n.ActivePlayer(span=span(meta))

    def owner_of(self, meta: Meta, c: list[Any]) -> n.OwnerOf:
        return n.OwnerOf(c[0], span=span(meta))

    def them(self, meta: Meta, c: list[Any]) -> n.Them:
        return n.Them(span=span(meta))

    def that_player(self, meta: Meta, c: list[Any]) -> n.ThatPlayer:
        return n.ThatPlayer(span=span(meta))

    def neighbour(self, meta: Meta, c: list[Any]) -> n.Neighbour:
        if len(c) > 2:  # "the player on the left of PLAYER"
            return n.Neighbour("player", c[1], c[2], span=span(meta))
        return n.Neighbour(c[0], c[1], span=span(meta))

    def side_of_you(self, meta: Meta, c: list[Any]) -> str:
        return "you"

    def side_of_subject(self, meta: Meta, c: list[Any]) -> str:
        return "subject"

    def left(self, meta: Meta, c: list[Any]) -> str:
        return "left"

    def right(self, meta: Meta, c: list[Any]) -> str:
        return "right"

    def choose_any_player(self, meta: Meta, c: list[Any]) -> n.ChoosePlayer:
        return n.ChoosePlayer(False, tagged(c, "who"), span=span(meta))

    def choose_other_player(self, meta: Meta, c: list[Any]) -> n.ChoosePlayer:
        return n.ChoosePlayer(True, tagged(c, "who"), span=span(meta))

    def choose_opponent(self, meta: Meta, c: list[Any]) -> n.ChoosePlayer:
        return n.ChoosePlayer(True, tagged(c, "who"), rivals=True, span=span(meta))

    def partner_of_you(self, meta: Meta, c: list[Any]) -> n.Partner:
        return n.Partner(n.You(span=span(meta)), span=span(meta))

    def partner_of_subject(self, meta: Meta, c: list[Any]) -> n.Partner:
        return n.Partner(n.Them(span=span(meta)), span=span(meta))

    def partner_of(self, meta: Meta, c: list[Any]) -> n.Partner:
        return n.Partner(c[0], span=span(meta))

    def variable(self, meta: Meta, c: list[Any]) -> n.Variable:
        return n.Variable(name(c[0]), span=span(meta))

    def each_player(self, meta: Meta, c: list[Any]) -> n.EachPlayer:
        return n.EachPlayer(c[0], span=span(meta))

    def player_filter(self, meta: Meta, c: list[Any]) -> n.PlayerFilter:
        return n.PlayerFilter(False, tagged(c, "except") or (), tagged(c, "who"), tagged(c, "from"), span=span(meta))

    def other_players(self, meta: Meta, c: list[Any]) -> n.PlayerFilter:
        return n.PlayerFilter(True, (), tagged(c, "who"), tagged(c, "from"), span=span(meta))

    def opponents(self, meta: Meta, c: list[Any]) -> n.PlayerFilter:
        return n.PlayerFilter(True, (), tagged(c, "who"), tagged(c, "from"), rivals=True, span=span(meta))

    def except_(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("except", tuple(c))

    def who(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("who", c[0] if len(c) == 1 else n.AllOf(tuple(c), span=span(meta)))

    def from_(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("from", c[0])

    # ------------------------------------------------------------ references
    def zone(self, meta: Meta, c: list[Any]) -> n.Ref:
        return c[0]

    def ref_of_you(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("you", name(c[0]), span=span(meta))

    def ref_of_subject(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("subject", name(c[0]), span=span(meta))

    def ref_of_card(self, meta: Meta, c: list[Any]) -> n.CardProp:
        return n.CardProp(name(c[0]), n.ThatCard(span=span(meta)), span=span(meta))

    def ref_of(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("player", name(c[1]), c[0], span=span(meta))

    def ref_of_all(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("all", name(c[0]), span=span(meta))

    def ref_of_opponents(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("others", name(c[0]), span=span(meta))

    def ref_of_rev(self, meta: Meta, c: list[Any]) -> n.Ref | n.CardProp:
        target = c[1]
        if isinstance(target, n.Player):
            return n.Ref("player", name(c[0]), target, span=span(meta))
        return n.CardProp(name(c[0]), target, span=span(meta))

    def ref_shared(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("table", name(c[0]), span=span(meta))

    # ------------------------------------------------------------ cards
    def played_card(self, meta: Meta, c: list[Any]) -> n.PlayedCard:
        return n.PlayedCard(span=span(meta))

    def joined_card(self, meta: Meta, c: list[Any]) -> n.JoinedCard:
        return n.JoinedCard(span=span(meta))

    def top_card(self, meta: Meta, c: list[Any]) -> n.TopCard:
        return n.TopCard(c[0], span=span(meta))

    def that_card(self, meta: Meta, c: list[Any]) -> n.ThatCard:
        return n.ThatCard(span=span(meta))

    def this_card(self, meta: Meta, c: list[Any]) -> n.ThisCard:
        return n.ThisCard(span=span(meta))

    def card_at(self, meta: Meta, c: list[Any]) -> n.CardAt:
        return n.CardAt(c[0], span=span(meta))

    def card_var(self, meta: Meta, c: list[Any]) -> n.CardVar:
        return n.CardVar(name(c[0]), span=span(meta))

    def all_cards(self, meta: Meta, c: list[Any]) -> n.AllCards:
        cards: n.AllCards = c[0]
        excepts = tuple(c[1]) if len(c) > 1 else ()
        return n.AllCards(cards.zones, cards.filter, excepts, span=span(meta))

    def except_cards(self, meta: Meta, c: list[Any]) -> list[Any]:
        return c

    def one_card(self, meta: Meta, c: list[Any]) -> n.OneCard:
        return n.OneCard(c[0], span=span(meta))

    def card_set(self, meta: Meta, c: list[Any]) -> n.AllCards:
        face = tagged(c, "face")
        kinds = tagged(c, "kinds")
        tests = tagged(c, "where") or ()
        zones = tagged(c, "zones")
        spatial = tagged(c, "spatial")
        other = tagged(c, "other") is not None
        return n.AllCards(zones, n.CardFilter(kinds or (), face, tests, other, spatial), span=span(meta))

    def other_cards(self, meta: Meta, c: list[Any]) -> tuple[str, bool]:
        return ("other", True)

    def zones(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("zones", tuple(c))

    def face_up(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("face", "up")

    def face_down_adj(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("face", "down")

    def kinds(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("kinds", tuple(n.NamedValue(name(t), span=n.Span(t.start_pos, t.end_pos)) for t in c))

    def card_where(self, meta: Meta, c: list[tuple[n.PropTest, ...]]) -> tuple[str, Any]:
        if len(c) == 1:
            return ("where", c[0])
        options = tuple(n.CardFilter(tests=tests, span=tests[0].span) for tests in c)
        return ("where", (n.EitherTest(options, span=span(meta)),))

    def where_all(self, meta: Meta, c: list[n.PropTest]) -> tuple[n.PropTest, ...]:
        return tuple(c)

    def where_test(self, meta: Meta, c: list[Any]) -> n.PropTest:
        return n.PropTest(name(c[0]), c[1], c[2], span=span(meta))

    # ------------------------------------------------------------ symbols
    def value_named(self, meta: Meta, c: list[Any]) -> n.NamedValue:
        return n.NamedValue(name(c[0]), span=span(meta))

    def joining_value(self, meta: Meta, c: list[Any]) -> n.JoiningValue:
        return n.JoiningValue(name(c[0]), span=span(meta))

    # ------------------------------------------------------------ conditions
    def cond_or(self, meta: Meta, c: list[Any]) -> n.Or:
        return n.Or(tuple(c), span=span(meta))

    def cond_and(self, meta: Meta, c: list[Any]) -> n.And:
        return n.And(tuple(c), span=span(meta))

    def cond_negate(self, meta: Meta, c: list[Any]) -> n.Not:
        return n.Not(c[0], span=span(meta))

    def compare(self, meta: Meta, c: list[Any]) -> n.Compare:
        return n.Compare(c[0], c[1], c[2], span=span(meta))

    def ge(self, meta: Meta, c: list[Any]) -> str:
        return ">="

    def le(self, meta: Meta, c: list[Any]) -> str:
        return "<="

    def gt(self, meta: Meta, c: list[Any]) -> str:
        return ">"

    def lt(self, meta: Meta, c: list[Any]) -> str:
        return "<"

    def eq(self, meta: Meta, c: list[Any]) -> str:
        return "=="

    def ne(self, meta: Meta, c: list[Any]) -> str:
        return "!="

    def zone_empty(self, meta: Meta, c: list[Any]) -> n.IsEmpty:
        return n.IsEmpty(c[0], False, span=span(meta))

    def zone_not_empty(self, meta: Meta, c: list[Any]) -> n.IsEmpty:
        return n.IsEmpty(c[0], True, span=span(meta))

    def card_is(self, meta: Meta, c: list[Any]) -> n.CardIs:
        return n.CardIs(c[0], n.NamedValue(name(c[1]), span=span(meta)), span=span(meta))

    def card_is_not(self, meta: Meta, c: list[Any]) -> n.CardIs:
        return n.CardIs(c[0], n.NamedValue(name(c[1]), span=span(meta)), negated=True, span=span(meta))

    def card_paid_with(self, meta: Meta, c: list[Any]) -> n.PaidWith:
        return n.PaidWith(c[0], name(c[1]), span=span(meta))

    def card_face_up(self, meta: Meta, c: list[Any]) -> n.CardIs:
        return n.CardIs(c[0], None, "up", span=span(meta))

    def card_face_down(self, meta: Meta, c: list[Any]) -> n.CardIs:
        return n.CardIs(c[0], None, "down", span=span(meta))

    def player_is(self, meta: Meta, c: list[Any]) -> n.PlayerIs:
        return n.PlayerIs(c[0], c[1], span=span(meta))

    def player_is_not(self, meta: Meta, c: list[Any]) -> n.PlayerIs:
        return n.PlayerIs(c[0], c[1], negated=True, span=span(meta))

    def player_has(self, meta: Meta, c: list[Any]) -> n.PlayerHas:
        return n.PlayerHas(c[0], c[1], span=span(meta))

    def exactly_one(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("exactly-one", c[0], span=span(meta))

    def some_player(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("some", c[0], span=span(meta))

    def some_opponent(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("some", c[0], others=True, span=span(meta))

    def no_player(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("none", c[0], span=span(meta))

    def no_opponent(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("none", c[0], others=True, span=span(meta))

    def end_shows(self, meta: Meta, c: list[Any]) -> n.EndShows:
        return n.EndShows(c[0], c[1], span=span(meta))

    def can(self, meta: Meta, c: list[Any]) -> n.Can:
        return n.Can(c[0], c[1], False, span=span(meta))

    def cannot(self, meta: Meta, c: list[Any]) -> n.Can:
        return n.Can(c[0], c[1], True, span=span(meta))

    def has_most(self, meta: Meta, c: list[Any]) -> n.HasMost:
        return n.HasMost(c[0], span=span(meta))

    def has_fewest(self, meta: Meta, c: list[Any]) -> n.HasFewest:
        return n.HasFewest(c[0], span=span(meta))

    def has_none(self, meta: Meta, c: list[Any]) -> n.HasNone:
        return n.HasNone(c[0], span=span(meta))

    def has_at_least(self, meta: Meta, c: list[Any]) -> n.HasAtLeast:
        return n.HasAtLeast(c[0], c[1], span=span(meta))

    def is_within(self, meta: Meta, c: list[Any]) -> n.IsWithin:
        return n.IsWithin(c[0], name(c[1]), c[2], span=span(meta))

    def cards_in(self, meta: Meta, c: list[Any]) -> n.CardsIn:
        return n.CardsIn(name(c[0]), span=span(meta))

    def counter_quantity(self, meta: Meta, c: list[Any]) -> n.CounterQuantity:
        return n.CounterQuantity(name(c[0]), span=span(meta))

    # ------------------------------------------------------------ numbers
    def int(self, meta: Meta, c: list[Any]) -> n.Int:
        return n.Int(int(c[0]), span=span(meta))

    def negative_int(self, meta: Meta, c: list[Any]) -> n.Int:
        return n.Int(-int(c[0]), span=span(meta))

    def add(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("+", c[0], c[1], span=span(meta))

    def sub(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("-", c[0], c[1], span=span(meta))

    def mul(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("*", c[0], c[1], span=span(meta))

    def div(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("/", c[0], c[1], span=span(meta))

    def lower_of(self, meta: Meta, c: list[Any]) -> n.Extreme:
        return n.Extreme("lower", c[0], c[1], span=span(meta))

    def higher_of(self, meta: Meta, c: list[Any]) -> n.Extreme:
        return n.Extreme("higher", c[0], c[1], span=span(meta))

    def mod(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("mod", c[0], c[1], span=span(meta))

    def count_cards(self, meta: Meta, c: list[Any]) -> n.CountCards:
        return n.CountCards(c[0], span=span(meta))

    def player_count(self, meta: Meta, c: list[Any]) -> n.PlayerCount:
        return n.PlayerCount(span=span(meta))

    def seat_of_you(self, meta: Meta, c: list[Any]) -> n.Seat:
        return n.Seat(n.You(span=span(meta)), span=span(meta))

    def seat_of_subject(self, meta: Meta, c: list[Any]) -> n.Seat:
        return n.Seat(n.Them(span=span(meta)), span=span(meta))

    def seat_of(self, meta: Meta, c: list[Any]) -> n.Seat:
        return n.Seat(c[0], span=span(meta))

    def turn_number(self, meta: Meta, c: list[Any]) -> n.TurnNumber:
        return n.TurnNumber(span=span(meta))

    def roll_value(self, meta: Meta, c: list[Any]) -> n.RollValue:
        return n.RollValue(span=span(meta))

    def distance(self, meta: Meta, c: list[Any]) -> n.Distance:
        return n.Distance(c[0], c[1], span=span(meta))

    def total(self, meta: Meta, c: list[Any]) -> n.Total:
        return n.Total(name(c[0]), c[1], span=span(meta))

    def highest(self, meta: Meta, c: list[Any]) -> n.Total:
        return n.Total(name(c[0]), c[1], "highest", span=span(meta))

    def lowest(self, meta: Meta, c: list[Any]) -> n.Total:
        return n.Total(name(c[0]), c[1], "lowest", span=span(meta))

    def nobody(self, meta: Meta, c: list[Any]) -> n.Nobody:
        return n.Nobody(span=span(meta))
