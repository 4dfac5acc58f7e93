"""The kinds that look at chances: who wins with given dice, and which choice is likelier to
reach the attacker's goal (exact odds from the engine)."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.messages import N_, Msg
from engine.odds import odds
from engine.procedure import State

from .drills_question import Question, random_dice, step_title
from .drills_text import GOALS, WINNERS, dice_text, odds_text


def roll_to_end(state: State, rng: random.Random) -> tuple[State, list[tuple[Msg, tuple]]]:
    """Walk to the end with random dice and each prompt's default; the rolls made, labelled."""
    rolls = []
    while not state.is_terminal():
        if state.is_chance():
            values = random_dice(state, rng)
            for group, part in state.split_dice(values):
                rolls.append((group.label, part))
            state = state.apply_dice(values)
        else:
            state = state.apply(state.prompt().default)
    return state, rolls


def winner_question(state: State, rng: random.Random) -> Question | None:
    options = WINNERS.get(state.procedure)
    if options is None or not state.is_chance():
        return None
    final, rolls = roll_to_end(state, rng)
    winner = final.outcome().get("winner")
    if winner not in dict(options):
        return None
    details = tuple(
        Msg(N_("{dice} — rolled {values}"), dice=label, values=dice_text(values))
        for label, values in rolls
    )
    follows = tuple(entry.message for entry in final.log[len(state.log) :])
    return Question(
        "winner",
        state.step,
        Msg(
            N_("{step}: the dice fall as shown (later decisions take their default). Who wins?"),
            step=step_title(state),
        ),  # fmt: skip
        options,
        (winner,),
        follows,
        state.step_info().rule,
        details,
        tuple(value for _, values in rolls for value in values),
    )


def likelier_question(state: State, rng: random.Random) -> Question | None:
    goal = GOALS.get(state.procedure)
    prompt = state.prompt()
    if goal is None or prompt is None or len(prompt.actions) < 2:
        return None
    first, second = rng.sample(prompt.actions, 2)
    chances = [
        odds(state, choices=[action.id]).probability(goal.reached) for action in (first, second)
    ]
    return compare(
        state.step,
        Msg(
            N_("{step}: which choice gives the better chance that {goal}?"),
            step=step_title(state),
            goal=goal.text,
        ),  # fmt: skip
        (first.label, second.label),
        chances,
        state.step_info().rule,
    )


def compare(step, text, labels, chances: list[Fraction], rule: str, details=()) -> Question:
    """A 'which is likelier' question over two labelled options and their exact chances."""
    a, b = chances
    answer = "a" if a > b else "b" if b > a else "same"
    options = (("a", labels[0]), ("b", labels[1]), ("same", Msg(N_("both the same"))))
    explanation = tuple(
        Msg(N_("“{option}”: {odds} chance"), option=label, odds=odds_text(chance))
        for label, chance in zip(labels, chances, strict=True)
    )
    return Question("likelier", step, text, options, (answer,), explanation, rule, details)
