"""What the commands share: how one fails (one `error:` line, or the problems found, and exit 1), the
game a command names (loaded, or its problems printed), the `--lang` option, and files written all or nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from interpreter.diagnostics import ContentError

Lang = Annotated[str, typer.Option("--lang", help="Language of the text: en or ru.")]


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


def _diagnostics(items: Any) -> NoReturn:
    for item in items:
        typer.echo(str(item))
    count = len(list(items))
    typer.echo(f"{count} problem{'s' if count != 1 else ''} found", err=True)
    raise typer.Exit(1)


def _load(game: str, variant: str | None = None) -> Any:
    from interpreter.engine.build import load_game

    try:
        return load_game(game, variant)
    except ContentError as error:
        _diagnostics(error.diagnostics)


def _check_lang(lang: str) -> str:
    if lang not in ("en", "ru"):
        _fail(f"unknown language '{lang}': use en or ru")
    return lang


def _writable(path: Path) -> Path:
    """Where text for `path` goes: the file itself, or the file a symlink points to; refused if that is a folder,
    a device or a pipe, or its folder does not exist."""
    target = path.resolve() if path.is_symlink() else path
    if target.exists() and not target.is_file():
        _fail(f"cannot write {path}: it is not a regular file")
    if not target.parent.is_dir():
        _fail(f"cannot write {path}: there is no folder {target.parent}")
    return target


def _folder(path: Path) -> Path:
    """A folder to write files into, made if missing; refused, before the work, if it is a file or cannot be made."""
    if path.exists() and not path.is_dir():
        _fail(f"cannot write into {path}: it is not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _fail(f"cannot make the folder {path}: {error.strerror}")
    return path


def _emit(text: str, output: Path | None) -> None:
    """Text to stdout, or written all or nothing to `output` with a note on stderr."""
    if output is None:
        typer.echo(text, nl=False)
    else:
        _write(output, text)
        typer.echo(f"wrote {output}", err=True)


def _write(path: Path, text: str) -> None:
    """Write text all or nothing (see `_write_bytes`)."""
    _write_bytes(path, text.encode("utf-8"))


def _write_bytes(path: Path, data: bytes) -> None:
    """Write all or nothing: a temporary file renamed into place. A symlink is written through — the file
    it points to gets the data, and the link stays a link."""
    path = _writable(path)
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_bytes(data)
        temporary.replace(path)
    except OSError as error:
        _fail(f"cannot write {path}: {error.strerror}")
