"""Which places a build's rules and cards name: a place only a variant uses (a solitaire's pile for the
opponent it plays against) is listed with that variant, not among the standard game's components.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render.rulebook import rule_roots
from interpreter.render.steps_run import rules_run

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def zones_named(game: Game, procedures: set[str]) -> set[str]:
    """The zones named by the steps this build runs (`procedures`: those some rule starts), its triggers, its
    end conditions and every card's text."""
    roots: list[Any] = [t.effect for t in game.triggers] + [e.rule.node for e in game.end]
    roots += [rule.node for rule in rules_run(game, procedures)]
    for card in game.cards:
        roots += list(card.effects.values()) + [a.effect for a in card.plays + card.abilities]
        roots += [a.condition for a in card.plays + card.abilities]
    return {x.zone for root in roots if isinstance(root, n.Node) for x in root.walk() if isinstance(x, n.ZoneRef)}


def variant_only(game: Game, built: Game, procedures: set[str], built_procedures: set[str]) -> list[str]:
    """The zones the variant's build names and the standard build never does, in the order of the game's
    zones; a zone the engine keeps for itself (the hand, the deck drawn from, the box) or where cards start is
    never one of them."""
    own = {z for z in (game.hand, game.box, game.draw_from, game.discard_to) if isinstance(z, int)}
    own |= set(game.start_zone)
    named = zones_named(built, built_procedures) - zones_named(game, procedures)
    return [str(z.id) for z in game.zones if str(z.id) in named and z.index not in own]


def with_zones(zones: list[dict[str, Any]], variants: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A place only a variant uses is listed in the variant's section, not among the game's components
    (marked `variant_only`, which a player edition leaves out there)."""
    for v in variants:
        alone = bool(v["players"]) and v["players"].max == 1
        v["zones"] = [
            {**z, "alone": alone, "face_down": z["face_down"] or str(z["id"]) in v["face_down_ids"]}
            for z in zones
            if str(z["id"]) in v["zone_ids"]
        ]
        for z in zones:
            z["variant_only"] = z["variant_only"] or str(z["id"]) in v["zone_ids"]
            z["face_down"] = z["face_down"] or str(z["id"]) in set(v["zone_ids"]) & set(v["face_down_ids"])
    return variants


def drawn_from(game: Game) -> set[str]:
    """The zones some rule or card of this build draws cards from ("draw 2 cards": the draw pile of `roles:`)."""
    default = str(game.zones[game.draw_from].id) if game.draw_from is not None else None
    found = set()
    for root in rule_roots(game):
        for node in root.walk():
            if isinstance(node, n.Draw):
                zone = node.zone.zone if isinstance(node.zone, n.ZoneRef) else default if node.zone is None else None
                if zone is not None:
                    found.add(str(zone))
    return found


def face_down_zones(game: Game) -> set[str]:
    """The zones some rule or card of this build plays or puts cards into face down (a hidden stash): the
    components list cannot call them a row of face-up cards."""
    roots: list[Any] = [rule.node for rule in game.all_rules()] + [t.effect for t in game.triggers]
    for card in game.cards:
        roots += list(card.effects.values()) + [a.effect for a in card.plays + card.abilities]
    found: set[str] = set()
    for root in roots:
        if not isinstance(root, n.Node):
            continue
        for node in root.walk():
            if isinstance(node, n.Play | n.Put | n.PutFrom) and node.face_down:
                target = node.target if isinstance(node, n.Play) else node.zone
                found |= {x.zone for x in target.walk() if isinstance(x, n.ZoneRef)}
    return found
