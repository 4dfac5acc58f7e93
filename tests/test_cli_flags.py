"""Errors about --dice and --choices: one line, the flag's name first, exit 2, and a reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from tui.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
BASIC = str(EXAMPLES / "his-basic.toml")


def run(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["resolve", BASIC, "--dice", "1,,2"], "--dice: 1,,2: empty entry in the list"),
        (["resolve", BASIC, "--dice", "-1" + ",1" * 13], "--dice: die 1 is -1"),
        (["resolve", BASIC, "--dice", "6,6"], "--dice: the roll at step"),
        (["resolve", BASIC, "--choices", "play:nope"], "--choices: play:nope: not legal"),
        (["odds", BASIC, "--choices", "play:nope"], "--choices: play:nope: not legal"),
        (["odds", BASIC, "--choices", "a,,b"], "--choices: a,,b: empty action id"),
    ],
)
def test_flag_errors_are_one_line_naming_the_flag(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "usage:" not in err
    assert message in err


def test_spaces_around_dice_are_allowed(capsys):
    dice = ", ".join(["1"] * 14)
    code, out, _ = run(capsys, "resolve", BASIC, "--dice", dice)
    assert code == 0 and out


@pytest.mark.parametrize("command", ["odds", "resolve"])
def test_an_unused_card_play_says_why(capsys, tmp_path, command):
    # his card #1: Janissaries is played once a turn, from the Ottoman hand
    used = tmp_path / "used.toml"
    used.write_text(
        'procedure = "his/field-battle"\njanissaries_used = true\n'
        '[attacker]\npower = "ottoman"\nregulars = 3\ncards = ["janissaries"]\n'
        '[defender]\npower = "hapsburg"\nregulars = 2\n',
        encoding="utf-8",
    )
    extra = ["--dice", ",".join(["1"] * 6)] if command == "resolve" else []
    code, _, err = run(capsys, command, str(used), "--choices", "play:janissaries", *extra)
    assert code == 2
    assert "--choices: these choices were not used: play:janissaries" in err
    assert "already played this turn" in err
    nobody = tmp_path / "nobody.toml"
    nobody.write_text(
        'procedure = "his/field-battle"\n[attacker]\npower = "france"\nregulars = 3\n'
        '[defender]\npower = "hapsburg"\nregulars = 2\n',
        encoding="utf-8",
    )
    code, _, err = run(capsys, command, str(nobody), "--choices", "play:janissaries", *extra)
    assert code == 2 and "no hand holds the card 'janissaries'" in err
