"""The report's plots, drawn with matplotlib (no display needed) and inlined as PNG data URIs so
the page is one self-contained file."""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.figure import Figure

from interpreter.simulate.stats import Rate, Summary

COLOURS = ("#3b6ea5", "#d9822b")  # this run, the compared run


def data_uri(figure: Figure) -> str:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110, bbox_inches="tight", metadata={"Software": None})
    plt.close(figure)
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def errors(values: Sequence[Rate]) -> tuple[list[float], list[float]]:
    """Error-bar lengths below and above each rate (never negative, whatever the rounding)."""
    return [max(0.0, r.value - r.interval[0]) for r in values], [max(0.0, r.interval[1] - r.value) for r in values]


def rates(title: str, labels: Sequence[str], runs: Sequence[tuple[str, Sequence[Rate]]]) -> str:
    """Bars with 95 % Wilson intervals, one group per label, one bar per run."""
    figure, axes = plt.subplots(figsize=(5.5, 3.2))
    width = 0.8 / len(runs)
    for k, (name, values) in enumerate(runs):
        xs = [i + (k - (len(runs) - 1) / 2) * width for i in range(len(labels))]
        heights = [r.value for r in values]
        low, high = errors(values)
        axes.bar(xs, heights, width, yerr=[low, high], capsize=4, label=name, color=COLOURS[k % 2])
    axes.set_xticks(range(len(labels)), labels)
    axes.set_ylim(0, 1)
    axes.set_ylabel("win rate (95 % CI)")
    axes.set_title(title)
    if len(runs) > 1:
        axes.legend()
    return data_uri(figure)


def histogram(title: str, xlabel: str, runs: Sequence[tuple[str, Sequence[float]]]) -> str:
    figure, axes = plt.subplots(figsize=(5.5, 3.2))
    everything = [v for _, values in runs for v in values]
    bins = min(30, max(5, len(set(everything))))
    for k, (name, values) in enumerate(runs):
        axes.hist(
            values, bins=bins, range=(min(everything), max(everything)), alpha=0.6, label=name, color=COLOURS[k % 2]
        )
    axes.set_xlabel(xlabel)
    axes.set_ylabel("games")
    axes.set_title(title)
    if len(runs) > 1:
        axes.legend()
    return data_uri(figure)


def scores(summary: Summary) -> str | None:
    if summary.scores is None:
        return None
    figure, axes = plt.subplots(figsize=(5.5, 3.2))
    axes.boxplot([list(s.values) for s in summary.scores])
    axes.set_xticks(range(1, summary.players + 1), [f"seat {s}" for s in range(1, summary.players + 1)])
    axes.set_ylabel("final score")
    axes.set_title("Scores by seat")
    return data_uri(figure)


def cards(summary: Summary, limit: int = 30) -> str | None:
    """Play rate and owner win rate of the most played cards."""
    shown = sorted((c for c in summary.cards if c.played.mean > 0), key=lambda c: -c.played.mean)[:limit]
    if not shown:
        return None
    shown.reverse()
    figure, (left, right) = plt.subplots(1, 2, sharey=True, figsize=(9, 0.28 * len(shown) + 1.2))
    names = [c.card for c in shown]
    left.barh(names, [c.played.mean for c in shown], color=COLOURS[0])
    left.set_xlabel("times played per game")
    rates_ = [c.won.value for c in shown]
    low, high = errors([c.won for c in shown])
    right.barh(names, rates_, xerr=[low, high], capsize=2, color=COLOURS[1])
    right.set_xlim(0, 1)
    right.set_xlabel("its owner won (95 % CI)")
    left.tick_params(axis="y", labelsize=7)
    left.set_title(f"The {len(shown)} most played cards", loc="left")
    return data_uri(figure)
