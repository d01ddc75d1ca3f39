"""Pictures of a table with geometry: an SVG of every piece where it stands, how it faces, the tokens
on it, and the shapes it last moved along.

`TablePictures` is fed the events of a game as it is played (`rulebook play … --svg DIR`) and
writes a picture each time the rotation hands the table to the next player (so, after every
activation) and one at the end. Everything it names comes from the game's data: card names, counter
names, zone names; nothing in it knows a game.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from interpreter.engine import geometry
from interpreter.errors import RulebookError
from interpreter.render import words

if TYPE_CHECKING:
    from interpreter.engine.game import Game
    from interpreter.engine.state import State

SEAT_COLOURS = ("#c0392b", "#2471a3", "#229954", "#d4ac0d", "#7d3c98", "#ca6f1e")
SCENERY = "#7f8c8d"
LEGEND_WIDTH = 520


class TablePictures:
    """Writes `table-NNN.svg` files into `folder` as a game goes on."""

    def __init__(self, game: Game, lang: str, folder: Path):
        self.game = game
        self.lang = lang
        self.folder = folder
        self.count = 0
        self.paths: dict[str, tuple[list[int], list[list[str]]]] = {}  # piece -> (start, steps) of its last move
        folder.mkdir(parents=True, exist_ok=True)

    def __call__(self, state: State, events: list[dict[str, Any]]) -> None:
        due = False
        for event in events:
            if event["event"] == "piece" and event["path"]:
                self.paths[event["piece"]] = (event["from"], event["path"])
            if event["event"] in ("rotation", "end"):
                due = True
        if due:
            self.count += 1
            path = self.folder / f"table-{self.count:03d}.svg"
            try:
                path.write_text(table_svg(state, self.paths, self.lang, f"{self.count}"), encoding="utf-8")
            except OSError as error:
                raise RulebookError(f"cannot write {path}: {error.strerror}") from None


def _name(name: Any, lang: str) -> str:
    return words.name_of(name, lang)


def table_svg(
    state: State, paths: dict[str, tuple[list[int], list[list[str]]]] | None = None, lang: str = "en", title: str = ""
) -> str:
    """The table as SVG: millimetres as user units, y pointing up as the table's coordinates do."""
    game = state.game
    table = game.table
    assert table is not None, "this game has no table"
    width, height = table.geometry.width, table.geometry.height
    margin = 30
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width + LEGEND_WIDTH + 2 * margin}" '
        f'height="{height + 2 * margin}" viewBox="{-margin} {-margin} {width + LEGEND_WIDTH + 2 * margin} '
        f'{height + 2 * margin}" font-family="sans-serif">',
        f'<rect x="{-margin}" y="{-margin}" width="{width + LEGEND_WIDTH + 2 * margin}" '
        f'height="{height + 2 * margin}" fill="white"/>',
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#e9dcc3" stroke="#5d4e37" stroke-width="3"/>',
    ]
    grid = 100 * (1 + max(width, height) // 10_000)  # every 100 mm; on a huge table, at most about 100 lines
    for x in range(grid, width, grid):
        out.append(f'<line x1="{x}" y1="0" x2="{x}" y2="{height}" stroke="#d8c8a8" stroke-width="1"/>')
    for y in range(grid, height, grid):
        out.append(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}" stroke="#d8c8a8" stroke-width="1"/>')
    by_name = {game.instance_names[c]: c for c in range(len(game.instances))}
    for name, (start, steps) in sorted((paths or {}).items()):
        card = by_name.get(name)
        if card is None or not table.is_on_table(state, card):
            continue
        colour = _colour(state, card)
        out.append(_path_line(table.geometry, (start[0], start[1], start[2]), steps, height, colour))
    legend: list[tuple[int, int]] = []
    for number, card in enumerate(table.pieces(state), 1):
        out.append(_piece(state, card, number, height))
        legend.append((number, card))
    out.append(_legend(state, legend, width + margin, lang, title))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _colour(state: State, card: int) -> str:
    owner = state.zslot[state.loc[card]][1]
    return SEAT_COLOURS[owner % len(SEAT_COLOURS)] if owner >= 0 else SCENERY


def _svg_points(points: list[tuple[float, float]], height: int) -> str:
    return " ".join(f"{x:.1f},{height - y:.1f}" for x, y in points)


def _path_line(geo: geometry.Geometry, pose: geometry.Pose, steps: list[list[str]], height: int, colour: str) -> str:
    points: list[tuple[float, float]] = []
    here = pose
    for shape, side in steps:
        definition = geo.shapes[shape]
        mirrored = side == "right"
        points.extend(geometry.local_to_table(here, p) for p in definition.points(mirrored))
        here = geometry.place(here, *definition.delta(mirrored))
    return (
        f'<polyline points="{_svg_points(points, height)}" fill="none" stroke="{colour}" stroke-width="4" '
        f'stroke-dasharray="10 6" opacity="0.7"/>'
    )


def _piece(state: State, card: int, number: int, height: int) -> str:
    table = state.game.table
    area = table.area(state, card)
    corners = list(area.exterior.coords)[:-1]
    x, y, facing = table.pose(state, card)
    definition = state.game.instances[card]
    half = table.length[definition] / 2
    nose = geometry.local_to_table((x, y, facing), (half, 0.0))
    colour = _colour(state, card)
    return (
        f'<g><polygon points="{_svg_points(corners, height)}" fill="{colour}" fill-opacity="0.85" stroke="black" '
        f'stroke-width="2"/>'
        f'<line x1="{x}" y1="{height - y}" x2="{nose[0]:.1f}" y2="{height - nose[1]:.1f}" stroke="white" '
        f'stroke-width="4"/>'
        f'<circle cx="{nose[0]:.1f}" cy="{height - nose[1]:.1f}" r="5" fill="white" stroke="black"/>'
        f'<text x="{x}" y="{height - y + 6}" font-size="18" font-weight="bold" text-anchor="middle" fill="black" '
        f'stroke="white" stroke-width="0.6">{number}</text></g>'
    )


def _legend(state: State, pieces: list[tuple[int, int]], left: int, lang: str, title: str) -> str:
    game = state.game
    lines = [f'<g transform="translate({left} 0)">']
    heading = _name(game.model.name, lang) + (f" — {title}" if title else "")
    lines.append(f'<text x="0" y="20" font-size="22" font-weight="bold">{escape(heading)}</text>')
    turn_word = "turn" if lang == "en" else "ход"
    lines.append(f'<text x="0" y="46" font-size="16">{turn_word} {state.turn}</text>')
    seat_word = "player" if lang == "en" else "игрок"
    for seat in range(state.players):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        lines.append(f'<rect x="{90 + seat * 80}" y="33" width="14" height="14" fill="{colour}" stroke="black"/>')
        lines.append(f'<text x="{108 + seat * 80}" y="46" font-size="14">{seat_word} {seat + 1}</text>')
    y = 80
    on_cards = [c for c in game.counters if c.owner == "card"]
    for number, card in pieces:
        colour = _colour(state, card)
        name = _name(game.cards[game.instances[card]].model.name, lang)
        lines.append(f'<rect x="0" y="{y - 15}" width="18" height="18" fill="{colour}" stroke="black"/>')
        lines.append(f'<text x="26" y="{y}" font-size="16" font-weight="bold">{number}. {escape(name)}</text>')
        tokens = []
        for counter in on_cards if state.zslot[state.loc[card]][1] >= 0 else ():  # scenery carries none
            value = state.counters[state.cbase[counter.index] + card]
            if value:
                noun = words.plain(words.word(counter.model.name), lang, plural=value != 1)
                tokens.append(f"{noun}: {value}")
        for start in range(0, len(tokens), 2):
            y += 19
            row = escape(" · ".join(tokens[start : start + 2]))
            lines.append(f'<text x="26" y="{y}" font-size="13" fill="#333">{row}</text>')
        y += 28
    if state.winners is not None:
        drawn = "draw" if lang == "en" else "ничья"
        won = ", ".join(str(w + 1) for w in state.winners) or (drawn if state.is_draw else "—")
        label = "Winners" if lang == "en" else "Победители"
        lines.append(f'<text x="0" y="{y + 10}" font-size="20" font-weight="bold">{label}: {won}</text>')
    lines.append("</g>")
    return "".join(lines)
