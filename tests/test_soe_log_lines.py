"""Struggle of Empires attack: what the log, the questions and the score report say, worked out by
hand from seed 003 for attacks with fixed dice. The rules tests check the units lost; these check
that the lines a player reads name the right side, the right numbers and tell the same story."""

from tests.test_soe_steps import D0, D1, D1_7, D2, D3, D3_7, D4, D5_7, attack, naval, roll

DECLARE, SUPPORT, NAVAL = "soe 003 declare", "soe 003 naval-support", "soe 003 naval"
LAND, CONTROL, NEUTRAL = "soe 003 land", "soe 003 control", "soe 003 neutral"
PAYS = (DECLARE, "The attacker declares an attack on Flanders and pays 2 gold")
# our reading of soe 003 land: the unrest point is stated in the land combat box only
NO_UNREST_AT_SEA = (
    "Units lost in the naval combat give no unrest point: by our reading, only losses in the "
    "land combat do"
)


def english(message) -> str:
    return message.render(lambda msgid: msgid)


def story(state) -> list[tuple[str, str]]:
    """Every log entry as (rule, English line)."""
    return [(entry.rule, english(entry.message)) for entry in state.log]


def naval_loss_lines(state) -> list[str]:
    """The English lines of the naval combat that follow its roll (the roll line has dice)."""
    return [english(entry.message) for entry in state.log if entry.rule == NAVAL and not entry.dice]


def asked(state) -> tuple[str, str, list[str]]:
    """The pending question: who is asked, the English question and its answers."""
    prompt = state.prompt()
    return prompt.actor, english(prompt.message), [english(a.label) for a in prompt.actions]


def score_pieces(state) -> dict[str, list[tuple[str, int]]]:
    report = state.modifiers()
    return {
        side: [(english(mod.source), mod.value) for mod in report.for_side(side)]
        for side in ("attacker", "defender")
    }


def test_the_naval_loser_loses_a_fleet_and_its_ally_pays_for_its_seven():
    # soe 003 naval: attacker 2 fleets + difference 4 (1+5) = 6; defender 2 fleets + 1 allied
    # fleet + difference 1 (3+4) = 4: the attacker wins, the defender (loser) loses a fleet, and
    # its dice total 7, so it owes an extra fleet, which its ally gives up
    after = roll(naval(defender={"ally_fleets": 1}), D4, D1_7)
    assert naval_loss_lines(after) == [
        "The defender loses a fleet",
        "The defender rolled a total of 7 and owes an extra fleet; as the loser, "
        "its ally gives up that second fleet",
        NO_UNREST_AT_SEA,
    ]


def test_the_naval_winners_seven_costs_its_own_fleet():
    # soe 003 naval: attacker 2 + difference 5 (6+1, a 7) = 7 against defender 2 + 0 = 2: the
    # defender loses a fleet; the attacker's 7 costs the attacker an extra fleet of its own
    after = roll(naval(), D5_7, D0)
    assert naval_loss_lines(after) == [
        "The defender loses a fleet",
        "The attacker rolled a total of 7 and loses an extra fleet",
        NO_UNREST_AT_SEA,
    ]


def test_a_naval_loser_with_its_last_fleet_gone_cannot_pay_for_its_seven():
    # soe 003 naval: attacker 1 fleet + difference 3 (2+5, a 7) = 4 against defender 2 fleets +
    # difference 4 = 6: the attacker loses its only fleet; its 7 asks for another, it has no
    # fleet left and no ally at sea
    state = attack(
        attacker={"fleets": 1, "fight_at_sea": True}, defender={"fleets": 2, "fight_at_sea": True}
    )
    after = roll(state, D3_7, D4)
    assert naval_loss_lines(after) == [
        "The attacker loses a fleet",
        "The attacker rolled a total of 7 but has no fleet left to lose",
        NO_UNREST_AT_SEA,
    ]
    assert after.side("attacker").fleets == 0


def test_the_score_report_names_the_combat_it_is_about():
    # soe 003 naval / land: before the dice, the naval combat adds up naval scores (fleets,
    # allied fleets, tiles, Navy Training) and the land combat land scores
    at_sea = naval()
    assert at_sea.step == "soe/attack#naval"
    assert english(at_sea.modifiers().label) == "naval score before the dice"
    on_land = attack(landlocked=True)
    assert on_land.step == "soe/attack#land"
    assert english(on_land.modifiers().label) == "land score before the dice"


ASK_EVERYTHING = {
    "attacker": {"armies": 2, "fleets": 2, "ally_fleets": 1, "land_or_sea_alliance_tiles": 1},
    "defender": {
        "armies": 1,
        "fleets": 2,
        "ally_armies": 1,
        "land_or_sea_alliance_tiles": 1,
        "control_markers": 1,
    },
}


def test_a_whole_attack_with_every_question_told_step_by_step():
    # soe 003 declare: 2 gold; the allies help only with what they already have in the region
    state = attack(**ASK_EVERYTHING)
    assert story(state) == [
        PAYS,
        (
            DECLARE,
            "The attacker's allies help only with the units they already have in the region "
            "(armies: 0, fleets: 1)",
        ),
        (
            DECLARE,
            "The defender's allies help only with the units they already have in the region "
            "(armies: 1, fleets: 0)",
        ),
    ]
    # soe 003 naval-support: both have fleets: the attacker decides, then the defender;
    # declining gives naval support to the other side
    assert asked(state) == (
        "attacker",
        "Both players have fleets in Flanders. Attacker: fight a naval combat?",
        [
            "fight the naval combat",
            "decline: the defender gains naval support (+1 in the land combat)",
        ],
    )
    assert [a.rule for a in state.prompt().actions] == [SUPPORT, SUPPORT]
    state = state.apply("fight-at-sea")
    assert asked(state) == (
        "defender",
        "The attacker wants to fight at sea. Defender: accept the naval combat?",
        [
            "fight the naval combat",
            "decline: the attacker gains naval support (+1 in the land combat)",
        ],
    )
    state = state.apply("fight-at-sea")
    # soe 003 naval: a land-or-sea Alliance tile counts in one combat only; its owner chooses
    assert asked(state) == (
        "attacker",
        "Alliance tiles of the attacker offering a land-or-sea choice: 1. How many are used in "
        "the naval combat? A tile used at sea cannot count on land.",
        [
            "use 0 tiles at sea, keep 1 tile for the land combat",
            "use 1 tile at sea, keep 0 tiles for the land combat",
        ],
    )
    state = state.apply("sea-tiles:1")
    assert asked(state)[:2] == (
        "defender",
        "Alliance tiles of the defender offering a land-or-sea choice: 1. How many are used in "
        "the naval combat? A tile used at sea cannot count on land.",
    )
    state = state.apply("sea-tiles:0")
    assert story(state)[3:] == [
        (SUPPORT, "The attacker chooses to fight at sea"),
        (SUPPORT, "The defender accepts: a naval combat is fought"),
        (
            NAVAL,
            "Land-or-sea Alliance tiles of the attacker: 1 used at sea, 0 kept for the land combat",
        ),
        (
            NAVAL,
            "Land-or-sea Alliance tiles of the defender: 0 used at sea, 1 kept for the land combat",
        ),
    ]
    # soe 003 naval: +1 per fleet, +1 per allied fleet, +1 per tile used at sea: 2 + 1 + 1 = 4
    # against 2 fleets; each side rolls two dice, a 7 costs an extra fleet
    assert state.is_chance()
    assert score_pieces(state) == {
        "attacker": [
            ("own fleets: 2 (+1 each)", 2),
            ("allied fleets taking part: 1 (+1 each)", 1),
            ("Alliance tiles used at sea for this region: 1", 1),
        ],
        "defender": [("own fleets: 2 (+1 each)", 2)],
    }
    at_sea = "two dice (their difference is added; a total of 7 costs an extra fleet)"
    assert [(g.side, english(g.label), g.count, g.sides) for g in state.dice()] == [
        (side, f"{side}: {at_sea}", 2, 6) for side in ("attacker", "defender")
    ]
    # soe 003 naval: 4 + 0 (3,3) = 2 + 2 (1,3): a tie, each side loses one unit, never a fort
    state = roll(state, D0, D2)
    assert story(state)[-1] == (
        NAVAL,
        "Naval combat: attacker 4 + dice difference 0 = 4; defender 2 + 2 = 4. A tie: each side "
        "loses one unit (never a fort) and nobody gets naval support",
    )
    assert asked(state) == (
        "attacker",
        "The naval combat is a tie: the attacker must lose one unit (never a fort)",
        ["lose a fleet", "lose an army (one army fewer in the land combat)"],
    )
    state = state.apply("lose-army")
    assert asked(state)[:2] == (
        "defender",
        "The naval combat is a tie: the defender must lose one unit (never a fort)",
    )
    state = state.apply("lose-fleet")
    assert story(state)[-3:] == [
        (NAVAL, "The attacker loses an army for the tie"),
        (NAVAL, "The defender loses a fleet for the tie"),
        (NAVAL, NO_UNREST_AT_SEA),
    ]
    # soe 003 land: attacker 1 army (its tile went to sea); defender 1 army + 1 allied army +
    # 1 tile kept for the land combat = 3; a 7 on land costs an extra unit
    assert state.step == "soe/attack#land" and state.is_chance()
    assert score_pieces(state) == {
        "attacker": [("own armies used: 1 (+1 each)", 1)],
        "defender": [
            ("own armies used: 1 (+1 each)", 1),
            ("allied armies taking part: 1 (+1 each; allies bring no forts)", 1),
            ("Alliance tiles for this region not used at sea: 1", 1),
        ],
    }
    assert [english(g.label) for g in state.dice()] == [
        f"{side}: two dice (their difference is added; a total of 7 costs an extra unit)"
        for side in ("attacker", "defender")
    ]
    # soe 003 land: 1 + 5 (6,1) = 6 against 3 + 1 (3,4) = 4: the attacker wins; the defender
    # loses a unit; both rolled 7: the winner loses one more of its own, the loser's ally loses
    # the loser's second unit; 1 unrest point per unit lost
    final = roll(state, D5_7, D1_7)
    lines = story(final)
    assert lines[-5:] == [
        (
            LAND,
            "Land combat: attacker 1 + dice difference 5 = 6; defender 3 + 1 = 4. The attacker "
            "wins the land combat",
        ),
        (LAND, "The defender loses one unit of its choice and takes 1 unrest point"),
        (
            LAND,
            "The attacker rolled a total of 7: it loses an extra unit of its choice and takes 1 "
            "unrest point",
        ),
        (
            LAND,
            "The defender rolled a total of 7 and owes an extra unit; as the loser, its ally "
            "loses that second unit and takes 1 unrest point",
        ),
        # soe 003 control: a successful attack places the attacker's marker, removes one of the
        # defender's
        (
            CONTROL,
            "The land attack succeeded: the attacker places a control marker in Flanders and the "
            "defender removes one of its own",
        ),
    ]
    assert len(lines) == 16
    assert final.outcome() == {
        "neutral": False,
        "gold_paid": 2,
        "naval": {"fought": True, "winner": "tie", "declined_by": None},
        "naval_support": None,
        "winner": "attacker",
        "losses": {
            "attacker": {
                "units": 2,
                "fleets": 0,
                "armies": 1,
                "land_units": 1,
                "ally_fleets": 0,
                "ally_units": 0,
            },
            "defender": {
                "units": 2,
                "fleets": 1,
                "armies": 0,
                "land_units": 1,
                "ally_fleets": 0,
                "ally_units": 1,
            },
        },
        "unrest": {"attacker": 1, "defender": 1, "attacker_ally": 0, "defender_ally": 1},
        "control": True,
        "reward": None,
    }


def test_declining_the_naval_combat_is_told_with_who_gains_support():
    # soe 003 naval-support: the defender declines, so the attacker gains naval support
    state = attack(attacker={"fleets": 1}, defender={"fleets": 1}).apply("fight-at-sea")
    state = state.apply("decline")
    assert story(state)[-1] == (
        SUPPORT,
        "The defender declines the naval combat: the attacker gains naval support",
    )
    # soe 003 land: +1 for naval support
    assert ("naval support", 1) in score_pieces(state)["attacker"]
    assert ("naval support", 1) not in score_pieces(state)["defender"]
    # the attacker declines: the defender gains it
    state = attack(attacker={"fleets": 1}, defender={"fleets": 1}).apply("decline")
    assert story(state)[-1] == (
        SUPPORT,
        "The attacker declines the naval combat: the defender gains naval support",
    )
    assert score_pieces(state)["defender"][0] == ("naval support", 1)


def test_naval_support_without_a_naval_combat_is_told():
    # soe 003 naval-support: only one side with fleets wins naval support; neither: nobody
    assert story(attack(defender={"fleets": 1}))[-1] == (
        SUPPORT,
        "Only the defender has fleets in the region: it gains naval support",
    )
    assert story(attack())[-1] == (
        SUPPORT,
        "Neither player has a fleet in the region: nobody has naval support",
    )
    # an ally's fleets are not the player's own: the step says that this is our reading
    assert story(attack(attacker={"ally_fleets": 2}, defender={"fleets": 1}))[-1] == (
        SUPPORT,
        "Only the defender has fleets in the region: it gains naval support (by our reading "
        "only a player's own fleets count here; allies' fleets add to a naval combat's score)",
    )
    # every area has sea except German States and Central Europe
    state = attack(region="German States", attacker={"fleets": 1}, defender={"fleets": 1})
    assert story(state) == [
        (DECLARE, "The attacker declares an attack on German States and pays 2 gold"),
        (
            SUPPORT,
            "German States has no sea (only German States and Central Europe are landlocked): "
            "no naval support and no naval combat",
        ),
    ]


def test_an_attacker_without_armies_stops_after_the_sea():
    # soe 003 naval: without an army in the region the attack ends and gains no control
    state = attack(attacker={"armies": 0, "fleets": 1})
    assert story(state)[-1] == (
        NAVAL,
        "The attacker has no army in the region: the attack ends here and the attacker does not "
        "gain control",
    )


def test_a_naval_tie_when_a_side_has_only_a_fort_left():
    # soe 003 naval: defender 1 fleet + difference 5 (6+1, a 7) = 6 = attacker 2 fleets + 4:
    # a tie; the defender's 7 costs its only fleet; on the tie it owes one unit but has only a
    # fort, which is never lost
    state = attack(
        attacker={"fleets": 2, "fight_at_sea": True},
        defender={"armies": 0, "fleets": 1, "forts": 1, "fight_at_sea": True},
    )
    after = roll(state, D4, D5_7)
    assert after.naval_winner == "tie"
    assert asked(after)[0] == "attacker"
    after = after.apply("lose-fleet")
    assert naval_loss_lines(after) == [
        "The defender rolled a total of 7 and loses an extra fleet",
        "The attacker loses a fleet for the tie",
        "The defender has no unit left to lose",
        NO_UNREST_AT_SEA,
    ]
    assert after.side("defender").forts == 1


def test_a_naval_tie_with_one_kind_of_unit_left_says_why_it_is_that_one():
    # soe 003 naval: defender 1 fleet + difference 5 (6+1, a 7) = 6 = attacker 2 fleets + 4: a
    # tie; the 7's extra fleet is taken first (our reading of the order), so the defender's tie
    # unit can only be an army; the attacker, with no army in the attack, can only lose a fleet
    state = attack(
        attacker={"armies": 0, "fleets": 2, "fight_at_sea": True},
        defender={"armies": 2, "fleets": 1, "fight_at_sea": True},
    )
    after = roll(state, D4, D5_7)
    assert after.naval_winner == "tie"
    assert naval_loss_lines(after)[:3] == [
        "The defender rolled a total of 7 and loses an extra fleet",
        "The attacker loses a fleet for the tie: it has no army in this attack",
        "The defender loses an army for the tie: no fleet is left, since the fleets it had to "
        "lose were taken first (our reading of the order)",
    ]
    assert after.side("defender").armies == 1 and after.side("defender").fleets == 0


def test_a_land_tie_the_failed_attack_and_a_missing_marker_are_told():
    # soe 003 land: 2 + 1 = 2 + 1 with the defender holding only a fort (never lost on a tie);
    # the defender keeps control
    final = roll(attack(landlocked=True, defender={"armies": 0, "forts": 1}), D1, D1)
    assert story(final)[-4:] == [
        (
            LAND,
            "Land combat: attacker 2 + dice difference 1 = 3; defender 2 + 1 = 3. A tie",
        ),
        (LAND, "The attacker loses one unit of its choice (never a fort) and takes 1 unrest point"),
        (LAND, "The defender has no unit left to lose"),
        (CONTROL, "A land tie: the defender keeps control of Flanders"),
    ]
    assert ("forts: 1 (+2 each, defender only)", 2) in score_pieces(final)["defender"]
    # 2 + 0 against 1 + 3: the defender wins, the attacker loses a unit
    final = roll(attack(landlocked=True), D0, D3)
    assert story(final)[-3:] == [
        (
            LAND,
            "Land combat: attacker 2 + dice difference 0 = 2; defender 1 + 3 = 4. The defender "
            "wins the land combat",
        ),
        (LAND, "The attacker loses one unit of its choice and takes 1 unrest point"),
        (CONTROL, "The attack failed: control of Flanders does not change"),
    ]
    # soe 003 control: without a defender's marker the attacker cannot place one
    final = roll(attack(landlocked=True, defender={"control_markers": 0}), D2, D0)
    assert story(final)[-1] == (
        CONTROL,
        "The defender has no control marker in Flanders, so the attacker cannot place one",
    )


def test_a_land_tie_with_only_forts_and_allied_armies_says_why_nothing_is_lost():
    # soe 003 land: on a tie "both lose a unit (never a fort)"; the ally is named only for the
    # second unit of a 7, so allied armies do not pay the tie (our reading, said in the log)
    # 1 ally + 2 fort + 1 = 4 against 2 + 2 = 4 (difference 1 and 2)
    state = attack(landlocked=True, defender={"armies": 0, "forts": 1, "ally_armies": 1})
    final = roll(state, D2, D1)
    assert final.land_winner == "tie"
    assert story(final)[-2] == (
        LAND,
        "The defender has no unit of its own left to lose but forts, and a tie never costs a "
        "fort; its allies lose a unit only after a 7 (our reading)",
    )
    assert final.outcome()["losses"]["defender"]["units"] == 0
    assert final.side("defender").forts == 1


def test_a_land_loser_with_one_unit_cannot_pay_for_its_seven():
    # soe 003 land: 2 + 4 = 6 against 1 + 1 (3,4: a 7) = 2: the defender loses its only unit;
    # its 7 asks for one more, it has none left and no ally
    final = roll(attack(landlocked=True), D4, D1_7)
    assert story(final)[-3:-1] == [
        (LAND, "The defender loses one unit of its choice and takes 1 unrest point"),
        (LAND, "The defender has no unit left to lose"),
    ]
    assert final.outcome()["losses"]["defender"]["units"] == 1
    assert final.outcome()["unrest"]["defender"] == 1


def test_a_beaten_side_holding_only_a_fort_loses_it():
    # soe 003 land: the loser loses one unit; only the tie excludes forts
    final = roll(attack(landlocked=True, defender={"armies": 0, "forts": 1}), D4, D0)
    assert final.land_winner == "attacker"  # 2 + 4 against 2 + 0
    assert story(final)[-2] == (
        LAND,
        "The defender loses one unit of its choice and takes 1 unrest point",
    )
    assert final.outcome()["losses"]["defender"]["units"] == 1


NEUTRAL_INTRO = (
    NEUTRAL,
    "Flanders is a neutral country: it defends with the number on its counter (3), has no "
    "alliances and no naval support, and only a land combat is fought",
)
# soe 003 neutral: the branch goes straight to the land combat; naval support is won only in
# the other branch, so the attacker has none either (a reading, said as one)
NO_NAVAL_SUPPORT = (
    NEUTRAL,
    "By our reading the attacker gets no naval support either, fleets or not: the flowchart "
    "goes from a neutral country straight to the land combat, and naval support is only won "
    "before it",
)


def test_a_neutral_country_beaten_is_told_with_its_reward():
    # soe 003 neutral: defence value 3; the neutral side's dice are rolled for it
    state = attack(neutral={"value": 3, "shape": "circle"})
    assert story(state) == [PAYS, NEUTRAL_INTRO, NO_NAVAL_SUPPORT]
    assert score_pieces(state)["defender"] == [
        ("number on the neutral country's counter (defence value)", 3)
    ]
    assert [english(g.label) for g in state.dice()] == [
        "attacker: two dice (their difference is added; a total of 7 costs an extra unit)",
        "neutral country: two dice, rolled for it (their difference is added)",
    ]
    # 2 + 3 = 5 against 3 + 1 (3,4: a 7) = 4: the attacker wins; what the neutral country loses
    # is not stated; a circled number gives the winner gold or VP; control is not stated
    final = roll(state, D3, D1_7)
    assert story(final)[3:] == [
        (
            LAND,
            "Land combat: attacker 2 + dice difference 3 = 5; neutral country 3 + 1 = 4. The "
            "attacker wins the land combat",
        ),
        (NEUTRAL, "The flowchart does not say what a beaten neutral country loses"),
        (
            NEUTRAL,
            "The neutral country's dice total 7; the flowchart does not say what a neutral "
            "country loses",
        ),
        (
            NEUTRAL,
            "The number on the counter is in a circle: the winner (attacker) gains gold or VP. "
            "The flowchart does not say which shape gives gold and which VP, nor how much",
        ),
        (
            CONTROL,
            "The attacker beat the neutral country. The flowchart does not say how control "
            "markers are placed after beating a neutral country: see your game's rules",
        ),
    ]


def test_a_neutral_country_that_holds_or_ties_is_told():
    # soe 003 neutral: 2 + 0 against 3 + 4: the neutral country wins; the attacker loses a unit
    final = roll(attack(neutral={"value": 3, "shape": "square"}), D0, D4)
    assert story(final)[3:] == [
        (
            LAND,
            "Land combat: attacker 2 + dice difference 0 = 2; neutral country 3 + 4 = 7. The "
            "neutral country wins the land combat",
        ),
        (LAND, "The attacker loses one unit of its choice and takes 1 unrest point"),
        # soe 003 neutral: "the winner gains gold or VP", taken as it stands when the neutral
        # country wins
        (
            NEUTRAL,
            "The number on the counter is in a square: the flowchart gives gold or VP to the "
            "winner, so, read literally, the neutral country gains them. It does not say which "
            "shape gives gold and which VP, nor how much",
        ),
        (CONTROL, "The attacker does not gain control of Flanders"),
    ]
    assert final.outcome()["reward"] == {"to": "defender", "shape": "square"}
    # a tie: the attacker loses an army and gains no control
    final = roll(attack(neutral={"value": 3}), D1, D0)
    assert story(final)[-2:] == [
        (
            NEUTRAL,
            "A tie against a neutral country: the attacker loses one army and gains no control; "
            "by our reading it also takes 1 unrest point, as in any land combat",
        ),
        (CONTROL, "The attacker does not gain control of Flanders"),
    ]
    assert final.outcome()["unrest"]["attacker"] == 1


def test_the_training_bonus_names_both_sides_tile_counts():
    # soe 003 naval: +1 for the side with more Navy Training tiles (1 against 0)
    state = naval(attacker={"navy_training": 1})
    assert score_pieces(state)["attacker"] == [
        ("own fleets: 2 (+1 each)", 2),
        ("more Navy Training tiles (1 against 0)", 1),
    ]
    # soe 003 land: +1 for the side with more Army Training tiles (defender 3 against 2)
    state = attack(landlocked=True, attacker={"army_training": 2}, defender={"army_training": 3})
    assert score_pieces(state) == {
        "attacker": [("own armies used: 2 (+1 each)", 2)],
        "defender": [
            ("own armies used: 1 (+1 each)", 1),
            ("more Army Training tiles (3 against 2)", 1),
        ],
    }
