"""Drills: every kind for every procedure where it applies, each answer checked against a
second, independent path through the engine, over many seeded drills; the same seed gives the
same drills."""

from __future__ import annotations

import random

import pytest

from engine.errors import BadDice, IllegalAction
from learn import drills
from learn.drills_kinds import END, question_at
from learn.drills_text import side_name
from tui.commands.resolve import resolve

from .drill_helpers import replay

PAIRS = drills.pairs()
MANY = 60  # drills per (procedure, kind) for the cheap kinds: over 1,500 drills in all
COUNTS = {"tenochtitlan/combat": 8}  # its random scenarios take longest to draw


def _render(message):
    return message.render(lambda text: text)


def test_every_procedure_has_every_kind_that_applies():
    kinds = {procedure: {k for p, k in PAIRS if p == procedure} for procedure in drills.PROCEDURES}
    assert set(drills.PROCEDURES) == {
        "his/field-battle", "tenochtitlan/combat", "soe/attack", "ccc/interception",
        "ccc/land-combat",
    }  # fmt: skip
    for procedure, found in kinds.items():
        assert {"dice", "legal", "modifiers", "next-step", "likelier"} <= found, procedure
    # who wins is only asked where the outcome names a winner from the dice alone
    assert {p for p, k in PAIRS if k == "winner"} == {
        "his/field-battle", "soe/attack", "ccc/interception"
    }  # fmt: skip


def test_same_seed_gives_the_same_drills():
    first = [d.to_json(_render) for d in drills.generate_many(15, 11)]
    again = [d.to_json(_render) for d in drills.generate_many(15, 11)]
    other = [d.to_json(_render) for d in drills.generate_many(15, 12)]
    assert first == again
    assert first != other


def _drills(kind):
    for procedure, k in PAIRS:
        if k == kind:
            yield from drills.generate_many(COUNTS.get(procedure, MANY), 1000, procedure, kind)


def _point(drill):
    return replay(drill.scenario, drill.choices, drill.dice)


def test_options_are_distinct_and_the_answer_among_them():
    for drill in drills.generate_many(80, 5):
        ids = [ident for ident, _ in drill.question.options]
        assert len(ids) == len(set(ids)) >= 2
        assert drill.question.answer and set(drill.question.answer) <= set(ids)
        assert drill.question.check(drill.question.answer)


def test_dice_counts_are_what_the_roll_asks_for():
    checked = 0
    for drill in _drills("dice"):
        state = _point(drill)
        assert state.is_chance()
        total = sum(group.count for group in state.dice())
        state.check_dice((1,) * total)  # the roll takes exactly this many dice …
        for wrong in (total - 1, total + 1):
            with pytest.raises(BadDice):
                state.check_dice((1,) * wrong)
        question = drill.question
        if question.options[0][0] == "2" and len(question.options) == 5:  # a threshold question
            _check_threshold(state, question)
            continue
        # … and the roll's own log shows as many dice for the side asked about
        rolled = state.roll()
        dice_logged = sum(len(entry.dice) for entry in rolled.log[len(state.log) :])
        assert dice_logged == total
        # the question names a side, and the answer is every die that side rolls at this roll
        totals = {}
        for group in state.dice():
            name = _render(side_name(group.side, drill.procedure))
            totals[name] = totals.get(name, 0) + group.count
        asked = [name for name in totals if name in _render(question.text)]
        assert len(asked) == 1, _render(question.text)
        assert question.answer[0] == str(totals[asked[0]])
        # the question never shows a roll's label, which may state the count ("two dice")
        assert not any(_render(g.label) in _render(question.text) for g in state.dice())
        checked += 1
    assert checked > 150


def _check_threshold(state, question):
    """Dice below the threshold all count alike (no hit); at the threshold they count (a hit)."""
    low = int(question.answer[0])
    label = _render(question.text)
    pairs = state.split_dice((1,) * sum(g.count for g in state.dice()))
    index = next(i for i, (group, _) in enumerate(pairs) if _render(group.label) in label)

    def outcome(value):
        values = []
        for i, (group, _) in enumerate(pairs):
            values += [value if i == index else 1] * group.count
        return state.outcome_from_dice(tuple(values))

    misses = {outcome(value) for value in range(1, low)}
    assert len(misses) == 1
    assert outcome(low) not in misses


def test_legal_matches_apply_raising_or_not():
    checked = 0
    for drill in _drills("legal"):
        state = _point(drill)
        for ident, _ in drill.question.options:
            if ident in drill.question.answer:
                state.apply(ident)
            else:
                with pytest.raises(IllegalAction):
                    state.apply(ident)
            checked += 1
    assert checked > 1000


def test_winner_matches_a_full_resolve_of_the_same_scenario_choices_and_dice():
    for drill in _drills("winner"):
        from engine.scenario import parse_scenario

        final = resolve(parse_scenario(drill.scenario, "drill.toml"), list(drill.dice),
                        list(drill.choices))  # fmt: skip
        assert drill.question.answer == (final.outcome()["winner"],)


def test_modifier_total_is_the_sum_of_its_sources():
    for drill in _drills("modifiers"):
        report = _point(drill).modifiers()
        side = next(
            side for side, _ in report.totals
            if _render(side_name(side, drill.procedure)) in
            _render(drill.question.text)
        )  # fmt: skip
        assert drill.question.answer == (str(sum(m.value for m in report.for_side(side))),)


def test_next_step_matches_a_replay_one_move_further():
    for drill in _drills("next-step"):
        question = drill.question
        if question.action is not None:
            after = replay(drill.scenario, drill.choices + (question.action,), drill.dice)
        else:
            after = replay(drill.scenario, drill.choices, drill.dice + question.dice)
        expected = END if after.is_terminal() else after.step
        assert question.answer == (expected,)


def _odds_by_concrete_dice(state, reached):
    """Exact chance by enumerating every face of every die (counting the results each gives,
    not the engine's own distribution of the roll).

    A roll whose result is the same roll again (a tie rolled again, ccc 004 int-dr) is left out
    and the other results share its weight: P = sum(others) / (rolls - repeats)."""
    from collections import Counter
    from fractions import Fraction
    from itertools import product

    memo = {}

    def same_roll_again(node, child):
        if not child.is_chance() or not hasattr(node, "rerolls"):
            return False
        return child.evolve(rerolls=node.rerolls, rolls=node.rolls) == node

    def walk(node):
        key = node.key()
        if key in memo:
            return memo[key]
        if node.is_terminal():
            memo[key] = Fraction(int(reached(node.outcome())))
        elif not node.is_chance():
            memo[key] = walk(node.apply(node.prompt().default))
        else:
            faces = [range(1, g.sides + 1) for g in node.dice() for _ in range(g.count)]
            counts = Counter(node.outcome_from_dice(r) for r in product(*faces))
            children = [(node.apply_outcome(result), count) for result, count in counts.items()]
            others = [(child, n) for child, n in children if not same_roll_again(node, child)]
            total = sum(n for _, n in others)
            memo[key] = sum(walk(child) * n for child, n in others) / total
        return memo[key]

    return walk(state)


def _leaves(data, path=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaves(value, path + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _leaves(value, path + (index,))
    else:
        yield path, data


def test_likelier_matches_odds_computed_another_way():
    import tomllib

    from engine.odds import odds
    from engine.scenario import parse_scenario
    from learn.drills_text import GOALS

    for procedure, kind in PAIRS:
        if kind != "likelier":
            continue
        goal = GOALS[procedure]
        for drill in drills.generate_many(3, 50, procedure, kind):
            # the two set-ups differ in exactly the one value the question names
            a, b = (
                dict(_leaves(tomllib.loads(text))) for text in (drill.scenario, drill.alternative)
            )
            differ = [path for path in a.keys() | b.keys() if a.get(path) != b.get(path)]
            assert len(differ) == 1
            shown = [dict(line.args)["value"] for line in drill.question.details]
            assert shown == [a[differ[0]], b[differ[0]]]
            chances = []
            for text in (drill.scenario, drill.alternative):
                state = parse_scenario(text, "setup.toml")
                if procedure == "his/field-battle":
                    chance = odds(state, shortcuts=False).probability(goal.reached)
                else:
                    chance = _odds_by_concrete_dice(state, goal.reached)
                chances.append(chance)
            first, second = chances
            expected = "a" if first > second else "b" if second > first else "same"
            assert drill.question.answer == (expected,)


def test_question_at_gives_none_where_a_kind_does_not_apply():
    from engine import registry
    from engine.scenario import parse_scenario

    state = parse_scenario(registry.get("his/field-battle").default_scenario, "default")
    assert not state.is_chance()
    assert question_at(state, "dice") is None
    assert question_at(state, "winner") is None
    assert question_at(state, "legal") is not None
    with pytest.raises(ValueError):
        question_at(state, "nonsense")


def test_question_at_every_point_of_the_default_battles():
    """Lessons ask at chosen points of an example battle: every kind either applies there with its
    answer among its options, or gives None; the same rng gives the same question."""
    from engine import registry
    from engine.scenario import parse_scenario

    asked = set()
    for procedure in drills.PROCEDURES:
        state = parse_scenario(registry.get(procedure).default_scenario, procedure)
        while not state.is_terminal():
            for kind in drills.KINDS:
                question = question_at(state, kind, random.Random(4))
                if question is None:
                    continue
                asked.add((procedure, kind))
                assert set(question.answer) <= {ident for ident, _ in question.options}
                assert question == question_at(state, kind, random.Random(4))
            state = state.roll() if state.is_chance() else state.apply(state.prompt().default)
    assert {kind for _, kind in asked} == set(drills.KINDS)


def test_a_distractor_names_nothing_of_another_battle():
    # a legal-play question's distractors come from other battles of the procedure: an option
    # naming a unit, fleet or side of one of them ("advance Spanish cavalry" when Aztecs
    # attack) would name what this battle does not have; cards (explained) and numbers may stay
    checked = 0
    for drill in _drills("legal"):
        legal = set(_point(drill).legal_actions())
        for ident, label in drill.question.options:
            if ident in legal or ident.startswith("play:"):
                continue
            assert all(isinstance(value, int) for _key, value in label.args), (
                drill.procedure,
                _render(label),
            )
            checked += 1
    assert checked > 100


def test_no_negative_total_is_offered_where_no_modifier_is_negative():
    for drill in _drills("modifiers"):
        report = _point(drill).modifiers()
        if all(m.value >= 0 for m in report.modifiers):
            assert all(int(ident) >= 0 for ident, _ in drill.question.options), drill.scenario


def test_a_drilled_region_without_sea_holds_no_fleets_or_naval_tiles():
    # soe 003 naval-support ("Il territorio attaccato ha il mare?"): a region without sea has no
    # naval combat, so fleets and naval tiles there would be ignored; drills never show them
    from learn.drills_setups import AT_SEA_ONLY, random_setup

    landlocked = 0
    for seed in range(60):
        setup = random_setup("soe/attack", random.Random(seed))
        state = setup.state()  # still a scenario the engine accepts
        if not state.landlocked:
            continue
        landlocked += 1
        for side in ("attacker", "defender"):
            table = setup.data.get(side) or {}
            assert not set(table) & set(AT_SEA_ONLY["soe/attack"]), (seed, side, table)
    assert landlocked >= 10  # the case is drawn often enough to be checked
