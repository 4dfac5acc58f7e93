"""Exact odds of a Struggle of Empires attack against an independent brute force (seed 003)."""

import copy
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from engine import odds, registry
from engine.scenario import load_scenario

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("soe-*.toml"))
THROWS = [(first, second) for first in range(1, 7) for second in range(1, 7)]
SIDES = ("attacker", "defender")
UNIT_KEYS = ("armies", "fleets", "forts", "ally_armies", "ally_fleets")


def scenario(attacker, defender=None, neutral=None, **top):
    data = {"procedure": "soe/attack", "attacker": dict(attacker), **top}
    if neutral is not None:
        data["neutral"] = dict(neutral)
    else:
        data["defender"] = dict(defender)
    return registry.get("soe/attack").from_scenario(copy.deepcopy(data), "test.toml")


def _get(side, key):
    return side.get(key, 0)


def _more(mine, theirs, key):
    return 1 if _get(mine, key) > _get(theirs, key) else 0


def brute_naval(att, dfd):
    """Every (support, attacker, defender) after a naval combat, one per 36 × 36 throw pair.

    soe 003 naval: +1 per fleet, allied fleet and sea tile, +1 for more Navy Training; higher
    total wins; the loser loses a fleet; a 7 costs an extra fleet (the loser's ally pays it if it
    has a fleet); a tie costs each side a unit (the default: a fleet while it has one).
    """
    scores = {}
    for side, mine, theirs in (("attacker", att, dfd), ("defender", dfd, att)):
        scores[side] = (
            _get(mine, "fleets")
            + _get(mine, "ally_fleets")
            + _get(mine, "sea_alliance_tiles")
            + _more(mine, theirs, "navy_training")
        )
    results = []
    for a_throw in THROWS:
        for d_throw in THROWS:
            units = {"attacker": dict(att), "defender": dict(dfd)}
            for side in SIDES:
                for key in UNIT_KEYS:
                    units[side].setdefault(key, 0)
            total_a = scores["attacker"] + abs(a_throw[0] - a_throw[1])
            total_d = scores["defender"] + abs(d_throw[0] - d_throw[1])
            winner = (
                "tie" if total_a == total_d else "attacker" if total_a > total_d else "defender"
            )
            loser = {"attacker": "defender", "defender": "attacker"}.get(winner)
            if loser and units[loser]["fleets"]:
                units[loser]["fleets"] -= 1
            for side, throw in zip(SIDES, (a_throw, d_throw), strict=True):
                if sum(throw) != 7:
                    continue
                if side == loser and units[side]["ally_fleets"]:
                    units[side]["ally_fleets"] -= 1
                elif units[side]["fleets"]:
                    units[side]["fleets"] -= 1
            if winner == "tie":
                for side in SIDES:
                    key = "fleets" if units[side]["fleets"] else "armies"
                    if units[side][key]:
                        units[side][key] -= 1
            support = None if winner == "tie" else winner
            results.append((support, units["attacker"], units["defender"]))
    return results


def brute_land(att, dfd, support, neutral=None):
    """Counter of (winner, attacker unrest, defender unrest, control) over 36 × 36 throws.

    soe 003 land: +1 naval support, armies, allied armies, more Army Training, +2 per fort
    (defender), +1 per land tile; loser loses a unit; tie: both lose a non-fort unit; a 7 costs
    an extra unit (the loser's ally pays it if it has armies); 1 unrest per own unit lost.
    soe 003 neutral: the counter's number is the score; a tie costs the attacker an army.
    """
    scores = {}
    for side, mine, theirs in (("attacker", att, dfd), ("defender", dfd, att)):
        scores[side] = (
            (1 if support == side else 0)
            + _get(mine, "armies")
            + _get(mine, "ally_armies")
            + _more(mine, theirs, "army_training")
            + 2 * _get(mine, "forts")
            + _get(mine, "land_alliance_tiles")
            + _get(mine, "land_or_sea_alliance_tiles")
        )
    if neutral is not None:
        scores["defender"] = neutral
    result = Counter()
    for a_throw in THROWS:
        for d_throw in THROWS:
            total_a = scores["attacker"] + abs(a_throw[0] - a_throw[1])
            total_d = scores["defender"] + abs(d_throw[0] - d_throw[1])
            winner = (
                "tie" if total_a == total_d else "attacker" if total_a > total_d else "defender"
            )
            loser = {"attacker": "defender", "defender": "attacker"}.get(winner)
            left = {
                side: sum(_get(units, key) for key in ("armies", "fleets", "forts"))
                for side, units in (("attacker", att), ("defender", dfd))
            }
            unrest = {"attacker": 0, "defender": 0}

            def lose(side, spare=None, left=left, unrest=unrest):
                if min(left[side], left[side] if spare is None else spare) > 0:
                    left[side] -= 1
                    unrest[side] += 1

            if winner == "tie" and neutral is not None:
                lose("attacker")
            elif winner == "tie":
                for side, units in (("attacker", att), ("defender", dfd)):
                    lose(side, _get(units, "armies") + _get(units, "fleets"))
            elif not (neutral is not None and loser == "defender"):
                lose(loser)
            for side, throw, units in (("attacker", a_throw, att), ("defender", d_throw, dfd)):
                if sum(throw) != 7 or (neutral is not None and side == "defender"):
                    continue
                if side == loser and _get(units, "ally_armies"):
                    continue  # the ally loses it
                lose(side)
            if neutral is not None:
                control = None if winner == "attacker" else False
            else:
                control = winner == "attacker" and dfd.get("control_markers", 1) > 0
            result[(winner, unrest["attacker"], unrest["defender"], control)] += 1
    return result


def brute_summary(att, dfd=None, fight=False, neutral=None, landlocked=False):
    """Winner, naval support, control and expected unrest, by brute force over every throw."""
    phases = []  # (weight, support, attacker, defender)
    if neutral is not None or landlocked:
        phases.append((1, None, att, dfd or {}))
    elif _get(att, "fleets") and _get(dfd, "fleets"):
        if fight:
            grouped = Counter(
                (support, tuple(sorted(a.items())), tuple(sorted(d.items())))
                for support, a, d in brute_naval(att, dfd)
            )
            phases += [(n, s, dict(a), dict(d)) for (s, a, d), n in grouped.items()]
        else:
            phases.append((1, "defender", att, dfd))  # the attacker declines (the default)
    else:
        holder = "attacker" if _get(att, "fleets") else "defender" if _get(dfd, "fleets") else None
        phases.append((1, holder, att, dfd))
    total = sum(weight for weight, *_ in phases) * 36 * 36
    summary = Counter()
    for weight, support, attacker, defender in phases:
        if support is not None:
            summary["naval_support_" + support] += weight * 36 * 36
        if not _get(attacker, "armies"):
            summary["no_land_combat"] += weight * 36 * 36
            continue
        value = neutral["value"] if neutral else None
        for (winner, unrest_a, unrest_d, control), count in brute_land(
            attacker, defender, support, value
        ).items():
            key = {"attacker": "attacker_wins", "defender": "defender_wins", "tie": "tie"}[winner]
            summary[key] += weight * count
            summary["control"] += weight * count if control is True else 0
            summary["control_unknown"] += weight * count if control is None else 0
            summary["expected_unrest_attacker"] += weight * count * unrest_a
            summary["expected_unrest_defender"] += weight * count * unrest_d
    return {key: Fraction(value, total) for key, value in summary.items()}


CASES = [
    # (attacker, defender, neutral, top-level keys, choices)
    ({"armies": 2}, {"armies": 1, "forts": 1}, None, {"landlocked": True}, []),
    (
        {"armies": 3, "ally_armies": 1, "army_training": 1, "land_alliance_tiles": 1},
        {"armies": 2, "forts": 2, "ally_armies": 2, "control_markers": 0},
        None,
        {"region": "Central Europe"},
        [],
    ),
    ({"armies": 2, "ally_armies": 1}, None, {"value": 3, "shape": "square"}, {}, []),
    ({"armies": 1}, None, {"value": 0}, {}, []),
    ({"armies": 2, "fleets": 1}, {"armies": 2}, None, {}, []),
    ({"armies": 2, "fleets": 1}, {"armies": 2, "fleets": 2}, None, {}, []),
    (
        {"armies": 2, "fleets": 2, "ally_fleets": 1, "navy_training": 1},
        {"armies": 1, "fleets": 2, "forts": 1, "ally_fleets": 1, "ally_armies": 1},
        None,
        {},
        ["fight-at-sea", "fight-at-sea"],
    ),
    (
        {"armies": 1, "fleets": 1, "sea_alliance_tiles": 1},
        {"armies": 1, "fleets": 3, "navy_training": 2, "army_training": 1},
        None,
        {},
        ["fight-at-sea", "fight-at-sea"],
    ),
    ({"fleets": 2}, {"armies": 1, "fleets": 1}, None, {}, ["fight-at-sea", "fight-at-sea"]),
]


@pytest.mark.parametrize("attacker, defender, neutral, top, choices", CASES)
def test_odds_match_a_brute_force_over_every_throw(attacker, defender, neutral, top, choices):
    # soe 003 naval, land, neutral, control: exact odds equal the count over all 36 × 36 throws
    # of each combat
    state = scenario(attacker, defender, neutral, **top)
    result = odds(state, choices=choices)
    assert result.total() == 1
    summary = registry.get("soe/attack").summarize(result)
    expected = brute_summary(
        attacker,
        defender,
        fight=bool(choices),
        neutral=neutral,
        landlocked=top.get("landlocked", False) or "region" in top,
    )
    for key, value in summary.items():
        if key == "neutral":  # soe 003 neutral: whether the defender is a neutral country
            assert value is (neutral is not None)
            continue
        assert value == expected.get(key, 0), key
    # soe 003 neutral: what a neutral country loses is not in the flowchart: no unrest for it
    assert ("expected_unrest_defender" in summary) == (neutral is None)
    # an unknown control is never shown as a 0% chance of control
    assert ("control" in summary) == (expected.get("control_unknown", 0) == 0)
    assert ("control_unknown" in summary) == (expected.get("control_unknown", 0) > 0)


def test_roll_distribution_is_the_count_over_all_dice():
    # soe 003 naval / land: each side's two dice give (difference, totals 7)
    state = scenario({"armies": 1}, {"armies": 1}, landlocked=True)
    counts = Counter()
    for a_throw in THROWS:
        for d_throw in THROWS:
            counts[state.outcome_from_dice(a_throw + d_throw)] += 1
    dist = state.chance_outcomes()
    assert len(dist) == len(counts) == 64
    for outcome, count in counts.items():
        assert dist.probability(outcome) == Fraction(count, 36 * 36)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.name)
def test_every_example_enumerates_to_exactly_one(example):
    state = load_scenario(example)
    result = odds(state)
    assert result.total() == 1
    assert all(p > 0 for _, p in result.outcomes)
    summary = registry.get("soe/attack").summarize(result)
    assert (
        summary["attacker_wins"]
        + summary["defender_wins"]
        + summary["tie"]
        + summary["no_land_combat"]
        == 1
    )


def test_each_decision_default_is_what_odds_take_without_choices():
    # soe 003 naval-support: declining is the default (a naval combat needs both to choose it)
    state = scenario({"armies": 2, "fleets": 1}, {"armies": 1, "fleets": 1})
    assert state.prompt().default == "decline"
    assert odds(state).outcomes == odds(state, choices=["decline"]).outcomes
    asked = state.apply("fight-at-sea")
    assert odds(asked).outcomes == odds(asked, choices=["decline"]).outcomes
    # soe 003 naval: land-or-sea tiles are kept for the land combat by default
    tiles = (
        scenario(
            {"armies": 1, "fleets": 1, "land_or_sea_alliance_tiles": 1}, {"armies": 1, "fleets": 1}
        )
        .apply("fight-at-sea")
        .apply("fight-at-sea")
    )
    assert tiles.prompt().default == "sea-tiles:0"
    assert odds(tiles).outcomes == odds(tiles, choices=["sea-tiles:0"]).outcomes
    assert odds(tiles).outcomes != odds(tiles, choices=["sea-tiles:1"]).outcomes
    # soe 003 naval: on a tie the default unit lost is a fleet
    tied = scenario({"armies": 2, "fleets": 2}, {"armies": 2, "fleets": 2})
    tied = tied.apply("fight-at-sea").apply("fight-at-sea").apply_dice((3, 3, 4, 4))
    assert tied.prompt().default == "lose-fleet"
    assert odds(tied).outcomes == odds(tied, choices=["lose-fleet"]).outcomes
    assert odds(tied).outcomes != odds(tied, choices=["lose-army"]).outcomes


def test_declining_hands_naval_support_to_the_other_side_in_the_odds():
    state = scenario({"armies": 2, "fleets": 1}, {"armies": 2, "fleets": 1})
    spec = registry.get("soe/attack")
    declined = spec.summarize(odds(state))
    assert declined["naval_support_defender"] == 1
    refused = spec.summarize(odds(state, choices=["fight-at-sea", "decline"]))
    assert refused["naval_support_attacker"] == 1
    assert refused["attacker_wins"] > declined["attacker_wins"]
