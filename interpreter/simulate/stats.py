"""The figures of a run, with their uncertainty, and the shift between two runs.

- Rates (win rate by seat, by agent, per card) carry Wilson score intervals at 95 %.
- A shift between two runs is tested with a two-proportion z-test (pooled) for a rate, and with
  Welch's z-test (normal approximation, fine for the hundreds of games a run has) for a mean.
Each figure is tested alone: with many cards, about one in twenty moves "significantly" by chance.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from interpreter.records import record
from interpreter.simulate.task import card_ids

Z95 = 1.959963984540054
Row = dict[str, Any]


@record
class Rate:
    wins: int
    total: int

    @property
    def value(self) -> float:
        return self.wins / self.total if self.total else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.total)


@record
class Spread:
    values: tuple[float, ...]

    @property
    def mean(self) -> float:
        return statistics.fmean(self.values) if self.values else 0.0

    @property
    def sd(self) -> float:
        return statistics.stdev(self.values) if len(self.values) > 1 else 0.0


@record
class Shift:
    """Figure `after - before`, and how likely a shift this large is by chance alone."""

    before: float
    after: float
    p_value: float

    @property
    def change(self) -> float:
        return self.after - self.before

    @property
    def significant(self) -> bool:
        return self.p_value < 0.05


def wilson(wins: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (Wilson 1927): sound near 0 and 1 and for small n."""
    if total == 0:
        return 0.0, 1.0
    p = wins / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def two_sided_p(z: float) -> float:
    return math.erfc(abs(z) / math.sqrt(2))


def rate_shift(before: Rate, after: Rate) -> Shift:
    """Two-proportion z-test with the pooled proportion."""
    n1, n2 = before.total, after.total
    if not n1 or not n2:
        return Shift(before.value, after.value, 1.0)
    pooled = (before.wins + after.wins) / (n1 + n2)
    error = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    z = 0.0 if error == 0 else (after.value - before.value) / error
    return Shift(before.value, after.value, 1.0 if error == 0 else two_sided_p(z))


def mean_shift(before: Spread, after: Spread) -> Shift:
    """Welch's test of two means, with the normal approximation."""
    n1, n2 = len(before.values), len(after.values)
    if n1 < 2 or n2 < 2:
        return Shift(before.mean, after.mean, 1.0)
    error = math.sqrt(before.sd**2 / n1 + after.sd**2 / n2)
    if error == 0:
        return Shift(before.mean, after.mean, 1.0 if before.mean == after.mean else 0.0)
    return Shift(before.mean, after.mean, two_sided_p((after.mean - before.mean) / error))


@record
class CardFigures:
    card: str
    played: Spread  # copies played per game
    in_play: Spread  # copies in play at the end, per game
    won: Rate  # owned copies whose owner won


@record
class Summary:
    games: int
    players: int
    by_seat: tuple[Rate, ...]
    by_agent: dict[str, Rate]
    decisions: Spread
    turns: Spread
    scores: tuple[Spread, ...] | None  # per seat
    cards: tuple[CardFigures, ...]
    no_winner: int
    draws: int
    ends: dict[str, int]  # end rule id -> games it ended, most first ("" for rows that do not say)


def summarize(rows: Sequence[Row]) -> Summary:
    if not rows:
        raise ValueError("no games to sum up")
    players = rows[0]["players"]
    seat_wins = [0] * players
    agent_wins: dict[str, list[int]] = {}
    for row in rows:
        for seat, agent in enumerate(row["agents"], 1):
            tally = agent_wins.setdefault(agent, [0, 0])
            tally[0] += seat in row["winners"]
            tally[1] += 1
        for seat in row["winners"]:
            seat_wins[seat - 1] += 1
    scored = rows[0]["scores"] is not None
    cards = tuple(
        CardFigures(
            card,
            Spread(tuple(float(r[f"played:{card}"]) for r in rows)),
            Spread(tuple(float(r[f"in_play:{card}"]) for r in rows)),
            Rate(sum(r[f"owner_won:{card}"] for r in rows), sum(r[f"owned:{card}"] for r in rows)),
        )
        for card in card_ids(rows[0])
    )
    return Summary(
        games=len(rows),
        players=players,
        by_seat=tuple(Rate(w, len(rows)) for w in seat_wins),
        by_agent={agent: Rate(w, n) for agent, (w, n) in sorted(agent_wins.items())},
        decisions=Spread(tuple(float(r["decisions"]) for r in rows)),
        turns=Spread(tuple(float(r["turns"]) for r in rows)),
        scores=tuple(Spread(tuple(float(r["scores"][s]) for r in rows)) for s in range(players)) if scored else None,
        cards=cards,
        no_winner=sum(1 for r in rows if not r["winners"] and not r.get("draw")),
        draws=sum(1 for r in rows if r.get("draw")),
        ends=dict(Counter(r.get("ended_by") or "" for r in rows).most_common()),
    )


@record
class Comparison:
    """Each figure of a run against the same figure of another run on the same seeds."""

    by_seat: tuple[Shift, ...]
    by_agent: dict[str, Shift]
    decisions: Shift
    turns: Shift
    scores: tuple[Shift, ...] | None
    card_play: dict[str, Shift]
    card_win: dict[str, Shift]


def compare(before: Summary, after: Summary) -> Comparison:
    scores = None
    if before.scores is not None and after.scores is not None:
        scores = tuple(mean_shift(b, a) for b, a in zip(before.scores, after.scores, strict=True))
    old_cards = {c.card: c for c in before.cards}
    new_cards = {c.card: c for c in after.cards}
    shared = [c for c in old_cards if c in new_cards]
    return Comparison(
        by_seat=tuple(rate_shift(b, a) for b, a in zip(before.by_seat, after.by_seat, strict=True)),
        by_agent={k: rate_shift(v, after.by_agent[k]) for k, v in before.by_agent.items() if k in after.by_agent},
        decisions=mean_shift(before.decisions, after.decisions),
        turns=mean_shift(before.turns, after.turns),
        scores=scores,
        card_play={c: mean_shift(old_cards[c].played, new_cards[c].played) for c in shared},
        card_win={c: rate_shift(old_cards[c].won, new_cards[c].won) for c in shared},
    )
