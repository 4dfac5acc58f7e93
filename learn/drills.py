"""Drills: generated, endless and exact.

A drill is a random valid scenario (:mod:`learn.drills_setups`) walked to a random point with
random legal choices and random dice, and a question asked there (:func:`question_at`). The
``likelier`` kind compares two set-ups that differ in one value. The same seed gives the same
drill; every answer is computed by the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from engine.errors import InputError
from engine.messages import N_, Msg
from engine.odds import odds
from engine.procedure import State

from .drills_kinds import Question, compare, question_at
from .drills_names import KINDS, PROCEDURES
from .drills_question import random_dice
from .drills_setups import random_setup
from .drills_text import GOALS, WINNERS, chosen_line, dice_text, glossed
from .placeholders import localized, localized_question

__all__ = ["KINDS", "PROCEDURES", "Drill", "Question", "applies", "generate", "question_at"]

MAX_TRIES = 200  # scenarios tried for one drill before giving up on a procedure/kind pair
WALKS_PER_SETUP = 4  # random walks of one scenario before another is drawn
KNOB_TRIES = 4  # values compared in one set-up before "both the same" is accepted


@dataclass(frozen=True)
class Drill:
    """A question at a point of a battle: the scenario, the path to that point, the question.

    ``choices`` and ``dice`` reach the point from the scenario's start (a decision with a single
    legal action is taken by itself). For ``winner``, ``dice`` also holds the dice the question
    shows, so that the three resolve to the outcome the answer names.
    """

    procedure: str
    kind: str
    scenario: str
    choices: tuple[str, ...]
    dice: tuple[int, ...]
    question: Question
    alternative: str = ""  # likelier: set-up B (``scenario`` is set-up A), as TOML text

    def to_json(self, render: Callable[[Msg], str]) -> dict[str, Any]:
        """The drill in the ``wartutor drill --json`` shape, texts rendered with ``render``."""
        question = self.question
        return {
            "procedure": self.procedure,
            "kind": self.kind,
            "scenario": self.scenario,
            "choices": list(self.choices),
            "dice": list(self.dice),
            "question": "\n".join(render(m) for m in (question.text, *question.details)),
            "options": [{"id": ident, "text": render(text)} for ident, text in question.options],
            "answer": list(question.answer),
            "explanation": "\n".join(render(m) for m in question.explanation),
            "rule": question.rule,
        }


def applies(procedure: str, kind: str) -> bool:
    """Whether drills of ``kind`` exist for ``procedure``."""
    if kind == "winner":
        return procedure in WINNERS
    if kind == "likelier":
        return procedure in GOALS
    return True


def pairs(procedure: str | None = None, kind: str | None = None) -> list[tuple[str, str]]:
    """Every (procedure, kind) drilled, optionally limited to one procedure or kind."""
    return [
        (p, k)
        for p in PROCEDURES
        for k in KINDS
        if (procedure in (None, p)) and (kind in (None, k)) and applies(p, k)
    ]


def generate(seed: int, procedure: str | None = None, kind: str | None = None) -> Drill:
    """The drill for ``seed`` (a procedure and kind are drawn when not given)."""
    rng = random.Random(f"drill/{seed}/{procedure}/{kind}")
    choices = pairs(procedure, kind)
    if not choices:
        raise ValueError(f"no drills of kind {kind!r} for {procedure!r}")
    procedure, kind = rng.choice(choices)
    for _ in range(MAX_TRIES):
        drill = _likelier(procedure, rng) if kind == "likelier" else _walked(procedure, kind, rng)
        if drill is not None:  # (its names are put into words when shown, see placeholders)
            return replace(drill, question=localized_question(glossed(drill.question)))
    raise RuntimeError(f"no {kind} drill found for {procedure}")  # pragma: no cover


def generate_many(
    count: int, seed: int, procedure: str | None = None, kind: str | None = None
) -> list[Drill]:
    """``count`` drills from ``seed`` on (seed, seed+1, …)."""
    return [generate(seed + index, procedure, kind) for index in range(count)]


def _walked(procedure: str, kind: str, rng: random.Random) -> Drill | None:
    setup = random_setup(procedure, rng)
    start = setup.state()
    for _ in range(WALKS_PER_SETUP):
        points = _walk(start, rng)
        rng.shuffle(points)
        for point, taken, rolled in points:
            question = question_at(point, kind, rng)
            if question is not None:
                shown = question.dice if kind == "winner" else ()
                return Drill(procedure, kind, setup.toml(), taken, rolled + shown, question)
    return None


def _walk(state: State, rng: random.Random) -> list[tuple[State, tuple[str, ...], tuple[int, ...]]]:
    """Every point of one random walk to the end, with the choices and dice that reach it."""
    points = []
    choices: tuple[str, ...] = ()
    dice: tuple[int, ...] = ()
    while not state.is_terminal():
        points.append((state, choices, dice))
        if state.is_chance():
            values = random_dice(state, rng)
            state, dice = state.apply_dice(values), dice + values
        else:
            action = rng.choice(state.legal_actions())
            state, choices = state.apply(action), choices + (action,)
    return points


def _likelier(procedure: str, rng: random.Random) -> Drill | None:
    setup = random_setup(procedure, rng)
    goal = GOALS[procedure]
    found = None
    for _ in range(KNOB_TRIES if setup.knobs else 0):
        knob = rng.choice(setup.knobs)
        first, second = rng.sample(range(knob.low, knob.high + 1), 2)
        variants = (setup.with_value(knob, first), setup.with_value(knob, second))
        try:
            states = [variant.state() for variant in variants]
        except InputError:  # a value the reader refuses in this combination: draw again
            continue
        chances = [odds(state).probability(goal.reached) for state in states]
        found = knob, first, second, variants, states, chances
        if chances[0] != chances[1]:
            break  # prefer a value that matters; "both the same" remains a possible answer
    if found is None:
        return None
    knob, first, second, variants, states, chances = found
    values = (first, second)
    question = compare(
        states[0].step,
        Msg(
            N_("Two set-ups differ only in {what}. Which gives the better chance that {goal}?"),
            what=knob.label,
            goal=goal.text,
        ),  # fmt: skip
        tuple(
            Msg(N_("Set-up {name} ({value})"), name=name, value=v)
            for name, v in zip("AB", values, strict=True)
        ),
        chances,
        next(s.rule for s in states[0].steps if s.id.endswith("#" + goal.step)),
        tuple(
            Msg(N_("Set-up {name}: {what} = {value}"), name=name, what=knob.label, value=v)
            for name, v in zip("AB", values, strict=True)
        ),
    )
    return Drill(procedure, "likelier", variants[0].toml(), (), (), question, variants[1].toml())


def path_lines(drill: Drill) -> list[Msg]:
    """What happened before the question, one line per decision (naming who chose, where the
    procedure says) or roll, with no derived numbers."""
    from engine.scenario import parse_scenario

    state = parse_scenario(drill.scenario, "drill")
    choices, dice = list(drill.choices), list(drill.dice[: len(drill.dice) - len(_shown(drill))])
    lines = []
    while choices or dice:
        step = state.step_info().title
        if state.is_chance():
            needed = sum(group.count for group in state.dice())
            values, dice = tuple(dice[:needed]), dice[needed:]
            for group, part in state.split_dice(values):
                lines.append(Msg(N_("{step}: {dice} — rolled {values}"), step=step,
                                 dice=group.label, values=dice_text(part)))  # fmt: skip
            state = state.apply_dice(values)
        else:
            action = choices.pop(0)
            lines.append(chosen_line(state, action))
            state = state.apply(action)
    return [localized(line) for line in lines]


def _shown(drill: Drill) -> tuple[int, ...]:
    return drill.question.dice if drill.kind == "winner" else ()
