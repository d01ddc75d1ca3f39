"""Name and type checking: parsed nodes → checked nodes, or diagnostics.

The checker resolves every name against the game's vocabulary (a `Ref` becomes a `ZoneRef` or a
`CounterRef`; a symbol name a `SymbolValue`), checks that each piece sits where it makes sense
(a zone where a zone is needed, a counter where a number is), and reports every problem with its
position and a "did you mean …?" hint. The compiler and the renderer both read its output.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.vocabulary import Vocabulary


@dataclass(frozen=True)
class Scope:
    """What an expression may refer to at this point."""

    facts: bool = False  # a card was played: "the played card", "the joined card", "the joining …"
    that: bool = False  # a condition found a player: "that player"


class Checker:
    def __init__(self, vocabulary: Vocabulary, text: Located, diagnostics: Diagnostics):
        self.v = vocabulary
        self.text = text
        self.diagnostics = diagnostics

    def error(self, node: n.Node, message: str, hint: str | None = None) -> None:
        self.diagnostics.add(self.text.mark_at(node.span.start), message, hint)

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

    def stmt(self, node: n.Stmt, scope: Scope) -> tuple[n.Stmt, Scope]:
        if isinstance(node, n.Do):
            subject: Any = node.subject
            if isinstance(subject, n.EachPlayer):
                subject = self.players(subject, scope)
            elif subject is not None:
                subject = self.player(subject, scope)
            verbs = []
            for verb in node.verbs:
                verbs.append(self.verb(verb, scope))
                if isinstance(verb, n.Play):
                    scope = replace(scope, facts=True)
            return replace(node, subject=subject, verbs=tuple(verbs)), scope
        if isinstance(node, n.If):
            cond = self.cond(node.cond, scope)
            inner = replace(scope, that=scope.that or _binds_that(node.cond))
            then, _ = self.chain(node.then, inner)
            otherwise = self.chain(node.otherwise, scope)[0] if node.otherwise else None
            return replace(node, cond=cond, then=then, otherwise=otherwise), scope
        if isinstance(node, n.ChooseOne):
            chooser = self.player(node.chooser, scope) if node.chooser else None
            options = tuple(self.chain(o, scope)[0] for o in node.options)
            return replace(node, chooser=chooser, options=options), scope
        if isinstance(node, n.Repeat):
            count = self.num(node.count, scope)
            body, _ = self.chain(node.body, scope)
            return replace(node, count=count, body=body), scope
        if isinstance(node, n.ForEach):
            players = self.filter(node.players, scope)
            body, _ = self.chain(node.body, replace(scope, that=True))
            return replace(node, players=players, body=body), scope
        raise TypeError(f"no checker for {type(node).__name__}")

    # ------------------------------------------------------------ verbs
    def verb(self, node: n.Verb, scope: Scope) -> n.Verb:
        if isinstance(node, n.Draw):
            return replace(node, count=self.num(node.count, scope), zone=self.opt_zone(node.zone, scope))
        if isinstance(node, n.DrawUpTo):
            self.player_zone_name(node, node.hand)
            return replace(node, target=self.num(node.target, scope))
        if isinstance(node, n.Discard):
            return replace(node, count=self.num(node.count, scope), zone=self.opt_zone(node.zone, scope))
        if isinstance(node, n.DiscardCards):
            return replace(node, cards=self.cards(node.cards, scope))
        if isinstance(node, n.Give):
            return replace(
                node,
                count=self.num(node.count, scope),
                zone=self.opt_zone(node.zone, scope),
                to=self.player(node.to, scope, choice_ok=True),
            )
        if isinstance(node, n.Take):
            return replace(node, count=self.num(node.count, scope), zone=self.zone(node.zone, scope))
        if isinstance(node, n.Play):
            target = self.zone(node.target, scope)
            end = None
            if node.end is not None:
                if isinstance(target, n.ZoneRef) and self.v.zones[target.zone].order != "chain":
                    self.error(
                        node.end, f"'{target.zone}' has no ends: only a zone with 'order: chain' has two open ends"
                    )
                end = replace(node.end, value=self.value(node.end.value, scope))
            return replace(node, source=self.zone(node.source, scope), target=target, end=end)
        if isinstance(node, (n.Gain, n.Lose)):
            counter = self.player_counter(node, node.counter)
            return replace(node, count=self.num(node.count, scope), counter=counter)
        if isinstance(node, n.Pay):
            counter = self.player_counter(node, node.counter)
            to = self.player(node.to, scope, choice_ok=True)
            return replace(node, count=self.num(node.count, scope), counter=counter, to=to)
        if isinstance(node, n.Shuffle):
            into = self.zone(node.into, scope) if node.into else None
            return replace(node, zone=self.zone(node.zone, scope), into=into)
        if isinstance(node, n.Put):
            return replace(node, cards=self.cards(node.cards, scope), zone=self.zone(node.zone, scope))
        if isinstance(node, n.Resolve):
            value = self.value(node.value, scope)
            self.symbol_effect(node, value)
            return replace(node, value=value)
        if isinstance(node, (n.ExtraTurn, n.Win, n.Nothing)):
            return node
        raise TypeError(f"no checker for {type(node).__name__}")

    def symbol_effect(self, node: n.Resolve, value: n.Value) -> None:
        set_id = value.set if isinstance(value, (n.SymbolValue, n.JoiningValue)) else None
        if set_id is None or set_id not in self.v.symbol_sets:
            return
        effects = self.v.symbol_sets[set_id].effects
        if node.effect not in effects:
            self.error(
                node,
                f"a {set_id} has no effect named '{node.effect}'",
                did_you_mean(node.effect, effects) or (f"{set_id} effects: " + ", ".join(effects) if effects else None),
            )

    # ------------------------------------------------------------ players
    def player(self, node: n.Player, scope: Scope, choice_ok: bool = False) -> n.Player:
        if isinstance(node, n.ThatPlayer) and not scope.that:
            self.error(
                node,
                "'that player' is not known here",
                "it names the player a condition found, as in 'if exactly one player has …: … that player …'",
            )
        if isinstance(node, n.ChoosePlayer) and not choice_ok:
            self.error(node, "a player 'of your choice' can only receive cards or payment here")
        if isinstance(node, n.Variable):
            self.error(
                node,
                f"unknown player '{node.name}'",
                did_you_mean(node.name, ["you", "that", "each"])
                or "players are 'you', 'that player', 'each other player', …",
            )
        return node

    def players(self, node: n.EachPlayer, scope: Scope) -> n.EachPlayer:
        return replace(node, filter=self.filter(node.filter, scope))

    def filter(self, node: n.PlayerFilter, scope: Scope) -> n.PlayerFilter:
        except_ = self.player(node.except_, scope) if node.except_ else None
        who = self.pred(node.who, scope) if node.who else None
        return replace(node, except_=except_, who=who)

    # ------------------------------------------------------------ zones, counters, cards
    def opt_zone(self, node: n.Zone | None, scope: Scope) -> n.ZoneRef | None:
        return self.zone(node, scope) if node is not None else None

    def zone(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.ZoneRef):
            return node
        if not isinstance(node, n.Ref):
            self.error(node, "expected a zone here, such as 'your hand' or 'the deck'")
            return node
        info = self.v.zones.get(node.name)
        if info is None:
            if self.v.counter(node.name):
                self.error(node, f"'{node.name}' is a counter, not a zone")
            else:
                self.error(node, f"unknown zone '{node.name}'", did_you_mean(node.name, self.v.zones))
            return node
        self.owner(node, info.owner, "zone")
        player = self.player(node.player, scope) if node.player else None
        return n.ZoneRef(node.name, node.owner, player, span=node.span)

    def owner(self, node: n.Ref, owner: str, what: str) -> None:
        if owner == "player" and node.owner == "table":
            self.error(
                node,
                f"'{node.name}' belongs to each player",
                f"say 'your {node.name}', 'their {node.name}' or \"that player's {node.name}\"",
            )
        if owner == "table" and node.owner != "table":
            self.error(node, f"'{node.name}' is shared by all players", f"say 'the {node.name}'")

    def player_zone_name(self, node: n.Node, name: str) -> None:
        info = self.v.zones.get(name)
        if info is None:
            self.error(node, f"unknown zone '{name}'", did_you_mean(name, self.v.zones))
        elif info.owner != "player":
            self.error(node, f"'{name}' is shared by all players, not one player's zone")

    def player_counter(self, node: n.Node, name: str) -> str:
        """The counter's id (forgiving plural/singular); reports an unknown or table counter."""
        info = self.v.counter(name)
        if info is None:
            self.error(node, f"unknown counter '{name}'", did_you_mean(name, self.v.counters))
            return name
        if info.owner != "player":
            self.error(node, f"'{name}' belongs to the table, not to a player")
        return info.id

    def cards(self, node: n.Cards, scope: Scope) -> n.Cards:
        if isinstance(node, n.AllCards):
            return replace(
                node, zone=self.zone(node.zone, scope), except_=tuple(self.card(c, scope) for c in node.except_)
            )
        return replace(node, card=self.card(node.card, scope))

    def card(self, node: n.CardExpr, scope: Scope) -> n.CardExpr:
        if isinstance(node, (n.PlayedCard, n.JoinedCard)) and not scope.facts:
            self.error(node, "no card has been played at this point", "'the played card' follows 'play a card …'")
        if isinstance(node, n.TopCard):
            return replace(node, zone=self.zone(node.zone, scope))
        return node

    def value(self, node: n.Value, scope: Scope) -> n.Value:
        if isinstance(node, n.NamedValue):
            sets = self.v.value_sets(node.name)
            if not sets:
                self.error(node, f"unknown symbol '{node.name}'", did_you_mean(node.name, self.v.all_values()))
                return node
            if len(sets) > 1:
                self.error(node, f"'{node.name}' is in more than one symbol set: {', '.join(sets)}")
            return n.SymbolValue(sets[0], node.name, span=node.span)
        if isinstance(node, n.JoiningValue):
            if node.set not in self.v.symbol_sets:
                self.error(node, f"unknown symbol set '{node.set}'", did_you_mean(node.set, self.v.symbol_sets))
            if not scope.facts:
                self.error(node, f"no card has joined anything at this point, so there is no joining {node.set}")
        return node

    # ------------------------------------------------------------ numbers and conditions
    def num(self, node: n.Num, scope: Scope) -> n.Num:
        if isinstance(node, n.Ref):
            info = self.v.counter(node.name)
            if info is None:
                if node.name in self.v.zones:
                    self.error(
                        node,
                        f"'{node.name}' is a zone, not a number",
                        f"to count its cards, say 'the number of cards in {_say(node)}'",
                    )
                else:
                    self.error(node, f"unknown counter '{node.name}'", did_you_mean(node.name, self.v.counters))
                return node
            self.owner(node, info.owner, "counter")
            player = self.player(node.player, scope) if node.player else None
            return n.CounterRef(info.id, node.owner, player, span=node.span)
        if isinstance(node, n.BinOp):
            return replace(node, left=self.num(node.left, scope), right=self.num(node.right, scope))
        if isinstance(node, n.CountCards):
            return replace(node, zone=self.zone(node.zone, scope))
        return node

    def cond(self, node: n.Cond, scope: Scope) -> n.Cond:
        if isinstance(node, n.Compare):
            return replace(node, left=self.num(node.left, scope), right=self.num(node.right, scope))
        if isinstance(node, n.IsEmpty):
            return replace(node, zone=self.zone(node.zone, scope))
        if isinstance(node, n.PlayerHas):
            return replace(node, player=self.player(node.player, scope), pred=self.pred(node.pred, scope))
        if isinstance(node, n.Quantified):
            return replace(node, pred=self.pred(node.pred, scope))
        if isinstance(node, n.EndShows):
            zone = self.zone(node.zone, scope)
            if isinstance(zone, n.ZoneRef) and self.v.zones[zone.zone].order != "chain":
                self.error(node.zone, f"'{zone.zone}' has no ends: only a zone with 'order: chain' has two open ends")
            return replace(node, zone=zone, value=self.value(node.value, scope))
        if isinstance(node, n.Can):
            if not isinstance(node.verb, (n.Play, n.Discard, n.Give, n.Take)):
                self.error(node.verb, "'can' asks about a choice: play, discard, give or take")
            return replace(node, player=self.player(node.player, scope), verb=self.verb(node.verb, scope))
        if isinstance(node, n.Not):
            return replace(node, cond=self.cond(node.cond, scope))
        if isinstance(node, (n.And, n.Or)):
            return replace(node, items=tuple(self.cond(c, scope) for c in node.items))
        raise TypeError(f"no checker for {type(node).__name__}")

    def pred(self, node: n.Pred, scope: Scope) -> n.Pred:
        quantity = node.quantity
        if isinstance(quantity, n.CardsIn):
            self.player_zone_name(quantity, quantity.zone)
        else:
            self.player_counter(quantity, quantity.counter)
            info = self.v.counter(quantity.counter)
            if info is not None:
                quantity = replace(quantity, counter=info.id)
        if isinstance(node, n.HasAtLeast):
            return replace(node, amount=self.num(node.amount, scope), quantity=quantity)
        return replace(node, quantity=quantity)


def _binds_that(cond: n.Cond) -> bool:
    if isinstance(cond, n.Quantified):
        return cond.quantifier != "none"
    if isinstance(cond, n.And):
        return any(_binds_that(c) for c in cond.items)
    return False


def _say(ref: n.Ref) -> str:
    return {"you": f"your {ref.name}", "subject": f"their {ref.name}", "table": f"the {ref.name}"}.get(
        ref.owner, ref.name
    )


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
    if isinstance(node, (n.Int, n.BinOp, n.CountCards, n.TurnNumber, n.Ref)):
        return checker.num(node, scope)
    return checker.cond(node, scope)
