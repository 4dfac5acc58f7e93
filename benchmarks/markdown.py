"""Writing benchmark results into docs/benchmarks.md, one ``## section`` per benchmark, and the
command line the paired-run benchmarks share."""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"


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


def paired_main(
    argv: list[str] | None,
    *,
    doc: str,
    title: str,
    measure: Callable[[int], dict],
    report: Callable[[dict], str],
    what: str = "runs of each command",
    rounds: int = 15,
) -> int:
    """The command line of a benchmark that measures ``--rounds`` paired runs: print the report
    (or ``--json``), and with ``--write`` put it in the ``title`` section of docs/benchmarks.md."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=rounds, help=f"{what} (default {rounds})")
    parser.add_argument("--write", action="store_true", help="update docs/benchmarks.md")
    parser.add_argument("--json", action="store_true", help="print the raw numbers as JSON")
    args = parser.parse_args(argv)
    summary = measure(args.rounds)
    print(json.dumps(summary, indent=2) if args.json else report(summary))
    if args.write:
        write_section(DOCS, title, report(summary))
    return 0
