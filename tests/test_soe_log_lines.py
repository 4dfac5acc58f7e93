"""Struggle of Empires attack: what the log and the score report say, worked out by hand from
seed 003 for attacks with fixed dice. The rules tests check the units lost; these check that the
lines a player reads name the right side and tell the same story."""

from tests.test_soe_steps import D0, D1_7, D4, D5_7, attack, naval, roll

NAVAL = "soe 003 naval"


def english(message) -> str:
    return message.render(lambda msgid: msgid)


def naval_loss_lines(state) -> list[str]:
    """The English lines of the naval combat that follow its roll (the roll line has dice)."""
    return [english(entry.message) for entry in state.log if entry.rule == NAVAL and not entry.dice]


def test_the_naval_loser_loses_a_fleet_and_its_ally_pays_for_its_seven():
    # soe 003 naval: attacker 2 fleets + difference 4 (1+5) = 6; defender 2 fleets + 1 allied
    # fleet + difference 1 (3+4) = 4: the attacker wins, the defender (loser) loses a fleet, and
    # its dice total 7, so it owes an extra fleet, which its ally gives up
    after = roll(naval(defender={"ally_fleets": 1}), D4, D1_7)
    assert naval_loss_lines(after) == [
        "The defender loses a fleet",
        "The defender rolled a total of 7 and owes an extra fleet; as the loser, "
        "its ally gives up that second fleet",
    ]


def test_the_naval_winners_seven_costs_its_own_fleet():
    # soe 003 naval: attacker 2 + difference 5 (6+1, a 7) = 7 against defender 2 + 0 = 2: the
    # defender loses a fleet; the attacker's 7 costs the attacker an extra fleet of its own
    after = roll(naval(), D5_7, D0)
    assert naval_loss_lines(after) == [
        "The defender loses a fleet",
        "The attacker rolled a total of 7 and loses an extra fleet",
    ]


def test_the_score_report_names_the_combat_it_is_about():
    # soe 003 naval / land: before the dice, the naval combat adds up naval scores (fleets,
    # allied fleets, tiles, Navy Training) and the land combat land scores
    at_sea = naval()
    assert at_sea.step == "soe/attack#naval"
    assert english(at_sea.modifiers().label) == "naval score before the dice"
    on_land = attack(landlocked=True)
    assert on_land.step == "soe/attack#land"
    assert english(on_land.modifiers().label) == "land score before the dice"
