"""`rulebook explain`: one card, symbol, rule, zone, counter, stat or procedure — its YAML, its DSL, its text in both
languages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from interpreter.content.source import Located
from interpreter.engine.game import Rule
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game


@dataclass
class Entry:
    kind: str
    id: str
    name: Any
    source: str
    located: Located
    nodes: list[tuple[str, str, Any]]  # (label, DSL text, checked node)


def find_entries(game: Game, wanted: str) -> list[Entry]:
    """Cards, symbols, rules, triggers, end rules, zones, counters, stats and procedures whose id or name matches
    `wanted`."""
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
            found.append(
                Entry("card", card.id, card.model.name, str(card.model.source), card.model.id, _card_texts(game, card))
            )

    for rule in game.all_rules():
        if matches(rule.id, rule.model.name):
            found.append(Entry("rule", rule.id, rule.model.name, rule.source, rule.model.id, _rule_texts(rule)))
    for trigger in game.triggers:
        if trigger.card is None and matches(trigger.id, trigger.model.name):
            model = trigger.model
            found.append(Entry("trigger", trigger.id, model.name, str(model.source), model.id, _trigger_texts(trigger)))
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
                        *(
                            [("winners", str(end.rule.model.winners), end.rule.extra["winners"])]
                            if end.rule.extra["winners"] is not None
                            else []
                        ),
                    ],
                )
            )
    for zone in game.zones:
        if matches(zone.id, zone.model.name):
            found.append(Entry("zone", zone.id, zone.model.name, str(zone.model.source), zone.model.id, []))
    for counter in game.counters:
        if matches(counter.id, counter.model.name):
            model = counter.model
            found.append(Entry("counter", counter.id, model.name, str(model.source), model.id, []))
    for stat in game.model.stats:
        if matches(str(stat.id), stat.name):
            node = game.stats.get(str(stat.id))
            found.append(
                Entry("stat", str(stat.id), stat.name, str(stat.source), stat.id, [("value", str(stat.value), node)])
            )
    for procedure in game.procedures.values():
        if matches(procedure.id, procedure.model.name):
            model = procedure.model
            rules = [*procedure.steps, *(r for _, section in procedure.sections for r in section), *procedure.finally_]
            texts = [text for rule in rules for text in _rule_texts(rule, f"{rule.id}: ")]
            found.append(Entry("procedure", procedure.id, model.name, str(model.source), model.id, texts))
    return found


def _card_texts(game: Game, card: Any) -> list[tuple[str, str, Any]]:
    """(label, DSL, node) for everything a card does: its condition, plays, abilities, effects, price,
    triggers and cost modifiers."""
    texts: list[tuple[str, str, Any]] = []
    if card.only_if is not None:
        texts.append(("only if", str(card.model.only_if), card.only_if))
    if card.play_if is not None:
        texts.append(("play if", str(card.model.play_if), card.play_if))
    for kind, actions, models in (
        ("play", card.plays, card.model.plays),
        ("ability", card.abilities, card.model.abilities),
    ):
        for action, model in zip(actions, models, strict=True):
            if action.condition is not None:
                texts.append((f"{kind} at {action.window}: if", str(model.if_), action.condition))
            texts.append((f"{kind} at {action.window}", str(model.do), action.effect))
    for effect, node in card.effects.items():
        texts.append((effect, str(card.model.effects[effect]), node))
    for prop, price in card.prices.items():
        texts.append((prop, str(card.model.properties[prop]), price))
    for trigger in game.triggers:
        if trigger.card == card.index:
            texts += [(f"trigger: {label}", dsl, node) for label, dsl, node in _trigger_texts(trigger)]
    modifiers = [m for m in game.cost_modifiers if m.card == card.index]
    for modifier, model in zip(modifiers, card.model.cost_modifiers, strict=True):
        label = "cost modifier: add" if modifier.adds else "cost modifier: reduce"
        texts.append(("cost modifier: when", str(model.when), modifier.event))
        texts.append((label, str(model.add if modifier.adds else model.reduce), modifier.price))
    return texts


def _trigger_texts(trigger: Any) -> list[tuple[str, str, Any]]:
    """(label, DSL, node) for a trigger: its event, its condition, what it does."""
    texts = [("when", str(trigger.model.when), trigger.event)]
    if trigger.condition is not None:
        texts.append(("if", str(trigger.model.if_), trigger.condition))
    return [*texts, ("do", str(trigger.model.do), trigger.effect)]


def _rule_texts(rule: Rule, prefix: str = "") -> list[tuple[str, str, Any]]:
    """(label, DSL, node) for a rule and, for an `if` rule, everything under it."""
    if rule.kind != "if":  # a window step has no text of its own: the cards played there have it
        do = getattr(rule.model, "do", None)
        return [(prefix + "do", str(do), rule.node)] if do is not None else []
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
    while end > start + 1 and (not lines[end - 1].strip() or lines[end - 1].lstrip().startswith("#")):
        end -= 1
    return "\n".join(lines[start:end])
