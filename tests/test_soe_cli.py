"""The Struggle of Empires attack through the CLI, and scenario errors naming file and key."""

import json
from fractions import Fraction
from pathlib import Path

import pytest

from tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
NAVAL = str(EXAMPLES / "soe-naval-battle.toml")
DECLINED = str(EXAMPLES / "soe-declined.toml")
NEUTRAL = str(EXAMPLES / "soe-neutral.toml")
LANDLOCKED = str(EXAMPLES / "soe-landlocked.toml")


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as done:
        code = done.code
    out, err = capsys.readouterr()
    return code, out, err


def fraction(text: str) -> Fraction:
    return Fraction(text)


def test_procedures_lists_the_attack(capsys):
    code, out, _ = run(capsys, "procedures", "--json")
    assert code == 0
    attack = next(p for p in json.loads(out) if p["id"] == "soe/attack")
    assert [step["rule"] for step in attack["steps"]] == [
        "soe 003 declare",
        "soe 003 neutral",
        "soe 003 naval-support",
        "soe 003 naval",
        "soe 003 land",
        "soe 003 control",
    ]


@pytest.mark.parametrize("example", [NAVAL, DECLINED, NEUTRAL, LANDLOCKED])
def test_odds_json_is_exact_and_sums_to_one(capsys, example):
    code, out, _ = run(capsys, "odds", example, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["procedure"] == "soe/attack"
    assert sum(fraction(o["probability"]) for o in data["outcomes"]) == 1
    first = data["outcomes"][0]["outcome"]
    assert {"winner", "naval", "naval_support", "losses", "unrest", "control", "gold_paid"} <= set(
        first
    )
    summary = {key: fraction(value) for key, value in data["summary"].items()}
    assert (
        summary["attacker_wins"]
        + summary["defender_wins"]
        + summary["tie"]
        + summary["no_land_combat"]
        == 1
    )


def test_declined_example_gives_the_defender_naval_support(capsys):
    # soe 003 naval-support: the attacker declines, so the defender gains naval support
    data = json.loads(run(capsys, "odds", DECLINED, "--json")[1])
    assert fraction(data["summary"]["naval_support_defender"]) == 1
    assert all(o["outcome"]["naval"]["declined_by"] == "attacker" for o in data["outcomes"])


def test_resolve_naval_battle_with_physical_dice(capsys):
    # soe 003 naval: attacker 2 fleets + 1 allied fleet + Navy Training = 4, rolls 6+1
    # (difference 5, a total of 7: an extra fleet); defender 2 fleets rolls 4+4 (difference 0)
    # soe 003 land: attacker 2 armies + naval support + 1 tile kept for land = 4, rolls 2+2;
    # defender 1 army + 1 fort (+2) + Army Training = 4, rolls 5+3 (difference 2)
    code, out, _ = run(capsys, "resolve", NAVAL, "--dice", "6,1,4,4,2,2,5,3", "--json")
    assert code == 0
    data = json.loads(out)
    outcome = data["outcome"]
    assert outcome["naval"] == {"fought": True, "winner": "attacker", "declined_by": None}
    assert outcome["naval_support"] == "attacker"
    assert outcome["losses"]["attacker"]["fleets"] == 1  # the 7
    assert outcome["losses"]["defender"]["fleets"] == 1  # the loser's fleet
    assert outcome["winner"] == "defender" and outcome["control"] is False
    assert outcome["unrest"]["attacker"] == 1 and outcome["unrest"]["defender"] == 0
    rules = [entry["rule"] for entry in data["log"]]
    assert rules[0] == "soe 003 declare" and rules[-1] == "soe 003 control"
    rolls = [entry for entry in data["log"] if entry["dice"]]
    assert [entry["dice"] for entry in rolls] == [[6, 1, 4, 4], [2, 2, 5, 3]]
    assert "4 + dice difference 5 = 9" in rolls[0]["text"]


def test_resolve_naval_battle_with_choices(capsys):
    # soe 003 naval: the land-or-sea tile used at sea adds 1 there and is gone for land
    code, out, _ = run(
        capsys, "resolve", NAVAL, "--dice", "3,3,4,4,2,2,5,3", "--choices", "sea-tiles:1"
    )
    assert code == 0
    assert "attacker 5 + dice difference 0 = 5" in out
    assert "[Struggle of Empires: resolving an attack · Control markers after the attack]" in out


def test_resolve_neutral_tie_plain(capsys):
    # soe 003 neutral: attacker 2 armies + 1 allied army + Army Training = 4 against the counter's
    # 3; a tie costs the attacker an army and it gains no control
    code, out, _ = run(capsys, "resolve", NEUTRAL, "--dice", "2,2,1,2", "--json")
    outcome = json.loads(out)["outcome"]
    assert outcome["winner"] == "tie" and outcome["losses"]["attacker"]["armies"] == 1
    assert outcome["control"] is False and outcome["naval"] is None


def test_resolve_landlocked_needs_only_the_land_roll(capsys):
    # soe 003 naval-support: German States has no sea, so only the land combat is rolled
    code, _, err = run(capsys, "resolve", LANDLOCKED, "--dice", "1,2,3,4,5,6")
    assert code == 2 and "2 dice were not needed" in err
    code, out, _ = run(capsys, "resolve", LANDLOCKED, "--dice", "1,2,3,4", "--json")
    assert code == 0 and json.loads(out)["outcome"]["naval"] is None


@pytest.mark.parametrize(
    "region",
    ["Deutsche Staaten", "mitteleuropa", "Германские государства", "Центральная Европа",
     "Stati tedeschi", "central  europe"],
)  # fmt: skip
def test_a_landlocked_region_is_known_by_the_name_the_ui_language_gives_it(
    capsys, tmp_path, region
):
    # soe 003 naval-support: German States and Central Europe have no sea; the region field's
    # help names them in the player's language, and that name must count as well: a naval
    # stage there would change the odds
    path = tmp_path / "landlocked.toml"
    forces = "[attacker]\narmies = 2\nfleets = 1\n[defender]\narmies = 1\nfleets = 1\n"
    path.write_text(f'procedure = "soe/attack"\nregion = "{region}"\n{forces}')
    code, out, _ = run(capsys, "resolve", str(path), "--dice", "1,2,3,4", "--json")
    assert code == 0 and json.loads(out)["outcome"]["naval"] is None
    # the same forces in a region with sea have a naval stage (declined: naval support)
    path.write_text(f'procedure = "soe/attack"\nregion = "Flanders"\n{forces}')
    code, out, _ = run(capsys, "resolve", str(path), "--dice", "1,2,3,4", "--json")
    assert code == 0 and json.loads(out)["outcome"]["naval"] is not None


@pytest.mark.parametrize(
    "text, key, fragment",
    [
        ("[attacker]\nfleets = 0\n[defender]\narmies = 1\n", "attacker.armies", "at least one"),
        ("[attacker]\narmies = 1\n", "defender", "missing"),
        ("[attacker]\narmies = 1\nforts = 1\n[defender]\n", "attacker.forts", "only the defender"),
        (
            "[attacker]\narmies = 1\n[defender]\n[neutral]\nvalue = 2\n",
            "neutral",
            "not both",
        ),
        ("[attacker]\nfleets = 1\n[neutral]\nvalue = 2\n", "attacker.armies", "neutral"),
        ("[attacker]\narmies = 1\n[neutral]\nshape = 'star'\nvalue = 1\n", "neutral.shape", "star"),
        ("[attacker]\narmies = 1\n[neutral]\n", "neutral.value", "missing"),
        (
            'region = "German States"\nlandlocked = false\n[attacker]\narmies = 1\n[defender]\n',
            "landlocked",
            "no sea",
        ),
        ("[attacker]\narmies = -1\n[defender]\n", "attacker.armies", "at least 0"),
        ("[attacker]\narmies = 1\nnavy = 1\n[defender]\n", "attacker.navy", "unknown key"),
        (
            "[attacker]\narmies = 1\n[defender]\nfight_at_sea = 'yes'\n",
            "defender.fight_at_sea",
            "true or false",
        ),
    ],
)
def test_bad_scenarios_exit_2_naming_file_and_key(capsys, tmp_path, text, key, fragment):
    path = tmp_path / "bad.toml"
    path.write_text('procedure = "soe/attack"\n' + text, encoding="utf-8")
    code, _, err = run(capsys, "odds", str(path))
    assert code == 2
    assert f"{path}: {key}:" in err and fragment in err
    assert "Traceback" not in err


def test_choices_that_are_not_asked_for_or_not_legal_exit_2(capsys, tmp_path):
    # the declined example decides at sea in advance, so nothing asks for this choice
    code, _, err = run(capsys, "odds", DECLINED, "--choices", "fight-at-sea")
    assert code == 2 and "these choices were not used: fight-at-sea" in err
    path = tmp_path / "ask.toml"
    path.write_text(
        'procedure = "soe/attack"\n[attacker]\narmies = 1\nfleets = 1\n[defender]\nfleets = 1\n',
        encoding="utf-8",
    )
    code, _, err = run(capsys, "odds", str(path), "--choices", "lose-army")
    assert code == 2 and "legal actions: fight-at-sea, decline" in err


def test_neutral_odds_never_show_an_unknown_control_as_zero(capsys):
    # soe 003 neutral: the flowchart does not say what control a beaten neutral country gives,
    # so the summary leaves `control` out and says how often it is unknown (the attacker wins)
    assert main(["odds", NEUTRAL, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert "control" not in summary
    assert summary["control_unknown"] == summary["attacker_wins"]
    assert main(["odds", NEUTRAL]) == 0
    labels = [line.strip().split("  ")[0] for line in capsys.readouterr().out.splitlines()]
    assert "control unknown (the flowchart does not say)" in labels
    assert "attacker gains control" not in labels
