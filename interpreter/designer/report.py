"""Showing a diff: side by side in the terminal (words that changed marked), or as Markdown — the
errata sheet a publisher prints next to the rule book."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table
from rich.text import Text

if TYPE_CHECKING:
    from interpreter.engine.game import Game

from interpreter.designer.diff import BehaviourChange, PieceChange, as_rows, text_changes

_STATUS = {
    "en": {"added": "Added", "removed": "Removed", "changed": "Changed"},
    "ru": {"added": "Добавлено", "removed": "Удалено", "changed": "Изменено"},
}
_HEAD = {
    "en": ("Errata", "Was", "Now", "Source", "Date", "What now plays differently"),
    "ru": ("Исправления", "Было", "Стало", "Источник", "Дата", "Что теперь играется иначе"),
}


def marked(old: str, new: str) -> tuple[Text, Text]:
    """Both texts with the words only one of them has marked: struck out on the left, highlighted on the right."""
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    left, right = Text(), Text()
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        style_left, style_right = ("", "") if op == "equal" else ("bold #cc3333 strike", "bold #22aa44")
        _append(left, a[i1:i2], style_left)
        _append(right, b[j1:j2], style_right)
    return left, right


_TOKENS = re.compile(r"[^ \n]+|\n")


def _append(text: Text, tokens: list[str], style: str) -> None:
    for token in tokens:
        if token == "\n":
            text.append("\n")
        else:
            if text.plain and not text.plain.endswith("\n"):
                text.append(" ")
            text.append(token, style=style)


def print_diff(
    console: Console,
    changes: list[PieceChange],
    behaviour: list[BehaviourChange] | None,
    langs: Iterable[str],
    labels: tuple[str, str],
) -> None:
    langs = tuple(langs)
    if not changes:
        console.print(f"No rule text differs between {labels[0]} and {labels[1]}.")
    for change in changes:
        kind, _, ident = change.key.partition(":")
        console.print(f"\n[bold]{kind} {ident}[/bold] — {change.title(langs[0])} ({change.status})")
        table = Table(show_header=True, header_style="bold", expand=True, show_lines=True)
        table.add_column("", width=3)
        table.add_column(labels[0], ratio=1)
        table.add_column(labels[1], ratio=1)
        for lang in langs:
            old, new = as_rows(change, lang)
            left, right = marked(old, new)
            table.add_row(lang, left, right)
        console.print(table)
    if behaviour is None:
        return
    if not behaviour:
        console.print("\nEvery scenario and playthrough behaves the same on both sides.")
        return
    console.print(f"\n[bold]{len(behaviour)} scenario files and playthroughs now behave differently[/bold]")
    for item in behaviour:
        console.print(f"  {item.kind} {item.path}\n    before: {item.old}\n    now:    {item.new}")


def errata_markdown(
    title: str,
    changes: list[PieceChange],
    lang: str,
    behaviour: list[BehaviourChange] | None = None,
    dated: dict[str, tuple[str | None, str]] | None = None,
) -> str:
    """The errata sheet: each changed rule or card, what it said and what it says now."""
    head = _HEAD[lang]
    lines = [f"# {head[0]}: {title}", ""]
    for change in changes:
        old, new = as_rows(change, lang)
        lines += [f"## {_STATUS[lang][change.status]}: {change.title(lang)}", ""]
        if dated is not None and change.key in dated:
            date, source = dated[change.key]
            lines += [f"*{head[4]}: {date}. {head[3]}: {source}*" if date else f"*{head[3]}: {source}*", ""]
        if change.status != "added":  # a side the change does not have is left out, not printed as a dash
            lines += [f"**{head[1]}:**", "", *_quoted(old), ""]
        if change.status != "removed":
            lines += [f"**{head[2]}:**", "", *_quoted(new), ""]
    if behaviour:
        lines += [f"## {head[5]}", ""]
        lines += [f"- `{b.path}`: {b.new}" for b in behaviour]
        lines.append("")
    return "\n".join(lines)


def _quoted(text: str) -> list[str]:
    lines = text.splitlines() or [""]
    return [f"> {line}  " if line else ">" for line in lines[:-1]] + [f"> {lines[-1]}"]


def errata_sheet(old: Game, new: Game, lang: str) -> str:
    """The errata sheet of an edition (`new`) against the game without it (`old`), in one language."""
    from interpreter.content.overlay import change_notes
    from interpreter.render.words import name_of

    title = name_of(new.variant.name, lang) if new.variant is not None else str(new.model.id)
    return errata_markdown(
        f"{name_of(new.model.name, lang)} — {title}",
        text_changes(old, new, (lang,)),
        lang,
        None,
        change_notes(new.variant),
    )
