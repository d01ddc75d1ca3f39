"""Variants, editions and errata: overlays on the validated content, applied before any DSL is read.

One mechanism. A variant in the game file and an edition in a file of its own (`kind: edition`)
are both `models.Variant`: rules switched off or replaced, cards left out, and dated, sourced
`changes` that add, replace, remove or change cards and replace rules. Overlays compose in order
(`second-edition+solo`), so an erratum applies to a variant as it does to the standard game.

Changes keep their YAML positions: a card the erratum rewrites reports its problems at the
erratum's lines, the untouched fields at the card file's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from interpreter.content import models
from interpreter.content.library import GameSpec
from interpreter.content.source import Located
from interpreter.diagnostics import Diagnostics, did_you_mean

STANDARD = "standard"


def overlays(spec: GameSpec) -> list[models.Variant]:
    """Every overlay of a game, in the order `rulebook games` lists them: the game file's variants,
    then the editions."""
    return [*spec.game.variants, *spec.editions]


def is_edition(spec: GameSpec, overlay_id: str) -> bool:
    return any(str(e.id) == overlay_id for e in spec.editions)


def select(spec: GameSpec, variant_id: str | None, diagnostics: Diagnostics) -> tuple[models.Variant | None, GameSpec]:
    """The overlay named `variant_id` (`a+b` applies `a`, then `b`) and the content it makes; on an
    unknown name, a diagnostic and (None, spec)."""
    if variant_id in (None, STANDARD):
        return None, spec
    known = {str(o.id): o for o in overlays(spec)}
    chosen: list[models.Variant] = []
    for part in str(variant_id).split("+"):
        found = known.get(part)
        if found is None:
            names = [STANDARD, *known]
            diagnostics.add(
                spec.game.id.mark,
                f"{spec.game.id} has no variant or edition '{part}'",
                did_you_mean(part, names) or "variants and editions: " + ", ".join(names),
            )
            return None, spec
        chosen.append(found)
    merged = merge(chosen)
    return merged, apply_changes(with_own_numbers(spec, merged), merged, diagnostics)


def with_own_numbers(spec: GameSpec, overlay: models.Variant) -> GameSpec:
    """The content with the counters and stats only this overlay has, after the game's own (a repeated id is
    the checker's error, at the overlay's line)."""
    if not overlay.counters and not overlay.stats:
        return spec
    game = spec.game.model_copy(
        update={"counters": [*spec.game.counters, *overlay.counters], "stats": [*spec.game.stats, *overlay.stats]}
    )
    return replace(spec, game=game)


def merge(chosen: list[models.Variant]) -> models.Variant:
    """One overlay doing what `chosen` do one after the other (a later replacement of a step wins)."""
    if len(chosen) == 1:
        return chosen[0]
    replaced: dict[str, Any] = {}
    for overlay in chosen:
        for step in overlay.replace:
            replaced[str(step.id)] = step
    last = chosen[-1]
    return models.Variant.model_construct(
        id=Located("+".join(str(o.id) for o in chosen)),
        name=last.name,
        source=last.source,
        date=next((o.date for o in reversed(chosen) if o.date is not None), None),
        players=next((o.players for o in reversed(chosen) if o.players is not None), None),
        disable=[i for o in chosen for i in o.disable],
        replace=list(replaced.values()),
        remove_cards=[c for o in chosen for c in o.remove_cards],
        triggers=[t for o in chosen for t in o.triggers],
        end=[e for o in chosen for e in o.end],
        no_refill=[z for o in chosen for z in o.no_refill],
        changes=[c for o in chosen for c in o.changes],
        words={k: w for o in chosen for k, w in o.words.items()},
        counters=[c for o in chosen for c in o.counters],
        stats=[s for o in chosen for s in o.stats],
    )


def rule_replacements(overlay: models.Variant | None) -> list[Any]:
    """The steps an overlay replaces: its `replace` list, then its `replace-rule` changes (later wins)."""
    if overlay is None:
        return []
    found: dict[str, Any] = {str(s.id): s for s in overlay.replace}
    for change in overlay.changes:
        if isinstance(change, models.ReplaceRule):
            found[str(change.rule.id)] = change.rule
    return list(found.values())


def apply_changes(spec: GameSpec, overlay: models.Variant, diagnostics: Diagnostics) -> GameSpec:
    """The content with the overlay's card changes made (rule changes are made by the checker)."""
    card_changes = [c for c in overlay.changes if not isinstance(c, models.ReplaceRule)]
    if not card_changes:
        return spec
    files = [list(f.cards) for f in spec.card_files]
    zones = [str(f.zone) for f in spec.card_files]
    extra: dict[str, list[models.Card]] = {}

    def where(card_id: Located) -> tuple[int, int] | None:
        for i, cards in enumerate(files):
            for j, card in enumerate(cards):
                if str(card.id) == str(card_id):
                    return i, j
        known = [str(c.id) for cards in files for c in cards] + [str(c.id) for c in _all(extra)]
        diagnostics.add(card_id.mark, f"no card '{card_id}' to change", did_you_mean(str(card_id), known))
        return None

    for change in card_changes:
        if isinstance(change, models.AddCard):
            if any(str(c.id) == str(change.card.id) for cards in files for c in cards):
                diagnostics.add(change.card.id.mark, f"a card '{change.card.id}' exists: use 'kind: replace-card'")
            elif str(change.zone) in zones:
                files[zones.index(str(change.zone))].append(change.card)
            else:
                extra.setdefault(str(change.zone), []).append(change.card)
            continue
        found = where(change.card)
        if found is None:
            continue
        i, j = found
        if isinstance(change, models.ReplaceCard):
            files[i][j] = change.with_
        elif isinstance(change, models.RemoveCard):
            files[i][j] = files[i][j].model_copy(update={"out_of_game": True})
        elif isinstance(change, models.ChangeCard):
            changed = _changed(files[i][j], change, diagnostics)
            if changed is not None:
                files[i][j] = changed
    card_files = [f.model_copy(update={"cards": cards}) for f, cards in zip(spec.card_files, files, strict=True)]
    for zone, cards in extra.items():
        card_files.append(models.CardsFile.model_construct(kind="cards", zone=Located(zone), source=None, cards=cards))
    return replace(spec, card_files=card_files)


def _all(extra: dict[str, list[models.Card]]) -> list[models.Card]:
    return [c for cards in extra.values() for c in cards]


_FIELDS = sorted(models.Card.model_fields)


def _changed(card: models.Card, change: models.ChangeCard, diagnostics: Diagnostics) -> models.Card | None:
    """`card` with the fields `change.set` names (`copies`, `properties.cost`, `effects.summoned`)."""
    data = card.model_dump(by_alias=True, exclude_unset=True)
    ok = True
    for path, value in change.set.items():
        head, _, rest = str(path).partition(".")
        if head not in _FIELDS or head == "id":
            hint = did_you_mean(head, _FIELDS) or "fields: " + ", ".join(f for f in _FIELDS if f != "id")
            diagnostics.add(path.mark, f"a card has no field '{head}' to change", hint)
            ok = False
        elif rest:
            inner = data.setdefault(head, {})
            if not isinstance(inner, dict):
                diagnostics.add(path.mark, f"'{head}' is not a table of named values: set '{head}' as a whole")
                ok = False
            else:
                inner[rest] = value
        else:
            data[head] = value
    if not ok:
        return None
    try:
        return models.Card.model_validate(data)
    except ValidationError as error:
        for item in error.errors():
            where = ".".join(str(p) for p in item["loc"])
            diagnostics.add(
                change.card.mark, f"the changed card '{change.card}' is not valid at {where}: {item['msg']}"
            )
        return None


def change_notes(overlay: models.Variant | None) -> dict[str, tuple[str | None, str]]:
    """(date, source) of each change, by the key of what it changed (`card:ID`, `rule:ID`), for the
    errata sheet; the overlay's own date stands in for a change that has none."""
    if overlay is None:
        return {}
    notes: dict[str, tuple[str | None, str]] = {}
    for change in overlay.changes:
        if isinstance(change, models.ReplaceRule):
            key = f"rule:{change.rule.id}"
        elif isinstance(change, models.AddCard):
            key = f"card:{change.card.id}"
        else:
            key = f"card:{change.card}"
        date = str(change.date or overlay.date or "") or None
        if key in notes:  # several changes to one card: every source, the latest date
            earlier, sources = notes[key]
            date = max(filter(None, (earlier, date)), default=None)
            notes[key] = (date, sources if str(change.source) in sources else f"{sources}; {change.source}")
        else:
            notes[key] = (date, str(change.source))
    for step in overlay.replace:
        notes.setdefault(f"rule:{step.id}", (str(overlay.date) if overlay.date else None, str(overlay.source)))
    return notes
