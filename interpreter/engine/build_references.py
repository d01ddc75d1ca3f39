"""The references between a game's files and within its game file, checked before any DSL text: names that
are words of the rules language, roles, groups, counters, zones, windows, procedures, the ids of rules and
what each variant or edition names, and each card file with its cards (`build_card_checks.py`)."""

from __future__ import annotations

import re
from functools import cache

from lark.lexer import PatternRE

from interpreter.content import models, overlay
from interpreter.content.library import GameSpec
from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl.parser import keywords, parser
from interpreter.dsl.vocabulary import Vocabulary
from interpreter.engine.build_card_checks import check_card
from interpreter.engine.build_checks import every_step, unique
from interpreter.engine.table_checks import check_table
from interpreter.records import Fixed


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
    if g.roles.box is not None:
        diagnostics.known(g.roles.box, v.zones, "zone")
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
    if g.teams is not None:
        counted = [g.players, *(variant.players for variant in g.variants if variant.players)]
        counts = {count for p in counted for count in range(p.min, p.max + 1)}
        for count in sorted(c for c in counts if c % g.teams.size or c == g.teams.size):
            diagnostics.add(
                g.teams.source.mark,
                f"{count} players do not split into two or more teams of {g.teams.size}",
                "every player count of the game and its variants must be a multiple of the team size, "
                "at least two teams",
            )
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
        if counter.track is not None:
            diagnostics.known(counter.track, v.zones, "zone")
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
        if refill is None and zone_model.refill_keeps:
            diagnostics.add(
                zone_model.id.mark,
                f"'{zone_model.id}' keeps the top cards of its refill ('refill_keeps') but has no 'refill:'",
                "add 'refill: <the pile shuffled in>'",
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
            diagnostics.known(opened, v.windows, "window")
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
    for renamed in [g.words, *(o.words for o in every_overlay)]:
        for word_id in renamed:
            if word_id not in models.RENAMABLE_WORDS:
                renamable = ", ".join(models.RENAMABLE_WORDS)
                hint = did_you_mean(word_id, models.RENAMABLE_WORDS) or f"words that can be renamed: {renamable}"
                diagnostics.add(word_id.mark, f"'{word_id}' is not a word of the rules' own that can be renamed", hint)
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
            diagnostics.known(zone_id, v.zones, "zone")
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
