"""Here I Stand field battle: what the log says at steps 8-12, worked out by hand from seed 001
(steps 8-12) for battles with fixed dice. The rules tests check the outcome; these check that the
lines a player reads tell the same story."""

from __future__ import annotations

from tests.his_helpers import battle, hits_dice, play_defaults

FINAL = [f"his 001 step {n}" for n in range(8, 13)]


def lines(final) -> list[str]:
    """The English log lines of steps 8-12, in order."""
    return [entry.message.render(lambda t: t) for entry in final.log if entry.rule in FINAL]


def test_a_plain_win():
    # attacker 3 units + rating 1 = 4 dice, 2 hits; defender 2 + 1 + 1 = 4 dice, 1 hit (step 8);
    # each side loses as many units as the other's hits, at most all it has (step 9); the
    # defender has none left, so its one leader is captured (step 10) and nothing retreats
    final = play_defaults(battle()).apply_dice(hits_dice(2, 2) + hits_dice(1, 3))
    assert lines(final) == [
        "2 hits against 1: the attacker wins (ties go to the defender)",
        "The attacker loses 1 unit, the defender 2",
        "Leaders captured: a leader with battle rating 1",
        "The defender has no units left to retreat",
        "No siege: the space is not fortified",
    ]


def test_a_tie_goes_to_the_defender_and_the_attacker_retreats():
    # step 8: 2 hits each, the defender wins; step 9: 2 losses each, the defender's 2 units are
    # gone (its leader is captured, step 10); the attacker keeps 1 unit and retreats (step 11)
    final = play_defaults(battle()).apply_dice([5, 6, 4, 1] + [6, 5, 3, 2])
    assert lines(final) == [
        "2 hits against 2: the defender wins (ties go to the defender)",
        "The attacker loses 2 units, the defender 2",
        "Leaders captured: a leader with battle rating 1",
        "The attacker retreats 1 unit to an adjacent space (14.1)",
        "No siege: the space is not fortified",
    ]


def test_both_wiped_out_the_side_with_more_dice_keeps_one_unit():
    # attacker 2 units + rating 3 = 5 dice, defender 2 + 0 + 1 = 3 dice, 2 hits each: both
    # would be wiped out, so the attacker (more dice) keeps 1 unit (step 9)
    state = play_defaults(
        battle(attacker={"regulars": 2, "leaders": [3]}, defender={"regulars": 2, "leaders": [0]})
    )
    final = state.apply_dice(hits_dice(2, 3) + hits_dice(2, 1))
    assert lines(final)[1] == (
        "Both sides are wiped out; the attacker keeps 1 unit (it rolled more dice). "
        "The attacker loses 1 unit, the defender 2"
    )


def test_both_wiped_out_on_equal_dice_the_defender_keeps_one_unit():
    # attacker 2 + 1 = 3 dice, defender 2 + 0 + 1 = 3 dice, 2 hits each (step 9)
    state = play_defaults(
        battle(attacker={"regulars": 2, "leaders": [1]}, defender={"regulars": 2, "leaders": [0]})
    )
    final = state.apply_dice(hits_dice(2, 1) + hits_dice(2, 1))
    assert lines(final)[1] == (
        "Both sides are wiped out; the defender keeps 1 unit (equal dice: the defender keeps "
        "it). The attacker loses 2 units, the defender 1"
    )
    assert lines(final)[3] == "The attacker has no units left to retreat"


def test_a_loser_with_no_legal_retreat_is_eliminated_at_step_11():
    # the attacker loses 1 of 3 units and cannot retreat: the other 2 are eliminated and its
    # leaders captured at step 11 (sources.md §2), so step 9 counts only the 1 loss
    state = play_defaults(battle(attacker={"can_retreat": False}))
    final = state.apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    assert lines(final) == [
        "0 hits against 1: the defender wins (ties go to the defender)",
        "The attacker loses 1 unit, the defender 0",
        "No leader is captured",
        "The attacker has no legal retreat: its 2 units are eliminated and its leaders captured "
        "(14.1 as digital versions apply it, not the official wording)",
        "No siege: the space is not fortified",
    ]


def test_the_siege_check_compares_the_army_with_the_fortifications():
    # step 12: the winning army (3 units left) besieges when it outnumbers the units inside
    def siege_line(inside: int, attacker_hits: int) -> str:
        state = play_defaults(
            battle(fortified=True, in_fortifications=inside, defender={"controls_space": False})
        )
        final = state.apply_dice(hits_dice(attacker_hits, 4 - attacker_hits) + hits_dice(0, 4))
        return lines(final)[-1]

    assert siege_line(1, 2) == (
        "The army (3) outnumbers the units in the fortifications (1): the space is now besieged"
    )
    assert siege_line(3, 2) == (
        "The army (3) does not outnumber the units in the fortifications (3): it must withdraw "
        "(15.3)"
    )
    # 0 hits against the defender's 0: a tie, the defender wins (step 8), so no siege
    assert siege_line(1, 0) == "No siege: the attacker lost"


def test_a_side_without_units_at_the_roll_loses_and_the_line_says_why():
    # reading (sources.md §6): the Ottomans' Landsknechts remove both Hapsburg mercenaries
    # before the roll; the defender does not roll and loses, whatever the attacker rolls
    state = battle(
        attacker={"power": "ottoman", "regulars": 3, "leaders": [0], "cards": ["landsknechts"]},
        defender={"power": "hapsburg", "regulars": 0, "mercenaries": 2, "leaders": [1]},
    )
    final = play_defaults(state.apply("play:landsknechts")).apply_dice(hits_dice(0, 3))
    assert lines(final)[0] == (
        "The defender had no land units at the roll: by our reading it did not roll and loses; "
        "the attacker wins"
    )
    assert lines(final)[2] == "Leaders captured: a leader with battle rating 1"


def test_one_hit_one_unit_and_several_units_are_worded_by_their_number():
    # 1 hit against 0 (step 8); the defender loses 1 of its 2 units and retreats with the other
    # (steps 9, 11); nobody is wiped out, so no leader is captured (step 10)
    final = play_defaults(battle()).apply_dice(hits_dice(1, 3) + hits_dice(0, 4))
    assert lines(final)[:4] == [
        "1 hit against 0: the attacker wins (ties go to the defender)",
        "The attacker loses 0 units, the defender 1",
        "No leader is captured",
        "The defender retreats 1 unit to an adjacent space (14.1)",
    ]
    # 0 hits against 1: the attacker keeps 2 of its 3 units and retreats with both
    final = play_defaults(battle()).apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    assert lines(final)[3] == "The attacker retreats 2 units to an adjacent space (14.1)"
    # an attacker of 2 units that cannot retreat keeps 1 after 1 loss: that 1 is eliminated
    state = play_defaults(battle(attacker={"regulars": 2, "can_retreat": False}))
    final = state.apply_dice(hits_dice(0, 3) + hits_dice(1, 3))
    assert lines(final)[3] == (
        "The attacker has no legal retreat: its 1 unit is eliminated and its leaders captured "
        "(14.1 as digital versions apply it, not the official wording)"
    )


def test_a_stranded_defender_and_a_wiped_out_attacker_are_counted_on_their_own_side():
    # the defender (3 units, 5 dice) cannot retreat: 2 hits against 1, it loses 2 units at
    # step 9 and its last unit at step 11, where its leader is captured, not at step 10
    state = play_defaults(battle(defender={"regulars": 3, "can_retreat": False}))
    final = state.apply_dice(hits_dice(2, 2) + hits_dice(1, 4))
    assert lines(final)[1:4] == [
        "The attacker loses 1 unit, the defender 2",
        "No leader is captured",
        "The defender has no legal retreat: its 1 unit is eliminated and its leaders captured "
        "(14.1 as digital versions apply it, not the official wording)",
    ]
    # an attacker of 1 unit with 2 leaders (1 + 1 = 2 dice) is wiped out by 1 hit: both its
    # leaders are captured at step 10 (the defender's single leader is not)
    state = play_defaults(battle(attacker={"regulars": 1, "leaders": [1, 1]}))
    final = state.apply_dice(hits_dice(0, 2) + hits_dice(1, 3))
    assert lines(final)[2] == (
        "Leaders captured: a leader with battle rating 1, a leader with battle rating 1"
    )


def test_the_log_names_the_captured_leaders_as_the_outcome_does():
    # his 001 step 9: both wiped out on equal dice (2 + 1 = 3 against 2 + 0 + 1 = 3), the
    # defender keeps 1 unit; step 10: the attacker's leader is captured, named in the log as in
    # the outcome
    from engine import registry

    state = play_defaults(
        battle(
            attacker={"regulars": 2, "leaders": [{"name": "Charles V", "rating": 1}]},
            defender={"regulars": 2, "leaders": [{"name": "Francis I", "rating": 0}]},
        )
    )
    final = state.apply_dice(hits_dice(2, 1) + hits_dice(2, 1))
    assert lines(final)[2] == "Leaders captured: Charles V"
    words = registry.get("his/field-battle").words.sentences(final.outcome())
    assert "Leaders captured: Charles V" in [m.render(lambda t: t) for m in words]
