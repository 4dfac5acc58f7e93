"""Properties of Struggle of Empires and of both CCC procedures, over random valid scenarios:
random dice and decisions always reach an end, exact odds sum to 1, a side without units never
wins, and the headline summaries are partitions. (Here I Stand: test_his_properties.py;
Siege of Tenochtitlan: test_tenochtitlan_disordered.py.)

Sizes are small and examples few, so that the suite stays quick.
"""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import odds, registry

SIDES = ("attacker", "defender")


def walk_randomly(data, state, limit=80):
    """Random legal decisions and random dice until the end.

    After 20 rolls (an interception's ties are rolled again) the first group rolls its highest
    faces and the others their lowest, so that a run of ties ends.
    """
    rolls = 0
    for _ in range(limit):
        if state.is_terminal():
            return state
        if state.is_chance():
            rolls += 1
            dice = [
                (group.sides if index == 0 else 1)
                if rolls > 20
                else data.draw(st.integers(1, group.sides))
                for index, group in enumerate(state.dice())
                for _ in range(group.count)
            ]
            state = state.apply_dice(dice)
        else:
            state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
    raise AssertionError(f"no end within {limit} decisions and rolls")


def build(procedure, data):
    return registry.get(procedure).from_scenario(copy.deepcopy(data), "test.toml")


# --- Struggle of Empires: soe/attack ------------------------------------------------------------


@st.composite
def soe_scenarios(draw):
    small = st.integers(0, 2)
    attacker = {
        "armies": draw(st.integers(0, 2)),
        "fleets": draw(small),
        "ally_armies": draw(st.integers(0, 1)),
        "ally_fleets": draw(st.integers(0, 1)),
        "army_training": draw(small),
        "navy_training": draw(small),
        "land_alliance_tiles": draw(st.integers(0, 1)),
        "land_or_sea_alliance_tiles": draw(st.integers(0, 1)),
    }
    if attacker["armies"] + attacker["fleets"] == 0:
        attacker["armies"] = 1  # soe 003 declare: an army or fleet of its own in the region
    data = {"procedure": "soe/attack", "attacker": attacker}
    if draw(st.booleans()) and attacker["armies"]:
        data["neutral"] = {
            "value": draw(st.integers(0, 5)),
            "shape": draw(st.sampled_from(["none", "circle", "square"])),
        }
    else:
        data["defender"] = {
            "armies": draw(small),
            "fleets": draw(small),
            "forts": draw(st.integers(0, 1)),
            "control_markers": draw(st.integers(0, 2)),
            "navy_training": draw(small),
        }
        data["landlocked"] = draw(st.booleans())
    return data


@settings(max_examples=30)
@given(data=st.data(), scenario=soe_scenarios())
def test_soe_random_attacks_end_and_their_odds_are_partitions(data, scenario):
    state = build("soe/attack", scenario)
    final = walk_randomly(data, state)
    outcome = final.outcome()
    attacker = scenario["attacker"]
    # soe 003 naval: an attacker with no army in the region fights no land combat, never wins
    if attacker["armies"] == 0:
        assert outcome["winner"] is None and outcome["control"] is not True
    # losses never exceed what a side has in the region
    for side in SIDES:
        mine = scenario.get(side, {})
        units = mine.get("armies", 0) + mine.get("fleets", 0) + mine.get("forts", 0)
        if side == "attacker" or "defender" in scenario:
            assert outcome["losses"][side]["units"] <= units
    result = odds(state)
    assert result.total() == 1
    summary = registry.get("soe/attack").summarize(result)
    parts = ("attacker_wins", "defender_wins", "tie", "no_land_combat")
    assert sum(summary[key] for key in parts) == 1
    assert summary.get("control", 0) + summary.get("control_unknown", 0) <= 1
    if attacker["armies"] == 0:
        assert summary["attacker_wins"] == 0


# --- CCC: ccc/land-combat ------------------------------------------------------------------------


@st.composite
def land_scenarios(draw):
    game = draw(st.sampled_from(["basic", "veteran", "expert"]))
    kinds = ["european", "natives"] + (["pirates"] if game != "basic" else [])
    attacker_kind = draw(st.sampled_from(kinds))
    defender_kind = draw(st.sampled_from(kinds))
    data = {"procedure": "ccc/land-combat", "game": game, "bombardment_rounding": "down"}
    if draw(st.booleans()):
        data["pn"] = draw(st.integers(0, 4))
    for side, kind in (("attacker", attacker_kind), ("defender", defender_kind)):
        units = draw(st.integers(1, 3))
        cavalry = draw(st.integers(0, units))
        army = {
            "kind": kind,
            "military_units": units,
            "cavalry": cavalry,
            "artillery": draw(st.integers(0, units - cavalry)),
            "modifiers": [{"source": "chart", "value": draw(st.integers(-2, 2))}],
        }
        if kind != "natives":
            army["bombardment_cf"] = draw(st.integers(0, 10))
            army["medic"] = draw(st.booleans())
        if side == "defender" and kind == "european":
            army["commander"] = draw(st.sampled_from(["leader", "fleet", "colony"]))
        data[side] = army
    defender = data["defender"]
    commander = defender.get("commander", "leader")
    if defender_kind != "natives" and (commander != "leader" or draw(st.booleans())):
        colony = {"fortification": draw(st.sampled_from(["none", "palisade", "fortress"]))}
        if colony["fortification"] != "none":
            colony["fortification_value"] = draw(st.integers(0, 3))
        colony["harbour"] = draw(st.sampled_from(["none", "port"]))
        if commander == "fleet":
            colony["garrison"] = draw(st.booleans())
            if not colony["garrison"]:
                defender["military_units"] = defender["cavalry"] = defender["artillery"] = 0
        data["colony"] = colony
    return data


@settings(max_examples=30)
@given(data=st.data(), scenario=land_scenarios())
def test_ccc_land_combats_end_and_their_odds_are_partitions(data, scenario):
    state = build("ccc/land-combat", scenario)
    final = walk_randomly(data, state)
    outcome = final.outcome()
    # ccc 000 notes: a defence with no unit to fight (a fleet without a garrison) never wins
    if outcome["overrun"]:
        assert outcome["winner"] == "attacker" and outcome["attacker_dr"] is None
    else:
        assert outcome["difference"] == outcome["attacker_dr"] - outcome["defender_dr"]
        if "pn" in scenario:
            assert min(outcome["attacker_dr"], outcome["defender_dr"]) >= scenario["pn"]
    result = odds(state)
    assert result.total() == 1
    summary = registry.get("ccc/land-combat").summarize(result)
    assert summary["attacker_wins"] + summary["defender_wins"] + summary.get("result_open", 0) == 1
    if "overrun" not in summary:
        dr = ("attacker_dr_higher", "equal_dr", "defender_dr_higher")
        assert sum(summary[key] for key in dr) == 1


# --- CCC: ccc/interception -----------------------------------------------------------------------


@st.composite
def interception_scenarios(draw):
    game = draw(st.sampled_from(["basic", "veteran", "expert"]))
    count = draw(st.integers(2, 4))
    activated = draw(st.integers(0, count - 1))
    fleets = []
    for number in range(count):
        kinds = ["nation"] + (["pirate"] if game != "basic" else [])
        kinds += ["buccaneer"] if game == "expert" else []
        fleet = {
            "name": f"fleet {number}",
            "kind": draw(st.sampled_from(kinds)),
            "af": draw(st.integers(0, 6)),
            "cf": draw(st.integers(0, 6)),
            "modifiers": [{"source": "chart", "value": draw(st.integers(-2, 2))}],
        }
        if number == activated:
            fleet["activated"] = True
        fleets.append(fleet)
    return {"procedure": "ccc/interception", "game": game, "fleets": fleets}


@settings(max_examples=30)
@given(data=st.data(), scenario=interception_scenarios())
def test_ccc_interceptions_end_and_their_odds_are_partitions(data, scenario):
    state = build("ccc/interception", scenario)
    final = walk_randomly(data, state)
    outcome = final.outcome()
    # ccc 004: no attempt, no winner; a winner is one of the two sides of the INT DR
    assert (outcome["winner"] is None) == (not outcome["attempt"])
    result = odds(state)
    assert result.total() == 1
    summary = registry.get("ccc/interception").summarize(result)
    assert summary["active_wins"] + summary["passive_wins"] == summary["attempt"]
    assert summary["naval_combat"] <= summary["attempt"]
