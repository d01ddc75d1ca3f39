"""Checking verbs: each `verb_<node>` resolves a verb's names and checks its parts (what a sentence does)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.diagnostics import did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.nodes.verbs import LOOKERS
from interpreter.records import Fixed

if TYPE_CHECKING:
    from interpreter.diagnostics import Diagnostics
    from interpreter.dsl.check_exprs import Scope
    from interpreter.dsl.vocabulary import Vocabulary


def _cannot_set(node: Any) -> str:
    """Why a number cannot be set, saying what kind of number it is."""
    if isinstance(node, n.CardProp):
        return f"'{node.prop}' is printed on the card: it cannot be set"
    if isinstance(node, n.StatRef):
        return f"'{node.stat}' is computed from other numbers: it cannot be set"
    return "only a counter, a counter on a card or a number variable can be set"


class VerbChecks:
    """The verbs of a sentence, checked: a mixin of the `Checker` (check.py), which adds the statements."""

    v: Vocabulary
    diagnostics: Diagnostics

    if TYPE_CHECKING:  # provided by the expression, table and statement checkers

        def error(self, node: n.Node, message: str, hint: str | None = None) -> None: ...
        def variables(self, scope: Scope) -> dict[str, str]: ...
        def value(self, node: Any, scope: Scope) -> Any: ...
        def num(self, node: Any, scope: Scope) -> Any: ...
        def player(self, node: Any, scope: Scope, choice_ok: bool = False) -> Any: ...
        def player_counter(self, node: n.Node, name: str) -> str: ...
        def player_zone_name(self, node: n.Node, name: str) -> None: ...
        def zone(self, node: Any, scope: Scope) -> Any: ...
        def one_zone(self, node: Any, scope: Scope) -> Any: ...
        def zones(self, nodes: tuple[Any, ...], scope: Scope) -> tuple[Any, ...]: ...
        def card(self, node: Any, scope: Scope) -> Any: ...
        def cards(self, node: Any, scope: Scope) -> Any: ...
        def card_filter(self, node: n.CardFilter, scope: Scope) -> n.CardFilter: ...
        def verb_cardcount(self, node: n.CardCount, scope: Scope) -> Any: ...

    def verb(self, node: Any, scope: Scope) -> Any:
        method = getattr(self, "verb_" + type(node).__name__.lower(), None)
        if method is None:
            raise TypeError(f"no checker for {type(node).__name__}")
        return method(node, scope)

    def can_verb(self, verb: Any, scope: Scope) -> Any:
        if not isinstance(verb, (n.Play, n.Discard, n.Give, n.Take, n.PlayFor, n.Reveal, n.Draw, n.Move, n.ChooseCard)):
            self.error(
                verb, "'can' asks about a choice: play, discard, give, take, reveal, draw, move or choose a card"
            )
        return self.verb(verb, scope)

    def verb_draw(self, node: n.Draw, scope: Scope) -> n.Draw:
        zone = self.one_zone(node.zone, scope) if node.zone else None
        return replace(node, count=self.num(node.count, scope), zone=zone)

    def verb_drawupto(self, node: n.DrawUpTo, scope: Scope) -> n.DrawUpTo:
        self.player_zone_name(node, node.hand)
        return replace(node, target=self.num(node.target, scope))

    def verb_putfrom(self, node: n.PutFrom, scope: Scope) -> n.PutFrom:
        return replace(
            node,
            count=self.num(node.count, scope),
            source=self.zone(node.source, scope),
            zone=self.one_zone(node.zone, scope),
            filter=self.card_filter(node.filter, scope),
        )

    def verb_store(self, node: n.Store | n.Unstore, scope: Scope) -> Any:
        info = self.v.counter(node.group)
        if isinstance(node, n.Store) and info is not None and info.owner == "card" and not info.members:
            return self.verb_cardcount(n.CardCount(info.id, node.card, node.count, span=node.span), scope)
        if info is None or not info.members or info.owner != "player":
            groups = [k for k, i in self.v.counters.items() if i.members and i.owner == "player"]
            self.error(node, f"'{node.group}' is not a group of players' counters", did_you_mean(node.group, groups))
        elif info.id not in self.v.stored:
            self.error(node, f"no group of card counters 'matches: {info.id}', so it cannot lie on a card")
        group = info.id if info is not None else node.group
        if isinstance(node, n.Store):
            return replace(node, count=self.num(node.count, scope), group=group, card=self.card(node.card, scope))
        return replace(node, group=group, card=self.card(node.card, scope))

    verb_unstore = verb_store

    def verb_choosenumber(self, node: n.ChooseNumber, scope: Scope) -> n.ChooseNumber:
        if self.variables(scope).get(node.name) != "number":
            numbers = [k for k, t in self.variables(scope).items() if t == "number"]
            self.error(node, f"'the {node.name}' is not a number variable here", did_you_mean(node.name, numbers))
        return replace(node, low=self.num(node.low, scope), high=self.num(node.high, scope))

    def verb_rotate(self, node: n.Rotate, scope: Scope) -> n.Rotate:
        self.player_zone_name(node, node.zone)
        return node

    def verb_discard(self, node: n.Discard, scope: Scope) -> n.Discard:
        return replace(
            node,
            count=self.num(node.count, scope),
            zones=self.zones(node.zones, scope),
            filter=self.card_filter(node.filter, scope),
        )

    def verb_discarddownto(self, node: n.DiscardDownTo, scope: Scope) -> n.DiscardDownTo:
        return replace(node, count=self.num(node.count, scope))

    def verb_discardcards(self, node: n.DiscardCards, scope: Scope) -> n.DiscardCards:
        return replace(node, cards=self.cards(node.cards, scope))

    def verb_give(self, node: n.Give, scope: Scope) -> n.Give:
        zone = self.one_zone(node.zone, scope) if node.zone else None
        return replace(node, count=self.num(node.count, scope), zone=zone, to=self.player(node.to, scope, True))

    def verb_take(self, node: n.Take, scope: Scope) -> n.Take:
        return replace(
            node,
            count=self.num(node.count, scope),
            zones=self.zones(node.zones, scope),
            filter=self.card_filter(node.filter, scope),
        )

    def verb_play(self, node: n.Play, scope: Scope) -> n.Play:
        if isinstance(node.target, n.PileAt):  # a play lands in a zone by name (its order, its chain)
            self.error(
                node.target,
                "a card is played onto a zone by name",
                "to move it onto a pile: 'put 1 card from … onto …'",
            )
        target = self.one_zone(node.target, scope)
        end = None
        if node.end is not None:
            if isinstance(target, n.ZoneRef) and self.v.zones[target.zone].order != "chain":
                self.error(node.end, f"'{target.zone}' has no ends: only a zone with 'order: chain' has two open ends")
            end = replace(node.end, value=self.value(node.end.value, scope))
        if node.paying is not None:
            info = self.v.prop(node.paying)
            if info is None or info.type != "price":
                prices = [p for p, i in self.v.card_properties.items() if i.type == "price"]
                self.error(node, f"'{node.paying}' is not a price on cards", did_you_mean(node.paying, prices))
        return replace(
            node,
            source=self.zone(node.source, scope),
            target=target,
            end=end,
            filter=self.card_filter(node.filter, scope),
        )

    def verb_playfor(self, node: n.PlayFor, scope: Scope) -> n.PlayFor:
        if node.window not in self.v.windows:
            self.error(node, f"unknown window '{node.window}'", did_you_mean(node.window, self.v.windows))
        zone = self.one_zone(node.zone, scope) if node.zone is not None else None
        return replace(node, zone=zone, filter=self.card_filter(node.filter, scope))

    def verb_show(self, node: n.Show, scope: Scope) -> n.Show:
        return replace(node, card=self.card(node.card, scope))

    def verb_look(self, node: n.Look, scope: Scope) -> n.Look:
        if self.v.most_players > LOOKERS:
            self.error(
                node,
                f"'look at' remembers who looked for up to {LOOKERS} players, and this game allows "
                f"{self.v.most_players}",
                "'show' names the card to every player",
            )
        return replace(node, card=self.card(node.card, scope))

    def verb_reveal(self, node: n.Reveal, scope: Scope) -> n.Reveal:
        return replace(node, zones=self.zones(node.zones, scope))

    def verb_gain(self, node: n.Gain | n.Lose, scope: Scope) -> Any:
        return replace(node, count=self.num(node.count, scope), counter=self.player_counter(node, node.counter))

    verb_lose = verb_gain

    def verb_keep(self, node: n.Keep, scope: Scope) -> n.Keep:
        return replace(node, counter=self.player_counter(node, node.counter))

    def verb_pay(self, node: n.Pay, scope: Scope) -> n.Pay:
        counter = self.player_counter(node, node.counter)
        return replace(node, count=self.num(node.count, scope), counter=counter, to=self.player(node.to, scope, True))

    def verb_move(self, node: n.Move, scope: Scope) -> n.Move:
        counter = self.v.counter(node.counter)
        rings = [c for c, i in self.v.counters.items() if i.ring and i.owner != "card"]
        where = "positions on a ring here: " + ", ".join(rings) if rings else "this game has no ring of positions"
        if counter is None:
            self.error(node, f"unknown counter '{node.counter}'", did_you_mean(node.counter, rings) or where)
        elif not counter.ring:
            self.error(
                node,
                f"'{counter.id}' is a count, not a position on a ring: 'move' steps a ring counter ('ring: true')",
                f"change a count with 'gain' or 'lose'; {where}",
            )
        elif counter.owner == "card":
            self.error(
                node,
                f"'{counter.id}' is a counter on cards, and 'move' steps a player's or the table's position",
                f"set it with 'set the {counter.id} to …'; {where}",
            )
        return replace(node, count=self.num(node.count, scope), counter=counter.id if counter else node.counter)

    def verb_roll(self, node: n.Roll, scope: Scope) -> n.Roll:
        if node.die not in self.v.dice:
            self.error(node, f"unknown die '{node.die}'", did_you_mean(node.die, self.v.dice))
        return node

    def verb_rollcards(self, node: n.RollCards, scope: Scope) -> n.RollCards:
        return replace(node, cards=self.cards(node.cards, scope))

    def verb_set(self, node: n.Set, scope: Scope) -> n.Set:
        target = node.target
        if isinstance(target, n.Ref) and target.owner == "table" and self.variables(scope).get(target.name) == "card":
            return replace(node, target=n.CardVar(target.name, span=target.span), value=self.card(node.value, scope))
        if isinstance(target, n.Ref) and target.owner == "table" and self.variables(scope).get(target.name) == "player":
            self.error(target, f"'the {target.name}' is a player: use 'choose … as the {target.name}'")
            return node
        before = len(self.diagnostics)
        checked = self.num(target, scope)
        on_card = isinstance(checked, n.CardProp) and self._is_card_counter(checked.prop)
        said = len(self.diagnostics) > before  # an unknown name, or not a number: one error is enough
        if not isinstance(checked, (n.VarRef, n.CounterRef)) and not on_card and not said:
            self.error(target, _cannot_set(checked), self._settable(scope, isinstance(checked, n.CardProp)))
        return replace(node, target=checked, value=self.num(node.value, scope))

    def _is_card_counter(self, name: str) -> bool:
        info = self.v.counters.get(name)
        return info is not None and info.owner == "card" and not info.members

    def _settable(self, scope: Scope, of_a_card: bool) -> str:
        """What 'set' can change in this game: its counters, its counters on cards, its number variables."""
        counters = [f"'{c}'" for c, info in self.v.counters.items() if not info.members and info.owner != "card"]
        on_cards = [f"'the {c} of CARD'" for c in self.v.counters if self._is_card_counter(c)]
        numbers = [f"'the {k}'" for k, t in self.variables(scope).items() if t == "number"]
        found = on_cards + counters + numbers if of_a_card else counters + on_cards + numbers
        return (
            "these can be set: " + ", ".join(found[:12]) + (", …" if len(found) > 12 else "")
            if found
            else ("this game has no counter or number variable to set")
        )

    def verb_chooseas(self, node: n.ChooseAs, scope: Scope) -> n.ChooseAs:
        if self.variables(scope).get(node.name) != "player":
            players = [k for k, t in self.variables(scope).items() if t == "player"]
            self.error(node, f"'the {node.name}' is not a player variable here", did_you_mean(node.name, players))
        choice = self.player(node.choice, scope, choice_ok=True)
        return replace(node, choice=choice)

    def verb_run(self, node: n.Run, scope: Scope) -> n.Run:
        info = self.v.procedures.get(node.procedure)
        if info is None:
            self.error(node, f"unknown procedure '{node.procedure}'", did_you_mean(node.procedure, self.v.procedures))
            return node
        if node.against is not None and len(info.roles) < 2:
            self.error(node, f"'{node.procedure}' has no second role to run it against")
        against = self.player(node.against, scope) if node.against else None
        return replace(node, against=against)

    def verb_goto(self, node: n.GoTo, scope: Scope) -> n.GoTo:
        if scope.procedure == "*":
            labels = Fixed(label for p in self.v.procedures.values() for label in p.labels)
        else:
            labels = self.v.procedures[scope.procedure].labels if scope.procedure else Fixed()
        if node.label not in labels:
            self.error(node, f"no section '{node.label}' to go to here", did_you_mean(node.label, labels))
        return node

    def verb_endprocedure(self, node: n.EndProcedure, scope: Scope) -> n.EndProcedure:
        if node.procedure != scope.procedure and not (scope.procedure == "*" and node.procedure in self.v.procedures):
            self.error(node, f"'end the {node.procedure}' is only possible inside the {node.procedure}")
        return node

    def verb_endturn(self, node: n.EndTurn, scope: Scope) -> n.EndTurn:
        return node

    def verb_shuffle(self, node: n.Shuffle, scope: Scope) -> n.Shuffle:
        into = self.one_zone(node.into, scope) if node.into else None
        return replace(node, zone=self.one_zone(node.zone, scope), into=into)

    def verb_put(self, node: n.Put, scope: Scope) -> n.Put:
        return replace(node, cards=self.cards(node.cards, scope), zone=self.one_zone(node.zone, scope))

    def verb_resolve(self, node: n.Resolve, scope: Scope) -> n.Resolve:
        if node.card is not None:
            if node.effect not in self.v.card_effects:
                self.error(
                    node, f"no card has an effect named '{node.effect}'", did_you_mean(node.effect, self.v.card_effects)
                )
            return replace(node, card=self.card(node.card, scope))
        value = self.value(node.value, scope)
        set_id = value.set if isinstance(value, (n.SymbolValue, n.JoiningValue)) else None
        if set_id in self.v.symbol_sets:
            effects = self.v.symbol_sets[set_id].effects
            if node.effect not in effects:
                self.error(
                    node,
                    f"a {set_id} has no effect named '{node.effect}'",
                    did_you_mean(node.effect, effects)
                    or (f"{set_id} effects: " + ", ".join(effects) if effects else None),
                )
        return replace(node, value=value)

    def verb_extraturn(self, node: Any, scope: Scope) -> Any:
        return node

    verb_win = verb_nothing = verb_extraturn
