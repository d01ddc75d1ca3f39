"""Where games live and how their files are gathered.

A game `g` is the folder `rules/g/` plus `cards/g/`. Content roots are searched in order: the
folders named by the `RULEBOOK_PATH` environment variable (separated like `PATH`), the source
checkout (the repository's own `rules/` and `cards/`), then the copy installed with the package.
A path given on the command line may also name a game folder or a content root, and a scenario file
finds the game it names in the nearest folder above it that holds `rules/<game>/` (`root_above`).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from interpreter.content.reading import DEFAULT_LIMITS, ReadLimits, decode, read_bytes
from interpreter.diagnostics import ContentError, Diagnostic, Diagnostics, Mark, did_you_mean

if TYPE_CHECKING:  # the models and the YAML reader are imported when a game is loaded: finding games needs neither
    from interpreter.content import models
    from interpreter.content.yamlfile import YamlDocument


def default_roots() -> list[Path]:
    roots: list[Path] = [Path(p) for p in os.environ.get("RULEBOOK_PATH", "").split(os.pathsep) if p]
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "rules").is_dir():
        roots.append(checkout)
    installed = Path(str(resources.files("interpreter").joinpath("data")))
    if (installed / "rules").is_dir():
        roots.append(installed)
    return roots


def root_above(path: Path, game: str) -> Path | None:
    """The nearest folder above `path` that holds `rules/<game>/game.yaml`: the content root of a game kept
    in a folder of its own, whose scenario files live beside it (`<root>/tests/scenarios/<game>/`)."""
    for folder in Path(path).resolve().parents:
        if (folder / "rules" / game / "game.yaml").is_file():
            return folder
    return None


def game_ids(roots: list[Path] | None = None) -> list[str]:
    found: set[str] = set()
    for root in roots or default_roots():
        found.update(p.name for p in (root / "rules").iterdir() if p.is_dir() and (p / "game.yaml").exists())
    return sorted(found)


@dataclass
class GameSpec:
    """Every validated file of one game, before any DSL is read."""

    game: models.GameFile
    symbol_sets: list[models.SymbolsFile] = field(default_factory=list)
    card_files: list[models.CardsFile] = field(default_factory=list)
    editions: list[models.EditionFile] = field(default_factory=list)  # overlays in files of their own
    documents: dict[str, YamlDocument] = field(default_factory=dict)
    folders: list[Path] = field(default_factory=list)
    fingerprint: str = ""  # a hash of every file's text (see `fingerprint`)


def game_folders(game: str, roots: list[Path] | None = None) -> list[Path]:
    """`rules/<game>` and `cards/<game>` of the first root that has the game."""
    for root in roots or default_roots():
        rules = root / "rules" / game
        if (rules / "game.yaml").is_file():
            folders = [rules]
            cards = root / "cards" / game
            if cards.is_dir():
                folders.append(cards)
            return folders
    return []


def resolve_target(target: str, roots: list[Path] | None = None) -> list[Path]:
    """A game id, a game folder, or a content root → the folders to load."""
    path = Path(target)
    if path.is_dir():
        if (path / "game.yaml").is_file():
            sibling = path.parent.parent / "cards" / path.name
            return [path, sibling] if sibling.is_dir() else [path]
        if (path / "rules").is_dir():
            held = game_ids([path])
            if len(held) > 1:  # one game is meant: say which can be named
                named = ", ".join(str(path / "rules" / g) for g in held)
                hint = f"name one of them: {named}"
                raise ContentError([Diagnostic(Mark(target, 0, 0), f"'{target}' holds {len(held)} games", hint)])
            return [p for g in held for p in game_folders(g, [path])]
    folders = game_folders(target, roots)
    if not folders:
        known = game_ids(roots)
        raise ContentError([_unknown_game(target, known)])
    return folders


def check_targets(target: str, roots: list[Path] | None = None) -> list[tuple[str, list[Path], Path | None]]:
    """What `rulebook check TARGET` checks: (name, folders, only this file) for each game TARGET names.

    A game id or game folder is one game; a content root (a folder with `rules/`), or a `rules/` folder
    itself, is each game in it; a file is the game it belongs to, reporting that file's problems."""
    path = Path(target)
    if path.is_file():
        home = path.resolve().parent
        if home.parent.name in ("rules", "cards"):
            rules = home.parent.parent / "rules" / home.name
            if (rules / "game.yaml").is_file():
                return [(target, resolve_target(str(rules), roots), path)]
        raise ContentError(
            [Diagnostic(Mark(target, 1, 1), "this file is not in a game's rules/GAME or cards/GAME folder")]
        )
    if path.is_dir() and not (path / "game.yaml").is_file():
        root = path if (path / "rules").is_dir() else path.parent if path.name == "rules" else None
        if root is not None:
            return [(str(root / "rules" / g), game_folders(g, [root]), None) for g in game_ids([root])]
        if path.parent.name == "cards" and (path.parent.parent / "rules" / path.name / "game.yaml").is_file():
            rules = path.parent.parent / "rules" / path.name
            return [(str(rules), resolve_target(str(rules), roots), None)]
    return [(target, resolve_target(target, roots), None)]


def _unknown_game(target: str, known: list[str]) -> Any:
    hint = did_you_mean(target, known) or ("known games: " + ", ".join(known) if known else None)
    return Diagnostic(Mark(target, 0, 0), f"no game or folder named '{target}'", hint)


def load_spec(folders: list[Path], diagnostics: Diagnostics, display_root: Path | None = None) -> GameSpec | None:
    """Load and validate every YAML file of one game's folders; None if any file is broken.

    The game file (`game.yaml`) is read first, under the default limits; its `limits:` then bound
    the reading of every other file of the game."""
    from interpreter.content import models
    from interpreter.content.validate import validate_file

    files = [file for folder in folders for file in sorted(folder.glob("*.yaml"))]
    first = [f for f in files if f.name == "game.yaml" and f.parent == folders[0]][:1] if folders else []
    documents: dict[str, YamlDocument] = {}
    parsed: dict[Path, tuple[YamlDocument, Any]] = {}
    texts: dict[str, str] = {}
    before = len(diagnostics)
    limits = DEFAULT_LIMITS
    for file in [*first, *(f for f in files if f not in first)]:
        shown = display_name(file, display_root)
        document = load_yaml_cached(file, diagnostics, shown, limits)
        if document is None:
            continue
        documents[shown] = document
        texts[f"{file.parent.parent.name}/{file.parent.name}/{file.name}"] = document.text
        model = validate_file(document, diagnostics)
        if model is not None:
            parsed[file] = (document, model)
            if file in first and isinstance(model, models.GameFile):
                limits = model.limits.reading()
    ordered = [parsed[f] for f in files if f in parsed]  # in folder and name order: the order cards are dealt in
    games = [(d, m) for d, m in ordered if isinstance(m, models.GameFile)]
    if not games and len(diagnostics) == before:
        where = folders[0] if folders else Path(".")
        diagnostics.add(Mark(str(where), 0, 0), "no file with 'kind: game' in this game's rules folder")
    if len(games) > 1:
        for document, _ in games[1:]:
            diagnostics.add(document.mark(("kind",)), "a game has exactly one 'kind: game' file")
    if len(diagnostics) > before or not games:
        return None
    spec = GameSpec(games[0][1], documents=documents, folders=list(folders), fingerprint=fingerprint(texts))
    for _, model in ordered:
        if isinstance(model, models.SymbolsFile):
            spec.symbol_sets.append(model)
        elif isinstance(model, models.CardsFile):
            spec.card_files.append(model)
        elif isinstance(model, models.EditionFile):
            spec.editions.append(model)
    return spec


def fingerprint(texts: dict[str, str]) -> str:
    """A stable hash of a game's content: every file's text under its `rules/GAME/NAME` path, in name order."""
    digest = hashlib.sha256()
    for name in sorted(texts):
        for part in (name, texts[name]):
            data = part.encode("utf-8")
            digest.update(len(data).to_bytes(8, "big") + data)
    return "sha256:" + digest.hexdigest()[:16]


_DOCUMENTS: dict[tuple[str, str, ReadLimits], tuple[bytes, YamlDocument]] = {}


def load_yaml_cached(
    file: Path, diagnostics: Diagnostics, shown: str, limits: ReadLimits = DEFAULT_LIMITS
) -> YamlDocument | None:
    """A file's document, parsed again only when its bytes changed: reloading a game after one edit
    (`rulebook watch`, a test suite) parses only the edited file. The bytes are read under `limits`
    (a regular file only, never more than the size limit), like any other content file."""
    data = read_bytes(file, shown, diagnostics, limits)
    if data is None:
        return None
    digest = hashlib.blake2b(data, digest_size=16).digest()
    key = (str(file.resolve()), shown, limits)
    cached = _DOCUMENTS.get(key)
    if cached is not None and cached[0] == digest:
        return cached[1]
    from interpreter.content.yamlfile import parse_yaml

    text = decode(data, shown, diagnostics)
    document = None if text is None else parse_yaml(text, shown, diagnostics, limits)
    if document is not None:
        _DOCUMENTS[key] = (digest, document)
    return document


def display_name(file: Path, root: Path | None = None) -> str:
    """How a content file is named in problems: relative to `root` (default: the working folder)."""
    base = root or Path.cwd()
    try:
        return str(file.resolve().relative_to(base.resolve()))
    except ValueError:
        for anchor in ("rules", "cards"):
            parts = file.resolve().parts
            if anchor in parts:
                return str(Path(*parts[parts.index(anchor) :]))
        return str(file)
