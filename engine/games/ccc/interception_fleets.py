"""The fleets of a CCC interception attempt and the order in which they may try (seed 004)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...messages import N_, Msg
from .common import ChartModifier

ROLES = {"active": N_("active"), "passive": N_("passive")}
BENEFITS = {
    "a": N_("a) +1 to the NC DR: a naval combat follows"),
    "b": N_(
        "b) resume movement: the attempt fails, and the moving fleet is safe from further "
        "interception in this area"
    ),
    "c": N_("c) avoid naval combat: both fleets stop and get a NO INTERCEPTION marker"),
    "d": N_("d) withdraw to an adjacent area (naval retreat rules), NO INTERCEPTION marker"),
}

# A fleet the scenario leaves unnamed is called after its place in the file ("fleet 2"). That
# name identifies it in the outcome (JSON), and every text shows it in the UI language.
# Translators: a fleet without a name; {number} is its place in the scenario (1, 2, ...)
DEFAULT_NAME = N_("fleet {number}")
_DEFAULT_NAME = re.compile(r"fleet ([1-9][0-9]*)")


def default_name(number: int) -> str:
    """The name of the ``number``-th fleet of the scenario (from 1) when it has none."""
    return DEFAULT_NAME.format(number=number)


def fleet_label(name: str) -> Msg | str:
    """A fleet's name as shown: a default name (:func:`default_name`) as a translatable
    message, any other name as written."""
    found = _DEFAULT_NAME.fullmatch(name)
    return Msg(DEFAULT_NAME, number=int(found.group(1))) if found else name


@dataclass(frozen=True)
class Fleet:
    """A fleet in the area: kind ``nation``, ``pirate`` or ``buccaneer``."""

    name: str
    kind: str
    activated: bool = False
    treasure: bool = False
    af: int | None = None
    cf: int | None = None
    modifiers: tuple[ChartModifier, ...] = ()

    def label(self) -> Msg | str:
        """The fleet as messages name it (see :func:`fleet_label`)."""
        return fleet_label(self.name)

    def role(self) -> Msg:
        """The fleet's place in the order, as shown in the log."""
        if self.treasure:
            return Msg(N_("treasure fleet: it may not start an interception attempt"))
        if self.kind == "pirate":
            return Msg(N_("pirate fleet, AF {af}"), af="?" if self.af is None else self.af)
        if self.kind == "buccaneer":
            return Msg(N_("buccaneer fleet"))
        if self.activated:
            return Msg(N_("the activated fleet: it may choose any target"))
        return Msg(N_("inactive fleet: it may only target the activated fleet"))


def interception_order(fleets: tuple[Fleet, ...]) -> tuple[int, ...]:
    """Pirates (highest AF first), buccaneers, the activated fleet, inactive fleets (ccc 004)."""
    indexes = range(len(fleets))
    pirates = sorted(
        (i for i in indexes if fleets[i].kind == "pirate"), key=lambda i: -(fleets[i].af or 0)
    )
    buccaneers = [i for i in indexes if fleets[i].kind == "buccaneer"]
    nations = [i for i in indexes if fleets[i].kind == "nation"]
    active = [i for i in nations if fleets[i].activated]
    inactive = [i for i in nations if not fleets[i].activated]
    return tuple(pirates + buccaneers + active + inactive)


def open_benefits(fleet: Fleet) -> list[str]:
    """Benefits open to a winning fleet: b for the activated fleet, d for an inactive one, c never
    for pirates (ccc 004 benefits)."""
    found = ["a", "b" if fleet.activated else "d"]
    if fleet.kind != "pirate":
        found.append("c")
    return sorted(found)


def pirate_benefit(fleet: Fleet, enemy: Fleet) -> tuple[str, str]:
    """(log text, benefit) of a winning pirate fleet, decided by CF (ccc 004 pirates).

    Reading taken (the English text): at equal CF the pirates do not fight; an activated pirate
    fleet moves on (b), an inactive one withdraws (d).
    """
    if fleet.cf > enemy.cf:
        return N_("{fleet} (CF {cf}) against {enemy} (CF {other}): more CF, so it fights"), "a"
    if fleet.activated:
        return (
            N_("{fleet} (CF {cf}) against {enemy} (CF {other}): no more CF, so it moves on"),
            "b",
        )
    return (
        N_(
            "{fleet} (CF {cf}) against {enemy} (CF {other}): no more CF, so it withdraws (at "
            "equal CF: our reading of the English text; the German says less CF)"
        ),
        "d",
    )
