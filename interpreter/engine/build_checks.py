"""The checking half of building a game: vocabulary, references between files, every DSL text.

Nothing here compiles; it only turns validated models into checked rules and collects problems. The
references between files are checked in `build_references.py`, each card in `build_card_checks.py`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from interpreter.content import models
from interpreter.content.library import GameSpec
from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check import Scope, check
from interpreter.dsl.parser import Start, parse
from interpreter.dsl.vocabulary import CounterInfo, ProcedureInfo, PropertyInfo, SymbolSetInfo, Vocabulary, ZoneInfo
from interpreter.engine.game import Rule
from interpreter.records import Fixed


def check_constants(node: Any, text: Located, diagnostics: Diagnostics) -> None:
    """Numbers written with constants only: `/ 0` and `mod 0` are errors; a count that is always negative
    ("draw (0 - 5) cards") does nothing at all — a warning; so is a filter's value that swallowed a count
    of cards the writer most likely meant to add outside it."""
    for found in node.walk():
        if isinstance(found, n.BinOp) and found.op in ("/", "mod") and constant(found.right) == 0:
            diagnostics.add(text.mark_at(found.right.span.start), f"'{found.op} 0' has no value")
        if isinstance(found, n.CardFilter):
            for test in found.tests:  # "whose seat is their seat + the number of cards in … whose …": one value
                if (
                    isinstance(test, n.PropTest)
                    and isinstance(test.value, n.BinOp)
                    and any(isinstance(x, n.CardFilter) and x.tests for x in test.value.walk())
                ):
                    diagnostics.warn(
                        text.mark_at(test.value.span.start),
                        f"the value after 'whose {test.prop} is' runs to the end of the sum, counted cards and all",
                        "if the sum is meant outside the filter, put the part with 'whose' in parentheses: "
                        "(the number of cards in … whose …) + …",
                    )
        if isinstance(found, n.BinOp) and _bare_extreme(found.left, str(text)):
            which = found.left.which  # type: ignore[union-attr]
            diagnostics.warn(
                text.mark_at(found.left.span.start),
                f"'the {which} of A and B {found.op} C' is (the {which} of A and B) {found.op} C",
                f"if '{found.op} C' belongs to B, put it in brackets: the {which} of A and (B {found.op} C); "
                f"if it is meant as written, bracket the whole: (the {which} of A and B) {found.op} C",
            )
        count = getattr(found, "count", None)
        value = constant(count)
        if count is not None and value is not None and value < 0:
            diagnostics.warn(
                text.mark_at(count.span.start),
                f"this amount is always {value}: a negative amount does nothing",
            )


def constant(node: Any) -> int | None:
    """The value of a number written with constants only (`3`, `(0 - 5)`, `the lower of 2 and 7`), else None."""
    if isinstance(node, n.Int):
        return node.value
    if isinstance(node, n.BinOp):
        left, right = constant(node.left), constant(node.right)
        if left is None or right is None or (node.op in ("/", "mod") and right == 0):
            return None
        operations = {"+": left + right, "-": left - right, "*": left * right}
        return operations[node.op] if node.op in operations else left // right if node.op == "/" else left % right
    if isinstance(node, n.Extreme):
        one, two = constant(node.left), constant(node.right)
        if one is None or two is None:
            return None
        return min(one, two) if node.which == "lower" else max(one, two)
    return None


def _label_id(name: models.Name) -> str:
    """A label as the rules may name it: its English words, in lower case, joined by hyphens."""
    english = name.en if isinstance(name.en, str) else name.en.one
    return "-".join(str(english).lower().split())


def vocabulary(spec: GameSpec, diagnostics: Diagnostics) -> Vocabulary:
    g = spec.game
    v = Vocabulary(draw_from=g.roles.draw_from, hand=g.roles.hand, discard_to=g.roles.discard_to)
    v.team_size = g.teams.size if g.teams is not None else 0
    v.most_players = max([g.players.max, *(p.players.max for p in g.variants if p.players is not None)])
    unique([z.id for z in g.zones], "zone", diagnostics)
    unique([c.id for c in g.counters], "counter", diagnostics)
    unique([s.id for s in spec.symbol_sets], "symbol set", diagnostics)
    unique([p.id for p in g.procedures], "procedure", diagnostics)
    for zone in g.zones:
        v.zones[zone.id] = ZoneInfo(zone.id, zone.owner, zone.order, zone.link)
    for counter in g.counters:
        piles = tuple(str(p) for p in counter.piles)
        v.counters[counter.id] = CounterInfo(counter.id, counter.owner, counter.ring, counter.track, piles=piles)
    for symbols in spec.symbol_sets:
        unique([s.id for s in symbols.symbols], "symbol", diagnostics)
        v.symbol_sets[symbols.id] = SymbolSetInfo(
            symbols.id, tuple(s.id for s in symbols.symbols), tuple(e.id for e in symbols.effects)
        )
    for group in g.groups:
        owners = {v.counters[str(c)].owner for c in group.counters if str(c) in v.counters}
        if group.matches is not None:
            v.stored[str(group.matches)] = str(group.id)
        v.counters[str(group.id)] = CounterInfo(
            str(group.id), owners.pop() if len(owners) == 1 else "player", members=tuple(str(c) for c in group.counters)
        )
    for prop in g.card_properties:
        labels = tuple((_label_id(name), int(value)) for value, name in prop.labels.items() if str(value).isdigit())
        v.card_properties[prop.id] = PropertyInfo(prop.id, prop.type, labels)
    v.price_parts = _price_parts(spec, v)
    v.card_effects = {str(e.id) for e in g.card_effects}
    v.stats = {str(s.id) for s in g.stats}
    v.windows = {str(w.id) for w in g.windows}
    v.dice = {str(d.id) for d in g.dice}
    v.table = g.table is not None
    v.shapes = {str(s.id) for s in g.table.shapes} if g.table is not None else set()
    v.variables = {str(var.id): var.type for var in g.variables}
    for procedure in g.procedures:
        variables: dict[str, str] = {str(var.id): var.type for var in procedure.variables}
        v.procedures[procedure.id] = ProcedureInfo(
            procedure.id,
            tuple(str(r) for r in procedure.roles),
            variables,
            Fixed(str(s.id) for s in procedure.sections),
        )
    return v


def _price_parts(spec: GameSpec, v: Vocabulary) -> set[str]:
    """What the cards' prices of parts name ("one or more of 1 gold or 1 gem"), so a condition that asks
    whether a card was paid with something else is an error at its place. (The prices are read again,
    with their errors, when each card is checked.)"""
    prices = {str(p) for p, info in v.card_properties.items() if info.type == "price"}
    found: set[str] = set()
    for file in spec.card_files:
        for card in file.cards:
            for properties in [card.properties, *(side.properties for side in card.sides)]:
                for name, value in properties.items():
                    if str(name) in prices and isinstance(value, Located) and "one or more" in value.lower():
                        price = parse(value, "price", Diagnostics())
                        if isinstance(price, n.Price) and price.parts:
                            found.update(info.id for i in price.items if (info := v.counter(i.counter)) is not None)
    return found


def unique(ids: Iterable[Located], what: str, diagnostics: Diagnostics) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            diagnostics.add(i.mark, f"the {what} id '{i}' is used twice")
        seen.add(str(i))


def all_steps(steps: Iterable[Any]) -> list[Any]:
    found = []
    for step in steps:
        found.append(step)
        if isinstance(step, models.IfStep):
            found.extend(all_steps(step.then + step.else_))
    return found


def every_step(g: models.GameFile) -> list[Any]:
    steps = list(g.setup) + list(g.turn)
    if g.round is not None:
        steps += g.round.start + g.round.end
    for procedure in g.procedures:
        steps += procedure.steps + procedure.finally_
        for section in procedure.sections:
            steps += section.steps
    return all_steps(steps)


@dataclass
class DslChecker:
    """Parses and checks every DSL text of a game, in the right scope."""

    v: Vocabulary
    diagnostics: Diagnostics
    replacements: dict[str, Any] = field(default_factory=dict)
    facts: bool = False  # has a card been played in an earlier step of this procedure?

    def text(self, text: Located, start: Start, scope: Scope | None = None) -> Any:
        node = parse(text, start, self.diagnostics)
        if node is None:
            return None
        checked = check(node, self.v, text, self.diagnostics, scope or Scope(facts=self.facts))
        if checked is not None:
            check_constants(checked, text, self.diagnostics)
        return checked

    def rules(self, steps: list[Any], procedure: str | None = None) -> list[Rule]:
        self.facts = False
        return [self.rule(step, procedure) for step in steps]

    def rule(self, step: Any, procedure: str | None) -> Rule:
        step = self.replacements.get(str(step.id), step)
        scope = Scope(facts=self.facts, procedure=procedure)
        if isinstance(step, models.DoStep):
            node = self.text(step.do, "effect", scope)
            if node is not None and any(isinstance(x, n.Play) for x in node.walk()):
                self.facts = True
            extra: dict[str, Any] = {}
            if step.instead is not None:
                if step.instead not in self.v.windows:
                    self.diagnostics.add(
                        step.instead.mark,
                        f"unknown window '{step.instead}'",
                        did_you_mean(step.instead, self.v.windows),
                    )
                if step.by is None:
                    self.diagnostics.add(step.instead.mark, "'instead' needs 'by:', the player who may play instead")
                else:
                    extra = {"instead": str(step.instead), "by": self.text(step.by, "players", scope)}
            return Rule(str(step.id), "do", str(step.source), node, step, extra=extra)
        if isinstance(step, models.WindowStep):
            if step.window not in self.v.windows:
                self.diagnostics.add(
                    step.window.mark, f"unknown window '{step.window}'", did_you_mean(step.window, self.v.windows)
                )
            players = self.text(step.players, "players", scope)
            return Rule(
                str(step.id),
                "window",
                str(step.source),
                players,
                step,
                extra={"window": str(step.window), "players": players, "mode": step.mode},
            )
        node = self.text(step.if_, "condition", scope)
        children = [self.rule(s, procedure) for s in step.then]
        otherwise = [self.rule(s, procedure) for s in step.else_]
        return Rule(str(step.id), "if", str(step.source), node, step, children, otherwise)


def unreachable(steps: list[Rule], diagnostics: Diagnostics) -> None:
    """A step right after an unconditional `go to` or `end the …` can never run."""
    for before, after in pairwise(steps):
        if before.kind == "do" and before.node is not None and before.node.sentences:
            last = before.node.sentences[-1].steps[-1]
            if (
                isinstance(last, n.Do)
                and last.subject is None
                and any(isinstance(v, (n.GoTo, n.EndProcedure)) for v in last.verbs)
            ):
                diagnostics.add(
                    after.model.id.mark,
                    f"step '{after.id}' can never run: the step before it always leaves with 'go to' or 'end'",
                )


def _bare_extreme(node: Any, text: str) -> bool:
    """`the higher of A and B` written with no brackets round it, as the left of an operator: what follows it
    ("* C") reads as part of B, but is not."""
    return isinstance(node, n.Extreme) and not text[: node.span.start].rstrip().endswith("(")
