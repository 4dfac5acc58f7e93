"""Rules questions answered by hand from the seeds, checked against the engine.

tests/data/rules_independent.toml holds small battles with a question each (how many dice, who
wins, which cards are legal, what a modifier total is) whose answers were worked out from the seed
chapters, ../shared/rules/sources.md and docs/scenarios*.md alone, without the engine. Every case
cites its rule. This test walks each battle with the engine and compares: a second path to the
same answers, apart from the rules tests that were written beside the code.
"""

from __future__ import annotations

import itertools
import tomllib
from functools import cache
from pathlib import Path

import pytest

from engine.procedure import State
from engine.scenario import parse_scenario

CASES = tomllib.loads(
    (Path(__file__).parent / "data" / "rules_independent.toml").read_text(encoding="utf-8")
)["case"]


def _consume(state: State, choices: list[str], dice: list[int]) -> State:
    """Apply the case's choices at decisions and its dice at rolls, in the engine's order.

    Stops as soon as both lists are used up; a decision with no choice left takes its default
    only while dice remain to be entered after it.
    """
    choices, dice = list(choices), list(dice)
    while not state.is_terminal() and (choices or dice):
        if state.is_chance():
            needed = sum(group.count for group in state.dice())
            assert len(dice) >= needed, f"the roll at {state.step} needs {needed} dice"
            state = state.apply_dice(tuple(dice[:needed]))
            del dice[:needed]
        else:
            state = state.apply(choices.pop(0) if choices else state.prompt().default)
    assert not choices and not dice, f"left over at {state.step}: {choices} {dice}"
    return state


def _to_roll(state: State) -> State:
    """Follow the default decisions up to the next roll."""
    while not state.is_terminal() and not state.is_chance():
        state = state.apply(state.prompt().default)
    assert state.is_chance(), "the battle ended before a roll"
    return state


@cache
def _dice_still_to_roll(state: State) -> frozenset[int]:
    """Every total of dice still to roll, over all dice and the default decisions."""
    if state.is_terminal():
        return frozenset({0})
    if not state.is_chance():
        return _dice_still_to_roll(state.apply(state.prompt().default))
    groups = state.dice()
    needed = sum(group.count for group in groups)
    totals: set[int] = set()
    for faces in itertools.product(range(1, groups[0].sides + 1), repeat=needed):
        totals |= {needed + rest for rest in _dice_still_to_roll(state.apply_dice(faces))}
    return frozenset(totals)


def _answer(case: dict) -> object:
    start = parse_scenario(case["scenario"], f"case {case['question']!r}")
    state = _consume(start, case.get("choices", []), case.get("dice", []))
    kind, measure = case["kind"], case.get("measure", "")
    if kind == "winner":
        while not state.is_terminal():
            state = state.roll() if state.is_chance() else state.apply(state.prompt().default)
        return state.outcome()["winner"]
    if kind == "legal":
        actions = state.prompt().action_ids()
        return sorted(action.removeprefix("play:") for action in actions if action != "pass")
    if measure == "remaining":
        totals = _dice_still_to_roll(state)
        assert len(totals) == 1, f"the number of dice depends on the roll: {sorted(totals)}"
        return str(next(iter(totals)))
    side = measure.split(":", 1)[1]
    state = _to_roll(state)
    if kind == "dice":
        return str(sum(group.count for group in state.dice() if group.side == side))
    return str(dict(state.modifiers().totals)[side])


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{i}-{c['procedure']}-{c['kind']}" for i, c in enumerate(CASES)]
)
def test_the_engine_gives_the_hand_worked_answer(case):
    # Each case cites its rule in `rule` (e.g. his 001 step 3) and explains the count in `why`.
    expected = case["answer"]
    if isinstance(expected, list):
        expected = sorted(expected)
    assert _answer(case) == expected, case["why"]


def test_the_suite_covers_every_procedure_and_kind():
    covered = {(case["procedure"], case["kind"]) for case in CASES}
    procedures = {case["procedure"] for case in CASES}
    assert len(procedures) == 5
    assert {kind for _, kind in covered} == {"dice", "winner", "legal", "modifiers"}
    assert all(case.get("rule") and case.get("why") for case in CASES)
