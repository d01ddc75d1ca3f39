"""Lark tree → typed nodes.

One method per grammar rule (or alias); statements and verbs here, everything else in
`transform_exprs.py`. The fallback raises: a rule the transformer does not know is a bug in the
grammar or here, never a silently passed-through tree.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args
from lark.tree import Meta

from interpreter.dsl import nodes as n
from interpreter.dsl.nodes.events import EventKind
from interpreter.dsl.transform_exprs import ExpressionRules, card_filter_of, name, span, tagged
from interpreter.dsl.transform_table import TableRules
from interpreter.dsl.transform_tabletop import TabletopRules


@v_args(meta=True)
class ToNodes(TableRules, TabletopRules, ExpressionRules):
    """Builds `interpreter.dsl.nodes` from the parse tree of `grammar/rulebook.lark`."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text  # the sentence parsed (lower case), which the spans index

    def __default__(self, data: str, children: list[Any], meta: Meta) -> Any:
        raise NotImplementedError(f"the DSL transformer has no rule for '{data}'")

    # ------------------------------------------------------------ statements
    def effect(self, meta: Meta, children: list[n.Chain]) -> n.Effect:
        return n.Effect(tuple(children), span=span(meta))

    def chain(self, meta: Meta, children: list[n.Stmt]) -> n.Chain:
        steps: list[n.Stmt] = []
        for step in children:
            steps[-1:] = self._goes_on(steps[-1] if steps else None, step)  # (the step before may take this one in)
        return n.Chain(tuple(steps), span=span(meta))

    def _goes_on(self, before: n.Stmt | None, step: n.Stmt) -> list[n.Stmt]:
        """The steps `before, step` become. "The player on your left puts …, then sets …": a verb said of
        someone (its -s form) with no subject of its own goes on with the subject of the step before — one
        step, as if joined by "and", or a step of its own after a "may"; "…, then chooses one: …" is their
        choice. A step with no subject is otherwise yours ("…, then set …"); an -s verb with no one to say
        it of (after your own step, or a player chosen on the way) is marked for the checker to refuse."""
        kept = [before] if before is not None else []
        if not isinstance(step, (n.Do, n.ChooseOne)) or not self._third_person(step):
            return [*kept, step]
        if not isinstance(before, n.Do) or before.subject is None or isinstance(before.subject, n.ChoosePlayer):
            return [*kept, replace(step, orphan=True)]
        subject = before.subject
        if isinstance(step, n.ChooseOne):  # one player's choice: "each player …, then chooses one" is not said
            return [
                before,
                replace(step, chooser=subject) if not isinstance(subject, n.EachPlayer) else replace(step, orphan=True),
            ]
        if before.may or step.may:
            return [before, replace(step, subject=subject)]
        joined = n.Span(before.span.start, step.span.end)
        return [replace(before, verbs=before.verbs + step.verbs, span=joined)]

    def _third_person(self, step: n.Do | n.ChooseOne) -> bool:
        """A step with no subject whose first word is a verb's -s form ("sets", "passes", "chooses one")."""
        bare = isinstance(step, n.Do) and step.subject is None and not step.may
        if not bare and not (isinstance(step, n.ChooseOne) and step.chooser is None):
            return False
        word = re.match(r"[a-z-]+", self.text[step.span.start :])
        return word is not None and word.group().endswith("s") and not word.group().endswith("ss")

    def do(self, meta: Meta, children: list[Any]) -> n.Do:
        subject = tagged(children, "subject")
        may = "may" in children
        verbs = [c for c in children if not (isinstance(c, tuple) or c == "may")]
        return n.Do(subject, may, tuple(verbs), span=span(meta))

    def subject(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("subject", children[0])

    def may(self, meta: Meta, children: list[Any]) -> str:
        return "may"

    def if_(self, meta: Meta, children: list[Any]) -> n.If:
        otherwise = children[2] if len(children) > 2 else None
        return n.If(children[0], children[1], otherwise, span=span(meta))

    def choose_one(self, meta: Meta, children: list[Any]) -> n.ChooseOne:
        chooser = tagged(children, "subject")
        options: list[n.Chain] = []
        labels: list[str | None] = []
        label: str | None = None
        for child in children:
            if isinstance(child, tuple) and child[0] == "label":
                label = child[1]
            elif isinstance(child, n.Chain):
                options.append(child)
                labels.append(label)
                label = None
        named = tuple(labels) if any(labels) else ()
        return n.ChooseOne(chooser, tuple(options), named, span=span(meta))

    def option_label(self, meta: Meta, children: list[Any]) -> tuple[str, str]:
        return ("label", str(children[0])[1:-1])

    def repeat(self, meta: Meta, children: list[Any]) -> n.Repeat:
        count, body = children
        if count == "twice":
            return n.Repeat(n.Int(2, span=span(meta)), body, twice=True, span=span(meta))
        return n.Repeat(count, body, span=span(meta))

    def twice(self, meta: Meta, children: list[Any]) -> str:
        return "twice"

    def for_each(self, meta: Meta, children: list[Any]) -> n.ForEach:
        return n.ForEach(children[0], children[1], span=span(meta))

    def for_each_card(self, meta: Meta, children: list[Any]) -> n.ForEachCard:
        return n.ForEachCard(children[0], children[1], span=span(meta))

    def while_(self, meta: Meta, children: list[Any]) -> n.While:
        return n.While(children[0], children[1], span=span(meta))

    def any_times(self, meta: Meta, children: list[Any]) -> n.AnyTimes:
        return n.AnyTimes(children[0], span=span(meta))

    # ------------------------------------------------------------ verbs
    def draw(self, meta: Meta, c: list[Any]) -> n.Draw:
        return n.Draw(c[0], c[1] if len(c) > 1 else None, span=span(meta))

    def draw_up_to(self, meta: Meta, c: list[Any]) -> n.DrawUpTo:
        return n.DrawUpTo(c[0], name(c[1]), span=span(meta))

    def discard(self, meta: Meta, c: list[Any]) -> n.Discard:
        count = c[0]
        zone = next(iter(_zones(c[1:])), None)
        return n.Discard(count, "random" in c, (zone,) if zone else (), card_filter_of(c), span=span(meta))

    def discard_down(self, meta: Meta, c: list[Any]) -> n.DiscardDownTo:
        return n.DiscardDownTo(c[0], span=span(meta))

    def discard_cards(self, meta: Meta, c: list[Any]) -> n.DiscardCards:
        return n.DiscardCards(c[0], span=span(meta))

    def give(self, meta: Meta, c: list[Any]) -> n.Give:
        verb, count = c[0], c[1]
        zone = c[2] if len(c) == 4 else None
        return n.Give(verb, count, zone, c[-1], span=span(meta))

    def pass_verb(self, meta: Meta, c: list[Any]) -> str:
        return "pass"

    def give_verb(self, meta: Meta, c: list[Any]) -> str:
        return "give"

    def take(self, meta: Meta, c: list[Any]) -> n.Take:
        zone = _zones(c)[-1]
        return n.Take(c[0], "random" in c, (zone,), card_filter_of(c), span=span(meta))

    def random(self, meta: Meta, c: list[Any]) -> str:
        return "random"

    def play(self, meta: Meta, c: list[Any]) -> n.Play:
        zones = _zones(c)
        end = next((x for x in c if isinstance(x, n.EndFilter)), None)
        paying = tagged(c, "paying")
        return n.Play(zones[0], zones[1], end, card_filter_of(c), "face down" in c, paying, span=span(meta))

    def paying(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("paying", name(c[0]))

    def free(self, meta: Meta, c: list[Any]) -> n.Price:
        return n.Price((), span=span(meta))

    def price(self, meta: Meta, c: list[Any]) -> n.Price:
        return n.Price(tuple(c), span=span(meta))

    def price_parts(self, meta: Meta, c: list[Any]) -> n.Price:
        return n.Price(tuple(c), parts=True, span=span(meta))

    def price_item(self, meta: Meta, c: list[Any]) -> n.PriceItem:
        return n.PriceItem(c[0], name(c[1]), span=span(meta))

    def put_from(self, meta: Meta, c: list[Any]) -> n.PutFrom:
        zones = _zones(c[1:])  # the count may be a reference too ("the x")
        count = c[0]
        return n.PutFrom(count, zones[0], zones[1], card_filter_of(c), "random" in c, "face down" in c, span=span(meta))

    def store(self, meta: Meta, c: list[Any]) -> n.Store:
        return n.Store(c[0], name(c[1]), c[2], span=span(meta))

    def show(self, meta: Meta, c: list[Any]) -> n.Show:
        return n.Show(c[0], span=span(meta))

    def look(self, meta: Meta, c: list[Any]) -> n.Look:
        return n.Look(c[0], span=span(meta))

    def store_new(self, meta: Meta, c: list[Any]) -> n.Store:
        return n.Store(c[0], name(c[1]), c[2], fresh=True, span=span(meta))

    def unstore(self, meta: Meta, c: list[Any]) -> n.Unstore:
        return n.Unstore(name(c[0]), c[1], span=span(meta))

    def choose_number(self, meta: Meta, c: list[Any]) -> n.ChooseNumber:
        return n.ChooseNumber(c[0], c[1], name(c[2]), span=span(meta))

    def rotate(self, meta: Meta, c: list[Any]) -> n.Rotate:
        return n.Rotate(name(c[0]), c[1], span=span(meta))

    # ------------------------------------------------------------ events
    def event_play(self, meta: Meta, c: list[Any]) -> n.Event:
        return _event(meta, "play", c)

    def event_put(self, meta: Meta, c: list[Any]) -> n.Event:
        return _event(meta, "put", c)

    def event_enter(self, meta: Meta, c: list[Any]) -> n.Event:
        return _event(meta, "enter", c)

    def event_use(self, meta: Meta, c: list[Any]) -> n.Event:
        window = next((name(x) for x in c if isinstance(x, Token) and x.type == "NAME"), None)
        return replace(_event(meta, "use", c), window=window)

    def event_leave(self, meta: Meta, c: list[Any]) -> n.Event:
        return _left(_event(meta, "leave", c))

    def event_leave_self(self, meta: Meta, c: list[Any]) -> n.Event:
        return replace(_left(_event(meta, "leave", c)), self_=True)

    def actor_you(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("actor", "you")

    def actor_opponent(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("actor", "opponent")

    def actor_any(self, meta: Meta, c: list[Any]) -> tuple[str, str]:
        return ("actor", "any")

    def face_down(self, meta: Meta, c: list[Any]) -> str:
        return "face down"

    def end_filter(self, meta: Meta, c: list[Any]) -> n.EndFilter:
        negated, value = c[0]
        return n.EndFilter(value, negated, span=span(meta))

    def showing(self, meta: Meta, c: list[Any]) -> tuple[bool, n.Value]:
        return (False, c[0])

    def not_showing(self, meta: Meta, c: list[Any]) -> tuple[bool, n.Value]:
        return (True, c[0])

    def play_for(self, meta: Meta, c: list[Any]) -> n.PlayFor:
        return n.PlayFor("play", name(c[0]), span=span(meta))

    def use_for(self, meta: Meta, c: list[Any]) -> n.PlayFor:
        zone = next((x for x in c if isinstance(x, (n.Ref, n.PileAt))), None)
        window = name(next(x for x in reversed(c) if isinstance(x, Token)))
        return n.PlayFor("use", window, zone, card_filter_of(c), span=span(meta))

    def reveal(self, meta: Meta, c: list[Any]) -> n.Reveal:
        return n.Reveal((c[0],), span=span(meta))

    def extra_turn(self, meta: Meta, c: list[Any]) -> n.ExtraTurn:
        return n.ExtraTurn(span=span(meta))

    def gain(self, meta: Meta, c: list[Any]) -> n.Gain:
        return n.Gain(c[0], name(c[1]), span=span(meta))

    def lose(self, meta: Meta, c: list[Any]) -> n.Lose:
        return n.Lose(c[0], name(c[1]), span=span(meta))

    def pay(self, meta: Meta, c: list[Any]) -> n.Pay:
        return n.Pay(c[0], name(c[1]), c[2], span=span(meta))

    def move(self, meta: Meta, c: list[Any]) -> n.Move:
        up_to = "up to" in c
        rest = [x for x in c if x != "up to"]
        direction: Any = rest[2] if len(rest) > 2 else "either"
        return n.Move(rest[0], name(rest[1]), up_to, direction, span=span(meta))

    def move_shared(self, meta: Meta, c: list[Any]) -> n.Move:
        """`move the wheel by up to 3 back`: the same step on a shared ring (its text says "spaces")."""
        counter, rest = c[0], [x for x in c[1:] if x != "up to"]
        direction: Any = rest[1] if len(rest) > 1 else "either"
        return n.Move(rest[0], name(counter), "up to" in c[1:], direction, span=span(meta))

    def up_to(self, meta: Meta, c: list[Any]) -> str:
        return "up to"

    def either_way(self, meta: Meta, c: list[Any]) -> str:
        return "either"

    def forward(self, meta: Meta, c: list[Any]) -> str:
        return "forward"

    def backward(self, meta: Meta, c: list[Any]) -> str:
        return "back"

    def roll(self, meta: Meta, c: list[Any]) -> n.Roll:
        return n.Roll(name(c[0]), span=span(meta))

    def roll_cards(self, meta: Meta, c: list[Any]) -> n.RollCards:
        return n.RollCards(c[0], span=span(meta))  # the card set, already an AllCards

    def roll_card(self, meta: Meta, c: list[Any]) -> n.RollCards:
        return n.RollCards(n.OneCard(c[0], span=span(meta)), span=span(meta))

    def set_(self, meta: Meta, c: list[Any]) -> n.Set:
        return n.Set(c[0], c[1], span=span(meta))

    def choose_as(self, meta: Meta, c: list[Any]) -> n.ChooseAs:
        return n.ChooseAs(c[0], name(c[1]), span=span(meta))

    def run(self, meta: Meta, c: list[Any]) -> n.Run:
        return n.Run(name(c[0]), c[1] if len(c) > 1 else None, span=span(meta))

    def go_to(self, meta: Meta, c: list[Any]) -> n.GoTo:
        return n.GoTo(name(c[0]), span=span(meta))

    def end_procedure(self, meta: Meta, c: list[Any]) -> n.EndProcedure:
        return n.EndProcedure(name(c[0]), span=span(meta))

    def end_your_turn(self, meta: Meta, c: list[Any]) -> n.EndTurn:
        return n.EndTurn(yours=True, span=span(meta))

    def end_the_turn(self, meta: Meta, c: list[Any]) -> n.EndTurn:
        return n.EndTurn(yours=False, span=span(meta))

    def win(self, meta: Meta, c: list[Any]) -> n.Win:
        return n.Win(span=span(meta))

    def shuffle(self, meta: Meta, c: list[Any]) -> n.Shuffle:
        return n.Shuffle(c[0], c[1] if len(c) > 1 else None, span=span(meta))

    def put(self, meta: Meta, c: list[Any]) -> n.Put:
        return n.Put(c[0], c[-1], "face down" in c, span=span(meta))

    def resolve(self, meta: Meta, c: list[Any]) -> n.Resolve:
        return n.Resolve(name(c[0]), c[1], span=span(meta))

    def resolve_card(self, meta: Meta, c: list[Any]) -> n.Resolve:
        return n.Resolve(name(c[0]), None, c[1], span=span(meta))

    def nothing(self, meta: Meta, c: list[Any]) -> n.Nothing:
        return n.Nothing(span=span(meta))

    def keep(self, meta: Meta, c: list[Any]) -> n.Keep:
        return n.Keep(name(c[0]), span=span(meta))

    def count(self, meta: Meta, c: list[Any]) -> n.Num:
        return c[0]

    def count_one(self, meta: Meta, c: list[Any]) -> n.Int:
        return n.Int(1, article=True, span=span(meta))


def _zones(c: list[Any]) -> list[Any]:
    """The zones a verb names, in order: a zone by name or the pile at a position ("the stack at 2")."""
    return [x for x in c if isinstance(x, (n.Ref, n.PileAt))]


def _event(meta: Meta, kind: EventKind, c: list[Any]) -> n.Event:
    actor = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "actor"), None)
    zones = _zones(c)
    source = zones[0] if len(zones) == 2 else None
    return n.Event(kind, actor, card_filter_of(c), source, zones[-1] if zones else None, span=span(meta))


def _left(event: n.Event) -> n.Event:
    """`leaves Z for W`: Z is the zone left, W where the card must go (not a zone played from, as for `play`)."""
    if event.source is None:
        return event
    return replace(event, source=None, zone=event.source, into=event.zone)


def to_nodes(tree: Tree[Token], text: str) -> Any:
    return ToNodes(text).transform(tree)
