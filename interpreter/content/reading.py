"""A file's bytes → text a designer can trust, or a positioned reason why not.

Content, scenario, script and log files all come through here, so each refusal is written once:
a FIFO or a device named `*.yaml` (never opened, so nothing blocks), a file larger than the limit
(never read past it), a UTF-16 or UTF-32 file (named as such), a byte that is not UTF-8 and a
control character (both at their real line and column).
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from pathlib import Path

from interpreter.diagnostics import Diagnostics, Mark
from interpreter.records import record


@record
class ReadLimits:
    """How much of one file is read and built; `limits:` in the game file may change them."""

    file_size: int = 250_000  # bytes (the largest shipped file has 50 KB; YAML reads at about 40 KB/s)
    nesting: int = 64  # mappings and lists inside each other
    yaml_values: int = 100_000  # values once every YAML alias (*name) is expanded


DEFAULT_LIMITS = ReadLimits()

_BOMS = (  # longest first: a UTF-32 LE mark starts like a UTF-16 LE one
    (b"\xff\xfe\x00\x00", "UTF-32 (little-endian)"),
    (b"\x00\x00\xfe\xff", "UTF-32 (big-endian)"),
    (b"\xff\xfe", "UTF-16 (little-endian)"),
    (b"\xfe\xff", "UTF-16 (big-endian)"),
)
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)
# What YAML forbids anywhere in a file: C0 controls but tab, LF and CR; DEL; C1 controls but NEL; surrogates; FFFE/FFFF.
_NOT_PRINTABLE = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
# What a text value may not hold once its escapes are read ("\e" is ESC): every control character but tab and newline.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def read_text(
    path: Path | str, shown: str, diagnostics: Diagnostics, limits: ReadLimits = DEFAULT_LIMITS, what: str = "file"
) -> str | None:
    """The file's text, or None with the reason recorded at `shown:line:col`."""
    data = read_bytes(path, shown, diagnostics, limits, what)
    return None if data is None else decode(data, shown, diagnostics)


def read_bytes(
    path: Path | str, shown: str, diagnostics: Diagnostics, limits: ReadLimits = DEFAULT_LIMITS, what: str = "file"
) -> bytes | None:
    """The file's bytes — a regular file only (a pipe is never opened), never more than `limits.file_size`."""
    try:
        info = os.stat(path)
    except OSError as error:
        diagnostics.add(Mark(shown, 1, 1), f"cannot read the {what}: {error.strerror or error}")
        return None
    if not stat.S_ISREG(info.st_mode):
        kind = next((name for test, name in _KINDS if test(info.st_mode)), "not a regular file")
        diagnostics.add(Mark(shown, 1, 1), f"cannot read the {what}: it is {kind}, not a regular file")
        return None
    if info.st_size > limits.file_size:
        diagnostics.add(Mark(shown, 1, 1), _too_big(what, info.st_size, limits))
        return None
    try:
        with open(path, "rb") as handle:  # a regular file: reading cannot block
            data = handle.read(limits.file_size + 1)
    except OSError as error:
        diagnostics.add(Mark(shown, 1, 1), f"cannot read the {what}: {error.strerror or error}")
        return None
    if len(data) > limits.file_size:  # it grew while we looked
        diagnostics.add(Mark(shown, 1, 1), _too_big(what, len(data), limits))
        return None
    return data


def _too_big(what: str, size: int, limits: ReadLimits) -> str:
    return f"the {what} is {size:,} bytes, more than limits.file_size ({limits.file_size:,})"


def decode(data: bytes, shown: str, diagnostics: Diagnostics) -> str | None:
    """UTF-8 (a byte-order mark is allowed) with no character YAML forbids; else a positioned refusal."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            diagnostics.add(
                Mark(shown, 1, 1), f"the file is saved as {name}, with a byte-order mark", "save it as UTF-8"
            )
            return None
    if len(data) >= 4 and (data[1:4:2] == b"\x00\x00" or data[0:3:2] == b"\x00\x00"):
        diagnostics.add(Mark(shown, 1, 1), "the file looks like UTF-16 (every other byte is 0)", "save it as UTF-8")
        return None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        start = data.rfind(b"\n", 0, error.start) + 1
        col = len(data[start : error.start].decode("utf-8", errors="replace")) + 1
        diagnostics.add(
            Mark(shown, line, col),
            f"byte 0x{data[error.start]:02X} is not UTF-8",
            "save it as UTF-8; it may be in an older encoding such as Windows-1251 or Latin-1",
        )
        return None
    bad = _NOT_PRINTABLE.search(text)
    if bad is not None:
        diagnostics.add(position(shown, text, bad.start()), f"{describe_char(bad.group())} is not allowed in a file")
        return None
    return text


def position(shown: str, text: str, offset: int) -> Mark:
    """The line and column of character `offset` of `text`."""
    line = text.count("\n", 0, offset) + 1
    return Mark(shown, line, offset - (text.rfind("\n", 0, offset) + 1) + 1)


def describe_char(char: str) -> str:
    """`U+001B (ESCAPE)`: a character nobody can see, named."""
    name = unicodedata.name(char, "") or _C0_NAMES.get(ord(char), "a control character")
    return f"the character U+{ord(char):04X} ({name})"


_C0_NAMES = {0: "NUL", 7: "BEL", 8: "BACKSPACE", 0x1B: "ESC", 0x7F: "DEL", 0x0B: "VERTICAL TAB", 0x0C: "FORM FEED"}
