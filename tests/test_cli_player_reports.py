"""What a player at the command line reported: each error and line names things as the player
reads them (steps by number and title, units by type, the flag that was used), in every language.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
LANGUAGES = ("en", "de", "ru", "it")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def example(name: str) -> str:
    return str(EXAMPLES / f"{name}.toml")


# (scenario, choices, the step's id, its number as shown)
REFUSED_CHOICES = [
    # his 001 step 4: the attacker declares its combat cards; Arquebusiers are the defender's
    ("his-basic", "play:arquebusiers", "his/field-battle#attacker-cards", "4"),
    # ccc 000 step 3: the siege bonus is announced or not; no other action is legal there
    ("ccc-land-colony", "pass,pass,pass,pass,pass,pass,bogus", "ccc/land-combat#siege-bonus", "3"),
    # tenochtitlan 002 advance: after the retreat, stay or advance
    ("tenochtitlan-phase", "bogus", "tenochtitlan/combat#advance", "4.5"),
    # ccc 004 order: the first fleet in the order intercepts or declines
    ("ccc-interception-basic", "bogus", "ccc/interception#order", "1"),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name, choices, step, number", REFUSED_CHOICES)
def test_a_refused_choice_names_its_step_by_number_and_title(
    capsys, lang, name, choices, step, number
):
    code, _, err = run(capsys, "--lang", lang, "resolve", example(name), "--choices", choices)
    assert code == 2
    assert step not in err and "#" not in err
    assert f" {number} (" in err


def test_a_refused_choice_names_the_step_in_the_ui_language(capsys):
    # his 001 step 4, in German: the step's number and its translated title
    code, _, err = run(
        capsys, "--lang", "de", "resolve", example("his-basic"), "--choices", "play:arquebusiers"
    )
    assert code == 2
    assert "in Schritt 4 (Kampfkarten des Angreifers) nicht erlaubt" in err
    code, _, err = run(capsys, "resolve", example("his-basic"), "--choices", "play:arquebusiers")
    # his 001 steps 4-5: the card is the defender's, announced at the defender's step 5
    assert err == (
        "wartutor: error: --choices: play:arquebusiers: not legal at step 4 (Attacker's combat "
        "cards) (Arquebusiers (France): wrong step: the defender (France) announces combat "
        "cards at step 5 (Defender's combat cards)); legal actions: pass, play:field-artillery, "
        "play:tercios\n"
    )


@pytest.mark.parametrize(
    "dice, message",
    [
        # his 001 step 6: a die shows 1 to 6; the bad value is named before any count
        ("-1", "--dice: die 1 is -1; it must be between 1 and 6"),
        (
            "99999999999999999999999",
            "--dice: die 1 is 99999999999999999999999; it must be between 1 and 6",
        ),
        ("5,5,0", "--dice: die 3 is 0; it must be between 1 and 6"),
        # his 001 step 6: the example's roll takes 14 dice; too few are counted in the plural
        ("5", "--dice: the roll at step 6 (Roll dice) needs 14 dice, but only 1 die is left"),
        ("5,5", "--dice: the roll at step 6 (Roll dice) needs 14 dice, but only 2 dice are left"),
    ],
)
def test_bad_dice_name_the_value_first_and_count_in_the_plural(capsys, dice, message):
    code, _, err = run(capsys, "resolve", example("his-basic"), "--dice", dice)
    assert code == 2
    assert err == f"wartutor: error: {message}\n"
    assert "1 are" not in err


def test_no_dice_left_says_so(capsys):
    # tenochtitlan 002 defensive fire: two attacks, one die each; the second finds none left
    code, _, err = run(capsys, "resolve", example("tenochtitlan-defensive-fire"), "--dice", "4")
    assert code == 2
    assert "needs 1 die, but no dice are left" in err


@pytest.mark.parametrize("flag", ["--take", "--card"])
def test_an_unknown_lesson_names_the_flag_used(capsys, flag):
    # not a game rule: the CLI contract (DESIGN.md) names the flag that carried the bad value
    code, _, err = run(capsys, "lessons", flag, "nope")
    assert code == 2
    assert err.startswith(f"wartutor: error: {flag}: nope: no such lesson")
    assert "--take/--card" not in err


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tenochtitlan_outcome_names_units_by_type(capsys, lang):
    # tenochtitlan 002 combat results; docs/scenarios/tenochtitlan.md: a unit is named by its
    # type, its id only telling two units of one type apart (here there is one Aztec unit)
    code, out, _ = run(
        capsys, "--lang", lang, "resolve", example("tenochtitlan-phase"), "--dice", "5,3"
    )
    assert code == 0 and "warriors-1" not in out
    code, out, _ = run(capsys, "--lang", lang, "odds", example("tenochtitlan-phase"))
    assert code == 0 and "warriors-1" not in out


def test_the_tenochtitlan_outcome_matches_the_log(capsys):
    # tenochtitlan 002 combat results: attack 2, cavalry against the retreated warriors
    code, out, _ = run(capsys, "resolve", example("tenochtitlan-phase"), "--dice", "5,3")
    assert code == 0
    assert "Attack 2 (melee): Spanish cavalry against Aztec warriors" in out
    assert (
        "Attack 2 (melee: Spanish cavalry against Aztec warriors, 2 + 1d6 against 4): "
        "eliminated" in out
    )
    # the JSON keeps the ids, and says which type each is
    code, out, _ = run(capsys, "resolve", example("tenochtitlan-phase"), "--dice", "5,3", "--json")
    outcome = json.loads(out)["outcome"]
    assert outcome["attacks"][1]["target"] == "warriors-1"
    assert outcome["unit_types"]["warriors-1"] == "aztec-warriors"


def test_interception_lines_do_not_conjugate_a_fleets_name(capsys):
    # ccc 004 order, int-dr, benefits: "Buccaneers of Tortuga" is plural; no line puts a verb
    # after it
    code, out, _ = run(capsys, "odds", example("ccc-interception-expert"))
    assert code == 0
    assert "Buccaneers of Tortuga tries" not in out and "Tortuga wins" not in out
    assert "Interception attempt: Buccaneers of Tortuga against Spanish treasure fleet" in out
    code, out, _ = run(capsys, "resolve", example("ccc-interception-expert"))
    assert code == 0
    for wrong in ("Tortuga tries", "Tortuga wins", "Tortuga takes"):
        assert wrong not in out
    assert "INT DR winner: Buccaneers of Tortuga" in out


def test_neutral_country_odds_name_it_in_the_headline(capsys):
    # soe 003 neutral: the defender is the neutral country, as the outcome lines say
    code, out, _ = run(capsys, "odds", example("soe-neutral"))
    assert code == 0
    labels = [line.strip().split("  ")[0] for line in out.splitlines()]
    assert "neutral country wins" in labels and "defender wins" not in labels
    assert "naval support neutral country" in labels
    # what a neutral country loses is not in the flowchart: no expected unrest is shown for it
    assert not [label for label in labels if label.startswith("expected unrest defender")]
    code, out, _ = run(capsys, "odds", example("soe-neutral"), "--json")
    summary = json.loads(out)["summary"]
    assert summary["neutral"] is True and "expected_unrest_defender" not in summary
    # a player defender keeps its labels
    code, out, _ = run(capsys, "odds", example("soe-landlocked"))
    labels = [line.strip().split("  ")[0] for line in out.splitlines()]
    assert "defender wins" in labels and "neutral country wins" not in labels
