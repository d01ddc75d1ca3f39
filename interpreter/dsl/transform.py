"""Lark tree → typed nodes.

One method per grammar rule (or alias). The fallback raises: a rule the transformer does not know
is a bug in the grammar or here, never a silently passed-through tree.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta

from interpreter.dsl import nodes as n


def _span(meta: Meta) -> n.Span:
    if getattr(meta, "empty", True):
        return n.NO_SPAN
    return n.Span(meta.start_pos, meta.end_pos)


def _name(token: Any) -> str:
    assert isinstance(token, Token), token
    return str(token)


@v_args(meta=True)
class ToNodes(Transformer[Token, Any]):
    """Builds `interpreter.dsl.nodes` from the parse tree of `grammar/rulebook.lark`."""

    def __default__(self, data: str, children: list[Any], meta: Meta) -> Any:
        raise NotImplementedError(f"the DSL transformer has no rule for '{data}'")

    # ------------------------------------------------------------ effects
    def effect(self, meta: Meta, children: list[n.Chain]) -> n.Effect:
        return n.Effect(tuple(children), span=_span(meta))

    def chain(self, meta: Meta, children: list[n.Stmt]) -> n.Chain:
        return n.Chain(tuple(children), span=_span(meta))

    def do(self, meta: Meta, children: list[Any]) -> n.Do:
        subject = None
        may = False
        verbs: list[n.Verb] = []
        for child in children:
            if isinstance(child, tuple) and child[0] == "subject":
                subject = child[1]
            elif child == "may":
                may = True
            else:
                verbs.append(child)
        return n.Do(subject, may, tuple(verbs), span=_span(meta))

    def subject(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("subject", children[0])

    def may(self, meta: Meta, children: list[Any]) -> str:
        return "may"

    def if_(self, meta: Meta, children: list[Any]) -> n.If:
        otherwise = children[2] if len(children) > 2 else None
        return n.If(children[0], children[1], otherwise, span=_span(meta))

    def choose_one(self, meta: Meta, children: list[Any]) -> n.ChooseOne:
        chooser = None
        if children and not isinstance(children[0], n.Chain):
            chooser, children = children[0], children[1:]
        return n.ChooseOne(chooser, tuple(children), span=_span(meta))

    def repeat(self, meta: Meta, children: list[Any]) -> n.Repeat:
        count, body = children
        if count == "twice":
            return n.Repeat(n.Int(2, span=_span(meta)), body, twice=True, span=_span(meta))
        return n.Repeat(count, body, span=_span(meta))

    def twice(self, meta: Meta, children: list[Any]) -> str:
        return "twice"

    def for_each(self, meta: Meta, children: list[Any]) -> n.ForEach:
        return n.ForEach(children[0], children[1], span=_span(meta))

    # ------------------------------------------------------------ verbs
    def draw(self, meta: Meta, c: list[Any]) -> n.Draw:
        return n.Draw(c[0], c[1] if len(c) > 1 else None, span=_span(meta))

    def draw_up_to(self, meta: Meta, c: list[Any]) -> n.DrawUpTo:
        return n.DrawUpTo(c[0], _name(c[1]), span=_span(meta))

    def discard(self, meta: Meta, c: list[Any]) -> n.Discard:
        count = c[0]
        rest = c[1:]
        random = bool(rest) and rest[0] == "random"
        if random:
            rest = rest[1:]
        return n.Discard(count, random, rest[0] if rest else None, span=_span(meta))

    def discard_cards(self, meta: Meta, c: list[Any]) -> n.DiscardCards:
        return n.DiscardCards(c[0], span=_span(meta))

    def give(self, meta: Meta, c: list[Any]) -> n.Give:
        verb, count = c[0], c[1]
        zone = c[2] if len(c) == 4 else None
        return n.Give(verb, count, zone, c[-1], span=_span(meta))

    def pass_verb(self, meta: Meta, c: list[Any]) -> str:
        return "pass"

    def give_verb(self, meta: Meta, c: list[Any]) -> str:
        return "give"

    def take(self, meta: Meta, c: list[Any]) -> n.Take:
        random = len(c) == 3
        return n.Take(c[0], random, c[-1], span=_span(meta))

    def random(self, meta: Meta, c: list[Any]) -> str:
        return "random"

    def play(self, meta: Meta, c: list[Any]) -> n.Play:
        return n.Play(c[0], c[1], c[2] if len(c) > 2 else None, span=_span(meta))

    def end_filter(self, meta: Meta, c: list[Any]) -> n.EndFilter:
        negated, value = c[0]
        return n.EndFilter(value, negated, span=_span(meta))

    def showing(self, meta: Meta, c: list[Any]) -> tuple[bool, n.Value]:
        return (False, c[0])

    def not_showing(self, meta: Meta, c: list[Any]) -> tuple[bool, n.Value]:
        return (True, c[0])

    def extra_turn(self, meta: Meta, c: list[Any]) -> n.ExtraTurn:
        return n.ExtraTurn(span=_span(meta))

    def gain(self, meta: Meta, c: list[Any]) -> n.Gain:
        return n.Gain(c[0], _name(c[1]), span=_span(meta))

    def lose(self, meta: Meta, c: list[Any]) -> n.Lose:
        return n.Lose(c[0], _name(c[1]), span=_span(meta))

    def pay(self, meta: Meta, c: list[Any]) -> n.Pay:
        return n.Pay(c[0], _name(c[1]), c[2], span=_span(meta))

    def win(self, meta: Meta, c: list[Any]) -> n.Win:
        return n.Win(span=_span(meta))

    def shuffle(self, meta: Meta, c: list[Any]) -> n.Shuffle:
        return n.Shuffle(c[0], c[1] if len(c) > 1 else None, span=_span(meta))

    def put(self, meta: Meta, c: list[Any]) -> n.Put:
        return n.Put(c[0], c[1], span=_span(meta))

    def resolve(self, meta: Meta, c: list[Any]) -> n.Resolve:
        return n.Resolve(_name(c[0]), c[1], span=_span(meta))

    def nothing(self, meta: Meta, c: list[Any]) -> n.Nothing:
        return n.Nothing(span=_span(meta))

    def count(self, meta: Meta, c: list[Any]) -> n.Num:
        return c[0]

    def count_one(self, meta: Meta, c: list[Any]) -> n.Int:
        return n.Int(1, article=True, span=_span(meta))

    # ------------------------------------------------------------ players
    def you(self, meta: Meta, c: list[Any]) -> n.You:
        return n.You(span=_span(meta))

    def that_player(self, meta: Meta, c: list[Any]) -> n.ThatPlayer:
        return n.ThatPlayer(span=_span(meta))

    def neighbour(self, meta: Meta, c: list[Any]) -> n.Neighbour:
        return n.Neighbour(c[0], c[1], span=_span(meta))

    def side_of_you(self, meta: Meta, c: list[Any]) -> str:
        return "you"

    def side_of_subject(self, meta: Meta, c: list[Any]) -> str:
        return "subject"

    def left(self, meta: Meta, c: list[Any]) -> str:
        return "left"

    def right(self, meta: Meta, c: list[Any]) -> str:
        return "right"

    def choose_any_player(self, meta: Meta, c: list[Any]) -> n.ChoosePlayer:
        return n.ChoosePlayer(False, span=_span(meta))

    def choose_other_player(self, meta: Meta, c: list[Any]) -> n.ChoosePlayer:
        return n.ChoosePlayer(True, span=_span(meta))

    def variable(self, meta: Meta, c: list[Any]) -> n.Variable:
        return n.Variable(_name(c[0]), span=_span(meta))

    def each_player(self, meta: Meta, c: list[Any]) -> n.EachPlayer:
        return n.EachPlayer(c[0], span=_span(meta))

    def player_filter(self, meta: Meta, c: list[Any]) -> n.PlayerFilter:
        except_ = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "except"), None)
        who = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "who"), None)
        return n.PlayerFilter(False, except_, who, span=_span(meta))

    def other_players(self, meta: Meta, c: list[Any]) -> n.PlayerFilter:
        who = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "who"), None)
        return n.PlayerFilter(True, None, who, span=_span(meta))

    def except_(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("except", c[0])

    def who(self, meta: Meta, c: list[Any]) -> tuple[str, Any]:
        return ("who", c[0])

    # ------------------------------------------------------------ references
    def zone(self, meta: Meta, c: list[Any]) -> n.Ref:
        return c[0]

    def ref_of_you(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("you", _name(c[0]), span=_span(meta))

    def ref_of_subject(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("subject", _name(c[0]), span=_span(meta))

    def ref_of(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("player", _name(c[1]), c[0], span=_span(meta))

    def ref_of_rev(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("player", _name(c[0]), c[1], span=_span(meta))

    def ref_shared(self, meta: Meta, c: list[Any]) -> n.Ref:
        return n.Ref("table", _name(c[0]), span=_span(meta))

    # ------------------------------------------------------------ cards and values
    def played_card(self, meta: Meta, c: list[Any]) -> n.PlayedCard:
        return n.PlayedCard(span=_span(meta))

    def joined_card(self, meta: Meta, c: list[Any]) -> n.JoinedCard:
        return n.JoinedCard(span=_span(meta))

    def top_card(self, meta: Meta, c: list[Any]) -> n.TopCard:
        return n.TopCard(c[0], span=_span(meta))

    def all_cards(self, meta: Meta, c: list[Any]) -> n.AllCards:
        return n.AllCards(c[0], tuple(c[1]) if len(c) > 1 else (), span=_span(meta))

    def except_cards(self, meta: Meta, c: list[Any]) -> list[Any]:
        return c

    def one_card(self, meta: Meta, c: list[Any]) -> n.OneCard:
        return n.OneCard(c[0], span=_span(meta))

    def value_named(self, meta: Meta, c: list[Any]) -> n.NamedValue:
        return n.NamedValue(_name(c[0]), span=_span(meta))

    def joining_value(self, meta: Meta, c: list[Any]) -> n.JoiningValue:
        return n.JoiningValue(_name(c[0]), span=_span(meta))

    # ------------------------------------------------------------ conditions
    def cond_or(self, meta: Meta, c: list[Any]) -> n.Or:
        return n.Or(tuple(c), span=_span(meta))

    def cond_and(self, meta: Meta, c: list[Any]) -> n.And:
        return n.And(tuple(c), span=_span(meta))

    def cond_negate(self, meta: Meta, c: list[Any]) -> n.Not:
        return n.Not(c[0], span=_span(meta))

    def compare(self, meta: Meta, c: list[Any]) -> n.Compare:
        return n.Compare(c[0], c[1], c[2], span=_span(meta))

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
        return n.IsEmpty(c[0], False, span=_span(meta))

    def zone_not_empty(self, meta: Meta, c: list[Any]) -> n.IsEmpty:
        return n.IsEmpty(c[0], True, span=_span(meta))

    def player_has(self, meta: Meta, c: list[Any]) -> n.PlayerHas:
        return n.PlayerHas(c[0], c[1], span=_span(meta))

    def exactly_one(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("exactly-one", c[0], span=_span(meta))

    def some_player(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("some", c[0], span=_span(meta))

    def no_player(self, meta: Meta, c: list[Any]) -> n.Quantified:
        return n.Quantified("none", c[0], span=_span(meta))

    def end_shows(self, meta: Meta, c: list[Any]) -> n.EndShows:
        return n.EndShows(c[0], c[1], span=_span(meta))

    def can(self, meta: Meta, c: list[Any]) -> n.Can:
        return n.Can(c[0], c[1], False, span=_span(meta))

    def cannot(self, meta: Meta, c: list[Any]) -> n.Can:
        return n.Can(c[0], c[1], True, span=_span(meta))

    def has_most(self, meta: Meta, c: list[Any]) -> n.HasMost:
        return n.HasMost(c[0], span=_span(meta))

    def has_fewest(self, meta: Meta, c: list[Any]) -> n.HasFewest:
        return n.HasFewest(c[0], span=_span(meta))

    def has_none(self, meta: Meta, c: list[Any]) -> n.HasNone:
        return n.HasNone(c[0], span=_span(meta))

    def has_at_least(self, meta: Meta, c: list[Any]) -> n.HasAtLeast:
        return n.HasAtLeast(c[0], c[1], span=_span(meta))

    def cards_in(self, meta: Meta, c: list[Any]) -> n.CardsIn:
        return n.CardsIn(_name(c[0]), span=_span(meta))

    def counter_quantity(self, meta: Meta, c: list[Any]) -> n.CounterQuantity:
        return n.CounterQuantity(_name(c[0]), span=_span(meta))

    # ------------------------------------------------------------ numbers
    def int(self, meta: Meta, c: list[Any]) -> n.Int:
        return n.Int(int(c[0]), span=_span(meta))

    def add(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("+", c[0], c[1], span=_span(meta))

    def sub(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("-", c[0], c[1], span=_span(meta))

    def mul(self, meta: Meta, c: list[Any]) -> n.BinOp:
        return n.BinOp("*", c[0], c[1], span=_span(meta))

    def count_cards(self, meta: Meta, c: list[Any]) -> n.CountCards:
        return n.CountCards(c[0], span=_span(meta))

    def turn_number(self, meta: Meta, c: list[Any]) -> n.TurnNumber:
        return n.TurnNumber(span=_span(meta))


def to_nodes(tree: Tree[Token]) -> Any:
    return ToNodes().transform(tree)
