"""Validated content → a checked, compiled `Game` (or every problem found on the way).

Order of work: cross-file checks on the models (ids, references between files), then every DSL
string is parsed and checked against the vocabulary (`build_checks.py`), and only when no problem
was found is anything compiled. Nothing half-built ever reaches a caller.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from interpreter.content import models, overlay
from interpreter.content.library import GameSpec, load_spec, resolve_target
from interpreter.content.limits import check_limits, warn_empty
from interpreter.diagnostics import ContentError, Diagnostics, did_you_mean
from interpreter.dsl.check import Scope
from interpreter.engine.build_checks import DslChecker, check_references, unreachable, vocabulary
from interpreter.engine.code import Builder, Code
from interpreter.engine.compile import costs, expr
from interpreter.engine.compile.flow import compile_game, compile_procedure, compile_turn
from interpreter.engine.compile.stmt import StmtCompiler
from interpreter.engine.compile.triggers import index_triggers, matcher
from interpreter.engine.compile.verbs import VerbCompiler
from interpreter.engine.compile.windows import index_actions
from interpreter.engine.game import (
    CardAction,
    CardDef,
    CostModifierDef,
    CounterDef,
    EndCheck,
    Game,
    GroupDef,
    ProcedureDef,
    Rule,
    SideDef,
    SymbolDef,
    SymbolSetDef,
    TriggerDef,
    ZoneDef,
)
from interpreter.engine.table import table_def
from interpreter.records import Fixed

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
    game.origin = (target, roots)
    _CACHE[key] = game
    return game


def check_spec(
    spec: GameSpec, diagnostics: Diagnostics, sweep_seconds: float | None = None, built: dict[str, Game] | None = None
) -> None:
    """Check one game in every variant and edition, and play a short random sweep of each (what `rulebook check`
    runs). `built` receives each variant's game that has no problem, by variant id ("standard")."""
    from interpreter.sweep import SECONDS, sweep

    for variant in [None, *(str(v.id) for v in overlay.overlays(spec))]:
        found = Diagnostics()  # each build counts its own problems; the shared ones are reported once
        game = build_game(spec, variant, found)
        if game is not None:
            sweep(game, found, SECONDS if sweep_seconds is None else sweep_seconds)
            if built is not None and not found:
                built[variant or "standard"] = game
        diagnostics.extend(found)


def loaded_fingerprints() -> list[str]:
    """The content fingerprint of every game loaded in this process (an internal error report names them)."""
    return sorted({f"{game.id} {game.fingerprint}" for game in _CACHE.values()})


def build_game(spec: GameSpec, variant_id: str | None, diagnostics: Diagnostics) -> Game | None:
    """The game with the overlay `variant_id` (a variant or an edition, or several joined by `+`)."""
    if variant_id not in (None, "standard"):
        before = len(diagnostics)
        variant, spec = overlay.select(spec, variant_id, diagnostics)
        if len(diagnostics) > before:
            return None
    else:
        variant = None
    g = spec.game
    before = len(diagnostics)
    check_limits(spec, diagnostics)  # before anything is built: sizes beyond the limits are never built
    warn_empty(spec, diagnostics)
    v = vocabulary(spec, diagnostics)
    check_references(spec, v, diagnostics)
    checker = DslChecker(v, diagnostics, {str(s.id): s for s in overlay.rule_replacements(variant)})
    setup = checker.rules(g.setup)
    turn = checker.rules(g.turn)
    round_start = checker.rules(g.round.start) if g.round else []
    round_end = checker.rules(g.round.end) if g.round else []
    procedures = {}
    for model in g.procedures:
        procedure = ProcedureDef(str(model.id), model, checker.rules(model.steps, str(model.id)))
        procedure.sections = [(s, checker.rules(s.steps, str(model.id))) for s in model.sections]
        procedure.finally_ = checker.rules(model.finally_, str(model.id))
        if model.if_ is not None:
            procedure.condition = checker.text(model.if_, "condition", Scope())
        for steps in [procedure.steps, *(rules for _, rules in procedure.sections)]:
            unreachable(steps, diagnostics)
        procedures[procedure.id] = procedure
    symbol_sets = _symbols(spec, checker)
    cards = _cards(spec, checker)
    rule_triggers = [
        _trigger(checker, str(t.id), t, None) for t in [*g.triggers, *(variant.triggers if variant else [])]
    ]
    stats = {str(s.id): checker.text(s.value, "number", Scope(procedure=None)) for s in g.stats}
    caps = {str(grp.id): checker.text(grp.max, "number", Scope()) for grp in g.groups if grp.max is not None}
    end_rules = [*g.end, *(variant.end if variant else [])]
    ends = [
        (
            rule,
            checker.text(rule.when, "condition"),
            checker.text(rule.winners, "players"),
            checker.text(rule.ties, "players") if rule.ties is not None else None,
        )
        for rule in end_rules
    ]
    disabled = Fixed(str(i) for i in (variant.disable if variant else ()))
    if len(diagnostics) > before:
        return None
    game = _assemble(spec, variant, setup, turn, procedures, symbol_sets, cards, ends, disabled)
    game.round_start, game.round_end = round_start, round_end
    game.triggers = [t for t in rule_triggers if game.is_enabled(t.id)]
    for definition, entry in zip(game.cards, cards, strict=True):
        for trigger in entry.triggers:
            trigger.card = definition.index
            trigger.zone = game.zone_by_id[str(trigger.model.zone)].index
            game.triggers.append(trigger)
    game.stats = stats
    for grp in g.groups:
        members = tuple(game.counter_by_id[str(c)].index for c in grp.counters)
        owner = game.counters[members[0]].owner
        matches = str(grp.matches) if grp.matches is not None else None
        ids = tuple(str(c) for c in grp.counters)
        group = GroupDef(str(grp.id), members, owner, grp, caps.get(str(grp.id)), None, matches, ids)
        game.groups[group.id] = group
        if group.cap_node is not None:
            for member in members:
                game.capped[member] = group
    game.move_resets = tuple(c for c in game.counters if c.reset == "move")
    game.fingerprint = spec.fingerprint
    if g.table is not None:
        game.table = table_def(game, g.table)
    _compile(game)
    return game


def _symbols(spec: GameSpec, checker: DslChecker) -> dict[str, SymbolSetDef]:
    sets: dict[str, SymbolSetDef] = {}
    for file in spec.symbol_sets:
        definition = SymbolSetDef(str(file.id), file)
        declared = [e.id for e in file.effects]
        for symbol in file.symbols:
            sdef = SymbolDef(str(symbol.id), str(file.id), symbol)
            for name, text in symbol.effects.items():
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


CARD_SCOPE = Scope(facts=True, this=True, card=True, procedure="*")


def _trigger(checker: DslChecker, trigger_id: str, model: Any, card: str | None) -> TriggerDef:
    """A checked trigger: its event, condition and effect see "that player" (who acted) and "that card"."""
    scope = Scope(that=True, card=True, this=card is not None, procedure="*")
    event = checker.text(model.when, "event", scope)
    condition = checker.text(model.if_, "condition", scope) if model.if_ is not None else None
    return TriggerDef(trigger_id, event, condition, checker.text(model.do, "effect", scope), model)


@dataclass
class CardEntry:
    """A card as checked, before the game is assembled: its DSL texts as checked nodes."""

    card: models.Card
    zone: str
    effects: dict[str, Any]
    actions: list[Any]  # (kind, model, effect node, condition node) of each play and ability
    only_if: Any
    triggers: list[TriggerDef]
    sides: list[dict[str, Any]]  # each side's effects
    prices: dict[str, Any]
    modifiers: list[Any]  # (model, event node, price node, floor node)
    play_if: Any


def _cards(spec: GameSpec, checker: DslChecker) -> list[CardEntry]:
    """Each card with its zone, checked effects, plays/abilities (text nodes), `only_if` condition, triggers,
    its sides' effects, its prices and its cost modifiers."""
    found: list[CardEntry] = []
    price_props = {str(p.id): p.type == "price" for p in spec.game.card_properties}
    for file in spec.card_files:
        for card in file.cards:
            effects = {str(k): checker.text(t, "effect", CARD_SCOPE) for k, t in card.effects.items()}
            actions = []
            for kind, items in (("play", card.plays), ("ability", card.abilities)):
                for item in items:
                    condition = checker.text(item.if_, "condition", CARD_SCOPE) if item.if_ is not None else None
                    actions.append((kind, item, checker.text(item.do, "effect", CARD_SCOPE), condition))
            only = checker.text(card.only_if, "condition", Scope()) if card.only_if is not None else None
            play_if = checker.text(card.play_if, "condition", CARD_SCOPE) if card.play_if is not None else None
            card_triggers = [
                _trigger(checker, f"{card.id}:trigger:{i}", t, str(card.id)) for i, t in enumerate(card.triggers)
            ]
            sides = [
                {str(k): checker.text(t, "effect", CARD_SCOPE) for k, t in side.effects.items()} for side in card.sides
            ]
            prices = {
                str(k): checker.text(v, "price", Scope())
                for k, v in card.properties.items()
                if price_props.get(str(k)) and isinstance(v, str)
            }
            modifiers = []
            for modifier in card.cost_modifiers:
                scope = Scope(that=True, card=True, this=True, procedure="*")
                event = checker.text(modifier.when, "event", scope)
                text = modifier.add if modifier.add is not None else modifier.reduce
                price = checker.text(text, "price", Scope()) if text is not None else None
                floor = checker.text(modifier.floor, "price", Scope()) if modifier.floor is not None else None
                modifiers.append((modifier, event, price, floor))
            found.append(
                CardEntry(
                    card, str(file.zone), effects, actions, only, card_triggers, sides, prices, modifiers, play_if
                )
            )
    return found


def _assemble(
    spec: GameSpec,
    variant: models.Variant | None,
    setup: list[Rule],
    turn: list[Rule],
    procedures: dict[str, ProcedureDef],
    symbol_sets: dict[str, SymbolSetDef],
    cards_in: list[CardEntry],
    ends: list[Any],
    disabled: Fixed[str],
) -> Game:
    g = spec.game
    zone_index = {str(z.id): i for i, z in enumerate(g.zones)}
    counter_index = {str(c.id): i for i, c in enumerate(g.counters)}
    no_refill = {str(z) for z in (variant.no_refill if variant else ())}
    zones = [
        ZoneDef(
            i,
            str(z.id),
            z.owner,
            z.order,
            z.visibility,
            z.link,
            z,
            z.capacity,
            None if str(z.id) in no_refill else zone_index.get(str(z.refill or "")),
        )
        for i, z in enumerate(g.zones)
    ]
    counters = [
        CounterDef(
            i,
            str(c.id),
            c.owner,
            c.start,
            c.min,
            c.max,
            c,
            c.ring,
            zone_index[str(c.track)] if c.track else None,
            c.reset,
            counter_index[str(c.laps)] if c.laps else None,
            tuple(zone_index[str(p)] for p in c.piles),
        )
        for i, c in enumerate(g.counters)
    ]
    box = zone_index[str(g.roles.box)] if g.roles.box else None
    removed = {str(c) for c in (variant.remove_cards if variant else ())}
    symbol_props = [p for p in g.card_properties if p.type in symbol_sets]
    cards: list[CardDef] = []
    instances: list[int] = []
    start_zone: list[int] = []
    only_if: dict[int, Any] = {}

    def carried(properties: dict[str, Any]) -> Fixed[str]:
        found: set[str] = set()
        for prop in symbol_props:
            value = properties.get(str(prop.id))
            found.update(str(x) for x in (value if isinstance(value, list) else [value]) if x is not None)
        return Fixed(found)

    modifiers: list[CostModifierDef] = []
    for entry in cards_in:
        card, effects, actions, only = entry.card, entry.effects, entry.actions, entry.only_if
        properties = {str(k): val for k, val in card.properties.items()}
        definition = CardDef(len(cards), str(card.id), properties, card, carried(properties), effects)
        definition.prices = entry.prices
        definition.play_if = entry.play_if
        for model, event, price, floor in entry.modifiers:
            adds = model.add is not None
            modifiers.append(CostModifierDef(definition.index, zone_index[str(model.zone)], event, price, adds, floor))
        for side, side_effect in zip(card.sides, entry.sides, strict=True):
            shown = {**properties, **{str(k): val for k, val in side.properties.items()}}
            definition.sides.append(SideDef(shown, carried(shown), side_effect))
        for kind, item, node, condition in actions:
            number = len(definition.plays) if kind == "play" else len(definition.abilities)
            where = getattr(item, "to", None) if kind == "play" else item.zone
            action = CardAction(
                definition.index, number, str(item.window), node, condition, zone_index[str(where)] if where else None
            )
            counts_as = getattr(item, "as_", None)
            action.counts_as = str(counts_as) if counts_as is not None else None
            (definition.plays if kind == "play" else definition.abilities).append(action)
        definition.only_if = only
        cards.append(definition)
        if only is not None:
            only_if[definition.index] = only
        out = str(card.id) in removed or card.out_of_game
        home = box if out and box is not None else zone_index[entry.zone]
        for _ in range(card.copies):
            instances.append(definition.index)
            start_zone.append(home)
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
        round_start=[],
        round_end=[],
        end=[],
        disabled=disabled,
        zone_by_id={z.id: z for z in zones},
        counter_by_id={c.id: c for c in counters},
        draw_from=zone_index[str(g.roles.draw_from)],
        hand=zone_index[str(g.roles.hand)],
        discard_to=zone_index[str(g.roles.discard_to)],
        files=sorted(spec.documents),
        procedures=procedures,
        windows={str(w.id): w for w in g.windows},
        dice={str(d.id): d for d in g.dice},
        box=box,
        card_only_if=only_if,
        variables={str(var.id): var for var in [*g.variables, *(var for p in g.procedures for var in p.variables)]},
    )
    game.cost_modifiers = modifiers
    if variant is not None and variant.players is not None:
        game.players_min, game.players_max = variant.players.min, variant.players.max
    for zone in zones:
        if zone.order == "chain" and zone.link:
            game.links[zone.index] = tuple(tuple(cards[d].properties[zone.link]) for d in instances)
    for rule_model, when, winners, ties in ends:
        extra = {"winners": winners, "ties": ties}
        rule = Rule(str(rule_model.id), "end", str(rule_model.source), when, rule_model, extra=extra)
        check = EndCheck(rule.id, rule_model.after, expr.cond(when, game), expr.players(winners, game), rule)
        check.ties = expr.players(ties, game) if ties is not None else None
        game.end.append(check)
    return game


def announce(trigger_id: str) -> Any:
    """The first operation of a trigger's code: say that it fires, just as it starts to resolve."""

    def op(state: Any, frame: Any) -> None:
        env = frame[2]
        if state.record:
            state.events.append(("trigger", env["you"], trigger_id, env.get("this")))

    return op


def _compile(game: Game) -> None:
    symbol_codes: dict[tuple[str, str, str], Code] = {}

    def resolve(kind: str, owner: str, effect: str) -> Code | None:
        if owner in game.disabled:
            return None
        if kind == "card":
            return game.codes.get(f"card:{owner}:effect:{effect}")
        return symbol_codes.get((kind, owner, effect))

    verbs = VerbCompiler(game, resolve)

    def compiler_for(builder: Builder) -> StmtCompiler:
        return StmtCompiler(game, verbs, builder)

    verbs.condition = lambda node: compiler_for(Builder("test")).condition(node)  # conditions with "can" too

    def code(code_id: str, origin: Any, node: Any, first: Any = None) -> Code:
        b = Builder(code_id, origin=str(getattr(origin, "mark", "")))
        if first is not None:
            b.emit(first)
        compiler_for(b).effect(node)
        game.codes[code_id] = b.build()
        return game.codes[code_id]

    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            for effect, node in symbol.effects.items():
                origin = symbol.model.effects[effect]  # type: ignore[index]
                symbol_codes[(symbols.id, symbol.id, effect)] = code(f"{symbols.id}:{symbol.id}:{effect}", origin, node)
    for card in game.cards:
        for effect, node in card.effects.items():
            code(f"card:{card.id}:effect:{effect}", card.model.effects[effect], node)  # type: ignore[index]
        for side_number, side in enumerate(card.sides):
            for effect, node in side.effects.items():
                origin = card.model.sides[side_number].effects[effect]  # type: ignore[index]
                code(f"card:{card.id}:side:{side_number}:effect:{effect}", origin, node)
        for kind, actions in (("play", card.plays), ("ability", card.abilities)):
            for action in actions:
                action.code = code(f"card:{card.id}:{kind}:{action.number}", card.model.id, action.effect)
                if action.condition is not None:
                    action.test = compiler_for(Builder("test")).condition(action.condition)
    for card in game.cards:
        if card.play_if is not None:
            card.play_test = compiler_for(Builder("test")).condition(card.play_if)
    for card_index, node in list(game.card_only_if.items()):
        game.card_only_if[card_index] = expr.cond(node, game)
    for group in game.groups.values():
        if group.cap_node is not None:
            group.cap = expr.num(group.cap_node, game)
    for stat_id, node in game.stats.items():
        game.stat_fns[stat_id] = expr.stat_of_player(node, game)
    index_actions(game)
    for trigger in game.triggers:
        trigger.code = code(f"trigger:{trigger.id}", trigger.model.do, trigger.effect, announce(trigger.id))
        trigger.matches = matcher(trigger.event, game)
        if trigger.condition is not None:
            trigger.test = compiler_for(Builder("test")).condition(trigger.condition)
    copies: dict[int, list[int]] = {}
    for index, definition_index in enumerate(game.instances):
        copies.setdefault(definition_index, []).append(index)
    game.card_instances = {card: tuple(found) for card, found in copies.items()}
    index_triggers(game)
    for card in game.cards:
        card.price_fns = {prop: costs.compile_price(price, game) for prop, price in card.prices.items()}
    for modifier in game.cost_modifiers:
        modifier.matches = matcher(modifier.event, game)
        modifier.items = costs.compile_price(modifier.price, game)
        modifier.floor_items = costs.compile_price(modifier.floor, game)
    costs.index_payments(game)
    game.spending_cards = tuple(
        instance
        for card in game.cards
        if card.model.spend_stored
        for instance in game.card_instances.get(card.index, ())
    )
    for procedure in game.procedures.values():
        game.codes["procedure:" + procedure.id] = compile_procedure(game, procedure, compiler_for)
    turn = game.codes["turn"] = compile_turn(game, compiler_for)
    game.codes["game"] = compile_game(game, turn, compiler_for)
