"""A rule that is one long choice prints as a lead and a list of its options ("Choose one:" and a bullet
per option), as a printed rule book sets it, instead of one sentence of options joined by "; or"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import words

if TYPE_CHECKING:
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
