"""Validated content → a checked, compiled `Game` (or every problem found on the way).

Order of work: cross-file checks on the models (ids, references between files), then every DSL
string is parsed and checked against the vocabulary (`build_checks.py`), and only when no problem
was found is anything assembled (`build_assemble.py`) and compiled (`build_compile.py`). Nothing
half-built ever reaches a caller.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from interpreter.content import overlay
from interpreter.content.library import GameSpec, load_spec, resolve_target
from interpreter.content.limits import check_limits, warn_empty
from interpreter.diagnostics import ContentError, Diagnostics, did_you_mean
from interpreter.dsl import nodes as n
from interpreter.dsl.check import Scope
from interpreter.engine.build_assemble import CardEntry, assemble
from interpreter.engine.build_checks import DslChecker, unreachable, vocabulary
from interpreter.engine.build_compile import compile_codes
from interpreter.engine.build_references import check_references
from interpreter.engine.game import Game, GroupDef, ProcedureDef, SymbolDef, SymbolSetDef, TriggerDef
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
    ends = _ends([*g.end, *(variant.end if variant else [])], checker, diagnostics)
    disabled = Fixed(str(i) for i in (variant.disable if variant else ()))
    if len(diagnostics) > before:
        return None
    game = assemble(spec, variant, setup, turn, procedures, symbol_sets, cards, ends, disabled)
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
    compile_codes(game)
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


def _ends(rules: list[Any], checker: DslChecker, diagnostics: Diagnostics) -> list[tuple[Any, Any, Any, Any]]:
    """Each end rule with its condition, winners and ties checked: (rule, when, winners, ties); a draw has
    no winners (None). Who wins is said once: by `winners`, or `winner:` beside `no player`, or `draw: true`."""
    ends = []
    for rule in rules:
        winners = checker.text(rule.winners, "players") if rule.winners is not None else None
        ties = checker.text(rule.ties, "players") if rule.ties is not None else None
        ends.append((rule, checker.text(rule.when, "condition"), winners, ties))
        if rule.draw:
            extra = rule.winners or rule.ties
            if extra is not None or rule.winner is not None:
                diagnostics.add(
                    extra.mark if extra is not None else rule.when.mark,
                    "a draw has no winners: 'draw: true' cannot stand beside 'winners', 'winner' or 'ties'",
                    "keep 'draw: true' alone, or say who wins and leave out 'draw'",
                )
        elif rule.winners is None:
            diagnostics.add(
                rule.when.mark,
                f"end rule '{rule.id}' does not say how the game ends: add 'winners: …' (who wins) or 'draw: true'",
                'for example winners: "each player who has the most points"',
            )
        elif rule.winner is not None and winners is not None and not isinstance(winners, n.Nobody):
            diagnostics.add(  # the book and the log name one or the other, never both
                rule.winners.mark,
                "'winner:' names a side that is no player, and wins only when 'winners' is 'no player'",
                "say who wins in 'winners' alone, or write two end rules",
            )
    return ends
