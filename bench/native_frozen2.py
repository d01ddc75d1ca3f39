"""Frozen 2: Enchanted Forest written by hand in plain Python — the yardstick for the interpreter.

The same assumed rules as rules/frozen2/ (56 road cards: every pair of the 8 symbols twice; 5 cards
each; the road starts with one card; a dead end restarts the road; Mountains ask for two penalty
cards unless you play at the mountain end; the joining symbol's power; an empty hand wins; the
fewest cards win after turn 500) and the same random agent (uniform over the offered options,
copies of a card being one option, a single option taken without asking). `bench/play.py` plays
both in one run and prints the interpreter's cost per decision as a ratio.

Not a second implementation of the game for players: nothing outside bench/ imports it.
"""

from __future__ import annotations

from itertools import combinations

from interpreter.engine.rng import Rng

SYMBOLS = ("elsa", "anna", "olaf", "sven", "mountains", "mattias", "kristoff", "nokk")
CARDS = [pair for pair in combinations(range(len(SYMBOLS)), 2) for _ in range(2)]  # 56 cards: card -> (a, b)
MOUNTAINS = SYMBOLS.index("mountains")
ELSA, ANNA, OLAF, SVEN, _, MATTIAS, KRISTOFF, NOKK = range(8)


class Game:
    """One game; `decide(options)` is asked only when there is a real choice (two options or more)."""

    def __init__(self, players: int, seed: int, chooser: Rng):
        self.players = players
        self.chooser = chooser
        self.shuffler = Rng(seed * 7919 + 1)
        self.deck = list(range(len(CARDS)))
        self._shuffle(self.deck)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.discard: list[int] = []
        self.road: list[tuple[int, int, int]] = []  # (card, left symbol, right symbol), left to right
        self.decisions = 0
        self.turn = 0
        self.winners: list[int] | None = None
        for p in range(players):
            self._draw(p, 5)
        self._put_top_on_road()

    # ------------------------------------------------------------ helpers
    def _shuffle(self, items: list[int]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.shuffler.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def decide(self, options: list) -> object:  # type: ignore[type-arg]
        if len(options) == 1:
            return options[0]
        self.decisions += 1
        return options[self.chooser.below(len(options))]

    def _draw(self, player: int, count: int) -> None:
        for _ in range(count):
            if not self.deck:
                return
            self.hands[player].append(self.deck.pop())

    def _put_top_on_road(self) -> None:
        if self.deck:
            card = self.deck.pop()
            a, b = CARDS[card]
            self.road.append((card, a, b))

    def _ends(self) -> tuple[int, int] | None:
        return (self.road[0][1], self.road[-1][2]) if self.road else None

    def _plays(self, player: int, mountain_end: bool | None) -> list[tuple[int, int]]:
        """(card, end) options: end 0 left, 1 right; `mountain_end` keeps only ends that do (not) show mountains."""
        hand = _distinct(self.hands[player])
        ends = self._ends()
        if ends is None:
            return [(c, 0) for c in hand]
        found = []
        for end in (0, 1):
            showing = ends[end]
            if mountain_end is not None and (showing == MOUNTAINS) != mountain_end:
                continue
            found.extend((c, end) for c in hand if showing in CARDS[c])
        return found

    def _play(self, player: int, card: int, end: int) -> int | None:
        """Place the card; the joining symbol (None on an empty road)."""
        self.hands[player].remove(card)
        a, b = CARDS[card]
        if not self.road:
            self.road.append((card, a, b))
            return None
        if end == 0:
            showing = self.road[0][1]
            outward = b if a == showing else a
            self.road.insert(0, (card, outward, showing))
        else:
            showing = self.road[-1][2]
            outward = b if a == showing else a
            self.road.append((card, showing, outward))
        return showing

    # ------------------------------------------------------------ the turn
    def play_turn(self, player: int) -> bool:
        """One turn; True if the player takes another."""
        if not self.deck and not self._plays(player, None):  # dead end
            self.discard.extend(card for card, _, _ in self.road)
            self.road.clear()
            self.deck.extend(self.discard)
            self.discard.clear()
            self._shuffle(self.deck)
            self._put_top_on_road()
        ends = self._ends()
        if ends is not None and MOUNTAINS in ends:
            options: list[tuple[str, int, int]] = [("at", c, e) for c, e in self._plays(player, True)]
            options += [("other", c, e) for c, e in self._plays(player, False)]
            if self.deck:
                options.append(("draw", 2, 0))
        else:
            options = [("play", c, e) for c, e in self._plays(player, None)]
            if self.deck:
                options.append(("draw", 1, 0))
        if not options:
            return False
        kind, card, end = self.decide(options)  # type: ignore[misc]
        if kind == "draw":
            self._draw(player, card)
            return False
        joining = self._play(player, card, end)
        again = self._power(player, joining, card) if joining is not None else False
        if kind == "other":
            self._draw(player, 2)
        return again

    def _power(self, player: int, symbol: int, played: int) -> bool:
        hand = self.hands[player]
        if symbol == ELSA and hand:
            self.discard.append(_take(hand, self.decide(_distinct(hand))))
        elif symbol == ANNA:
            return True
        elif symbol == OLAF and hand:
            right = (player - 1) % self.players
            self.hands[right].append(_take(hand, self.decide(_distinct(hand))))
        elif symbol == SVEN:
            sizes = [len(h) for h in self.hands]
            most = max(sizes)
            if sizes.count(most) == 1:
                richest = sizes.index(most)
                for offset in range(self.players):
                    p = (player + offset) % self.players
                    if p != richest and self.hands[richest]:
                        pick = self.shuffler.below(len(self.hands[richest]))
                        self.hands[p].append(self.hands[richest].pop(pick))
        elif symbol == MATTIAS:
            for offset in range(1, self.players):
                self._draw((player + offset) % self.players, 1)
        elif symbol == KRISTOFF:
            for _ in range(2):
                if not hand:
                    break
                card = self.decide(_distinct(hand))
                target = self.decide([p for p in range(self.players) if p != player])
                self.hands[target].append(_take(hand, card))  # type: ignore[index]
        elif symbol == NOKK:
            at = next(i for i, (c, _, _) in enumerate(self.road) if c == played)
            keep = {at, at + 1 if at == 0 else at - 1}
            self.discard.extend(c for i, (c, _, _) in enumerate(self.road) if i not in keep)
            self.road = [r for i, r in enumerate(self.road) if i in keep]
        return False

    def play(self) -> list[int]:
        player = 0
        while True:
            self.turn += 1
            again = self.play_turn(player)
            empty = [p for p in range(self.players) if not self.hands[p]]
            if empty:
                return empty
            if self.turn >= 500:
                fewest = min(len(h) for h in self.hands)
                return [p for p in range(self.players) if len(self.hands[p]) == fewest]
            if not again:
                player = (player + 1) % self.players


def _distinct(hand: list[int]) -> list[int]:
    seen: set[tuple[int, int]] = set()
    found = []
    for card in hand:
        if CARDS[card] not in seen:
            seen.add(CARDS[card])
            found.append(card)
    return found


def _take(hand: list[int], card: object) -> int:
    hand.remove(card)  # type: ignore[arg-type]
    return card  # type: ignore[return-value]
