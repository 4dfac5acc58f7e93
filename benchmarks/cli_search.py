"""One-shot search from the shell: ``wartutor search WORD`` as a whole process, against
``python -c pass`` with the same interpreter, measured in the same run.

Run from the repository root:  python benchmarks/cli_search.py [--rounds N] [--write] [--json]

Each run is a fresh process started the way the console script starts it (``tui.cli.main``),
with cached bytecode and a private cache directory; its CPU time (user + system, from
``wait4``) and wall time are recorded. After warm-up runs (which also fill the cache of derived
content and the index, as a user's first search does) the commands take turns, round by round,
and a ratio is the median over the rounds of the two figures measured back to back, so that a
change in the machine's load touches both. Also measured, for reference: the first search after
the content changed (nothing cached), and a query only the full-text index answers.

With --write the report replaces the "## One-shot search" section of docs/benchmarks.md.
"""

from __future__ import annotations

import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 8.0
WORD = "janis"  # still being typed: the headword table answers it
FULL_TEXT_WORD = "Landkämpfe"  # an inflection: only the full-text index knows it
SEARCH = "import sys\nfrom tui.cli import main\nsys.exit(main(sys.argv[1:]))\n"


def run(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one process running ``python ARGS``."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
        cwd=ROOT,
    )  # fmt: skip
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode() if process.stderr else ""
    process.stderr.close()
    if process.returncode:
        raise RuntimeError(f"{args} exited {process.returncode}: {error}")
    return wall, usage.ru_utime + usage.ru_stime


def measure(rounds: int) -> dict:
    home = Path(tempfile.mkdtemp(prefix="wartutor-cli-bench-"))
    try:
        env = {
            **{key: value for key, value in os.environ.items() if not key.startswith("WARTUTOR_")},
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "WARTUTOR_CACHE_DIR": str(home / "cache" / "wartutor"),
            "PYTHONPATH": str(ROOT),
            "PYTHONPYCACHEPREFIX": str(home / "pycache"),
            "LANG": "en_US.UTF-8",
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        search = ["-c", SEARCH, "search", WORD]
        full_text = ["-c", SEARCH, "search", FULL_TEXT_WORD]
        cold = []
        for _ in range(3):  # nothing cached: the content parsed, the table built and saved
            shutil.rmtree(home / "cache", ignore_errors=True)
            cold.append(run(search, env))
        for args in (search, full_text, ["-c", "pass"]):
            run(args, env)  # warm-up (and the index is built)
        runs: dict[str, list[tuple[float, float]]] = {"search": [], "full": [], "bare": []}
        for _ in range(rounds):
            runs["search"].append(run(search, env))
            runs["bare"].append(run(["-c", "pass"], env))
            runs["full"].append(run(full_text, env))
    finally:
        shutil.rmtree(home, ignore_errors=True)

    def ratio(name: str, which: int) -> float:
        return statistics.median(
            ours[which] / bare[which] for ours, bare in zip(runs[name], runs["bare"], strict=True)
        )

    def median(items, which: int) -> float:
        return statistics.median(item[which] for item in items)

    return {
        "rounds": rounds,
        "bare": {"wall": median(runs["bare"], 0), "cpu": median(runs["bare"], 1)},
        "search": {"wall": median(runs["search"], 0), "cpu": median(runs["search"], 1)},
        "full": {"wall": median(runs["full"], 0), "cpu": median(runs["full"], 1)},
        "cold": {"wall": median(cold, 0), "cpu": median(cold, 1)},
        "ratio_wall": ratio("search", 0),
        "ratio_cpu": ratio("search", 1),
        "full_ratio_wall": ratio("full", 0),
        "full_ratio_cpu": ratio("full", 1),
    }


def report(summary: dict) -> str:
    """The Markdown report (the body of the "## One-shot search" section)."""
    ms = lambda seconds: f"{seconds * 1000:.0f} ms"  # noqa: E731
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    bare, ours, full, cold = (summary[name] for name in ("bare", "search", "full", "cold"))
    intro = (
        f"`python benchmarks/cli_search.py --write`: `wartutor search {WORD}` as a whole process "
        "(interpreter start, imports, command line, search, output) against `python -c pass` "
        "with the same interpreter. Each run is a fresh process with cached bytecode and a "
        "private cache; after warm-up runs (the first search caches the parsed content, the "
        f"headword table and the index) the commands take turns for {summary['rounds']} "
        "rounds, and a ratio is the median over the rounds of the two figures measured back "
        "to back. CPU is user + system time of the process. Machine: "
        f"{platform.machine()}, Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"load average {load:.1f} at the end, {time.strftime('%Y-%m-%d')}."
    )
    lines = [
        textwrap.fill(intro, width=100),
        "",
        "| measure | wall (median) | CPU (median) | ratio wall | ratio CPU | target |",
        "|---|---|---|---|---|---|",
        f"| `python -c pass` | {ms(bare['wall'])} | {ms(bare['cpu'])} | 1 | 1 | |",
        f"| `wartutor search {WORD}` (headword table, cached) | {ms(ours['wall'])} | "
        f"{ms(ours['cpu'])} | {summary['ratio_wall']:.1f}× | {summary['ratio_cpu']:.1f}× | "
        f"≤ {TARGET:.0f}× |",
        f"| `wartutor search {FULL_TEXT_WORD}` (full-text index, cached) | {ms(full['wall'])} | "
        f"{ms(full['cpu'])} | {summary['full_ratio_wall']:.1f}× | "
        f"{summary['full_ratio_cpu']:.1f}× | |",
        f"| `wartutor search {WORD}`, nothing cached (median of 3) | {ms(cold['wall'])} | "
        f"{ms(cold['cpu'])} | | | |",
        "",
        textwrap.fill(
            "A word still being typed (a word of no headword that starts one) is answered by the "
            "headword table alone, so whoosh is not imported; the parsed content and the table "
            "come from the user cache, keyed by the content's hash (see "
            "[search.md](search.md#the-caches)). A query that needs the full text also imports "
            "whoosh and opens the cached index.",
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
        title="One-shot search",
        measure=measure,
        report=report,
        what="runs of each command",
    )


if __name__ == "__main__":
    raise SystemExit(main())
