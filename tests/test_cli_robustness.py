"""Hostile input on the command line: every case is refused with one clear message naming the
file or flag, exit status 2 and no traceback, and repeats at most a short start of what was
typed (or, for an answer to a question, the question is asked again)."""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
BASIC = EXAMPLES / "his-basic.toml"
#: The longest error line a hostile value may give: the message's own words, the file or flag,
#: and at most ECHO_LIMIT characters of the value (a list of legal actions may follow).
SHORT = 400


def run(capsys, *argv):
    """``wartutor ARGV`` in this process: (exit code, stdout, stderr). An exception escaping
    ``main`` fails the test, so "no traceback" is checked by every call."""
    try:
        code = main([str(arg) for arg in argv])
    except SystemExit as done:  # argparse's own errors
        code = done.code
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys, *argv) -> str:
    """The one error line of a refused command (exit 2, nothing on stdout, no traceback)."""
    code, out, err = run(capsys, *argv)
    assert code == 2, err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if "error" in line]
    assert len(lines) == 1, err
    return lines[0]


def scenario(tmp_path: Path, body: str, name: str = "bad.toml") -> Path:
    path = tmp_path / name
    path.write_text('procedure = "his/field-battle"\n' + body + "\n", encoding="utf-8")
    return path


# -- A1: nesting ------------------------------------------------------------------------------
@pytest.mark.parametrize("opening, closing", [("[", "]"), ("{a=", "}")])
def test_deeply_nested_arrays_or_tables_are_refused(capsys, tmp_path, opening, closing):
    # guards: tomllib's RecursionError (arrays or inline tables 500 deep) becomes bad input
    path = scenario(tmp_path, "x = " + opening * 500 + closing * 500, "nest.toml")
    line = refused(capsys, "odds", path)
    assert "nest.toml" in line and "nested too deeply" in line


def test_moderate_nesting_is_refused_with_its_key(capsys, tmp_path):
    # guards: nesting that tomllib reads but no schema has (40 levels) is refused at the key,
    # before the procedure's checks recurse into it
    path = scenario(tmp_path, "[attacker]\nunits = " + "[" * 40 + "]" * 40)
    line = refused(capsys, "resolve", path)
    assert "bad.toml: attacker.units[0]" in line and "at most 32 levels" in line
    assert len(line) < SHORT


def test_deep_nesting_through_the_real_console_script(tmp_path):
    # guards: the installed entry point prints no traceback for the reviewer's exact file
    path = scenario(tmp_path, "x = " + "[" * 500 + "]" * 500, "nest.toml")
    done = subprocess.run(
        [sys.executable, "-m", "tui.cli", "odds", str(path)],
        capture_output=True, text=True, timeout=60, env=os.environ.copy(),
    )  # fmt: skip
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "nested too deeply" in done.stderr


def test_a_saved_battle_nested_too_deeply_is_refused(capsys, tmp_path):
    # guards: `walk` on a JSON file nested 100 000 deep (json's RecursionError) exits 2
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    line = refused(capsys, "walk", path)
    assert "deep.json: nested too deeply" in line


# -- A2: long numbers ---------------------------------------------------------------------------
def test_a_number_too_long_for_python_is_refused_at_its_line(capsys, tmp_path):
    # guards: tomllib's ValueError for a 4301-digit integer becomes bad input with its place
    path = scenario(tmp_path, "seed = " + "1" * 4301)
    line = refused(capsys, "odds", path)
    assert "bad.toml" in line and "line 2, column 8" in line and "too large a number" in line
    assert len(line) < SHORT


def test_a_number_beyond_64_bits_is_refused_at_its_key(capsys, tmp_path):
    # guards: a number TOML does not allow (beyond 64 bits) names its key and is never echoed
    # (the seed takes any whole number, so nothing else would refuse it)
    path = scenario(tmp_path, "seed = " + "9" * 4000)
    line = refused(capsys, "resolve", path)
    assert "bad.toml: seed: too large a number" in line and "9223372036854775807" in line
    assert len(line) < SHORT


def test_a_seed_just_beyond_64_bits_is_refused(capsys, tmp_path):
    # guards: a key without a maximum (the seed) still keeps to TOML's 64-bit range
    path = tmp_path / "seeded.toml"
    path.write_text("seed = 9223372036854775808\n" + BASIC.read_text(encoding="utf-8"))
    line = refused(capsys, "resolve", path)
    assert "seeded.toml: seed: too large a number" in line


def test_a_bounded_key_keeps_its_own_message_for_a_20_digit_number(capsys, tmp_path):
    # guards: beyond 64 bits but short, a number in a bounded key gets the key's own range
    # ("must be at most …"), as the set-up form shows it
    text = BASIC.read_text(encoding="utf-8").replace(
        "regulars = ", "regulars = 99999999999999999999", 1
    )
    path = tmp_path / "many.toml"
    path.write_text(text)
    line = refused(capsys, "odds", path)
    assert "regulars: must be at most" in line


def test_the_largest_64_bit_seed_still_works(capsys, tmp_path):
    # guards: the bound refuses only what TOML itself refuses (the example sets no seed; a
    # top-level key goes before its first table)
    path = tmp_path / "seeded.toml"
    path.write_text("seed = 9223372036854775807\n" + BASIC.read_text(encoding="utf-8"))
    code, _out, err = run(capsys, "resolve", path)
    assert code == 0, err


# -- A4: answers typed as other digits ------------------------------------------------------
@pytest.mark.parametrize(
    "typed", ["\u00b2", "1" * 5000, "\u0663"], ids=["superscript-2", "5000-digits", "arabic-3"]
)
def test_a_drill_answer_in_odd_digits_asks_again(capsys, monkeypatch, typed):
    # guards: "²" (AltGr+2), a 5000-digit paste and an Arabic-Indic 3 are not option numbers:
    # the question is asked again instead of int() raising ValueError
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{typed}\nq\n"))
    code, out, err = run(capsys, "drill", "--procedure", "soe/attack", "--kind", "winner",
                         "--count", "1", "--seed", "7")  # fmt: skip
    assert code == 0 and "Traceback" not in err
    assert "Please type option numbers from 1 to" in out
    assert out.count("Your answer") == 2  # asked, then asked again
    assert "0 of 0 right." in out


def test_a_lesson_answer_in_odd_digits_asks_again(capsys, monkeypatch):
    # guards: the lessons read answers the same way (tui/commands/drill.py's _read_answer)
    monkeypatch.setattr("sys.stdin", io.StringIO("\u00b2\n" + "7" * 5000 + "\nq\n"))
    code, out, err = run(capsys, "lessons", "--take", "his-field-battle")
    assert code == 0 and "Traceback" not in err
    assert out.count("Please type option numbers from 1 to") == 2


# -- A5: a flag's value of "--" ---------------------------------------------------------------
@pytest.mark.parametrize(
    "argv, named",
    [
        (["resolve", "--example", "his-basic", "--dice", "--"], "--dice: --: not a whole number"),
        (["resolve", "--example", "his-basic", "--dice=--"], "--dice: --: not a whole number"),
        (["resolve", "--example", "his-basic", "--choices", "--"], "--choices: --: not legal"),
        (["odds", "--example", "his-basic", "--choices=--"], "--choices: --: not legal"),
    ],
)
def test_a_double_dash_value_is_refused(capsys, argv, named):
    # guards: argparse turns a value of "--" into an empty list: no AttributeError on
    # --dice, and --choices no longer silently means "no choices"
    assert named in refused(capsys, *argv)


# -- A6: paths that cannot be looked at --------------------------------------------------------
def test_a_file_name_too_long_is_refused(capsys, tmp_path):
    # guards: ENAMETOOLONG from the existence check (scenario_path) becomes "cannot read"
    name = "a" * 300 + ".toml"
    line = refused(capsys, "odds", tmp_path / name)
    assert name in line and "cannot read: File name too long" in line


def test_a_too_long_name_under_examples_is_refused(capsys):
    # guards: the lookup of a shipped example by its documented path stats the name too
    line = refused(capsys, "resolve", "examples/" + "a" * 300 + ".toml")
    assert "cannot read" in line


def test_a_file_in_a_folder_without_access_is_refused(capsys, tmp_path, monkeypatch):
    # guards: PermissionError from the existence check (a folder without x permission); as
    # root permissions do not apply, so the denial is simulated at os.stat
    locked = tmp_path / "locked" / "his-basic.toml"
    real_stat = os.stat

    def stat(path, *args, **kwargs):
        if str(path).startswith(str(locked.parent)):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    line = refused(capsys, "odds", locked)
    assert str(locked) in line and "no permission to read it" in line


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any folder")
def test_a_real_folder_without_access_is_refused(capsys, tmp_path):
    # guards: the same with a real chmod 000 folder (for a non-root run)
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "his-basic.toml").write_text(BASIC.read_text(encoding="utf-8"), encoding="utf-8")
    locked.chmod(0)
    try:
        line = refused(capsys, "odds", locked / "his-basic.toml")
    finally:
        locked.chmod(0o700)
    assert "no permission to read it" in line
