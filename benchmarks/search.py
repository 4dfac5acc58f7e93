"""Search benchmark: keystroke latency of both tiers, index build and open times, and SQLite
FTS5 (from the standard library) on the same documents and queries as a reference.

Every query of the relevance suite (tests/data/relevance.toml) is typed one key at a time; each
prefix is one keystroke. Run from the repository root:

    PYTHONPATH=. python benchmarks/search.py [--scale 50] [--json] [--write]

It prints a Markdown report; with --write the report replaces the "## Search" section of
docs/benchmarks.md. It is a report, never a test: nothing here fails on a slow machine.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import math
import os
import platform
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.markdown import write_section  # noqa: E402
from glossary.content import Content, load_content  # noqa: E402
from glossary.fold import fold, words  # noqa: E402
from glossary.headwords import HeadwordTable  # noqa: E402
from glossary.search import SearchEngine  # noqa: E402

RELEVANCE = ROOT / "tests" / "data" / "relevance.toml"


def relevance_queries() -> list[tuple[str, str | None]]:
    """(query, UI language) of every relevance case."""
    cases = tomllib.loads(RELEVANCE.read_text(encoding="utf-8"))["case"]
    return [(case["query"], case.get("lang")) for case in cases]


def keystrokes(queries) -> list[tuple[str, str | None]]:
    """Every prefix of every query, as typed one key at a time (empty prefixes skipped)."""
    return [(query[:end], lang) for query, lang in queries for end in range(1, len(query) + 1)]


def percentile(samples: list[float], pct: float) -> float:
    """The nearest-rank percentile."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(pct / 100 * len(ordered)) - 1)]


def timed(call, inputs, rounds: int = 3) -> dict:
    """Time one call per input: p50/p95/max in milliseconds over the inputs, where each input's
    time is the best of ``rounds`` runs (after a warm-up round, garbage collection paused), so
    that other work on the machine does not count as the cost of a keystroke."""
    for args in inputs:
        call(*args)
    best = [math.inf] * len(inputs)
    gc.collect()
    gc.disable()
    try:
        for _ in range(rounds):
            for number, args in enumerate(inputs):
                start = time.perf_counter_ns()
                call(*args)
                best[number] = min(best[number], (time.perf_counter_ns() - start) / 1e6)
    finally:
        gc.enable()
    return {
        "n": len(best),
        "p50": percentile(best, 50),
        "p95": percentile(best, 95),
        "max": max(best),
    }


def clock(call) -> tuple[float, object]:
    start = time.perf_counter()
    result = call()
    return (time.perf_counter() - start) * 1000, result


def synthetic(content: Content, scale: int) -> Content:
    """``scale`` copies of every entry, each copy's forms made distinct by a made-up word."""
    entries = {}
    for copy in range(scale):
        tag = _tag(copy)
        for entry in content.entries.values():
            ident = f"{entry.id}-{tag}" if copy else entry.id
            terms = {lang: f"{term} {tag}" if copy else term for lang, term in entry.terms.items()}
            abbr = tuple(f"{abbr} {tag}" for abbr in entry.abbr) if copy else entry.abbr
            entries[ident] = dataclasses.replace(entry, id=ident, terms=terms, abbr=abbr)
    return dataclasses.replace(content, entries=entries, hash=f"{content.hash}x{scale}")


def _tag(number: int) -> str:
    letters = "bcdfghklmnprstvz"
    tag = ""
    while True:
        tag = letters[number % 16] + "aeiou"[number % 5] + tag
        number //= 16
        if not number:
            return tag


# --- SQLite FTS5 reference ----------------------------------------------------------------


def fts5_build(content: Content, path: Path) -> sqlite3.Connection:
    """The same documents in an FTS5 table: one column of term forms, one of texts."""
    from glossary.index_documents import documents

    connection = sqlite3.connect(path)
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, game UNINDEXED, terms, body, "
        "tokenize = 'unicode61 remove_diacritics 2')"
    )
    rows = []
    for document in documents(content):
        terms = [document.get(name, "") for name in ("t_en", "t_de", "t_ru", "t_it", "seed")]
        terms.append(document.get("abbr", ""))
        body = [document[f"d_{lang}"] for lang in ("en", "de", "ru", "it")]
        rows.append((document["id"], document["game"], " \n".join(terms), " \n".join(body)))
    connection.executemany("INSERT INTO docs VALUES (?, ?, ?, ?)", rows)
    connection.commit()
    return connection


def fts5_search(connection: sqlite3.Connection, query: str, limit: int = 20) -> list[str]:
    """Every word of the query as a prefix, ranked by bm25 (term column weighted 3)."""
    match = " ".join(f'"{word}"*' for word in words(fold(query)))
    if not match:
        return []
    rows = connection.execute(
        "SELECT id FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 0, 0, 3.0, 1.0) LIMIT ?",
        (match, limit),
    )
    return [row[0] for row in rows]


# --- the run ------------------------------------------------------------------------------


def run(scale: int) -> dict:
    from glossary.index_cache import open_index

    content = load_content()
    strokes = keystrokes(relevance_queries())
    report: dict = {
        "python": platform.python_version(),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs",
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "entries": len(content.entries),
        "paragraphs": len(content.paragraphs),
        "keystrokes": len(strokes),
    }
    scratch = Path(tempfile.mkdtemp(prefix="wartutor-bench-"))
    try:
        report["headword_build_ms"], table = clock(lambda: HeadwordTable.from_content(content))
        report["headwords"] = len(table)
        report["index_cold_build_ms"], index = clock(lambda: open_index(content, scratch / "ix"))
        assert index.location == "built"
        opens = [clock(lambda: open_index(content, scratch / "ix"))[0] for _ in range(15)]
        report["index_warm_open_ms"] = statistics.median(opens)
        report["index_bytes"] = sum(item.stat().st_size for item in index.path.iterdir())
        report["index_process_open_ms"] = statistics.median(
            _open_in_new_process(scratch / "ix") for _ in range(5)
        )
        engine = SearchEngine(content, cache_dir=scratch / "ix")
        engine.full_text()

        def tier1(query, lang):
            table.lookup(query, lang=lang)

        def tier2(query, lang):
            index.search(query)

        def merged(query, lang):
            engine.search(query, lang=lang)

        report["tier1"] = timed(tier1, strokes)
        report["tier2"] = timed(tier2, strokes)
        report["merged"] = timed(merged, strokes)

        report["fts5_build_ms"], connection = clock(lambda: fts5_build(content, scratch / "fts.db"))
        connection.close()
        fts_opens = []
        for _ in range(15):
            elapsed, connection = clock(lambda: _fts5_open(scratch / "fts.db"))
            fts_opens.append(elapsed)
            connection.close()
        report["fts5_open_ms"] = statistics.median(fts_opens)
        connection = _fts5_open(scratch / "fts.db")
        report["fts5"] = timed(lambda query, lang: fts5_search(connection, query), strokes)
        connection.close()

        big = synthetic(content, scale)
        report["scale"] = scale
        report["big_entries"] = len(big.entries)
        report["big_headword_build_ms"], big_table = clock(lambda: HeadwordTable.from_content(big))
        report["big_headwords"] = len(big_table)
        report["big_tier1"] = timed(lambda query, lang: big_table.lookup(query, lang=lang), strokes)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return report


def _open_in_new_process(cache: Path) -> float:
    """Milliseconds to open the cached index in a fresh process, importing whoosh included
    (the content is loaded before the clock starts)."""
    code = (
        "import time\n"
        "from glossary.content import load_content\n"
        "content = load_content()\n"
        "start = time.perf_counter()\n"
        "from glossary.index_cache import open_index\n"
        f"index = open_index(content, {str(cache)!r})\n"
        "assert index.location == 'cache'\n"
        "print((time.perf_counter() - start) * 1000)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
        env={"PYTHONPATH": str(ROOT)},
    ).stdout  # fmt: skip
    return float(out)


def _fts5_open(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path)
    connection.execute("SELECT count(*) FROM docs").fetchone()
    return connection


def markdown(report: dict) -> str:
    """The report as the Markdown kept in docs/benchmarks.md."""

    def row(name, stats, goal=""):
        return f"| {name} | {stats['p50']:.3f} | {stats['p95']:.3f} | {stats['max']:.2f} | {goal} |"

    def versus(name, mine, theirs, digits):
        return f"| {name} | {mine:.{digits}f} | {theirs:.{digits}f} | {mine / theirs:.0f}× |"

    t2, fts = report["tier2"], report["fts5"]
    big = f"{report['big_entries']} entries, {report['big_headwords']} headwords"
    lines = [
        f"Content: {report['entries']} entries, {report['paragraphs']} paragraphs, "
        f"{report['headwords']} headwords; {report['keystrokes']} keystrokes "
        f"(every prefix of every relevance query); each keystroke's time is the best of 3 runs "
        f"after a warm-up round, with garbage collection paused. "
        f"Python {report['python']}, {report['machine']}"
        + (f", load average {report['load']:.1f} at the start." if report["load"] else "."),
        "",
        "| keystroke latency (ms) | p50 | p95 | max | goal (p95) |",
        "|---|---|---|---|---|",
        row("tier 1: headwords", report["tier1"], "≤ 1 ms"),
        row("tier 2: whoosh, warm index", t2, "≤ 10 ms"),
        row("both tiers merged (`search()`)", report["merged"]),
        row("SQLite FTS5, same documents and queries", fts),
        row(f"tier 1 on {report['scale']}× content ({big})", report["big_tier1"], "≤ 2 ms"),
        "",
        "| index | whoosh | SQLite FTS5 | whoosh / FTS5 |",
        "|---|---|---|---|",
        versus("cold build (ms)", report["index_cold_build_ms"], report["fts5_build_ms"], 0),
        versus(
            "warm open (ms, median of 15)", report["index_warm_open_ms"], report["fts5_open_ms"], 2
        ),  # fmt: skip
        versus("keystroke p50 (ms)", t2["p50"], fts["p50"], 3),
        versus("keystroke p95 (ms)", t2["p95"], fts["p95"], 3),
        "",
        f"Opening the cached index in a new process, importing whoosh included: "
        f"{report['index_process_open_ms']:.0f} ms (median of 5). "
        f"Headword table build: {report['headword_build_ms']:.1f} ms "
        f"({report['big_headword_build_ms']:.0f} ms at {report['scale']}×). "
        f"Index on disk: {report['index_bytes'] / 1024:.0f} KiB.",
    ]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=50, help="synthetic content size (× built-in)")
    parser.add_argument("--json", action="store_true", help="print the raw numbers as JSON")
    parser.add_argument("--write", action="store_true", help="update docs/benchmarks.md")
    args = parser.parse_args()
    report = run(args.scale)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    text = markdown(report)
    print(text)
    if args.write:
        write_section(ROOT / "docs" / "benchmarks.md", "Search", f"{INTRO}\n{text}")
    return 0


INTRO = """\
`PYTHONPATH=. python benchmarks/search.py --write`: keystroke latency of both search tiers, index
build and open times, and SQLite FTS5 from the standard library on the same documents and
keystrokes as a reference. FTS5 does less work per query (prefix matching of every word in two
columns, no stemming, no compound parts, no fuzzy fallback), so the ratio is the price of
whoosh's richer matching in pure Python. See [search.md](search.md) for what each tier does.
"""


if __name__ == "__main__":
    raise SystemExit(main())
