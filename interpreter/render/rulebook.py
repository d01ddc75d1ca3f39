"""The rules of a game as data for a book: every step, procedure, trigger, end rule and variant,
each already rendered from its checked DSL tree, with its source and its place in the YAML.

The templates decide what each edition shows: the player edition marks assumed rules with a
dagger, the proof edition adds the sources, ids and `file:line`. Nothing here is typed by hand:
change a rule in YAML and its text changes with it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.engine.game import Rule
from interpreter.render import alone, idioms, lists, loops, words
from interpreter.render.steps_run import runs_on, shown
from interpreter.render.text import renderer_for
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def provenance(source: Any, located: Any, lang: str) -> dict[str, Any]:
    """Where a rule comes from: its source text, whether part of it is assumed in the book's language, and its
    YAML line. `assumed (ru): …` is an assumption of one edition only (a Russian name the sources never give):
    the English book does not mark it."""
    text = str(source)
    mark = getattr(located, "mark", None)
    where = f"{mark.path}:{mark.line}" if mark is not None and mark.line else ""
    return {"source": text, "assumed": is_assumed(text, lang), "where": where}


def is_assumed(source: str, lang: str) -> bool:
    return "assumed:" in source or f"assumed ({lang}):" in source


def rule_tree(game: Game, rules: list[Rule], lang: str, setting: bool = False) -> list[dict[str, Any]]:
    """`setting`: the rules of setup, where numbers set to plain values are stated ("The bonus is 1.")."""
    r = renderer_for(game, lang)
    items = []
    for rule in shown(game, rules):
        item: dict[str, Any] = {
            "id": rule.id,
            "name": name_of(rule.model.name, lang),
            "children": [],
            "otherwise": [],
            "conditional": False,
            **provenance(rule.source, rule.model.id, lang),
        }
        if rule.kind == "if":
            item["condition"] = r.render(rule.node)
            item["children"] = rule_tree(game, rule.children, lang)
            item["otherwise"] = rule_tree(game, rule.otherwise, lang)
            item["folded"] = folded(item)
        elif rule.kind == "window":
            mode = rule.extra.get("mode", "both")
            item["text"] = (
                words.capitalize(r.macro("window_step", rule.extra["players"], rule.extra["window"], mode)) + "."
            )
        elif "instead" in rule.extra:
            lists.instead_item(r, rule, item)
        elif setting and idioms.given(rule.node):
            item["text"] = words.capitalize(r.macro("given", idioms.given(rule.node))) + "."
        else:
            item["text"] = r.sentence(rule.node)
            # a sheet that runs this text on after another condition keeps a colon: "If A, if B, …" would not read
            item["conditional"] = item["text"].startswith(IF_WORD[lang])
            listed = lists.listed_choice(r, rule.node, item["text"])
            if listed is not None:
                item["lead"], item["options"] = listed
        items.append(item)
    return items


def folded(item: dict[str, Any]) -> str | None:
    """The one step under a condition, when the player edition can say both as one sentence: "If there are
    at least 3 players, set the goal to 4." rather than a list of one. Not when the step has a name,
    steps or options of its own, is several sentences (the condition would seem to cover only the first),
    or is marked assumed while the condition is not (its dagger would be lost); the proof edition keeps
    the step, with its id and line."""
    if item["otherwise"] or len(item["children"]) != 1:
        return None
    child = item["children"][0]
    text = str(child.get("text", ""))
    if child["name"] or child["children"] or child["otherwise"] or "options" in child or "condition" in child:
        return None
    sentences = text.rstrip(".").replace("(см. ", "(")  # a reference «(см. «…»)» ends no sentence
    if not text or ". " in sentences or child["assumed"] != item["assumed"] or child.get("conditional"):
        return None
    return text


def procedures(game: Game, lang: str) -> list[dict[str, Any]]:
    """Each procedure (timeline): its main steps, then each section, each ending with `finally`."""
    found = []
    for procedure in game.procedures.values():
        model = procedure.model
        last = rule_tree(game, procedure.finally_, lang)
        main = rule_tree(game, procedure.steps, lang) + (last if runs_on(procedure.steps) else [])
        steps = refer_repeats(main, 1, lang)
        found.append(
            {
                "id": procedure.id,
                "name": name_of(model.name, lang),
                **provenance(model.source, model.id, lang),
                "roles": [name_of(v.name, lang) for v in model.variables if v.id in model.roles],
                "tallies": guard(game, procedure, lang) + tallies(game, model, lang),
                "steps": steps,
                "sections": [
                    {
                        "id": str(section.id),
                        "name": name_of(section.name, lang),
                        **provenance(section.source, section.id, lang),
                        # numbered on after the main steps as printed (with `finally` when they run on into
                        # it): "18. Discard …" of the main steps is not followed by a section's "18."
                        "steps": refer_repeats(rule_tree(game, rule_steps, lang) + last, len(steps) + 1, lang),
                        "start": len(steps) + 1,
                    }
                    for section, rule_steps in procedure.sections
                ],
            }
        )
    return found


IF_WORD = {"en": "If ", "ru": "Если "}


SAME_AS = {"en": "Same as step {number}.", "ru": "Как в шаге {number}."}
LONG_STEP = 80  # a shorter step is said again: a reference would save nothing


def refer_repeats(items: list[dict[str, Any]], start: int, lang: str) -> list[dict[str, Any]]:
    """A step that says word for word what an earlier step of the same list said points back to it, as a
    printed timeline does ("15. Same as step 13."); its source and place stay for the proof edition."""
    first: dict[str, int] = {}
    for number, item in enumerate(items, start):
        text = item.get("said", item.get("text"))
        nested = (item["children"] or item["otherwise"]) and "said" not in item
        if not isinstance(text, str) or nested or len(text) < LONG_STEP:
            continue
        if text in first:
            item["text"] = SAME_AS[lang].format(number=first[text])
            item["children"] = []
            item.pop("lead", None)
            item.pop("options", None)
        else:
            first[text] = number
    return items


def rule_roots(game: Game, cards: bool = True) -> list[Any]:
    """Every rule, trigger, symbol power and (with `cards`) card text of this build, as checked trees."""
    roots: list[Any] = [r.node for r in game.all_rules()] + [t.effect for t in game.triggers]
    for symbols in game.symbol_sets.values():
        roots += [node for symbol in symbols.symbols.values() for node in symbol.effects.values()]
    for card in game.cards if cards else ():
        roots += list(card.effects.values()) + [a.effect for a in card.plays + card.abilities]
    return [root for root in roots if isinstance(root, n.Node)]


def tallies(game: Game, procedure: Any, lang: str) -> list[str]:
    """The numbers of a timeline that steps and cards only add to or take from ("add 1 to the extra gems"),
    never set outright: the text never says what they start at, so the book does ("The extra gems are 0 at the
    start of each auction"). A number some step sets ("set the gem total to …") is introduced by that step."""
    numbers = {str(v.id): v for v in procedure.variables if v.type == "number"}
    stepped: set[str] = set()
    introduced: set[str] = set()
    for root in rule_roots(game):
        for node in root.walk():
            if isinstance(node, n.ChooseNumber):
                introduced.add(node.name)
            if not (isinstance(node, n.Set) and isinstance(node.target, n.VarRef)):
                continue
            value, name = node.value, node.target.name
            step = isinstance(value, n.BinOp) and value.op in ("+", "-") and value.left == node.target
            (stepped if step else introduced).add(name)
    r = renderer_for(game, lang)
    starts = [
        r.macro("tally", name, str(procedure.id), numbers[name].start)
        for name in numbers
        if name in stepped and name not in introduced
    ]
    return starts + bounds(game, procedure, lang)


def guard(game: Game, procedure: Any, lang: str) -> list[str]:
    """When a timeline may run at all (its `if:`): the engine runs none of it otherwise, so the book says so
    first ("You may build a bridge only if …"), or a reader would carry out the steps that still can be. A
    timeline no rule runs, only cards, says that too ("… only when a card lets you"): its own section would
    read as a thing a player may do at any time."""
    told = cards_only(game, str(procedure.id))
    if procedure.condition is None and not told:
        return []
    r = renderer_for(game, lang)
    condition = r.render(procedure.condition) if procedure.condition is not None else ""
    return [r.macro("runs_only_if", str(procedure.id), condition, told)]


def cards_only(game: Game, procedure_id: str) -> bool:
    """Whether only cards' texts run this timeline: no step of the setup, rounds, turn or timelines, no
    trigger and no symbol's power does."""

    def runs(roots: list[Any]) -> bool:
        return any(isinstance(x, n.Run) and x.procedure == procedure_id for root in roots for x in root.walk())

    return not runs(rule_roots(game, cards=False)) and runs(rule_roots(game))


def bounds(game: Game, procedure: Any, lang: str) -> list[str]:
    """The limits the engine keeps a timeline's number within, whatever is added to it ("The bid never goes below 1
    or above 9"): a number kept within limits the book did not state would read as unbounded."""
    r = renderer_for(game, lang)
    return [
        r.macro("kept_within", str(v.id), v.min, v.max)
        for v in procedure.variables
        if v.type == "number" and (v.min is not None or v.max is not None)
    ]


def run_procedures(game: Game) -> set[str]:
    """The procedures that some rule, trigger, symbol or card of this build can start: a timeline that
    only a variant uses is not printed in the standard game's book."""
    roots = rule_roots(game)
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, n.Run):
            found.add(node.procedure)
        if isinstance(node, (list, tuple)):
            for item in node:
                walk(item)
        else:
            for name in _field_names(type(node)):
                walk(getattr(node, name))

    walk(roots)
    return found


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """The fields of a node class (none for anything else), looked up once per class: the walk above
    meets every node of every rule and card each time a book is rendered (`rulebook watch`: each save)."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else ()
    return found


def rule_triggers(game: Game, lang: str) -> list[dict[str, Any]]:
    """The rules' own triggers ("whenever a wild card enters your hand: …"), rendered."""
    r = renderer_for(game, lang)
    found = []
    for trigger in game.triggers:
        if trigger.card is None and game.is_enabled(trigger.id):
            said = trigger.condition is None or loops.loss_says_when(trigger.condition, trigger.effect)
            condition = "" if said else r.render(trigger.condition)
            text = words.capitalize(
                r.macro("trigger", r.render(trigger.event), condition, "", trigger.model.after_effect)
            )
            found.append(
                {
                    "id": trigger.id,
                    "name": name_of(trigger.model.name, lang),
                    "text": r.triggered(text, trigger.effect),
                    **provenance(trigger.model.source, trigger.model.id, lang),
                }
            )
    return found


def end_rules(game: Game, lang: str) -> list[dict[str, Any]]:
    """The ways the game ends. The engine asks them in order and the first that holds ends the game, so
    one asked at the same moment as an earlier one (printed: not bookkeeping) reads "Otherwise, …"."""
    r = renderer_for(game, lang)
    enabled = [e for e in game.end if game.is_enabled(e.id)]
    solo = game.max_players == 1  # "you have …; you win", not "a player has …; each player who has … wins"
    return [
        {
            "id": e.id,
            "otherwise": any(
                earlier.rule.model.after == e.rule.model.after and not earlier.rule.model.bookkeeping
                for earlier in enabled[:i]
            ),
            "unless": [],  # the earlier ways to end, named when "Otherwise" would point at nothing printed
            "name": name_of(e.rule.model.name, lang),
            "when": r.render(alone.said_of_you(e.rule.node) if solo else e.rule.node),
            "after": e.rule.model.after,
            "winners": r.render(e.rule.extra["winners"]) if e.rule.extra["winners"] is not None else "",
            "draw": e.rule.model.draw,
            "nobody": _nobody(e.rule.extra["winners"]),
            "you": solo and alone.you_win(e.rule.extra["winners"]),
            "such": _such(e.rule.node, e.rule.extra["winners"]),
            "ties": r.render(e.rule.extra["ties"]) if e.rule.extra.get("ties") is not None else None,
            "winner": name_of(e.rule.model.winner, lang) if e.rule.model.winner is not None else None,
            "bookkeeping": e.rule.model.bookkeeping,
            **provenance(e.rule.source, e.rule.model.id, lang),
        }
        for i, e in enumerate(enabled)
    ]


def _such(when: Any, winners: Any) -> bool:
    """Winners who are the players the end condition found ("if a player has no cards in hand; each player who
    has no cards in hand wins"): said "each such player wins", not the condition twice."""
    return (
        isinstance(when, n.Quantified)
        and when.quantifier == "some"
        and not when.others
        and isinstance(winners, n.EachPlayer)
        and not winners.filter.others
        and not winners.filter.except_
        and winners.filter.start is None
        and winners.filter.who == when.pred
    )


def _nobody(node: Any) -> bool:
    """A winners clause that names no player ("no player"): the game, not a player, wins."""
    return isinstance(node, n.Nobody)


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
