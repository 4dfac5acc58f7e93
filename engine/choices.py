"""Why a choice (an action id from ``--choices`` or a test) cannot be taken.

A choice that names a card (``play:<card>``) is explained by the card's own status: who holds
it and why it cannot be played (wrong step, already played, wrong power…), or that no side
holds it. The states are duck-typed (anything with ``cards()``) so that this module imports
no procedure code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import IllegalAction, InputError
from .messages import N_, Msg


def choice_reason(state: Any, action: str) -> Msg | None:
    """Why ``action`` cannot be taken in ``state``, when it plays a card; else None."""
    if not action.startswith("play:"):
        return None
    card = action.split(":", 1)[1]
    statuses = [status for status in state.cards() if status.card.rsplit(".", 1)[-1] == card]
    if not statuses:
        return Msg(N_("no side holds the card {card!r}"), card=card)
    for status in statuses:
        if status.reason is not None:
            return Msg(
                N_("{card} ({holder}): {reason}"),
                card=status.name,
                holder=status.holder_name or status.holder,
                reason=status.reason,
            )
    return None


def step_name(state: Any, step: str = "") -> Msg | str:
    """A step of ``state``'s procedure (default: the current one) as the player reads it: its
    number and title ("6 (Roll dice)"), or its title in quotes when it has no number; an id the
    procedure does not declare stays as it is."""
    step = step or state.step
    for info in state.steps:
        if info.id == step:
            return info.name()
    return step


def illegal_action(state: Any, action: str, step: str = "", legal=None) -> IllegalAction:
    """The error for an action that is not legal in ``state``, with the card's reason and the
    step named as the player reads it."""
    legal = tuple(state.legal_actions() if legal is None else legal)
    step = step or state.step
    reason = choice_reason(state, action)
    return IllegalAction(step, action, legal, reason, step_name=step_name(state, step))


def unused_choices(state: Any, unused: Sequence[str], source: str = "choices") -> InputError:
    """The error for choices left over when the procedure ended, saying why the first was not
    taken: the card's reason, or that no decision was left where it could be taken."""
    why = choice_reason(state, unused[0]) or Msg(N_("no decision was left where it could be taken"))
    return InputError(
        source,
        "",
        Msg(
            N_("these choices were not used: {choices} ({choice}: {why})"),
            choices=",".join(unused),
            choice=unused[0],
            why=why,
        ),
    )
