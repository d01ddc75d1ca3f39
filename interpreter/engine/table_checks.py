"""Checks of a game's table and of the data that leans on it (`table:`, `order: table` zones, shape
properties, counters capped by a card property, numbers outside a property's bounds)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.diagnostics import Diagnostics, did_you_mean

if TYPE_CHECKING:
    from interpreter.content.library import GameSpec
    from interpreter.content.source import Located


def check_table(spec: GameSpec, diagnostics: Diagnostics) -> None:
    g = spec.game
    props = {str(p.id): p for p in g.card_properties}
    table = g.table
    on_table = [z for z in g.zones if z.order == "table"]
    if table is None:
        for zone in on_table:
            diagnostics.add(zone.id.mark, f"'{zone.id}' lies on a table: the game file needs a 'table:' section")
        _check_caps(spec, diagnostics)
        return
    for prop_id in table.footprint:
        _typed(props, prop_id, "number", f"'footprint' names number properties; '{prop_id}' is not one", diagnostics)
    if table.shape is not None:
        message = f"'shape: {table.shape}' must name a card property of type shape"
        _typed(props, table.shape, "shape", message, diagnostics)
    if 360 % table.facing_step:
        diagnostics.add(table.source.mark, f"'facing_step: {table.facing_step}' must divide 360 degrees")
    if any(side <= 0 for side in table.size):
        diagnostics.add(table.source.mark, "a table's 'size' is two lengths above 0, in millimetres")
    seen: set[str] = set()
    for shape in table.shapes:
        kinds = [k for k in (shape.straight, shape.arc, shape.sideways) if k is not None]
        if len(kinds) != 1:
            diagnostics.add(
                shape.id.mark, f"shape '{shape.id}' is one of 'straight', 'arc' or 'sideways', not {len(kinds)}"
            )
        if str(shape.id) in seen:
            diagnostics.add(shape.id.mark, f"the shape id '{shape.id}' is used twice")
        seen.add(str(shape.id))
    for number, point in enumerate(table.deploy):
        if len(point) != 3:
            diagnostics.add(table.source.mark, f"deployment point {number + 1} is [x, y, facing], not {point}")
    if any(z.owner == "player" for z in on_table) and len(table.deploy) < g.players.max:
        diagnostics.add(table.source.mark, f"the table needs a deployment point for each of {g.players.max} players")
    cards = {str(c.id): str(f.zone) for f in spec.card_files for c in f.cards}
    table_zones = {str(z.id) for z in on_table}
    for item in table.scenery:
        if str(item.card) not in cards:
            diagnostics.add(item.card.mark, f"unknown card '{item.card}'", did_you_mean(item.card, cards))
        elif cards[str(item.card)] not in table_zones:
            diagnostics.add(
                item.card.mark, f"'{item.card}' does not start on the table (its zone is '{cards[str(item.card)]}')"
            )
    for file in spec.card_files:
        for card in file.cards:
            for name, value in [
                *card.properties.items(),
                *(kv for side in card.sides for kv in side.properties.items()),
            ]:
                prop = props.get(str(name))
                if prop is not None and prop.type == "shape" and (not isinstance(value, str) or value not in seen):
                    diagnostics.add(name.mark, f"unknown shape '{value}'", did_you_mean(str(value), seen))
    _check_caps(spec, diagnostics)


def _check_caps(spec: GameSpec, diagnostics: Diagnostics) -> None:
    props = {str(p.id): p for p in spec.game.card_properties}
    for counter in spec.game.counters:
        if counter.cap is None:
            continue
        if counter.owner != "card":
            diagnostics.add(
                counter.cap.mark, f"only a counter on a card can have 'cap:'; '{counter.id}' is the {counter.owner}'s"
            )
        _typed(props, counter.cap, "number", f"'cap: {counter.cap}' must name a number property of cards", diagnostics)


def _typed(props: dict[str, Any], name: Located, kind: str, message: str, diagnostics: Diagnostics) -> None:
    """A card property named in the table's data must exist and be of `kind`."""
    prop = props.get(str(name))
    if prop is None or prop.type != kind:
        diagnostics.add(name.mark, message, did_you_mean(name, [p for p, info in props.items() if info.type == kind]))
