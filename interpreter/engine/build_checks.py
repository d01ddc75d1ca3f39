"""The checking half of building a game: vocabulary, references between files, every DSL text.

Nothing here compiles; it only turns validated models into checked rules and collects problems.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from typing import Any

from lark.lexer import PatternRE

from interpreter.content import models, overlay
from interpreter.content.library import GameSpec
from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check import Scope, check
from interpreter.dsl.parser import Start, keywords, parse, parser
from interpreter.dsl.vocabulary import (
    CounterInfo,
    ProcedureInfo,
    PropertyInfo,
    SymbolSetInfo,
    Vocabulary,
    ZoneInfo,
)
from interpreter.engine.game import Rule
from interpreter.engine.table_checks import check_table
from interpreter.records import Fixed


def check_constants(node: Any, text: Located, diagnostics: Diagnostics) -> None:
    """Numbers written with constants only: `/ 0` and `mod 0` are errors; a count that is always negative
    ("draw (0 - 5) cards") does nothing at all — a warning."""
    for found in node.walk():
        if isinstance(found, n.BinOp) and found.op in ("/", "mod") and constant(found.right) == 0:
            diagnostics.add(text.mark_at(found.right.span.start), f"'{found.op} 0' has no value")
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


def vocabulary(spec: GameSpec, diagnostics: Diagnostics) -> Vocabulary:
    g = spec.game
    v = Vocabulary(draw_from=g.roles.draw_from, hand=g.roles.hand, discard_to=g.roles.discard_to)
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
        v.card_properties[prop.id] = PropertyInfo(prop.id, prop.type)
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


def is_keyword(word: str) -> bool:
    """Would the DSL read `word` as one of its own words ("draws", "number") rather than a name?"""
    return word in _keyword_words() or any(p.fullmatch(word) for p in _keyword_patterns())


@cache
def _keyword_words() -> Fixed[str]:
    return Fixed(w for w in keywords().values() if w.isalpha())


@cache
def _keyword_patterns() -> tuple[re.Pattern[str], ...]:
    return tuple(
        re.compile(t.pattern.value, re.IGNORECASE)
        for t in parser().terminals
        if isinstance(t.pattern, PatternRE) and t.name not in ("NAME", "INT") and not t.name.startswith("__")
    )


def check_references(spec: GameSpec, v: Vocabulary, diagnostics: Diagnostics) -> None:
    g = spec.game
    named: list[Located] = [z.id for z in g.zones] + [c.id for c in g.counters] + [p.id for p in g.card_properties]
    named += [s.id for s in g.stats] + [var.id for p in g.procedures for var in p.variables]
    named += [var.id for var in g.variables]
    for name in named:
        if is_keyword(str(name)):
            diagnostics.add(
                name.mark,
                f"'{name}' is a word of the rules language and cannot name a thing",
                f"choose another id, such as '{name}-icons' or 'my-{name}'",
            )
    for role, owner in ((g.roles.draw_from, None), (g.roles.hand, "player"), (g.roles.discard_to, None)):
        zone = v.zones.get(role)
        if zone is None:
            diagnostics.add(role.mark, f"unknown zone '{role}'", did_you_mean(role, v.zones))
        elif owner == "player" and zone.owner != "player":
            diagnostics.add(role.mark, f"the hand zone '{role}' must have 'owner: player'")
    if g.roles.box is not None and g.roles.box not in v.zones:
        diagnostics.add(g.roles.box.mark, f"unknown zone '{g.roles.box}'", did_you_mean(g.roles.box, v.zones))
    if g.score is not None:
        scored = v.counters.get(str(g.score))
        if scored is None or scored.members or scored.owner != "player":
            diagnostics.add(
                g.score.mark,
                f"'score: {g.score}' must name a counter of each player",
                did_you_mean(g.score, [c for c, info in v.counters.items() if info.owner == "player"]),
            )
    if g.players.min > g.players.max:
        diagnostics.add(g.players.source.mark, f"players: min {g.players.min} is more than max {g.players.max}")
    props: dict[str, models.CardProperty] = {str(p.id): p for p in g.card_properties}
    for prop in g.card_properties:
        if prop.type not in ("number", "text", "name", "price", "shape") and prop.type not in v.symbol_sets:
            diagnostics.add(
                prop.type.mark,
                f"unknown property type '{prop.type}'",
                did_you_mean(prop.type, [*v.symbol_sets, "number", "text", "name", "price", "shape"]),
            )
    for group in g.groups:
        owners = set()
        for member in group.counters:
            info = v.counters.get(str(member))
            if info is None or info.members:
                diagnostics.add(member.mark, f"unknown counter '{member}'", did_you_mean(member, v.counters))
            else:
                owners.add(info.owner)
        if len(owners) > 1:
            diagnostics.add(group.id.mark, f"the counters of '{group.id}' must all belong to players, or all to cards")
        if owners == {"card"} and group.max is not None:
            diagnostics.add(group.max.mark, "only a group of players' counters can have a 'max'")
        if group.matches is not None:
            other = next((o for o in g.groups if o.id == group.matches), None)
            if other is None or len(other.counters) != len(group.counters):
                diagnostics.add(
                    group.matches.mark,
                    f"'matches: {group.matches}' must name a group with as many counters as '{group.id}'",
                    did_you_mean(group.matches, [str(o.id) for o in g.groups]),
                )
    check_table(spec, diagnostics)
    for counter in g.counters:
        if counter.reset in ("round", "move") and (counter.reset == "move") != (counter.owner == "card"):
            diagnostics.add(
                counter.id.mark,
                f"'reset: {counter.reset}' does not fit a counter of "
                + ("a card" if counter.owner == "card" else f"the {counter.owner}"),
                "use 'reset: move' or 'turn' for a counter on a card, 'turn' or 'round' for the others",
            )
        if counter.track is not None and counter.track not in v.zones:
            diagnostics.add(counter.track.mark, f"unknown zone '{counter.track}'", did_you_mean(counter.track, v.zones))
        for pile in counter.piles:
            if pile not in v.zones or v.zones[pile].owner != "table" or v.zones[pile].order != "pile":
                tables = [z for z, info in v.zones.items() if info.owner == "table" and info.order == "pile"]
                diagnostics.add(pile.mark, f"'{pile}' is not a pile on the table", did_you_mean(pile, tables))
        if counter.piles and counter.min is None:
            diagnostics.add(counter.id.mark, f"'{counter.id}' has piles at its positions, so it needs a 'min'")
        if (counter.min is not None and counter.start < counter.min) or (
            counter.max is not None and counter.start > counter.max
        ):
            diagnostics.add(counter.id.mark, f"'{counter.id}' starts at {counter.start}, outside its bounds")
        if counter.ring and (counter.min is None or counter.max is None):
            diagnostics.add(counter.id.mark, f"the ring counter '{counter.id}' needs 'min' and 'max'")
        if counter.laps is not None:
            laps = v.counters.get(str(counter.laps))
            if not counter.ring:
                diagnostics.add(counter.laps.mark, f"only a ring counter counts laps; '{counter.id}' is no ring")
            elif laps is None or laps.owner != counter.owner:
                same = [c for c, i in v.counters.items() if i.owner == counter.owner and c != counter.id]
                diagnostics.add(
                    counter.laps.mark,
                    f"'laps: {counter.laps}' must name a counter of the {counter.owner}, as '{counter.id}' is",
                    did_you_mean(str(counter.laps), same),
                )
    for zone_model in g.zones:
        refill = zone_model.refill
        if refill is not None and (refill not in v.zones or v.zones[refill].owner != "table"):
            diagnostics.add(
                refill.mark,
                f"'refill: {refill}' must name a zone on the table",
                did_you_mean(refill, [z for z, info in v.zones.items() if info.owner == "table"]),
            )
        if refill is not None and zone_model.owner != "table":
            diagnostics.add(
                zone_model.id.mark, f"only a zone on the table can have 'refill:'; '{zone_model.id}' is a player's"
            )
        if zone_model.order == "chain":
            link_id = zone_model.link
            if link_id is None:
                diagnostics.add(
                    zone_model.id.mark,
                    f"the chain zone '{zone_model.id}' needs 'link:', the card property whose two symbols join",
                )
            elif link_id not in props or props[link_id].count != 2:
                diagnostics.add(
                    link_id.mark,
                    f"'link: {link_id}' must name a card property with 'count: 2'",
                    did_you_mean(link_id, props),
                )
    for window in g.windows:
        for opened in window.also:
            if opened not in v.windows:
                diagnostics.add(opened.mark, f"unknown window '{opened}'", did_you_mean(opened, v.windows))
    for procedure in g.procedures:
        for role in procedure.roles:
            if v.procedures[procedure.id].variables.get(role) != "player":
                diagnostics.add(role.mark, f"the role '{role}' must be a variable of type player of '{procedure.id}'")
    ids = {str(s.id) for s in every_step(g)} | {str(e.id) for e in g.end} | {str(t.id) for t in g.triggers}
    ids |= {str(s.id) for sym in spec.symbol_sets for s in sym.symbols}
    cards = {str(c.id) for f in spec.card_files for c in f.cards}
    every_overlay = overlay.overlays(spec)
    unique([o.id for o in every_overlay], "variant or edition", diagnostics)
    variant_rules = [e.id for variant in every_overlay for e in variant.end]
    variant_rules += [t.id for variant in every_overlay for t in variant.triggers]
    unique([s.id for s in every_step(g)] + [e.id for e in g.end] + [t.id for t in g.triggers], "rule", diagnostics)
    for rule_id in variant_rules:
        if rule_id in ids:
            diagnostics.add(rule_id.mark, f"the rule id '{rule_id}' is already used by the standard rules")
    unique([c.id for f in spec.card_files for c in f.cards], "card", diagnostics)
    for variant in every_overlay:
        for rule_id in variant.disable:
            if rule_id not in ids:
                diagnostics.add(
                    rule_id.mark,
                    f"variant '{variant.id}' disables unknown rule '{rule_id}'",
                    did_you_mean(rule_id, ids),
                )
        for step in overlay.rule_replacements(variant):
            if step.id not in ids:
                diagnostics.add(
                    step.id.mark,
                    f"variant '{variant.id}' replaces unknown rule '{step.id}'",
                    did_you_mean(step.id, ids),
                )
        for zone_id in variant.no_refill:
            if zone_id not in v.zones:
                diagnostics.add(zone_id.mark, f"unknown zone '{zone_id}'", did_you_mean(zone_id, v.zones))
        for card_id in variant.remove_cards:
            if card_id not in cards:
                diagnostics.add(
                    card_id.mark,
                    f"variant '{variant.id}' removes unknown card '{card_id}'",
                    did_you_mean(card_id, cards),
                )
        removes = variant.remove_cards or any(isinstance(c, models.RemoveCard) for c in variant.changes)
        if removes and g.roles.box is None:
            diagnostics.add(variant.id.mark, "removing cards needs 'roles: box:', a zone for cards out of the game")
    for file in spec.card_files:
        zone = v.zones.get(file.zone)
        if zone is None:
            diagnostics.add(file.zone.mark, f"unknown zone '{file.zone}'", did_you_mean(file.zone, v.zones))
        elif zone.owner != "table":
            diagnostics.add(file.zone.mark, f"cards start in a shared zone; '{file.zone}' belongs to each player")
        for prop_id in file.requires:
            if prop_id not in props:
                diagnostics.add(prop_id.mark, f"unknown card property '{prop_id}'", did_you_mean(prop_id, props))
        for card in file.cards:
            check_card(card, props, v, diagnostics)
            for prop_id in file.requires:
                if prop_id in props and prop_id not in card.properties:
                    diagnostics.add(
                        card.id.mark, f"card '{card.id}' has no '{prop_id}' (every card of this file needs one)"
                    )
            if card.only_if is not None and g.roles.box is None:
                diagnostics.add(card.id.mark, "'only_if' needs 'roles: box:', a zone for cards out of the game")
            if card.out_of_game and g.roles.box is None:
                diagnostics.add(card.id.mark, "'out_of_game' needs 'roles: box:', a zone for cards out of the game")


def check_card(
    card: models.Card, props: dict[str, models.CardProperty], v: Vocabulary, diagnostics: Diagnostics
) -> None:
    check_properties(card.properties, props, v, diagnostics)
    for side in card.sides:
        check_properties(side.properties, props, v, diagnostics)
        for effect in side.effects:
            if effect not in v.card_effects:
                diagnostics.add(effect.mark, f"unknown card effect '{effect}'", did_you_mean(effect, v.card_effects))
    if card.out_of_game and not card.copies:
        diagnostics.add(
            card.id.mark, f"'{card.id}' is out of the game: give it 'copies:' so a scenario can bring it in"
        )
    _check_card_rest(card, props, v, diagnostics)


def check_properties(
    properties: dict[Any, Any], props: dict[str, models.CardProperty], v: Vocabulary, diagnostics: Diagnostics
) -> None:
    for name, value in properties.items():
        prop = props.get(name)
        if prop is None:
            diagnostics.add(name.mark, f"unknown card property '{name}'", did_you_mean(name, props))
            continue
        if prop.type == "price":
            if not isinstance(value, str):
                diagnostics.add(name.mark, f'\'{name}\' is a price, such as "2 water and 1 earth" or "free"')
            continue
        if prop.type == "shape":
            continue  # checked against the table's shapes (table_checks.py)
        if prop.type == "name":
            if not isinstance(value, models.Name):
                diagnostics.add(name.mark, f"'{name}' is a name in two languages: {{en: …, ru: …}}")
            continue
        if isinstance(value, models.Name):
            diagnostics.add(name.mark, f"'{name}' is a {prop.type}, not a name")
            continue
        values = value if isinstance(value, list) else [value]
        if prop.count is not None and len(values) != prop.count:
            diagnostics.add(
                name.mark, f"'{name}' needs {prop.count} value{'s' if prop.count != 1 else ''}, not {len(values)}"
            )
        for item in values:
            if prop.type == "number" and not isinstance(item, int):
                diagnostics.add(name.mark, f"'{name}' is a number, not {item!r}")
            elif prop.type == "number" and prop.min is not None and item < prop.min:
                diagnostics.add(name.mark, f"'{name}' is {item}, below its least value {prop.min}")
            elif prop.type == "number" and prop.max is not None and item > prop.max:
                diagnostics.add(name.mark, f"'{name}' is {item}, above its greatest value {prop.max}")
            elif prop.type in v.symbol_sets and item not in v.symbol_sets[prop.type].values:
                mark = item.mark if isinstance(item, Located) else name.mark
                diagnostics.add(
                    mark, f"unknown {prop.type} '{item}'", did_you_mean(str(item), v.symbol_sets[prop.type].values)
                )


def _check_card_rest(
    card: models.Card, props: dict[str, models.CardProperty], v: Vocabulary, diagnostics: Diagnostics
) -> None:
    for prop in props.values():
        if prop.id not in card.properties and prop.count is not None and not card.sides:
            diagnostics.add(card.id.mark, f"card '{card.id}' has no '{prop.id}'")
    for effect in card.effects:
        if effect not in v.card_effects:
            diagnostics.add(
                effect.mark,
                f"unknown card effect '{effect}'",
                did_you_mean(effect, v.card_effects) or "declare it under 'card_effects:' in the game file",
            )
    for play in card.plays:
        if play.window not in v.windows:
            diagnostics.add(play.window.mark, f"unknown window '{play.window}'", did_you_mean(play.window, v.windows))
        if play.to is not None and play.to not in v.zones:
            diagnostics.add(play.to.mark, f"unknown zone '{play.to}'", did_you_mean(play.to, v.zones))
    for ability in card.abilities:
        if ability.window not in v.windows:
            diagnostics.add(
                ability.window.mark, f"unknown window '{ability.window}'", did_you_mean(ability.window, v.windows)
            )
        if ability.zone not in v.zones:
            diagnostics.add(ability.zone.mark, f"unknown zone '{ability.zone}'", did_you_mean(ability.zone, v.zones))
        if ability.as_ is not None and ability.as_ not in v.windows:
            diagnostics.add(ability.as_.mark, f"unknown window '{ability.as_}'", did_you_mean(ability.as_, v.windows))
    for modifier in card.cost_modifiers:
        if modifier.zone not in v.zones:
            diagnostics.add(modifier.zone.mark, f"unknown zone '{modifier.zone}'", did_you_mean(modifier.zone, v.zones))
        if (modifier.add is None) == (modifier.reduce is None):
            diagnostics.add(modifier.zone.mark, "a cost modifier has either 'add:' or 'reduce:'")
    for trigger in card.triggers:
        if trigger.zone not in v.zones:
            diagnostics.add(trigger.zone.mark, f"unknown zone '{trigger.zone}'", did_you_mean(trigger.zone, v.zones))


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
