"""The messages after an attack's result in the combat walkthrough: the advance into the
vacated hex, the re-attack after a retreat before combat, the rally phase and the victory check,
as translatable ``Msg`` (the attack itself is told in :mod:`.story`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import N_, Msg
from . import rules as R
from .units import Attacker, other_side, side_msg

if TYPE_CHECKING:
    from .state import CombatState


def advance_label(unit: Attacker, again: bool) -> Msg:
    """The label of an advance action."""
    if again:
        return Msg(N_("advance {unit} and attack again in melee"), unit=unit.label())
    return Msg(N_("advance {unit} into the vacated hex"), unit=unit.label())


def stays(state: CombatState) -> Msg:
    """No unit advances."""
    return Msg(N_("No unit advances"))


def attacks_again(state: CombatState, unit: Attacker) -> Msg:
    """The re-attack after a retreat before combat."""
    return Msg(
        N_(
            "The defender retreated before combat: re-attack in melee ({unit}); it takes no "
            "new place in the card's limit, which counts attacking units, not attacks, and "
            "this unit is counted already ({used} of {limit})"
        ),
        unit=unit.label(),
        used=state.units_counted,
        limit=state.limit,
    )


def no_advance(state: CombatState) -> tuple[Msg, str]:
    """Why no unit may advance into the vacated hex."""
    if state.phase != "combat":
        return (
            Msg(
                N_(
                    "No unit may move in the defensive fire phase; we read this as ruling out "
                    "the advance (retreats still apply): no advance"
                )
            ),
            R.DEFENSIVE_FIRE,
        )
    return (
        Msg(
            N_(
                "No attacking unit may advance: only infantry or cavalry adjacent to the "
                "vacated hex and not in an enemy ZOC"
            )
        ),
        R.ADVANCE,
    )


def rally(state: CombatState) -> Msg:
    """The rally phase that closes the turn."""
    side = state.attacks[0].side
    return Msg(
        N_(
            "Rally: the active ({side}) player may turn back disordered units that are not in "
            "an enemy ZOC; {other} units disordered in this phase can rally in their own turn "
            "if they are not in an enemy ZOC then"
        ),
        side=side_msg(side),
        other=side_msg(other_side(side)),
    )


def victory(state: CombatState) -> Msg:
    """The Aztec victory check on Spanish losses (seed 002, Siegbedingungen)."""
    if state.spanish_units is None:
        return Msg(
            N_(
                "Victory conditions: not checked (give the Spanish units in the set-up to check "
                "the Aztec condition of 6 or fewer Spanish units, Tlaxcalan allies not counted)"
            )
        )
    left = state.spanish_units - state.spanish_lost
    if left <= R.AZTEC_VICTORY_AT:
        return Msg(
            N_(
                "{left} Spanish units (Tlaxcalan allies not counted) are left: 6 or fewer, "
                "the Aztec player wins"
            ),
            left=left,
        )
    return Msg(
        N_(
            "{left} Spanish units (Tlaxcalan allies not counted) are left: more than 6, no "
            "Aztec victory"
        ),
        left=left,
    )
