"""The result of a finished attack as a JSON-ready dict."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .forces import SIDES, index
from .state import GOLD_COST

if TYPE_CHECKING:
    from .state import AttackState


def attack_outcome(state: AttackState) -> dict[str, Any]:
    """Winner of the land combat, the naval stage, naval support, losses, unrest and control.

    ``naval`` is null when there is no naval stage (a neutral country or a landlocked region).
    ``winner`` is null when no land combat was fought. ``control`` is null when the flowchart
    does not say (the attacker beat a neutral country).
    """
    naval = None
    if state.neutral is None and not state.landlocked:
        naval = {
            "fought": state.naval_fought,
            "winner": state.naval_winner,
            "declined_by": state.declined_by,
        }
    reward = None
    if state.neutral is not None and state.neutral.shape != "none":
        if state.land_winner in SIDES:
            reward = {"to": state.land_winner, "shape": state.neutral.shape}
    losses = {side: state.losses[index(side)] for side in SIDES}
    unrest = {side: losses[side].unrest for side in SIDES}
    unrest.update({f"{side}_ally": losses[side].ally_unrest for side in SIDES})
    return {
        "neutral": state.neutral is not None,
        "gold_paid": GOLD_COST,
        "naval": naval,
        "naval_support": state.naval_support,
        "winner": state.land_winner,
        "losses": {side: losses[side].to_json() for side in SIDES},
        "unrest": unrest,
        "control": state.control,
        "reward": reward,
    }
