"""What each field-battle card does and when it has an effect (rules/sources.md §2).

Readings taken where the card text leaves a choice:
- Landsknechts played by the Ottomans eliminates 2 mercenaries "anywhere"; in a battle the tutor
  removes them from the opposing side in this battle (it has no effect here otherwise).
- Swiss Mercenaries played by France or the Ottomans gives France 4 mercenaries; it only matters
  here when France fights in this battle.
- Mercenaries Bribed counts only the opposing mercenaries that are not Ottoman.
"""

from __future__ import annotations

from ...messages import N_, Msg, Nn_
from .forces import POWER_NAMES, Force, other

# Dice a card adds to its player's side: (card, power-specific value or default).
FIELD_ARTILLERY_BIG = ("france", "ottoman")


def no_effect_reason(
    card: str, power: str, side: str, forces: dict[str, Force], janissaries_used: bool
) -> Msg | None:
    """Why ``power`` cannot play ``card`` in this battle, or None when it can."""
    opponent = forces[other(side)]
    if card == "janissaries":
        if power != "ottoman":
            return Msg(N_("wrong power: only the Ottomans can play it"))
        if janissaries_used:
            return Msg(N_("already played this turn"))
        return None
    if card == "landsknechts" and power == "ottoman":
        if opponent.mercenaries_except("") == 0:
            return Msg(N_("no effect on this battle: the opponent has no mercenaries here"))
        return None
    if card == "swiss-mercenaries" and power in ("france", "ottoman"):
        if not (forces["attacker"].has("france") or forces["defender"].has("france")):
            return Msg(N_("no effect on this battle: France does not fight here"))
        return None
    if card == "mercenaries-bribed":
        if power == "ottoman":
            return Msg(N_("wrong power: the Ottomans cannot play it"))
        if all(p == "ottoman" for p in opponent.powers):
            return Msg(N_("it cannot be played against the Ottomans"))
        if opponent.mercenaries_except("ottoman") == 0:
            return Msg(N_("no effect on this battle: the opponent has no mercenaries here"))
        return None
    if card == "tercios" and power != "hapsburg" and opponent.regulars_of("hapsburg") < 3:
        return Msg(
            N_(
                "no effect on this battle: only the Hapsburgs gain dice from it, and the "
                "opponent has fewer than 3 Hapsburg regulars"
            )
        )
    return None


def apply_response(
    card: str, power: str, side: str, forces: dict[str, Force]
) -> tuple[dict[str, Force], Msg]:
    """Apply a response card (step 1); returns the new forces and a log message."""
    forces = dict(forces)
    if card == "landsknechts" and power == "hapsburg":
        forces[side] = forces[side].adjust_mercenaries(power, 4)
        return forces, Msg(N_("{power} places 4 new mercenaries"), power=Msg(POWER_NAMES[power]))
    if card == "landsknechts" and power == "ottoman":
        forces[other(side)], removed = forces[other(side)].remove_mercenaries(2)
        eliminated = Nn_(
            "{count} opposing mercenary is eliminated",
            "{count} opposing mercenaries are eliminated",
        )
        return forces, Msg(eliminated, count=removed)
    if card == "swiss-mercenaries" and power in ("france", "ottoman"):
        france_side = side if forces[side].has("france") else other(side)
        forces[france_side] = forces[france_side].adjust_mercenaries("france", 4)
        return forces, Msg(N_("France places 4 new mercenaries"))
    forces[side] = forces[side].adjust_mercenaries(power, 2)
    return forces, Msg(N_("{power} places 2 new mercenaries"), power=Msg(POWER_NAMES[power]))


def apply_bribe(power: str, side: str, forces: dict[str, Force]) -> tuple[dict[str, Force], Msg]:
    """Mercenaries Bribed: half the opposing (non-Ottoman) mercenaries, rounded up, change sides."""
    forces = dict(forces)
    opponent = forces[other(side)]
    count = (opponent.mercenaries_except("ottoman") + 1) // 2
    forces[other(side)], moved = opponent.remove_mercenaries(count, spare="ottoman")
    forces[side] = forces[side].adjust_mercenaries(power, moved)
    changed = Nn_("{count} mercenary changes sides", "{count} mercenaries change sides")
    return forces, Msg(changed, count=moved)


def card_dice(card: str, power: str, side: str) -> list[tuple[str, int, int]]:
    """Dice changes of a combat card: (side, dice, hit_min) entries; negative dice remove dice."""
    if card == "arquebusiers":
        return [(side, 2, 5)]
    if card == "field-artillery":
        return [(side, 3 if power in FIELD_ARTILLERY_BIG else 2, 5)]
    if card == "tercios":
        if power == "hapsburg":
            return [(side, 3, 4)]
        return [(other(side), -3, 5)]
    return []
