"""Content sizes against the game's `limits:` — checked before anything is built, so a card with
`copies: 999999` is one positioned error in milliseconds, not a build that never ends — and sizes
that work but are likely mistakes (a draw pile that starts empty), as warnings."""

from __future__ import annotations

from interpreter.content.library import GameSpec
from interpreter.content.source import Located
from interpreter.content.yamlfile import PathKey
from interpreter.diagnostics import Diagnostics, Mark


def mark_in(spec: GameSpec, anchor: Located, path: PathKey) -> Mark:
    """The position of `path` in the file `anchor` came from (the anchor's own position if unknown)."""
    document = spec.documents.get(anchor.file.path) if anchor.file is not None else None
    return document.mark(path) if document is not None else anchor.mark


def check_limits(spec: GameSpec, diagnostics: Diagnostics) -> bool:
    """Add an error for each size beyond `limits:`; True if everything is within them."""
    g = spec.game
    limits = g.limits
    before = len(diagnostics)
    if g.players.max > limits.players:
        diagnostics.add(
            mark_in(spec, g.id, ("players", "max")),
            f"players: max {g.players.max:,} is more than limits.players ({limits.players})",
            "raise 'limits: {players: N}' in the game file if the game really is for this many",
        )
    if g.table is not None:
        for index, side in enumerate(g.table.size):
            if side > limits.table:
                diagnostics.add(
                    mark_in(spec, g.id, ("table", "size", index)),
                    f"a table side of {side:,} mm is more than limits.table ({limits.table:,} mm)",
                    "raise 'limits: {table: N}' in the game file if the table really is this large",
                )
    total = 0
    for file in spec.card_files:
        for index, card in enumerate(file.cards):
            total += card.copies
            if total > limits.cards:
                diagnostics.add(
                    mark_in(spec, card.id, ("cards", index, "copies")),
                    f"copies: {card.copies} brings the game to {total:,} cards, more than limits.cards "
                    f"({limits.cards:,})",
                    "raise 'limits: {cards: N}' in the game file if the game really has this many",
                )
                return False
    return len(diagnostics) == before


def warn_empty(spec: GameSpec, diagnostics: Diagnostics) -> None:
    """A cards file with no cards, and a draw pile no card starts in: allowed, but rarely meant."""
    dealt: dict[str, int] = {}
    for file in spec.card_files:
        dealt[str(file.zone)] = dealt.get(str(file.zone), 0) + sum(c.copies for c in file.cards if not c.out_of_game)
        if sum(card.copies for card in file.cards) == 0:  # a file of cards kept in the box is fine
            anchor = file.zone
            diagnostics.warn(mark_in(spec, anchor, ("cards",)), f"this file puts no card into '{file.zone}'")
    draw = spec.game.roles.draw_from
    if not dealt.get(str(draw)):
        diagnostics.warn(draw.mark, f"the draw pile '{draw}' starts with no cards", "no cards file puts a card in it")
