"""The console samples in README.md and docs/ are real: each ``$ wartutor …`` line in a
```` ```console ```` block is run, and its output must be the lines that follow it.

A line that is only ``…`` stands for any number of output lines (none included); every other
line must match exactly (trailing spaces aside). Samples run from the repository's root, in a
clean environment (no configured language, so English unless the command says ``--lang``).
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
from pathlib import Path

import pytest

from tui.cli import main

ROOT = Path(__file__).parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
ELIDED = "…"
BLOCK = re.compile(r"^```console\n(.*?)^```", re.MULTILINE | re.DOTALL)


def samples() -> list[tuple[str, str, list[str]]]:
    """(where, command, expected output lines) for every sample command in the docs."""
    found = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for block in BLOCK.finditer(text):
            line_number = text[: block.start()].count("\n") + 2
            where, command, expected = "", None, []
            for offset, line in enumerate(block.group(1).splitlines()):
                if line.startswith("$ "):
                    if command is not None:
                        found.append((where, command, expected))
                    where = f"{path.relative_to(ROOT)}:{line_number + offset}"
                    command, expected = line[2:], []
                elif command is not None:
                    expected.append(line.rstrip())
            if command is not None:
                found.append((where, command, expected))
    return found


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` is ``expected`` with each ``…`` line standing for any lines."""
    if not expected:
        return not actual
    head, rest = expected[0], expected[1:]
    if head == ELIDED:
        return any(matches(rest, actual[start:]) for start in range(len(actual) + 1))
    return bool(actual) and actual[0] == head and matches(rest, actual[1:])


def run(command: str) -> tuple[int, list[str]]:
    """Run a ``wartutor …`` command line in-process; its exit code and output lines."""
    argv = shlex.split(command)
    assert argv[0] == "wartutor", f"a sample must run wartutor: {command}"
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(argv[1:])
        except SystemExit as done:
            code = done.code
    return code, [line.rstrip() for line in out.getvalue().splitlines()]


def test_the_docs_have_samples():
    where = {sample[0].split(":")[0] for sample in samples()}
    assert "README.md" in where and any(path.startswith("docs") for path in where)


def test_elision_matches_any_lines_and_nothing_else():
    assert matches(["a", ELIDED, "d"], ["a", "b", "c", "d"])
    assert matches(["a", ELIDED], ["a"])
    assert not matches(["a", ELIDED, "d"], ["a", "b", "c"])
    assert not matches(["a", "b"], ["a", "b", "c"])


@pytest.mark.parametrize("where, command, expected", samples(), ids=lambda v: str(v)[:60])
def test_sample_output_is_what_the_command_prints(where, command, expected, monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.chdir(ROOT)
    assert expected, f"{where}: a sample shows its output (or … for output left out)"
    code, actual = run(command)
    assert code == 0, f"{where}: {command} exited {code}"
    assert matches(expected, actual), f"{where}: {command} printed:\n" + "\n".join(actual)
