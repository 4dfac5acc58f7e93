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
    with pytest.raises(ValueError, match="^empty distribution$"):
        Dist({})
    with pytest.raises(ValueError, match="^empty distribution$"):
        Dist({1: 0})
    with pytest.raises(ValueError, match="^negative weight$"):
        Dist({1: -1})


def test_zero_weights_are_dropped_and_repeats_add_up():
    dist = Dist([("a", 0), ("b", 1), ("b", 1), ("c", 1)])
    assert list(dist) == ["b", "c"]
    assert len(dist) == 2
    assert dist.weight("a") == 0
    assert dist.probability("b") == Fraction(2, 3)
    assert dict(dist.items()) == {"b": 2, "c": 1}


def test_weights_are_reduced_by_their_common_divisor():
    dist = Dist({"x": 4, "y": 6})
    assert (dist.weight("x"), dist.weight("y"), dist.total) == (2, 3, 5)
    assert Dist({"x": 7}).total == 1


def test_point_and_die():
    assert Dist.point("sure").probabilities() == {"sure": 1}
    four = die(4)
    assert sorted(four) == [1, 2, 3, 4]
    assert all(four.probability(face) == Fraction(1, 4) for face in range(1, 5))
    assert die().total == 6


def test_equal_distributions_compare_and_hash_by_probabilities():
    halves = Dist({1: 1, 2: 1})
    assert halves == Dist({1: 5, 2: 5})
    assert hash(halves) == hash(Dist({2: 3, 1: 3}))
    assert halves != Dist({1: 1, 2: 2})
    assert halves != {1: Fraction(1, 2), 2: Fraction(1, 2)}


def test_repr_shows_the_first_eight_outcomes_as_fractions():
    assert repr(Dist({"a": 1, "b": 3})) == "Dist({'a': 1/4, 'b': 3/4})"
    ten = repr(Dist.uniform(range(10)))
    assert ten.startswith("Dist({0: 1/10, 1: 1/10,")
    assert "7: 1/10, …})" in ten
    assert "8:" not in ten
    # the ellipsis appears from the ninth outcome on
    assert repr(Dist.uniform(range(8))).endswith("7: 1/8})")
    assert repr(Dist.uniform(range(9))).endswith("7: 1/9, …})")


def test_probability_where_and_expectation_match_counting_the_faces():
    faces = range(1, 7)
    assert die().probability_where(lambda face: face % 2 == 0) == Fraction(3, 6)
    assert die().probability_where(lambda face: face > 6) == 0
    assert die().expectation() == Fraction(sum(faces), 6)
    assert die().expectation(lambda face: face * face) == Fraction(sum(f * f for f in faces), 6)


def test_nfold_of_zero_copies_is_the_zero_and_a_negative_count_is_refused():
    assert nfold(die(), 0).probabilities() == {0: 1}
    assert nfold(die(), 0, zero="start").probabilities() == {"start": 1}
    with pytest.raises(ValueError, match="^count must be ≥ 0$"):
        nfold(die(), -1)


def test_nfold_with_another_function_folds_every_copy():
    # the highest of three dice: 1 - (5/6)^3 chance of at least one six, by counting faces
    highest = nfold(die(), 3, max, zero=0)
    faces = list(product(range(1, 7), repeat=3))
    assert highest.probability(6) == Fraction(sum(1 for roll in faces if 6 in roll), len(faces))


def test_hits_of_no_dice_is_zero_hits():
    assert hits(0).probabilities() == {0: 1}
    assert hits(-2).probabilities() == {0: 1}
    # default: 5 or 6 hits on a six-sided die
    assert hits(1).probability(1) == Fraction(2, 6)
