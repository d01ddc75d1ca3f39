"""The components list of a book: the zones a player handles (runs of numbered zones said once, piles only a
setup holds left out), and what a game's pieces are called where its zones hold them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.content.models.variants import RemoveCard
from interpreter.render import gallery, used, words
from interpreter.render.rulebook import provenance, run_procedures
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def zones(game: Game, lang: str) -> list[dict[str, Any]]:
    held_at_start = starting(game)
    idle_box = _idle_box(game)
    drawn = used.drawn_from(game)
    face_down = used.face_down_zones(game)
    on_table = {_item_key(z) for z in game.zones if z.order == "table"} - {None}
    return _numbered_runs(
        [
            {
                "id": z.id,
                "name": name_of(z.model.name, lang),
                "gender": words.word(z.model.name).ru.gender,
                "owner": z.owner,
                "order": z.order,
                "visibility": z.visibility,
                "face_down": str(z.id) in face_down,  # cards go in face down too: not "a row of face-up cards"
                "capacity": z.capacity,
                "item": pieces_item(z.model.item),
                "pieces": held_at_start.get(z.index, 0) if pieces_item(z.model.item) is not None else 0,
                "refill": name_of(game.zones[z.refill].model.name, lang) if z.refill is not None else None,
                "refill_word": words.word(game.zones[z.refill].model.name) if z.refill is not None else None,
                "refill_keeps": z.model.refill_keeps,  # its top cards that stay
                "bookkeeping": z.model.bookkeeping,
                "variant_only": False,  # set by `used.with_zones`
                # pieces of a kind that stands on the table, kept here off it (removed figures): named, or a
                # reader would leave them on the table
                "off_table": z.order != "table" and _item_key(z) in on_table,
                "held": _item_key(z) not in on_table and _held(z, held_at_start),
                "alone": game.max_players == 1,  # "your own row", not "each player has their own row"
                "box": z.index == game.box,  # where cards out of the game go: said so, not as one more pile
                "idle": z.index == game.box and idle_box,
                # a pile cards are drawn from that nothing refills by itself: a draw takes what is left
                "runs_dry": str(z.id) in drawn and z.refill is None and z.order == "pile",
                **provenance(z.model.source, z.model.id, lang),
            }
            for z in game.zones
        ]
    )


def listed(zone: dict[str, Any]) -> bool:
    """Whether the player's components list has a line of its own for a zone: not one the rules keep for
    themselves, one of a numbered run said once, a place for pieces in play (`held`: one shared line), one only a
    variant uses, nor a box nothing is sent to."""
    return not (zone["bookkeeping"] or zone["merged"] or zone["held"] or zone["variant_only"] or zone["idle"])


def places_in_play(zones: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The places for pieces in play the standard game uses, said together in one line."""
    return [z for z in zones if z["held"] and not z["variant_only"]]


def _idle_box(game: Game) -> bool:
    """Whether the box (`roles: box:`) is never used: no card is left out of the game at any player count,
    no variant removes cards and no rule or card names it. The player's list then leaves it out: a place no
    rule sends anything to is not a component."""
    if game.box is None or any(c.model.only_if is not None or c.model.out_of_game for c in game.cards):
        return False
    if any(v.remove_cards or any(isinstance(c, RemoveCard) for c in v.changes) for v in game.model.variants):
        return False
    return str(game.zones[game.box].id) not in used.zones_named(game, run_procedures(game))


def _item_key(zone: Any) -> str | None:
    """The kind of piece a zone holds (its item's English name), or None for cards."""
    item = pieces_item(zone.model.item)
    return item.en.one if item is not None else None


def _held(zone: Any, starting: dict[int, int]) -> bool:
    """A place that only holds, while play goes on, dice or pieces of another component ("rolled dice"): it
    starts empty, holds any number and is never refilled, so the components list has nothing to say of it."""
    empty = pieces_item(zone.model.item) is not None and not starting.get(zone.index, 0)
    return empty and not zone.capacity and zone.refill is None and zone.order not in ("table", "chain")


_ALIKE = ("owner", "order", "visibility", "capacity", "refill", "bookkeeping", "assumed", "gender")


def _numbered_runs(zones: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Zones told apart only by a number ("Tray 1" … "Tray 4", all alike) are one line in the player's list,
    "Tray 1–4": four identical lines say nothing the first does not. Each zone gets the `label` its line shows;
    the ones after the first are `merged` into it (the proof edition still lists each with its source)."""
    for zone in zones:
        zone["label"], zone["merged"], zone["run"] = zone["name"], False, 1
    start = 0
    while start < len(zones):
        first = zones[start]
        stem = gallery.numbered_stem(first["name"])
        end = start + 1
        while stem is not None and end < len(zones) and _same_run(first, zones[end], stem):
            end += 1
        if stem is not None and end - start > 1:
            numbers = [zone["name"][len(stem) + 1 :] for zone in zones[start:end]]
            run = [str(n) for n in range(int(numbers[0]), int(numbers[0]) + len(numbers))]
            first["label"] = f"{stem} {numbers[0]}–{numbers[-1]}" if numbers == run else f"{stem} {', '.join(numbers)}"
            first["run"] = end - start
            for zone in zones[start + 1 : end]:
                zone["merged"] = True
        start = end
    return zones


def _same_run(first: dict[str, Any], zone: dict[str, Any], stem: str) -> bool:
    """Whether a zone continues a run of numbered zones: the same stem, and a line that would read the same."""
    return gallery.numbered_stem(zone["name"]) == stem and all(zone[key] == first[key] for key in _ALIKE)


def starting(game: Game) -> dict[int, int]:
    """How many pieces each zone holds when the game begins, before setup (six dice in the tray)."""
    found: dict[int, int] = {}
    for instance, definition in enumerate(game.instances):
        if not game.cards[definition].model.out_of_game:
            found[game.start_zone[instance]] = found.get(game.start_zone[instance], 0) + 1
    return found


def pieces_item(item: Any) -> words.Word | None:
    """What a zone holds when it is not cards (dice, figures): the components list says "a set of dice" for
    it; a zone whose item is named "card" only to count it ("2 cards") holds cards like any other."""
    if item is None:
        return None
    found = words.word(item)
    return None if found.en.one == "card" else found


def played_to(game: Game, modes: set[str]) -> words.Word | None:
    """Where a card played from hand at a moment goes (the engine puts it on the discard pile unless its play
    names a zone): the book says so, or the reader would not know what becomes of it."""
    plays = [action for card in game.cards for action in card.plays]
    if "play" not in modes or not plays or game.discard_to is None or any(a.zone is not None for a in plays):
        return None
    return words.word(game.zones[game.discard_to].model.name)
