"""What players read during a game: a side that is no seat wins in its own name, a die tells its
faces, a shared counter is nobody's, the declined dogfight reads as a deed, the last line is in the
game's language."""

from __future__ import annotations

import pytest

from interpreter.agents import make_agents
from interpreter.dsl import nodes as n
from interpreter.engine.build import load_game
from interpreter.render.narrate import Narrator
from interpreter.session import play


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Shere Khan delivers five cargoes. Shere Khan wins."),
        ("ru", "Шер-Хан доставил пять грузов. Победил Шер-Хан."),
    ],
)
def test_khan_wins_in_his_own_name(lang: str, text: str) -> None:
    narrator = Narrator(load_game("talespin", "solo"), lang)
    assert narrator.event({"event": "end", "winners": [], "rule": "khan-cargo-wins"}) == text


def test_no_one_wins_when_no_side_is_named() -> None:
    narrator = Narrator(load_game("frozen2"), "en")
    assert narrator.event({"event": "end", "winners": [], "rule": "nobody"}) == "No one wins."


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Winter die 3 shows 2 water, 3 crystals, 3 pips."),
        ("ru", "«Зимний кубик 3»: выпало 2 воды, 3 кристалла, 3 точки."),
    ],
)
def test_a_die_is_told_by_its_face(lang: str, text: str) -> None:
    narrator = Narrator(load_game("seasons"), lang)
    assert narrator.event({"event": "roll", "player": 1, "card": "winter-die-3", "side": 6}) == text


@pytest.mark.parametrize(
    ("lang", "text", "stated"),
    [("en", "The year is now 1.", "The second year begins."), ("ru", "Год теперь 1.", "Начинается второй год.")],
)
def test_a_shared_counter_is_nobodys_and_says_its_state(lang: str, text: str, stated: str) -> None:
    """No player is named for a shared counter; a value the data names as a state (`states:`) is said as the book
    says it (Whist's "The suit led is now 0." read as a number where the book said "no suit has been led yet")."""
    narrator = Narrator(load_game("seasons"), lang)
    event = {"event": "count", "counter": "year", "change": 1, "value": 1, "verb": "move"}
    assert narrator.event(event) == text
    assert narrator.event({**event, "value": 2}) == stated


@pytest.mark.parametrize(
    ("lang", "text"), [("en", "The current season is now spring."), ("ru", "Текущий сезон теперь весна.")]
)
def test_a_counter_value_is_told_by_its_label(lang: str, text: str) -> None:
    """`labels:` name a counter's values in the log and the player's view too, as the book names them."""
    narrator = Narrator(load_game("seasons"), lang)
    event = {"event": "count", "counter": "season", "change": 1, "value": 2, "verb": "set"}
    assert narrator.event(event) == text
    seen = {"zones": {}, "counters": {"season": 3}}
    assert narrator.view_text(seen).endswith({"en": "summer", "ru": "лето"}[lang])


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "yes: concede the dogfight to the attacker (“Attacker Victory”)"),
        ("ru", "да: уступите закус атакующему («Победа атакующего»)"),
    ],
)
def test_declining_a_dogfight_reads_as_conceding_it(lang: str, text: str) -> None:
    game = load_game("talespin")
    rule = next(r for r in game.procedures["dogfight"].steps if r.id == "defend-or-decline")
    step = rule.node.sentences[0].steps[0]
    assert isinstance(step, n.Do) and step.may
    assert Narrator(game, lang).option(("may", True, step)) == text


def test_the_last_line_is_in_the_games_language() -> None:
    game = load_game("frozen2")
    result = play(game, 2, 1, make_agents("random", 2, 1))
    assert Narrator(game, "en").game_over(result).startswith("Game over after")
    assert Narrator(game, "ru").game_over(result).startswith("Игра окончена")
    khan = load_game("talespin", "solo")
    lost = play(khan, 1, 4, make_agents("random", 1, 4))
    assert lost.winners == [] and lost.ended_by is not None
    assert Narrator(khan, "en").game_over(lost).endswith("Winner: Shere Khan.")


def test_a_shown_card_is_named_in_the_view_a_human_reads() -> None:
    narrator = Narrator(load_game("seasons"), "en")
    seen = {"zones": {"hand:1": {"hidden": 2, "shown": ["purse-of-io"]}}, "counters": {}}
    assert "Player 1's hand: 2 hidden (known: Purse of Io)" in narrator.view_text(seen)


@pytest.mark.parametrize(
    ("lang", "text"), [("en", "Player 2 has used one bonus."), ("ru", "Игрок 2 использовал один бонус.")]
)
def test_a_players_counter_in_a_named_state_is_said_of_them(lang: str, text: str) -> None:
    narrator = Narrator(load_game("seasons"), lang)
    assert narrator.event({"event": "count", "player": 2, "counter": "bonuses", "change": 1, "value": 1}) == text
