"""A short seeded random sweep of a game, run by `rulebook check`: the cheapest way to find a rule that
breaks only in play (`/ 0` reached at turn 40, a game that never ends) before a player does.

Each game is played by random answers from a fixed seed, so what the sweep finds is reproducible with
`rulebook play GAME --players N --seed S`. A game that is still going after `SECONDS` is reported as
a warning: the sweep cannot tell a long game from an endless one, only that it is worth a look.
"""

from __future__ import annotations

import time

from interpreter.diagnostics import Diagnostics
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.errors import RulebookError

SECONDS = 2.0  # of play per game, at most
SEEDS = (1, 2)


def sweep(game: Game, diagnostics: Diagnostics, seconds: float = SECONDS) -> None:
    """Play a few random games (the fewest and the most players, each seed); report what breaks, with positions."""
    counts = sorted({game.min_players, game.max_players})
    variant = "" if game.variant is None else f", variant {game.variant_id}"
    end_mark = game.end[0].rule.model.when.mark if game.end else game.model.id.mark
    for players in counts:
        for seed in SEEDS:
            where = f"a random game of {players} players, seed {seed}{variant}"
            state: State | None = None
            try:
                state = State.new(game, players, seed, record=False)
                answers = Rng(seed)
                deadline = time.monotonic() + seconds
                while not state.is_terminal:
                    if time.monotonic() > deadline:
                        diagnostics.volatile = True  # a faster machine might have finished the game
                        diagnostics.warn(
                            end_mark,
                            f"{where} was still going after {seconds:g} s of play; do the end rules ever hold?",
                            f"limits.turns is {game.limits.turns}",
                        )
                        break
                    state.apply(answers.below(state.num_actions()))
            except RulebookError as error:
                turn = f", turn {state.turn}" if state is not None else ""
                diagnostics.add(error.mark or game.model.id.mark, f"{error.message} — in {where}{turn}")
                return  # one broken game is enough to report; the others would repeat it
