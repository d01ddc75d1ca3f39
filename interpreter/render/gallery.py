"""Cards as a book and a card sheet show them: name, numbers, faces and rule text, rendered from
the same checked effects the engine compiles."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import idioms, loops, revealed, words
from interpreter.render.per_player import counts_allowed, decided
from interpreter.render.rulebook import lower_first, provenance
from interpreter.render.text import renderer_for
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import CardDef, Game


def card_texts(game: Game, card: Any, lang: str) -> list[str]:
    """Everything a card does, rendered: its plays, its abilities, its named effects."""
    with renderer_for(game, lang).for_card(_names_itself(game, card)):
        return _card_texts(game, card, lang)


def _names_itself(game: Game, card: Any) -> bool:
    """Whether a card's text speaks of the card itself: "this card" in it, or a place it must be in
    ("while this card is in your play area"), as abilities, triggers and cost changes say."""
    if card.abilities or card.model.spend_stored or any(t.card == card.index for t in game.triggers):
        return True
    if any(m.card == card.index for m in game.cost_modifiers):
        return True
    nodes = [a.effect for a in card.plays] + [a.condition for a in card.plays] + [card.play_if]
    nodes += list(card.effects.values())
    return any(isinstance(x, n.ThisCard) for node in nodes if node is not None for x in node.walk())


def _card_texts(game: Game, card: Any, lang: str) -> list[str]:
    r = renderer_for(game, lang)
    texts = []
    for action in card.plays:
        text, only = _guarded(r, action)
        texts.append(r.macro("card_play", action.window, text, only))
    if card.play_if is not None:
        texts.append(r.macro("card_play_if", r.render(card.play_if)))
    for effect, node in card.effects.items():
        heading = words.capitalize(words.plain(r.card_effect_word(effect), lang))
        texts.append(f"{heading}: {r.sentence(node, after_colon=True)}")
    for action in card.abilities:
        zone = game.zones[action.zone].id
        text, only = _guarded(r, action)
        texts.append(r.macro("card_ability", action.window, zone, text, action.counts_as, only))
    for modifier in game.cost_modifiers:
        if modifier.card == card.index:
            event = r.render(modifier.event)
            zone = game.zones[modifier.zone].id
            texts.append(r.macro("card_cost_modifier", event, modifier.price, modifier.adds, zone, modifier.floor))
    if card.model.spend_stored:
        texts.append(r.macro("card_spend_stored"))
    return texts + card_trigger_texts(game, card.index, lang)


def _guarded(r: Any, action: Any) -> tuple[str, str]:
    """A play's or an ability's text and the condition it is allowed under. One sentence takes the condition
    in front ("If C, draw 1 card."); several go after a label that holds it ("Play now, if C: A. B."), as a
    comma would leave the later sentences looking unconditional."""
    effect = action.effect
    if action.condition is not None and isinstance(effect, n.Effect) and effect.sentences:
        # "if there are any face-down cards in Z, reveal one of them" (or "Play now, if …: Reveal one of them. …")
        them = revealed.one_of_them(n.If(cond=action.condition, then=effect.sentences[0]))
        effect = effect if them is None else replace(effect, sentences=(them, *effect.sentences[1:]))
    text = r.sentence(effect, after_colon=True)
    if action.condition is None:
        return text, ""
    sentences: tuple[Any, ...] = getattr(action.effect, "sentences", ())
    choice = loops.said_in_options(n.If(action.condition, sentences[0])) if len(sentences) == 1 else None
    if choice is not None and _choice_says_when(r.game, choice):
        return text, ""  # "choose one: if A, …; or if B, …" already says "if A or B"
    if _chooses_who(action.condition, sentences):
        return text, ""  # "choose an opponent who has …" already says "if an opponent has …"
    if r.sentence_count(action.effect) > 1:
        return text, r.render(action.condition)
    return r.macro("card_if", r.render(action.condition), lower_first(text)), ""


def _choice_says_when(game: Any, choice: Any) -> bool:
    """Whether a choice whose options each begin with their own test already says when it can be made: plain options
    do ("choose one: if A, …; or if B, …"), and so does a kind chosen under the test ("choose a kind of gem you have at
    least 4 of, …"); a kind chosen with the test left inside its option does not."""
    kinds = idioms.kinds_choice(game, choice)
    if kinds is None:
        return True
    steps: tuple[Any, ...] = getattr(kinds[2], "steps", ())
    only = steps[0] if len(steps) == 1 else None
    guarded = kinds[1] == 1 and isinstance(only, n.If) and only.otherwise is None
    return guarded and idioms.once_per_turn(game, only) is None


def _chooses_who(condition: Any, sentences: tuple[Any, ...]) -> bool:
    """Whether an effect begins by choosing a player of whom its condition asks that some player be: "if an
    opponent has 2 cards, choose an opponent who has 2 cards …" says the condition twice."""
    first = sentences[0] if sentences else None
    while isinstance(first, n.Chain | n.Do) and (parts := first.steps if isinstance(first, n.Chain) else first.verbs):
        first = parts[0]
    choice = first.choice if isinstance(first, n.ChooseAs) else None
    return (
        isinstance(condition, n.Quantified)
        and condition.quantifier == "some"
        and isinstance(choice, n.ChoosePlayer)
        and choice.other == condition.others
        and choice.who == condition.pred
    )


def card_trigger_texts(game: Game, card_index: int, lang: str) -> list[str]:
    r = renderer_for(game, lang)
    texts = []
    for trigger in game.triggers:
        if trigger.card == card_index:
            said = trigger.condition is None or loops.loss_says_when(trigger.condition, trigger.effect)
            condition = "" if said else r.render(trigger.condition)
            zone_id = game.zones[trigger.zone].id if trigger.zone is not None else ""
            if getattr(trigger.event, "kind", None) == "leave" and getattr(trigger.event, "self_", False):
                zone_id = ""  # "whenever this card leaves your play area" says where it is already
            text = r.macro("card_trigger", r.render(trigger.event), condition, zone_id, "", trigger.model.after_effect)
            texts.append(r.triggered(text, trigger.effect))
    return texts


def _shown(game: Game, properties: dict[str, Any], prices: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """A card's printed numbers and words: name, kind and value of each property it has (0 is left out,
    as a card prints no icon for nothing, unless the property says `print_zero`)."""
    r = renderer_for(game, lang)
    by_id = {str(p.id): p for p in game.model.card_properties}
    shown = []
    for prop_id, value in properties.items():
        prop = by_id[prop_id]
        item: dict[str, Any] = {"id": prop_id, "name": name_of(prop.name, lang), "type": str(prop.type)}
        if prop.type == "name":
            shown.append({**item, "value": name_of(value, lang)})
        elif prop.type == "shape":
            shown.append({**item, "value": _shape_words(game, str(value), lang)})
        elif prop.type == "price" and prop_id in prices:
            shown.append({**item, "value": r.render(prices[prop_id])})
        elif value != 0 or prop.print_zero:
            values = value if isinstance(value, list) else [value]
            if prop.type in game.symbol_sets:
                values = [name_of(game.symbol_sets[prop.type].symbols[str(v)].model.name, lang) for v in values]
                item["symbol"] = True
            elif prop.labels:
                labels = {str(k): label for k, label in prop.labels.items()}
                values = [name_of(labels[str(v)], lang) if str(v) in labels else v for v in values]
            counted = words.counted(prop.name, value, lang) if not item.get("symbol") and not prop.labels else None
            joined = ", ".join(words.numeral(v) for v in values)  # "−10", not "-10"
            shown.append({**item, "value": joined, "mark": r.facts.is_mark(prop_id), "counted": counted})
    return shown


def _shape_words(game: Game, shape_id: str, lang: str) -> str:
    """A movement shape as a printed template says it (a straight of 60 mm), never its id."""
    r = renderer_for(game, lang)
    table = game.model.table
    shape = next(s for s in (table.shapes if table is not None else []) if str(s.id) == shape_id)
    if shape.arc is not None:
        return r.macro("shape_words", "arc", shape.arc.angle, shape.arc.radius)
    if shape.sideways is not None:
        return r.macro("shape_words", "sideways", shape.sideways.aside, shape.sideways.forward)
    return r.macro("shape_words", "straight", shape.straight, 0)


def face_words(side: list[dict[str, Any]]) -> str:
    """One face of a die or side of a card as printed: a symbol, or a face's only number, says itself
    («3» rather than «pips 3»); a mark is its name ("transmutation", not "transmutation 1"); other numbers
    keep their names ("gold 2, pips 3"); one number beside symbols is bare and the symbols follow it in
    brackets ("5 (STAR)"); of symbols only, the first names the side and the others follow it in brackets
    ("day (Sun, Moon)")."""
    alone = len(side) == 1
    numbers = [p for p in side if not p.get("symbol")]
    if len(numbers) == 1 and len(side) > 1 and not numbers[0].get("mark"):
        return f"{numbers[0]['value']} ({', '.join(str(p['value']) for p in side if p.get('symbol'))})"
    if not numbers and len(side) > 1:  # symbols only: the side's first one names it ("day (Sun, Moon)")
        return f"{side[0]['value']} ({', '.join(str(p['value']) for p in side[1:])})"
    return ", ".join(
        str(p["value"])
        if p.get("symbol") or alone
        else p["name"]
        if p.get("mark")
        else p.get("counted") or f"{p['name']} {p['value']}"
        for p in side
    )


def _symbol_powers(game: Game, definition: CardDef, lang: str) -> list[str]:
    """What the symbols a card shows do (a symbol named with its power), for its printed face."""
    r = renderer_for(game, lang)
    by_id = {str(p.id): str(p.type) for p in game.model.card_properties}
    texts = []
    for prop_id, value in definition.properties.items():
        symbols = game.symbol_sets.get(by_id.get(prop_id, ""))
        if symbols is None:
            continue
        for symbol_id in value if isinstance(value, list) else [value]:
            symbol = symbols.symbols[str(symbol_id)]
            for node in symbol.effects.values():
                if game.is_enabled(symbol.id):
                    texts.append(
                        f"{words.capitalize(name_of(symbol.model.name, lang))}: {r.sentence(node, after_colon=True)}"
                    )
    return texts


def card(game: Game, definition: CardDef, lang: str) -> dict[str, Any]:
    base = {k: v for k, v in definition.properties.items()}
    sides = []
    for side in definition.sides:
        own = {k: v for k, v in side.properties.items() if k not in base or base[k] != v}
        sides.append(_shown(game, own, {}, lang))
    name = name_of(definition.model.name, lang)
    used = decided(game, definition.only_if) if definition.only_if is not None else True  # None: it depends
    group = _group(game, definition, lang)
    return {
        "id": definition.id,
        "name": name,
        "group_order": group[0],
        "group": group[1],
        "copies": definition.model.copies,
        "in_game": not definition.model.out_of_game and definition.model.copies > 0 and used is not False,
        "is_card": _is_card(game, definition),
        "properties": _unnamed(_shown(game, definition.properties, definition.prices, lang), name),
        "sides": sides,
        "faces": [face_words(side) for side in sides],
        "texts": card_texts(game, definition, lang),
        "symbol_texts": _symbol_powers(game, definition, lang),
        "only_if": _only_if(game, definition.only_if, lang) if used is None else "",
        **provenance(definition.model.source, definition.model.id, lang),
    }


def _start_zone(game: Game, definition: CardDef) -> Any:
    """The zone a design's pieces start in (that of its first piece), or None when it has no piece."""
    index = game.cards.index(definition)
    first = next((i for i, d in enumerate(game.instances) if d == index), None)
    return None if first is None else game.zones[game.start_zone[first]]


def _group(game: Game, definition: CardDef, lang: str) -> tuple[int, str]:
    """The gallery's heading for a design: the zone its pieces start in ("Tokens", "Deck"), with that zone's
    place in the components list."""
    zone = _start_zone(game, definition)
    return (-1, "") if zone is None else (zone.index, words.capitalize(name_of(zone.model.name, lang)))


def grouped(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The gallery in groups of the zone where the pieces start, in the order the components list names the
    zones, each group in data order (a game whose cards start in one zone keeps its order). The first card of
    each group carries the group's `heading` when there are two groups or more."""
    ordered = sorted(cards, key=lambda card: card["group_order"])
    several = len({card["group"] for card in ordered}) > 1
    return [
        {**card, "heading": card["group"] if several and (i == 0 or ordered[i - 1]["group"] != card["group"]) else ""}
        for i, card in enumerate(ordered)
    ]


def _is_card(game: Game, definition: CardDef) -> bool:
    """Whether the design's pieces are cards: they start in a zone that does not name its items otherwise (a
    tray of dice, a bag of figures). A card sheet prints cards only; the book lists dice by their faces."""
    zone = _start_zone(game, definition)
    return zone is None or zone.model.item is None


_WORD = re.compile(r"\w+")


def _unnamed(shown: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """A card's properties less those its name is made of: "Gem · Star" does not list "symbols: gem, star"
    again, nor "Spark" its "move name: Spark". Only when the values together make up the whole name: "Quick
    Gem" still lists its kind "gem", which is not all that its name says."""
    words_of = {id(p): set(_WORD.findall(str(p["value"]).casefold())) for p in shown}
    named = set(_WORD.findall(name.casefold()))
    said = [p for p in shown if words_of[id(p)] and words_of[id(p)] <= named]
    if not said or set().union(*(words_of[id(p)] for p in said)) != named:
        return shown
    return [p for p in shown if p not in said]


def _only_if(game: Game, node: Any, lang: str) -> str:
    """When a card or die is in the game, as a note after it: a count of players is said as the counts it
    allows ("Used only with 3–4 players"), any other condition as a condition ("Used only if …")."""
    r = renderer_for(game, lang)
    allowed = counts_allowed(game, node)
    if allowed and allowed == list(range(allowed[0], allowed[-1] + 1)):
        return r.macro("only_with", allowed[0], allowed[-1])
    return r.macro("only_if", r.render(node))


def cards(game: Game, lang: str) -> list[dict[str, Any]]:
    """Every card definition of the game, in data order."""
    return [card(game, definition, lang) for definition in game.cards]


_NUMBERED = re.compile(r"^(.*\S) \d+$")
_SAME = ("properties", "faces", "texts", "symbol_texts", "only_if", "assumed", "in_game")


def alike(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The player's gallery: cards in the game, where identical designs told apart only by a number ("Token
    1" … "Token 8") are one entry with their copies ("Token ×8"), as a printed component list counts them."""
    merged: list[dict[str, Any]] = []
    for card in cards:
        if not card["in_game"]:
            continue
        stem = numbered_stem(card["name"])
        last = merged[-1] if merged else None
        same_stem = stem is not None and last is not None and last.get("stem") == stem
        if same_stem and last is not None and all(last[key] == card[key] for key in _SAME):
            last["copies"] += card["copies"]
            continue
        merged.append({**card, "stem": stem})
    for entry in merged:
        if entry["stem"] is not None and entry["copies"] > 1 and _was_merged(entry, cards):
            entry["name"] = entry["stem"]
    return merged


def numbered_stem(name: str) -> str | None:
    """ "Token" of "Token 3": the name a numbered design shares with its kin, or None."""
    numbered = _NUMBERED.match(name)
    return numbered.group(1) if numbered else None


def _was_merged(entry: dict[str, Any], cards: list[dict[str, Any]]) -> bool:
    """Whether an entry stands for more than one numbered design (not one card that has copies of its own)."""
    first = next(c for c in cards if c["id"] == entry["id"])
    return bool(entry["copies"] > first["copies"])


def first_sides(game: Game, lang: str) -> list[str]:
    """The names of the sides two-sided cards start with (a card enters play on its first side): "day side"
    for cards that turn to their night side. A die rolls its side, so only two-sided cards are said."""
    names: list[str] = []
    for definition in game.cards:
        model = definition.model
        if len(model.sides) != 2 or model.sides[0].name is None or model.out_of_game or not model.copies:
            continue
        if _is_card(game, definition) and (name := name_of(model.sides[0].name, lang)) not in names:
            names.append(name)
    return names
