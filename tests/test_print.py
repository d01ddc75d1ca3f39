"""What a printer and a browser get: PDFs read back with pypdf, the HTML in headless Chromium.

PDFs: page counts within stated ranges, every card name on the page, no text outside the page box.
Chromium (Debian's `chromium`; CI installs it, elsewhere these tests skip): no console errors, no
content wider than the A4 page or a card box, and a screenshot of each page kept in the test's folder.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import cache
from io import BytesIO
from pathlib import Path

import pytest

from interpreter.engine.build import load_game
from interpreter.render.book import book
from interpreter.render.gallery import alike
from interpreter.render.publish import render_pdf, render_text

pypdf = pytest.importorskip("pypdf")

# (game, sheet) -> the page counts a printed sheet may have (either language)
PAGES = {
    ("frozen2", "book"): (2, 6),
    ("talespin", "book"): (10, 26),
    ("seasons", "book"): (6, 18),
    ("frozen2", "quick"): (1, 1),
    ("talespin", "quick"): (1, 1),
    ("seasons", "quick"): (1, 1),
    ("frozen2", "cards"): (7, 7),  # 56 cards, 9 a page
    ("talespin", "cards"): (14, 14),  # 126 cards
    ("seasons", "cards"): (12, 12),  # 100 power cards (its 20 dice are no cards)
    ("gaslands", "book"): (4, 10),
    ("zombie-locations", "book"): (9, 18),
    ("gaslands", "quick"): (1, 1),
    ("zombie-locations", "quick"): (1, 1),  # set dense: its many procedures
    ("gaslands", "cards"): (2, 2),  # 17 vehicles (the dice, templates and obstacles are no cards)
    ("zombie-locations", "cards"): (5, 5),  # 14 archetypes, 24 locations (and 10 dice, no cards)
}


@cache
def _pdf(game_id: str, lang: str, sheet: str) -> bytes:
    return render_pdf(load_game(game_id), lang, sheet)


def _plain(text: str) -> str:
    return "".join(text.split()).replace("’", "'").lower()


CASES = [(g, lang, s) for (g, s) in PAGES for lang in ("en", "ru")]
GAMES = sorted({g for (g, _) in PAGES})


@pytest.mark.parametrize(("game_id", "lang", "sheet"), CASES)
def test_pdf_pages_names_and_margins(game_id: str, lang: str, sheet: str) -> None:
    reader = pypdf.PdfReader(BytesIO(_pdf(game_id, lang, sheet)))
    low, high = PAGES[(game_id, sheet)]
    assert low <= len(reader.pages) <= high, f"{len(reader.pages)} pages, expected {low}–{high}"
    if sheet != "quick":
        text = _plain(" ".join(page.extract_text() for page in reader.pages))
        cards = book(load_game(game_id), lang)["cards"]  # the book counts identical numbered designs once
        shown = alike(cards) if sheet == "book" else [c for c in cards if c["is_card"]]
        names = [c["name"] for c in shown if c["in_game"]]
        missing = [name for name in names if _plain(name) not in text]
        assert not missing, f"card names missing from the PDF: {missing}"
    for number, page in enumerate(reader.pages, 1):
        outside = _text_outside(page)
        assert not outside, f"page {number}: text outside the page: {outside[:5]}"


def _text_outside(page: object) -> list[str]:
    """Every piece of text whose origin lies outside the page's media box."""
    box = page.mediabox  # type: ignore[attr-defined]
    outside: list[str] = []

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        x, y = tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]
        if text.strip() and not (box.left - 1 <= x <= box.right + 1 and box.bottom - 1 <= y <= box.top + 1):
            outside.append(f"{text!r} at ({x:.0f}, {y:.0f})")

    page.extract_text(visitor_text=visit)  # type: ignore[attr-defined]
    return outside


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="headless Chromium is not installed (apt-get install chromium; CI installs it)"
)
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--window-size=794,1123",  # A4 at 96 dpi
]
# Appended to the page under test: finds content wider than the page or than its card box.
PROBE = """<script>
const over = [];
const page = document.documentElement.clientWidth;
for (const el of document.querySelectorAll('body *')) {
  const r = el.getBoundingClientRect();
  if (r.width && r.right > page + 1) over.push(el.tagName + '.' + el.className + ' right ' + Math.round(r.right));
}
for (const el of document.querySelectorAll('.pnp')) {
  if (el.scrollHeight > el.clientHeight + 1) over.push('card ' + el.querySelector('h3').textContent + ' overflows');
}
const out = document.createElement('pre'); out.id = 'probe'; out.textContent = JSON.stringify(over);
document.body.appendChild(out);
</script>"""


def _chromium(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    assert CHROMIUM is not None
    profile = tmp_path / "profile"
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


@needs_chromium
@pytest.mark.parametrize(
    ("game_id", "lang", "sheet"),
    [(g, lang, s) for g in GAMES for lang in ("en", "ru") for s in ("book", "cards")],
)
def test_html_in_chromium_has_no_errors_or_overflow(game_id: str, lang: str, sheet: str, tmp_path: Path) -> None:
    html = render_text(load_game(game_id), lang, sheet, "html")
    page = tmp_path / f"{game_id}.{lang}.{sheet}.html"
    page.write_text(html.replace("</body>", PROBE + "</body>"), encoding="utf-8")
    dom = _chromium(["--dump-dom", page.as_uri()], tmp_path)
    assert dom.returncode == 0, dom.stderr[-2000:]
    errors = [line for line in dom.stderr.splitlines() if "CONSOLE" in line and "probe" not in line.lower()]
    assert not errors, errors
    found = dom.stdout.split('<pre id="probe">')[1].split("</pre>")[0]
    overflow = json.loads(found.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"'))
    assert overflow == [], overflow
    shot = tmp_path / f"{game_id}.{lang}.{sheet}.png"
    taken = _chromium([f"--screenshot={shot}", page.as_uri()], tmp_path)
    assert taken.returncode == 0 and shot.stat().st_size > 10_000, taken.stderr[-2000:]
