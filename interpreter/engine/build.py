"""Validated content → a checked, compiled `Game` (or every problem found on the way).

Order of work: cross-file checks on the models (ids, references between files), then every DSL
string is parsed and checked against the vocabulary, and only when no problem was found is anything
compiled. Nothing half-built ever reaches a caller.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from interpreter.content import models
from interpreter.content.library import GameSpec, load_spec, resolve_target
from interpreter.content.source import Located
from interpreter.diagnostics import ContentError, Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check import Scope, check
from interpreter.dsl.parser import Start, parse
from interpreter.dsl.vocabulary import CounterInfo, SymbolSetInfo, Vocabulary, ZoneInfo
from interpreter.engine.code import Builder, Code
from interpreter.engine.compile import expr
from interpreter.engine.compile.flow import compile_game, compile_turn
from interpreter.engine.compile.stmt import StmtCompiler
from interpreter.engine.compile.verbs import VerbCompiler
from interpreter.engine.game import CardDef, CounterDef, EndCheck, Game, Rule, SymbolDef, SymbolSetDef, ZoneDef

_CACHE: dict[tuple[str, str, tuple[str, ...]], Game] = {}


def load_game(target: str, variant: str | None = None, roots: list[Path] | None = None) -> Game:
    """Load, check and compile a game by id or folder; raises ContentError with every problem."""
    folders = resolve_target(target, roots)
    key = (target, variant or "standard", tuple(str(f.resolve()) for f in folders))
    if key in _CACHE:
        return _CACHE[key]
    diagnostics = Diagnostics()
    spec = load_spec(folders, diagnostics)
    if spec is None or diagnostics:
        raise ContentError(diagnostics.sorted())
    game = build_game(spec, variant, diagnostics)
    if game is None:
        raise ContentError(diagnostics.sorted())
    _CACHE[key] = game
    return game


def check_spec(spec: GameSpec, diagnostics: Diagnostics) -> None:
    """Check one game in every variant (what `rulebook check` runs)."""
    build_game(spec, None, diagnostics)
    for variant in spec.game.variants:
        build_game(spec, variant.id, Diagnostics())  # the standard build already reported shared problems


def build_game(spec: GameSpec, variant_id: str | None, diagnostics: Diagnostics) -> Game | None:
    g = spec.game
    variant = None
    if variant_id not in (None, "standard"):
        variant = next((v for v in g.variants if v.id == variant_id), None)
        if variant is None:
            known = ["standard", *(v.id for v in g.variants)]
            diagnostics.add(
                g.id.mark,
                f"{g.id} has no variant '{variant_id}'",
                did_you_mean(str(variant_id), known) or "variants: " + ", ".join(known),
            )
            return None
    before = len(diagnostics)
    vocabulary = _vocabulary(spec, diagnostics)
    _check_references(spec, vocabulary, diagnostics)
    checker = _DslChecker(vocabulary, diagnostics)
    setup = [checker.rule(step) for step in g.setup]
    turn = [checker.rule(step) for step in g.turn]
    symbol_sets = _symbols(spec, checker)
    ends = [(rule, checker.text(rule.when, "condition"), checker.text(rule.winners, "players")) for rule in g.end]
    disabled = frozenset(str(i) for i in (variant.disable if variant else ()))
    if len(diagnostics) > before:
        return None
    return _assemble(spec, variant, vocabulary, setup, turn, symbol_sets, ends, disabled)


# ---------------------------------------------------------------- vocabulary and cross-file checks


def _vocabulary(spec: GameSpec, diagnostics: Diagnostics) -> Vocabulary:
    g = spec.game
    v = Vocabulary(draw_from=g.roles.draw_from, hand=g.roles.hand, discard_to=g.roles.discard_to)
    _unique([z.id for z in g.zones], "zone", diagnostics)
    _unique([c.id for c in g.counters], "counter", diagnostics)
    _unique([s.id for s in spec.symbol_sets], "symbol set", diagnostics)
    for zone in g.zones:
        v.zones[zone.id] = ZoneInfo(zone.id, zone.owner, zone.order, zone.link)
    for counter in g.counters:
        v.counters[counter.id] = CounterInfo(counter.id, counter.owner)
    for symbols in spec.symbol_sets:
        _unique([s.id for s in symbols.symbols], "symbol", diagnostics)
        v.symbol_sets[symbols.id] = SymbolSetInfo(
            symbols.id, tuple(s.id for s in symbols.symbols), tuple(e.id for e in symbols.effects)
        )
    for prop in g.card_properties:
        v.card_properties[prop.id] = prop.type
    return v


def _unique(ids: Iterable[Located], what: str, diagnostics: Diagnostics) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            diagnostics.add(i.mark, f"the {what} id '{i}' is used twice")
        seen.add(str(i))


def _check_references(spec: GameSpec, v: Vocabulary, diagnostics: Diagnostics) -> None:
    g = spec.game
    for role, owner in ((g.roles.draw_from, None), (g.roles.hand, "player"), (g.roles.discard_to, None)):
        zone = v.zones.get(role)
        if zone is None:
            diagnostics.add(role.mark, f"unknown zone '{role}'", did_you_mean(role, v.zones))
        elif owner == "player" and zone.owner != "player":
            diagnostics.add(role.mark, f"the hand zone '{role}' must have 'owner: player'")
    if g.players.min > g.players.max:
        diagnostics.add(g.players.source.mark, f"players: min {g.players.min} is more than max {g.players.max}")
    props: dict[str, models.CardProperty] = {str(p.id): p for p in g.card_properties}
    for prop in g.card_properties:
        if prop.type not in ("number", "text") and prop.type not in v.symbol_sets:
            diagnostics.add(
                prop.type.mark,
                f"unknown property type '{prop.type}'",
                did_you_mean(prop.type, [*v.symbol_sets, "number", "text"]),
            )
    for zone_model in g.zones:
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
    ids = {str(s.id) for s in _all_steps(g.setup + g.turn)} | {str(e.id) for e in g.end}
    ids |= {str(s.id) for sym in spec.symbol_sets for s in sym.symbols}
    ids |= {str(c.id) for f in spec.card_files for c in f.cards}
    _unique([s.id for s in _all_steps(g.setup + g.turn)] + [e.id for e in g.end], "rule", diagnostics)
    _unique([c.id for f in spec.card_files for c in f.cards], "card", diagnostics)
    for variant in g.variants:
        for rule_id in variant.disable:
            if rule_id not in ids:
                diagnostics.add(
                    rule_id.mark,
                    f"variant '{variant.id}' disables unknown rule '{rule_id}'",
                    did_you_mean(rule_id, ids),
                )
    for file in spec.card_files:
        zone = v.zones.get(file.zone)
        if zone is None:
            diagnostics.add(file.zone.mark, f"unknown zone '{file.zone}'", did_you_mean(file.zone, v.zones))
        elif zone.owner != "table":
            diagnostics.add(file.zone.mark, f"cards start in a shared zone; '{file.zone}' belongs to each player")
        for card in file.cards:
            _check_card(card, props, v, diagnostics)


def _check_card(
    card: models.Card, props: dict[str, models.CardProperty], v: Vocabulary, diagnostics: Diagnostics
) -> None:
    for name, value in card.properties.items():
        prop = props.get(name)
        if prop is None:
            diagnostics.add(name.mark, f"unknown card property '{name}'", did_you_mean(name, props))
            continue
        values = value if isinstance(value, list) else [value]
        if prop.count is not None and len(values) != prop.count:
            diagnostics.add(
                name.mark, f"'{name}' needs {prop.count} value{'s' if prop.count != 1 else ''}, not {len(values)}"
            )
        for item in values:
            if prop.type == "number" and not isinstance(item, int):
                diagnostics.add(name.mark, f"'{name}' is a number, not {item!r}")
            elif prop.type in v.symbol_sets and item not in v.symbol_sets[prop.type].values:
                mark = item.mark if isinstance(item, Located) else name.mark
                diagnostics.add(
                    mark, f"unknown {prop.type} '{item}'", did_you_mean(str(item), v.symbol_sets[prop.type].values)
                )
    for prop in props.values():
        if prop.id not in card.properties and prop.count is not None:
            diagnostics.add(card.id.mark, f"card '{card.id}' has no '{prop.id}'")


def _all_steps(steps: list[Any]) -> list[Any]:
    found = []
    for step in steps:
        found.append(step)
        if isinstance(step, models.IfStep):
            found.extend(_all_steps(step.then + step.else_))
    return found


# ---------------------------------------------------------------- DSL texts


class _DslChecker:
    def __init__(self, vocabulary: Vocabulary, diagnostics: Diagnostics):
        self.v = vocabulary
        self.diagnostics = diagnostics
        self.facts = False  # has a card been played in an earlier step of this procedure?

    def text(self, text: Located, start: Start, scope: Scope | None = None) -> Any:
        node = parse(text, start, self.diagnostics)
        if node is None:
            return None
        return check(node, self.v, text, self.diagnostics, scope or Scope(facts=self.facts))

    def rule(self, step: Any) -> Rule:
        if isinstance(step, models.DoStep):
            node = self.text(step.do, "effect")
            if node is not None and any(isinstance(x, n.Play) for x in node.walk()):
                self.facts = True
            return Rule(str(step.id), "do", str(step.source), node, step)
        node = self.text(step.if_, "condition")
        children = [self.rule(s) for s in step.then]
        otherwise = [self.rule(s) for s in step.else_]
        return Rule(str(step.id), "if", str(step.source), node, step, children, otherwise)


def _symbols(spec: GameSpec, checker: _DslChecker) -> dict[str, SymbolSetDef]:
    sets: dict[str, SymbolSetDef] = {}
    for file in spec.symbol_sets:
        definition = SymbolSetDef(str(file.id), file)
        for symbol in file.symbols:
            sdef = SymbolDef(str(symbol.id), str(file.id), symbol)
            for name, text in symbol.effects.items():
                declared = [e.id for e in file.effects]
                if name not in declared:
                    checker.diagnostics.add(
                        name.mark,
                        f"unknown effect '{name}' for a {file.id}",
                        did_you_mean(name, declared) or f"declare it under 'effects:' of {file.id}",
                    )
                sdef.effects[str(name)] = checker.text(text, "effect", Scope(facts=True))
            definition.symbols[sdef.id] = sdef
        sets[definition.id] = definition
    return sets


# ---------------------------------------------------------------- assembling and compiling


def _assemble(
    spec: GameSpec,
    variant: models.Variant | None,
    v: Vocabulary,
    setup: list[Rule],
    turn: list[Rule],
    symbol_sets: dict[str, SymbolSetDef],
    ends: list[Any],
    disabled: frozenset[str],
) -> Game:
    g = spec.game
    zones = [ZoneDef(i, str(z.id), z.owner, z.order, z.visibility, z.link, z) for i, z in enumerate(g.zones)]
    counters = [CounterDef(i, str(c.id), c.owner, c.start, c.min, c.max, c) for i, c in enumerate(g.counters)]
    zone_index = {z.id: z.index for z in zones}
    cards: list[CardDef] = []
    instances: list[int] = []
    start_zone: list[int] = []
    for file in spec.card_files:
        for card in file.cards:
            definition = CardDef(len(cards), str(card.id), {str(k): val for k, val in card.properties.items()}, card)
            cards.append(definition)
            for _ in range(card.copies):
                instances.append(definition.index)
                start_zone.append(zone_index[str(file.zone)])
    game = Game(
        id=str(g.id),
        model=g,
        variant=variant,
        zones=zones,
        counters=counters,
        cards=cards,
        instances=tuple(instances),
        start_zone=tuple(start_zone),
        symbol_sets=symbol_sets,
        setup=setup,
        turn=turn,
        end=[],
        disabled=disabled,
        zone_by_id={z.id: z for z in zones},
        counter_by_id={c.id: c for c in counters},
        draw_from=zone_index[str(g.roles.draw_from)],
        hand=zone_index[str(g.roles.hand)],
        discard_to=zone_index[str(g.roles.discard_to)],
        files=sorted(spec.documents),
    )
    for zone in zones:
        if zone.order == "chain" and zone.link:
            game.links[zone.index] = tuple(tuple(cards[d].properties[zone.link]) for d in instances)
    for rule_model, when, winners in ends:
        rule = Rule(str(rule_model.id), "end", str(rule_model.source), when, rule_model, extra={"winners": winners})
        game.end.append(EndCheck(rule.id, rule_model.after, expr.cond(when, game), expr.players(winners, game), rule))
    _compile(game)
    return game


def _compile(game: Game) -> None:
    symbol_codes: dict[tuple[str, str, str], Code] = {}

    def resolve(set_id: str, value: str, effect: str) -> Code | None:
        if value in game.disabled:
            return None
        return symbol_codes.get((set_id, value, effect))

    verbs = VerbCompiler(game, resolve)

    def compiler_for(builder: Builder) -> StmtCompiler:
        return StmtCompiler(game, verbs, builder)

    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            for effect, node in symbol.effects.items():
                code_id = f"{symbols.id}:{symbol.id}:{effect}"
                b = Builder(code_id, origin=str(symbol.model.effects[effect].mark))  # type: ignore[index]
                compiler_for(b).effect(node)
                symbol_codes[(symbols.id, symbol.id, effect)] = game.codes[code_id] = b.build()
    turn = game.codes["turn"] = compile_turn(game, compiler_for)
    game.codes["game"] = compile_game(game, turn, compiler_for)


def load_checked(target: str, diagnostics: Diagnostics) -> None:
    """Validate one game or folder completely, adding every problem to `diagnostics`."""
    try:
        folders = resolve_target(target)
    except ContentError as error:
        diagnostics.extend(error.diagnostics)
        return
    spec = load_spec(folders, diagnostics)
    if spec is not None:
        check_spec(spec, diagnostics)
