"""Writing benchmark results into docs/benchmarks.md, one ``## section`` per benchmark."""

from __future__ import annotations

import re
from pathlib import Path


def write_section(path: Path, title: str, body: str) -> None:
    """Replace (or append) the ``## title`` section of a Markdown file with ``body``."""
    old = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"^## {re.escape(title)}\n.*?(?=^## |\Z)", re.S | re.M)
    section = f"## {title}\n\n{body.strip()}\n\n"
    if pattern.search(old):
        new = pattern.sub(lambda _match: section, old)
    else:
        new = old.rstrip() + "\n\n" + section
    path.write_text(new.rstrip() + "\n", encoding="utf-8")
