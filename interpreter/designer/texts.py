"""Every piece of rule text of a built game, keyed by what it belongs to — what `diff` compares.

Keys are ids (`card:brass-lamp`, `rule:actions`, `trigger:hand-limit`, `end:last-round`,
`symbol:star`), so the same rule is matched across two editions however its text changed. The text
is rendered by the same renderer as the rule book, from the same checked rules the engine runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from interpreter.render import gallery, rulebook
from interpreter.render.text import renderer_for
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import CardDef, Game


@dataclass(frozen=True)
class Piece:
    """One rule or card as printed: what it is called and what it says."""

    key: str
    title: str
    text: str


def pieces(game: Game, lang: str) -> dict[str, Piece]:
    found: dict[str, Piece] = {}

    def add(key: str, title: str, text: str) -> None:
        found[key] = Piece(key, title, text)

    for item in rulebook.rule_tree(game, game.all_rules(), lang):  # every rule, those under an `if` too
        add(f"rule:{item['id']}", item["name"] or item["id"], _rule_text(item))
    for procedure in rulebook.procedures(game, lang):
        add(f"procedure:{procedure['id']}", procedure["name"], ", ".join(procedure["roles"]))
    for trigger in rulebook.rule_triggers(game, lang):
        add(f"trigger:{trigger['id']}", trigger["name"] or trigger["id"], trigger["text"])
    for end in rulebook.end_rules(game, lang):
        add(f"end:{end['id']}", end["name"] or end["id"], f"{end['when']} → {end['winners']}")
    r = renderer_for(game, lang)
    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            texts = [r.sentence(node) for node in symbol.effects.values()]
            add(f"symbol:{symbol.id}", name_of(symbol.model.name, lang), " ".join(texts))
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


def _rule_text(item: dict[str, Any]) -> str:
    if "condition" in item:
        return item["condition"]
    return str(item.get("text", ""))
