"""The question a drill or a lesson asks, and the helpers every kind shares."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.messages import N_, Msg
from engine.procedure import State

KIND_NAMES = {
    "dice": Msg(N_("dice")),
    "legal": Msg(N_("legal plays")),
    "winner": Msg(N_("winner")),
    "modifiers": Msg(N_("modifiers")),
    "next-step": Msg(N_("next step")),
    "likelier": Msg(N_("better chance")),
}
END = "end"  # the option id for "the battle ends"


@dataclass(frozen=True)
class Question:
    """A question with options; ``answer`` holds every right option id (several may be right).

    ``details`` are lines shown under the question (dice, set-ups); ``dice`` are the dice the
    question shows as rolled, and ``action`` the action it assumes, if any.
    """

    kind: str
    step: str
    text: Msg
    options: tuple[tuple[str, Msg], ...]
    answer: tuple[str, ...]
    explanation: tuple[Msg, ...]
    rule: str
    details: tuple[Msg, ...] = ()
    dice: tuple[int, ...] = ()
    action: str | None = None

    @property
    def several(self) -> bool:
        """True when more than one option may be right (the learner picks a set)."""
        return self.kind == "legal"

    def check(self, chosen) -> bool:
        """True when ``chosen`` option ids are exactly the right ones."""
        return set(chosen) == set(self.answer)


def step_title(state: State, step: str | None = None) -> Msg:
    step = step or state.step
    for info in state.steps:
        if info.id == step:
            return info.title
    return Msg(N_("the end"))


def numbers(answer: int, rng: random.Random, low: int | None = None) -> tuple[int, ...]:
    """Four different whole numbers including ``answer``, in order."""
    pool = [value for value in range(answer - 3, answer + 4) if value != answer]
    if low is not None:
        pool = [value for value in pool if value >= low]
    return tuple(sorted(rng.sample(pool, 3) + [answer]))


def random_dice(state: State, rng: random.Random) -> tuple[int, ...]:
    """Random values for the pending roll, in the order the engine asks for them."""
    return tuple(rng.randint(1, g.sides) for g in state.dice() for _ in range(g.count))
