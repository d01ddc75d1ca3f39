"""What the pieces in a zone are called when they are not cards: "each die among the rolled dice",
"that figure", "all the rolled dice" — from the zone's `item` in the data. The templates ask; the
"for each" being told and the pieces last named decide what "that card" is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import words

if TYPE_CHECKING:
    from interpreter.content.models import Name
    from interpreter.engine.game import Game


def item_key(item: Name) -> str:
    """One key per item noun, so zones (and the components list) that name the same piece count together."""
    return f"{item.en}|{item.ru}"


def _listed(zones: Any) -> list[Any]:
    return list(zones) if isinstance(zones, (list, tuple)) else [zones]


class Pieces:
    def __init__(self, game: Game, lang: str) -> None:
        self.game = game
        self.lang = lang
        self._items: dict[str, words.Word] = {}
        self._each: list[Any] = []  # what "that card" was before each "for each" being told
        self._mentioned: Any = None  # what "that card" is now, if not a card: "turn a die …, then freeze that die"

    def forget(self) -> None:
        """A new rule: no pieces were named yet."""
        self._mentioned = None
        self._each.clear()

    def noun(self, zones: Any) -> Any:
        """The noun for one piece in these zones in this language ("die" / «кубик»), when they all name the
        same one; a card otherwise."""
        found = {self._item(z) for z in _listed(zones)}
        only = found.pop() if len(found) == 1 else None
        noun = words.core(self.lang, self.game)["card"] if only is None else getattr(self._items[only], self.lang)
        return noun

    def enter_each(self, zones: Any) -> str:
        """Start telling a "for each" over these zones (returns no text, for the templates): inside it "that
        card" is its piece until a verb names another, as the engine binds it."""
        self._each.append(self._mentioned)
        self._mentioned = self._items_noun(zones)
        return ""

    def leave_each(self) -> str:
        self._mentioned = self._each.pop()
        return ""

    def mention(self, zones: Any) -> str:
        """Note that a verb just took pieces from these zones (returns no text): "that card" is the last one."""
        self._mentioned = self._items_noun(zones)
        return ""

    def restore_piece(self, noun: Any) -> str:
        """Each option of a choice starts from what "that card" was before the choice (returns no text)."""
        self._mentioned = noun
        return ""

    def that_piece(self) -> Any:
        """What "that card" is when it is not a card (a die), else None."""
        return self._mentioned

    def many_sided(self, zones: Any) -> bool:
        """Whether the pieces of these zones have more than two sides (dice): flipping one turns it to its opposite
        face, where a card is simply turned over."""
        keys = {self._item(z) for z in _listed(zones)} - {None}
        game = self.game
        for instance, zone_index in enumerate(game.start_zone):
            item = game.zones[zone_index].model.item
            if item is not None and item_key(item) in keys and len(game.cards[game.instances[instance]].sides) > 2:
                return True
        return False

    def _items_noun(self, zones: Any) -> Any:
        """The noun of these zones' pieces when every one names an item; None for cards."""
        listed = _listed(zones)
        return self.noun(listed) if listed and all(self._item(z) is not None for z in listed) else None

    def by_zone(self, zones: Any) -> bool:
        """Whether the zones' own names name their pieces ("the rolled dice"), so "all the cards in" them
        is just the zones."""
        named = [self._item(z) is not None and (self._plural_name(z) or self.single(z)) for z in _listed(zones)]
        return bool(named) and all(named)

    def single(self, zone: Any) -> bool:
        """Whether the zone holds one piece, named by the zone ("the chosen die"): its top piece is the zone."""
        zone_id = zone.zone if isinstance(zone, n.ZoneRef) else None
        return zone_id is not None and self._item(zone) is not None and self.game.zone_by_id[zone_id].capacity == 1

    def off_table(self, zone: Any) -> bool:
        """Whether the zone holds, off the table, pieces of a kind that stands on it (figures taken out of play)."""
        key = self._item(zone)
        zone_id = zone.zone if isinstance(zone, n.ZoneRef) else None
        if key is None or zone_id is None or self.game.zone_by_id[zone_id].order == "table":
            return False
        return any(z.order == "table" and self._item(str(z.id)) == key for z in self.game.zones)

    def bare(self, zone: Any) -> bool:
        """Whether the zone's name is just its pieces' plural ("figures"): "has at least 1 figure", not
        "… figure among their figures"."""
        key = self._item(zone)
        if key is None:
            return False
        item, name = self._items[key], words.word(self.game.zone_by_id[zone].model.name)
        return item.en.other == name.en.other if self.lang == "en" else item.ru.plural("nom") == name.ru.form("nom")

    def bare_owner(self, zones: Any) -> str | None:
        """ "all" or "others" when the zones are one such zone of every player or of every opponent, named by
        its pieces: "for each figure", "choose an opponent's figure" (not "one of all opponents' figures")."""
        listed = _listed(zones)
        if len(listed) != 1 or not isinstance(listed[0], n.ZoneRef) or listed[0].owner not in ("all", "others"):
            return None
        return str(listed[0].owner) if self.bare(listed[0].zone) else None

    def _plural_name(self, zone: Any) -> bool:
        word = words.word(self.game.zone_by_id[zone.zone if isinstance(zone, n.ZoneRef) else zone].model.name)
        return word.ru.gender == "p" if self.lang == "ru" else word.en.one == word.en.other

    def _item(self, zone: Any) -> str | None:
        """The key of the item noun of a zone (a ZoneRef or an id), if it names one."""
        zone_id = zone.zone if isinstance(zone, n.ZoneRef) else zone if isinstance(zone, str) else None
        if zone_id is None or zone_id not in self.game.zone_by_id:
            return None
        item = self.game.zone_by_id[zone_id].model.item
        if item is None:
            return None
        key = item_key(item)
        if key not in self._items:
            self._items[key] = words.word(item)
        return key


def counter_piece(name: Name | None, lang: str) -> dict[str, str | None]:
    """The cards that keep a card's counter, as the components list names them: "each figure has its own count",
    «у каждой фигуры свой счёт … этой фигуры»; a counter that names none is kept by "each card"."""
    if name is None:
        return {"piece": None, "this_piece": None, "piece_nom": None}
    said = words.word(name)
    if lang == "en":
        return {"piece": said.en.form(1), "this_piece": None, "piece_nom": None}
    each = {"f": "каждой", "p": "каждых"}.get(said.ru.gender, "каждого")
    this = {"f": "этой", "p": "этих"}.get(said.ru.gender, "этого")
    gen = said.ru.form("gen")
    return {"piece": f"{each} {gen}", "this_piece": f"{this} {gen}", "piece_nom": said.ru.form("nom")}
