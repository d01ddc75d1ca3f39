"""A card checked against the game's card properties, effects, windows and zones: the values it prints
(numbers within bounds, symbols of their set, names in two languages, prices), its sides, plays,
abilities, cost modifiers and triggers."""

from __future__ import annotations

from typing import Any

from interpreter.content import models
from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean
from interpreter.dsl.vocabulary import Vocabulary


def check_card(
    card: models.Card, props: dict[str, models.CardProperty], v: Vocabulary, diagnostics: Diagnostics
) -> None:
    check_properties(card.properties, props, v, diagnostics)
    for side in card.sides:
        check_properties(side.properties, props, v, diagnostics)
        for effect in side.effects:
            diagnostics.known(effect, v.card_effects, "card effect")
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
        diagnostics.known(play.window, v.windows, "window")
        if play.to is not None:
            diagnostics.known(play.to, v.zones, "zone")
    for ability in card.abilities:
        diagnostics.known(ability.window, v.windows, "window")
        diagnostics.known(ability.zone, v.zones, "zone")
        if ability.as_ is not None:
            diagnostics.known(ability.as_, v.windows, "window")
    for modifier in card.cost_modifiers:
        diagnostics.known(modifier.zone, v.zones, "zone")
        if (modifier.add is None) == (modifier.reduce is None):
            diagnostics.add(modifier.zone.mark, "a cost modifier has either 'add:' or 'reduce:'")
    for trigger in card.triggers:
        diagnostics.known(trigger.zone, v.zones, "zone")
