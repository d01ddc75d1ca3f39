"""Checking expressions: players, zones, numbers, cards, symbols, conditions.

Every `Ref` ("the deck", "your points", "the leader's reach", "the lead card") is resolved here
from the game's vocabulary and the procedure being checked; what it turns into depends on what the
place needs — a zone, a number, a card.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.vocabulary import Vocabulary
from interpreter.records import record


@record
class Scope:
    """What an expression may refer to at this point."""

    facts: bool = False  # a card was played: "the played card", "the joined card", "the joining …"
    that: bool = False  # a condition or `for each` found a player: "that player"
    card: bool = False  # a `for each card`, a play or a reveal named a card: "that card", "it"
    this: bool = False  # the text is a card's own: "this card"
    procedure: str | None = None  # inside this procedure: its variables and sections


class ExpressionChecks:
    v: Vocabulary
    text: Located
    diagnostics: Diagnostics

    def error(self, node: n.Node, message: str, hint: str | None = None) -> None:
        self.diagnostics.add(self.text.mark_at(node.span.start), message, hint)

    def variables(self, scope: Scope) -> dict[str, str]:
        """The variables in reach: the game's own, plus the procedure's or — for a card's text ("*") —
        every procedure's."""
        if scope.procedure is None:
            return self.v.variables
        if scope.procedure == "*":
            return {k: t for p in self.v.procedures.values() for k, t in p.variables.items()} | self.v.variables
        return self.v.procedures[scope.procedure].variables | self.v.variables

    # ------------------------------------------------------------ players
    def player(self, node: Any, scope: Scope, choice_ok: bool = False) -> Any:
        if isinstance(node, n.ThatPlayer) and not scope.that:
            self.error(
                node,
                "'that player' is not known here",
                "it names the player a condition found, as in 'if exactly one player has …: … that player …'",
            )
        if isinstance(node, n.ChoosePlayer):
            if not choice_ok:
                self.error(node, "a player 'of your choice' can only receive cards or payment here")
            if node.who is not None:
                return replace(node, who=self.pred(node.who, replace(scope, that=True)))
        if isinstance(node, n.Variable):
            kind = self.variables(scope).get(node.name)
            if kind != "player":
                players = [k for k, t in self.variables(scope).items() if t == "player"]
                self.error(
                    node,
                    f"unknown player 'the {node.name}'",
                    did_you_mean(node.name, players)
                    or ("players here: " + ", ".join(f"the {p}" for p in players) if players else None),
                )
        if isinstance(node, n.OwnerOf):
            return replace(node, card=self.card(node.card, scope))
        if isinstance(node, n.Neighbour) and node.player is not None:
            return replace(node, player=self.player(node.player, scope))
        if isinstance(node, n.Partner):
            if self.v.team_size != 2:
                hint = (
                    "a partner is the other player of a team of two: give the game 'teams: {size: 2, seating: across}'"
                    if not self.v.team_size
                    else f"teams of this game have {self.v.team_size} players; 'partner' is for teams of two"
                )
                self.error(node, "there is no partner in this game", hint)
            return replace(node, player=self.player(node.player, scope))
        if not isinstance(node, n.Player):
            self.error(node, "expected a player here, such as 'you' or 'that player'")
        return node

    def players(self, node: n.EachPlayer, scope: Scope) -> n.EachPlayer:
        return replace(node, filter=self.filter(node.filter, scope))

    def filter(self, node: n.PlayerFilter, scope: Scope) -> n.PlayerFilter:
        excepts = tuple(self.player(p, scope) for p in node.except_)
        who = self.pred(node.who, replace(scope, that=True)) if node.who else None
        start = self.player(node.start, scope) if node.start else None
        return replace(node, except_=excepts, who=who, start=start)

    # ------------------------------------------------------------ zones
    def zones(self, nodes: tuple[Any, ...], scope: Scope) -> tuple[Any, ...]:
        return tuple(self.zone(z, scope) for z in nodes)

    def one_zone(self, node: Any, scope: Scope) -> Any:
        """A zone where a rule needs exactly one (drawn from, put onto, shuffled, empty or not): never
        "each player's hand", which is one zone per player."""
        if isinstance(node, n.Ref) and node.owner in ("all", "others"):
            whose = "each player's" if node.owner == "all" else "each opponent's"
            self.error(
                node,
                f"'{whose} {node.name}' names one zone per player; here one zone is needed",
                f"say 'your {node.name}', 'their {node.name}' or \"that player's {node.name}\""
                ", inside 'for each player: …'",
            )
            return node
        return self.zone(node, scope)

    def zone(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.ZoneRef):
            return node
        if isinstance(node, n.PileAt):
            return self.pile_at(node, scope)
        if not isinstance(node, n.Ref):
            self.error(node, "expected a zone here, such as 'your hand' or 'the deck'")
            return node
        info = self.v.zones.get(node.name)
        if info is None:
            if self.v.counter(node.name) or self.v.stat(node.name):
                self.error(node, f"'{node.name}' is a number, not a zone")
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
        if node.owner in ("all", "others") and what != "zone":
            whose = "each player's" if node.owner == "all" else "each opponent's"
            self.error(node, f"'{whose} {node.name}' names cards in zones, not a {what}")

    def player_zone_name(self, node: n.Node, name: str) -> None:
        info = self.v.zones.get(name)
        if info is None:
            self.error(node, f"unknown zone '{name}'", did_you_mean(name, self.v.zones))
        elif info.owner != "player":
            self.error(node, f"'{name}' is shared by all players, not one player's zone")

    def player_counter(self, node: n.Node, name: str) -> str:
        """The counter's id (forgiving plural/singular); reports an unknown or table counter."""
        info = self.v.counter(name)
        if info is None and self.v.stat(name):  # "a player has at least 3 line": a stat is compared, not held
            self.error(
                node,
                f"'{name}' is a stat, not a counter a player has",
                f"compare it: 'your {name} is at least 3', 'the active player's {name} is at least 3'",
            )
            return name
        if info is None:
            self.error(node, f"unknown counter '{name}'", did_you_mean(name, self.v.counters))
            return name
        if info.owner != "player":
            self.error(node, f"'{name}' belongs to the table, not to a player")
        return info.id

    # ------------------------------------------------------------ numbers
    def num(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.Ref):
            return self.ref_number(node, scope)
        if isinstance(node, (n.BinOp, n.Extreme)):
            return replace(node, left=self.num(node.left, scope), right=self.num(node.right, scope))
        if isinstance(node, n.CountCards):
            return replace(node, cards=self.cards(node.cards, scope))
        if isinstance(node, n.Total):
            prop = self.number_prop(node, node.prop)
            return replace(node, prop=prop, cards=self.cards(node.cards, scope))
        if isinstance(node, n.CardProp):
            prop = self.number_prop(node, node.prop)
            return replace(node, prop=prop, card=self.card(node.card, scope))
        if isinstance(node, n.Distance):
            left, right = self.num(node.left, scope), self.num(node.right, scope)
            for side in (left, right):
                if not (isinstance(side, n.CounterRef) and self.v.counters[side.counter].ring):
                    self.error(side, "a distance is measured between two positions on a ring counter")
            return replace(node, left=left, right=right)
        if isinstance(node, (n.Int, n.TurnNumber, n.PlayerCount, n.RollValue)):
            return node
        if isinstance(node, n.Seat):
            return replace(node, player=self.player(node.player, scope))
        if isinstance(node, n.CardExpr):
            self.error(node, "a card is not a number", self._example_number())
            return node
        if isinstance(node, n.PileAt):
            self.error(node, "a pile is not a number", "to count its cards, say 'the number of cards in …'")
            return node
        raise TypeError(f"no number checker for {type(node).__name__}")

    def ref_number(self, node: n.Ref, scope: Scope) -> Any:
        if isinstance(node.player, n.Variable) and self.variables(scope).get(node.player.name) == "card":
            card = n.CardVar(node.player.name, span=node.player.span)
            return self.num(n.CardProp(node.name, card, span=node.span), scope)  # "the cost of the lead card"
        if node.owner == "table":
            kind = self.variables(scope).get(node.name)
            if kind == "number":
                return n.VarRef(node.name, span=node.span)
            if kind is not None:
                self.error(node, f"'the {node.name}' is a {kind}, not a number")
                return node
        counter = self.v.counter(node.name)
        if counter is not None and counter.owner != "card":
            self.owner(node, counter.owner, "counter")
            player = self.player(node.player, scope) if node.player else None
            return n.CounterRef(counter.id, node.owner, player, span=node.span)
        stat = self.v.stat(node.name)
        if stat is not None:
            if node.owner == "table":
                self.error(node, f"'{stat}' belongs to each player", f"say 'your {stat}' or 'their {stat}'")
            player = self.player(node.player, scope) if node.player else None
            return n.StatRef(stat, node.owner, player, span=node.span)
        if node.name in self.v.zones:
            self.error(
                node,
                f"'{node.name}' is a zone, not a number",
                f"to count its cards, say 'the number of cards in {_say(node)}'",
            )
        else:
            known = [*self.v.counters, *self.v.stats, *(k for k, t in self.variables(scope).items() if t == "number")]
            self.error(node, f"unknown number '{node.name}'", did_you_mean(node.name, known))
        return node

    def number_prop(self, node: n.Node, name: str) -> str:
        info = self.v.prop(name)
        counter = self.v.counter(name)
        if info is not None:
            if info.type != "number":
                self.error(node, f"'{info.id}' is not a number on cards")
            return info.id
        if counter is not None and counter.owner == "card":
            return counter.id
        self.error(node, f"unknown card property '{name}'", did_you_mean(name, self.v.card_properties))
        return name

    # ------------------------------------------------------------ cards
    def card(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.Ref) and node.owner == "table":
            node = n.CardVar(node.name, span=node.span)
        if isinstance(node, n.CardVar):
            if self.variables(scope).get(node.name) != "card":
                cards = [k for k, t in self.variables(scope).items() if t == "card"]
                self.error(node, f"unknown card 'the {node.name}'", did_you_mean(node.name, cards))
            return node
        if isinstance(node, (n.PlayedCard, n.JoinedCard)) and not scope.facts:
            self.error(node, "no card has been played at this point", "'the played card' follows 'play a card …'")
        if isinstance(node, n.ThatCard) and not scope.card:
            self.error(node, "'that card' is not known here", "it names the card of a 'for each card', play or reveal")
        if isinstance(node, n.ThisCard) and not scope.this:
            self.error(node, "'this card' is only known in a card's own text")
        if isinstance(node, (n.TopCard, n.BottomCard)):
            return replace(node, zone=self.one_zone(node.zone, scope))
        if isinstance(node, n.CardAt):
            position = self.num(node.position, scope)
            boards = [c for c, i in self.v.counters.items() if i.track or i.piles]
            if isinstance(position, n.CounterRef) and position.counter in boards:
                counter = position.counter
            elif len(boards) == 1:
                counter = boards[0]  # "the card at the destination": the game's one board
            else:
                counter = ""
                self.error(node, "'the card at …' needs a position counter with a 'track' zone or 'piles'")
            return replace(node, position=position, counter=counter)
        if not isinstance(node, (n.PlayedCard, n.JoinedCard, n.ThatCard, n.ThisCard, n.BottomCard)):
            self.error(node, "expected a card here, such as 'the played card' or 'that card'")
        return node

    def cards(self, node: Any, scope: Scope) -> Any:
        if isinstance(node, n.AllCards):
            return replace(
                node,
                zones=self.zones(node.zones, scope),
                filter=self.card_filter(node.filter, scope),
                except_=tuple(self.card(c, scope) for c in node.except_),
            )
        if isinstance(node, n.CardsAt):
            return self.cards_at(node, scope)
        return replace(node, card=self.card(node.card, scope))

    def card_filter(self, node: n.CardFilter, scope: Scope) -> n.CardFilter:
        if node.other and not scope.this:
            self.error(node, "'other' cards are cards other than this card, which is only known in a card's own text")
        kinds = tuple(self.value(k, scope) for k in node.kinds)
        tests: list[n.PropTest | n.EitherTest] = []
        for test in node.tests:
            if isinstance(test, n.EitherTest):
                tests.append(replace(test, options=tuple(self.card_filter(o, scope) for o in test.options)))
                continue
            info = self.v.prop(test.prop)
            counter = self.v.counter(test.prop)
            if info is None and counter is not None and counter.owner == "card" and not counter.members:
                # tokens on the card: "whose rotation is 90"
                tests.append(replace(test, prop=counter.id, value=self.num(test.value, scope)))
                continue
            if info is None:
                self.error(
                    test, f"unknown card property '{test.prop}'", did_you_mean(test.prop, self.v.card_properties)
                )
                tests.append(test)
                continue
            labelled = info.label_value(test.value.name) if isinstance(test.value, n.NamedValue) else None
            if labelled is not None:
                value = n.Int(labelled, span=test.value.span)  # "whose PROPERTY is LABEL": a number named by its label
            elif isinstance(test.value, n.NamedValue):
                value = self.value(test.value, scope)
            elif info.type in self.v.symbol_sets and isinstance(test.value, (n.CardProp, n.Ref)):
                value = self.symbol_prop(test.value, scope)  # "whose colour is the colour of that card"
            else:
                value = self.num(test.value, scope)
            tests.append(replace(test, prop=info.id, value=value))
        spatial = self.spatial(node.spatial, scope) if node.spatial is not None else None  # type: ignore[attr-defined]
        return replace(node, kinds=kinds, tests=tuple(tests), spatial=spatial)

    def _example_number(self) -> str | None:
        """A hint in the game's own words: "say 'the cost of …'"."""
        prop = next((p for p, info in self.v.card_properties.items() if info.type == "number"), None)
        return f"to use a number on it, say 'the {prop} of …'" if prop else None

    def _example_symbol(self) -> str | None:
        """A hint in the game's own words: "such as 'wild' or 'the colour of that card'"."""
        prop = next((p for p, info in self.v.card_properties.items() if info.type in self.v.symbol_sets), None)
        if prop is None:
            return None
        value = next(iter(self.v.symbol_sets[self.v.card_properties[prop].type].values), None)
        return f"such as '{value}' or 'the {prop} of that card'"

    def symbol_prop(self, node: Any, scope: Scope) -> Any:
        """A symbol printed on a card, to compare with another card's ("the colour of that card")."""
        if isinstance(node, n.Ref) and isinstance(node.player, n.Variable):
            node = n.CardProp(node.name, n.CardVar(node.player.name, span=node.player.span), span=node.span)
        if not isinstance(node, n.CardProp):
            self.error(node, "expected a symbol here", self._example_symbol())
            return node
        info = self.v.prop(node.prop)
        if info is None or info.type not in self.v.symbol_sets:
            self.error(node, f"'{node.prop}' is not a symbol printed on cards")
            return node
        return replace(node, prop=info.id, card=self.card(node.card, scope))

    def value(self, node: Any, scope: Scope) -> Any:
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

    if TYPE_CHECKING:  # provided by check_conditions.py and check_tabletop.py

        def cond(self, node: Any, scope: Scope) -> Any: ...
        def pred(self, node: Any, scope: Scope) -> Any: ...
        def pile_at(self, node: n.PileAt, scope: Scope) -> Any: ...
        def cards_at(self, node: n.CardsAt, scope: Scope) -> Any: ...
        def has_same(self, node: n.HasSame, scope: Scope) -> Any: ...


def _say(ref: n.Ref) -> str:
    return {"you": f"your {ref.name}", "subject": f"their {ref.name}", "table": f"the {ref.name}"}.get(
        ref.owner, ref.name
    )
