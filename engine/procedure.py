"""The procedure model every game implements.

A procedure state is an immutable object. Decisions are applied with :meth:`State.apply`
(an action id), rolls with :meth:`State.apply_dice` (concrete dice), :meth:`State.roll`
(the state's own seeded RNG) or :meth:`State.apply_outcome` (an aggregated outcome, used
when computing odds). Nothing is ever mutated; every transition returns a new state.
The values a state answers with (steps, prompts, cards, modifiers, dice, log lines) are in
:mod:`engine.answers`.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from .answers import Action as Action  # re-exported
from .answers import (  # also imported from here by tui, learn and the tests
    CardStatus,
    DiceGroup,
    LogEntry,
    ModifierReport,
    Prompt,
    StepInfo,
)
from .dist import Dist
from .errors import BadDice
from .messages import N_, Msg, Nn_

# The field names of each state class, for evolve()'s check.
_FIELD_NAMES: dict[type, frozenset[str]] = {}


@dataclass(frozen=True, kw_only=True)
class State:
    """Base of every procedure state. Subclasses are frozen dataclasses too."""

    PROCEDURE: ClassVar[str] = ""
    STEPS: ClassVar[tuple[StepInfo, ...]] = ()

    step: str = ""
    seed: int = 0
    rolls: int = 0
    log: tuple[LogEntry, ...] = field(default=(), compare=False)
    logging: bool = field(default=True, compare=False)

    # -- what every state answers -------------------------------------------------------
    @property
    def procedure(self) -> str:
        """The procedure id."""
        return self.PROCEDURE

    @property
    def steps(self) -> tuple[StepInfo, ...]:
        """The ordered steps, for highlighting the current one."""
        return self.STEPS

    def step_info(self) -> StepInfo:
        """The current step's description."""
        for info in self.STEPS:
            if info.id == self.step:
                return info
        raise KeyError(self.step)

    def prompt(self) -> Prompt | None:
        """The pending decision, or None at a roll or at the end."""
        raise NotImplementedError

    def cards(self) -> tuple[CardStatus, ...]:
        """Every card in either hand, with whether it is playable now and why not."""
        return ()

    def modifiers(self) -> ModifierReport | None:
        """Each side's modifiers with source, value and rule, and their totals."""
        return None

    def is_chance(self) -> bool:
        """True when the next thing to happen is a roll."""
        raise NotImplementedError

    def chance_outcomes(self) -> Dist:
        """Exact distribution of the pending roll's aggregated outcome."""
        raise NotImplementedError

    def dice(self) -> tuple[DiceGroup, ...]:
        """The dice the pending roll needs, in entry order."""
        raise NotImplementedError

    def is_terminal(self) -> bool:
        """True when the procedure is over."""
        raise NotImplementedError

    def outcome(self) -> dict[str, Any]:
        """JSON-ready result of a finished procedure."""
        raise NotImplementedError

    def odds_shortcut(self, choices: tuple[str, ...], used: int):
        """Optionally, ([(outcome, weight)], total, choices used) for the rest of the procedure.

        A procedure may compute its odds from here faster than the generic walk; it returns None
        where it cannot. Each outcome is a dict shaped like :meth:`outcome`.
        """
        return None

    def key(self) -> Hashable:
        """What decides the future of this state (used to share work when computing odds)."""
        return self

    # -- transitions ---------------------------------------------------------------------
    def legal_actions(self) -> tuple[str, ...]:
        """Ids of the legal actions now (empty at a roll or at the end)."""
        prompt = self.prompt()
        return prompt.action_ids() if prompt else ()

    def apply(self, action: str) -> State:
        """Apply a decision; raises IllegalAction (with the card's reason) when it is not legal."""
        if action not in self.legal_actions():
            from .choices import illegal_action

            raise illegal_action(self, action)
        return self._apply_action(action)._settle()

    def apply_outcome(self, outcome: Hashable) -> State:
        """Apply an aggregated roll outcome (as produced by :meth:`chance_outcomes`)."""
        if not self.is_chance():
            from .choices import illegal_action

            raise illegal_action(self, "roll")
        return self._with_rolls()._apply_outcome(outcome, ())._settle()

    def apply_dice(self, values: tuple[int, ...] | list[int]) -> State:
        """Apply concrete dice, in the order of :meth:`dice`; bad dice raise and change nothing."""
        if not self.is_chance():
            from .choices import illegal_action

            raise illegal_action(self, "roll")
        values = tuple(values)
        self.check_dice(values)
        outcome = self.outcome_from_dice(values)
        return self._with_rolls()._apply_outcome(outcome, values)._settle()

    def roll(self) -> State:
        """Roll the pending dice with the state's own seeded RNG."""
        rng = random.Random(f"{self.seed}/{self.rolls}")
        values = tuple(
            rng.randint(1, group.sides) for group in self.dice() for _ in range(group.count)
        )
        return self.apply_dice(values)

    def check_dice(self, values: tuple[int, ...]) -> None:
        """Raise BadDice unless ``values`` fit the pending roll: a value out of range is named
        first, then a wrong count."""
        self.check_dice_values(values)
        needed = sum(group.count for group in self.dice())
        if len(values) != needed:
            raise BadDice(
                Msg(
                    Nn_("expected {needed} die, got {got}", "expected {needed} dice, got {got}"),
                    plural_by="needed",
                    needed=needed,
                    got=len(values),
                )
            )

    def check_dice_values(self, values: tuple[int, ...], first: int = 1) -> None:
        """Raise BadDice for the first of ``values`` (the pending roll's dice in order, all of
        them or only the first few) that is not a whole number a die of its group can show.
        ``first`` is the number the message gives the first value (a die's place in a longer
        list the player typed)."""
        position = 0
        for group in self.dice():
            for value in values[position : position + group.count]:
                if not isinstance(value, int) or not 1 <= value <= group.sides:
                    raise BadDice(
                        Msg(
                            N_("die {number} is {value}; it must be between 1 and {sides}"),
                            number=first + position,
                            value=value,
                            sides=group.sides,
                        )
                    )
                position += 1

    def split_dice(self, values: tuple[int, ...]) -> list[tuple[DiceGroup, tuple[int, ...]]]:
        """Pair each dice group with its share of ``values``."""
        pairs, position = [], 0
        for group in self.dice():
            pairs.append((group, values[position : position + group.count]))
            position += group.count
        return pairs

    def quiet(self) -> State:
        """A copy that keeps no log (used when computing odds)."""
        return self.evolve(log=(), logging=False)

    # -- for subclasses --------------------------------------------------------------------
    def outcome_from_dice(self, values: tuple[int, ...]) -> Hashable:
        """Turn concrete dice into the aggregated outcome of :meth:`chance_outcomes`."""
        raise NotImplementedError

    def _apply_action(self, action: str) -> State:
        raise NotImplementedError

    def _apply_outcome(self, outcome: Hashable, dice: tuple[int, ...]) -> State:
        raise NotImplementedError

    def _advance(self) -> State | None:
        """Take one automatic step, or return None when a decision, roll or end is reached."""
        return None

    def _settle(self) -> State:
        """Run automatic steps and single-choice decisions until something needs input."""
        state = self
        while True:
            following = state._advance()
            if following is not None:
                state = following
                continue
            if state.is_terminal() or state.is_chance():
                return state
            actions = state.legal_actions()
            if len(actions) == 1:
                state = state._apply_action(actions[0])
                continue
            return state

    def _with_rolls(self) -> State:
        return self.evolve(rolls=self.rolls + 1)

    def chance_child(self, outcome: Hashable) -> State:
        """The state right after an aggregated outcome, before automatic steps (for odds)."""
        return self._apply_outcome(outcome, ())

    def evolve(self, **changes: Any) -> State:
        """A copy with ``changes`` (a fast ``dataclasses.replace`` for these plain states).

        Raises TypeError for a name that is not a field of the state (a typo would otherwise add
        a stray attribute).
        """
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = frozenset(f.name for f in fields(self))
        if not names.issuperset(changes):
            unknown = ", ".join(sorted(set(changes) - names))
            raise TypeError(f"{type(self).__name__} has no field {unknown}")
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def logged(self, message: Msg, rule: str = "", dice: tuple[int, ...] = (), **changes) -> State:
        """A copy with ``changes`` applied and one log entry appended (when logging)."""
        if self.logging:
            changes["log"] = self.log + (LogEntry(message, rule, dice),)
        return self.evolve(**changes)
