"""A unit's disordered state across the attacks of a phase, and per-attack odds as a partition.

Factors are arbitrary test inputs (the game's unit values are not in our sources): cavalry
AF 2 against Aztec warriors DF 4 gives faces 1-2 no effect, 3 the DF+1 result, 4-6 DF+2.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import registry
from engine.errors import InputError
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
RESULT_KEYS = ("no_effect", "disordered", "retreated", "eliminated")


def test_a_disordered_unit_stays_disordered_after_an_attack_with_no_effect():
    # seed 002, Rückzüge: a disordered unit forced to retreat is eliminated instead; an attack
    # with no effect does not rally it (only the rally phase does, seed 002 Neuorganisation)
    first = attack(attackers=[unit(id="c1")], defender=target(id="w", disordered=True))
    second = attack(attackers=[unit(id="c2")], defender={"id": "w"})
    final = play(build(first, second), [1, 3])  # no effect, then the DF+1 result
    assert results(final) == ["no-effect", "eliminated"]
    texts = [entry.message.msgid for entry in final.log]
    assert any("still disordered" in text and "carries over" in text for text in texts)


def test_artillery_limit_does_not_cover_a_unit_still_disordered_from_its_declaration():
    # seed 002, Kombinierte Angriffe: artillery cannot eliminate units that are NOT disordered
    first = attack(attackers=[unit(id="c1")], defender=target(id="w", disordered=True))
    guns = attack("ranged", attackers=[unit("artillery", id="a")], defender={"id": "w"})
    final = play(build(first, guns), [1, 6])  # no effect, then DF+2
    assert results(final) == ["no-effect", "eliminated"]


@pytest.mark.parametrize("gun", ["artillery", "brigantine"])
def test_artillery_alone_eliminates_a_disordered_unit_even_in_a_fort(gun):
    # seed 002, Kombinierte Angriffe: the exception covers only units that are NOT disordered.
    # In a fort the two readings differ: were the exception applied to a disordered unit, its
    # DF+2 result would become the DF+1 result, which a fort turns into a flip in place.
    fire = attack(
        "ranged",
        attackers=[unit(gun, id="a")],
        defender=target(id="w", disordered=True, in_fort=True),
    )
    assert results(play(build(fire), [6])) == ["eliminated"]
    # a unit that is not disordered: the elimination becomes the DF+1 result, in a fort a flip
    fire["defender"]["disordered"] = False
    assert results(play(build(fire), [6])) == ["disordered"]


def test_artillery_alone_eliminates_a_unit_an_earlier_attack_disordered_in_a_fort():
    # seed 002, Spezielle Regeln (fort: flip, no retreat) then Kombinierte Angriffe
    first = attack(attackers=[unit(id="c1")], defender=target(id="w", in_fort=True))
    fire = attack("ranged", attackers=[unit("artillery", id="a")], defender={"id": "w"})
    fire["defender"]["in_fort"] = True
    final = play(build(first, fire), [3, 6])  # flipped in the fort, then DF+2
    assert results(final) == ["disordered", "eliminated"]


def test_a_disordered_unit_in_a_fort_is_told_that_the_fort_rule_wins():
    # our reading of seed 002, Spezielle Regeln (fort: flip, no retreat) and Rückzüge (a
    # disordered unit forced to retreat is eliminated): no retreat is forced, so it stays
    final = play(build(attack(defender=target(id="w", disordered=True, in_fort=True))), [3])
    assert results(final) == ["disordered"]
    said = [entry.message.render(lambda text: text) for entry in final.log]
    told = [text for text in said if text.startswith("The unit is in a fort")]
    assert told == [
        "The unit is in a fort: it need not retreat, so although already disordered it stays "
        "there and is not eliminated (by our reading the fort rule wins over the one for "
        "disordered units forced to retreat)"
    ]
    assert not any("eliminated instead" in text for text in said)
    # a unit that was not disordered is told the plain fort rule
    fresh = play(build(attack(defender=target(id="w", in_fort=True))), [3])
    assert [e.message.msgid for e in fresh.log if e.message.msgid.startswith("The unit is")] == [
        "The unit is in a fort: it is disordered but need not retreat (the tutor keeps it there)"
    ]


def result_lines(state) -> list[str]:
    said = [entry.message.render(lambda text: text) for entry in state.log]
    return [text for text in said if text.startswith("Result for")]


def test_a_unit_already_disordered_in_a_fort_is_not_said_to_flip():
    # seed 002, Spezielle Regeln: in a fort a disorder result turns the unit over, no retreat;
    # a unit already turned over (declared so, or by an earlier attack) has nothing to flip
    declared = play(build(attack(defender=target(id="w", disordered=True, in_fort=True))), [3])
    still = (
        "Result for Aztec warriors: still disordered (already turned over; it stays in the fort)"
    )
    assert result_lines(declared) == [still]
    first = attack(attackers=[unit(id="c1")], defender=target(id="w", in_fort=True))
    second = attack(attackers=[unit(id="c2")], defender={"id": "w", "in_fort": True})
    twice = play(build(first, second), [3, 3])  # the DF+1 result twice
    assert results(twice) == ["disordered", "disordered"]
    assert result_lines(twice) == [
        "Result for Aztec warriors: disordered (flipped in place)",
        still,
    ]


def test_a_later_attack_may_not_restate_disordered_and_is_told_why():
    with pytest.raises(InputError) as error:
        build(
            attack(attackers=[unit(id="c1")], defender=target(id="w", disordered=True)),
            attack(attackers=[unit(id="c2")], defender={"id": "w", "disordered": True}),
        )
    assert error.value.key == "attacks[1].defender.disordered"
    text = error.value.render()
    assert "carries over" in text and "rally phase" in text and "attacks[0].defender" in text


def test_an_attack_not_made_has_no_result():
    # seed 002, Kampf: an attack on a unit already eliminated does not happen
    first = attack(attackers=[unit(id="c1")], defender=target(id="w"))
    second = attack(attackers=[unit(id="c2")], defender={"id": "w"})
    final = play(build(first, second), [6])
    entry = final.outcome()["attacks"][1]
    assert entry["made"] is False and entry["result"] is None
    summary = SPEC.summarize(odds(build(first, second)))
    # attack 1 eliminates on faces 4-6; otherwise attack 2 meets the unit
    assert summary["attack_2_not_made"] == Fraction(1, 2)
    assert summary["attack_2_no_effect"] == Fraction(1, 2) * Fraction(2, 6)
    assert sum(summary[f"attack_2_{key}"] for key in RESULT_KEYS) == Fraction(1, 2)


# --- properties: random phases, random dice -----------------------------------------------


@st.composite
def phases(draw):
    """A combat phase of 1-3 attacks by different cavalry/infantry on 1-2 Aztec units."""
    count = draw(st.integers(1, 3))
    first_seen: set[str] = set()
    attacks = []
    for number in range(count):
        uid = draw(st.sampled_from(["w1", "w2"]))
        kind = draw(st.sampled_from(["melee", "ranged"]))
        gun = draw(st.sampled_from(["artillery", "brigantine", "arquebusiers"]))
        attacker = unit(gun, attack=draw(st.integers(0, 4)), id=f"a{number}")
        if kind == "melee":
            attacker = unit(
                draw(st.sampled_from(["cavalry", "infantry"])),
                attack=draw(st.integers(0, 4)),
                movement=draw(st.integers(1, 3)),
                id=f"a{number}",
            )
        if uid in first_seen:
            defender = {"id": uid}
        else:
            first_seen.add(uid)
            defender = target(
                id=uid,
                defense=4,
                movement=2,
                disordered=draw(st.booleans()),
                in_fort=draw(st.booleans()),
                retreat_possible=draw(st.booleans()),
            )
        if "disordered" not in defender:
            defender["in_fort"] = draw(st.booleans())
        attacks.append(attack(kind, attackers=[attacker], defender=defender))
    return attacks


def assert_partitions(summary, count):
    for number in range(1, count + 1):
        parts = [summary[f"attack_{number}_{key}"] for key in RESULT_KEYS]
        parts.append(summary.get(f"attack_{number}_not_made", Fraction(0)))
        assert sum(parts) == 1, number
        if f"attack_{number}_re_attack_made" in summary:
            again = [summary[f"attack_{number}_re_attack_{key}"] for key in RESULT_KEYS]
            assert sum(again) == summary[f"attack_{number}_re_attack_made"]
            assert sum(again) + summary[f"attack_{number}_re_attack_not_made"] == 1


@settings(max_examples=40)
@given(attacks=phases(), data=st.data())
def test_random_phases_resolve_and_their_odds_are_partitions(attacks, data):
    state = build(*attacks, limit=3)
    # random dice resolve to an end with one result (or "not made") per attack
    dice = data.draw(st.lists(st.integers(1, 6), min_size=3, max_size=3))
    walk = state
    while not walk.is_terminal():
        if walk.is_chance():
            walk = walk.apply_dice((dice.pop(),))
        else:
            walk = walk.apply(data.draw(st.sampled_from(walk.legal_actions())))
    for entry in walk.outcome()["attacks"]:
        assert (entry["result"] is None) == (not entry["made"])
    # exact odds: they sum to 1, agree with playing every face one by one, and are partitions
    exact = odds(state)
    assert exact.total() == 1
    by_faces: dict[tuple, Fraction] = {}
    for weight, final in every_face_sequence(state):
        key = tuple(results(final))
        by_faces[key] = by_faces.get(key, Fraction(0)) + weight
    by_odds: dict[tuple, Fraction] = {}
    for outcome, p in exact.outcomes:
        key = tuple(entry["result"] for entry in outcome["attacks"])
        by_odds[key] = by_odds.get(key, Fraction(0)) + p
    assert by_odds == by_faces
    assert_partitions(SPEC.summarize(exact), len(attacks))


def test_re_attack_keys_are_a_partition():
    # seed 002, Rückzug vor dem Kampf and Rückzüge: the re-attack follows only an advance
    fast = target(id="w", movement=5)
    pursuit = {"defender": target(id="v")}
    state = build(
        attack(attackers=[unit(id="c1", movement=4)], defender=fast, pursuit=pursuit), limit=2
    )
    summary = SPEC.summarize(odds(state, choices=["retreat-before-combat", "advance"]))
    assert summary["attack_1_re_attack_made"] == 1
    assert_partitions(summary, 1)
    summary = SPEC.summarize(odds(state))  # the defender stands: no re-attack
    assert summary["attack_1_re_attack_not_made"] == 1
    assert_partitions(summary, 1)
