"""Strings that remember where they came from.

Every YAML scalar becomes a `Located` string: it behaves as `str`, and it can say which file, line
and column any character of it came from — also inside quoted, folded and block scalars — so an
error in the middle of a DSL sentence points at that word in the YAML file.
"""

from __future__ import annotations

from interpreter.diagnostics import NOWHERE, Mark
from interpreter.records import record


@record
class SourceFile:
    path: str
    lines: tuple[str, ...]

    @classmethod
    def from_text(cls, path: str, text: str) -> SourceFile:
        return cls(path, tuple(text.split("\n")))


class Located(str):
    """A string with its origin: `file`, and the 0-based `line`/`col` where its YAML node starts."""

    __slots__ = ("_cols", "col", "file", "line")
    file: SourceFile | None
    line: int
    col: int
    _cols: list[tuple[int, int]] | None

    def __new__(cls, value: str, file: SourceFile | None = None, line: int = 0, col: int = 0) -> Located:
        self = super().__new__(cls, value)
        self.file = file
        self.line = line
        self.col = col
        self._cols = None
        return self

    @property
    def mark(self) -> Mark:
        return self.mark_at(0)

    def mark_at(self, offset: int) -> Mark:
        """The file position of character `offset` of this string (1-based line and column)."""
        if self.file is None:
            return NOWHERE
        if self._cols is None:
            self._cols = _align(self.file.lines, self.line, self.col, str(self))
        if not self._cols:
            return Mark(self.file.path, self.line + 1, self.col + 1)
        if offset >= len(self._cols):  # just past the end: "the sentence ends too early"
            line, col = self._cols[-1]
            return Mark(self.file.path, line + 1, col + 2 + offset - len(self._cols))
        line, col = self._cols[max(0, offset)]
        return Mark(self.file.path, line + 1, col + 1)


def located(value: str, mark_from: object = None) -> Located:
    """`value` as a Located string, borrowing the origin of `mark_from` when it has one."""
    if isinstance(mark_from, Located):
        return Located(value, mark_from.file, mark_from.line, mark_from.col)
    return value if isinstance(value, Located) else Located(value)


def mark_of(value: object) -> Mark:
    return value.mark if isinstance(value, Located) else NOWHERE


_ESCAPE_LENGTHS = {"x": 4, "u": 6, "U": 10}


def _align(lines: tuple[str, ...], line: int, col: int, value: str) -> list[tuple[int, int]]:
    """Map each character of a scalar's value to its (line, col) in the file.

    Walks the source and the value side by side; whitespace, line folds, quotes and escapes in the
    source that do not appear in the value are skipped. Good for every scalar style YAML has.
    """
    if line >= len(lines):
        return []
    first = lines[line][col : col + 1]
    if first in ("|", ">"):  # block scalar: content starts on the next line
        line, col = line + 1, 0
    elif first in ('"', "'"):
        col += 1
    escapes = first == '"'  # in double quotes, "\e" or "\u00e9" is one character of the value
    positions: list[tuple[int, int]] = []
    ln, c = line, col
    for ch in value:
        while ln < len(lines):
            text = lines[ln]
            if c >= len(text):
                if ch == "\n" or (ch == " " and text.strip() != ""):
                    # a newline in the value, or a line fold that became a space
                    positions.append((ln, len(text)))
                    ln, c = ln + 1, 0
                    break
                ln, c = ln + 1, 0
                continue
            if text[c] == ch:
                positions.append((ln, c))
                c += 1
                break
            if escapes and text[c] == "\\" and c + 1 < len(text):
                positions.append((ln, c))
                c += _ESCAPE_LENGTHS.get(text[c + 1], 2)
                break
            c += 1
        else:
            positions.append(positions[-1] if positions else (line, col))
    return positions
