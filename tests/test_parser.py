"""The DSL parser: sentences become the right typed nodes; bad sentences become precise errors."""

from __future__ import annotations

import pytest

from interpreter.dsl import nodes as n
from tests.helpers import parse_text


def only_step(text: str) -> n.Node:
    node, errors = parse_text(text)
    assert not errors, errors
    assert isinstance(node, n.Effect)
    assert len(node.sentences) == 1 and len(node.sentences[0].steps) == 1
    return node.sentences[0].steps[0]


def test_imperative_has_no_subject() -> None:
    step = only_step("discard 1 card from your hand")
    assert isinstance(step, n.Do) and step.subject is None
    (verb,) = step.verbs
    assert verb == n.Discard(n.Int(1), False, (n.Ref("you", "hand"),))


def test_subject_set_and_third_person_verb() -> None:
    step = only_step("each other player draws 1 card")
    assert isinstance(step, n.Do)
    assert step.subject == n.EachPlayer(n.PlayerFilter(others=True))
    assert step.verbs == (n.Draw(n.Int(1)),)


def test_article_counts_as_one() -> None:
    step = only_step("draw a card")
    assert isinstance(step, n.Do)
    assert step.verbs[0] == n.Draw(n.Int(1, article=True))


def test_condition_binds_that_player() -> None:
    step = only_step(
        "if exactly one player has the most cards in hand: "
        "each player except that player takes 1 random card from that player's hand"
    )
    assert isinstance(step, n.If)
    assert step.cond == n.Quantified("exactly-one", n.HasMost(n.CardsIn("hand")))
    (inner,) = step.then.steps
    assert isinstance(inner, n.Do)
    assert inner.subject == n.EachPlayer(n.PlayerFilter(except_=(n.ThatPlayer(),)))
    assert inner.verbs == (n.Take(n.Int(1), True, (n.Ref("player", "hand", n.ThatPlayer()),)),)


def test_choose_one_splits_options_and_keeps_chains() -> None:
    step = only_step("choose one: play a card from your hand onto the road, then draw 2 cards; or draw 1 card")
    assert isinstance(step, n.ChooseOne)
    first, second = step.options
    assert [type(s.verbs[0]) for s in first.steps] == [n.Play, n.Draw]  # type: ignore[union-attr]
    assert second.steps == (n.Do(None, False, (n.Draw(n.Int(1)),)),)


def test_otherwise_branch() -> None:
    step = only_step("if the deck is empty: draw 1 card, otherwise draw 2 cards")
    assert isinstance(step, n.If) and step.otherwise is not None
    assert step.otherwise.steps[0].verbs == (n.Draw(n.Int(2)),)  # type: ignore[union-attr]


def test_sentences_are_kept() -> None:
    node, errors = parse_text(
        "shuffle the deck. each player draws 5 cards. put the top card of the deck onto the road."
    )
    assert not errors and isinstance(node, n.Effect)
    assert len(node.sentences) == 3


def test_repeat_and_twice() -> None:
    step = only_step("repeat 2 times: give 1 card from your hand to another player of your choice")
    assert isinstance(step, n.Repeat) and step.count == n.Int(2)
    give = step.body.steps[0].verbs[0]  # type: ignore[union-attr]
    assert give == n.Give("give", n.Int(1), n.Ref("you", "hand"), n.ChoosePlayer(other=True))
    assert isinstance(only_step("twice: draw 1 card"), n.Repeat)


def test_cards_except() -> None:
    step = only_step("discard all cards of the road except the played card and the joined card")
    cards = n.AllCards((n.Ref("table", "road"),), n.CardFilter(), (n.PlayedCard(), n.JoinedCard()))
    assert step == n.Do(None, False, (n.DiscardCards(cards),))


def test_end_filter_and_negation() -> None:
    step = only_step("play a card from your hand onto the road at an end not showing mountains")
    play = step.verbs[0]  # type: ignore[attr-defined]
    assert play.end == n.EndFilter(n.NamedValue("mountains"), negated=True)


def test_keywords_are_case_insensitive() -> None:
    assert only_step("Each other player draws 1 card") == only_step("each other player draws 1 card")


def test_names_may_contain_keywords_as_parts() -> None:
    step = only_step("shuffle the discard-pile into the deck")
    assert step == n.Do(None, False, (n.Shuffle(n.Ref("table", "discard-pile"), n.Ref("table", "deck")),))


def test_positions_cover_the_words() -> None:
    text = "each other player draws 1 card"
    step = only_step(text)
    verb = step.verbs[0]  # type: ignore[attr-defined]
    assert text[verb.span.start : verb.span.end] == "draws 1 card"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("drwa 1 card", "test.yaml:1:5: unknown word 'drwa' (did you mean 'draw'?)"),
        ("draw 1 crad", "test.yaml:1:12: unknown word 'crad' (did you mean 'card'?)"),
        ("draw 1 card from", "test.yaml:1:21: the sentence ends too early"),
        ("draw 1 card #", "test.yaml:1:17: unexpected character '#'"),
    ],
)
def test_syntax_errors_point_into_the_yaml(text: str, expected: str) -> None:
    node, errors = parse_text(text)
    assert node is None
    assert len(errors) == 1
    assert errors[0].startswith(expected), errors[0]


def test_grammar_words_are_named_as_a_designer_writes_them() -> None:
    """The words an error expects are spelt as written: 'has', never the pattern's stem 'ha'."""
    _, errors = parse_text("a player's points is at least 3", "condition")
    assert "'has'" in errors[0] and "'ha'" not in errors[0], errors[0]
    _, errors = parse_text("a player hs at least 3 points", "condition")
    assert "did you mean 'ha'" not in errors[0], errors[0]


def test_a_choose_one_of_one_option_says_what_to_write() -> None:
    _, errors = parse_text("choose one: draw 1 card")
    assert errors[0].endswith(
        "('choose one' needs two options or more, joined by '; or': one option alone is the step itself, or 'may …')"
    ), errors[0]


def test_misspelt_verb_gets_a_hint() -> None:
    _, errors = parse_text("drwa 1 card")
    assert errors[0].endswith("(did you mean 'draw'?)")


def test_other_entry_points() -> None:
    cond, errors = parse_text("a player has no cards in hand", "condition")
    assert not errors and cond == n.Quantified("some", n.HasNone(n.CardsIn("hand")))
    number, errors = parse_text("the number of cards in your hand + 2", "number")
    assert not errors and number == n.BinOp("+", n.CountCards(n.AllCards((n.Ref("you", "hand"),))), n.Int(2))
    players, errors = parse_text("each player who has the fewest cards in hand", "players")
    assert not errors and players == n.EachPlayer(n.PlayerFilter(who=n.HasFewest(n.CardsIn("hand"))))


def test_options_may_carry_labels_that_become_their_keys() -> None:
    step = only_step("choose one: [draw] draw 1 card; or draw 2 cards; or [pass-it] do nothing")
    assert isinstance(step, n.ChooseOne)
    assert step.labels == ("draw", None, "pass-it")  # a label may be a keyword of the language
    unlabelled = only_step("choose one: draw 1 card; or draw 2 cards")
    assert isinstance(unlabelled, n.ChooseOne) and unlabelled.labels == ()
