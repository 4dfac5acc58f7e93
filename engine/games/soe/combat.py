"""The dice of a combat and the losses that follow it (seed 003, naval and land combat).

Each side rolls two dice and adds their difference to its score; a side whose two dice total 7
suffers an extra loss. A roll is aggregated per side as ``(difference, totals_seven)``, so the
whole roll is ``(attacker difference, attacker seven, defender difference, defender seven)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache

from ...dist import Dist
from ...messages import N_, Msg
from .forces import SIDES, Losses, Side, index, other

NAVAL = "soe 003 naval"
LAND = "soe 003 land"
NEUTRAL = "soe 003 neutral"

Roll = tuple[int, bool, int, bool]
Notes = list[tuple[Msg, str]]
Label = Callable[[str], Msg]


def read_pair(first: int, second: int) -> tuple[int, bool]:
    """(difference, whether the two dice total 7) of one side's two dice."""
    return abs(first - second), first + second == 7


@cache
def pair_dist() -> Dist:
    """Exact distribution of one side's (difference, totals 7) over the 36 throws."""
    return Dist((read_pair(first, second), 1) for first in range(1, 7) for second in range(1, 7))


@cache
def roll_dist() -> Dist:
    """Exact distribution of a combat roll: both sides' (difference, totals 7)."""
    return pair_dist().combine(pair_dist(), lambda a, d: (a[0], a[1], d[0], d[1]))


def roll_from_dice(values: tuple[int, ...]) -> Roll:
    """The aggregated roll from four dice: the attacker's two, then the defender's two."""
    attacker = read_pair(values[0], values[1])
    defender = read_pair(values[2], values[3])
    return attacker[0], attacker[1], defender[0], defender[1]


def winner_of(totals: tuple[int, int]) -> str:
    """``attacker`` or ``defender`` for the higher total, ``tie`` for equal totals."""
    if totals[0] == totals[1]:
        return "tie"
    return "attacker" if totals[0] > totals[1] else "defender"


def naval_losses(
    sides: tuple[Side, Side], winner: str, sevens: tuple[bool, bool], label: Label
) -> tuple[tuple[Side, Side], tuple[Losses, Losses], Notes]:
    """The fleets lost after a naval combat (the unit lost on a tie is chosen afterwards).

    Losses that must be fleets come first: the loser's fleet, then the extra fleet of a side
    that rolled 7 (taken from the loser's ally when it has a fleet in the combat).
    """
    units, losses, notes = list(sides), [Losses(), Losses()], []
    loser = other(winner) if winner != "tie" else None
    if loser is not None:
        i = index(loser)
        if units[i].fleets:
            units[i] = replace(units[i], fleets=units[i].fleets - 1)
            losses[i] = losses[i].add(fleets=1)
            notes.append((Msg(N_("The {side} loses a fleet"), side=label(loser)), NAVAL))
    for side, seven in zip(SIDES, sevens, strict=True):
        if not seven:
            continue
        i = index(side)
        if side == loser and units[i].ally_fleets:
            units[i] = replace(units[i], ally_fleets=units[i].ally_fleets - 1)
            losses[i] = losses[i].add(ally_fleets=1)
            message = N_(
                "The {side} rolled a total of 7 and owes an extra fleet; as the loser, "
                "its ally gives up that second fleet"
            )
        elif units[i].fleets:
            units[i] = replace(units[i], fleets=units[i].fleets - 1)
            losses[i] = losses[i].add(fleets=1)
            message = N_("The {side} rolled a total of 7 and loses an extra fleet")
        else:
            message = N_("The {side} rolled a total of 7 but has no fleet left to lose")
        notes.append((Msg(message, side=label(side)), NAVAL))
    return (units[0], units[1]), (losses[0], losses[1]), notes


def tie_unit_options(side: Side) -> tuple[str, ...]:
    """Units a side may lose on a naval tie (never a fort): ``fleet`` and/or ``army``."""
    return tuple(kind for kind, count in (("fleet", side.fleets), ("army", side.armies)) if count)


def lose_tie_unit(side: Side, kind: str) -> tuple[Side, Losses]:
    """Remove the unit chosen on a naval tie."""
    if kind == "fleet":
        return replace(side, fleets=side.fleets - 1), Losses(fleets=1)
    return replace(side, armies=side.armies - 1), Losses(armies=1)


def land_losses(
    sides: tuple[Side, Side],
    winner: str,
    sevens: tuple[bool, bool],
    neutral: bool,
    label: Label,
) -> tuple[tuple[Losses, Losses], Notes]:
    """Units lost in the land combat, each with 1 unrest point for its owner.

    The loser loses one unit (the flowchart does not exclude forts there); on a tie each side
    loses one unit that is not a fort. Against a neutral country a tie costs the attacker an
    army instead. A side that rolled 7 loses one more unit, taken from the loser's ally when it
    has armies in the combat. What a neutral country loses is not stated, so nothing is counted.
    """
    losses, notes = [Losses(), Losses()], []
    left = [side.units for side in sides]
    loser = other(winner) if winner != "tie" else None

    def own_loss(side: str, message: str, rule: str, not_fort: bool = False) -> None:
        i = index(side)
        spare = sides[i].armies + sides[i].fleets if not_fort else left[i]
        if min(spare, left[i]) <= 0:
            nothing = N_("The {side} has no unit left to lose")
            if not_fort and sides[i].ally_armies:  # (the allies' armies fought: say why not)
                nothing = N_(
                    "The {side} has no unit of its own left to lose but forts, and a tie never "
                    "costs a fort; its allies lose a unit only after a 7 (our reading)"
                )
            notes.append((Msg(nothing, side=label(side)), rule))
            return
        left[i] -= 1
        losses[i] = losses[i].add(land_units=1, unrest=1)
        notes.append((Msg(message, side=label(side)), rule))

    if winner == "tie" and neutral:
        losses[0] = losses[0].add(armies=1, unrest=1)
        left[0] -= 1
        notes.append(
            (
                Msg(
                    N_(
                        "A tie against a neutral country: the attacker loses one army and "
                        "gains no control; by our reading it also takes 1 unrest point, as in "
                        "any land combat"
                    )
                ),
                NEUTRAL,
            )
        )
    elif winner == "tie":
        for side in SIDES:
            own_loss(
                side,
                N_(
                    "The {side} loses one unit of its choice (never a fort) and takes 1 "
                    "unrest point"
                ),
                LAND,
                not_fort=True,
            )
    elif neutral and loser == "defender":
        notes.append(
            (Msg(N_("The flowchart does not say what a beaten neutral country loses")), NEUTRAL)
        )
    else:
        own_loss(
            loser,
            N_("The {side} loses one unit of its choice and takes 1 unrest point"),
            LAND,
        )
    for side, seven in zip(SIDES, sevens, strict=True):
        if not seven:
            continue
        i = index(side)
        if neutral and side == "defender":
            notes.append(
                (
                    Msg(
                        N_(
                            "The neutral country's dice total 7; the flowchart does not say "
                            "what a neutral country loses"
                        )
                    ),
                    NEUTRAL,
                )
            )
        elif side == loser and sides[i].ally_armies:
            losses[i] = losses[i].add(ally_units=1, ally_unrest=1)
            notes.append(
                (
                    Msg(
                        N_(
                            "The {side} rolled a total of 7 and owes an extra unit; as the "
                            "loser, its ally loses that second unit and takes 1 unrest point"
                        ),
                        side=label(side),
                    ),
                    LAND,
                )
            )
        else:
            own_loss(
                side,
                N_(
                    "The {side} rolled a total of 7: it loses an extra unit of its choice and "
                    "takes 1 unrest point"
                ),
                LAND,
            )
    return (losses[0], losses[1]), notes
