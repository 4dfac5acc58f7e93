"""The error for choices that a walk never consumed, saying why where the cards can tell."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import InputError
from .messages import N_, Msg
from .procedure import State


def unused_choices(state: State, left: Sequence[str]) -> InputError:
    """An InputError for the unused ``left`` choices.

    When one of them plays a card, ``state`` (the last state that could have taken it) says why
    the first such card was not played: no hand holds it, or the card's own reason.
    """
    choices = ",".join(left)
    plays = [choice for choice in left if choice.startswith("play:")]
    if plays:
        card = plays[0].removeprefix("play:")
        statuses = [s for s in state.cards() if s.card == card or s.card.endswith("." + card)]
        if not statuses:
            return InputError(
                "choices",
                "",
                Msg(
                    N_("these choices were not used: {choices} (no hand holds the card {card!r})"),
                    choices=choices,
                    card=card,
                ),
            )
        reasons = [s for s in statuses if not s.playable and s.reason is not None]
        if reasons:
            return InputError(
                "choices",
                "",
                Msg(
                    N_("these choices were not used: {choices} ({card}: {reason})"),
                    choices=choices,
                    card=reasons[0].name,
                    reason=reasons[0].reason,
                ),
            )
    return InputError(
        "choices", "", Msg(N_("these choices were not used: {choices}"), choices=choices)
    )
