"""The result of a finished attack as a JSON-ready dict."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...messages import N_
from .forces import SIDES, index
from .state import GOLD_COST

if TYPE_CHECKING:
    from .state import AttackState

# The outcome's and the odds summary's keys (underscores read as spaces) and text values, marked
# for translation so that a UI showing them generically finds them in its catalog.
LABELS = (
    N_("neutral"),
    N_("gold paid"),
    N_("naval"),
    N_("fought"),
    N_("declined by"),
    N_("naval support"),
    N_("winner"),
    N_("tie"),
    N_("losses"),
    N_("units"),
    N_("fleets"),
    N_("armies"),
    N_("land units"),
    N_("ally fleets"),
    N_("ally units"),
    N_("unrest"),
    N_("attacker"),
    N_("defender"),
    N_("attacker ally"),
    N_("defender ally"),
    N_("control"),
    N_("control unknown"),
    N_("reward"),
    N_("to"),
    N_("shape"),
    N_("circle"),
    N_("square"),
    N_("attacker wins"),
    N_("defender wins"),
    N_("no land combat"),
    N_("naval support attacker"),
    N_("naval support defender"),
    N_("expected unrest attacker"),
    N_("expected unrest defender"),
)


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
