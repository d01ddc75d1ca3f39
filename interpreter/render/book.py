"""Everything a printed book, quick-reference sheet or card sheet shows, rendered in one language.

`book(game, lang)` reads the same checked game the engine runs — a variant's book is the book of the
variant's own build — and returns plain data; the templates of `publish.py` lay it out as Markdown or
HTML, in the player or the proof edition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import (
    components,
    gallery,
    idioms,
    loops,
    rulebook,
    stat_counts,
    steps_run,
    still,
    surface,
    used,
    variants,
    words,
)
from interpreter.render.facts import state_of
from interpreter.render.per_player import decided
from interpreter.render.pieces import counter_piece, item_key
from interpreter.render.rulebook import provenance
from interpreter.render.text import renderer_for
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def _counters(game: Game, lang: str) -> list[dict[str, Any]]:
    numbered = loops.numbered(rulebook.rule_roots(game), game)
    return [
        {
            "id": c.id,
            "name": name_of(c.model.name, lang, plural=c.owner != "table" and not c.ring and not _is_mark(c)),
            "mark": _is_mark(c),
            "gender": words.word(c.model.name).ru.gender,
            "owner": c.owner,
            "start": c.start,
            "min": c.min,
            "max": c.max,
            "ring": c.ring,
            # a ring's wraps counted on another counter (`laps`): each wrap forward adds 1 to it, each wrap back takes 1
            "laps": None if c.model.laps is None else name_of(game.counter_by_id[str(c.model.laps)].model.name, lang),
            # a count that is a place in a row of cards ("the card at your station"): the book says the row is laid
            # out in order, or "the card at your station" and "clockwise" would mean nothing
            "track": words.word(game.zone_by_id[str(c.model.track)].model.name) if c.model.track else None,
            "labels": [(value, name_of(label, lang)) for value, label in c.model.labels.items()],
            "start_state": _start_state(c, lang),
            "top_state": _top_state(c, lang),
            "deed": _deed(c, lang),
            "deed_you": _deed(c, lang, "imp"),
            "alone": game.max_players == 1,
            "cap": None if c.model.cap is None else _property_words(game, str(c.model.cap), lang),
            **counter_piece(c.model.piece, lang),
            "reset": c.model.reset,
            "bookkeeping": c.model.bookkeeping or c.id in numbered,
            # a yes-or-no mark nothing in this build ever gives (in a solitaire, one only an opponent's card gives)
            "never": _is_mark(c) and still.only_read(game, c.id, steps_run.opened(game)),
            **provenance(c.model.source, c.model.id, lang),
        }
        for c in game.counters
    ]


_UNSAID = ("id", "name", "source", "where", "gender")


def counter_lines(counters: list[dict[str, Any]], proof: bool) -> list[list[dict[str, Any]]]:
    """The components list's lines for counters: those whose line would read the same share one ("Water, earth,
    fire and air: each player has their own count, which starts at 0"), not one line each saying it again. The
    player edition leaves out what the rules keep for themselves; the proof edition lists each with its source."""
    lines: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for c in counters:
        if (c["bookkeeping"] or c["never"] or (c["mark"] and c["deed"] is None)) and not proof:
            continue  # a yes-or-no mark that does nothing by itself is no piece on the table: the rules say it
        if proof or c["owner"] == "table":  # "one shared count" is one count: a shared counter keeps its line
            lines[(c["id"],)] = [c]
        else:
            said = c["deed"] is not None or bool(c["labels"])  # these lines name the counter's gender
            key = tuple(repr(v) for k, v in sorted(c.items()) if k not in _UNSAID or (k == "gender" and said))
            lines.setdefault(key, []).append(c)
    return list(lines.values())


def _said_by_zone(game: Game, group: dict[str, Any]) -> bool:
    """Pieces the shared zones already count ("Star dice: one shared set of 6 dice", "Moon dice: one shared set
    of 12 dice"), a design to each zone at most: a line "Dice: 18 dice" would say it again."""
    starting = components.starting(game)
    zones = [
        z
        for z in game.zones
        if components.pieces_item(z.model.item) == group["item"]
        and starting.get(z.index, 0)
        and z.owner == "table"
        and z.order not in ("hand", "chain")  # these lines do not print how many pieces the zone holds
        and (z.order != "table" or starting[z.index] > 1)
    ]
    designs = group["kinds"] if 1 < group["kinds"] < group["count"] else 1
    return bool(zones) and sum(starting[z.index] for z in zones) == group["count"] and designs <= len(zones)


def _is_mark(counter: Any) -> bool:
    """A yes-or-no number whose two values the data names (knocked out or not): a mark, not a count."""
    return {str(value) for value in counter.model.states} == {"0", "1"}


def _deed(counter: Any, lang: str, form: str = "third") -> str | None:
    """What a player's yes-or-no mark that is cleared each turn does to whoever has it ("does not roll the die this
    turn"; `imp`: "do not roll …", said to you alone): the components list says that, not "at the start of each
    turn, you are allowed to …"."""
    gained = counter.model.gained
    if gained is None or counter.owner != "player" or not _is_mark(counter) or counter.start != 0:
        return None
    return str(getattr(getattr(gained, lang), form)) if counter.model.reset in ("turn", "round") else None


def _start_state(counter: Any, lang: str) -> str | None:
    """What a yes-or-no mark means at the start ("you are not knocked out"), said instead of its range; a count
    with named values ("you have used no bonus") keeps its range, the rule it states ("never goes above 3")."""
    if not _is_mark(counter):
        return None
    said = state_of(counter.model, counter.start)
    return None if said is None or counter.owner == "card" else str(getattr(said, lang))


def _top_state(counter: Any, lang: str) -> str | None:
    """What a count's top value means, when the data names it ("5 means that the last act is over"): a reader of
    "never goes above 5" would otherwise look for a fifth one."""
    if _is_mark(counter) or counter.model.max is None or counter.owner != "table":
        return None
    said = state_of(counter.model, counter.model.max)
    return None if said is None else str(getattr(said, lang))


def _property_words(game: Game, prop_id: str, lang: str) -> str:
    """A card property's name as a cap on a counter says it: «максимальной передачи» (genitive in Russian)."""
    prop = next(p for p in game.model.card_properties if str(p.id) == prop_id)
    return words.plain(words.word(prop.name), lang) if lang == "en" else words.word(prop.name).ru.form("gen")


def _groups(game: Game, lang: str) -> list[dict[str, Any]]:
    """Counters that make one amount (four energies), with the cap on their sum that the engine enforces."""
    r = renderer_for(game, lang)
    return [
        {
            "id": g.id,
            "name": words.capitalize(name_of(g.model.name, lang)),
            "members": [name_of(game.counters[i].model.name, lang) for i in g.members],
            "noun": words.word(g.model.name),  # "a rule that gives resources without naming the kind"
            "cap": r.render(g.cap_node) if g.cap_node is not None else "",
            "owner": g.owner,
            **provenance(g.model.source, g.model.id, lang),
        }
        for g in game.groups.values()
        if g.model.total
    ]


def _symbol_sets(game: Game, lang: str) -> list[dict[str, Any]]:
    r = renderer_for(game, lang)
    kinds = {str(p.id): str(p.type) for p in game.model.card_properties}
    linked = {kinds.get(z.link or ""): z for z in game.zones if z.link}
    gone = _carried_only_out(game, kinds)
    found = []
    for symbols in game.symbol_sets.values():
        effects = [{"id": e.id, "name": name_of(e.name, lang)} for e in symbols.model.effects]
        entries = [
            {
                "id": symbol.id,
                "name": name_of(symbol.model.name, lang),
                "enabled": game.is_enabled(symbol.id),
                "effects": {e: r.sentence(node) for e, node in symbol.effects.items()},
                **provenance(symbol.model.source, symbol.model.id, lang),
            }
            for symbol in symbols.symbols.values()
            if (str(symbols.id), str(symbol.id)) not in gone
        ]
        found.append(
            {
                "id": symbols.id,
                "name": name_of(symbols.model.name, lang),
                "gender": words.word(symbols.model.name).ru.gender,  # «тот же символ», «та же руна»
                "title": name_of(symbols.model.name, lang, plural=len(entries) > 1),  # "Die result: X" for one
                "effects": effects,
                "symbols": entries,
                "linked": None if symbols.id not in linked else _line_words(linked[symbols.id], lang),
                **provenance(symbols.model.source, None, lang),
            }
        )
    return found


def _carried_only_out(game: Game, kinds: dict[str, str]) -> set[tuple[str, str]]:
    """The symbols (set, value) that only cards left out of this game carry ("only with 3–4 players" in a
    solitaire): a list of a set's values does not name a mark no card in the box shows."""
    carried: dict[bool, set[tuple[str, str]]] = {True: set(), False: set()}
    for definition in game.cards:
        out = definition.model.out_of_game or (
            definition.only_if is not None and decided(game, definition.only_if) is False
        )
        for prop, values in definition.properties.items():
            if isinstance(values, list) and prop in kinds:
                carried[out].update((kinds[prop], str(v)) for v in values)
    return carried[True] - carried[False]


def _line_words(zone: Any, lang: str) -> dict[str, str]:
    """The name of a line of cards joined by matching symbols (a road), as the joining rule says it."""
    word = words.word(zone.model.name)
    return {"name": words.plain(word, lang), "gen": word.ru.form("gen")}


def _first_player(game: Game, lang: str) -> dict[str, Any]:
    players = game.model.players
    rotates = game.model.round is not None and game.model.round.first_player == "rotates"
    seats = any(isinstance(node, n.Seat) for root in rulebook.rule_roots(game) for node in root.walk())
    # one turn for the whole table, led by whoever holds the marker: the players choose who starts with it
    led = game.model.round is not None and game.model.round.turns == "first" and game.model.round.marker is not None
    marker = name_of(game.model.round.marker, lang) if led and game.model.round is not None else None
    teams = None if game.teams is None else {"size": game.teams.size, "seating": game.teams.seating}
    return {"who": name_of(players.first, lang), "rotates": rotates, "seats": seats, "marker": marker, "teams": teams}


def _face_groups(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Dice for a quick-reference table: dice with the same faces share one row (six identical dice are one
    line, not six); a die used only with enough players keeps its condition."""
    groups: dict[tuple[str, ...], dict[str, Any]] = {}
    for card in cards:
        if card["in_game"] and len(card["faces"]) > 2:  # dice; a two-sided card is read on the card itself
            key = (*card["faces"], card["only_if"])
            group = groups.setdefault(
                key, {"names": [], "faces": card["faces"], "copies": 0, "only_if": card["only_if"]}
            )
            group["names"].append(card["name"])
            group["copies"] += card["copies"]
    for group in groups.values():
        names = group["names"]
        stems = {gallery.numbered_stem(name) for name in names}
        if len(names) > 1 and len(stems) == 1 and None not in stems:  # "Token 1" … "Token 6": "Token ×6"
            group["label"] = f"{stems.pop()} ×{group['copies']}"
        elif len(names) == 1 and group["copies"] > 1:  # one design in copies: "Token ×12"
            group["label"] = f"{names[0]} ×{group['copies']}"
        else:
            group["label"] = f"{names[0]} – {names[-1]}" if len(names) > 2 else ", ".join(names)
    return list(groups.values())


def _heading(title: str, variant: str | None) -> str:
    """The book's title with its variant: a title that has a colon of its own takes the variant after a dash
    ("Game: The Cards — Solo"), since a second colon reads as a chain of subtitles."""
    if variant is None:
        return title
    return f"{title} — {variant}" if ":" in title else f"{title}: {variant}"


def stat_entries(game: Game, stats: list[Any], lang: str) -> list[dict[str, Any]]:
    """The book's entries for `stats` (models of `game`'s stats): name, formula and what it stands for."""
    r = renderer_for(game, lang)
    return [
        {
            "id": s.id,
            "name": words.capitalize(name_of(s.name, lang)),
            "text": r.sentence(idioms.for_the_reader(game.stats[str(s.id)]), after_colon=True, in_list=True),
            "meaning": str(getattr(s.meaning, lang)).rstrip(".") + "." if s.meaning is not None else "",
            # a formula kept for the rules is listed only by what it stands for, when the data says it
            "bookkeeping": s.bookkeeping and s.meaning is None,
            **provenance(s.source, s.id, lang),
        }
        for s in stats
    ]


def own_numbers(built: Game, variant: Any, lang: str) -> dict[str, list[dict[str, Any]]]:
    """The counters and stats only `variant` has, as its build's book lists them (see `overlay.with_own_numbers`)."""
    counters = {str(c.id) for c in variant.counters}
    return {
        "counters": [c for c in _counters(built, lang) if c["id"] in counters],
        "stats": stat_entries(built, list(variant.stats), lang),
    }


def book(game: Game, lang: str) -> dict[str, Any]:
    """Everything the rule book shows, already rendered in `lang`."""
    g = game.model
    players = g.players if game.variant is None or game.variant.players is None else game.variant.players
    variant = game.variant
    pieces = _pieces(game)
    run = rulebook.run_procedures(game)  # the procedures some rule of this build starts
    opened = steps_run.windows_opened(game, run)
    modes = steps_run.card_modes(game, run)
    data = {
        "lang": lang,
        "title": name_of(g.name, lang),
        "variant": None if variant is None else {"id": str(variant.id), "name": name_of(variant.name, lang)},
        "heading": _heading(name_of(g.name, lang), None if variant is None else name_of(variant.name, lang)),
        "id": game.id,
        **provenance(g.source, g.id, lang),
        "players": {"min": players.min, "max": players.max, **provenance(players.source, None, lang)},
        "first": _first_player(game, lang),
        "zones": (zones := components.zones(game, lang)),
        "table": surface.table(game, lang),
        "deploy": surface.deployment(game, lang),
        "counters": (counters := _counters(game, lang)),
        "goal_counts": (goal := stat_counts.goal_counts(game, counters, lang)),
        "stat_counts": stat_counts.stat_counts(game, counters, goal, lang),
        "groups": _groups(game, lang),
        "symbol_sets": _symbol_sets(game, lang),
        "cards": (cards := gallery.cards(game, lang)),
        "face_groups": _face_groups(cards),
        "card_count": sum(group["count"] for group in pieces if group["item"] is None),
        "card_kinds": sum(group["kinds"] for group in pieces if group["item"] is None),
        "first_sides": gallery.first_sides(game, lang),
        "pieces": [group for group in pieces if group["item"] is not None and not _said_by_zone(game, group)],
        "defaults": [
            {
                "id": prop.id,
                "name": words.capitalize(name_of(prop.name, lang)),
                "value": prop.default,
                # no card prints one: every card has the default ("every card has 6"), not "a card that prints none"
                "everywhere": not any(str(prop.id) in c.model.properties for c in game.cards),
                **provenance(prop.source, prop.id, lang),
            }
            for prop in g.card_properties
            if prop.default is not None
        ],
        "setup": rulebook.rule_tree(game, game.setup, lang, setting=True),
        "turn": rulebook.rule_tree(game, game.turn, lang),
        "round": None
        if g.round is None
        else {
            "start": rulebook.rule_tree(game, game.round_start, lang),
            "end": rulebook.rule_tree(game, game.round_end, lang),
            "rotates": g.round.first_player == "rotates",
            "one_turn": g.round.turns == "first",
            "marker": name_of(g.round.marker, lang),
            "title": name_of(g.round.title, lang) if g.round.title else "",
            **provenance(g.round.source, None, lang),
        },
        "triggers": rulebook.rule_triggers(game, lang),
        "procedures": [p for p in rulebook.procedures(game, lang) if p["id"] in run],
        "windows": [
            {
                "id": w.id,
                "name": name_of(w.name, lang),
                # the moments its cards act at as well (`also:`): "Any time" counts as "Before the roll" too
                "also": [name_of(game.windows[str(x)].name, lang) for x in w.also if str(x) in opened],
                **provenance(w.source, w.id, lang),
            }
            for w in g.windows
            if str(w.id) in opened
        ],
        # cards that only act where they lie (none is played from hand at a moment): the moments are when
        # cards may be used, not played, or the book would forbid playing cards from hand at other times
        "windows_key": "windows_used" if modes == {"use"} else "windows",
        # some moments the cards print never come in this build (a solitaire has no opponent's turn)
        "windows_left_out": any(str(w.id) not in opened for w in g.windows),
        # cards print moments they are played from hand at, but this build only uses cards where they lie: the
        # book says those texts are never played (a solo build whose other cards serve only as numbers)
        "hand_idle": modes == {"use"} and any(card.plays for card in game.cards),
        # cards both played from hand and used where they lie, by the rules this build runs: the book says how
        # the two differ
        "uses": any(card.abilities for card in game.cards)
        and any(card.plays for card in game.cards)
        and modes == {"play", "use"},
        "played_to": components.played_to(game, modes),
        "stats": stat_entries(game, g.stats, lang),
        "dice": [
            {
                "id": d.id,
                "name": name_of(d.name, lang),
                "faces": ", ".join(map(str, d.faces)),
                **provenance(d.source, d.id, lang),
            }
            for d in g.dice
        ],
        "end": rulebook.end_rules(game, lang),
        "scored": g.score is not None,
        "variants": used.with_zones(zones, [] if variant is not None else variants.variants(game, lang)),
    }
    _with_variant_texts(data)
    return data


def _with_variant_texts(data: dict[str, Any]) -> None:
    """A card a variant prints anew carries that text in the gallery too, under the variant's name: the player
    looking the card up finds it, and the variant's section only points to it."""
    cards = {card["id"]: card for card in data["cards"]}
    for variant in data["variants"]:
        for changed in variant["cards_changed"]:
            if changed["id"] in cards:
                cards[changed["id"]].setdefault("in_variants", []).append({**changed, "variant": variant["name"]})


def _design(definition: Any, index: int) -> Any:
    """What tells two designs apart in the components list: numbered dice with the same faces ("Token 1" …
    "Token 6") are one design, as the gallery shows them."""
    stem = gallery.numbered_stem(words.plain(words.word(definition.model.name), "en"))
    if stem is None or not definition.sides:
        return index
    return stem, repr([side.properties for side in definition.sides])


def _pieces(game: Game) -> list[dict[str, Any]]:
    """How many pieces of each kind the game has: cards, and the dice or figures that zones name as their
    items (a die counted among the cards would make "47 cards" of 17 cards and 30 dice)."""
    groups: dict[str, dict[str, Any]] = {}
    for instance, definition_index in enumerate(game.instances):
        definition = game.cards[definition_index]
        # a card no game of this build uses ("only with 3–4 players" in a solitaire) is not in its box
        if definition.model.out_of_game or (
            definition.only_if is not None and decided(game, definition.only_if) is False
        ):
            continue
        item = game.zones[game.start_zone[instance]].model.item
        key = "" if item is None else item_key(item)
        group = groups.setdefault(
            key, {"item": None if item is None else words.word(item), "count": 0, "designs": set()}
        )
        group["count"] += 1
        group["designs"].add(_design(definition, definition_index))
    return [{"item": g["item"], "count": g["count"], "kinds": len(g["designs"])} for g in groups.values()]
