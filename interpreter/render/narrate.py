"""A game told as text: events, prompts and options through `templates/<lang>/play.jinja`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import words
from interpreter.render.facts import state_of, value_label
from interpreter.render.text import environment, renderer_for

if TYPE_CHECKING:
    from interpreter.engine.game import Game


_TO_THE_READER = frozenset({"you", "your", "you're", "вы", "вас", "вам", "ваш", "ваша", "ваше", "ваши"})


class Narrator:
    def __init__(self, game: Game, lang: str):
        self.game = game
        self.lang = lang
        self.dsl = renderer_for(game, lang)
        cards = {c.id: c for c in game.cards}
        self.card_names = {cid: words.name_of(c.model.name, lang) for cid, c in cards.items()}
        env = environment().overlay()
        env.filters.update(card=self.card, quote=lambda s: f"«{s}»", cap=words.capitalize)
        self.macros = env.get_template(f"{lang}/play.jinja").make_module(
            {
                "player": self.player,
                "player_dat": self.player_dat,
                "owner": _owner,
                "place_from": self.place_from,
                "place_to": self.place_to,
                "place_name": self.place_name,
                "place_at": self.place_at,
                "var_name": self.var_name,
                "procedure_name": self.procedure_name,
                "counter_nom": self.counter_nom,
                "symbol": self.symbol,
                "counter": self.counter,
                "counter_value": self.counter_value,
                "effect_name": self.effect_name,
                "card_of": self.card_of,
                "card_word": self.card_word,
                "dsl": self.dsl_text,
                "dsl_verbs": self.dsl_verbs,
                "rule_name": self.rule_name,
                "rule_winner": self.rule_winner,
                "rule_draw": self.rule_draw,
                "counter_state": self.counter_state,
                "side_text": self.side_text,
                "section_name": self.section_name,
                "marker": self.marker_name,
                "side_name": self.side_name,
            }
        )

    # ------------------------------------------------------------ public
    def event(self, event: dict[str, Any]) -> str:
        macro = getattr(self.macros, event["event"].replace("-", "_"))
        return " ".join(str(macro(event)).split())

    def game_over(self, result: Any) -> str:
        """The last line of a game: how long it took, who won, the scores."""
        return " ".join(str(self._macro("game_over")(result)).split())

    def prompt(self, kind: str, player: int) -> str:
        return str(self._macro("prompt")(kind, self.player(player + 1))).strip()

    def option(self, description: tuple[Any, ...]) -> str:
        return " ".join(str(self._macro("option")(description)).split())

    def _macro(self, name: str) -> Any:
        return getattr(self.macros, name)

    def view_text(self, seen: dict[str, Any]) -> str:
        """What a player sees, for a human at the table: the cards in each zone (hidden ones counted),
        then every counter the book lists, the table's first and each player's after."""
        label: dict[str, str] = self.macros.VIEW  # type: ignore[attr-defined]  # a variable of the template
        hidden, face_down, ends_word = label["hidden"], label["face_down"], label["ends"]
        lines = []
        box = self.game.zones[self.game.box].id if self.game.box is not None else None
        for place, cards in seen["zones"].items():
            if place == box:
                continue
            if isinstance(cards, dict):
                if cards["hidden"]:
                    shown = [self.card(c) for c in cards.get("shown", [])]  # shown to everybody: named
                    also = f" ({label['shown']}: {', '.join(shown)})" if shown else ""
                    lines.append(f"{self.place_name(place)}: {cards['hidden']} {hidden}{also}")
            elif cards:
                shown = [self.card(c) if c is not None else f"({face_down})" for c in cards]
                lines.append(f"{self.place_name(place)}: " + ", ".join(shown))
        for chain, ends in seen.get("ends", {}).items():
            showing = " | ".join(self.symbol(e) if e else "—" for e in ends)
            lines.append(f"{self.place_name(chain)} ({ends_word}): {showing}")
        for piece, (x, y, facing) in seen.get("pieces", {}).items():
            card_id = piece.partition("#")[0]
            lines.append(f"{self.card(card_id)}: ({x}, {y}) {facing}°")
        for shown in seen.get("sides", []):
            where = f"{self.card(shown['card'])} ({self.place_name(shown['zone'])})"
            frozen = f", {label['frozen']}" if shown.get("frozen") else ""
            side = self.side_name(shown["card"], shown["side"] - 1) or f"{self.macros.VIEW['side']} {shown['side']}"  # type: ignore[attr-defined]
            lines.append(f"{where}: {side}{frozen}")
        for token in seen.get("on_cards", []):
            where = f"{self.card(token['card'])} ({self.place_name(token['zone'])})"
            value = self.counter_value(token["counter"], token["value"])
            lines.append(f"{where}: {self.counter_total(token['counter'])} {value}")
        by_owner: dict[str, list[str]] = {}
        spectator = seen.get("viewer") is None
        for key, value in seen["counters"].items():
            counter_id, _, owner = key.partition(":")
            if not spectator and self.game.counter_by_id[counter_id].model.bookkeeping:
                continue  # a number kept for the rules, out of the book: a spectator (`--view all`) sees it
            by_owner.setdefault(owner, []).append(
                f"{self.counter_total(counter_id)} {self.counter_value(counter_id, value)}"
            )
        for owner, values in sorted(by_owner.items(), key=lambda item: (item[0] != "", item[0])):
            whose = self.player(int(owner)) if owner else label["table"]
            lines.append(f"{whose}: " + ", ".join(values))
        if self.game.teams is not None and not spectator:  # who plays with the viewer
            seat, players = seen["viewer"] - 1, seen["players"]
            team = self.game.team_of(players)
            mates = [self.player(p + 1) for p in range(players) if p != seat and team[p] == team[seat]]
            lines.append(f"{label['partner' if len(mates) == 1 else 'team']}: {', '.join(mates)}")
        return "\n".join(words.capitalize(line) for line in lines)

    def counter_total(self, counter_id: str) -> str:
        """A counter named as an amount: "points", «очки»."""
        return words.plain(self.dsl.counter_word(counter_id), self.lang, plural=True)

    # ------------------------------------------------------------ helpers for the templates
    def rule_name(self, rule_id: str) -> str:
        """The name of a trigger or end rule, for "Goal reached: Player 2 wins." (its id if unnamed)."""
        models = [t.model for t in self.game.triggers if t.card is None] + [e.rule.model for e in self.game.end]
        name = next((m.name for m in models if str(m.id) == rule_id), None)
        return words.name_of(name, self.lang) if name is not None else ""

    def side_text(self, card: int | str, side: int) -> str:
        """What side `side` (from 1) of a many-sided card shows, for "the die shows …": its name, or its
        own numbers by the names of their properties ("wood 2, gold 3, pips 1"; in Russian number first, «2 монеты»)."""
        name = self.side_name(card, side - 1)
        if name:
            return name
        model = self._sides(card)[side - 1]
        props = {str(p.id): p for p in self.game.model.card_properties}
        shown = [
            self._number(props.get(str(k)), str(k), v) for k, v in model.properties.items() if isinstance(v, int) and v
        ]
        return ", ".join(shown) or str(side)

    def _number(self, prop: Any, prop_id: str, value: int) -> str:
        """One number a side shows: «2 монеты» in Russian, "coins 2" in English (an unnamed property by its id)."""
        if prop is None:
            return f"{prop_id} {value}"
        return words.counted(prop.name, value, self.lang) or f"{words.name_of(prop.name, self.lang)} {value}"

    def side_name(self, card: int | str, side: int) -> str:
        """The name of the side (from 0) a many-sided card (an instance, or a card id) shows (a die's face), or ""."""
        sides = self._sides(card)
        if side >= len(sides) or sides[side].name is None:
            return ""
        return words.name_of(sides[side].name, self.lang)

    def _sides(self, card: int | str) -> list[Any]:
        definition = self.game.instances[card] if isinstance(card, int) else [c.id for c in self.game.cards].index(card)
        return list(self.game.cards[definition].model.sides)

    def section_name(self, label: str) -> str:
        return words.plain(self.dsl.section_word(label), self.lang)

    def rule_winner(self, rule_id: str | None) -> str:
        """Who wins by an end rule whose winners are no seat (`winner:`, "the dealer"); "" if none."""
        rule = next((e.rule.model for e in self.game.end if e.id == rule_id), None)
        return words.name_of(rule.winner, self.lang) if rule is not None and rule.winner is not None else ""

    def rule_draw(self, rule_id: str | None) -> bool:
        """Whether an end by the rule `rule_id` that no one wins is a draw (`draw: true`; in a game with teams,
        any: no team won, or every team did)."""
        teams = self.game.teams is not None and rule_id is not None and rule_id not in self.game.defeats
        return rule_id in self.game.draws or teams

    def marker_name(self) -> str:
        """What the game calls its first player's marker, or ""."""
        marker = self.dsl.marker_word()
        return words.plain(marker, self.lang) if marker is not None else ""

    def card_word(self, count: int) -> str:
        card = words.RU_CORE["card"]
        return card.form("acc", count)

    def card(self, card_id: str) -> str:
        return self.card_names[card_id]

    def card_of(self, instance: int) -> str:
        return self.card(self.game.card_id(instance))

    def player(self, seat: int) -> str:
        return str(self._macro("player_name")(seat))

    def decides(self, seat: int) -> str:
        """Another player answers a decision this viewer does not see: "Player 2 decides." """
        return str(self._macro("decides")(seat))

    def player_dat(self, seat: int) -> str:
        return f"игроку {seat}"

    def _zone(self, place: str) -> tuple[words.Word, int | None]:
        name, _, owner = place.partition(":")
        return words.word(self.game.zone_by_id[name].model.name), (int(owner) if owner else None)

    def place_name(self, place: str) -> str:
        word, owner = self._zone(place)
        if self.lang == "en":
            base = word.en.form()
            return f"{self.player(owner)}'s {base}" if owner else words.en_the(base)
        base = word.ru.form("nom")
        return f"{base} игрока {owner}" if owner else base

    def place_at(self, place: str) -> str:
        return self._place(place, "at", "loc")

    def var_name(self, name: str) -> str:
        return words.plain(self.dsl.var_word(name), self.lang)

    def procedure_name(self, procedure: str) -> str:
        return words.plain(self.dsl.procedure_word(procedure), self.lang)

    def counter_nom(self, counter_id: str) -> str:
        return words.plain(self.dsl.counter_word(counter_id), self.lang)

    def place_from(self, place: str) -> str:
        return self._place(place, "from", "gen")

    def place_to(self, place: str) -> str:
        return self._place(place, "to", "acc")

    def _place(self, place: str, role: str, case: str) -> str:
        word, owner = self._zone(place)
        if self.lang == "en":
            prep = word.en_preps.get(role, {"from": "from", "to": "into", "at": "in"}[role])
            base = word.en.form()
            return f"{prep} {self.player(owner)}'s {base}" if owner else f"{prep} {words.en_the(base)}"
        said = word.ru_preps.get(role, {"from": "из", "to": "в", "at": "в"}[role])
        form = word.ru.form(words.RU_PREP_CASE.get(said.split(" ")[-1], case))  # «к машинам» (dat)
        prep = words.ru_prep(said, form)
        return f"{prep} {form} игрока {owner}" if owner else f"{prep} {form}"

    def symbol(self, value: str) -> str:
        for symbols in self.game.symbol_sets.values():
            if value in symbols.symbols:
                return words.name_of(symbols.symbols[value].model.name, self.lang)
        return value

    def effect_name(self, event: dict[str, Any]) -> str:
        if "card" in event:
            word = self.dsl.card_effect_word(event["effect"])
        else:
            word = self.dsl.effect_word(event["set"], event["effect"])
        return words.plain(word, self.lang)

    def counter(self, counter_id: str, amount: int) -> str:
        """A counter (or a group of them: "gems") with a number: "2 coins", «2 монеты»."""
        known = self.game.counter_by_id.get(counter_id) or self.game.groups[counter_id]
        word = words.word(known.model.name)
        return word.en.form(amount) if self.lang == "en" else word.ru.form("acc", amount)

    def counter_state(self, counter_id: str, value: Any, seat: int | None = None) -> str:
        """A counter set to a value the data names as a state (`states:`), as the book says it: "The offer is
        accepted." for a shared one, "Player 2 is out." for a player's (with `they:`); "" otherwise."""
        counter = self.game.counter_by_id.get(counter_id)
        said = None if counter is None else state_of(counter.model, value)
        if said is None:
            return ""
        if seat is None:
            text = str(getattr(said, self.lang))
            if set(text.lower().split()) & _TO_THE_READER:  # said to whoever reads the book, not to the table
                return ""
            return text[:1].upper() + text[1:] + "."
        return "" if said.they is None else f"{self.player(seat)} {getattr(said.they, self.lang)}."

    def counter_value(self, counter_id: str, value: Any) -> str:
        """A counter's value as the book names it: its label ("dusk", «сумерки») when the data gives one."""
        label = value_label(self.game, counter_id, value)
        return str(value) if label is None else words.plain(label, self.lang)

    def dsl_text(self, node: Any) -> str:
        """An option's text. An option offered only while a condition holds opens with that condition
        ("if your duels are 0: …"); once it is offered the condition holds, so only what it does is told."""
        if isinstance(node, n.Chain) and node.steps and isinstance(node.steps[0], n.If):
            opening = node.steps[0]
            if opening.otherwise is None:
                node = replace(node, steps=(*opening.then.steps, *node.steps[1:]))
        return self.dsl.render(node)

    def dsl_verbs(self, node: Any) -> str:
        """What a `may` step would do, said as an instruction ("go to “Victory”")."""
        return (
            " и ".join(self.dsl.render_all(node.verbs, form="imp"))
            if self.lang == "ru"
            else " and ".join(self.dsl.render_all(node.verbs, form="imp"))
        )


def _owner(place: str) -> int:
    return int(place.partition(":")[2] or 0)
