"""Every rulebook game and variant as an OpenSpiel game (`pyspiel`, the `open-spiel` wheel), so
OpenSpiel's algorithms and tests run on them unchanged.

    from interpreter.openspiel import register_all
    names = register_all()                 # rulebook_<game>, rulebook_<game>_<variant>, …
    game = pyspiel.load_game(names[0], {"players": 3, "seed": 7})

How the engine maps onto OpenSpiel:
- Turn-based (`SEQUENTIAL`); an action is the index of an option of the open decision, below
  `MAX_ACTIONS`; its string is the option's stable key.
- Randomness: the engine rolls and shuffles with its own seeded generator, so the seed is a game
  parameter and the game is `DETERMINISTIC` for OpenSpiel — no chance nodes. A different seed is a
  different deal; an OpenSpiel algorithm that clones a state therefore knows the deck's order, as
  an open-hand player would (use the `ismcts` agent for honest play).
- Information: `IMPERFECT_INFORMATION`; each player's observation is the engine's `view` of that
  player — as a string (canonical JSON) and as a tensor (per zone slot and card: visible copies;
  per slot: hidden cards; then every counter the player sees).
- Utility: `GENERAL_SUM`, 1 for each winner and 0 for everyone else, at the end only.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from interpreter.content.library import game_ids
from interpreter.engine.actions import keys
from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.engine.state import State
from interpreter.engine.view import knowing, view

MAX_ACTIONS = 1024
PREFIX = "rulebook_"


def short_name(game_id: str, variant: str | None) -> str:
    return (PREFIX + game_id + ("" if variant is None else "_" + variant)).replace("-", "_")


def register_all() -> list[str]:
    """Register every game and variant (once per process); returns their OpenSpiel names."""
    names = []
    for game_id in game_ids():
        standard = load_game(game_id)
        for variant in [None, *(str(v.id) for v in standard.model.variants)]:
            name = short_name(game_id, variant)
            if name not in pyspiel.registered_names():
                _register(name, load_game(game_id, variant))
            names.append(name)
    return names


def _register(name: str, game: Game) -> None:
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"rulebook {game.id} ({game.variant_id})",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": game.min_players, "seed": 0},
    )

    class RulebookGame(pyspiel.Game):
        def __init__(self, params: dict[str, Any] | None = None):
            params = {"players": game.min_players, "seed": 0, **(params or {})}
            self.rules = game
            self.players = int(params["players"])
            self.seed = int(params["seed"])
            info = pyspiel.GameInfo(
                num_distinct_actions=MAX_ACTIONS,
                max_chance_outcomes=0,
                num_players=self.players,
                min_utility=0.0,
                max_utility=1.0,
                max_game_length=game.limits.turns * game.limits.turns_in_a_row,
            )
            super().__init__(game_type, info, params)

        def new_initial_state(self) -> RulebookState:
            return RulebookState(self, State.new(game, self.players, self.seed, record=False))

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
            if iig_obs_type is not None and iig_obs_type.perfect_recall:
                raise ValueError("rulebook games observe the present view only (no perfect recall)")
            return ViewObserver(game, self.players)

    pyspiel.register_game(game_type, RulebookGame)


class Held:
    """The engine state inside an OpenSpiel state. OpenSpiel clones a Python state by deep-copying
    its attributes; this one copies as a clone, sharing the compiled game."""

    __slots__ = ("state",)

    def __init__(self, state: State):
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> Held:
        return Held(self.state.clone())


class RulebookState(pyspiel.State):
    """An OpenSpiel state holding an engine state."""

    def __init__(self, game: Any, state: State):
        super().__init__(game)
        self.held = Held(state)

    @property
    def engine(self) -> State:
        return self.held.state

    def current_player(self) -> int:
        if self.engine.is_terminal:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.engine.current_player

    def _legal_actions(self, player: int) -> list[int]:
        count = self.engine.num_actions()
        if count > MAX_ACTIONS:
            raise ValueError(f"{count} options at once: more than the bridge's MAX_ACTIONS ({MAX_ACTIONS})")
        return list(range(count))

    def _apply_action(self, action: int) -> None:
        self.engine.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return keys(self.engine)[action] if self.engine.pending is not None else str(action)

    def is_terminal(self) -> bool:
        return self.engine.is_terminal

    def returns(self) -> list[float]:
        return self.engine.returns()

    def __str__(self) -> str:
        return json.dumps(view(self.engine, None), ensure_ascii=False, separators=(",", ":"))


class ViewObserver:
    """A player's view as OpenSpiel's observer: `string_from` and a flat float tensor."""

    def __init__(self, game: Game, players: int):
        self.game = game
        self.slots = game.zone_bases(players)[-1]
        self.cards = len(game.cards)
        bases = game.counter_bases(players)
        self.counters = [(c.index, bases[c.index], bases[c.index + 1]) for c in game.counters if c.owner != "card"]
        size = self.slots * (self.cards + 1) + sum(end - start for _, start, end in self.counters)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RulebookState, player: int) -> None:
        engine = state.engine
        self.tensor.fill(0)
        visible = self.tensor[: self.slots * self.cards].reshape(self.slots, self.cards)
        hidden = self.tensor[self.slots * self.cards : self.slots * (self.cards + 1)]
        for slot, cards in enumerate(engine.zones):
            knows = knowing(engine, slot, player)  # named as the view names them
            for card in cards:
                if knows(engine.flags[card]):
                    visible[slot, engine.game.instances[card]] += 1
                else:
                    hidden[slot] += 1
        at = self.slots * (self.cards + 1)
        for _, start, end in self.counters:
            self.tensor[at : at + end - start] = engine.counters[start:end]
            at += end - start

    def string_from(self, state: RulebookState, player: int) -> str:
        return json.dumps(view(state.engine, player), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
