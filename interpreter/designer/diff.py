"""What an erratum changed: the rule text, side by side in each language, and how the game now plays.

Two sides are compared. A side is some content (the current checkout, a folder, or a git revision)
with an overlay (`standard`, a variant, an edition, or several joined by `+`). Both sides are
rendered through the same templates and compared piece by piece (`texts.pieces`); then every
scenario file and recorded playthrough of the game is run on both sides, and those that now
behave differently are listed with where they part ways.
"""

from __future__ import annotations

import subprocess
import tarfile
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path

from interpreter.designer.texts import Piece, pieces
from interpreter.engine.build import load_game
from interpreter.engine.game import Game
from interpreter.errors import RulebookError

LANGS = ("en", "ru")


@dataclass(frozen=True)
class Side:
    """Content (None: the usual roots) and an overlay to build a game with."""

    roots: tuple[Path, ...] | None = None
    overlay: str | None = None
    label: str = "standard"

    def load(self, game: str, variant: str | None = None) -> Game:
        wanted = "+".join(v for v in (self.overlay, variant) if v and v != "standard") or None
        return load_game(game, wanted, list(self.roots) if self.roots else None)


@dataclass
class PieceChange:
    key: str
    status: str  # added, removed, changed
    old: dict[str, Piece | None] = field(default_factory=dict)  # language -> piece
    new: dict[str, Piece | None] = field(default_factory=dict)

    def title(self, lang: str) -> str:
        piece = self.new.get(lang) or self.old.get(lang)
        return piece.title if piece else self.key


@dataclass
class BehaviourChange:
    path: str
    kind: str  # scenario, playthrough
    old: str  # what happens on the old side
    new: str


def side(content: str | None, overlay: str | None) -> Side:
    """`content`: None (the checkout), a folder (a content root or a game folder's root), or `git:REV`."""
    label = " ".join(part for part in (content, overlay or ("standard" if content is None else None)) if part)
    if content is None:
        return Side(None, overlay, label)
    if content.startswith("git:"):
        return Side((content_at(content.removeprefix("git:")),), overlay, label)
    path = Path(content)
    if not (path / "rules").is_dir():
        raise RulebookError(f"'{content}' is not a content folder (one holding rules/ and cards/) nor git:REVISION")
    return Side((path,), overlay, label)


def content_at(revision: str, repository: Path | None = None) -> Path:
    """The `rules/` and `cards/` of a git revision, unpacked into a temporary folder."""
    where = repository or Path.cwd()
    try:
        archive = subprocess.run(
            ["git", "-C", str(where), "archive", "--format=tar", revision, "rules", "cards"],
            capture_output=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", b"") or b""
        raise RulebookError(f"cannot read revision '{revision}': {detail.decode(errors='replace').strip()}") from None
    target = Path(tempfile.mkdtemp(prefix=f"rulebook-{revision.replace('/', '-')}-"))
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(target, filter="data")
    return target


def text_changes(old: Game, new: Game, langs: Iterable[str] = LANGS) -> list[PieceChange]:
    """Every rule or card whose text differs between two builds, in the new side's order."""
    langs = tuple(langs)
    before = {lang: pieces(old, lang) for lang in langs}
    after = {lang: pieces(new, lang) for lang in langs}
    keys = list(after[langs[0]]) + [k for k in before[langs[0]] if k not in after[langs[0]]]
    found = []
    for key in keys:
        olds = {lang: before[lang].get(key) for lang in langs}
        news = {lang: after[lang].get(key) for lang in langs}
        if all(olds[lang] == news[lang] for lang in langs):
            continue
        status = "added" if olds[langs[0]] is None else "removed" if news[langs[0]] is None else "changed"
        found.append(PieceChange(key, status, olds, news))
    return _outermost(found)


def _outermost(changes: list[PieceChange]) -> list[PieceChange]:
    """Without the steps of a removed or added rule: its own text already shows them (a removed `if`
    quotes what it decided), so they are not listed again, each as removed or added on its own."""
    whole = {c.key for c in changes if c.status != "changed"}

    def inside(change: PieceChange) -> bool:
        piece = next((p for p in (*change.old.values(), *change.new.values()) if p is not None), None)
        return piece is not None and piece.within in whole

    return [c for c in changes if c.status == "changed" or not inside(c)]


def behaviour_changes(
    game: str, old: Side, new: Side, scenarios: Iterable[Path], playthroughs: Iterable[Path]
) -> list[BehaviourChange]:
    """Scenario files and playthroughs of `game` that do not behave the same on both sides."""
    from interpreter.scenario import game_of, run_traced
    from interpreter.session import replay

    found = []
    for path in scenarios:
        if game_of(path) != game:
            continue
        (old_result, old_trace), (new_result, new_trace) = (run_traced(path, s.load) for s in (old, new))
        if old_result != new_result or old_trace != new_trace:
            found.append(BehaviourChange(str(path), "scenario", old_result, _parting(old_trace, new_trace, new_result)))
    for path in playthroughs:
        results = []
        for s in (old, new):
            try:
                same, message, _ = replay(str(path), loader=s.load)
                results.append("replays identically" if same else message.splitlines()[0])
            except RulebookError as error:
                results.append(f"cannot replay: {error}")
        if results[0] != results[1]:
            found.append(BehaviourChange(str(path), "playthrough", results[0], results[1]))
    return found


def _parting(old: list[str], new: list[str], result: str) -> str:
    """The new side's result, with the first event where the two runs part ways."""
    for number, (a, b) in enumerate(zip(old, new, strict=False), 1):
        if a != b:
            return f"{result}; event {number} differs: {a} → {b}"
    if len(old) != len(new):
        return f"{result}; {len(old)} events before, {len(new)} now"
    return result


def as_rows(change: PieceChange, lang: str) -> tuple[str, str]:
    """(old text, new text) of one change in one language ('—' for a side that has none)."""
    old, new = change.old.get(lang), change.new.get(lang)
    return (old.text if old else "—", new.text if new else "—")
