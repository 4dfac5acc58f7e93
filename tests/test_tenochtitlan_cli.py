"""Every Siege of Tenochtitlan example resolves and gets exact odds from the CLI.

The expected results are worked out by hand from the example's factors (placeholders, not the
game's values) and the thresholds of seed 002, Kampfprozedur.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
RESULTS = {"no-effect", "disordered", "retreated", "eliminated"}

# file, dice, choices, expected result per attack, other expected outcome fields
CASES = [
    # AF 2 + 4 = 6 against DF 4 + terrain 1: exactly DF + 1 -> retreat; the cavalry advances
    ("melee", "4", "advance", ["retreated"], {"advanced": "cavalry"}),
    # AF 1 + card 1 + 3 = 5 against DF 4: DF + 1 (seed 002, Boni durch eine gespielte Karte)
    ("ranged", "3", None, ["retreated"], {}),
    # AF 2 + 1 + 1 + 5 = 9 against DF 4 + highest terrain 2 = 6: eliminated; only the
    # infantry may advance (seed 002, Kombinierte Angriffe, Geländeeffekte, Rückzüge)
    ("combined", "5", "advance", ["eliminated"], {"advanced": "infantry"}),
    # AF 2 + 1 + 1 + 6 = 10 against DF 5: an elimination, but artillery only: retreat
    ("artillery", "6", None, ["retreated"], {}),
    # AF 2 + 1 + 3 = 6 against DF 4 + 1: DF + 1 in a fort: flipped in place
    ("fort", "3", None, ["disordered"], {}),
    # retreat before combat, advance, re-attack on the disordered bowmen: 2 + 4 = 6 against
    # DF 4 + 1: DF + 1 -> a disordered unit forced to retreat is eliminated
    ("retreat-before-combat", "4", "retreat-before-combat,advance", ["retreated"], {}),
    # 2 + 1 + 4 = 7 against DF 5: eliminated; 2 + 3 = 5 against DF 4, disordered: eliminated
    ("defensive-fire", "4,3", None, ["eliminated", "eliminated"], {}),
    # artillery 2 + 5 = 7 against 4: elimination becomes retreat; cavalry 2 + 3 = 5 against 4
    # on the now disordered warriors: eliminated
    ("phase", "5,3", None, ["retreated", "eliminated"], {}),
]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def path(name: str) -> str:
    return str(EXAMPLES / f"tenochtitlan-{name}.toml")


def test_there_is_one_example_per_case():
    names = {p.stem.removeprefix("tenochtitlan-") for p in EXAMPLES.glob("tenochtitlan-*.toml")}
    assert {case[0] for case in CASES} <= names
    assert len(names) >= 7


@pytest.mark.parametrize("name, dice, choices, expected, fields", CASES)
def test_resolve_json(capsys, name, dice, choices, expected, fields):
    argv = ["resolve", path(name), "--dice", dice, "--json"]
    if choices:
        argv += ["--choices", choices]
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    data = json.loads(out)
    assert data["procedure"] == "tenochtitlan/combat"
    attacks = data["outcome"]["attacks"]
    assert [entry["result"] for entry in attacks] == expected
    for key, value in fields.items():
        assert attacks[0][key] == value
    assert all(entry["rule"].startswith("tenochtitlan 002 ") for entry in data["log"])
    rolled = [entry["dice"] for entry in data["log"] if entry["dice"]]
    assert rolled == [[int(face)] for face in dice.split(",")]


def test_resolve_the_retreat_before_combat_example_in_detail(capsys):
    code, out, _ = run(
        capsys,
        "resolve",
        path("retreat-before-combat"),
        "--dice",
        "4",
        "--choices",
        "retreat-before-combat,advance",
        "--json",
    )
    entry = json.loads(out)["outcome"]["attacks"][0]
    # seed 002, Rückzug vor dem Kampf and Rückzüge
    assert entry["retreat_before_combat"] and entry["advanced"] == "infantry"
    assert entry["re_attack"]["result"] == "eliminated"


def test_fort_example_keeps_the_aztec_victory_check(capsys):
    # seed 002, Siegbedingungen: 7 Spanish units, one eliminated -> 6 -> Aztec victory
    code, out, _ = run(capsys, "resolve", path("fort"), "--dice", "4", "--json")
    outcome = json.loads(out)["outcome"]
    assert outcome["attacks"][0]["result"] == "eliminated"
    assert outcome["spanish_units_left"] == 6 and outcome["aztec_victory"] is True


@pytest.mark.parametrize("name", [case[0] for case in CASES])
def test_odds_json_is_exact(capsys, name):
    code, out, err = run(capsys, "odds", path(name), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["procedure"] == "tenochtitlan/combat"
    total = sum(Fraction(o["probability"]) for o in data["outcomes"])
    assert total == 1
    for outcome in data["outcomes"]:
        assert {entry["result"] for entry in outcome["outcome"]["attacks"]} <= RESULTS
        assert abs(float(Fraction(outcome["probability"])) - outcome["p"]) < 1e-12
    summary = {key: Fraction(value) for key, value in data["summary"].items()}
    for number in range(1, len(data["outcomes"][0]["outcome"]["attacks"]) + 1):
        keys = [
            f"attack_{number}_{r}" for r in ("no_effect", "disordered", "retreated", "eliminated")
        ]
        assert sum(summary[key] for key in keys) == 1


def test_odds_of_the_melee_example_by_hand(capsys):
    # AF 2 against DF 4 + 1 = 5: faces 1-3 nothing, 4 retreat, 5-6 eliminated
    code, out, _ = run(capsys, "odds", path("melee"), "--json")
    summary = json.loads(out)["summary"]
    assert summary["attack_1_no_effect"] == "1/2"
    assert summary["attack_1_retreated"] == "1/6"
    assert summary["attack_1_eliminated"] == "1/3"


def test_odds_with_choices_follow_the_re_attack(capsys):
    # the re-attack: AF 2 against DF 4 + 1 on disordered bowmen: faces 4-6 eliminate, 1-3 miss
    code, out, _ = run(
        capsys,
        "odds",
        path("retreat-before-combat"),
        "--choices",
        "retreat-before-combat,advance",
        "--json",
    )
    summary = json.loads(out)["summary"]
    assert Fraction(summary["attack_1_retreat_before_combat"]) == 1
    assert summary["attack_1_re_attack_eliminated"] == "1/2"
    assert summary["attack_1_re_attack_no_effect"] == "1/2"


def test_plain_output(capsys):
    code, out, _ = run(capsys, "odds", path("combined"))
    assert code == 0 and "Attack 1: target eliminated" in out  # summary keys shown as labels
    code, out, _ = run(capsys, "resolve", path("combined"), "--dice", "5")
    assert code == 0
    from glossary.rule_refs import rule_place

    # no change of the result here
    assert f"[{rule_place('tenochtitlan 002 combined-attacks')}]" not in out
    assert f"[{rule_place('tenochtitlan 002 combat-procedure')}]" in out


def test_procedures_lists_the_combat_steps(capsys):
    code, out, _ = run(capsys, "procedures", "--json")
    data = next(p for p in json.loads(out) if p["id"] == "tenochtitlan/combat")
    assert [step["id"].split("#")[1] for step in data["steps"]][3:8] == [
        "declare",
        "retreat-before-combat",
        "roll",
        "result",
        "advance",
    ]


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["resolve", path("melee"), "--dice", "4,4"], "1 die was not needed"),
        (["resolve", path("defensive-fire"), "--dice", "4"], "needs 1 die, but no dice are left"),
        (["resolve", path("melee"), "--dice", "7"], "between 1 and 6"),
        (["odds", path("melee"), "--choices", "retreat-before-combat"], "legal actions"),
    ],
)
def test_bad_input_exits_2(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err
