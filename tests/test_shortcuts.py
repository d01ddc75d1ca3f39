"""The engine's shortcuts change nothing a player or a log can see.

A card or symbol text that is one statement with no choice runs at once instead of in a frame of its
own (`Code.inline`, `code.enter`): the same games, played with every text in a frame, must give the
same events, decisions and end, in every game — including the ones whose cards fire triggers.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from interpreter.content.library import game_ids
from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.errors import RulebookError
from tests.helpers import ROOT

TINY = ROOT / "tests" / "fixtures" / "tiny"


def played(game_id: str | Game, seeds: range) -> list[Any]:
    """Every game's decisions (with their keys), events and final state, as plain data (a game by its
    id, or one already built)."""
    game = load_game(game_id) if isinstance(game_id, str) else game_id
    found: list[Any] = []
    for seed in seeds:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = State.new(game, players, seed)
        chooser = Rng(seed)
        found.append(state.take_events())
        while not state.is_terminal:
            keys = [action.key for action in state.legal_actions()]
            pick = chooser.below(len(keys))
            state.apply(pick)
            found.append((keys[pick], state.take_events()))
        found.append((state.winners, state.turn, state.zones, state.counters, state.flags))
    return found


@pytest.mark.parametrize("game_id", game_ids())
def test_texts_run_at_once_as_in_a_frame_of_their_own(game_id: str) -> None:
    game = load_game(game_id)
    inline = {code_id: code.inline for code_id, code in game.codes.items()}
    at_once = played(game_id, range(4))
    try:
        for code in game.codes.values():
            code.inline = None  # every text in a frame of its own, as before the shortcut
        in_frames = played(game_id, range(4))
    finally:
        for code_id, code in game.codes.items():
            code.inline = inline[code_id]
    assert at_once == in_frames


def test_a_text_with_no_choice_runs_at_once_and_one_with_a_choice_in_a_frame() -> None:
    codes = load_game("frozen2").codes
    assert codes["symbol:anna:power"].inline is not None  # "take another turn"
    assert codes["symbol:elsa:power"].inline is None  # "discard 1 card from your hand": a choice


def test_an_error_in_a_text_run_at_once_is_placed_in_that_text(tmp_path: Path) -> None:
    shutil.copytree(TINY, tmp_path / "content")
    game_file = tmp_path / "content" / "rules" / "tiny" / "game.yaml"
    game_text = game_file.read_text(encoding="utf-8")
    game_text = game_text.replace(
        "card_properties:",
        "card_effects:\n  - {id: boom, name: {en: boom, ru: {nom: взрыв, gen: взрыва, acc: взрыв, gender: m}}}\n"
        "card_properties:",
    )
    game_text = game_text.replace(
        '"choose one: discard 1', '"draw 1 card, then resolve the boom of that card. choose one: discard 1'
    )
    game_file.write_text(game_text, encoding="utf-8")
    cards = tmp_path / "content" / "cards" / "tiny" / "cards.yaml"
    boom = 'effects: {boom: "gain (the turn number / (the turn number - the turn number)) points"}, source:'
    cards.write_text(cards.read_text(encoding="utf-8").replace("source:", boom), encoding="utf-8")
    game = load_game(str(tmp_path / "content" / "rules" / "tiny"))
    assert game.codes["card:red-card:effect:boom"].inline is not None
    marks = []
    for inline in (True, False):
        if not inline:
            for code in game.codes.values():
                code.inline = None
        with pytest.raises(RulebookError, match="divided by 0") as raised:
            State.new(game, 2, 1)
        marks.append(raised.value.mark)
    assert marks[0] == marks[1] and marks[0] is not None and marks[0].path.endswith("cards.yaml"), marks
