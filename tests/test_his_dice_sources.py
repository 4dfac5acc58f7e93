"""Here I Stand field battle: where each side's dice come from (seed 001 steps 2-5), as the
list of sources a player reads next to the totals. Each expected list is worked out by hand from
the seed's dice counts and the card texts (rules/sources.md §2)."""

from __future__ import annotations

from tests.his_helpers import battle


def sources(state, side: str) -> list[tuple[str, int, str]]:
    """The English wording, dice and rule of each source of ``side``'s dice."""
    return [
        (mod.source.render(lambda t: t), mod.value, mod.rule)
        for mod in state.modifiers().for_side(side)
    ]


def test_units_best_leader_and_defending_are_listed_for_each_side():
    # his 001 step 2: the attacker counts 1 die per unit (3 regulars + 2 mercenaries) and 1 per
    # point of its best leader's battle rating (Charles V, 2, not the other leader's 1)
    # his 001 step 3: the defender counts its 2 units, its best rating (an unnamed leader, 1)
    # and 1 die for defending
    state = battle(
        attacker={
            "regulars": 3,
            "mercenaries": 2,
            "leaders": [1, {"name": "Charles V", "rating": 2}],
        },
        defender={"regulars": 2, "leaders": [1]},
    )
    assert sources(state, "attacker") == [
        ("land units", 5, "his 001 step 2"),
        ("best leader: Charles V (battle rating 2)", 2, "his 001 step 2"),
    ]
    assert sources(state, "defender") == [
        ("land units", 2, "his 001 step 3"),
        ("best leader: a leader with battle rating 1", 1, "his 001 step 3"),
        ("defending", 1, "his 001 step 3"),
    ]
    assert dict(state.modifiers().totals) == {"attacker": 7, "defender": 4}


def test_a_defender_with_more_units_than_the_attacker_counts_its_own():
    # his 001 steps 2 and 3: each side counts the units of its own force (the Ottomans' 4
    # regulars and 1 cavalry are 5 land units)
    state = battle(
        attacker={"regulars": 1, "leaders": [{"name": "Charles V", "rating": 2}]},
        defender={"power": "ottoman", "regulars": 4, "cavalry": 1, "leaders": [0]},
    )
    assert sources(state, "attacker")[0] == ("land units", 1, "his 001 step 2")
    assert sources(state, "defender")[0] == ("land units", 5, "his 001 step 3")
    assert sources(state, "defender")[1][0] == "best leader: a leader with battle rating 0"


def test_a_combat_card_is_listed_under_its_name_with_its_dice():
    # his card #25: Field Artillery gives France 3 dice; #24: Arquebusiers 2 dice (step 4)
    state = battle(
        attacker={"power": "france", "cards": ["field-artillery", "arquebusiers"]},
        defender={"power": "hapsburg"},
    )
    state = state.apply("play:field-artillery").apply("play:arquebusiers")
    assert sources(state, "attacker")[2:] == [
        ("Field Artillery", 3, "his card #25"),
        ("Arquebusiers", 2, "his card #24"),
    ]
    # France: 3 regulars + rating 1 + 3 + 2 dice
    assert dict(state.modifiers().totals)["attacker"] == 3 + 1 + 3 + 2


def test_tercios_dice_are_listed_with_the_faces_they_hit_on():
    # his card #30, mode 1: the Hapsburgs get 3 dice that hit on 4-6
    state = battle(attacker={"cards": ["tercios"]}).apply("play:tercios")
    assert sources(state, "attacker")[2:] == [
        ("Tercios (these dice hit on 4-6)", 3, "his card #30"),
    ]
    # his card #30, mode 2: against 3 Hapsburg regulars, the Hapsburgs roll 3 fewer dice
    state = battle(defender={"cards": ["tercios"]}).apply("play:tercios")
    assert sources(state, "attacker")[2:] == [("Tercios", -3, "his card #30")]
    assert sources(state, "defender")[3:] == []
