"""What must not move when the content changes: action keys under rewording, and what a scenario
sees when cards it never uses are added.

Action keys come from ids and structure, never from rendered text, so rewording every template
leaves every recorded playthrough replaying identically. Random streams are per purpose and
shuffles are keyed by card identity, and the box is never shuffled, so cards added out of the game
change nothing any scenario or playthrough sees.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from interpreter.diagnostics import ContentError
from interpreter.engine import build
from interpreter.engine.build import load_game
from interpreter.engine.moves import shuffle
from interpreter.engine.position import Placement, Position, build_position
from interpreter.render import narrate, text
from interpreter.scenario import find_scenarios, run_file
from interpreter.session import replay
from tests.helpers import ROOT

PLAYTHROUGHS = sorted((ROOT / "tests" / "playthroughs").glob("*.jsonl"))
SCENARIOS = find_scenarios([str(ROOT / "tests" / "scenarios")])
_TAG = re.compile(r"({{.*?}}|{%.*?%}|{#.*?#})", re.S)


def _reword(source: str) -> str:
    """Every literal word of a template changed (tags left alone): a rewording of all rule text."""
    parts = _TAG.split(source)
    return "".join(p if _TAG.fullmatch(p) else re.sub(r"[A-Za-zА-Яа-яЁё]+", lambda m: m[0][::-1], p) for p in parts)


@pytest.fixture
def reworded_templates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    copy = tmp_path / "templates"
    shutil.copytree(text.TEMPLATES, copy)
    for template in copy.rglob("*.jinja"):
        template.write_text(_reword(template.read_text(encoding="utf-8")), encoding="utf-8")
    monkeypatch.setattr(text, "TEMPLATES", copy)
    text.environment.cache_clear()
    yield
    text.environment.cache_clear()


@pytest.mark.usefixtures("reworded_templates")
def test_rewording_every_template_changes_no_key_and_no_log() -> None:
    game = load_game("seasons")
    told = narrate.Narrator(game, "en").option(("stop",))
    assert told != "stop" and told == "pots"  # the rewording is in force
    for log in PLAYTHROUGHS:
        same, message, _ = replay(str(log))
        assert same, message
    failed = [o for o in map(run_file, SCENARIOS) if not o.passed]
    assert not failed, [str(f.failures[0]) for f in failed]


def _with_dummies(root: Path) -> None:
    """Content with out-of-game cards appended at the end of every card file of every game that has a
    box, and a file of further box cards."""
    yaml = YAML()
    yaml.preserve_quotes = True
    for game_dir in sorted((root / "rules").iterdir()):
        game_file = yaml.load((game_dir / "game.yaml").read_text(encoding="utf-8"))
        if not game_file.get("roles", {}).get("box"):
            continue
        cards_dir = root / "cards" / game_dir.name
        first = None
        for number, card_file in enumerate(sorted(cards_dir.glob("*.yaml"))):
            data = yaml.load(card_file.read_text(encoding="utf-8"))
            if data.get("kind") != "cards":
                continue
            model = data["cards"][0]  # a dummy needs the properties the game requires of every card
            data["cards"].append(_dummy(f"zz-dummy-{number}", model))
            first = first or model
            with card_file.open("w", encoding="utf-8") as out:
                yaml.dump(data, out)
        extra = {"kind": "cards", "zone": str(game_file["roles"]["box"]), "cards": [_dummy("aa-dummy-box", first)]}
        with (cards_dir / "zz-dummies.yaml").open("w", encoding="utf-8") as out:
            yaml.dump(extra, out)


def _dummy(card_id: str, model: Any) -> dict[str, object]:
    return {
        "id": card_id,
        "properties": model.get("properties", {}),
        "sides": model.get("sides", []),
        "name": {"en": "Dummy", "ru": "Пустышка"},
        "copies": 13,
        "out_of_game": True,
        "source": "assumed: a card added by a test",
    }


def test_cards_added_to_the_box_change_no_scenario_and_no_playthrough(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / part, tmp_path / part)
    _with_dummies(tmp_path)
    monkeypatch.setenv("RULEBOOK_PATH", str(tmp_path))
    monkeypatch.setattr(build, "_CACHE", {})
    assert any(c.id == "aa-dummy-box" for c in load_game("seasons").cards)  # the dummies are in force
    failed = [o for o in map(run_file, SCENARIOS) if not o.passed]
    assert not failed, [str(f.failures[0]) for f in failed]
    for log in PLAYTHROUGHS:
        same, message, _ = replay(str(log))
        assert same, message


def test_unlisted_cards_of_a_position_go_under_the_listed_ones_in_definition_order() -> None:
    game = load_game("frozen2")
    zones = {"road": [Placement("elsa-anna")], "hand:1": [Placement("anna-olaf")], "deck": [Placement("olaf-sven")]}
    state = build_position(game, Position(players=2, zones=zones))
    deck = [game.card_id(c) for c in state.cards_in("deck")]
    assert deck[-1] == "olaf-sven"  # listed: on top
    below = deck[:-1]
    order = [c.id for c in game.cards]
    assert below == sorted(below, key=order.index, reverse=True)  # the first defined nearest the top
    assert below[-1] == game.cards[0].id


def test_a_shuffle_does_not_depend_on_the_order_cards_lie_in() -> None:
    game = load_game("frozen2")
    a = build_position(game, Position(players=2, seed=4, rest="discard-pile"))
    b = build_position(game, Position(players=2, seed=4, rest="discard-pile"))
    b.zones[b.slot(game.zone_by_id["discard-pile"].index)].reverse()
    for state in (a, b):
        pile = state.slot(game.zone_by_id["discard-pile"].index)
        state.zones[pile], state.zones[state.slot(game.draw_from)] = [], state.zones[pile]
        shuffle(state, state.slot(game.draw_from))
    assert a.cards_in("deck") == b.cards_in("deck")


def test_two_options_with_one_label_are_refused(tmp_path: Path) -> None:
    for part in ("rules", "cards"):
        shutil.copytree(ROOT / "tests" / "fixtures" / "tiny" / part, tmp_path / part)
    game_file = tmp_path / "rules" / "tiny" / "game.yaml"
    old = "choose one: discard 1 card from your hand, then gain 1 point; or draw 1 card"
    text_ = game_file.read_text(encoding="utf-8")
    assert old in text_
    game_file.write_text(text_.replace(old, "choose one: [x] discard 1 card from your hand; or [x] draw 1 card"))
    with pytest.raises(ContentError, match=r"two options are labelled \[x\]"):
        load_game(str(tmp_path / "rules" / "tiny"))


def test_keyed_order_sorts_by_each_items_mixed_key_and_a_pick_is_its_first() -> None:
    """The order `rng.keyed_order` documents: (mix(stream value ^ identity), item) ascending; one card
    taken at random (`keyed_pick`) is the first of that order, from the same stream value."""
    from interpreter.engine import rng

    class Holder:
        def __init__(self) -> None:
            self.rng = rng.seed_state(11)
            self.streams: dict[str, int] = {}

    identity = [rng.stable_hash(f"card#{i}") for i in range(40)]
    items = [7, 3, 39, 0, 12, 25, 8]
    for draw in range(20):
        base = rng.next_u64(_advanced(Holder(), draw), "shuffle:deck")
        expected = sorted(items, key=lambda item: (rng.mix(base ^ identity[item]), item))
        assert rng.keyed_order(_advanced(Holder(), draw), "shuffle:deck", items, identity) == expected
        assert rng.keyed_pick(_advanced(Holder(), draw), "shuffle:deck", items, identity) == expected[0]


def _advanced(holder: Any, draws: int) -> Any:
    from interpreter.engine import rng

    for _ in range(draws):
        rng.next_u64(holder, "shuffle:deck")
    return holder
