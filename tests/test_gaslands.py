"""Gaslands beyond its scenario files: bad data gives positioned errors, the SVG shows every vehicle,
teams keep to their budget, games replay from their log, and poses travel with clones and saves."""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from interpreter.agents import RandomAgent
from interpreter.checking import load_checked
from interpreter.diagnostics import Diagnostics
from interpreter.engine.build import load_game
from interpreter.engine.geometry import Geometry, place
from interpreter.engine.rng import Rng
from interpreter.engine.state import State
from interpreter.render.svg import TablePictures, table_svg
from interpreter.session import JsonLines, play, replay
from tests.helpers import ROOT, bounded, rulebook


def _copy(tmp_path: Path) -> Path:
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / part / "gaslands", tmp_path / part / "gaslands")
    return tmp_path / "rules" / "gaslands"


def _errors(folder: Path) -> list[str]:
    diagnostics = Diagnostics()
    load_checked(str(folder), diagnostics)
    return [str(d) for d in diagnostics]


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_template_with_a_negative_length_is_refused_at_its_line(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder / "game.yaml", "{id: short, straight: 60,", "{id: short, straight: -60,")
    errors = _errors(folder)
    assert len(errors) == 1, errors
    assert re.match(r".*rules/gaslands/game\.yaml:\d+:\d+: .*greater than 0", errors[0]), errors


def test_a_vehicle_without_hull_is_refused_at_its_line(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    vehicles = tmp_path / "cards" / "gaslands" / "vehicles.yaml"
    _edit(vehicles, "weight: lightweight, hull: 4, handling: 5", "weight: lightweight, handling: 5")
    errors = _errors(folder)
    assert errors and all("has no 'hull'" in e for e in errors), errors
    assert re.match(r".*cards/gaslands/vehicles\.yaml:\d+:\d+: card 'red-bike' has no 'hull'", errors[0]), errors


def test_a_gear_table_with_a_seventh_gear_is_refused_at_its_line(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    templates = tmp_path / "cards" / "gaslands" / "templates.yaml"
    _edit(templates, "lowest-gear: 4, highest-gear: 6", "lowest-gear: 4, highest-gear: 7")
    errors = _errors(folder)
    assert len(errors) == 1, errors
    assert re.match(
        r".*cards/gaslands/templates\.yaml:\d+:\d+: 'highest-gear' is 7, above its greatest value 6", errors[0]
    )


def test_a_table_beyond_its_limit_is_refused_at_its_line(tmp_path: Path) -> None:
    """A table side beyond `limits.table` is one error at that number, before anything is built or drawn."""
    folder = _copy(tmp_path)
    _edit(folder / "game.yaml", "size: [900, 900]", "size: [900, 900000000000000]")
    errors = _errors(folder)
    assert len(errors) == 1, errors
    assert re.match(r".*rules/gaslands/game\.yaml:24:15: a table side of 900,000,000,000,000 mm is more", errors[0])


def test_a_rule_that_breaks_in_a_rotation_is_placed_at_its_statement(tmp_path: Path) -> None:
    """`/ 0` reached inside `in turns from …:` is reported at the statement in the rotation, by the check sweep."""
    folder = _copy(tmp_path)
    game_file = folder / "game.yaml"
    _edit(
        game_file,
        "          then run activation\n",
        "          then set the activated of the vehicle to 1 / (the phase - the phase), then run activation\n",
    )
    line = next(i for i, text in enumerate(game_file.read_text(encoding="utf-8").splitlines(), 1) if "/ (" in text)
    done = bounded("check", str(folder), memory_mb=1024, seconds=120)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"game.yaml:{line}:16: a number divided by 0 has no value — in a random game of 2 players" in done.stdout


RUNAWAYS = {  # a rule that would never end on a table -> (what it becomes, the text the error points at, message)
    "endless-rotation": (
        [
            (
                "choose a card in your vehicles whose gear is at least the phase and whose activated is 0 "
                "as the vehicle,",
                "choose a card in your vehicles as the vehicle,",
            ),
            ("          then run activation\n", "          then set the activated of the vehicle to the phase\n"),
        ],
        "in turns from",
        "a rotation went on for more than 100 turns (limits.turns)",
    ),
    "shapes-laid-for-ever": (
        [
            (
                'do: "set the activated of the vehicle to 1"',
                'do: "choose a card in the templates either side up as the maneuver, '
                'then repeat 150000 times: place the maneuver in front of the vehicle"',
            )
        ],
        "repeat 150000 times",
        "more than 100 shapes laid in front of red-",
    ),
}


@pytest.mark.parametrize("case", sorted(RUNAWAYS))
def test_a_rule_that_runs_away_on_the_table_is_an_error_at_it(tmp_path: Path, case: str) -> None:
    """Found by the check sweep in bounded time and memory, at the rule, instead of a game that never ends."""
    edits, at, message = RUNAWAYS[case]
    folder = _copy(tmp_path)
    for old, new in edits:
        _edit(folder / "game.yaml", old, new)
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    before = text[: text.index(at)]
    line, col = before.count("\n") + 1, len(before) - before.rfind("\n")
    done = bounded("check", str(folder), memory_mb=1024, seconds=60)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"game.yaml:{line}:{col}: " in done.stdout and message in done.stdout, done.stdout


def test_a_card_no_choice_has_set_is_named_at_its_statement(tmp_path: Path) -> None:
    """A choice with nothing to choose is passed over, and so is the rest of its sentence (", then put 1 damage
    onto the target"); a use of its variable in a later sentence says so, where it is written."""
    folder = _copy(tmp_path)
    _edit(
        folder / "game.yaml",
        'do: "set the activated of the vehicle to 1"',
        "do: \"set the activated of the vehicle to the phase, then choose a card in each opponent's vehicles "
        'within 1 mm of the vehicle as the target, then put 1 damage onto the target"',
    )
    assert bounded("check", str(folder), memory_mb=1024, seconds=120).returncode == 0
    _edit(folder / "game.yaml", "as the target, then put 1 damage", "as the target. put 1 damage")
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    line = text[: text.index("within 1 mm")].count("\n") + 1
    done = bounded("check", str(folder), memory_mb=1024, seconds=120)
    assert done.returncode == 1, done.stdout + done.stderr
    said = f"game.yaml:{line}:" + r"\d+: 'the target' is not known at this point: no card has been chosen as the target"
    assert re.search(said, done.stdout), done.stdout


def test_bad_data_is_reported_by_the_command_line_without_a_traceback(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder / "game.yaml", "{id: short, straight: 60,", "{id: short, straight: -60,")
    done = rulebook("check", str(folder))
    assert done.returncode == 1
    assert "Traceback" not in done.stdout + done.stderr
    assert re.search(r"game\.yaml:\d+:\d+: ", done.stdout), done.stdout


def test_every_default_team_keeps_to_its_budget_of_cans() -> None:
    game = load_game("gaslands")
    for team_property, budget in (("team", 20), ("heavy-team", 40)):
        for team in range(1, 5):
            cost = sum(int(c.properties["cost"]) for c in game.cards if c.properties.get(team_property) == team)
            assert 0 < cost <= budget, (team_property, team, cost)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_replays_from_its_log(tmp_path: Path, players: int) -> None:
    game = load_game("gaslands")
    lines = JsonLines()
    result = play(game, players, 11, [RandomAgent(11, p) for p in range(players)], log=lines)
    assert result.winners
    path = tmp_path / "game.jsonl"
    path.write_text(lines.text(), encoding="utf-8")
    same, message, _ = replay(str(path))
    assert same, message


def test_the_same_seed_gives_the_same_game() -> None:
    game = load_game("gaslands")
    texts = []
    for _ in range(2):
        lines = JsonLines()
        play(game, 3, 5, [RandomAgent(5, p) for p in range(3)], log=lines)
        texts.append(lines.text())
    assert texts[0] == texts[1]


def test_poses_travel_with_clones_and_saves() -> None:
    game = load_game("gaslands")
    state = State.new(game, 2, 4)
    chooser = Rng(4)
    for _ in range(40):
        state.apply(chooser.below(state.num_actions()))
    assert any(state.poses)
    copy = state.clone()
    loaded = State.from_json(game, json.loads(json.dumps(state.to_json())))
    assert copy.poses == state.poses == loaded.poses
    copy.apply(0)
    assert loaded.legal_actions() == state.legal_actions()


def test_a_shape_ends_where_its_geometry_says() -> None:
    table = load_game("gaslands").model.table
    assert table is not None
    geometry = Geometry.of(table)
    assert geometry.after((100, 100, 90), (("short", False),)) == (100, 160, 90)
    assert geometry.after((100, 100, 0), (("turn", False),)) == (180, 180, 90)  # a quarter turn left, r 80
    assert geometry.after((100, 100, 0), (("turn", True),)) == (180, 20, 270)  # the same, mirrored
    assert place((0, 0, 45), 100, 0, 0) == (71, 71, 45)


def test_the_svg_parses_and_shows_every_vehicle_in_play(tmp_path: Path) -> None:
    game = load_game("gaslands")
    pictures = TablePictures(game, "en", tmp_path)
    result = play(game, 4, 2, [RandomAgent(2, p) for p in range(4)], pictures=pictures)
    files = sorted(tmp_path.glob("table-*.svg"))
    assert len(files) == pictures.count > 1
    final = result.state
    svg = table_svg(final, pictures.paths)
    root = ElementTree.fromstring(svg)
    texts = "".join(root.itertext())
    on_table = final.game.table.pieces(final)
    for card in on_table:
        assert final.game.cards[final.game.instances[card]].model.name.en in texts
    assert len(root.findall(".//{http://www.w3.org/2000/svg}polygon")) == len(on_table)
    assert "Winners" in files[-1].read_text(encoding="utf-8")  # the last picture is the end of the game


def test_play_writes_pictures_from_the_command_line(tmp_path: Path) -> None:
    done = rulebook("play", "gaslands", "--players", "2", "--seed", "3", "--svg", str(tmp_path / "svg"))
    assert done.returncode == 0, done.stderr
    files = sorted((tmp_path / "svg").glob("*.svg"))
    assert files
    ElementTree.fromstring(files[-1].read_text(encoding="utf-8"))


@pytest.mark.parametrize(("variant", "team_property"), [(None, "team"), ("heavy-metal", "heavy-team")])
def test_each_seat_takes_the_team_of_its_seat_number(variant: str | None, team_property: str) -> None:
    """`whose team is their seat`: seat k (a player's seat number, 1 to the number of players) gets team k."""
    game = load_game("gaslands", variant)
    for players in (2, 3, 4):
        state = State.new(game, players, 5)
        for seat in range(players):
            cards = [game.cards[game.instances[c]] for c in state.cards_in("vehicles", seat)]
            assert cards and all(c.properties[team_property] == seat + 1 for c in cards), (players, seat)


def test_a_vehicle_activates_once_in_each_gear_phase() -> None:
    """The activation mark is set when a vehicle activates and cleared at the start of every gear phase: no vehicle
    activates twice in a phase, and a vehicle in a high gear activates again in the next one."""
    game = load_game("gaslands")
    lines = JsonLines()
    play(game, 3, 8, [RandomAgent(8, p) for p in range(3)], log=lines)
    turn, phase, seen, again = 0, 0, set(), 0
    for record in map(json.loads, lines.lines):
        if record.get("event") == "turn":
            turn = record["turn"]
        elif record.get("counter") == "phase":
            phase = record["value"]
        elif record.get("counter") == "activated" and record["value"] == 1:
            key = (turn, phase, record["card"])
            assert key not in seen, key
            again += (turn, phase - 1, record["card"]) in seen
            seen.add(key)
    assert seen and again
