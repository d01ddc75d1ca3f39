"""Checked rules → a `Game`: zones, counters, cards with their plays, abilities, sides and cost modifiers,
copies in their starting zones, and the end checks — the definitions play reads, not yet compiled."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from interpreter.content import models
from interpreter.content.library import GameSpec
from interpreter.dsl import nodes as n
from interpreter.engine.compile import expr
from interpreter.engine.game import (
    CardAction,
    CardDef,
    CostModifierDef,
    CounterDef,
    EndCheck,
    Game,
    ProcedureDef,
    Rule,
    SideDef,
    SymbolSetDef,
    TriggerDef,
    ZoneDef,
)
from interpreter.records import Fixed


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


def assemble(
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
        has_capacity=any(z.capacity for z in zones),
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
        who = expr.players(winners, game) if winners is not None else _no_one
        check = EndCheck(rule.id, rule_model.after, expr.cond(when, game), who, rule, draw=rule_model.draw)
        check.ties = expr.players(ties, game) if ties is not None else None
        if rule_model.draw:
            game.draws.add(rule.id)
        if isinstance(winners, n.Nobody):
            game.defeats.add(rule.id)
        game.end.append(check)
    return game


def _no_one(state: Any, env: Any) -> tuple[int, ...]:
    """The winners of a draw."""
    return ()
