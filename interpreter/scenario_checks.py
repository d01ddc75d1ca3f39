"""Every key and value of a scenario file, checked against its game before anything runs.

A scenario that names a zone, a card, a counter, a seat or an event that does not exist could
never fail — an `events` pattern with a misspelt field matches nothing, so `no_events` passes though
the event happened. Each such name is an error at its own line in the scenario file, with a "did
you mean" where one is close, all of them in one pass.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from interpreter.content.source import Located, mark_of
from interpreter.content.yamlfile import PathKey, YamlDocument
from interpreter.diagnostics import Diagnostics, did_you_mean, shorten
from interpreter.engine.events import EVENT_FIELDS
from interpreter.engine.game import Game

if TYPE_CHECKING:
    from interpreter.scenario_file import Expect, ScenarioFile

_SLOT_FIELDS = ("zone", "from", "to")
_SEAT_FIELDS = ("player",)


class ScenarioChecker:
    """Checks one scenario against one game; every problem goes to `diagnostics` at the scenario's line."""

    def __init__(self, scenario: ScenarioFile, document: YamlDocument, game: Game, diagnostics: Diagnostics):
        self.scenario = scenario
        self.document = document
        self.game = game
        self.diagnostics = diagnostics
        self.players = scenario.players
        self.card_ids = [c.id for c in game.cards]
        self.copies = Counter(game.cards[d].id for d in game.instances)

    def check(self) -> None:
        s = self.scenario
        if not self.game.min_players <= s.players <= self.game.max_players:
            self.error(
                ("players",),
                f"{self.game.id} is for {self.game.player_counts} players, not {s.players}",
            )
            return  # seats and player zones cannot be checked against an impossible count
        if s.setup is not None:
            self.setup()
        self.rolls()
        for index, step in enumerate(s.steps):
            expect = getattr(step, "expect", None)
            by = getattr(step, "by", None)
            if expect is not None:
                self.expect(expect, ("steps", index, "expect"))
            elif by is not None:
                self.seat(by, ("steps", index, "by"))
        if s.expect is not None:
            self.expect(s.expect, ("expect",))

    # ------------------------------------------------------------ helpers
    def error(self, path: PathKey, message: str, hint: str | None = None) -> None:
        self.diagnostics.add(self.document.mark(path), message, hint)

    def at(self, name: Any, message: str, hint: str | None = None) -> None:
        self.diagnostics.add(mark_of(name), message, hint)

    def seat(self, value: Any, path: PathKey) -> None:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= self.players:
            self.error(path, f"players are numbered 1 to {self.players} here, not {shorten(str(value), 20)}")

    def card(self, name: Located) -> bool:
        if str(name) in self.copies:
            return True
        self.at(name, f"unknown card '{shorten(name, 60)}'", did_you_mean(str(name)[:100], self.card_ids))
        return False

    def slot(self, place: Located) -> bool:
        """`deck`, `hand:2`: a zone, with a seat for a zone each player has."""
        name, colon, owner = str(place).partition(":")
        zone = self.game.zone_by_id.get(name)
        if zone is None:
            self.at(place, f"unknown zone '{shorten(name, 60)}'", did_you_mean(name[:100], self.game.zone_by_id))
            return False
        if zone.owner == "player":
            if not (owner.isdigit() and 1 <= int(owner) <= self.players):
                self.at(place, f"'{name}' belongs to a player: write '{name}:N' with N from 1 to {self.players}")
                return False
        elif colon:
            self.at(place, f"'{name}' is shared: write '{name}' without ':{shorten(owner, 20)}'")
            return False
        return True

    def counter(self, place: Located) -> None:
        """`points:2`, `round-marker`, `tokens:some-card` or `tokens:some-card#2` (its second copy)."""
        name, colon, owner = str(place).partition(":")
        counter = self.game.counter_by_id.get(name)
        if counter is None:
            known = list(self.game.counter_by_id)
            self.at(place, f"unknown counter '{shorten(name, 60)}'", did_you_mean(name[:100], known))
        elif counter.owner == "player" and not (owner.isdigit() and 1 <= int(owner) <= self.players):
            self.at(place, f"'{name}' belongs to a player: write '{name}:N' with N from 1 to {self.players}")
        elif counter.owner == "table" and colon:
            self.at(place, f"'{name}' is shared: write '{name}' without ':{shorten(owner, 20)}'")
        elif counter.owner == "card":
            card, _, number = owner.partition("#")
            if card not in self.copies:
                hint = did_you_mean(card[:100], self.card_ids) or f"write '{name}:CARD' (a card id)"
                self.at(place, f"'{name}' lies on a card, and there is no card '{shorten(card, 60)}'", hint)
            else:
                self.copy_number(place, card, number)

    def piece(self, name: Located) -> bool:
        """`CARD` or `CARD#2` (its second copy): a card that can stand on the table."""
        card, _, number = str(name).partition("#")
        if card not in self.copies:
            self.at(name, f"unknown card '{shorten(card, 60)}'", did_you_mean(card[:100], self.card_ids))
            return False
        return self.copy_number(name, card, number)

    def copy_number(self, name: Located, card: str, number: str) -> bool:
        """`#N` after a card id: one of its copies."""
        copies = self.copies[card]
        if (not number and "#" not in str(name)) or (number.isdigit() and 1 <= int(number) <= copies):
            return True
        if not number:
            self.at(name, f"'{card}#' names no copy", f"write '{card}' for any copy, '{card}#2' for its second")
            return False
        have = f"has {copies} copies" if copies > 1 else "has one copy"
        self.at(name, f"'{card}' {have}: there is no copy #{shorten(number, 20)}")
        return False

    def poses(self, poses: dict[Located, list[int]], path: PathKey) -> None:
        """Where pieces stand: only in a game with a table, each [x, y, facing]."""
        if poses and self.game.table is None:
            self.error(path, f"{self.game.id} has no table: 'poses' are for games with a 'table:'")
            return
        for name, pose in poses.items():
            if self.piece(name) and len(pose) != 3:
                self.error((*path, str(name)), f"a pose is [x, y, facing], three numbers, not {len(pose)}")

    def path(self, steps: list[Any], path: PathKey) -> None:
        """A piece's path: [[shape, left|right], …], shapes of the game's table."""
        shapes = self.game.table.geometry.shapes if self.game.table is not None else {}
        for index, step in enumerate(steps):
            shape = step[0] if isinstance(step, list) and len(step) == 2 else None
            if shape is None or step[1] not in ("left", "right"):
                self.error((*path, index), "a step of a path is [shape, left] or [shape, right]")
            elif str(shape) not in shapes:
                hint = did_you_mean(str(shape)[:100], shapes)
                self.error((*path, index, 0), f"unknown shape '{shorten(str(shape), 60)}'", hint)

    # ------------------------------------------------------------ setup
    def setup(self) -> None:
        setup = self.scenario.setup
        assert setup is not None
        self.seat(setup.active, ("setup", "active"))
        if setup.rest is not None:
            self.slot(setup.rest)
        placed: Counter[str] = Counter()
        for place, cards in setup.zones.items():
            self.slot(place)
            for card in cards:
                name = card if isinstance(card, Located) else card.card
                if not self.card(name):
                    continue
                placed[str(name)] += 1
                if placed[str(name)] > self.copies[str(name)]:
                    self.at(name, f"the game has {self.copies[str(name)]} copies of '{name}'; this would be one more")
                side = getattr(card, "side", None)
                sides = len(self.game.cards[self.card_ids.index(str(name))].sides)
                if side is not None and side > sides:
                    self.at(name, f"'{name}' has {sides} sides, not a side {side}")
        for place in setup.counters:
            self.counter(place)
        self.poses(setup.poses, ("setup", "poses"))

    def rolls(self) -> None:
        """`rolls:` names dice of the game's `dice:` (by faces) or many-sided cards (by sides, from 1)."""
        for name, results in self.scenario.rolls.items():
            die = self.game.dice.get(str(name))
            if die is not None:
                faces = list(die.faces)
                for index, result in enumerate(results):
                    if result not in faces:
                        shown = ", ".join(map(str, dict.fromkeys(faces)))
                        message = f"the die '{name}' has no face {result}: it shows {shown}"
                        self.error(("rolls", str(name), index), message)
                continue
            card, _, number = str(name).partition("#")
            if card not in self.copies:
                known = [*self.game.dice, *(c.id for c in self.game.cards if c.sides)]
                hint = did_you_mean(card[:100], known) or (f"dice: {', '.join(known)}" if known else None)
                self.at(name, f"unknown die '{shorten(name, 60)}'", hint)
                continue
            if not self.copy_number(name, card, number):
                continue
            sides = len(self.game.cards[self.card_ids.index(card)].sides)
            if not sides:
                self.at(name, f"'{card}' is not a die: it has no sides to roll")
                continue
            for index, result in enumerate(results):
                if not 1 <= result <= sides:
                    self.error(("rolls", str(name), index), f"'{card}' has {sides} sides, not a side {result}")

    # ------------------------------------------------------------ expectations
    def expect(self, expect: Expect, path: PathKey) -> None:
        for place, wanted in expect.zones.items():
            self.slot(place)
            cards = wanted if isinstance(wanted, list) else _cards_of(wanted)
            for card in cards:
                self.card(card)
        for place, ends in expect.ends.items():
            zone = self.game.zone_by_id.get(str(place))
            if zone is None or zone.order != "chain":
                chains = [z.id for z in self.game.zones if z.order == "chain"]
                self.at(
                    place, f"'{shorten(place, 60)}' is not a chain zone with ends", did_you_mean(str(place), chains)
                )
            if len(ends) != 2:
                self.at(place, "a chain has two ends: write [left, right]")
        for place in expect.counters:
            self.counter(place)
        self.poses(expect.poses, (*path, "poses"))
        if expect.winners is not None:
            for index, winner in enumerate(expect.winners):
                self.seat(winner, (*path, "winners", index))
        if expect.active is not None:
            self.seat(expect.active, (*path, "active"))
        if expect.decision is not None and expect.decision.player is not None:
            self.seat(expect.decision.player, (*path, "decision", "player"))
        for field in ("events", "no_events"):
            for index, pattern in enumerate(getattr(expect, field)):
                self.event(pattern, (*path, field, index))

    def event(self, pattern: dict[Located, Any], path: PathKey) -> None:
        if not pattern:
            self.error(path, "an empty event pattern matches every event", "name at least the event: {event: move, …}")
            return
        kind = next((v for k, v in pattern.items() if k == "event"), None)
        if kind is not None and str(kind) not in EVENT_FIELDS:
            self.at(kind, f"unknown event '{shorten(str(kind), 40)}'", did_you_mean(str(kind)[:100], EVENT_FIELDS))
            return
        fields = EVENT_FIELDS[str(kind)] if kind is not None else tuple({f for fs in EVENT_FIELDS.values() for f in fs})
        for key, value in pattern.items():
            if key == "event":
                continue
            if key not in fields:
                what = f"a '{kind}' event" if kind is not None else "an event"
                self.at(
                    key,
                    f"{what} has no field '{shorten(key, 40)}'",
                    did_you_mean(str(key)[:100], fields) or f"its fields: {', '.join(fields)}",
                )
                continue
            self.event_value(str(kind) if kind is not None else "", str(key), value, (*path, str(key)))

    def event_value(self, kind: str, key: str, value: Any, path: PathKey) -> None:
        if key in _SEAT_FIELDS or (key == "to" and kind == "pay"):
            self.seat(value, path)
        elif kind == "piece" and key in ("from", "to"):
            if not (isinstance(value, list) and len(value) == 3):
                self.error(path, f"a piece's '{key}' is a pose [x, y, facing]", "for example [450, 400, 90]")
        elif key == "piece" and isinstance(value, Located):
            self.piece(value)
        elif key == "path" and isinstance(value, list):
            self.path(value, path)
        elif key in _SLOT_FIELDS and isinstance(value, Located):
            self.slot(value)
        elif key == "card" and isinstance(value, Located):
            self.card(value)
        elif key == "cards" and isinstance(value, list):
            for card in value:
                if isinstance(card, Located):
                    self.card(card)
        elif key in ("counter", "kind") and isinstance(value, Located) and kind != "":
            if value not in self.game.counter_by_id:
                known = list(self.game.counter_by_id)
                self.at(value, f"unknown counter '{shorten(value, 60)}'", did_you_mean(str(value)[:100], known))
        elif key == "winners" and isinstance(value, list):
            for index, winner in enumerate(value):
                self.seat(winner, (*path, index))


def _cards_of(wanted: Any) -> Iterable[Located]:
    return [*wanted.contains, *wanted.excludes, *wanted.face_down, *wanted.face_up]
