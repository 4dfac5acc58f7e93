"""Exact odds of the field battle, checked two independent ways."""

import json
import math
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import odds
from tests.his_helpers import battle, play_defaults


def binomial(n: int, k: int) -> Fraction:
    """P(k hits among n dice), a hit being a 5 or 6, by the binomial formula."""
    return Fraction(math.comb(n, k) * 2**k * 4 ** (n - k), 6**n)


def attacker_win_by_formula(a_dice: int, d_dice: int) -> Fraction:
    # his 001 step 8: more hits wins, ties to the defender
    return sum(
        (
            binomial(a_dice, a) * binomial(d_dice, d)
            for a in range(a_dice + 1)
            for d in range(d_dice + 1)
            if a > d
        ),
        Fraction(0),
    )


@pytest.mark.parametrize("att, deff", [(1, 1), (3, 2), (5, 5), (8, 3)])
def test_win_odds_match_the_binomial_formula(att, deff):
    state = battle(
        attacker={"regulars": att, "leaders": [1]}, defender={"regulars": deff, "leaders": [0]}
    )
    result = odds(state)
    assert result.total() == 1
    expected = attacker_win_by_formula(att + 1, deff + 1)
    assert result.probability(lambda o: o["winner"] == "attacker") == expected


def test_odds_match_seeded_monte_carlo_within_three_sigma():
    state = battle(
        attacker={"regulars": 4, "leaders": [2], "cards": ["field-artillery"]},
        defender={"regulars": 4, "leaders": [1]},
    )
    exact = odds(state, choices=["play:field-artillery"])
    p = float(exact.probability(lambda o: o["winner"] == "attacker"))
    runs, wins = 3000, 0
    seeds = random.Random(12345)
    for _ in range(runs):
        walk = state.evolve(seed=seeds.randrange(2**31)).apply("play:field-artillery")
        while not walk.is_terminal():
            walk = walk.roll() if walk.is_chance() else walk.apply(walk.prompt().default)
        wins += walk.outcome()["winner"] == "attacker"
    sigma = math.sqrt(p * (1 - p) / runs)
    assert abs(wins / runs - p) <= 3 * sigma


def test_janissaries_odds_match_the_formula():
    # his 001 step 7: 5 more dice for the Ottomans after both sides rolled
    state = battle(
        attacker={"power": "ottoman", "regulars": 3, "leaders": [0], "cards": ["janissaries"]},
        defender={"power": "hapsburg", "regulars": 5, "leaders": [1]},
    )
    result = odds(state, choices=["play:janissaries"])
    a_dice, d_dice = 3, 5 + 1 + 1
    expected = sum(
        (
            binomial(a_dice, a) * binomial(5, j) * binomial(d_dice, d)
            for a in range(a_dice + 1)
            for j in range(6)
            for d in range(d_dice + 1)
            if a + j > d
        ),
        Fraction(0),
    )
    assert result.probability(lambda o: o["winner"] == "attacker") == expected


def reachable(state, depth=0):
    """Every path through the procedure: yields (final state, depth)."""
    assert depth < 60, "procedure too long"
    if state.is_terminal():
        yield state, depth
        return
    if state.is_chance():
        outcomes = list(state.chance_outcomes())
        assert outcomes, "a roll with no outcome"
        for outcome in outcomes:
            yield from reachable(state.apply_outcome(outcome), depth + 1)
        return
    actions = state.legal_actions()
    assert len(actions) >= 2, "a dead end or an unsettled single choice"
    for action in actions:
        yield from reachable(state.apply(action), depth + 1)


def test_every_path_of_a_small_battle_ends():
    state = battle(
        fortified=True,
        in_fortifications=1,
        attacker={
            "regulars": 2,
            "mercenaries": 1,
            "cp": 1,
            "cards": ["surprise-attack", "tercios"],
        },
        defender={"regulars": 1, "mercenaries": 1, "cards": ["mercenaries-bribed", "landsknechts"]},
    )
    finals = list(reachable(state))
    assert finals and all(final.is_terminal() for final, _ in finals)
    assert max(depth for _, depth in finals) < 20


@settings(max_examples=25, deadline=None)
@given(
    att=st.integers(1, 4),
    deff=st.integers(1, 4),
    a_lead=st.integers(0, 2),
    d_lead=st.integers(0, 2),
    fortified=st.booleans(),
)
def test_odds_sum_to_one_and_match_the_formula(att, deff, a_lead, d_lead, fortified):
    state = battle(
        fortified=fortified,
        attacker={"regulars": att, "leaders": [a_lead]},
        defender={"regulars": deff, "leaders": [d_lead], "controls_space": False},
    )
    result = odds(state)
    assert result.total() == 1
    assert result.probability(lambda o: o["winner"] == "attacker") == attacker_win_by_formula(
        att + a_lead, deff + d_lead + 1
    )


def test_odds_from_a_later_state_condition_on_what_happened():
    state = play_defaults(
        battle(
            attacker={"power": "ottoman", "cards": ["janissaries"]}, defender={"power": "hapsburg"}
        )
    )
    after = state.apply_dice([6, 6, 6, 1] + [1, 1, 1, 1])  # attacker 3 hits, defender 0
    assert odds(after).probability(lambda o: o["winner"] == "attacker") == 1


def test_an_illegal_or_unused_choice_is_refused():
    from engine.errors import IllegalAction, InputError

    with pytest.raises(IllegalAction):
        odds(battle(attacker={"cards": ["arquebusiers"]}), choices=["play:field-artillery"])
    with pytest.raises(InputError):
        odds(battle(), choices=["pass"])  # no decision in this battle uses it


@pytest.mark.parametrize(
    "changes, choices",
    [
        (
            {
                "attacker": {"power": "ottoman", "regulars": 4, "cards": ["janissaries"]},
                "defender": {"power": "hapsburg", "regulars": 3, "can_retreat": False},
            },
            ["play:janissaries"],
        ),
        (
            {
                "attacker": {"regulars": 4, "cards": ["tercios"]},
                "defender": {
                    "power": "ottoman",
                    "regulars": 2,
                    "cards": ["janissaries"],
                    "controls_space": False,
                },
                "fortified": True,
                "in_fortifications": 2,
            },
            ["play:tercios", "play:janissaries"],
        ),
        ({"attacker": {"regulars": 2, "leaders": [3]}, "defender": {"regulars": 2}}, []),
    ],
)
def test_convolution_shortcut_matches_the_generic_walk(changes, choices):
    # two independent exact computations: convolution of hit counts vs every roll outcome
    state = battle(**changes)
    fast = odds(state, choices=choices)
    slow = odds(state, choices=choices, shortcuts=False)
    assert {json.dumps(o, sort_keys=True): p for o, p in fast.outcomes} == {
        json.dumps(o, sort_keys=True): p for o, p in slow.outcomes
    }
