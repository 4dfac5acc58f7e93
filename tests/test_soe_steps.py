"""Struggle of Empires attack, step by step (seed 003; readings as in the soe chapter)."""

import copy

import pytest

from engine import registry
from engine.errors import BadDice, IllegalAction
from engine.games.soe.combat import pair_dist, read_pair

BASE = {
    "procedure": "soe/attack",
    "region": "Flanders",
    "attacker": {"armies": 2},
    "defender": {"armies": 1},
}
# Two dice with a given difference; the *7 pairs total 7.
D0, D1, D2, D3, D4 = (3, 3), (1, 2), (1, 3), (1, 4), (1, 5)
D1_7, D3_7, D5_7 = (3, 4), (2, 5), (6, 1)


def attack(**changes):
    """An attack from BASE; a dict value updates that table, ``neutral`` replaces the defender."""
    data = copy.deepcopy(BASE)
    if "neutral" in changes:
        del data["defender"]
    for key, value in changes.items():
        if isinstance(value, dict) and key in data:
            data[key].update(value)
        else:
            data[key] = value
    return registry.get("soe/attack").from_scenario(data, "test.toml")


def roll(state, attacker_pair, defender_pair):
    return state.apply_dice(attacker_pair + defender_pair)


def totals(state):
    return dict(state.modifiers().totals)


def messages(state):
    return [entry.message.msgid for entry in state.log]


def test_two_dice_add_their_difference_and_six_one_totals_seven():
    # soe 003 naval / land: each side adds the difference between its two dice; a roll of 6+1
    # gives difference 5 and totals 7 (an extra loss)
    assert read_pair(6, 1) == (5, True)
    assert read_pair(4, 4) == (0, False)
    assert read_pair(2, 6) == (4, False)
    # every difference of 5 is a 6+1, so it always totals 7
    dist = pair_dist()
    assert dist.probability((5, False)) == 0
    assert dist.probability((5, True)) * 36 == 2


def test_declaring_costs_two_gold():
    # soe 003 declare: the attacker pays 2 gold
    state = attack(landlocked=True)
    assert state.log[0].rule == "soe 003 declare"
    assert dict(state.log[0].message.args)["gold"] == 2
    final = roll(state, D0, D0)
    assert final.outcome()["gold_paid"] == 2


def test_land_score_pieces():
    # soe 003 land: +1 naval support, +1 per army, +1 per allied army, +1 for more Army Training,
    # +2 per fort (defender only), +1 per Alliance tile for the region not used at sea
    state = attack(
        landlocked=True,
        attacker={"armies": 3, "ally_armies": 1, "army_training": 1},
        defender={
            "armies": 2,
            "forts": 1,
            "ally_armies": 1,
            "army_training": 2,
            "land_alliance_tiles": 1,
        },
    )
    assert state.step == "soe/attack#land" and state.is_chance()
    assert totals(state) == {"attacker": 3 + 1, "defender": 2 + 1 + 1 + 2 + 1}
    rules = {mod.rule for mod in state.modifiers().modifiers}
    assert rules == {"soe 003 land"}


def test_equal_training_tiles_give_the_bonus_to_neither_side():
    # soe 003 land (reading: "more" tiles; equal numbers give it to nobody)
    state = attack(landlocked=True, attacker={"army_training": 2}, defender={"army_training": 2})
    assert totals(state) == {"attacker": 2, "defender": 1}


def test_only_one_side_with_fleets_wins_naval_support():
    # soe 003 naval-support: if only one player has a fleet in the region, it wins naval support
    state = attack(attacker={"fleets": 1})
    assert state.naval_support == "attacker" and state.step == "soe/attack#land"
    assert totals(state) == {"attacker": 2 + 1, "defender": 1}
    state = attack(defender={"fleets": 2})
    assert state.naval_support == "defender"
    # neither has a fleet: nobody gets it (chapter reading)
    state = attack()
    assert state.naval_support is None
    outcome = roll(state, D0, D0).outcome()
    assert outcome["naval"] == {"fought": False, "winner": None, "declined_by": None}


@pytest.mark.parametrize(
    "changes",
    [{"region": "German States"}, {"region": "central europe"}, {"landlocked": True}],
)
def test_landlocked_region_has_no_naval_phase(changes):
    # soe 003 naval-support: every area has sea except German States and Central Europe
    state = attack(attacker={"fleets": 2}, defender={"fleets": 2}, **changes)
    assert state.step == "soe/attack#land" and state.prompt() is None
    assert state.naval_support is None
    final = roll(state, D0, D0)
    assert final.outcome()["naval"] is None


def test_decisions_to_fight_at_sea_and_their_defaults():
    # soe 003 naval-support: the attacker decides, then the defender; declining hands naval
    # support to the other side (chapter reading: default is to decline)
    state = attack(attacker={"fleets": 1}, defender={"fleets": 1})
    prompt = state.prompt()
    assert prompt.actor == "attacker" and prompt.default == "decline"
    assert set(prompt.action_ids()) == {"fight-at-sea", "decline"}
    declined = state.apply("decline")
    assert declined.naval_support == "defender" and declined.step == "soe/attack#land"
    asked = state.apply("fight-at-sea")
    assert asked.prompt().actor == "defender" and asked.prompt().default == "decline"
    refused = asked.apply("decline")
    assert refused.naval_support == "attacker" and not refused.naval_fought
    fought = asked.apply("fight-at-sea")
    assert fought.step == "soe/attack#naval" and fought.is_chance()


def test_scenario_may_decide_fighting_at_sea_in_advance():
    state = attack(
        attacker={"fleets": 1, "fight_at_sea": True}, defender={"fleets": 1, "fight_at_sea": True}
    )
    assert state.step == "soe/attack#naval" and state.is_chance()
    state = attack(attacker={"fleets": 1}, defender={"fleets": 1, "fight_at_sea": False})
    assert state.prompt().actor == "attacker"
    assert state.apply("fight-at-sea").naval_support == "attacker"


def naval(**sides):
    state = attack(
        attacker={"fleets": 2, **sides.get("attacker", {})},
        defender={"fleets": 2, **sides.get("defender", {})},
    )
    return state.apply("fight-at-sea").apply("fight-at-sea")


def test_naval_score_pieces():
    # soe 003 naval: +1 per fleet, +1 per allied fleet, +1 per Alliance tile used for the
    # region, +1 for more Navy Training tiles
    state = naval(
        attacker={"ally_fleets": 1, "sea_alliance_tiles": 1, "navy_training": 1},
        defender={"land_alliance_tiles": 3},
    )
    assert totals(state) == {"attacker": 2 + 1 + 1 + 1, "defender": 2}
    assert {mod.rule for mod in state.modifiers().modifiers} == {"soe 003 naval"}


def test_naval_winner_gains_support_and_loser_loses_a_fleet():
    # soe 003 naval: higher total wins; the loser loses a fleet; the winner gets naval support
    state = naval()
    after = roll(state, D3, D1)  # 2+3 against 2+1
    assert after.naval_winner == "attacker" and after.naval_support == "attacker"
    assert after.side("defender").fleets == 1 and after.side("attacker").fleets == 2
    assert after.step == "soe/attack#land"
    assert totals(after)["attacker"] == 2 + 1  # armies + naval support


def test_a_seven_at_sea_costs_an_extra_fleet_and_the_losers_ally_pays_it():
    # soe 003 naval: a roll totalling 7 costs an extra fleet; for the loser its ally loses it
    state = naval(defender={"ally_fleets": 1})
    after = roll(state, D4, D1_7)  # attacker 6, defender 3 with a 7
    assert after.side("defender").fleets == 1 and after.side("defender").ally_fleets == 0
    outcome = roll(after, D0, D0).outcome()
    assert outcome["losses"]["defender"]["fleets"] == 1
    assert outcome["losses"]["defender"]["ally_fleets"] == 1
    # the winner's 7 costs its own fleet
    after = roll(naval(), D5_7, D0)
    assert after.naval_winner == "attacker" and after.side("attacker").fleets == 1
    # the loser without an ally loses its own second fleet
    after = roll(naval(), D0, D3_7)
    assert after.naval_winner == "defender" and after.side("attacker").fleets == 1
    assert after.side("defender").fleets == 1


def test_a_naval_tie_costs_each_side_a_unit_and_gives_no_support():
    # soe 003 naval: on a tie both lose one unit (never a fort) and nobody gets naval support
    state = naval(attacker={"armies": 2}, defender={"armies": 1, "forts": 1})
    tied = roll(state, D2, D2)
    assert tied.naval_winner == "tie" and tied.naval_support is None
    prompt = tied.prompt()
    assert prompt.actor == "attacker"
    assert prompt.action_ids() == ("lose-fleet", "lose-army") and prompt.default == "lose-fleet"
    after = tied.apply("lose-army").apply("lose-fleet")
    assert after.side("attacker").armies == 1 and after.side("defender").fleets == 1
    assert after.side("defender").forts == 1
    assert totals(after) == {"attacker": 1, "defender": 1 + 2}


def test_a_naval_tie_without_a_choice_is_applied_by_itself():
    # soe 003 naval: the 7's extra fleet comes first, so the tie's unit must be an army
    state = naval(attacker={"fleets": 1, "armies": 2})
    tied = roll(state, D3_7, D2)  # 1 + 3 = 2 + 2, and the attacker's dice total 7
    assert tied.naval_winner == "tie"
    assert tied.side("attacker").fleets == 0 and tied.side("attacker").armies == 1
    assert tied.prompt().actor == "defender"  # the defender still chooses (it has an army)


def test_a_naval_tie_costs_the_defender_a_unit_even_when_the_attacker_has_none_left():
    # soe 003 naval: 1 fleet each; attacker 1 + 3 (2+5, a 7) = 4, defender 1 + 3 (1+4) = 4: a
    # tie. The attacker's 7 takes its only fleet, so it has no unit left for the tie; the
    # defender still loses one unit of its choice (never a fort)
    state = attack(
        attacker={"armies": 0, "fleets": 1, "fight_at_sea": True},
        defender={"armies": 1, "fleets": 1, "forts": 1, "fight_at_sea": True},
    )
    tied = roll(state, D3_7, D3)
    assert tied.naval_winner == "tie" and tied.side("attacker").fleets == 0
    prompt = tied.prompt()
    assert prompt.actor == "defender"
    assert prompt.action_ids() == ("lose-fleet", "lose-army")
    final = tied.apply("lose-army")
    # the attacker has no army: the attack ends after the sea
    assert final.is_terminal()
    outcome = final.outcome()
    assert outcome["losses"]["attacker"]["fleets"] == 1
    assert outcome["losses"]["defender"]["armies"] == 1
    assert outcome["losses"]["defender"]["units"] == 1
    assert final.side("defender").forts == 1


def test_attack_ends_after_the_naval_stage_without_an_attacker_army():
    # soe 003 naval: if the attacker has no army in the region, the attack ends without control
    state = attack(attacker={"armies": 0, "fleets": 1}, defender={"armies": 2, "fleets": 1})
    final = state.apply("fight-at-sea").apply("fight-at-sea")
    final = roll(final, D4, D0)
    assert final.is_terminal()
    outcome = final.outcome()
    assert outcome["winner"] is None and outcome["control"] is False
    assert outcome["naval"]["winner"] == "attacker"
    only_fleets = attack(attacker={"armies": 0, "fleets": 1})
    assert only_fleets.is_terminal() and only_fleets.outcome()["naval_support"] == "attacker"


def test_land_loser_loses_a_unit_and_takes_unrest():
    # soe 003 land: the loser loses one unit; each unit lost gives its owner 1 unrest point
    state = attack(landlocked=True)  # attacker 2, defender 1
    final = roll(state, D1, D0)
    outcome = final.outcome()
    assert outcome["winner"] == "attacker"
    assert outcome["losses"]["defender"]["units"] == 1
    assert outcome["losses"]["attacker"]["units"] == 0
    assert outcome["unrest"]["defender"] == 1 and outcome["unrest"]["attacker"] == 0


def test_land_tie_both_lose_a_unit_and_the_defender_keeps_control():
    # soe 003 land: tie: both lose one unit (never a fort), the defender keeps control
    state = attack(landlocked=True, defender={"armies": 0, "forts": 1})  # 2 against 2
    final = roll(state, D1, D1)
    outcome = final.outcome()
    assert outcome["winner"] == "tie" and outcome["control"] is False
    assert outcome["losses"]["attacker"]["units"] == 1
    assert outcome["losses"]["defender"]["units"] == 0  # only a fort: it is never lost on a tie
    assert outcome["unrest"] == {
        "attacker": 1,
        "defender": 0,
        "attacker_ally": 0,
        "defender_ally": 0,
    }


def test_a_seven_on_land_costs_an_extra_unit_and_the_losers_ally_pays_it():
    # soe 003 land: a 7 costs an extra unit; for the loser the ally loses the second unit
    state = attack(landlocked=True, defender={"armies": 2, "ally_armies": 1})  # 2 against 3
    outcome = roll(state, D4, D1_7).outcome()  # 6 against 4
    assert outcome["winner"] == "attacker"
    assert outcome["losses"]["defender"]["units"] == 1
    assert outcome["losses"]["defender"]["ally_units"] == 1
    assert outcome["unrest"]["defender"] == 1 and outcome["unrest"]["defender_ally"] == 1
    # the winner's own 7 costs its own unit
    outcome = roll(state, D5_7, D0).outcome()
    assert outcome["winner"] == "attacker" and outcome["losses"]["attacker"]["units"] == 1


def test_control_marker_changes_only_if_the_defender_has_one():
    # soe 003 control: the attacker places a marker and the defender removes one; without a
    # defender's marker in the region the attacker cannot place one
    won = roll(attack(landlocked=True), D2, D0)
    assert won.outcome()["control"] is True
    assert won.log[-1].rule == "soe 003 control"
    none_there = roll(attack(landlocked=True, defender={"control_markers": 0}), D2, D0)
    assert none_there.outcome()["winner"] == "attacker"
    assert none_there.outcome()["control"] is False
    lost = roll(attack(landlocked=True), D0, D3)
    assert lost.outcome()["control"] is False


def test_neutral_country_defends_with_its_number_and_fights_only_on_land():
    # soe 003 neutral: defence value = the counter's number; no allies, no naval support, only
    # a land combat (reading: the neutral side adds its own two-dice difference)
    state = attack(attacker={"armies": 2, "fleets": 3}, neutral={"value": 3, "shape": "circle"})
    assert state.step == "soe/attack#land" and state.prompt() is None
    assert totals(state) == {"attacker": 2, "defender": 3}
    assert state.modifiers().for_side("defender")[0].rule == "soe 003 neutral"
    won = roll(state, D3, D1).outcome()
    assert won["neutral"] and won["naval"] is None and won["naval_support"] is None
    assert won["winner"] == "attacker" and won["reward"] == {"to": "attacker", "shape": "circle"}
    assert won["control"] is None  # the flowchart does not say
    lost = roll(state, D0, D2).outcome()
    assert lost["winner"] == "defender" and lost["control"] is False


def test_a_neutral_counter_without_a_shape_rewards_no_one():
    # soe 003 neutral: the shape around the number decides the winner's reward; a counter with
    # no shape gives none, even to an attacker who wins
    state = attack(attacker={"armies": 2, "fleets": 3}, neutral={"value": 3, "shape": "none"})
    won = roll(state, D3, D1).outcome()
    assert won["winner"] == "attacker" and won["reward"] is None


def test_neutral_tie_costs_the_attacker_an_army_and_no_control():
    # soe 003 neutral: on a tie the attacker loses an army and gains no control
    state = attack(neutral={"value": 2})
    final = roll(state, D1, D1)
    outcome = final.outcome()
    assert outcome["winner"] == "tie" and outcome["control"] is False
    assert outcome["losses"]["attacker"]["armies"] == 1
    assert outcome["losses"]["attacker"]["units"] == 1
    assert outcome["reward"] is None
    assert any(entry.rule == "soe 003 neutral" for entry in final.log)


def test_land_or_sea_tiles_are_used_once():
    # soe 003 naval / land: a tile with a land-or-sea choice counts in one combat only
    state = naval(attacker={"armies": 1, "land_or_sea_alliance_tiles": 2})
    prompt = state.prompt()
    assert prompt.action_ids() == ("sea-tiles:0", "sea-tiles:1", "sea-tiles:2")
    assert prompt.default == "sea-tiles:0"
    kept = state.apply("sea-tiles:0")
    assert kept.is_chance() and totals(kept)["attacker"] == 2
    used = state.apply("sea-tiles:1")
    assert totals(used)["attacker"] == 2 + 1
    after = roll(used, D0, D1)  # 3 + 0 = 2 + 1: a tie at sea, nobody gets naval support
    after = after.apply("lose-fleet").apply("lose-fleet")
    assert totals(after)["attacker"] == 1 + 1  # one army, one tile left for the land combat


def test_bad_dice_and_illegal_actions_change_nothing():
    state = attack(landlocked=True)
    with pytest.raises(BadDice):
        state.apply_dice((1, 2, 3))
    with pytest.raises(BadDice):
        state.apply_dice((1, 2, 3, 7))
    assert state.is_chance() and state.log == attack(landlocked=True).log
    asked = attack(attacker={"fleets": 1}, defender={"fleets": 1})
    with pytest.raises(IllegalAction):
        asked.apply("sea-tiles:0")
    assert [group.count for group in state.dice()] == [2, 2]
    assert [group.side for group in state.dice()] == ["attacker", "defender"]
    assert all(group.hit_min is None for group in state.dice())
    assert state.cards() == ()
