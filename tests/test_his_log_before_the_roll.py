"""Here I Stand field battle: what the log says before the battle is decided, worked out by hand
from seed 001 (the retreat into fortifications, steps 1-7) and the card texts (rules/sources.md
§2), for battles with fixed dice. Each line is checked with the rule it cites."""

from __future__ import annotations

from locales import translations
from tests.his_helpers import battle, hits_dice, play_defaults

FORTIFICATIONS = "his 001 fortifications"


def entries(state) -> list[tuple[str, str]]:
    """Each log line in English, with its rule."""
    return [(entry.message.render(lambda t: t), entry.rule) for entry in state.log]


def rolls(state) -> list[tuple[str, str, tuple[int, ...]]]:
    """The log lines of rolls in English, with their rule and dice."""
    return [
        (entry.message.render(lambda t: t), entry.rule, entry.dice)
        for entry in state.log
        if entry.dice
    ]


def test_responses_dice_counts_cards_and_the_roll_in_order():
    # his 001 step 1, attacker first: Landsknechts gives the Hapsburgs 4 mercenaries (#33),
    # Swiss Mercenaries played by France gives France 4 (#36): 3 + 4 = 7 and 2 + 4 = 6 units
    # his 001 step 2: 7 units + rating 1 = 8 dice; step 3: 6 units + rating 1 + 1 = 8 dice
    # his 001 steps 4-5: Arquebusiers +2 (#24), Field Artillery +3 for France (#25): 10 and 11
    # his 001 step 6: the attacker's 10 dice give 3 hits, the defender's 11 dice 2
    state = battle(
        attacker={"cards": ["landsknechts", "arquebusiers"]},
        defender={"cards": ["swiss-mercenaries", "field-artillery"]},
    )
    for card in ("landsknechts", "swiss-mercenaries", "arquebusiers", "field-artillery"):
        state = state.apply(f"play:{card}")
    dice = hits_dice(3, 7) + hits_dice(2, 9)
    final = state.apply_dice(dice)
    assert entries(final)[:7] == [
        (
            "Hapsburg plays Landsknechts: Hapsburg places 4 new mercenaries",
            "his card #33",
        ),
        (
            "France plays Swiss Mercenaries: France places 4 new mercenaries",
            "his card #36",
        ),
        ("attacker counts 8 dice", "his 001 step 2"),
        ("defender counts 8 dice", "his 001 step 3"),
        ("Hapsburg plays Arquebusiers", "his card #24"),
        ("France plays Field Artillery", "his card #25"),
        ("Hits for the attacker: 3; Hits for the defender: 2", "his 001 step 6"),
    ]
    assert final.log[6].dice == tuple(dice)


def test_a_single_die_is_counted_in_the_singular():
    # his 001 step 2: 1 unit + rating 0 = 1 die; step 3: 2 units + 0 + 1 = 3 dice
    state = battle(
        attacker={"regulars": 1, "leaders": [0]}, defender={"regulars": 2, "leaders": [0]}
    )
    assert entries(state)[2:4] == [
        ("attacker counts 1 die", "his 001 step 2"),
        ("defender counts 3 dice", "his 001 step 3"),
    ]


def test_a_pass_is_logged_with_the_power_that_passes():
    # his 001 step 4: the attacker may declare no card at all
    state = battle(attacker={"cards": ["arquebusiers"]}).apply("pass")
    assert entries(state)[-2] == ("Hapsburg passes", "his 001 step 4")


def test_a_power_with_no_card_it_can_play_is_said_to_have_none():
    # his 001 steps 1, 4 and 5: each side in turn may play cards; a power holding none that it
    # can play at a step has that step go by, and the log says so where a pass would be
    state = battle(attacker={"cards": ["arquebusiers"]}, defender={"cards": []})
    assert entries(state)[:2] == [
        ("Hapsburg has no response card it can play", "his 001 step 1"),
        ("France has no response card it can play", "his 001 step 1"),
    ]
    state = state.apply("pass")
    assert entries(state)[-1] == ("France has no combat card it can play", "his 001 step 5")
    # a power that played its only response card moves on without a second line
    played = battle(attacker={"cards": ["landsknechts"]}).apply("play:landsknechts")
    lines = [text for text, _ in entries(played)]
    assert not any(line.startswith("Hapsburg has no response card") for line in lines)
    assert "France has no response card it can play" in lines


def test_response_cards_of_other_powers_place_two_of_their_own_mercenaries():
    # his card #36: Swiss Mercenaries played by anyone but France or the Ottomans places 2 of
    # the player's own mercenaries; #33: Landsknechts played by anyone but the Hapsburgs or the
    # Ottomans places 2 (France here)
    state = battle(
        attacker={"power": "papacy", "cards": ["swiss-mercenaries"]},
        defender={"cards": ["landsknechts"]},
    )
    state = state.apply("play:swiss-mercenaries").apply("play:landsknechts")
    assert state.force("attacker").units == 3 + 2
    assert state.force("defender").units == 2 + 2
    assert state.force("defender").contingents[0].mercenaries == 2
    assert entries(state)[:2] == [
        ("Papacy plays Swiss Mercenaries: Papacy places 2 new mercenaries", "his card #36"),
        ("France plays Landsknechts: France places 2 new mercenaries", "his card #33"),
    ]


def test_ottoman_landsknechts_eliminate_two_opposing_mercenaries():
    # his card #33: the Ottomans eliminate 2 mercenaries (here: of the Hapsburgs they fight)
    state = battle(
        attacker={"power": "ottoman", "cards": ["landsknechts"]},
        defender={"power": "hapsburg", "regulars": 1, "mercenaries": 3},
    )
    state = state.apply("play:landsknechts")
    assert state.force("defender").units == 1 + 1
    assert state.force("attacker").units == 3
    assert entries(state)[0] == (
        "Ottoman plays Landsknechts: 2 opposing mercenaries are eliminated",
        "his card #33",
    )


def test_mercenaries_bribed_moves_half_rounded_up_and_says_how_many():
    # his card #26: half the opponent's mercenaries, rounded up, change sides: 5 -> 3
    state = battle(attacker={"cards": ["mercenaries-bribed"]}, defender={"mercenaries": 5})
    state = state.apply("play:mercenaries-bribed")
    assert state.force("attacker").units == 3 + 3
    assert state.force("defender").units == 2 + 2
    assert entries(state)[-2] == (
        "Hapsburg plays Mercenaries Bribed: 3 mercenaries change sides",
        "his card #26",
    )
    # 2 mercenaries: half is 1, a whole unit, which joins the player's side
    even = battle(attacker={"cards": ["mercenaries-bribed"]}, defender={"mercenaries": 2})
    even = even.apply("play:mercenaries-bribed")
    assert even.force("defender").contingents[0].mercenaries == 1
    assert even.force("attacker").contingents[0].mercenaries == 1
    # one mercenary is named in the singular, in English and in German
    assert entries(even)[-2][0] == "Hapsburg plays Mercenaries Bribed: 1 mercenary changes sides"
    german = even.log[-2].message.render(translations("de").gettext)
    assert "1 Söldner wechselt die Seite" in german


def test_one_opposing_mercenary_eliminated_is_named_in_the_singular():
    # his card #33: the Ottomans eliminate up to 2 mercenaries; with only 1 there, 1 goes
    state = battle(
        attacker={"power": "ottoman", "cards": ["landsknechts"]},
        defender={"power": "hapsburg", "regulars": 1, "mercenaries": 1},
    )
    state = state.apply("play:landsknechts")
    assert state.force("defender").units == 1
    assert entries(state)[0][0] == (
        "Ottoman plays Landsknechts: 1 opposing mercenary is eliminated"
    )


def test_janissaries_played_and_their_roll_are_logged_at_step_seven():
    # his 001 step 7, his card #1: after the roll, the Ottomans add 5 dice (2 hits here)
    state = battle(
        attacker={"power": "ottoman", "cards": ["janissaries"]}, defender={"power": "hapsburg"}
    )
    state = play_defaults(state).apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    played = state.apply("play:janissaries")
    assert entries(played)[-1] == ("Ottoman plays Janissaries: 5 more dice", "his card #1")
    final = played.apply_dice(hits_dice(2, 3))
    assert rolls(final)[-1] == ("Hits for the attacker: 2", "his 001 step 7", (6, 6, 1, 1, 1))


def test_not_playing_janissaries_is_logged_at_step_seven():
    # his 001 step 7: the Ottomans may keep Janissaries
    state = battle(
        attacker={"power": "ottoman", "cards": ["janissaries"]}, defender={"power": "hapsburg"}
    )
    state = play_defaults(state).apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    final = state.apply("pass")
    assert ("Ottoman does not play Janissaries", "his 001 step 7") in entries(final)


def test_a_surprise_attack_logs_each_sides_roll_on_its_own():
    # his card #29: the attacker rolls first (4 dice, 2 hits), then the defender counts its 1
    # surviving unit + rating 1 + 1 = 3 dice and rolls them (1 hit)
    state = battle(attacker={"cards": ["surprise-attack"]}, defender={"regulars": 3})
    state = play_defaults(state.apply("play:surprise-attack"))
    final = state.apply_dice(hits_dice(2, 2)).apply_dice(hits_dice(1, 2))
    assert rolls(final) == [
        ("Hits for the attacker: 2", "his 001 step 6", (6, 6, 1, 1)),
        ("Hits for the defender: 1", "his 001 step 6", (6, 1, 1)),
    ]


def test_the_defenders_staying_in_the_open_is_logged():
    # his 001 fortifications: retreating into the fortifications is only an option
    state = battle(fortified=True).apply("fight")
    assert entries(state)[0] == (
        "The defenders stay in the open; the field battle follows",
        FORTIFICATIONS,
    )


def test_a_withdrawal_before_a_larger_army_begins_a_siege():
    # his 001 fortifications: the army (3 units) is larger than the garrison (2): siege (15)
    final = battle(fortified=True).apply("withdraw")
    assert entries(final) == [
        (
            "The defenders retreat into the fortifications; no field battle this impulse",
            FORTIFICATIONS,
        ),
        ("The army (3 units) is larger than the garrison (2): a siege begins", FORTIFICATIONS),
    ]
    # the same line in the German UI keeps both numbers and speaks of a siege (Belagerung)
    german = final.log[-1].message.render(translations("de").gettext)
    assert "(3 Einheiten)" in german and "(2)" in german and "Belagerung" in german
    # no battle was fought: nothing lost, nothing captured, the space is besieged
    assert final.outcome() == {
        "battle": False,
        "winner": None,
        "losses": {"attacker": 0, "defender": 0},
        "captured_leaders": [],
        "retreat": None,
        "siege": True,
        "must_withdraw": False,
        "withdrawn_into_fortifications": True,
        "attacker_action": None,
    }


def test_an_army_not_larger_than_the_garrison_moves_on_or_goes_back():
    # his 001 fortifications: the army (2) is not larger than the garrison (2); with CP left it
    # may spend 1 CP (2 across a pass) to move on, else it retreats to where it came from
    state = battle(fortified=True, attacker={"regulars": 2, "cp": 2, "via_pass": True})
    asked = state.apply("withdraw")
    moved = asked.apply("continue-move")
    assert entries(moved)[-1] == (
        "The army spends 2 CP and moves on (if it must later retreat from there, it is eliminated)",
        FORTIFICATIONS,
    )
    assert moved.outcome()["siege"] is False and moved.outcome()["battle"] is False
    back = asked.apply("retreat")
    assert entries(back)[-1] == (
        "The army retreats to the space it came from (no CP; the retreat rules of 14.1 apply)",
        FORTIFICATIONS,
    )
    assert back.outcome()["siege"] is False and back.outcome()["attacker_action"] == "retreat"
