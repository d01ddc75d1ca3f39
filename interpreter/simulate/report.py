"""What a run says, written twice: a summary in the terminal and a self-contained HTML page."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
from rich.console import Console
from rich.table import Table

from interpreter.simulate import plots
from interpreter.simulate.stats import Comparison, Rate, Shift, Summary

TEMPLATES = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(Path(__file__).parent)),
    autoescape=True,
    trim_blocks=True,
    lstrip_blocks=True,
    undefined=jinja2.StrictUndefined,
)


def pct(value: float) -> str:
    return f"{100 * value:.1f} %"


def num(value: float) -> str:
    return f"{value:.2f}"


def ci(rate: Rate) -> str:
    low, high = rate.interval
    return f"{100 * low:.1f}–{100 * high:.1f} %"


def signed(value: float, fmt: Callable[[float], str]) -> str:
    return ("+" if value > 0 else "−" if value < 0 else "±") + fmt(abs(value))


def html_report(
    title: str,
    run: Summary,
    agents: str,
    seeds: str,
    other: Summary | None = None,
    other_name: str = "",
    comparison: Comparison | None = None,
    name: str = "this run",
) -> str:
    runs: list[tuple[str, Summary]] = [(name, run)] + ([(other_name, other)] if other is not None else [])
    seat_labels = [f"seat {s}" for s in range(1, run.players + 1)]
    agent_labels = list(run.by_agent)
    figures: dict[str, list[str]] = {
        "rates": [
            plots.rates("Win rate by seat", seat_labels, [(n, s.by_seat) for n, s in runs]),
            plots.rates(
                "Win rate by agent",
                agent_labels,
                [(n, [s.by_agent.get(a, Rate(0, 0)) for a in agent_labels]) for n, s in runs],
            ),
        ],
        "length": [
            plots.histogram("Decisions per game", "decisions", [(n, s.decisions.values) for n, s in runs]),
            plots.histogram("Turns per game", "turns", [(n, s.turns.values) for n, s in runs]),
        ],
        "scores": [p for p in [plots.scores(run)] if p],
        "cards": [p for p in [plots.cards(run)] if p],
    }
    return TEMPLATES.get_template("report.html.jinja").render(
        title=title,
        name=name,
        run=run,
        agents=agents,
        seeds=seeds,
        other=other,
        other_name=other_name,
        comparison=comparison,
        plots=figures,
        pct=pct,
        num=num,
        ci=ci,
        signed=signed,
    )


def print_summary(
    console: Console, run: Summary, comparison: Comparison | None = None, other_name: str = "", cards: int = 10
) -> None:
    """Win rates with intervals, length, scores and the most played cards (with shifts, if compared)."""

    def table(title: str, *columns: str) -> Table:
        found = Table(title=title, title_justify="left")
        for i, column in enumerate(columns):
            found.add_column(column, justify="left" if i == 0 else "right")
        if comparison is not None:
            found.add_column(f"{other_name}: change (p)", justify="right")
        return found

    def shifted(shift: Shift, fmt: Callable[[float], str]) -> list[Any]:
        return [] if comparison is None else [shift_text(shift, fmt)]

    seats = table("Win rate by seat", "seat", "win rate", "95 % CI")
    for i, rate in enumerate(run.by_seat):
        extra = shifted(comparison.by_seat[i], pct) if comparison else []
        seats.add_row(f"seat {i + 1}", pct(rate.value), ci(rate), *extra)
    console.print(seats)
    by_agent = table("Win rate by agent", "agent", "seats played", "win rate", "95 % CI")
    for agent, rate in run.by_agent.items():
        extra = shifted(comparison.by_agent[agent], pct) if comparison and agent in comparison.by_agent else []
        by_agent.add_row(agent, str(rate.total), pct(rate.value), ci(rate), *extra)
    console.print(by_agent)
    if len(run.ends) > 1 or run.draws:
        ends = Table(title="How the games ended", title_justify="left")
        for i, column in enumerate(("end rule", "games", "share")):
            ends.add_column(column, justify="left" if i == 0 else "right")
        for rule, count in run.ends.items():
            ends.add_row(rule or "—", str(count), pct(count / run.games))
        console.print(ends)
    length = table("Length and scores", "figure", "mean", "sd")
    length.add_row("decisions", num(run.decisions.mean), num(run.decisions.sd), *_maybe(comparison, "decisions"))
    length.add_row("turns", num(run.turns.mean), num(run.turns.sd), *_maybe(comparison, "turns"))
    for i, spread in enumerate(run.scores or ()):
        extra = shifted(comparison.scores[i], num) if comparison and comparison.scores else []
        length.add_row(f"score, seat {i + 1}", num(spread.mean), num(spread.sd), *extra)
    console.print(length)
    top = sorted(run.cards, key=lambda c: -c.played.mean)[:cards]
    played = table(f"The {len(top)} most played cards", "card", "played / game", "owner won", "95 % CI")
    for card in top:
        extra = shifted(comparison.card_win[card.card], pct) if comparison and card.card in comparison.card_win else []
        won = pct(card.won.value) if card.won.total else "–"
        played.add_row(card.card, num(card.played.mean), won, ci(card.won) if card.won.total else "", *extra)
    console.print(played)
    if comparison is not None:
        moved = [c for c, s in comparison.card_win.items() if s.significant]
        moved += [c for c, s in comparison.card_play.items() if s.significant and c not in moved]
        console.print(f"Cards whose play or win rate moved (p < 0.05): {', '.join(moved) or 'none'}")


def shift_text(shift: Shift, fmt: Callable[[float], str]) -> str:
    text = f"{signed(shift.change, fmt)} ({shift.p_value:.3f})"
    return f"[bold]{text} *[/]" if shift.significant else text


def _maybe(comparison: Comparison | None, field: str) -> list[str]:
    return [] if comparison is None else [shift_text(getattr(comparison, field), num)]
