"""The battle screen's title line: the procedure, where the battle comes from, and its seed.

The seed always shows whole (it is what plays the same rolls again); where the line is too
narrow, the procedure's title and the file's name are shortened first.
"""

from __future__ import annotations

from pathlib import Path

from rich.cells import cell_len

from locales import _


def battle_origin(walk) -> str:
    """Where a battle comes from: its saved battle's file, else its scenario file, else "new
    scenario"."""
    path = walk.meta.get("path") if walk.meta else None
    if path:
        return Path(path).name
    if walk.source:
        return Path(walk.source).name
    return _("new scenario")


def _cut(text: str, room: int) -> str:
    """``text`` within ``room`` cells, ending in "…" when shortened."""
    if cell_len(text) <= room:
        return text
    if room <= 1:
        return "…"[:room]
    while cell_len(text) > room - 1:
        text = text[:-1]
    return text.rstrip() + "…"


def battle_title(title: str, walk, width: int) -> str:
    """The title line within ``width`` cells: "title — origin · seed N", the seed kept whole."""
    origin = battle_origin(walk)
    seed = " · " + _("seed {seed}").format(seed=walk.initial.seed)
    line = f"{title} — {origin}{seed}"
    if width <= 0 or cell_len(line) <= width:
        return line
    room = max(0, width - cell_len(seed))
    # the procedure's title gives way first (down to a few letters), then the file's name
    keep_origin = min(cell_len(origin), max(0, room - 3 - 8))
    origin = _cut(origin, keep_origin) if keep_origin < cell_len(origin) else origin
    head = _cut(title, max(0, room - 3 - cell_len(origin)))
    return _cut(f"{head} — {origin}", room) + seed
