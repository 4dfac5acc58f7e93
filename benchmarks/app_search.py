"""First result in the app: the time from start to the first correct search result painted for
a word typed at once, against a bare Textual app's first paint, measured in the same run.

Run from the repository root:  python benchmarks/app_search.py [--rounds N] [--write] [--json]

Each run is a fresh process on an 80×24 pseudo-terminal (the harness of
``benchmarks/startup.py``). As soon as the search box has focus (Textual's ``Ready``, after the
first paint) the child types "janis" into it, then waits until the result list shows the
Janissaries card first and the screen has been refreshed with it (checked each time the list is
filled, not by polling, which would load the app's thread). The clock runs from spawn to that
refresh; the bare app's clock stops at its first paint. The two take turns after warm-up
runs (which fill the cache, as a user's first start does), and the ratio is the median over the
rounds of the two times measured back to back. Keystroke figures are in the "Search" section.

With --write the report replaces the "## First search result in the app" section of
docs/benchmarks.md.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.startup import BARE_CHILD, run_child  # noqa: E402

TARGET = 1.5
WORD, EXPECTED = "janis", "his.card.janissaries"

SEARCH_CHILD = r"""
import json, os, sys, time
import tui.app
from tui.widgets.results import ResultList

_result = os.environ["STARTUP_RESULT"]
_word, _expected = os.environ["SEARCH_WORD"], os.environ["SEARCH_EXPECTED"]
_start_loading = tui.app.WartutorApp.on_ready


def _done(app):
    with open(_result, "w") as out:
        json.dump({"ready": time.time(), "widgets": 0, "whoosh": "whoosh" in sys.modules,
                   "focused": type(app.focused).__name__, "first_paint": app._bench_paint}, out)
    app.exit()


def _check(app):
    results = app.screen.query(ResultList)
    if results and results.first().option_count and not app._bench_seen:
        option = results.first().get_option_at_index(0)
        if option.id and option.id.endswith(_expected):
            app._bench_seen = True
            app.call_after_refresh(_done, app)  # once the screen shows it


_fill = ResultList.fill


def _filled(widget, *args, **kwargs):  # every time the list is filled, as it happens
    _fill(widget, *args, **kwargs)
    _check(widget.app)


def _on_ready(self):
    self._bench_paint = time.time()
    self._bench_seen = False
    _start_loading(self)
    self.focused.insert_text_at_cursor(_word)  # typed as soon as the box has focus


ResultList.fill = _filled
tui.app.WartutorApp.on_ready = _on_ready
sys.exit(tui.app.run_app())
"""


def measure(rounds: int) -> dict:
    with tempfile.TemporaryDirectory() as home:
        env = {
            "HOME": home,
            "XDG_CONFIG_HOME": f"{home}/.config",
            "XDG_DATA_HOME": f"{home}/.local/share",
            "XDG_CACHE_HOME": f"{home}/.cache",
            "LANG": "en_US.UTF-8",
            "PYTHONPYCACHEPREFIX": f"{home}/pycache",
            "SEARCH_WORD": WORD,
            "SEARCH_EXPECTED": EXPECTED,
        }
        bare_env = {**env, "STARTUP_WIDGETS": "14"}
        cold = run_child(SEARCH_CHILD, env)  # the first start: nothing cached yet
        run_child(SEARCH_CHILD, env)
        run_child(BARE_CHILD, bare_env)
        runs: dict[str, list[dict]] = {"search": [], "bare": []}
        for _ in range(rounds):
            runs["search"].append(run_child(SEARCH_CHILD, env))
            runs["bare"].append(run_child(BARE_CHILD, bare_env))
    pairs = list(zip(runs["search"], runs["bare"], strict=True))
    return {
        "rounds": rounds,
        "search_seconds": statistics.median(item["seconds"] for item in runs["search"]),
        "bare_seconds": statistics.median(item["seconds"] for item in runs["bare"]),
        "cold_seconds": cold["seconds"],
        "ratio": statistics.median(ours["seconds"] / bare["seconds"] for ours, bare in pairs),
        "after_first_paint_ms": statistics.median(
            (item["ready"] - item["first_paint"]) * 1000 for item in runs["search"]
        ),
        "whoosh": any(item["whoosh"] for item in runs["search"]),
    }


def report(summary: dict) -> str:
    """The Markdown report (the body of the section)."""
    ms = lambda seconds: f"{seconds * 1000:.0f} ms"  # noqa: E731
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    intro = (
        "`python benchmarks/app_search.py --write`: `wartutor` started with no command; as soon "
        f'as the search box has focus "{WORD}" is typed into it, and the clock stops when the '
        "screen shows the Janissaries card as the first result. Against a bare Textual app's "
        "first paint (an input, static lines, a footer). Fresh processes on an 80×24 "
        f"pseudo-terminal, taking turns for {summary['rounds']} rounds after warm-up runs; the "
        "ratio is the median of the pairwise ratios. Machine: "
        f"{platform.machine()}, Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"load average {load:.1f} at the end, {time.strftime('%Y-%m-%d')}."
    )
    lines = [
        textwrap.fill(intro, width=100),
        "",
        "| measure | time (median) | ratio to the bare app's first paint | target |",
        "|---|---|---|---|",
        f'| first correct result painted for "{WORD}" | {ms(summary["search_seconds"])} | '
        f"{summary['ratio']:.2f}× | ≤ {TARGET}× |",
        f"| bare Textual app, first paint | {ms(summary['bare_seconds'])} | 1 | |",
        f"| … of which after wartutor's first paint | "
        f"{summary['after_first_paint_ms']:.0f} ms | | |",
        f"| the very first start (nothing cached) | {ms(summary['cold_seconds'])} | | |",
        f"| whoosh imported before the result | {'yes' if summary['whoosh'] else 'no'} | | no |",
        "",
        textwrap.fill(
            "The content and the headword table are read from the user cache in a worker thread "
            "after the first paint; the suggestions of the headword table are the first results "
            "shown, and the ranked full-text results replace them after a short pause in typing.",
            width=100,
        ),
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    from benchmarks.markdown import paired_main

    return paired_main(
        argv,
        doc=__doc__,
        title="First search result in the app",
        measure=measure,
        report=report,
        what="runs of each app",
    )


if __name__ == "__main__":
    raise SystemExit(main())
