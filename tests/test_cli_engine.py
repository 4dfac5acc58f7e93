"""The engine commands: procedures, odds, resolve; bad input exits 2 with one clear message."""

import json
import os
from fractions import Fraction
from pathlib import Path

import pytest

from engine.files import MAX_FILE_BYTES
from tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
BASIC = str(EXAMPLES / "his-basic.toml")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_version_and_help(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert "wartutor" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("procedures", "odds", "resolve"):
        assert command in out


def test_procedures_json_lists_the_field_battle(capsys):
    code, out, _ = run(capsys, "procedures", "--json")
    data = json.loads(out)
    battle = next(p for p in data if p["id"] == "his/field-battle")
    assert len(battle["steps"]) == 13 and battle["steps"][6]["rule"] == "his 001 step 6"


def test_odds_json_shape_and_exact_fractions(capsys):
    code, out, _ = run(capsys, "odds", BASIC, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["procedure"] == "his/field-battle"
    assert sum(Fraction(o["probability"]) for o in data["outcomes"]) == 1
    first = data["outcomes"][0]
    assert {"winner", "losses", "captured_leaders", "siege"} <= set(first["outcome"])
    assert set(data["summary"]) >= {"attacker_wins", "defender_wins"}
    num, den = map(int, data["summary"]["attacker_wins"].split("/"))
    assert 0 < num < den


def test_resolve_with_physical_dice(capsys):
    # his 001 step 6: attacker 8 dice then defender 6 dice
    dice = ",".join(["6"] * 8 + ["1"] * 6)
    code, out, _ = run(capsys, "resolve", BASIC, "--dice", dice, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["outcome"]["winner"] == "attacker"
    assert data["outcome"]["losses"] == {"attacker": 0, "defender": 4}
    assert any(entry["rule"] == "his 001 step 9" for entry in data["log"])


def test_resolve_plain_log_cites_steps(capsys):
    code, out, _ = run(capsys, "resolve", BASIC, "--choices", "play:field-artillery")
    assert code == 0 and "[Here I Stand · Field battle · Step 8: Winner]" in out
    assert (
        "[Here I Stand · Field battle · Combat and response cards]" in out and "his 001" not in out
    )


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["odds", "missing.toml"], "missing.toml: file not found"),
        (["resolve", BASIC, "--dice", "6,6"], "needs 14 dice"),
        (["resolve", BASIC, "--dice", ",".join(["7"] * 14)], "between 1 and 6"),
        (["resolve", BASIC, "--dice", "a,b"], "--dice: a: not a whole number"),
        (["resolve", BASIC, "--dice", ",".join(["1"] * 15)], "1 die was not needed"),
        (["odds", BASIC, "--choices", "play:janissaries"], "legal actions: pass"),
        # a die is never dropped: an empty entry is an error, with the flag's prefix
        (["resolve", BASIC, "--dice", "1,,2"], "--dice: 1,,2: empty entry in the list of dice"),
        (["resolve", BASIC, "--dice", ",".join(["1"] * 13) + ","], "--dice: "),
        # a value starting with "-" is the flag's value, checked like any other (no usage block)
        (["resolve", BASIC, "--dice", "-1," + ",".join(["1"] * 13)], "--dice: die 1 is -1"),
        (["resolve", BASIC, "--dice", "-1,1"], "--dice: die 1 is -1"),
        (["resolve", BASIC, "--dice", "1,1"], "--dice: the roll at step 6 (Roll dice) needs"),
        # every error about a flag starts with the flag, in odds and resolve alike
        (["odds", BASIC, "--choices", "bogus"], "--choices: bogus: not legal at step"),
        (["resolve", BASIC, "--choices", "bogus"], "--choices: bogus: not legal at step"),
        (["resolve", BASIC, "--choices", "a,,b"], "--choices: a,,b: empty action id"),
        (["odds", BASIC, "--choices", "a,,b"], "--choices: a,,b: empty action id"),
        (["odds", BASIC, "--bogus"], "unrecognized arguments"),
        (["odds", BASIC, "--lang", "fr"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_message(capsys, argv, fragment):
    try:
        code = main(argv)
    except SystemExit as done:
        code = done.code
    out, err = capsys.readouterr()
    assert code == 2
    assert fragment in err
    assert "Traceback" not in err
    if fragment.startswith("--"):
        assert "usage:" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "argv, usage",
    [
        (["lessons", "999"], "usage: wartutor lessons "),
        (["procedures", "extra"], "usage: wartutor procedures "),
        (["odds", BASIC, "--bogus"], "usage: wartutor odds "),
        (["--bogus"], "usage: wartutor [-h]"),
    ],
)
def test_a_word_too_many_shows_the_commands_own_usage(capsys, argv, usage):
    with pytest.raises(SystemExit) as done:
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert err.startswith(usage) and f"unrecognized arguments: {argv[-1]}" in err


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("procedure = ", "not valid TOML"),
        ('procedure = "his/nothing"', "unknown procedure"),
        (
            'procedure = "his/field-battle"\n[attacker]\npower = "france"\nregulars = 1\n',
            "defender: missing",
        ),
        (
            'procedure = "his/field-battle"\nfortified = "yes"\n[attacker]\npower = "france"\n'
            'regulars = 1\n[defender]\npower = "england"\nregulars = 1\n',
            "fortified: expected true or false",
        ),
    ],
)
def test_bad_scenarios_exit_2_naming_file_and_key(capsys, tmp_path, text, fragment):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "odds", str(path))
    assert code == 2 and fragment in err and str(path) in err


def test_every_example_odds_json_is_the_engines_odds(capsys):
    """The JSON carries the engine's exact outcomes, unchanged and in order (content checks of
    each example's odds and summary: tests/test_cli_examples.py)."""
    from engine import odds
    from engine.scenario import load_scenario

    for example in sorted(EXAMPLES.glob("*.toml")):
        code, out, _ = run(capsys, "odds", str(example), "--json")
        assert code == 0, example
        listed = [(o["outcome"], Fraction(o["probability"])) for o in json.loads(out)["outcomes"]]
        assert listed == list(odds(load_scenario(example)).outcomes), example


# --- a choice that is not used or not legal says why ---------------------------------------------


def _scenario_file(tmp_path, attacker: str, extra: str = "") -> str:
    path = tmp_path / "battle.toml"
    path.write_text(
        'procedure = "his/field-battle"\n'
        + extra
        + "[attacker]\n"
        + attacker
        + '[defender]\npower = "hapsburg"\nregulars = 2\n',
        encoding="utf-8",
    )
    return str(path)


@pytest.mark.parametrize("command", ["odds", "resolve"])
def test_janissaries_played_twice_is_refused_as_already_played(tmp_path, capsys, command):
    # his card #1: a home card, once per turn
    path = _scenario_file(tmp_path, 'power = "ottoman"\nregulars = 2\ncards = ["janissaries"]\n')
    code = main([command, path, "--choices", "play:janissaries,play:janissaries"])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("wartutor: error: --choices: ")
    assert "not used: play:janissaries" in err and "already played" in err


@pytest.mark.parametrize("command", ["odds", "resolve"])
def test_janissaries_by_a_power_without_the_card_is_refused_as_not_held(tmp_path, capsys, command):
    path = _scenario_file(tmp_path, 'power = "france"\nregulars = 2\n')
    code = main([command, path, "--choices", "play:janissaries"])
    err = capsys.readouterr().err
    assert code == 2 and "no side holds the card 'janissaries'" in err


def test_janissaries_after_they_were_used_this_turn_are_refused_with_that_reason(tmp_path, capsys):
    # his card #1: once per turn (janissaries_used = true)
    path = _scenario_file(
        tmp_path,
        'power = "ottoman"\nregulars = 2\ncards = ["janissaries"]\n',
        "janissaries_used = true\n",
    )
    code = main(["odds", path, "--choices", "play:janissaries"])
    err = capsys.readouterr().err
    assert code == 2 and "already played this turn" in err


def test_a_card_played_out_of_turn_names_the_card_rule(capsys):
    # ccc 000 cards: the attacker activates its cards first
    colony = str(Path(__file__).parent.parent / "examples" / "ccc-land-colony.toml")
    code = main(["odds", colony, "--choices", "play:counterattack"])
    err = capsys.readouterr().err
    assert code == 2 and "the attacker plays first" in err and "legal actions: pass" in err


def test_help_speaks_the_ui_language_and_each_engine_command_describes_itself(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "de", "--help"])
    assert "show program's version number" not in capsys.readouterr().out
    for command in ("procedures", "odds", "resolve"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        usage, _, rest = capsys.readouterr().out.partition("\n\n")
        assert rest.split("\n\n")[0].strip() and not rest.startswith("positional")


def test_expected_values_keep_two_decimals(capsys):
    code, out, _ = run(capsys, "odds", BASIC)
    line = next(line for line in out.splitlines() if "expected losses attacker" in line)
    shown, exact = line.split("=")
    # 9564241/4782969 is just under 2: shown as 2.00, not as a bare 2 that looks exact
    assert code == 0 and Fraction(exact.strip()) < 2 and shown.split()[-1] == "2.00"


def test_an_empty_search_is_bad_input(capsys):
    code, out, err = run(capsys, "search", "  ")
    assert code == 2 and not out and err.count("\n") == 1 and "look up" in err


def _odd_file(kind: str, tmp_path):
    """A path the player might name that is no scenario file: each must fail at once."""
    if kind == "pipe":  # opening a pipe waits for a writer: it must never be opened
        os.mkfifo(tmp_path / "pipe.toml")
        return tmp_path / "pipe.toml"
    if kind == "device":
        return Path(os.devnull)
    if kind == "huge":
        path = tmp_path / "huge.toml"
        path.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
        return path
    return tmp_path  # a directory


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize(
    "kind, fragment",
    [
        ("pipe", "is not a regular file"),
        ("device", "is not a regular file"),
        ("huge", "larger than 2 MB"),
        ("directory", "is a directory"),
    ],
)
@pytest.mark.parametrize("command", ["odds", "resolve"])
def test_a_file_that_is_no_scenario_is_refused_at_once(capsys, tmp_path, kind, fragment, command):
    path = _odd_file(kind, tmp_path)
    code, _, err = run(capsys, command, str(path))
    assert code == 2 and err.count("\n") == 1, err
    assert fragment in err and str(path) in err


def test_a_saved_battle_that_is_no_regular_file_is_refused(tmp_path):
    from engine.errors import InputError
    from tui.walk import open_walk

    os.mkfifo(tmp_path / "battle.json")
    with pytest.raises(InputError, match="is not a regular file"):
        open_walk(tmp_path / "battle.json")


def test_a_toml_error_names_its_line_and_column_in_the_ui_language(capsys, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('procedure = "his/field-battle"\nx = \n', encoding="utf-8")
    code, _, err = run(capsys, "odds", str(path), "--lang", "de")
    assert code == 2 and "Zeile 2, Spalte 5" in err and str(path) in err


def test_a_fraction_too_long_to_read_is_shown_rounded_and_a_tiny_chance_is_not_nil(
    capsys, tmp_path
):
    # his 001 steps 2-3, 6: one French regular (1 die) against 50 Hapsburg units (51 dice): the
    # attacker wins only if it hits and the defender misses all 51 dice, (1/3) * (2/3) ** 51
    from fractions import Fraction

    scenario = tmp_path / "lopsided.toml"
    scenario.write_text(
        'procedure = "his/field-battle"\n[attacker]\npower = "france"\nregulars = 1\n'
        '[defender]\npower = "hapsburg"\nregulars = 25\nmercenaries = 25\n',
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "odds", str(scenario))
    assert code == 0
    wins = Fraction(1, 3) * Fraction(2, 3) ** 51
    attacker = next(line for line in out.splitlines() if "attacker wins" in line)
    defender = next(line for line in out.splitlines() if "defender wins" in line)
    assert "<0.1%" in attacker and f"≈ {float(wins):.4g}" in attacker
    assert ">99.9%" in defender and f"≈ 1 − {float(wins):.4g}" in defender
    assert "--json gives it exactly" in out
    assert max(len(line) for line in out.splitlines() if " = " in line) < 80
    code, out, _ = run(capsys, "odds", str(scenario), "--json")
    data = json.loads(out)
    assert Fraction(data["summary"]["attacker_wins"]) == wins


@pytest.mark.parametrize(
    ("example", "dice", "choices", "said"),
    [
        # ccc 000 step 4 and sources 1.4: the fort's red value is its own modifier
        ("ccc-land-colony", "3,4,5,5", "", ["+2  red value of the colony's fort"]),
        # his card #30 Tercios: 3 more dice for the Hapsburgs, hitting on 4-6; his 001 step 3
        ("his-janissaries", None, "play:landsknechts,play:field-artillery,play:tercios",
         ["Tercios dice — 3 × d6, hit on 4-6", "+1  defending"]),
        # tenochtitlan 002 Geländeeffekte: the terrain bonus raises the defence
        ("tenochtitlan-melee", "4", "", ["+1  terrain bonus", "+4  Defense Factor"]),
    ],
)  # fmt: skip
def test_resolve_lists_each_rolls_dice_and_modifiers_before_it(
    capsys, example, dice, choices, said
):
    argv = ["resolve", "--example", example] + (["--dice", dice] if dice else [])
    code, out, _ = run(capsys, *argv, *(["--choices", choices] if choices else []))
    assert code == 0
    lines = out.splitlines()
    first = lines.index("  Before the roll:")
    rolled = next(place for place, line in enumerate(lines) if "  dice: " in line)
    assert first < rolled  # said before the dice fall
    block = "\n".join(lines[first:rolled])
    assert all(text in block for text in said), block
