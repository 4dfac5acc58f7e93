"""Errors raised for bad input. They never carry tracebacks to the user."""

from __future__ import annotations

from .messages import N_, Msg

#: Characters of the player's own text that an error message repeats; longer text is cut there
#: and ends in "…" (a pasted 100 000-character value is named, not printed again).
ECHO_LIMIT = 60


def clipped(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` as an error message repeats it: at most ``limit`` characters, then "…"."""
    return text if len(text) <= limit else text[:limit] + "\u2026"


class InputError(Exception):
    """Bad input: a file, a key in it, and what is wrong.

    ``problem`` is a :class:`Msg` so that the UI can translate it.
    """

    def __init__(self, source: str, key: str, problem: Msg | str):
        self.source = source
        self.key = key
        self.problem = problem if isinstance(problem, Msg) else Msg(problem)
        super().__init__(f"{source}: {key}: {self.problem.render(lambda s: s)}")

    def render(self, translate=lambda s: s) -> str:
        """The message in the given translation, naming source, key and problem."""
        key = clipped(str(self.key)) if self.key else ""  # (a flag's value may be any length)
        where = ": ".join(part for part in (self.source, key) if part)
        return f"{where}: {self.problem.render(translate)}"


class IllegalAction(InputError):
    """An action that is not legal in the current state.

    ``step`` is the step's id (``his/field-battle#attacker-cards``); the message names the step
    as the player reads it, ``step_name`` (:func:`engine.choices.step_name`: its number and
    title, "4 (Attacker's combat cards)"), or by its id when no name is given.
    """

    def __init__(
        self,
        step: str,
        action: str,
        legal: tuple[str, ...],
        reason: Msg | None = None,
        step_name: Msg | str | None = None,
    ):
        self.step = step
        self.action = action
        self.legal = legal
        self.reason = reason
        problem = Msg(
            N_("not legal at step {step}; legal actions: {legal}"),
            step=step_name or step,
            legal=", ".join(legal) or "-",
        )
        if reason is not None:
            problem = Msg(
                N_("not legal at step {step} ({reason}); legal actions: {legal}"),
                step=step_name or step,
                reason=reason,
                legal=", ".join(legal) or "-",
            )
        super().__init__("choices", action, problem)


class BadDice(InputError):
    """Dice that do not fit the roll asked for (wrong count or out of range)."""

    def __init__(self, problem: Msg):
        super().__init__("dice", "", problem)
