"""Errors on the command line repeat at most a short start of what was typed; a byte-order mark
does not spoil a scenario file; the help gives --limit's range."""

from __future__ import annotations

import pytest

from engine.errors import ECHO_LIMIT
from tests.test_cli_robustness import BASIC, SHORT, refused, run


# -- C3: echoes of long input ------------------------------------------------------------------
def _clipped_in(line: str) -> bool:
    """Whether the line repeats a value cut with "…" and stays short (the list of examples or
    lessons that some messages give makes up most of it)."""
    return "\u2026" in line and len(line) < 1000


@pytest.mark.parametrize(
    "argv, named",
    [
        (["resolve", "--example", "his-basic", "--dice", "x" * 100_000], "not a whole number"),
        (["resolve", "--example", "his-basic", "--dice", "1," * 50_000], "empty entry"),
        (["resolve", "--example", "his-basic", "--dice", "1 " * 50_000], "were not needed"),
        (["resolve", "--example", "his-basic", "--choices", "x" * 10_000], "not legal"),
        (["resolve", "--example", "his-basic", "--choices", "play:" + "x" * 10_000], "card"),
        (["resolve", "--example", "his-basic", "--choices", "pass," * 2000], "empty action"),
        (["odds", "--example", "his-basic", "--choices", "pass," * 2000 + "pass"], "not used"),
        (["resolve", "--example", "his-basic", "--choices", "pass," * 2000 + "pass"], "not used"),
        (["odds", "--example", "x" * 10_000], "no example of that name"),
        (["lessons", "--take", "x" * 10_000], "no such lesson"),
        (["term", "x" * 10_000], "no glossary entry"),
        (["drill", "--count", "9" * 10_000], "from 1 to 100"),
        (["search", "--limit", "9" * 10_000, "x"], "from 1 to 100"),
        (["drill", "--procedure", "x" * 10_000], "invalid choice"),
        (["x" * 10_000], "invalid choice"),
        (["procedures", "x" * 10_000], "unrecognized arguments"),
    ],
)
def test_long_values_are_echoed_only_by_their_start(capsys, argv, named):
    # guards: a pasted value of thousands of characters is named by its first 60 and "…"
    line = refused(capsys, *argv)
    assert named in line and _clipped_in(line), line[:500]


def test_a_die_too_long_names_the_faces_a_die_shows(capsys):
    # guards: a 5000-digit die is a whole number out of range (not "not a whole number"):
    # the message gives the die's faces and only the number's start
    line = refused(capsys, "resolve", "--example", "his-basic", "--dice", "9" * 5000)
    assert "die 1 is 999" in line and "it must be between 1 and 6" in line
    assert _clipped_in(line)


def test_a_die_with_leading_zeros_is_its_value(capsys):
    # guards: the digit bound counts significant digits: 0…06 is a 6 however many zeros lead
    dice = ",".join(["0" * 5000 + "6"] + ["6"] * 7 + ["1"] * 6)
    code, out, err = run(capsys, "resolve", "--example", "his-basic", "--dice", dice, "--json")
    assert code == 0, err[:300]


def test_no_results_echoes_only_the_start_of_the_query(capsys, monkeypatch):
    # guards: "No results for …" repeats at most 60 characters of a 10 000-character query
    import glossary.search

    monkeypatch.setattr(glossary.search, "search", lambda *args, **kwargs: [])
    monkeypatch.setattr("tui.commands.search._content", lambda: None)
    code, out, err = run(capsys, "search", "y" * 10_000)
    assert code == 0 and err == ""
    assert out.startswith("No results for " + "y" * ECHO_LIMIT + "\u2026")
    assert len(out) < SHORT


def test_a_long_unknown_key_is_named_by_its_start(capsys, tmp_path):
    # guards: a scenario key of 10 000 characters is not printed back in full
    path = tmp_path / "bad.toml"
    path.write_text("k" * 10_000 + " = 1\n" + BASIC.read_text(encoding="utf-8"))
    line = refused(capsys, "odds", path)
    assert "unknown key" in line and _clipped_in(line)


def test_a_long_unknown_procedure_is_named_by_its_start(capsys, tmp_path):
    # guards: `procedure = "…"` of 10 000 characters is repeated only by its start
    path = tmp_path / "bad.toml"
    path.write_text(f'procedure = "{"p" * 10_000}"\n', encoding="utf-8")
    line = refused(capsys, "odds", path)
    assert "unknown procedure" in line and "\u2026" in line and len(line) < 1000


# -- C4: byte-order mark ------------------------------------------------------------------------
def test_a_scenario_with_a_byte_order_mark_works(capsys, tmp_path):
    # guards: Windows Notepad's UTF-8 BOM is skipped: the same odds as without it
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + BASIC.read_bytes())
    code, with_bom, err = run(capsys, "odds", path, "--json")
    assert code == 0, err
    code, without, _err = run(capsys, "odds", BASIC, "--json")
    assert with_bom == without


# -- E: --limit's range in the help ---------------------------------------------------------
def test_search_help_gives_the_limits_range(capsys):
    # guards: the help states the enforced range of --limit (1 to 100), not only its default
    code, out, _err = run(capsys, "search", "--help")
    assert code == 0
    assert "(1 to 100, default 10)" in " ".join(out.split())


@pytest.mark.parametrize("command", ["odds", "resolve"])
def test_a_saved_battle_given_for_a_scenario_names_the_command_that_opens_it(
    capsys, tmp_path, command
):
    # a saved battle is JSON: the scenario commands say so instead of a TOML error at line 1
    saved = tmp_path / "his-field-battle-20261127-120000.json"
    saved.write_text('{"format": 1}', encoding="utf-8")
    line = refused(capsys, command, saved)
    assert str(saved) in line and "wartutor walk FILE" in line
    assert "TOML" not in line
