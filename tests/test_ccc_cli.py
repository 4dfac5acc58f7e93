"""CCC scenarios through the CLI (odds, resolve) and every refusal naming its key."""

import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine import registry
from engine.errors import InputError
from engine.odds import odds
from engine.scenario import parse_scenario
from tests.test_ccc_land_combat import land
from tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
INTERCEPTION = str(EXAMPLES / "ccc-interception-basic.toml")
PIRATES = str(EXAMPLES / "ccc-interception-pirates.toml")
COLONY = str(EXAMPLES / "ccc-land-colony.toml")
NATIVES = str(EXAMPLES / "ccc-land-natives.toml")
# ccc 000 cards: the defender may play its reaction card at every step, so it passes at steps 1-3
FULL_COLONY_CHOICES = ["play:surprise", "pass", "pass", "pass", "siege-bonus", "play:counterattack"]
FULL_COLONY_CHOICES += ["result:attacker-wins"]
FULL_COLONY_CHOICES += ["hits:1", "hits:2", "retreat:loser", "retreat-to:fleet"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def fraction(text):
    num, den = map(int, text.split("/"))
    return Fraction(num, den)


def test_interception_odds_json(capsys):
    # ccc 004 int-dr: English +1 against the French fleet: win 21, tie 5, lose 10 of 36
    code, out, _ = run(capsys, "odds", INTERCEPTION, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["procedure"] == "ccc/interception"
    assert sum(fraction(o["probability"]) for o in data["outcomes"]) == 1
    assert fraction(data["summary"]["active_wins"]) == Fraction(21, 31)
    assert fraction(data["summary"]["attempt"]) == 1


def test_interception_resolve_with_a_tie_and_choices(capsys):
    # ccc 004 int-dr: the English fleet (+1) targets the French fleet: 2 + 1 = 3 against 3 is a
    # tie, both re-roll; 6 + 1 against 1 wins
    code, out, _ = run(
        capsys,
        "resolve",
        INTERCEPTION,
        "--dice",
        "2,3,6,1",
        "--choices",
        "intercept,target:2,benefit:c",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    outcome = data["outcome"]
    assert outcome["rerolls"] == 1 and outcome["benefit"] == "c"
    assert outcome["no_interception_markers"] == ["English fleet", "French fleet"]
    assert [entry["dice"] for entry in data["log"] if entry["dice"]] == [[2, 3], [6, 1]]
    assert all(entry["rule"].startswith("ccc 004") for entry in data["log"])


def test_pirates_resolve_without_choices(capsys):
    # ccc 004 order and pirates: Morgan (AF 5) first; CF 7 > 6: it fights
    code, out, _ = run(capsys, "resolve", PIRATES, "--dice", "5,2", "--json")
    assert code == 0
    outcome = json.loads(out)["outcome"]
    assert outcome["interceptor"] == "Morgan's fleet" and outcome["benefit"] == "a"


def test_land_combat_odds_json(capsys):
    code, out, _ = run(capsys, "odds", COLONY, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["procedure"] == "ccc/land-combat"
    assert sum(fraction(o["probability"]) for o in data["outcomes"]) == 1
    summary = {key: fraction(value) for key, value in data["summary"].items()}
    higher = summary["attacker_dr_higher"] + summary["equal_dr"] + summary["defender_dr_higher"]
    assert higher == 1 and summary["result_open"] == 1
    differences = {o["outcome"]["difference"] for o in data["outcomes"]}
    assert min(differences) < 0 < max(differences)


def test_land_combat_resolve_with_dice_and_results(capsys):
    # ccc-land-colony: attacker +1 chart, +1 bombardment (2 - 1), +1 siege bonus, +1 card = +4;
    # defender +2 fort, +1 reaction card = +3; PN 2
    choices = ",".join(FULL_COLONY_CHOICES)
    code, out, _ = run(
        capsys, "resolve", COLONY, "--dice", "3,4,1,1", "--choices", choices, "--json"
    )
    assert code == 0
    data = json.loads(out)
    outcome = data["outcome"]
    assert (outcome["attacker_dr"], outcome["defender_dr"]) == (11, 5)
    assert outcome["siege_bonus"] is True and outcome["cards_played"] == [
        "surprise",
        "counterattack",
    ]
    # defender: fewer cavalry +1, artillery 1 vs 2 +2, medic -1
    assert outcome["extra_hits"] == {"attacker": 0, "defender": 2}
    assert outcome["total_hits"] == {"attacker": 1, "defender": 4}
    assert outcome["retreat"] == "defender" and outcome["retreat_to"] == "fleet"


def test_land_combat_plain_resolve_cites_steps(capsys):
    code, out, _ = run(capsys, "resolve", NATIVES, "--dice", "6,6,1,2")
    assert code == 0 and "Land combat (CCC 6.6.3) · Step 4: Land combat round (LC DR)]" in out
    assert "Land combat (CCC 6.6.3) · Step 6: End of land combat]" in out


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["resolve", COLONY, "--dice", "1,2,3"], "needs 4 dice"),
        (
            ["resolve", INTERCEPTION, "--dice", "1,2", "--choices", "decline,decline,decline"],
            "dice were not needed",
        ),
        (["odds", COLONY, "--choices", "charge"], "legal actions"),
    ],
)
def test_bad_cli_input_exits_2(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err and "Traceback" not in err


def test_bad_scenario_file_exits_2_naming_file_and_key(capsys, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(
        'procedure = "ccc/land-combat"\ngame = "basic"\n[attacker]\nmilitary_units = 1\n', "utf-8"
    )
    code, _, err = run(capsys, "odds", str(path))
    assert code == 2 and f"{path}: defender: missing" in err


# --- land combat scenarios that are refused --------------------------------------------------

COLONY_TABLE = {"fortification": "palisade", "fortification_value": 1}


@pytest.mark.parametrize(
    "changes, key, fragment",
    [
        ({"game": None}, "game", "missing"),
        ({"game": "advanced"}, "game", "not one of"),
        ({"attacker": {"military_units": None}}, "attacker.military_units", "missing"),
        (
            {"attacker": {"military_units": 0, "leader": False}},
            "attacker.military_units",
            "nothing to fight",
        ),
        (
            {"defender": {"military_units": 0, "leader": False}},
            "defender.military_units",
            "overrun",
        ),
        (
            {"attacker": {"cavalry": 2, "artillery": 2}},
            "attacker.cavalry",
            "more than military_units",
        ),
        ({"attacker": {"kind": "spanish"}}, "attacker.kind", "not one of"),
        ({"attacker": {"commander": "fleet"}}, "attacker.commander", "unknown key"),
        ({"attacker": {"allied_avatar": True}}, "attacker.allied_avatar", "unknown key"),
        ({"defender": {"commander": "fleet"}}, "defender.commander", "[colony]"),
        (
            {"defender": {"commander": "colony", "leader": True}, "colony": COLONY_TABLE},
            "defender.leader",
            "no leader",
        ),
        (
            {"defender": {"commander": "colony", "allied_avatar": True}, "colony": COLONY_TABLE},
            "defender.allied_avatar",
            "avatar",
        ),
        ({"game": "basic", "attacker": {"kind": "pirates"}}, "attacker.kind", "basic game"),
        ({"colony": {"fortification": "palisade"}}, "colony.fortification_value", "missing"),
        (
            {"colony": {"fortification_value": 2}},
            "colony.fortification_value",
            "only with a fortification",
        ),
        ({"colony": {"harbour": "dock"}}, "colony.harbour", "not one of"),
        ({"colony": {"walls": 1}}, "colony.walls", "unknown key"),
        ({"attacker": {"bombardment_cf": 12}}, "bombardment_rounding", "not a whole number"),
        ({"bombardment_rounding": "nearest"}, "bombardment_rounding", "not one of"),
        ({"max_hits": 0}, "max_hits", "at least 1"),
        ({"pn": "two"}, "pn", "whole number"),
        ({"attacker": {"cards": [{"id": "Big Card"}]}}, "attacker.cards[0].id", "lower-case"),
        (
            {"attacker": {"cards": [{"id": "x", "kind": "blue"}]}},
            "attacker.cards[0].kind",
            "not one of",
        ),
        (
            {"attacker": {"cards": [{"id": "x"}]}, "defender": {"cards": [{"id": "x"}]}},
            "defender.cards[0].id",
            "listed twice",
        ),
        (
            {"attacker": {"modifiers": [{"source": "s", "value": 1, "requires": "card:nope"}]}},
            "attacker.modifiers[0].requires",
            "no card with id",
        ),
        (
            {"attacker": {"modifiers": [{"source": "s", "value": 1, "requires": "rain"}]}},
            "attacker.modifiers[0].requires",
            "not one of",
        ),
        (
            {"attacker": {"modifiers": [{"source": " ", "value": 1}]}},
            "attacker.modifiers[0].source",
            "empty",
        ),
        ({"attacker": {"name": ""}}, "attacker.name", "empty"),
        ({"weather": "rain"}, "weather", "unknown key"),
    ],
)
def test_refused_land_combat_scenarios_name_the_key(changes, key, fragment):
    with pytest.raises(InputError) as raised:
        land(**changes)
    message = raised.value.render()
    assert f"test.toml: {key}:" in message, message
    assert fragment in message, message


def test_default_scenarios_load_and_have_exact_odds():
    for procedure in ("ccc/interception", "ccc/land-combat"):
        spec = registry.get(procedure)
        state = parse_scenario(spec.default_scenario, procedure)
        assert state.procedure == procedure and spec.game == "ccc"
        assert odds(state).total() == 1
        assert set(spec.summarize(odds(state))) and spec.cards == ()


def test_a_reaction_card_is_accepted_at_step_1(capsys):
    # ccc 000 cards (German text: only after step 3 are cards limited to reaction cards); the
    # attacker plays (or passes) first, then the defender plays its reaction card at step 1
    code, out, _ = run(capsys, "odds", COLONY, "--choices", "pass,play:counterattack", "--json")
    assert code == 0
    outcomes = [entry["outcome"] for entry in json.loads(out)["outcomes"]]
    assert all(outcome["cards_played"] == ["counterattack"] for outcome in outcomes)
    code, out, _ = run(
        capsys,
        "resolve",
        COLONY,
        "--dice",
        "3,4,1,1",
        "--choices",
        "pass,play:counterattack",
        "--json",
    )
    assert code == 0
    log = json.loads(out)["log"]
    played = next(
        i
        for i, e in enumerate(log)
        if e["message"]["args"].get("card") == "placeholder reaction card"
    )
    step_2 = next(i for i, e in enumerate(log) if e["rule"] == "ccc 000 step 2")
    assert played < step_2
