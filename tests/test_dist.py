"""Exact distributions: checked against brute-force enumeration of every face."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.dist import Dist, die, hits, nfold


@pytest.mark.parametrize("count", range(0, 6))
@pytest.mark.parametrize("hit_min", [4, 5, 6])
def test_hits_matches_enumeration(count, hit_min):
    faces = list(product(range(1, 7), repeat=count))
    expected = {}
    for roll in faces:
        k = sum(1 for value in roll if value >= hit_min)
        expected[k] = expected.get(k, 0) + 1
    got = hits(count, hit_min)
    for k, ways in expected.items():
        assert got.probability(k) == Fraction(ways, len(faces))
    assert sum(got.probabilities().values()) == 1


@pytest.mark.parametrize("count", range(1, 5))
def test_nfold_sum_of_dice_matches_enumeration(count):
    faces = list(product(range(1, 7), repeat=count))
    got = nfold(die(), count)
    for total in range(count, 6 * count + 1):
        ways = sum(1 for roll in faces if sum(roll) == total)
        assert got.probability(total) == Fraction(ways, len(faces))


@given(st.lists(st.integers(min_value=1, max_value=20), min_size=1, max_size=6))
def test_combine_multiplies_probabilities(weights):
    a = Dist(dict(enumerate(weights)))
    b = Dist({"x": 1, "y": 2})
    pairs = a.combine(b, lambda i, s: (i, s))
    for i in range(len(weights)):
        for s in "xy":
            assert pairs.probability((i, s)) == a.probability(i) * b.probability(s)


def test_empty_and_negative_distributions_are_refused():
    with pytest.raises(ValueError):
        Dist({})
    with pytest.raises(ValueError):
        Dist({1: -1})
