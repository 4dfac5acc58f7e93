"""The engine commands: procedures, odds, resolve; bad input exits 2 with one clear message."""

import json
from fractions import Fraction
from pathlib import Path

import pytest

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
    assert code == 0 and "[his 001 step 8]" in out and "[his card #25]" in out


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["odds", "missing.toml"], "missing.toml: file not found"),
        (["resolve", BASIC, "--dice", "6,6"], "needs 14 dice"),
        (["resolve", BASIC, "--dice", ",".join(["7"] * 14)], "between 1 and 6"),
        (["resolve", BASIC, "--dice", "a,b"], "--dice: a: not a whole number"),
        (["resolve", BASIC, "--dice", ",".join(["1"] * 15)], "1 dice were not needed"),
        (["odds", BASIC, "--choices", "play:janissaries"], "legal actions: pass"),
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
