"""The words a game's data gives its pieces: names of zones, counters, symbols, variables, procedures and
cards in both languages, and the adjectives a card filter's kinds and states are said with. The renderer
(`text.Renderer`) looks every name up here, so a name changed in YAML changes every sentence that uses it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.content import models
from interpreter.dsl import nodes as n
from interpreter.render import words

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.render.facts import Facts


class Lexicon:
    """Names from the data, for one game and language."""

    game: Game
    lang: str
    facts: Facts

    def zone_word(self, zone_id: str) -> words.Word:
        return words.word(self.game.zone_by_id[zone_id].model.name)

    def counter_word(self, counter_id: str) -> words.Word:
        group, _, place = counter_id.partition("#")  # a kind chosen in a choice (render/idioms.py)
        if place:
            return words.kind_of(words.word(self.game.groups[group].model.name), int(place))
        if counter_id in self.game.groups:
            return words.word(self.game.groups[counter_id].model.name)
        return words.word(self.game.counter_by_id[counter_id].model.name)

    def held_as(self, counter_id: str) -> words.Word | None:
        """The name of what a card's group of counters holds, when the group `matches` a player's group: a card's
        "stored mana" is mana on the card ("this card holds at least 7 mana"). None for any other counter."""
        group = self.game.groups.get(counter_id)
        matched = None if group is None else group.model.matches
        return None if matched is None else self.counter_word(str(matched))

    def symbol_word(self, set_id: str, value: str) -> words.Word:
        return words.word(self.game.symbol_sets[set_id].symbols[value].model.name)

    def set_word(self, set_id: str) -> words.Word:
        return words.word(self.game.symbol_sets[set_id].model.name)

    def effect_word(self, set_id: str, effect: str) -> words.Word:
        slot = next(e for e in self.game.symbol_sets[set_id].model.effects if e.id == effect)
        return words.word(slot.name)

    def lettered_var(self, name: str) -> bool:
        return len(self.var_word(name).en.form()) == 1

    def var_word(self, name: str) -> words.Word:
        return words.word(self.game.variables[name].name)

    def stat_word(self, stat_id: str) -> words.Word:
        return words.word(next(s for s in self.game.model.stats if s.id == stat_id).name)

    def prop_counts(self, prop_id: str) -> bool:
        """Whether the data gives a card property's English name as a count noun (`one:` and `other:`): "the pips
        of that die", "3 pips", where a name like "cost" is one thing ("the cost of that card")."""
        found = next((p for p in self.game.model.card_properties if p.id == prop_id), None)
        return found is not None and isinstance(found.name.en, models.EnWord) and found.name.en.other is not None

    def prop_word(self, prop_id: str) -> words.Word:
        found = next((p for p in self.game.model.card_properties if p.id == prop_id), None)
        return words.word(found.name) if found else self.counter_word(prop_id)

    def windows_also(self, window_id: str) -> list[str]:
        """The other windows whose cards act at this one as well (`also:`): a card that says "Any time" is used
        before the roll too, so "a card that says “Before the roll”" alone would leave it out."""
        return [str(w.id) for w in self.game.model.windows if window_id in {str(x) for x in w.also}]

    def facing_step(self) -> int:
        """The angle a piece on the table turns by at least (`table: facing_step:`); 0 without a table."""
        table = self.game.model.table
        return table.facing_step if table is not None else 0

    def window_word(self, window_id: str) -> words.Word:
        return words.word(self.game.windows[window_id].name)

    def die_word(self, die_id: str) -> words.Word:
        return words.word(self.game.dice[die_id].name)

    def procedure_word(self, procedure_id: str) -> words.Word:
        return words.word(self.game.procedures[procedure_id].model.name)

    def action_phrase(self, procedure_id: str) -> Any:
        return getattr(self.game.procedures[procedure_id].model.action, self.lang)

    def procedure_title(self, procedure_id: str) -> str:
        """The heading of a procedure's own section in the book, as a cross-reference gives it."""
        return words.capitalize(words.name_of(self.game.procedures[procedure_id].model.name, self.lang))

    def section_word(self, label: str) -> words.Word:
        for procedure in self.game.procedures.values():
            for section, _ in procedure.sections:
                if section.id == label:
                    return words.word(section.name)
        raise KeyError(label)

    def section_action(self, label: str) -> Any:
        """How `go to` a section reads as a deed (its `action:`), or None to say "go to “…”"."""
        for procedure in self.game.procedures.values():
            for section, _ in procedure.sections:
                if section.id == label and section.action is not None:
                    return getattr(section.action, self.lang)
        return None

    def marker_word(self) -> words.Word | None:
        """What the game calls the first player's marker (`round: marker:`), if it names it."""
        round_ = self.game.model.round
        return words.word(round_.marker) if round_ is not None and round_.marker is not None else None

    def player_number_word(self, name: str) -> words.Word:
        """A number each player has: a stat or a counter."""
        return self.stat_word(name) if name in self.game.stats else self.counter_word(name)

    def same_amount(self, name: str) -> bool:
        """Whether "has the same NAME as" compares amounts ("the same number of points") rather than a place or a
        value one has one of: a counter that is no ring or track, named in the plural too."""
        counter = self.game.counter_by_id.get(name)
        if counter is None or counter.ring or counter.model.track is not None:
            return False
        word = self.counter_word(name)
        return not word.en_preps.get("at") and word.en.form(2) != word.en.form(1)

    def card_effect_word(self, effect: str) -> words.Word:
        return words.word(next(e for e in self.game.model.card_effects if e.id == effect).name)

    def place_name(self, counter_id: str, value: Any) -> str | None:
        """The card at a numbered place of a row that keeps its printed order (`track:`), named: "move to
        space 1" reads "move to <the name of the first card of the row>". None for any other place."""
        counter = self.game.counter_by_id.get(counter_id)
        if counter is None or counter.track is None or not isinstance(value, n.Int):
            return None
        if self.game.zones[counter.track].order != "row":
            return None
        row = [card for card, zone in enumerate(self.game.start_zone) if zone == counter.track]
        index = value.value - (counter.min or 0)
        return self.card_name(row[index]) if 0 <= index < len(row) else None

    def prop_set(self, prop_id: str) -> str | None:
        """The symbol set a card property takes its values from, so a sentence can agree with one of them."""
        found = next((p for p in self.game.model.card_properties if p.id == prop_id), None)
        return str(found.type) if found is not None and str(found.type) in self.game.symbol_sets else None

    def prop_many(self, prop_id: str) -> bool:
        """A card property that holds several symbols (tags): a test on it asks whether one is among them."""
        found = next((p for p in self.game.model.card_properties if p.id == prop_id), None)
        if found is None or str(found.type) not in self.game.symbol_sets or found.count == 1:
            return False
        return any(
            len(c.properties.get(prop_id) or ()) > 1
            for c in self.game.cards
            if isinstance(c.properties.get(prop_id), list)
        )

    def _adjective(self, kind: Any) -> str:
        return self.symbol_word(kind.set, kind.value).ru.adjective if isinstance(kind, n.SymbolValue) else ""

    def kind_lead(self, kind: Any) -> str:
        """The Russian words before a kind's name: «вида», or what its symbol set gives («с результатом»)."""
        found = self.game.symbol_sets.get(kind.set) if isinstance(kind, n.SymbolValue) else None
        words_ = None if found is None else found.model.kind_words
        return "вида" if words_ is None else str(words_.ru)

    def named_kind(self, kind: Any) -> bool:
        """Whether a symbol's set names its values as kinds with their own words (`kind_words:` «с результатом»),
        so Russian quotes a value wherever it stands: «узор — не «Клетка»», as «с узором «Клетка»»."""
        found = self.game.symbol_sets.get(kind.set) if isinstance(kind, n.SymbolValue) else None
        return found is not None and found.model.kind_words is not None

    def noun_kind(self, card_filter: Any) -> Any:
        """The one kind of a card filter whose name is a noun for the card itself (`kinds_are_nouns:` on its
        symbol set): «заклинание» stands for «карта типа «заклинание»». None otherwise."""
        kinds: list[Any] = list(getattr(card_filter, "kinds", ()))
        kind = kinds[0] if len(kinds) == 1 else None
        if not isinstance(kind, n.SymbolValue):
            return None
        found = self.game.symbol_sets.get(kind.set)
        return kind if found is not None and found.model.kinds_are_nouns else None

    def kind_noun(self, card_filter: Any, noun: Any) -> Any:
        """The noun a card filter's cards are named with in this language: its noun kind's name, else `noun`."""
        kind = self.noun_kind(card_filter)
        if kind is None:
            return noun
        word = self.symbol_word(kind.set, kind.value)
        return word.ru if self.lang == "ru" else word.en

    def kind_nouns(self, card_filter: Any, noun_said: bool = False) -> list[Any]:
        """The kinds said after the noun («карты вида «Герой»»): not the adjectives, nor (`noun_said`: the noun
        is `kind_noun`'s) the kind that is the noun."""
        said = self.noun_kind(card_filter) if noun_said else None
        return [k for k in card_filter.kinds if not self._adjective(k) and k is not said]

    def kind_adjectives(self, card_filter: Any) -> list[str]:
        """The kinds of a card filter that Russian says as adjectives before the noun («золотые карты»), and
        the states said so («неотполированные карты»)."""
        return [a for a in map(self._adjective, card_filter.kinds) if a] + self.state_adjectives(card_filter)

    def state_adjectives(self, card_filter: Any) -> list[str]:
        """The tests of a card filter whose state is said as an adjective before the noun ("unpolished gems")."""
        said = [a for a in map(self.facts.card_adjective, card_filter.tests) if a]
        return said + (self.not_kinds(card_filter) if self.lang == "en" else [])

    def where_tests(self, card_filter: Any) -> list[Any]:
        """The tests of a card filter said after the noun: all but the states said as adjectives and the kinds
        a card must not have (`not_kinds`)."""
        return [t for t in card_filter.tests if not self.facts.card_adjective(t) and not self.not_kind(t)]

    def not_kind(self, test: Any) -> str | None:
        """A kind a card must not have, said like a kind: "a non-Action card"; in Russian only where the
        kind's words are «с …», whose opposite is «без …»: «кубик без результата «Звезда»»."""
        if not (
            isinstance(test, n.PropTest)
            and test.op == "!="
            and isinstance(test.value, n.SymbolValue)
            and self.prop_many(test.prop)
        ):
            return None
        value = self.symbol_word(test.value.set, test.value.value)
        if self.lang == "en":  # an open compound takes an en dash: "a non–High Street card" (Chicago 6.80)
            return f"non{'–' if ' ' in value.en.form() else '-'}{value.en.form()}"
        found = self.game.symbol_sets[test.value.set]
        lead = found.model.kind_words
        if lead is None or str(lead.ru).split(" ")[0] not in ("с", "со"):
            return None
        return f"без {words.word(found.model.name).ru.form('gen')} «{value.ru.form('nom')}»"

    def not_kinds(self, card_filter: Any) -> list[str]:
        return [said for said in map(self.not_kind, card_filter.tests) if said]

    def fronted(self, card_filter: Any) -> Any:
        """What of a card filter stands before the noun: its face, kinds and the states said as adjectives."""
        tests = tuple(t for t in card_filter.tests if self.facts.card_adjective(t))
        return n.CardFilter(card_filter.kinds, card_filter.face, tests)

    def card_name(self, card: int) -> str:
        return words.name_of(self.game.cards[self.game.instances[card]].model.name, self.lang)
