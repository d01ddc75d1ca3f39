"""A rule that is one long choice prints as a lead and a list of its options ("Choose one:" and a bullet
per option), as a printed rule book sets it, instead of one sentence of options joined by "; or"."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import words

if TYPE_CHECKING:
    from interpreter.engine.game import Rule
    from interpreter.render.text import Renderer

OPTION_BREAK = "\ue000"  # between the lead and the options when a choice is rendered `listed`
LISTED_FROM_OPTIONS = 3  # a choice of this many options or more is listed …
LISTED_FROM_LENGTH = 160  # … and so is a shorter one whose sentence is longer than this


def _lone_choice(node: Any) -> tuple[n.ChooseOne, bool] | None:
    """The choice a rule is made of — alone, or repeated "any number of times" — and whether repeated."""
    if not isinstance(node, n.Effect) or len(node.sentences) != 1 or len(node.sentences[0].steps) != 1:
        return None
    step = node.sentences[0].steps[0]
    if isinstance(step, n.AnyTimes) and len(step.body.steps) == 1 and isinstance(step.body.steps[0], n.ChooseOne):
        return step.body.steps[0], True
    return (step, False) if isinstance(step, n.ChooseOne) else None


def listed_choice(r: Renderer, node: Any, sentence: str) -> tuple[str, list[str]] | None:
    """(lead, options) of a rule that is one choice worth listing; None to keep it one sentence."""
    found = _lone_choice(node)
    if found is None:
        return None
    choice, repeated = found
    if len(choice.options) < LISTED_FROM_OPTIONS and len(sentence) <= LISTED_FROM_LENGTH:
        return None
    said = r.render(choice, listed=True)
    if OPTION_BREAK not in said:  # a choice said another way ("choose a kind of gem: …")
        return None
    lead, *options = said.split(OPTION_BREAK)
    if repeated:
        lead = r.macro("any_times_lead", lead)
    # an option may end on the comma that closes a Russian clause («…, равном X,»): the full stop closes it instead
    return words.capitalize(lead.strip()) + ":", [words.capitalize(o.strip().rstrip(",")) + "." for o in options]


class Choices:
    """The choices being rendered, innermost last (True: another player's): a number set in an option is
    chosen, not worked out, and "you" in another player's option is "they"."""

    def __init__(self) -> None:
        self._open: list[bool] = []

    def choosing(self, step: int = 0, other: bool = False) -> bool | str:
        """`choosing(1, other)` / `choosing(-1)` enter and leave a choice's options (printing nothing);
        `choosing()` tells whether the text being rendered is an option, `choosing(other=True)` whether it
        is an option of another player's choice."""
        if step > 0:
            self._open.append(other)
        elif step < 0:
            self._open.pop()
        else:
            return bool(self._open) and (self._open[-1] or not other)
        return ""


def instead_item(r: Renderer, rule: Rule, item: dict[str, Any]) -> None:
    """A step a card may replace: "X may play a card that says “…”. If they do not, …" and then the step
    itself — its options as a list, or its sentences as numbered steps, or one sentence on the same line.
    `said` is the whole step, for telling a repeat of it."""
    by = rule.extra["by"]
    head = words.capitalize(r.macro("instead_step", by, rule.extra["instead"]))
    who = "you" if isinstance(by, n.You) else "they"
    whole = r.sentence(rule.node)
    item["said"] = head + " " + whole
    listed = listed_choice(r, rule.node, whole)
    node = rule.node
    if listed is not None:
        item["lead"], item["options"] = r.macro("if_not_then", head, words.uncapitalize(listed[0]), who), listed[1]
        item["text"] = r.macro("if_not_then", head, words.uncapitalize(whole), who)  # a quick sheet's one line
    elif isinstance(node, n.Effect) and len(node.sentences) > 1:
        item["text"] = r.macro("if_not_then", head, "", who)
        item["children"] = [  # parts of this step: its source is noted once, on the step (`quiet`)
            {**item, "id": f"{item['id']}-{i}", "name": None, "children": [], "otherwise": [], "assumed": False}
            | {"quiet": True, "text": r.sentence(replace(node, sentences=(sentence,)))}
            for i, sentence in enumerate(node.sentences, 1)
        ]
    else:
        item["text"] = r.macro("if_not_then", head, words.uncapitalize(whole), who)
