"""A printable rule summary and single-entry explanations, rendered from the parsed rules.

`rulebook_markdown` gathers what the game defines — rendering every rule and card effect from its
checked DSL tree — and lays it out with `templates/<lang>/rulebook.md.jinja`. Nothing in the
output is typed by hand: change a rule in YAML and its text changes with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from interpreter.content.source import Located
from interpreter.engine.game import Rule
from interpreter.render import words
from interpreter.render.text import environment, renderer_for

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def name_of(name: Any, lang: str, plural: bool = False) -> str:
    """A data name in `lang`, in its plain (nominative) form."""
    if name is None:
        return ""
    word = words.word(name)
    if lang == "en":
        return word.en.form(2 if plural else 1)
    return word.ru.plural("nom") if plural else word.ru.form("nom")


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
        }
        if rule.kind == "if":
            item["condition"] = r.render(rule.node)
            item["children"] = rule_tree(game, rule.children, lang)
            item["otherwise"] = rule_tree(game, rule.otherwise, lang)
        else:
            item["text"] = r.sentence(rule.node)
        items.append(item)
    return items


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
                "source": str(card.model.source),
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
    ends = [
        {
            "id": e.id,
            "name": name_of(e.rule.model.name, lang),
            "when": r.render(e.rule.node),
            "winners": r.render(e.rule.extra["winners"]),
            "source": e.rule.source,
        }
        for e in game.end
    ]
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
        "end": ends,
        "variants": variants(game, lang),
    }


def variants(game: Game, lang: str) -> list[dict[str, Any]]:
    found = []
    names = _entry_names(game, lang)
    for variant in game.model.variants:
        found.append(
            {
                "id": variant.id,
                "name": name_of(variant.name, lang),
                "source": str(variant.source),
                "disabled": [names.get(str(i), str(i)) for i in variant.disable],
            }
        )
    return found


def _entry_names(game: Game, lang: str) -> dict[str, str]:
    names: dict[str, str] = {}
    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            names[symbol.id] = name_of(symbol.model.name, lang)

    def walk(rules: list[Rule]) -> None:
        for rule in rules:
            names.setdefault(rule.id, name_of(rule.model.name, lang) or rule.id)
            walk(rule.children + rule.otherwise)

    walk(game.setup + game.turn)
    return names


def rulebook_markdown(game: Game, lang: str) -> str:
    template = environment().get_template(f"{lang}/rulebook.md.jinja")
    return template.render(book=book(game, lang))


# ---------------------------------------------------------------- explain


@dataclass
class Entry:
    kind: str
    id: str
    name: Any
    source: str
    located: Located
    nodes: list[tuple[str, str, Any]]  # (label, DSL text, checked node)


def find_entries(game: Game, wanted: str) -> list[Entry]:
    """Cards, symbols, rules, zones and variants whose id or name matches `wanted`."""
    key = wanted.strip().lower()
    found: list[Entry] = []

    def matches(entry_id: str, name: Any) -> bool:
        names = {entry_id.lower()}
        if name is not None:
            names |= {name_of(name, "en").lower(), name_of(name, "ru").lower()}
        return key in names

    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            if matches(symbol.id, symbol.model.name):
                found.append(
                    Entry(
                        "symbol",
                        symbol.id,
                        symbol.model.name,
                        str(symbol.model.source),
                        symbol.model.id,
                        [(e, str(symbol.model.effects[e]), node) for e, node in symbol.effects.items()],  # type: ignore[index]
                    )
                )
    for card in game.cards:
        if matches(card.id, card.model.name):
            found.append(Entry("card", card.id, card.model.name, str(card.model.source), card.model.id, []))

    def walk(rules: list[Rule]) -> None:
        for rule in rules:
            if matches(rule.id, rule.model.name):
                found.append(Entry("rule", rule.id, rule.model.name, rule.source, rule.model.id, _rule_texts(rule)))
            walk(rule.children + rule.otherwise)

    walk(game.setup + game.turn)
    for end in game.end:
        if matches(end.id, end.rule.model.name):
            found.append(
                Entry(
                    "end",
                    end.id,
                    end.rule.model.name,
                    end.rule.source,
                    end.rule.model.id,
                    [
                        ("when", str(end.rule.model.when), end.rule.node),
                        ("winners", str(end.rule.model.winners), end.rule.extra["winners"]),
                    ],
                )
            )
    for zone in game.zones:
        if matches(zone.id, zone.model.name):
            found.append(Entry("zone", zone.id, zone.model.name, str(zone.model.source), zone.model.id, []))
    return found


def _rule_texts(rule: Rule, prefix: str = "") -> list[tuple[str, str, Any]]:
    """(label, DSL, node) for a rule and, for an `if` rule, everything under it."""
    if rule.kind != "if":
        return [(prefix + "do", str(rule.model.do), rule.node)]
    texts = [(prefix + "if", str(rule.model.if_), rule.node)]
    for child in rule.children:
        texts += _rule_texts(child, f"{prefix}then {child.id}: ")
    for child in rule.otherwise:
        texts += _rule_texts(child, f"{prefix}otherwise {child.id}: ")
    return texts


def yaml_block(located: Located) -> str:
    """The YAML list item (or mapping) an id belongs to, cut from its file."""
    if located.file is None:
        return str(located)
    lines = located.file.lines
    start = located.line
    indent = len(lines[start]) - len(lines[start].lstrip())
    if not lines[start].lstrip().startswith("- "):
        while start > 0 and not lines[start].lstrip().startswith("- "):
            start -= 1
        indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines):
        text = lines[end]
        stripped = text.lstrip()
        if stripped and (
            len(text) - len(stripped) < indent or (len(text) - len(stripped) == indent and stripped.startswith("- "))
        ):
            break
        end += 1
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return "\n".join(lines[start:end])
