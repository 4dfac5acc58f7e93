"""Exact odds from any state: the distribution over final outcomes.

Decisions follow ``choices`` (action ids consumed in order at decision points), then the
``policy`` (by default each prompt's own default: no further optional plays). Work is shared
between states with the same :meth:`State.key`, and weights stay integers until the end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import lcm
from typing import Any

from .choices import illegal_action, unused_choices
from .procedure import State

Policy = Callable[[State], str]


def default_policy(state: State) -> str:
    """Take each prompt's default action (no further optional plays)."""
    prompt = state.prompt()
    assert prompt is not None
    return prompt.default


@dataclass(frozen=True)
class Odds:
    """Exact outcome probabilities, most likely first."""

    outcomes: tuple[tuple[dict[str, Any], Fraction], ...]

    def probability(self, predicate: Callable[[dict[str, Any]], bool]) -> Fraction:
        """Exact probability that the outcome satisfies ``predicate``."""
        return sum((p for outcome, p in self.outcomes if predicate(outcome)), Fraction(0))

    def expectation(self, function: Callable[[dict[str, Any]], Any]) -> Fraction:
        """Exact expected value of ``function(outcome)``."""
        return sum((p * function(outcome) for outcome, p in self.outcomes), Fraction(0))

    def total(self) -> Fraction:
        """Sum of all probabilities (exactly 1 for a well-formed procedure)."""
        return sum((p for _, p in self.outcomes), Fraction(0))


def _freeze(value: Any) -> Any:
    """A hashable, order-independent form of a JSON-like outcome."""
    if isinstance(value, dict):
        return tuple(sorted((key, _freeze(item)) for key, item in value.items()))
    if isinstance(value, list):
        return ("[]", *(_freeze(item) for item in value))
    return value


def odds(
    state: State,
    policy: Policy = default_policy,
    choices: Sequence[str] = (),
    max_depth: int = 10_000,
    shortcuts: bool = True,
) -> Odds:
    """The exact distribution of final outcomes from ``state``.

    A choice that is not legal where it is consumed raises :class:`IllegalAction`.
    """
    choices = tuple(choices)
    memo: dict[tuple[Any, int], tuple[dict[Any, int], int]] = {}
    most_used = 0
    witness = state  # a state reached with the most choices used: it explains an unused one
    decoded: dict[Any, dict[str, Any]] = {}

    def walk(node: State, used: int, depth: int, settle: bool = False):
        nonlocal most_used, witness
        most_used = max(most_used, used)
        if depth > max_depth:
            raise RecursionError("procedure does not end")
        memo_key = (node.key(), used)
        cached = memo.get(memo_key)
        if cached is not None:
            return cached
        if settle:
            node = node._settle()
        if used >= most_used:
            witness = node
        if shortcuts and policy is default_policy:
            short = node.odds_shortcut(choices, used)
            # choices left over are an error, explained from a state the long walk reaches
            if short is not None and short[2] == len(choices):
                listed, total, used_after = short
                most_used = max(most_used, used_after)
                weights = {}
                for outcome, weight in listed:
                    key = _freeze(outcome)
                    decoded[key] = outcome
                    weights[key] = weights.get(key, 0) + weight
                memo[memo_key] = (weights, total)
                return weights, total
        if node.is_terminal():
            outcome = node.outcome()
            key = _freeze(outcome)
            decoded[key] = outcome
            result = ({key: 1}, 1)
        elif node.is_chance():
            result = _mix(
                (weight, walk(node.chance_child(outcome), used, depth + 1, settle=True))
                for outcome, weight in node.chance_outcomes().items()
            )
        else:
            if used < len(choices):
                action = choices[used]
                if action not in node.legal_actions():
                    raise illegal_action(node, action)
                used += 1
            else:
                action = policy(node)
            result = walk(node.apply(action), used, depth + 1)
        memo[memo_key] = result
        return result

    weights, total = walk(state.quiet(), 0, 0)
    if most_used < len(choices):
        raise unused_choices(witness, choices[most_used:])
    order = {key: index for index, key in enumerate(decoded)}
    ranked = sorted(weights.items(), key=lambda item: (-item[1], order[item[0]]))
    return Odds(tuple((decoded[key], Fraction(weight, total)) for key, weight in ranked))


def _mix(children) -> tuple[dict[str, int], int]:
    """Combine (weight, (outcome weights, total)) children into one integer distribution."""
    children = list(children)
    common = lcm(*(total for _, (_, total) in children))
    mixed: dict[str, int] = {}
    for weight, (outcomes, total) in children:
        scale = weight * (common // total)
        for key, value in outcomes.items():
            mixed[key] = mixed.get(key, 0) + value * scale
    return mixed, common * sum(weight for weight, _ in children)
