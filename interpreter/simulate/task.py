"""One simulated game as a pure function: `play_row(task) -> row`.

A task names everything that decides the game — the content (by fingerprint), the game, variant,
players, one agent per seat and the seed — so the row is the same whoever computes it, in this
process, a worker process or a Dask worker on another machine (which refuses to play content
whose fingerprint differs from the one it was sent).

A row is flat JSON-ready data: the game's facts (seats, agents, winners, scores, length) and four
counts per card of the game, derived from events and zones alone:
- `played:<card>` — times a copy was played (a move event with the verb `play`);
- `in_play:<card>` — copies lying in play at the end: in a public zone that is not a pile (a row,
  a chain; piles are decks and discards);
- `owned:<card>` — copies that have an owner: whoever last played it, else the owner of the
  player zone it lies in at the end;
- `owner_won:<card>` — of those, copies whose owner won.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path
from typing import Any

from interpreter.agents import make_agents
from interpreter.content.library import resolve_target
from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.state import State
from interpreter.errors import RulebookError
from interpreter.records import record
from interpreter.simulate.decisions import lazy_decision

COUNTS = ("played", "in_play", "owned", "owner_won")


@record
class Task:
    fingerprint: str
    game: str  # a game id or an absolute folder
    variant: str | None
    players: int
    agents: tuple[str, ...]  # one per seat
    seed: int
    roots: tuple[str, ...] = ()  # content roots to find the game in (default: the usual ones)


@cache
def fingerprint(game: str, roots: tuple[str, ...] = ()) -> str:
    """A hash of every file of the game's content: the same text, the same fingerprint."""
    digest = hashlib.sha256()
    for folder in resolve_target(game, [Path(r) for r in roots] or None):
        for file in sorted(folder.glob("*.yaml")):
            digest.update(file.name.encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def load(task: Task) -> Game:
    return load_game(task.game, task.variant, [Path(r) for r in task.roots] or None)


def play_row(task: Task) -> dict[str, Any]:
    """Play the task's game to the end and describe it as one row."""
    if fingerprint(task.game, task.roots) != task.fingerprint:
        raise RulebookError(
            f"the content of {task.game} here differs from the one the simulation was started with "
            f"(fingerprint {fingerprint(task.game, task.roots)}, expected {task.fingerprint})"
        )
    game = load(task)
    try:
        return _played(task, game)
    except RulebookError as error:  # which game of the thousands: enough to play it again
        variant = f" --variant {task.variant}" if task.variant else ""
        again = f"rulebook play {task.game}{variant} --players {task.players} --seed {task.seed}"
        raise type(error)(
            f"{error.message} (in the game of seed {task.seed}, {task.players} players, agents "
            f"{','.join(task.agents)}: '{again} --agents {','.join(task.agents)}' plays it again)",
            error.mark,
        ) from None


def _played(task: Task, game: Game) -> dict[str, Any]:
    agents = make_agents(",".join(task.agents), task.players, task.seed)
    state = State.new(game, task.players, task.seed)
    last_player: dict[int, int] = {}
    played = [0] * len(game.cards)
    number = 0
    _scan(state, played, last_player)
    while not state.is_terminal:
        decision = lazy_decision(state, number)
        state.apply(agents[decision.player].choose(decision))
        number += 1
        _scan(state, played, last_player)
    winners = state.winners or ()
    counter = game.model.score
    row: dict[str, Any] = {
        "fingerprint": task.fingerprint,
        "game": game.id,
        "variant": game.variant_id,
        "players": task.players,
        "seed": task.seed,
        "seats": list(range(1, task.players + 1)),
        "agents": list(task.agents),
        "winners": [w + 1 for w in winners],
        "ended_by": state.ended_by,  # the end rule (or "win": a step that wins the game)
        "draw": state.is_draw,
        "scores": None if counter is None else [state.counter(str(counter), p) for p in range(task.players)],
        "decisions": number,
        "turns": state.turn,
        "rounds": state.round,
    }
    row.update(_card_counts(state, played, last_player, winners))
    return row


def _scan(state: State, played: list[int], last_player: dict[int, int]) -> None:
    instances = state.game.instances
    for event in state.take_events():
        if event[0] == "move" and event[1] == "play":
            for card in event[3]:
                played[instances[card]] += 1
                last_player[card] = event[2]


def _card_counts(
    state: State, played: list[int], last_player: dict[int, int], winners: tuple[int, ...]
) -> dict[str, int]:
    game = state.game
    in_play = [0] * len(game.cards)
    owned = [0] * len(game.cards)
    owner_won = [0] * len(game.cards)
    for slot, cards in enumerate(state.zones):
        zone_index, zone_owner = state.zslot[slot]
        zone = game.zones[zone_index]
        on_table = zone.visibility == "public" and zone.order != "pile"
        for card in cards:
            definition = game.instances[card]
            owner = last_player.get(card, zone_owner if on_table else -1)
            in_play[definition] += on_table
            if owner >= 0:
                owned[definition] += 1
                owner_won[definition] += owner in winners
    counts = (*played, *in_play, *owned, *owner_won)
    return dict(zip(_count_keys(tuple(str(card.id) for card in game.cards)), counts, strict=True))


@cache
def _count_keys(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The column names of a game's card counts, built once: every row shares the same strings, so a batch of
    rows sent back from a worker carries each name once (pickle sends a repeated object as a reference)."""
    return tuple(f"{name}:{card}" for name in COUNTS for card in cards)


def card_ids(row: dict[str, Any]) -> list[str]:
    """The cards a row counts, in the game's order."""
    return [key.partition(":")[2] for key in row if key.startswith("played:")]
