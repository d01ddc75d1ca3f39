"""Rows on disk: Parquet (pyarrow) for analysis tools, JSON Lines for anything else; written to a
temporary name and renamed, so a folder never holds half a run."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq


def write_text(path: Path, text: str) -> None:
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def write_rows(folder: Path, rows: Sequence[dict[str, Any]], stem: str = "rows") -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    jsonl = folder / f"{stem}.jsonl"
    write_text(jsonl, "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in rows))
    parquet = folder / f"{stem}.parquet"
    temporary = parquet.with_name(parquet.name + ".tmp")
    pq.write_table(pa.Table.from_pylist(list(rows)), temporary)
    temporary.replace(parquet)
    return [parquet, jsonl]


def read_rows(path: Path) -> list[dict[str, Any]]:
    """Rows back from either file (the Parquet reader gives plain Python values)."""
    if path.suffix == ".parquet":
        return list(pq.read_table(path).to_pylist())
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
