"""Every piece of rule text of a built game, keyed by what it belongs to — what `diff` compares.

Keys are ids (`card:brass-lamp`, `rule:actions`, `trigger:hand-limit`, `end:last-round`,
`symbol:star`), so the same rule is matched across two editions however its text changed. The text
is rendered by the same renderer as the rule book, from the same checked rules the engine runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from interpreter.render import gallery, publish, rulebook, variants
from interpreter.render.text import renderer_for
from interpreter.render.words import capitalize, name_of

if TYPE_CHECKING:
    from interpreter.engine.game import CardDef, Game


@dataclass(frozen=True)
class Piece:
    """One rule or card as printed: what it is called and what it says."""

    key: str
    title: str
    text: str
    within: str | None = None  # the key of the rule this one stands under (a step of an `if`)


def pieces(game: Game, lang: str) -> dict[str, Piece]:
    found: dict[str, Piece] = {}

    def add(key: str, title: str, text: str, within: str | None = None) -> None:
        found[key] = Piece(key, title, text, within)

    places = rule_places(game, lang)

    def add_rules(items: list[dict[str, Any]], within: str | None) -> None:
        for item in items:
            key = f"rule:{item['id']}"
            add(key, item["name"] or places.get(item["id"], item["id"]), _rule_text(item, lang), within)
            add_rules(item["children"] + item["otherwise"], key)

    for rules in _sections(game):  # the rules as this build's book prints them, those under an `if` too
        add_rules(rulebook.rule_tree(game, rules, lang), None)
    for procedure in rulebook.procedures(game, lang):
        add(f"procedure:{procedure['id']}", procedure["name"], ", ".join(procedure["roles"]))
    for trigger in rulebook.rule_triggers(game, lang):
        add(f"trigger:{trigger['id']}", trigger["name"] or trigger["id"], trigger["text"])
    for end in rulebook.end_rules(game, lang):
        add(f"end:{end['id']}", end["name"] or end["id"], str(publish.words_module(lang).end(end)))
    r = renderer_for(game, lang)
    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            if not game.is_enabled(symbol.id):  # a variant that switches the power off removes its text
                continue
            texts = [r.sentence(node) for node in symbol.effects.values()]
            title = publish.words_module(lang).T["symbol_power"].replace("{name}", name_of(symbol.model.name, lang))
            add(f"symbol:{symbol.id}", title, " ".join(texts))
    for card in game.cards:
        lines = [f"× {card.model.copies}", *card_properties(game, card, lang), *gallery.card_texts(game, card, lang)]
        add(f"card:{card.id}", name_of(card.model.name, lang), "\n".join(lines))
    return found


def card_properties(game: Game, card: CardDef, lang: str) -> list[str]:
    """`name: value` for each printed property of a card (prices and symbols in words)."""
    r = renderer_for(game, lang)
    declared = {str(p.id): p for p in game.model.card_properties}
    shown = []
    for prop_id, value in card.properties.items():
        prop = declared[prop_id]
        if prop.type == "name":
            text = name_of(value, lang)
        elif prop.type == "price" and prop_id in card.prices:
            text = r.render(card.prices[prop_id])
        else:
            values = value if isinstance(value, list) else [value]
            if prop.type in game.symbol_sets:
                values = [name_of(game.symbol_sets[prop.type].symbols[str(v)].model.name, lang) for v in values]
            text = ", ".join(str(v) for v in values)
        shown.append(f"{name_of(prop.name, lang)}: {text}")
    return shown


def rule_places(game: Game, lang: str) -> dict[str, str]:
    """Where each rule stands in the book, for a rule with no name of its own: "Setup, step 3", a rule
    under it "Setup, step 3.1" — an errata sheet names the place a reader finds it, not an id."""
    module = publish.words_module(lang)
    step = module.T["step"].lower()
    found = {}
    for rule_id, place in variants.places(game, lang).items():
        part = capitalize(place["name"]) if place["part"] == "procedure" else module.H[place["part"]]
        found[rule_id] = f"{part}, {step} {place['number']}"
    return found


def _sections(game: Game) -> list[list[Any]]:
    """The top-level rules of each part of the book that holds numbered steps, in book order."""
    parts = [game.setup, game.round_start + game.round_end, game.turn]
    for procedure in game.procedures.values():
        parts += [procedure.steps + procedure.finally_, *(steps for _, steps in procedure.sections)]
    return parts


def _rule_text(item: dict[str, Any], lang: str) -> str:
    """A rule's text; a condition with the steps under it, so a removed condition shows what it decided."""
    if "condition" not in item:
        return str(item.get("text", ""))
    then = " ".join(_rule_text(child, lang) for child in item["children"])
    text = f"{rulebook.IF_WORD[lang]}{item['condition']}: {rulebook.lower_first(then)}".rstrip(": ")
    if item["otherwise"]:
        text += " " + publish.words_module(lang).T["otherwise"] + " "
        text += rulebook.lower_first(" ".join(_rule_text(child, lang) for child in item["otherwise"]))
    return text
