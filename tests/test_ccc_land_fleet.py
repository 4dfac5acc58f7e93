"""CCC land combat: a fleet defending a colony (seed 000 notes), the overrun without a garrison,
setups the rules rule out, and the documented summary keys."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import registry
from engine.errors import InputError
from engine.odds import odds
from tests.test_ccc_land_combat import land, render
from tui.cli import main

ROOT = Path(__file__).parent.parent
SPEC = registry.get("ccc/land-combat")
FLEET = {
    "defender": {"commander": "fleet", "leader": None, "military_units": 2, "bombardment_cf": 10},
    "colony": {"fortification": "none", "garrison": True},
}


def texts(state):
    return [render(entry.message) for entry in state.log]


def walk(state, choices, dice=(3, 3, 3, 3)):
    choices = list(choices)
    while not state.is_terminal():
        if state.is_chance():
            state = state.apply_dice(dice)
        else:
            state = state.apply(choices.pop(0) if choices else state.prompt().default)
    return state


def test_a_fleet_with_a_garrison_lands_its_units_and_bombards():
    # ccc 000 notes: with a garrison or royal regiment the fleet lands its units and bombards
    state = land(**FLEET)
    assert any("land the military units aboard" in text for text in texts(state))
    assert dict(state.modifiers().totals)["defender"] == 2  # 20% of the ships' DF 10
    assert state.is_chance()


def test_a_beaten_fleet_does_not_retreat_and_its_landed_units_go_back_aboard():
    # ccc 000 notes: no ships or loaded leader eliminated; surviving units re-embark; a fleet does
    # not retreat to an adjacent territory (rulebook 6.6.3.5: ships and fleets do not retreat)
    state = land(**FLEET)
    final = walk(
        state, ["result:attacker-wins", "hits:0", "hits:1", "retreat:loser", "retreat-to:adjacent"]
    )
    log = texts(final)
    assert any("The fleet does not retreat as land units do" in text for text in log)
    retreat = next(text for text in log if text.startswith("Retreat of"))
    assert retreat.startswith(
        "Retreat of the colony's side (garrison troops, royal regiments and all else it has there)"
    )
    assert not any("Spain (defender): to an adjacent" in text for text in log)
    assert any("go back aboard" in text for text in log)
    assert (
        "The surviving military units the fleet landed go back aboard; a beaten fleet loses "
        "no ships and no leader aboard"
    ) in log
    nowhere = walk(
        state, ["result:attacker-wins", "hits:0", "hits:1", "retreat:loser", "retreat-to:nowhere"]
    )
    # the fleet keeps its ships and loaded leaders: no leader's items are taken
    assert not any("eliminated leaders carried" in text for text in texts(nowhere))
    prompt = walk_to_retreat(state).prompt()
    loser_action = dict((a.id, render(a.label)) for a in prompt.actions)["retreat:loser"]
    assert "the fleet does not" in loser_action


def walk_to_retreat(state):
    for action in ("result:attacker-wins", "hits:0", "hits:1"):
        while state.is_chance() or action not in state.legal_actions():
            state = state.apply_dice((3, 3, 3, 3)) if state.is_chance() else state.apply("pass")
        state = state.apply(action)
    return state


def test_a_fleet_without_a_garrison_is_overrun_without_an_lc_dr():
    # ccc 000 notes: no garrison or royal regiment: overrun without an LC DR, the owner loses
    state = land(
        defender={"commander": "fleet", "leader": None, "military_units": 0},
        colony={"garrison": False},
    )
    assert state.is_terminal() and not state.is_chance()
    outcome = state.outcome()
    assert outcome["overrun"] is True and outcome["winner"] == "attacker"
    # no LC DR, so nothing of steps 2-5 happened: no DRs, hits, retreat, charge, siege or card;
    # the outcome has the same keys as that of a combat that was rolled
    assert outcome == {
        "overrun": True,
        "attacker_dr": None,
        "defender_dr": None,
        "difference": None,
        "winner": "attacker",
        "table_hits": None,
        "extra_hits": None,
        "total_hits": None,
        "retreat": None,
        "retreat_to": None,
        "glory_points": {"attacker": 1, "defender": 0},
        "cavalry_charges": [],
        "siege_bonus": False,
        "siege_bonus_value": None,
        "cards_played": [],
    }
    assert set(outcome) == set(walk(land(**FLEET), []).outcome())
    assert outcome["attacker_dr"] is None and outcome["total_hits"] is None
    # 6.6.3.6: a European winner +1 GP (the seed names the owning nation the loser)
    assert outcome["glory_points"] == {"attacker": 1, "defender": 0}
    # the one GP change is logged under step 6 (the defender's 0 is not logged)
    gp = [(render(e.message), e.rule) for e in state.log if e.message.msgid.endswith("GP")]
    assert gp == [("England (attacker): +1 GP", "ccc 000 step 6")]
    log = texts(state)
    assert any("overrun without an LC DR" in text for text in log)
    assert any("loses no ships and no leader aboard" in text for text in log)
    result = odds(state)
    assert result.total() == 1 and len(result.outcomes) == 1
    assert SPEC.summarize(result) == {"overrun": 1, "attacker_wins": 1, "defender_wins": 0}


def test_an_overrun_is_a_win_and_the_whole_of_step_6_follows():
    # ccc 000 notes: overrun without an LC DR, "losing side = owning nation": the attacker has
    # won, so step 6 applies as after a rolled win (sources.md 1.4: what natives that win do,
    # the winner takes the loser's items), not only its glory points
    natives = land(
        attacker={"name": "Arawak", "kind": "natives", "leader": None},
        defender={"commander": "fleet", "leader": None, "military_units": 0},
        colony={"fortification": "fortress", "fortification_value": 2, "garrison": False},
    )
    log = texts(natives)
    assert natives.outcome()["glory_points"] == {"attacker": None, "defender": -1}  # natives: no GP
    assert any("natives destroy the colony's European expansions" in text for text in log)
    assert any("teaches the natives firearms" in text for text in log)
    assert any("learn horse breeding" in text for text in log)
    assert not any("takes the losing side's items" in text for text in log)
    # a European attacker takes the items; nothing of what natives gain is said
    european = land(
        defender={"commander": "fleet", "leader": None, "military_units": 0},
        colony={"fortification": "fortress", "fortification_value": 2, "garrison": False},
    )
    log = texts(european)
    assert any("takes the losing side's items" in text for text in log)
    assert not any("natives" in text.lower() for text in log)
    # the step 6 notes follow the two overrun notes, under step 6
    rules = [entry.rule for entry in european.log]
    assert rules[-1] == "ccc 000 step 6" and rules.index("ccc 000 step 6") > 1


@pytest.mark.parametrize(
    "changes, key, fragment",
    [
        # a defending fleet must say whether a garrison is there (ccc 000 notes)
        ({**FLEET, "colony": {"fortification": "none"}}, "colony.garrison", "missing"),
        (
            {**FLEET, "colony": {"garrison": False}},
            "defender.military_units",
            "cannot land its units",
        ),
        (
            {
                "defender": {"commander": "fleet", "leader": None, "military_units": 0},
                "colony": {"garrison": True},
            },
            "defender.military_units",
            "at least they fight",
        ),
        (
            {"defender": {"commander": "colony", "leader": None}, "colony": {"garrison": False}},
            "colony.garrison",
            "nothing to fight",
        ),
        # natives have no ships and no advisors (ccc 000, rulebook 6.6.3.4 and 6.6.3.6)
        (
            {"attacker": {"kind": "natives", "bombardment_cf": 5}},
            "attacker.bombardment_cf",
            "ships",
        ),
        ({"defender": {"kind": "natives", "medic": True}}, "defender.medic", "advisor"),
        # ccc 000 sides: natives defend only where there is no control marker
        (
            {"defender": {"kind": "natives"}, "colony": {"fortification": "none"}},
            "colony",
            "marker",
        ),
        # ccc 000 step 1: the defending avatar's free actions need a leader
        ({"defender": {"leader": False}}, "defender.leader", "free actions"),
        # ccc 000 sides and notes: a colony defending itself or a defending fleet is a
        # nation's; a pirate side with no units of its own would otherwise roll an LC DR
        (
            {
                "defender": {"kind": "pirates", "commander": "fleet", "military_units": 0},
                "colony": {"garrison": False},
            },
            "defender.commander",
            "pirates defend with their own units",
        ),
        (
            {"defender": {"kind": "pirates", "commander": "colony"}, "colony": {"garrison": True}},
            "defender.commander",
            "pirates defend with their own units",
        ),
    ],
)
def test_setups_the_rules_rule_out_are_refused(changes, key, fragment):
    with pytest.raises(InputError) as error:
        land(**changes)
    assert error.value.key == key
    assert fragment in error.value.render()


@pytest.mark.parametrize(
    "changes, expected",
    [
        (
            {**FLEET, "colony": {"fortification": "none"}},
            "colony.garrison: missing: a defending fleet lands its units only when garrison "
            "troops or a royal regiment are in the colony; without them the area is overrun "
            "without an LC DR (ccc 000 notes). Say true or false",
        ),
        (
            {**FLEET, "colony": {"garrison": False}},
            "defender.military_units: without garrison troops or a royal regiment the fleet "
            "cannot land its units, so no unit fights and the area is overrun (ccc 000 notes): "
            "set 0",
        ),
        (
            {
                "defender": {"commander": "fleet", "leader": None, "military_units": 0},
                "colony": {"garrison": True},
            },
            "defender.military_units: with garrison troops or a royal regiment in the colony at "
            "least they fight: count them and the units the fleet lands",
        ),
        (
            {"defender": {"commander": "colony", "leader": None}, "colony": {"garrison": False}},
            "colony.garrison: a colony defends itself with its royal regiments and/or garrison "
            'troops (ccc 000 sides): with garrison = false, commander = "colony" has nothing to '
            "fight",
        ),
        (
            {"defender": {"kind": "natives"}, "colony": {"fortification": "none"}},
            "colony: by our reading a native army does not defend a colony: natives defend "
            "where a land area has no control marker (ccc 000 sides), and we take a colony to "
            "have one",
        ),
        (
            {"defender": {"leader": False}},
            'defender.leader: with commander = "leader" a defending European avatar (a leader) '
            "fights and may take the free actions of step 1; without one, the colony defends "
            'itself (commander = "colony") or a fleet defends it (commander = "fleet")',
        ),
    ],
    ids=[
        "fleet-garrison-unknown",
        "fleet-no-garrison",
        "fleet-garrison-no-units",
        "colony-no-garrison",
        "natives-in-colony",
        "leader-missing",
    ],
)
def test_each_refused_setup_explains_the_rule_in_full(changes, expected):
    # ccc 000 notes (a fleet lands its units only with a garrison, else the area is overrun) and
    # sides (natives defend only without a control marker; a colony defends with its garrison)
    with pytest.raises(InputError) as error:
        land(**changes)
    assert error.value.render() == f"test.toml: {expected}"


def test_the_documented_summary_keys_are_those_odds_json_gives(capsys):
    # docs/scenarios/ccc.md, land combat: "The summary gives `…`" lists the keys
    doc = (ROOT / "docs" / "scenarios" / "ccc.md").read_text(encoding="utf-8")
    section = doc[doc.index("## `ccc/land-combat`") :]
    sentence = section[section.index("The summary gives") :]
    sentence = sentence[: sentence.index("value by value")]
    documented = set(re.findall(r"`([a-z_]+)`", sentence))
    for example in ("ccc-land-colony.toml", "ccc-land-natives.toml"):
        assert main(["odds", str(ROOT / "examples" / example), "--json"]) == 0
        summary = json.loads(capsys.readouterr().out)["summary"]
        assert set(summary) == documented
