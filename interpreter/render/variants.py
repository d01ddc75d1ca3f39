"""The variants of a game as its book prints them: what each switches off, replaces and adds, rendered
from the variant's own build, and where each step it names stands in the standard book."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.content import models
from interpreter.engine.game import Rule
from interpreter.render import gallery, used, words
from interpreter.render.rulebook import end_rules, procedures, provenance, rule_tree, rule_triggers, run_procedures
from interpreter.render.steps_run import runs_on, shown
from interpreter.render.words import name_of

if TYPE_CHECKING:
    from interpreter.engine.game import Game


def variants(game: Game, lang: str) -> list[dict[str, Any]]:
    """Each variant: what it switches off, and — rendered from the variant's own build — the rules it
    replaces or adds, so the printed variant always matches what `--variant` runs."""
    from interpreter.engine.build import load_game
    from interpreter.render.book import own_numbers

    found = []
    names = _entry_names(game, lang)
    symbols = {symbol.id: symbol for found_set in game.symbol_sets.values() for symbol in found_set.symbols.values()}
    rule_ids = {rule.id for rule in game.all_rules()}
    target, roots = game.origin
    for variant in game.model.variants:
        built = load_game(target, variant.id, roots) if target else None
        replaced: list[dict[str, Any]] = []
        added: list[dict[str, Any]] = []
        ends: list[dict[str, Any]] = []
        timelines: list[dict[str, Any]] = []
        if built is not None:
            wanted = {str(step.id) for step in variant.replace} | {  # steps replaced, or reworded as a change
                str(change.rule.id) for change in variant.changes if isinstance(change, models.ReplaceRule)
            }
            where = places(game, lang)
            replaced = [
                {**item, "place": where.get(item["id"])}
                for item in rule_tree(built, [r for r in built.all_rules() if r.id in wanted], lang)
            ]
            own = {str(t.id) for t in variant.triggers}
            added = [t for t in rule_triggers(built, lang) if t["id"] in own]
            own_ends = {str(e.id) for e in variant.end}
            ends = _own_ends(end_rules(built, lang), own_ends)
            new = run_procedures(built) - run_procedures(game)
            timelines = [p for p in procedures(built, lang) if p["id"] in new]
        kept = _kept(game, built, variant, lang)
        off = {str(i) for i in variant.disable}
        powerless = [one for one in game.symbol_sets.values() if one.symbols and set(one.symbols) <= off]
        all_gone = {symbol for one in powerless for symbol in one.symbols}
        found.append(
            {
                "id": variant.id,
                "name": name_of(variant.name, lang),
                **provenance(variant.source, variant.id, lang),
                "players": variant.players,
                "disabled": [names.get(str(i), str(i)) for i in variant.disable],
                # a set whose every symbol loses its power is said as one: "no symbol has a power"
                "powerless": [words.word(found_set.model.name) for found_set in powerless],
                "disabled_powers": [
                    names[str(i)] for i in variant.disable if str(i) in symbols and str(i) not in all_gone
                ],
                # «не действуют свойства символов: <родительный падеж>» — the symbols whose powers are off
                "disabled_powers_gen": [
                    words.word(symbols[str(i)].model.name).ru.form("gen")
                    for i in variant.disable
                    if str(i) in symbols and str(i) not in all_gone
                ],
                # an id that names a symbol and a step too switches off both: the power and the rule
                "disabled_rules": [
                    names.get(str(i), str(i))
                    for i in variant.disable
                    if (str(i) not in symbols or str(i) in rule_ids) and str(i) not in kept
                ],
                "kept": [kept[str(i)] for i in variant.disable if str(i) in kept],
                "no_refill": [name_of(game.zone_by_id[str(z)].model.name, lang) for z in variant.no_refill],
                "zone_ids": []
                if built is None
                else used.variant_only(game, built, run_procedures(game), run_procedures(built)),
                "face_down_ids": [] if built is None else sorted(used.face_down_zones(built)),
                "replaced": replaced,
                "triggers": added,
                "end": ends,
                "procedures": timelines,
                "renamed": _renamed(game, built, variant, lang),
                "cards_changed": _cards_changed(built, variant, lang),
                **(own_numbers(built, variant, lang) if built is not None else {"counters": [], "stats": []}),
            }
        )
    return found


def _cards_changed(built: Game | None, variant: Any, lang: str) -> list[dict[str, Any]]:
    """The cards this variant prints anew (`change-card`, `replace-card`), with their text as its build runs them:
    a reader of the standard book's variant section plays them the variant's way."""
    if built is None:
        return []
    by_id = {definition.id: definition for definition in built.cards}
    changed = {str(c.card): c for c in variant.changes if isinstance(c, (models.ChangeCard, models.ReplaceCard))}
    return [
        {
            "name": name_of(by_id[card_id].model.name, lang),
            "texts": gallery.card_texts(built, by_id[card_id], lang),
            "id": card_id,
            **provenance(change.source, change.card, lang),
        }
        for card_id, change in changed.items()
        if card_id in by_id
    ]


def _renamed(game: Game, built: Game | None, variant: Any, lang: str) -> list[tuple[str, str]]:
    """The rules' own words this variant says otherwise ("opponent" → "other player" in a co-operative game), so a
    reader of the standard rules reads them the variant's way."""
    if built is None:
        return []
    standard, own = words.core(lang, game), words.core(lang, built)
    return [(standard[str(k)].form(), own[str(k)].form()) for k in variant.words if standard[str(k)] != own[str(k)]]


def _kept(game: Game, built: Game | None, variant: Any, lang: str) -> dict[str, dict[str, Any]]:
    """The switched-off `if` steps whose `otherwise` steps stay in force: "leaves out the rule X" alone would
    read as if all of step 2 were gone, so the book says what step 2 becomes (its `otherwise`, from the
    variant's own build)."""
    source = built if built is not None else game
    by_id = {rule.id: rule for rule in source.all_rules()}
    where = places(game, lang)
    names = _entry_names(game, lang)
    return {
        str(i): {
            "name": names.get(str(i), str(i)),
            "place": where.get(str(i)),
            "steps": rule_tree(source, by_id[str(i)].otherwise, lang),
        }
        for i in variant.disable
        if str(i) in by_id and by_id[str(i)].kind == "if" and by_id[str(i)].otherwise
    }


def places(game: Game, lang: str) -> dict[str, dict[str, str]]:
    """Where each step stands in the book: its part (setup, round, turn or a timeline) and its number
    there ("3", or "2.1" for a step under step 2), so that a variant can say which step it replaces."""
    found: dict[str, dict[str, str]] = {}

    def number(rules: list[Rule], part: str, name: str, prefix: str = "", start: int = 1) -> None:
        for index, rule in enumerate(shown(game, rules), start):
            label = f"{prefix}{index}"
            title = name_of(rule.model.name, lang)  # the step's own bold title, if it has one
            found.setdefault(rule.id, {"part": part, "name": name, "number": label, "title": title})
            number(rule.children, part, name, label + ".")
            number(rule.otherwise, part, name, label + ".")

    number(game.setup, "setup", "")
    number(game.round_start + game.round_end, "round", "")
    number(game.turn, "turn", "")
    for procedure in game.procedures.values():
        name = name_of(procedure.model.name, lang)
        main = procedure.steps + (procedure.finally_ if runs_on(procedure.steps) else [])
        number(main, "procedure", name)
        for _, steps in procedure.sections:
            number(steps + procedure.finally_, "procedure", name, start=len(procedure.steps) + 1)
    return found


def _entry_names(game: Game, lang: str) -> dict[str, str]:
    """The name of everything a variant can switch off: symbols, rules, triggers, end rules."""
    names: dict[str, str] = {}
    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            names[symbol.id] = name_of(symbol.model.name, lang)
    rules = [(r.id, r.model.name) for r in game.all_rules()] + [
        (t.id, t.model.name) for t in game.triggers if t.card is None
    ]
    rules += [(e.id, e.rule.model.name) for e in game.end]
    for rule_id, name in rules:
        names.setdefault(rule_id, name_of(name, lang) or rule_id)
    return names


def _own_ends(every: list[dict[str, Any]], own: set[str]) -> list[dict[str, Any]]:
    """A variant's own ways to end, as its list prints them apart from the standard game's: one that is asked
    only if an earlier standard one did not end the game names that one ("If “Treasure found” has not ended
    the game, it ends …"), since a bare "Otherwise" would point at nothing in the variant's list."""
    ends = []
    for i, e in enumerate(every):
        if e["id"] not in own:
            continue
        before = [x for x in every[:i] if x["after"] == e["after"] and not x["bookkeeping"]]
        if e["otherwise"] and before and before[-1]["id"] not in own:
            e = {**e, "otherwise": False, "unless": [x["name"] for x in before if x["id"] not in own and x["name"]]}
        ends.append(e)
    return ends
