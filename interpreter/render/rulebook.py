"""A printable rule summary and single-entry explanations, rendered from the parsed rules.

`rulebook_markdown` gathers what the game defines — rendering every rule and card effect from its
checked DSL tree — and lays it out with `templates/<lang>/rulebook.md.jinja`. Nothing in the
output is typed by hand: change a rule in YAML and its text changes with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.engine.game import Rule
from interpreter.render import words
from interpreter.render.text import environment, renderer_for
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def rule_tree(game: Game, rules: list[Rule], lang: str) -> list[dict[str, Any]]:
    r = renderer_for(game, lang)
    items = []
    for rule in rules:
        item: dict[str, Any] = {
            "id": rule.id,
            "name": name_of(rule.model.name, lang),
            "source": rule.source,
            "children": [],
            "otherwise": [],
            "disabled": not game.is_enabled(rule.id),
        }
        if rule.kind == "if":
            item["condition"] = r.render(rule.node)
            item["children"] = rule_tree(game, rule.children, lang)
            item["otherwise"] = rule_tree(game, rule.otherwise, lang)
        elif rule.kind == "window":
            item["text"] = words.capitalize(r.macro("window_step", rule.extra["players"], rule.extra["window"])) + "."
        elif "instead" in rule.extra:
            inner = r.sentence(rule.node).rstrip(".")
            inner = _lower_first(inner)
            item["text"] = (
                words.capitalize(r.macro("instead_step", rule.extra["by"], rule.extra["instead"], inner)) + "."
            )
        else:
            item["text"] = r.sentence(rule.node)
        items.append(item)
    return items


def procedures(game: Game, lang: str) -> list[dict[str, Any]]:
    """Each procedure (timeline): its main steps, then each section, each ending with `finally`."""
    found = []
    for procedure in game.procedures.values():
        model = procedure.model
        found.append(
            {
                "id": procedure.id,
                "name": name_of(model.name, lang),
                "source": str(model.source),
                "roles": [name_of(v.name, lang) for v in model.variables if v.id in model.roles],
                "steps": rule_tree(game, procedure.steps, lang),
                "sections": [
                    {
                        "id": str(section.id),
                        "name": name_of(section.name, lang),
                        "source": str(section.source),
                        "steps": rule_tree(game, steps, lang),
                    }
                    for section, steps in procedure.sections
                ],
                "finally": rule_tree(game, procedure.finally_, lang),
            }
        )
    return found


def card_texts(game: Game, card: Any, lang: str) -> list[str]:
    """Everything a card does, rendered: its plays, its abilities, its named effects."""
    with renderer_for(game, lang).for_card():
        return _card_texts(game, card, lang)


def _card_texts(game: Game, card: Any, lang: str) -> list[str]:
    r = renderer_for(game, lang)
    texts = []
    for action in card.plays:
        text = r.sentence(action.effect)
        if action.condition is not None:
            text = r.macro("card_if", r.render(action.condition), _lower_first(text))
        texts.append(r.macro("card_play", action.window, text))
    if card.play_if is not None:
        texts.append(r.macro("card_play_if", r.render(card.play_if)))
    for effect, node in card.effects.items():
        heading = words.capitalize(words.plain(r.card_effect_word(effect), lang))
        texts.append(f"{heading}: {r.sentence(node)}")
    for action in card.abilities:
        zone = game.zones[action.zone].id
        text = r.sentence(action.effect)
        if action.condition is not None:
            text = r.macro("card_if", r.render(action.condition), _lower_first(text))
        texts.append(r.macro("card_ability", action.window, zone, text))
    for modifier in game.cost_modifiers:
        if modifier.card == card.index:
            event = r.render(modifier.event)
            zone = game.zones[modifier.zone].id
            texts.append(r.macro("card_cost_modifier", event, modifier.price, modifier.adds, zone))
    return texts + card_trigger_texts(game, card.index, lang)


def card_trigger_texts(game: Game, card_index: int, lang: str) -> list[str]:
    r = renderer_for(game, lang)
    texts = []
    for trigger in game.triggers:
        if trigger.card == card_index:
            condition = r.render(trigger.condition) if trigger.condition is not None else ""
            zone_id = game.zones[trigger.zone].id if trigger.zone is not None else ""
            text = r.macro("card_trigger", r.render(trigger.event), condition, zone_id, "")
            texts.append(text + " " + _lower_first(r.sentence(trigger.effect)))
    return texts


def rule_triggers(game: Game, lang: str) -> list[dict[str, Any]]:
    """The rules' own triggers ("whenever a wild card enters your hand: …"), rendered."""
    r = renderer_for(game, lang)
    found = []
    for trigger in game.triggers:
        if trigger.card is None:
            condition = r.render(trigger.condition) if trigger.condition is not None else ""
            text = words.capitalize(r.macro("trigger", r.render(trigger.event), condition, ""))
            found.append(
                {
                    "id": trigger.id,
                    "name": name_of(trigger.model.name, lang),
                    "text": text + " " + _lower_first(r.sentence(trigger.effect)),
                    "source": str(trigger.model.source),
                }
            )
    return found


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def book(game: Game, lang: str) -> dict[str, Any]:
    """Everything the rule summary shows, already rendered in `lang`."""
    r = renderer_for(game, lang)
    g = game.model
    properties = {str(p.id): p for p in g.card_properties}
    cards = []
    for card in game.cards:
        shown = []
        for prop_id, value in card.properties.items():
            prop = properties[prop_id]
            if prop.type == "name":
                shown.append({"name": name_of(prop.name, lang), "value": name_of(value, lang)})
                continue
            if prop.type == "shape" and game.model.table is not None:  # a movement template: say its geometry
                shape = next(x for x in game.model.table.shapes if x.id == value)
                shown.append({"name": name_of(prop.name, lang), "value": r.macro("shape_text", shape)})
                continue
            if prop.type == "price" and prop_id in card.prices:
                shown.append({"name": name_of(prop.name, lang), "value": r.render(card.prices[prop_id])})
                continue
            values = value if isinstance(value, list) else [value]
            if prop.type in game.symbol_sets:
                values = [name_of(game.symbol_sets[prop.type].symbols[str(v)].model.name, lang) for v in values]
            shown.append({"name": name_of(prop.name, lang), "value": ", ".join(str(v) for v in values)})
        cards.append(
            {
                "id": card.id,
                "name": name_of(card.model.name, lang),
                "copies": card.model.copies,
                "properties": shown,
                "texts": card_texts(game, card, lang),
                "only_if": r.render(card.only_if) if card.only_if is not None else "",
                "source": str(card.model.source),
                "zone": game.zones[game.start_zone[game.instances.index(card.index)]].id if card.model.copies else "",
            }
        )
    symbol_sets = []
    for symbols in game.symbol_sets.values():
        effects = [{"id": e.id, "name": name_of(e.name, lang)} for e in symbols.model.effects]
        entries = []
        for symbol in symbols.symbols.values():
            entries.append(
                {
                    "id": symbol.id,
                    "name": name_of(symbol.model.name, lang),
                    "source": str(symbol.model.source),
                    "effects": {e: r.sentence(node) for e, node in symbol.effects.items()},
                }
            )
        symbol_sets.append(
            {
                "id": symbols.id,
                "name": name_of(symbols.model.name, lang),
                "title": name_of(symbols.model.name, lang, plural=True),
                "effects": effects,
                "symbols": entries,
                "source": str(symbols.model.source),
            }
        )
    zones = [
        {
            "id": z.id,
            "name": name_of(z.model.name, lang),
            "owner": z.owner,
            "order": z.order,
            "visibility": z.visibility,
            "capacity": z.capacity,
            "refill": name_of(game.zones[z.refill].model.name, lang) if z.refill is not None else None,
            "source": str(z.model.source),
        }
        for z in game.zones
    ]
    counters = [
        {
            "id": c.id,
            "name": name_of(c.model.name, lang),
            "owner": c.owner,
            "start": c.start,
            "min": c.min,
            "max": c.max,
            "source": str(c.model.source),
        }
        for c in game.counters
    ]
    ends = end_rules(game, lang)
    return {
        "title": name_of(g.name, lang),
        "id": game.id,
        "source": str(g.source),
        "players": {"min": g.players.min, "max": g.players.max, "source": str(g.players.source)},
        "zones": zones,
        "counters": counters,
        "symbol_sets": symbol_sets,
        "cards": cards,
        "card_count": len(game.instances),
        "setup": rule_tree(game, game.setup, lang),
        "turn": rule_tree(game, game.turn, lang),
        "round": None
        if g.round is None
        else {
            "start": rule_tree(game, game.round_start, lang),
            "end": rule_tree(game, game.round_end, lang),
            "rotates": g.round.first_player == "rotates",
            "one_turn": g.round.turns == "first",
            "marker": name_of(g.round.marker, lang),
            "source": str(g.round.source),
        },
        "triggers": rule_triggers(game, lang),
        "procedures": procedures(game, lang),
        "windows": [{"id": w.id, "name": name_of(w.name, lang), "source": str(w.source)} for w in g.windows],
        "stats": [
            {
                "id": s.id,
                "name": name_of(s.name, lang),
                "text": r.sentence(game.stats[str(s.id)]),
                "source": str(s.source),
            }
            for s in g.stats
        ],
        "dice": [
            {"name": name_of(d.name, lang), "faces": ", ".join(map(str, d.faces)), "source": str(d.source)}
            for d in g.dice
        ],
        "end": ends,
        "variants": variants(game, lang),
    }


def end_rules(game: Game, lang: str) -> list[dict[str, Any]]:
    r = renderer_for(game, lang)
    return [
        {
            "id": e.id,
            "name": name_of(e.rule.model.name, lang),
            "when": r.render(e.rule.node),
            "winners": r.render(e.rule.extra["winners"]),
            "source": e.rule.source,
        }
        for e in game.end
    ]


def variants(game: Game, lang: str) -> list[dict[str, Any]]:
    """Each variant: what it switches off, and — rendered from the variant's own build — the rules it
    replaces or adds, so the printed variant always matches what `--variant` runs."""
    from interpreter.engine.build import load_game

    found = []
    names = _entry_names(game, lang)
    target, roots = game.origin
    for variant in game.model.variants:
        built = load_game(target, variant.id, roots) if target else None
        replaced: list[dict[str, Any]] = []
        added: list[dict[str, Any]] = []
        ends: list[dict[str, Any]] = []
        if built is not None:
            wanted = {str(step.id) for step in variant.replace}
            replaced = rule_tree(built, [r for r in built.all_rules() if r.id in wanted], lang)
            own = {str(t.id) for t in variant.triggers}
            added = [t for t in rule_triggers(built, lang) if t["id"] in own]
            own_ends = {str(e.id) for e in variant.end}
            ends = [e for e in end_rules(built, lang) if e["id"] in own_ends]
        found.append(
            {
                "id": variant.id,
                "name": name_of(variant.name, lang),
                "source": str(variant.source),
                "players": variant.players,
                "disabled": [names.get(str(i), str(i)) for i in variant.disable],
                "no_refill": [name_of(game.zone_by_id[str(z)].model.name, lang) for z in variant.no_refill],
                "replaced": replaced,
                "triggers": added,
                "end": ends,
            }
        )
    return found


def _entry_names(game: Game, lang: str) -> dict[str, str]:
    """The name of everything a variant can switch off: symbols, rules, triggers, end rules."""
    names: dict[str, str] = {}
    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            names[symbol.id] = name_of(symbol.model.name, lang)
    rules = [(r.id, r.model.name) for r in game.all_rules()] + [
        (t.id, t.model.name) for t in game.triggers if t.card is None
    ]
    rules += [(e.id, e.rule.model.name) for e in game.end]
    for rule_id, name in rules:
        names.setdefault(rule_id, name_of(name, lang) or rule_id)
    return names


def rulebook_markdown(game: Game, lang: str) -> str:
    template = environment().get_template(f"{lang}/rulebook.md.jinja")
    return template.render(book=book(game, lang))
