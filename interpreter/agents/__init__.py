"""Agents answer decisions. They see a `Decision` — their own view of the game, the options, and a
`Seat` that hands out copies of the game as that player may imagine it — never the state itself,
so no agent can peek at a hand it should not see (except `mcts`, which is told the game is open).

`make_agents` reads the `--agents` option: one name, or one per seat; `mcts:200` gives a search
agent its iterations, `mcts:200:30` also stops its playouts after 30 decisions.
"""

from __future__ import annotations

from interpreter.agents.basic import (
    Agent,
    Decision,
    FirstAgent,
    HumanAgent,
    Option,
    RandomAgent,
    Script,
    ScriptAgent,
)
from interpreter.agents.search import GreedyAgent, TreeSearchAgent
from interpreter.agents.seat import Seat
from interpreter.errors import RulebookError

AGENT_NAMES = ("random", "first", "greedy", "mcts[:N[:DEPTH]]", "ismcts[:N[:DEPTH]]", "human", "script:FILE")
SEARCH_ITERATIONS = 100


def make_agents(spec: str, players: int, seed: int, human: HumanAgent | None = None) -> list[Agent]:
    """`random` / `first,human` / `mcts:200,random` / `script:moves.yaml` → one agent per seat."""
    names = [s.strip() for s in spec.split(",") if s.strip()] or ["random"]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise RulebookError(f"--agents names {len(names)} agents for {players} players: give one, or one per seat")
    scripts: dict[str, Script] = {}
    agents: list[Agent] = []
    for seat, name in enumerate(names):
        base, _, rest = name.partition(":")
        if name == "random":
            agents.append(RandomAgent(seed, seat))
        elif name == "first":
            agents.append(FirstAgent())
        elif name == "greedy":
            agents.append(GreedyAgent(seed, seat))
        elif base in ("mcts", "ismcts"):
            iterations, depth = _search_numbers(name, rest)
            agents.append(TreeSearchAgent(seed, seat, iterations, depth, informed=base == "ismcts"))
        elif name == "human":
            agents.append(human or HumanAgent())
        elif base == "script":
            if not rest:
                raise RulebookError("'script:' needs the script's file: script:answers.yaml")
            if rest not in scripts:
                scripts[rest] = Script.load(rest, players)
            agents.append(ScriptAgent(scripts[rest]))
        else:
            raise RulebookError(f"unknown agent '{name}': use {', '.join(AGENT_NAMES)}")
    return agents


def _search_numbers(name: str, rest: str) -> tuple[int, int | None]:
    parts = rest.split(":") if rest else []
    if len(parts) > 2 or not all(p.isdigit() and int(p) > 0 for p in parts):
        raise RulebookError(f"agent '{name}': write {name.partition(':')[0]}:ITERATIONS or …:ITERATIONS:DEPTH")
    iterations = int(parts[0]) if parts else SEARCH_ITERATIONS
    return iterations, int(parts[1]) if len(parts) == 2 else None


__all__ = [
    "AGENT_NAMES",
    "Agent",
    "Decision",
    "FirstAgent",
    "GreedyAgent",
    "HumanAgent",
    "Option",
    "RandomAgent",
    "Script",
    "ScriptAgent",
    "Seat",
    "TreeSearchAgent",
    "make_agents",
]
