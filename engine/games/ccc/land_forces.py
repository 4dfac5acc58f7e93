"""The two sides of a CCC land combat and the values computable from our sources.

Computable: shore bombardment (6.6.3.4), extra hits (6.6.3.6) and glory points (6.6.3.6).
Everything that lives on the land combat chart or the results table is scenario input.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import ceil, floor

from ...messages import N_
from .common import SIDES, ChartModifier, other

KINDS = ("european", "natives", "pirates")
FORTIFICATIONS = ("none", "palisade", "fort", "fortress", "citadel")
FORTIFICATION_NAMES = {
    "palisade": N_("palisade"),
    "fort": N_("fort"),
    "fortress": N_("fortress"),
    "citadel": N_("citadel"),
}
HARBOURS = ("none", "port", "naval-base")
CARD_KINDS = ("normal", "reaction", "red")
ROUNDINGS = ("down", "up")


@dataclass(frozen=True)
class Card:
    """A card a side holds: ``normal`` (non-red), ``reaction`` or ``red``."""

    id: str
    name: str
    kind: str = "normal"


@dataclass(frozen=True)
class Army:
    """One side: its units, the values the scenario supplies, its chart modifiers and cards."""

    name: str
    kind: str = "european"
    military_units: int = 0
    leader: bool = False
    cavalry: int = 0
    artillery: int = 0
    medic: bool = False
    cf: int | None = None
    bombardment_cf: int = 0
    commander: str = "leader"  # defender only: leader, fleet or colony
    allied_avatar: bool = False  # defender only
    modifiers: tuple[ChartModifier, ...] = ()
    cards: tuple[Card, ...] = ()

    @property
    def combat_units(self) -> int:
        """Military units plus the one leader who counts (6.6.3.4: 1 leader + 3 units = 4)."""
        return self.military_units + (1 if self.leader else 0)


@dataclass(frozen=True)
class Colony:
    """The defender's colony, when the land combat is fought for one."""

    fortification: str = "none"
    fortification_value: int = 0  # the red value printed on it, from the player's game
    harbour: str = "none"
    # garrison troops or a royal regiment present (None: not given); a defending fleet lands
    # its units only with one, else the area is overrun without an LC DR (ccc 000 notes)
    garrison: bool | None = None

    @property
    def fortified(self) -> bool:
        """A palisade or better."""
        return self.fortification != "none"


@dataclass(frozen=True)
class Bombardment:
    """One side's shore bombardment: percentage, ships' CF, rounded value, bonus after the
    comparison with the other side and the cap of its own combat units."""

    percent: int
    ships_cf: int
    exact: Fraction
    value: int
    net: int
    cap: int
    bonus: int


class RoundingNeeded(Exception):
    """A percentage of CF is not whole and the scenario gives no rounding (names the side)."""

    def __init__(self, side: str, percent: int, ships_cf: int):
        super().__init__(side)
        self.side, self.percent, self.ships_cf = side, percent, ships_cf


def bombardment_percent(side: str, colony: Colony | None) -> int:
    """20% of the ships' CF; 10% for the attacker's ships facing the colony's port or naval base."""
    if side == "attacker" and colony is not None and colony.harbour != "none":
        return 10
    return 20


def shore_bombardment(
    armies: dict[str, Army], colony: Colony | None, rounding: str
) -> dict[str, Bombardment]:
    """Both sides' shore bombardment (6.6.3.4).

    Reading taken: each side's percentage is rounded as the scenario says (our sources do not
    say how); only the side with the larger value is supported, by the difference; that bonus
    is then capped at the side's own combat units. Raises RoundingNeeded without a rounding.
    """
    values = {}
    for side in SIDES:
        percent = bombardment_percent(side, colony)
        exact = Fraction(armies[side].bombardment_cf * percent, 100)
        if exact.denominator != 1 and rounding not in ROUNDINGS:
            raise RoundingNeeded(side, percent, armies[side].bombardment_cf)
        values[side] = (percent, exact, floor(exact) if rounding == "down" else ceil(exact))
    result = {}
    for side in SIDES:
        percent, exact, value = values[side]
        net = max(0, value - values[other(side)][2])
        cap = armies[side].combat_units
        bonus = min(net, cap)
        result[side] = Bombardment(
            percent, armies[side].bombardment_cf, exact, value, net, cap, bonus
        )
    return result


def extra_hits(armies: dict[str, Army], side: str) -> tuple[int, list[str]]:
    """Extra hits of step 6 and the reasons (ids): fewer cavalry +1, fewer artillery +2, medic -1.

    Reading taken: the medic takes 1 off a positive total; the total never goes below 0.
    """
    mine, theirs = armies[side], armies[other(side)]
    total, reasons = 0, []
    if mine.cavalry < theirs.cavalry:
        total, reasons = total + 1, reasons + ["fewer-cavalry"]
    if mine.artillery < theirs.artillery:
        total, reasons = total + 2, reasons + ["fewer-artillery"]
    if mine.medic and total > 0:
        total, reasons = total - 1, reasons + ["medic"]
    return total, reasons


def glory_points(armies: dict[str, Army], winner: str) -> dict[str, int | None]:
    """GP changes of step 6: a European winner +1; a native or pirate win costs the beaten
    European side 1 GP (the chapter's reading). Non-European sides score no GP (None)."""
    loser = other(winner)
    points: dict[str, int | None] = {
        side: 0 if armies[side].kind == "european" else None for side in SIDES
    }
    if armies[winner].kind == "european":
        points[winner] = 1
    elif armies[loser].kind == "european":
        points[loser] = -1
    return points
