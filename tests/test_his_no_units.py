"""A side with no land units at the roll neither rolls nor wins (seed 001 steps 3, 6, 8-10).

Reading (rules/sources.md §6): a side whose units are all gone before the dice are rolled rolls
no dice at all, loses the battle, and its leaders are captured as at step 10.
"""

import json
from fractions import Fraction

from engine import odds
from tests.his_helpers import battle, hits_dice, play_defaults


def same_odds_both_ways(state, choices):
    """The convolution shortcut and the generic walk, as {outcome json: probability}."""
    fast = odds(state, choices=choices)
    slow = odds(state, choices=choices, shortcuts=False)
    as_dict = [{json.dumps(o, sort_keys=True): p for o, p in r.outcomes} for r in (fast, slow)]
    assert as_dict[0] == as_dict[1]
    assert fast.total() == 1
    return fast


def test_landsknechts_removing_every_defender_unit_wins_with_certainty():
    # his card #33: the Ottomans eliminate 2 mercenaries; seed 001 steps 3, 9, 10 and the reading
    state = battle(
        attacker={"power": "ottoman", "regulars": 3, "leaders": [0], "cards": ["landsknechts"]},
        defender={
            "power": "hapsburg",
            "regulars": 0,
            "mercenaries": 2,
            "leaders": [{"name": "Ferdinand", "rating": 1}],
        },
    )
    result = same_odds_both_ways(state, ["play:landsknechts"])
    assert result.probability(lambda o: o["winner"] == "attacker") == 1
    captured = [{"side": "defender", "name": "Ferdinand", "rating": 1}]
    assert result.probability(lambda o: o["captured_leaders"] == captured) == 1
    # the walkthrough: the defender counts no dice, only the attacker rolls
    walked = play_defaults(state.apply("play:landsknechts"))
    assert walked.dice_total("defender") == 0
    assert [g.side for g in walked.dice()] == ["attacker"]
    final = walked.apply_dice(hits_dice(0, 3))  # no hit at all: the attacker still wins
    assert final.outcome()["winner"] == "attacker"
    texts = [entry.message.msgid for entry in final.log]
    assert any("it rolls no dice" in text for text in texts)
    assert any("did not roll and loses" in text for text in texts)


def test_mercenaries_bribed_taking_the_last_unit_wins_with_certainty():
    # his card #26: half of 1 mercenary, rounded up, changes sides; the reading as above
    state = battle(
        attacker={
            "power": "france",
            "regulars": 2,
            "leaders": [0],
            "cards": ["mercenaries-bribed"],
        },
        defender={
            "power": "hapsburg",
            "regulars": 0,
            "mercenaries": 1,
            "leaders": [{"name": "Charles V", "rating": 2}],
        },
    )
    result = same_odds_both_ways(state, ["play:mercenaries-bribed"])
    assert result.probability(lambda o: o["winner"] == "attacker") == 1
    captured = [{"side": "defender", "name": "Charles V", "rating": 2}]
    assert result.probability(lambda o: o["captured_leaders"] == captured) == 1
    assert result.probability(lambda o: o["losses"] == {"attacker": 0, "defender": 0}) == 1


def test_an_attacker_left_without_units_loses_and_its_leader_is_captured():
    # his card #33 played by the Ottoman defender; the reading: the attacker does not roll
    state = battle(
        attacker={"power": "hapsburg", "regulars": 0, "mercenaries": 2, "leaders": [2]},
        defender={"power": "ottoman", "regulars": 1, "leaders": [0], "cards": ["landsknechts"]},
    )
    result = same_odds_both_ways(state, ["play:landsknechts"])
    assert result.probability(lambda o: o["winner"] == "defender") == 1
    captured = [{"side": "attacker", "name": "", "rating": 2}]
    assert result.probability(lambda o: o["captured_leaders"] == captured) == 1


def test_surprise_attack_leaves_no_ottoman_to_roll_janissaries_for():
    # his card #29 ("the opponent does not roll") and card #1: no dice for a side that does not roll
    state = battle(
        attacker={"power": "hapsburg", "regulars": 3, "leaders": [1], "cards": ["surprise-attack"]},
        defender={"power": "ottoman", "regulars": 1, "leaders": [0], "cards": ["janissaries"]},
    )
    walked = play_defaults(state.apply("play:surprise-attack"))
    final = walked.apply_dice(hits_dice(1, 3))  # the one defending unit is hit
    assert final.is_terminal() and final.outcome()["winner"] == "attacker"
    reason = {c.card: c.reason for c in final.cards()}["his.card.janissaries"]
    assert "Surprise Attack" in reason.msgid and "does not roll" in reason.msgid
    # exact odds: 4 attacker dice; one hit wipes the defender out, which then does not roll; with
    # no hit the defender rolls 1 unit + 1 for defending, and the attacker's 0 hits cannot win
    result = odds(state, choices=["play:surprise-attack"])
    assert result.total() == 1
    miss = Fraction(2, 3)
    assert result.probability(lambda o: o["winner"] == "attacker") == 1 - miss**4


def test_janissaries_are_still_offered_when_the_ottomans_survive_a_surprise():
    # his card #29: only a wiped-out side does not roll; card #1 then adds 5 dice as usual
    state = battle(
        attacker={"power": "hapsburg", "regulars": 3, "leaders": [1], "cards": ["surprise-attack"]},
        defender={"power": "ottoman", "regulars": 2, "leaders": [0], "cards": ["janissaries"]},
    )
    walked = play_defaults(state.apply("play:surprise-attack"))
    after_first = walked.apply_dice(hits_dice(1, 3))
    assert [(g.side, g.count) for g in after_first.dice()] == [("defender", 2)]
    at_janissaries = after_first.apply_dice(hits_dice(0, 2))
    assert "play:janissaries" in at_janissaries.legal_actions()


def reason_text(state, card: str) -> str:
    """The English reason why ``card`` cannot be played now."""
    status = next(c for c in state.cards() if c.card == f"his.card.{card}")
    assert not status.playable
    return status.reason.render(lambda t: t)


def test_janissaries_cannot_add_dice_to_a_side_left_without_units():
    # his card #26: France bribes the defender's only mercenary (half of 1, rounded up); the
    # Ottoman-led defender has no land unit left, so it does not roll (reading, sources.md §6)
    # and Janissaries (#1) have no roll to add dice to
    state = battle(
        attacker={"power": "france", "cards": ["mercenaries-bribed"]},
        defender={
            "power": "ottoman",
            "regulars": 0,
            "cards": ["janissaries"],
            "allies": [{"power": "hapsburg", "regulars": 0, "mercenaries": 1}],
        },
    )
    state = state.apply("play:mercenaries-bribed")
    assert state.force("defender").units == 0
    # his 001 step 7 is still to come: timing is named first
    assert reason_text(state, "janissaries") == "wrong step: it is played at step 7 (Janissaries)"
    final = play_defaults(state)
    while not final.is_terminal():
        final = final.roll()
    assert reason_text(final, "janissaries") == (
        "no effect on this battle: the defender has no land units, so by our reading it does "
        "not roll and Janissaries cannot add dice to it"
    )


def test_janissaries_cannot_add_dice_after_a_surprise_attack_left_no_unit():
    # his card #29: the one Ottoman unit is hit by the first roll, so the defender does not
    # roll; card #1 has nothing to add to
    state = battle(
        attacker={"power": "hapsburg", "regulars": 3, "leaders": [1], "cards": ["surprise-attack"]},
        defender={"power": "ottoman", "regulars": 1, "leaders": [0], "cards": ["janissaries"]},
    )
    final = play_defaults(state.apply("play:surprise-attack")).apply_dice(hits_dice(1, 3))
    assert reason_text(final, "janissaries") == (
        "no effect on this battle: no defender unit survived the Surprise Attack, so the "
        "defender does not roll and Janissaries cannot add dice to it"
    )


def test_dice_cards_have_no_effect_once_a_side_has_no_units():
    # his card #33: the Ottomans eliminate both Hapsburg mercenaries; the defender then does not
    # roll (reading, sources.md §6), so Surprise Attack (#29: who rolls first) and the
    # defender's Arquebusiers (#24: dice for a roll it does not make) change nothing
    state = battle(
        attacker={
            "power": "ottoman",
            "regulars": 3,
            "leaders": [0],
            "cards": ["landsknechts", "surprise-attack"],
        },
        defender={"power": "hapsburg", "regulars": 0, "mercenaries": 2, "cards": ["arquebusiers"]},
    )
    state = state.apply("play:landsknechts")
    assert reason_text(state, "surprise-attack") == (
        "no effect on this battle: by our reading a side without land units does not roll at all"
    )
    assert reason_text(state, "arquebusiers") == (
        "no effect on this battle: the dice it changes belong to a side without land units, "
        "which by our reading does not roll"
    )


def test_dice_cards_of_an_attacker_left_without_units_have_no_effect():
    # his card #33 played by the Ottoman defender removes both Hapsburg mercenaries: now the
    # attacker does not roll (reading, sources.md §6), while the defender still does, so the
    # attacker's Arquebusiers (#24) add dice to no roll and cannot be played at step 4
    state = battle(
        attacker={"power": "hapsburg", "regulars": 0, "mercenaries": 2, "cards": ["arquebusiers"]},
        defender={"power": "ottoman", "regulars": 1, "cards": ["landsknechts"]},
    )
    state = state.apply("play:landsknechts")
    assert state.force("attacker").units == 0 and state.force("defender").units == 1
    assert "play:arquebusiers" not in state.legal_actions()
    assert reason_text(state, "arquebusiers") == (
        "no effect on this battle: the dice it changes belong to a side without land units, "
        "which by our reading does not roll"
    )
