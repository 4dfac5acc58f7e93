"""Here I Stand field battle, step by step (seed 001, cards per rules/sources.md §2)."""

import pytest

from engine.errors import BadDice, IllegalAction, InputError
from tests.his_helpers import battle, hits_dice, play_defaults


def test_dice_counts():
    # his 001 step 2: one die per unit plus the best leader's battle rating
    # his 001 step 3: one die per unit, plus the best rating, plus one for defending
    state = battle(
        attacker={"regulars": 3, "mercenaries": 2, "leaders": [1, 2]},
        defender={"regulars": 2, "leaders": [1]},
    )
    assert state.dice_total("attacker") == 5 + 2
    assert state.dice_total("defender") == 2 + 1 + 1
    totals = dict(state.modifiers().totals)
    assert totals == {"attacker": 7, "defender": 4}
    rules = {m.rule for m in state.modifiers().modifiers}
    assert rules == {"his 001 step 2", "his 001 step 3"}


def test_hits_are_fives_and_sixes_and_ties_go_to_the_defender():
    # his 001 step 6 (5 or 6 hits) and step 8 (tie: defender wins)
    state = play_defaults(battle())  # attacker 4 dice, defender 4 dice
    final = state.apply_dice([5, 6, 4, 1] + [6, 5, 3, 2])
    assert final.hits == (2, 2)
    assert final.outcome()["winner"] == "defender"


def test_more_hits_wins_and_casualties_follow_hits():
    # his 001 steps 8 and 9
    state = play_defaults(battle())
    final = state.apply_dice(hits_dice(2, 2) + hits_dice(1, 3))
    outcome = final.outcome()
    assert outcome["winner"] == "attacker"
    assert outcome["losses"] == {"attacker": 1, "defender": 2}
    assert outcome["retreat"] is None  # the defender was wiped out, nothing retreats


def test_both_wiped_out_more_dice_keeps_one_unit():
    # his 001 step 9: the side that rolled more dice keeps 1 unit
    state = play_defaults(
        battle(attacker={"regulars": 2, "leaders": [3]}, defender={"regulars": 2, "leaders": [0]})
    )
    assert state.dice_total("attacker") == 5 and state.dice_total("defender") == 3
    final = state.apply_dice(hits_dice(2, 3) + hits_dice(2, 1))
    assert final.outcome()["losses"] == {"attacker": 1, "defender": 2}


def test_both_wiped_out_equal_dice_defender_keeps_one_unit():
    # his 001 step 9: on equal dice the defender keeps 1 unit
    state = play_defaults(
        battle(attacker={"regulars": 2, "leaders": [1]}, defender={"regulars": 2, "leaders": [0]})
    )
    final = state.apply_dice(hits_dice(2, 1) + hits_dice(2, 1))
    assert final.outcome()["losses"] == {"attacker": 2, "defender": 1}


def test_leaders_of_a_wiped_out_side_are_captured():
    # his 001 step 10
    state = play_defaults(
        battle(defender={"regulars": 1, "leaders": [{"name": "Francis I", "rating": 1}]})
    )
    final = state.apply_dice(hits_dice(1, 3) + hits_dice(0, 3))
    assert final.outcome()["captured_leaders"] == [
        {"side": "defender", "name": "Francis I", "rating": 1}
    ]


def test_loser_retreats_or_is_eliminated_without_a_legal_retreat():
    # his 001 step 11 (14.1); no legal retreat: units eliminated, leaders captured (sources.md §2)
    final = play_defaults(battle()).apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    assert final.outcome()["retreat"] == "attacker"
    stuck = play_defaults(battle(attacker={"can_retreat": False}))
    final = stuck.apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    assert final.outcome()["losses"]["attacker"] == 3
    assert final.outcome()["captured_leaders"][0]["side"] == "attacker"


def test_siege_check_after_winning_in_a_fortified_space():
    # his 001 step 12: siege if the army outnumbers the units in the fortifications, else 15.3
    state = play_defaults(
        battle(fortified=True, in_fortifications=1, defender={"controls_space": False})
    )
    final = state.apply_dice(hits_dice(2, 2) + hits_dice(0, 4))
    assert final.outcome()["siege"] is True
    state = play_defaults(
        battle(fortified=True, in_fortifications=3, defender={"controls_space": False})
    )
    final = state.apply_dice(hits_dice(2, 2) + hits_dice(0, 4))
    assert final.outcome()["siege"] is False and final.outcome()["must_withdraw"] is True


def test_an_attacker_left_with_no_units_neither_besieges_nor_withdraws():
    # his 001 step 12: the army besieges if it outnumbers the units inside, else it withdraws
    # (15.3); an attacker that won but lost its last unit has no army to do either
    state = play_defaults(
        battle(fortified=True, in_fortifications=0, attacker={"regulars": 1, "mercenaries": 0},
               defender={"controls_space": False})
    )  # fmt: skip
    # the attacker rolls 2 dice (1 unit, rating 1), the defender 4 (2 units, rating 1, +1)
    final = state.apply_dice(hits_dice(2, 0) + hits_dice(1, 3))
    outcome = final.outcome()
    assert outcome["winner"] == "attacker" and outcome["survivors"]["attacker"] == 0
    assert outcome["siege"] is False and outcome["must_withdraw"] is False
    said = final.log[-1].message.render(str)
    assert "no units left" in said and "withdraw (15.3)" not in said


def test_retreat_into_fortifications_and_siege():
    # his 001 fortifications: 4 or fewer units in a fortified space the defender controls
    state = battle(fortified=True, defender={"regulars": 2})
    assert state.legal_actions() == ("fight", "withdraw")
    final = state.apply("withdraw")
    assert final.is_terminal()
    assert final.outcome()["siege"] is True and final.outcome()["battle"] is False


def test_retreat_into_fortifications_army_not_larger():
    # his 001 fortifications: the army must move on with CP or go back where it came from
    state = battle(fortified=True, attacker={"regulars": 2, "cp": 1}, defender={"regulars": 2})
    asked = state.apply("withdraw")
    assert set(asked.legal_actions()) == {"retreat", "continue-move"}
    assert asked.apply("continue-move").outcome()["attacker_action"] == "continue-move"
    no_cp = battle(
        fortified=True,
        attacker={"regulars": 2, "cp": 1, "via_pass": True},
        defender={"regulars": 2},
    )
    final = no_cp.apply("withdraw")  # 2 CP needed across a pass: only the retreat is left
    assert final.outcome()["attacker_action"] == "retreat"


def test_no_retreat_into_fortifications_with_five_units():
    # his 001 fortifications: 4 or fewer units only
    state = battle(fortified=True, defender={"regulars": 5})
    assert "withdraw" not in state.legal_actions()


def test_units_already_inside_count_toward_the_four_and_the_garrison():
    # his 001 fortifications: "4 or fewer units" remain in the destination, and a siege begins
    # if the army has more units than are in the fortifications; units already inside
    # (in_fortifications) are in the space too (docs/scenarios.md, our reading)
    crowded = battle(fortified=True, in_fortifications=1, defender={"regulars": 4})
    assert "withdraw" not in crowded.legal_actions()
    # 3 in the open + 1 inside: an army of 4 is not larger than the 4 then inside
    even = battle(fortified=True, in_fortifications=1, attacker={"regulars": 4, "cp": 0},
                  defender={"regulars": 3})  # fmt: skip
    assert even.legal_actions() == ("fight", "withdraw")
    final = even.apply("withdraw")  # no CP to move on: only the retreat is left
    assert final.outcome()["siege"] is False and final.outcome()["attacker_action"] == "retreat"
    # an army of 5 is: a siege begins
    larger = battle(fortified=True, in_fortifications=1, attacker={"regulars": 5},
                    defender={"regulars": 3})  # fmt: skip
    final = larger.apply("withdraw")
    assert final.is_terminal() and final.outcome()["siege"] is True


def test_bad_dice_are_refused_and_change_nothing():
    state = play_defaults(battle())
    with pytest.raises(BadDice):
        state.apply_dice([6, 6])
    with pytest.raises(BadDice):
        state.apply_dice([7] * 8)
    assert state.is_chance() and state.hits == (0, 0)


def test_illegal_action_names_the_step_and_legal_actions():
    state = battle(attacker={"cards": ["arquebusiers"]})
    with pytest.raises(IllegalAction) as error:
        state.apply("play:janissaries")
    # the step is named as the player reads it (his 001 step 4), not by its id
    assert "at step 4 (Attacker's combat cards)" in str(error.value)
    assert "attacker-cards" not in str(error.value) and "play:arquebusiers" in str(error.value)


@pytest.mark.parametrize(
    "changes, key",
    [
        ({"attacker": {"regulars": -1}}, "attacker.regulars"),
        ({"attacker": {"power": "venice"}}, "attacker.power"),
        ({"attacker": {"cards": ["no-such-card"]}}, "attacker.cards[0]"),
        ({"attacker": {"regulars": 3, "typo": 1}}, "attacker.typo"),
        ({"defender": {"power": "hapsburg"}}, "defender.power"),
        ({"attacker": {"cavalry": 2}}, "attacker.cavalry"),
        ({"attacker": {"leaders": ["two"]}}, "attacker.leaders[0]"),
    ],
)
def test_bad_scenarios_name_the_key(changes, key):
    with pytest.raises(InputError) as error:
        battle(**changes)
    assert error.value.source == "test.toml"
    assert error.value.key == key


def test_the_outcome_of_a_plain_battle_names_every_field():
    # his 001 steps 8-12 on an open space: a battle was fought, nobody withdrew into the
    # fortifications, there is no siege to check; internal working values are not shown
    final = play_defaults(battle()).apply_dice(hits_dice(2, 2) + hits_dice(1, 3))
    outcome = final.outcome()
    assert outcome["battle"] is True
    assert outcome["withdrawn_into_fortifications"] is False
    assert outcome["siege"] is False and outcome["must_withdraw"] is False
    assert not any(key.startswith("_") for key in outcome)


def test_both_wiped_out_the_keeper_loses_all_but_one_of_three():
    # his 001 step 9: attacker 3 units + rating 1 = 4 dice, defender 3 + 1 + 1 = 5 dice, 3 hits
    # each: both would be wiped out; the defender rolled more dice and keeps 1 of its 3 units
    state = play_defaults(battle(defender={"regulars": 3}))
    final = state.apply_dice(hits_dice(3, 1) + hits_dice(3, 2))
    assert final.outcome()["losses"] == {"attacker": 3, "defender": 2}


def test_leaders_of_both_sides_are_captured_when_the_loser_cannot_retreat():
    # his 001 steps 8-11: a tie (2 hits each) goes to the defender, whose 2 units are all lost,
    # so its leader is captured (step 10); the attacker keeps 1 unit but has no legal retreat,
    # so that unit is eliminated and its leader captured too (sources.md §2)
    state = play_defaults(
        battle(
            attacker={"leaders": [{"name": "Charles V", "rating": 1}], "can_retreat": False},
            defender={"leaders": [{"name": "Francis I", "rating": 1}]},
        )
    )
    final = state.apply_dice(hits_dice(2, 2) + hits_dice(2, 2))
    captured = {(leader["side"], leader["name"]) for leader in final.outcome()["captured_leaders"]}
    assert captured == {("attacker", "Charles V"), ("defender", "Francis I")}
