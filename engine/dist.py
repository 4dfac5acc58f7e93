"""Exact discrete distributions: integer weights inside, ``Fraction`` at the edge.

A :class:`Dist` maps outcomes to positive integer weights; the probability of an outcome is
its weight divided by the total. Combining distributions only multiplies and adds integers.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from fractions import Fraction
from functools import cache
from math import comb, gcd
from typing import Any


class Dist:
    """An immutable distribution over hashable outcomes with integer weights."""

    __slots__ = ("_weights", "_total")

    def __init__(self, weights: dict[Hashable, int] | Iterable[tuple[Hashable, int]]):
        merged: dict[Hashable, int] = {}
        for outcome, weight in weights.items() if isinstance(weights, dict) else weights:
            if weight < 0:
                raise ValueError("negative weight")
            if weight:
                merged[outcome] = merged.get(outcome, 0) + weight
        if not merged:
            raise ValueError("empty distribution")
        divisor = 0
        for weight in merged.values():
            divisor = gcd(divisor, weight)
        if divisor > 1:
            merged = {outcome: weight // divisor for outcome, weight in merged.items()}
        self._weights = merged
        self._total = sum(merged.values())

    @classmethod
    def point(cls, outcome: Hashable) -> Dist:
        """The certain outcome."""
        return cls({outcome: 1})

    @classmethod
    def uniform(cls, outcomes: Iterable[Hashable]) -> Dist:
        """Every outcome equally likely (repeats add up)."""
        return cls((outcome, 1) for outcome in outcomes)

    @property
    def total(self) -> int:
        """Sum of all weights (the common denominator)."""
        return self._total

    def weight(self, outcome: Hashable) -> int:
        """Integer weight of ``outcome`` (0 when impossible)."""
        return self._weights.get(outcome, 0)

    def items(self) -> Iterator[tuple[Any, int]]:
        """(outcome, weight) pairs."""
        return iter(self._weights.items())

    def __iter__(self) -> Iterator[Any]:
        return iter(self._weights)

    def __len__(self) -> int:
        return len(self._weights)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dist) and self.probabilities() == other.probabilities()

    def __hash__(self) -> int:
        return hash(frozenset(self.probabilities().items()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{k!r}: {v}/{self._total}" for k, v in list(self._weights.items())[:8])
        return f"Dist({{{shown}{', …' if len(self) > 8 else ''}}})"

    def probability(self, outcome: Hashable) -> Fraction:
        """Exact probability of ``outcome``."""
        return Fraction(self.weight(outcome), self._total)

    def probabilities(self) -> dict[Any, Fraction]:
        """Every outcome with its exact probability."""
        return {outcome: Fraction(weight, self._total) for outcome, weight in self._weights.items()}

    def probability_where(self, predicate: Callable[[Any], bool]) -> Fraction:
        """Exact probability that ``predicate`` holds."""
        return Fraction(sum(w for o, w in self._weights.items() if predicate(o)), self._total)

    def map(self, function: Callable[[Any], Hashable]) -> Dist:
        """The distribution of ``function(outcome)``."""
        return Dist((function(outcome), weight) for outcome, weight in self._weights.items())

    def combine(self, other: Dist, function: Callable[[Any, Any], Hashable] = lambda a, b: a + b):
        """The distribution of ``function(a, b)`` for independent ``a`` ~ self, ``b`` ~ other."""
        return Dist(
            (function(a, b), wa * wb)
            for a, wa in self._weights.items()
            for b, wb in other._weights.items()
        )

    def expectation(self, function: Callable[[Any], Any] = lambda o: o) -> Fraction:
        """Exact expected value of ``function(outcome)``."""
        return Fraction(
            sum(function(outcome) * weight for outcome, weight in self._weights.items()),
            self._total,
        )


def die(sides: int = 6) -> Dist:
    """One fair die with faces 1..sides."""
    return Dist.uniform(range(1, sides + 1))


def nfold(dist: Dist, count: int, function=lambda a, b: a + b, zero: Hashable = 0) -> Dist:
    """The sum (or ``function``-fold) of ``count`` independent copies, by repeated squaring."""
    if count < 0:
        raise ValueError("count must be ≥ 0")
    result = Dist.point(zero)
    power = dist
    while count:
        if count & 1:
            result = result.combine(power, function)
        count >>= 1
        if count:
            power = power.combine(power, function)
    return result


@cache
def hits(count: int, hit_min: int = 5, sides: int = 6) -> Dist:
    """Number of dice showing ``hit_min`` or more among ``count`` dice (binomial, exact)."""
    if count <= 0:
        return Dist.point(0)
    good = sides - hit_min + 1
    bad = hit_min - 1
    return Dist((k, comb(count, k) * good**k * bad ** (count - k)) for k in range(count + 1))
