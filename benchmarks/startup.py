"""Startup: time to the first interactive frame and peak memory of ``wartutor`` (no command),
against a bare Textual app with the same number of widgets, measured in the same run.

Run from the repository root:  python benchmarks/startup.py [--rounds N] [--write] [--json]

Each measurement is a fresh Python process on a pseudo-terminal of 80×24 (the app draws to a
real terminal device, as it does for a user). The clock starts just before the process is
spawned and stops when Textual reports the first frame painted (``Ready``, posted after the first
layout and screen refresh, with the search box already focused); the child then exits. So the
time covers the interpreter start, every import, the command line, the app's start and the
first paint. Peak memory is the child's maximum resident set size (``wait4``).

The apps run in turns (wartutor, bare, wartutor alone, …) after one warm-up run of each, so that
a busy machine slows them alike; the report gives medians. All use cached bytecode, as an
installed package does (the warm-up runs write it into a temporary PYTHONPYCACHEPREFIX). The
child also records whether ``whoosh`` was imported before the first frame (it must not be).

With --write the report replaces the "## Startup" section of docs/benchmarks.md.
"""

from __future__ import annotations

import fcntl
import json
import os
import platform
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (80, 24)
TARGET_TIME, TARGET_RSS = 1.15, 1.30
TIMEOUT = 60.0

# -- the child processes ---------------------------------------------------------------------
WARTUTOR_CHILD = r"""
import json, os, sys, time
import textual.app

_result = os.environ["STARTUP_RESULT"]


def _peak_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _on_ready(self, event=None):
    widgets = sum(1 for _ in self.screen.walk_children(with_self=False))
    data = {"ready": time.time(), "widgets": widgets, "whoosh": "whoosh" in sys.modules,
            "engine": "engine" in sys.modules,
            "focused": type(self.focused).__name__ if self.focused else None,
            "hwm_kib": _peak_kib(), "modules": len(sys.modules), "cpu": time.process_time()}
    with open(_result, "w") as out:
        json.dump(data, out)
    self.exit()


import tui.app

_load_after_first_frame = tui.app.WartutorApp.on_ready


def _probe_then_load(self):
    _on_ready(self)  # the probe runs before the app starts loading its content
    _load_after_first_frame(self)


tui.app.WartutorApp.on_ready = _probe_then_load  # Textual posts Ready after the first paint
if os.environ.get("STARTUP_ENTRY") == "app":
    sys.exit(tui.app.run_app())
from tui.cli import main

sys.exit(main([]))
"""

BARE_CHILD = r"""
import json, os, sys, time
from textual.app import App
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Input, Static

_result = os.environ["STARTUP_RESULT"]
_widgets = int(os.environ["STARTUP_WIDGETS"])


def _peak_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


class Bare(App):
    def compose(self):
        yield Input(placeholder="search")
        with Horizontal():
            with VerticalScroll():
                for number in range(max(_widgets - 5, 1)):
                    yield Static(f"line {number}")
        yield Footer()

    def on_ready(self, event=None):
        widgets = sum(1 for _ in self.screen.walk_children(with_self=False))
        data = {"ready": time.time(), "widgets": widgets, "whoosh": "whoosh" in sys.modules,
                "focused": type(self.focused).__name__ if self.focused else None,
                "hwm_kib": _peak_kib(), "modules": len(sys.modules), "cpu": time.process_time()}
        with open(_result, "w") as out:
            json.dump(data, out)
        self.exit()


Bare().run()
"""


def run_child(code: str, env: dict[str, str]) -> dict:
    """Run ``code`` in a new interpreter on a pseudo-terminal; return its result and peak RSS."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", SIZE[1], SIZE[0], 0, 0))
    with tempfile.NamedTemporaryFile("r", suffix=".json", delete=False) as handle:
        result_path = handle.name
    dropped = ("PYTHONDONTWRITEBYTECODE",)
    inherited = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("WARTUTOR_") and key not in dropped
    }
    child_env = {
        **inherited,
        **env,
        "STARTUP_RESULT": result_path,
        "TERM": "xterm-256color",
        "PYTHONPATH": str(ROOT),
        "COLUMNS": str(SIZE[0]),
        "LINES": str(SIZE[1]),
    }
    start = time.time()
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdin=slave, stdout=slave, stderr=slave, env=child_env,
        cwd=ROOT, start_new_session=True,
    )  # fmt: skip
    os.close(slave)
    deadline = time.monotonic() + TIMEOUT
    status = rusage = None
    try:
        while True:  # drain the terminal so the child never blocks on output
            try:
                os.read(master, 65536)
            except OSError:
                pass
            pid, status, rusage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("the child did not reach its first frame in time")
            time.sleep(0.002)
    finally:
        os.close(master)
        process.returncode = os.waitstatus_to_exitcode(status) if status is not None else -9
    try:
        data = json.loads(Path(result_path).read_text() or "{}")
    finally:
        os.unlink(result_path)
    if "ready" not in data:
        raise RuntimeError(f"the child exited ({process.returncode}) before its first frame")
    data["seconds"] = data["ready"] - start
    data["rss_kib"] = data.get("hwm_kib") or rusage.ru_maxrss  # peak RSS up to the first frame
    data["exit_rss_kib"] = rusage.ru_maxrss  # peak over the whole run (KiB on Linux)
    return data


# -- the measurement -------------------------------------------------------------------------
def measure(rounds: int) -> dict:
    """Alternate wartutor and bare runs; return medians, ratios and the raw runs."""
    with tempfile.TemporaryDirectory() as home:
        env = {  # a fresh user: the platformdirs locations, inside a temporary home
            "HOME": home,
            "XDG_CONFIG_HOME": f"{home}/.config",
            "XDG_DATA_HOME": f"{home}/.local/share",
            "XDG_CACHE_HOME": f"{home}/.cache",
            "LANG": "en_US.UTF-8",
            # bytecode cached as an installed package has it (written by the warm-up runs,
            # kept out of the source tree)
            "PYTHONPYCACHEPREFIX": f"{home}/pycache",
        }
        probe = run_child(WARTUTOR_CHILD, env)  # warm-up, and the widget count to match
        bare_env = {**env, "STARTUP_WIDGETS": str(probe["widgets"])}
        first = run_child(BARE_CHILD, bare_env)  # warm-up; then match the count exactly
        bare_env["STARTUP_WIDGETS"] = str(2 * probe["widgets"] - first["widgets"])
        app_env = {**env, "STARTUP_ENTRY": "app"}
        run_child(WARTUTOR_CHILD, app_env)  # warm-up
        runs: dict[str, list[dict]] = {"wartutor": [], "bare": [], "app": []}
        for _ in range(rounds):
            runs["wartutor"].append(run_child(WARTUTOR_CHILD, env))
            runs["bare"].append(run_child(BARE_CHILD, bare_env))
            runs["app"].append(run_child(WARTUTOR_CHILD, app_env))
    summary = {}
    for name, items in runs.items():
        summary[name] = {
            "median_seconds": statistics.median(item["seconds"] for item in items),
            "best_seconds": min(item["seconds"] for item in items),
            "rss_kib": statistics.median(item["rss_kib"] for item in items),
            "widgets": items[0]["widgets"],
            "whoosh_before_first_frame": any(item["whoosh"] for item in items),
            "focused": items[0]["focused"],
        }

    def paired(name: str) -> float:
        """Median over the rounds of (this app's time / the bare app's time in the same round):
        each pair ran back to back, so a change in the machine's load touches both."""
        return statistics.median(
            ours["seconds"] / bare["seconds"]
            for ours, bare in zip(runs[name], runs["bare"], strict=True)
        )

    summary["time_ratio"] = paired("wartutor")
    summary["app_time_ratio"] = paired("app")
    summary["best_ratio"] = summary["wartutor"]["best_seconds"] / summary["bare"]["best_seconds"]
    summary["rss_ratio"] = summary["wartutor"]["rss_kib"] / summary["bare"]["rss_kib"]
    summary["rounds"] = rounds
    summary["runs"] = runs
    return summary


def _row(name: str, ours: str, bare: str, ratio: str = "", target: str = "") -> str:
    return f"| {name} | {ours} | {bare} | {ratio} | {target} |"


def report(summary: dict) -> str:
    """The Markdown report (the body of the "## Startup" section)."""
    ours, bare, app = summary["wartutor"], summary["bare"], summary["app"]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    ms = lambda seconds: f"{seconds * 1000:.0f} ms"  # noqa: E731
    mib = lambda kib: f"{kib / 1024:.1f} MiB"  # noqa: E731
    intro = (
        "`python benchmarks/startup.py --write`: `wartutor` with no command (the real entry point: "
        "command line, app, home screen) against a bare Textual app with the same number of "
        "widgets (an input, static lines and a footer). Each run is a fresh process on an 80×24 "
        "pseudo-terminal, timed from spawn to the first painted frame (Textual's `Ready`), with "
        "cached bytecode as an installed package has it. After one warm-up run each, the apps "
        f"take turns for {summary['rounds']} rounds; a ratio is the median over the rounds of "
        "the two times measured back to back, which keeps changes in the machine's load out of "
        f"it. Machine: {platform.machine()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, load average {load:.1f} at the end, "
        f"{time.strftime('%Y-%m-%d')}."
    )
    lines = [
        textwrap.fill(intro, width=100),
        "",
        _row("measure", "wartutor", "bare Textual app", "ratio", "target"),
        "|---|---|---|---|---|",
        _row(
            "time to the first interactive frame (median)", ms(ours["median_seconds"]),
            ms(bare["median_seconds"]), f"{summary['time_ratio']:.2f}×", f"≤ {TARGET_TIME:.2f}×",
        ),
        _row(
            "… best run", ms(ours["best_seconds"]), ms(bare["best_seconds"]),
            f"{summary['best_ratio']:.2f}×",
        ),
        _row(
            "… the app alone (`run_app()`, no command line)", ms(app["median_seconds"]),
            ms(bare["median_seconds"]), f"{summary['app_time_ratio']:.2f}×",
        ),
        _row(
            "peak RSS up to the first frame (median)", mib(ours["rss_kib"]), mib(bare["rss_kib"]),
            f"{summary['rss_ratio']:.2f}×", f"≤ {TARGET_RSS:.2f}×",
        ),
        _row("widgets on the first screen", str(ours["widgets"]), str(bare["widgets"])),
        _row("focused at the first frame", str(ours["focused"]), str(bare["focused"])),
        _row(
            "whoosh imported before the first frame",
            "yes" if ours["whoosh_before_first_frame"] else "no", "", "", "no",
        ),
        "",
        textwrap.fill(
            "The glossary content, the headword table and the search index load after the first "
            "frame, in a worker thread; whoosh is imported by the first full-text search. The "
            "gap between the first and the third row is the command line's own start (with no "
            "command it only imports the command-line module and argparse, and picks the "
            "language; the engine is not loaded), which `run_app()` alone does not pay.",
            width=100,
        ),
    ]  # fmt: skip
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    from benchmarks.markdown import paired_main

    return paired_main(
        argv, doc=__doc__, title="Startup", measure=measure, report=report, what="runs of each app"
    )


if __name__ == "__main__":
    raise SystemExit(main())
