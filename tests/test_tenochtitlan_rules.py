"""Combat resolution of Siege of Tenochtitlan (seed 002): thresholds, result changes, odds.

Unit factors are test inputs (the game's values are not in our sources); each test names them.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from engine import registry
from engine.odds import odds
from tests.test_tenochtitlan_helpers import (
    attack,
    build,
    every_face_sequence,
    play,
    results,
    target,
    unit,
)

SPEC = registry.get("tenochtitlan/combat")


def result_of(face: int, *attacks, **options) -> str:
    """The first attack's result with one die."""
    return results(play(build(*attacks, **options), [face]))[0]


# --- the thresholds: one roll on each, one just below ------------------------------------------


def test_df_plus_1_threshold_exactly_and_one_below():
    # seed 002, Kampfprozedur: AF 2 + die against DF 4; DF + 1 = 5 is reached by a 3
    assert result_of(3) == "retreated"
    assert result_of(2) == "no-effect"


def test_df_plus_2_threshold_exactly_and_one_below():
    # seed 002, Kampfprozedur: AF 2 + die against DF 4; DF + 2 = 6 is reached by a 4
    assert result_of(4) == "eliminated"
    assert result_of(3) == "retreated"


def test_highest_roll_and_lowest_roll():
    # seed 002, Kampfprozedur: with AF 2 against DF 4 a 6 eliminates and a 1 does nothing
    assert result_of(6) == "eliminated"
    assert result_of(1) == "no-effect"


def test_only_the_highest_terrain_bonus_counts():
    # seed 002, Geländeeffekte: bonuses 1 and 2 give +2, not +3: defence 6, DF + 1 = 7 needs a 5
    hills = attack(defender=target(terrain_bonuses=[1, 2]))
    assert result_of(5, hills) == "retreated"
    assert result_of(4, hills) == "no-effect"
    assert result_of(6, hills) == "eliminated"  # 8 = defence 6 + 2


def test_second_unit_adds_exactly_one_whatever_its_factor():
    # seed 002, Kombinierte Angriffe: cavalry AF 2 + infantry (AF 5) adds only +1 -> 3 + die
    combined = attack(attackers=[unit(), unit("infantry", attack=5, movement=2)])
    assert result_of(2, combined) == "retreated"  # 5 = DF 4 + 1
    assert result_of(1, combined) == "no-effect"
    assert result_of(3, combined) == "eliminated"
    assert result_of(2) == "no-effect"  # the cavalry alone


def test_card_bonus_for_all_counts_once_per_attack():
    # seed 002, Boni durch eine gespielte Karte: +1 per attack, not per unit: 2 + 1 + 1 + die
    combined = attack(attackers=[unit(), unit("infantry", movement=2)])
    bonus = [{"applies_to": "all", "value": 1}]
    assert result_of(1, combined, bonuses=bonus) == "retreated"  # 5: counted once
    assert result_of(2, combined, bonuses=bonus) == "eliminated"


def test_artillery_bonus_counts_once_for_two_artillery_units():
    # seed 002, Boni durch eine gespielte Karte (its own example): two artillery units, +1 once.
    # Melee, so the artillery-only ranged rule does not apply: 2 + 1 + 1 + die against DF 4.
    guns = [unit("artillery", movement=1), unit("artillery", movement=1)]
    bonus = [{"applies_to": "artillery", "value": 1}]
    assert result_of(1, attack(attackers=guns), bonuses=bonus) == "retreated"
    assert result_of(2, attack(attackers=guns), bonuses=bonus) == "eliminated"


def test_type_bonus_follows_the_primary_attacker():
    # our reading of "artillery attacks": the primary attacker's type decides
    bonus = [{"applies_to": "artillery", "value": 1}]
    led_by_cavalry = attack(attackers=[unit(), unit("artillery", movement=1)])
    led_by_artillery = attack(attackers=[unit("artillery", movement=1), unit()])
    assert result_of(1, led_by_cavalry, bonuses=bonus) == "no-effect"  # 2 + 1 + 1 = 4
    assert result_of(1, led_by_artillery, bonuses=bonus) == "retreated"  # 2 + 1 + 1 + 1 = 5


def test_brigantine_counts_as_artillery_for_an_artillery_bonus():
    # seed 002, Spezielle Regeln: brigantines count as artillery in combat
    boat = attack("ranged", attackers=[unit("brigantine", movement=4)])
    assert result_of(2, boat, bonuses=[{"applies_to": "artillery", "value": 1}]) == "retreated"
    assert result_of(2, boat, bonuses=[{"applies_to": "cavalry", "value": 1}]) == "no-effect"


# --- modifications of the result ----------------------------------------------------------------


def test_artillery_alone_at_range_cannot_eliminate_a_face_up_unit():
    # seed 002, Kombinierte Angriffe: the elimination becomes a retreat
    guns = attack("ranged", attackers=[unit("artillery", movement=1)])
    assert result_of(6, guns) == "retreated"
    assert result_of(4, guns) == "retreated"


def test_artillery_with_artillery_or_brigantine_at_range_cannot_eliminate_either():
    # seed 002, Kombinierte Angriffe and Spezielle Regeln (brigantines count as artillery)
    for second in ("artillery", "brigantine"):
        guns = attack("ranged", attackers=[unit("artillery"), unit(second, movement=1)])
        assert result_of(6, guns) == "retreated"


def test_artillery_at_range_eliminates_a_disordered_unit():
    # seed 002, Kombinierte Angriffe: only undisordered units are protected
    guns = attack("ranged", attackers=[unit("artillery")], defender=target(disordered=True))
    assert result_of(4, guns) == "eliminated"


def test_mixed_ranged_attack_and_artillery_melee_may_eliminate():
    # seed 002, Kombinierte Angriffe: the rule covers artillery alone or with artillery, at range
    mixed = attack("ranged", attackers=[unit("artillery"), unit("arquebusiers", movement=2)])
    assert result_of(4, mixed) == "eliminated"
    assert result_of(4, attack(attackers=[unit("artillery", movement=1)])) == "eliminated"


def test_disordered_unit_forced_to_retreat_is_eliminated():
    # seed 002, Rückzüge: a disordered unit forced to retreat by the die is eliminated instead
    assert result_of(3, attack(defender=target(disordered=True))) == "eliminated"
    assert result_of(2, attack(defender=target(disordered=True))) == "no-effect"


def test_no_legal_retreat_means_elimination():
    # seed 002, Rückzüge: a unit that cannot retreat as described is eliminated
    assert result_of(3, attack(defender=target(retreat_possible=False))) == "eliminated"


def test_fort_disorder_flips_in_place():
    # seed 002, Spezielle Regeln: in a fort a disorder result flips the unit without a retreat
    fort = attack(defender=target(in_fort=True, retreat_possible=False))
    assert result_of(3, fort) == "disordered"
    assert result_of(4, fort) == "eliminated"  # DF + 2 still eliminates
    assert result_of(2, fort) == "no-effect"


def test_fort_with_a_disordered_defender_and_a_disorder_result():
    # our reading: no retreat is forced in a fort, so the "disordered must retreat" rule does
    # not apply (seed 002, Spezielle Regeln and Rückzüge)
    fort = attack(defender=target(in_fort=True, disordered=True))
    assert result_of(3, fort) == "disordered"


def test_artillery_retreat_in_a_fort_or_without_a_retreat_hex():
    # seed 002: the converted elimination is a retreat result; a fort flips the unit in place,
    # and a unit that cannot retreat is eliminated
    fort = attack("ranged", attackers=[unit("artillery")], defender=target(in_fort=True))
    assert result_of(6, fort) == "disordered"
    trapped = attack(
        "ranged", attackers=[unit("artillery")], defender=target(retreat_possible=False)
    )
    assert result_of(6, trapped) == "eliminated"


# --- exact odds ---------------------------------------------------------------------------------


def by_result(result) -> dict[str, Fraction]:
    summary = SPEC.summarize(result)
    return {
        name: summary[f"attack_1_{name}"]
        for name in ("no_effect", "disordered", "retreated", "eliminated")
    }


def test_odds_match_a_count_of_the_six_faces():
    # seed 002, Kampfprozedur: AF 2 against DF 4 + terrain 1 (defence 5). By hand: faces 1-3
    # give 3-5 (< 6, nothing), face 4 gives 6 (= DF + 1), faces 5-6 give 7-8 (>= DF + 2).
    state = build(attack(defender=target(terrain_bonuses=[1])))
    assert by_result(odds(state)) == {
        "no_effect": Fraction(3, 6),
        "disordered": Fraction(0),
        "retreated": Fraction(1, 6),
        "eliminated": Fraction(2, 6),
    }


def test_artillery_odds_by_hand():
    # seed 002, Kombinierte Angriffe: AF 3 against DF 4 at range: face 1 (4) nothing, face 2 (5)
    # retreat, faces 3-6 would eliminate but become retreats
    guns = build(attack("ranged", attackers=[unit("artillery", attack=3, movement=1)]))
    assert by_result(odds(guns)) == {
        "no_effect": Fraction(1, 6),
        "disordered": Fraction(0),
        "retreated": Fraction(5, 6),
        "eliminated": Fraction(0),
    }


def test_fort_odds_by_hand():
    # seed 002, Spezielle Regeln: AF 2 against DF 4 in a fort: 1-2 nothing, 3 flipped, 4-6 out
    state = build(attack(defender=target(in_fort=True)))
    assert by_result(odds(state)) == {
        "no_effect": Fraction(2, 6),
        "disordered": Fraction(1, 6),
        "retreated": Fraction(0),
        "eliminated": Fraction(3, 6),
    }


@pytest.mark.parametrize(
    "attacks, options",
    [
        ([attack()], {}),
        (
            [attack(defender=target(terrain_bonuses=[2, 1]))],
            {"bonuses": [{"applies_to": "all", "value": 2}]},
        ),
        (
            [
                attack(
                    "ranged", attackers=[unit("artillery", movement=1)], defender=target(id="w")
                ),
                attack(defender=target(id="w")),
            ],
            {},
        ),
        (
            [
                attack(
                    attackers=[unit("infantry", movement=1)],
                    defender=target(movement=3, id="b"),
                    pursuit={"defender": {"id": "b"}},
                ),
            ],
            {},
        ),
    ],
)
def test_exhaustive_enumeration_sums_to_one_and_matches_the_odds(attacks, options):
    # every face sequence, walked die by die, against the engine's exact odds
    state = build(*attacks, **options)
    for choices in ((), ("retreat-before-combat", "advance")):
        legal = state.legal_actions()
        if choices and choices[0] not in legal:
            continue
        finals = every_face_sequence(state, choices)
        assert sum(weight for weight, _ in finals) == 1
        counted: dict[str, Fraction] = {}
        for weight, final in finals:
            key = repr(sorted(final.outcome().items()))
            counted[key] = counted.get(key, Fraction(0)) + weight
        exact = odds(state, choices=choices)
        assert exact.total() == 1
        assert {repr(sorted(o.items())): p for o, p in exact.outcomes} == counted


def test_seeded_monte_carlo_agrees_within_three_sigma():
    # AF 2 against DF 4 + terrain 1: P(eliminated) = 2/6 exactly
    state = build(attack(defender=target(terrain_bonuses=[1])))
    exact = by_result(odds(state))["eliminated"]
    runs = 3000
    hits = 0
    for seed in range(runs):
        final = state.evolve(seed=seed).roll()
        while not final.is_terminal():
            final = final.apply(final.prompt().default)
        hits += results(final)[0] == "eliminated"
    sigma = math.sqrt(float(exact) * (1 - float(exact)) / runs)
    assert abs(hits / runs - float(exact)) <= 3 * sigma


def test_the_roll_is_reproducible_from_the_seed():
    state = build(attack(defender=target(terrain_bonuses=[1])))
    assert state.evolve(seed=7).roll().log == state.evolve(seed=7).roll().log


@pytest.mark.parametrize(
    "kind, attackers, enemy, noted",
    [
        ("ranged", ["brigantine"], "aztec-warriors", True),  # water fires at land
        ("ranged", ["crossbowmen"], "canoe", True),  # land fires at water
        ("ranged", ["artillery", "brigantine"], "aztec-warriors", True),  # one of them crosses
        ("ranged", ["brigantine"], "canoe", False),  # water against water
        ("ranged", ["crossbowmen"], "aztec-warriors", False),  # land against land
        ("melee", ["infantry"], "canoe", False),  # melee is adjacent anyway
    ],
)
def test_fire_across_the_shore_is_said_to_need_an_adjacent_target(kind, attackers, enemy, noted):
    # seed 002, Spezielle Regeln: land and water units attack each other from adjacent hexes;
    # the map is not in the scenario, so the walkthrough says it where an attack crosses the shore
    units = [unit(name) for name in attackers]
    state = build(attack(kind, attackers=units, defender=target(enemy)))
    log = " ".join(entry.message.render(str) for entry in state.log)
    assert ("firing across the shore needs an adjacent target" in log) is noted
