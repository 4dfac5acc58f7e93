"""The two sides of a Struggle of Empires attack and what each has lost (seed 003)."""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import N_, Msg

SIDES = ("attacker", "defender")
SIDE_NAMES = {"attacker": N_("attacker"), "defender": N_("defender")}
# The flowchart names the only two areas without sea (soe 003 naval-support).
LANDLOCKED_REGIONS = ("German States", "Central Europe")
#: The names a player may type for them: as our texts write them in each language (the
#: region field's help names them so), and the Italian words for them.
LANDLOCKED_NAMES = (
    *LANDLOCKED_REGIONS,
    "Deutsche Staaten", "Mitteleuropa",
    "Германские государства", "Центральная Европа",
    "Stati tedeschi", "Europa centrale",
)  # fmt: skip
SHAPES = ("none", "circle", "square")


def other(side: str) -> str:
    """The opposing side."""
    return "defender" if side == "attacker" else "attacker"


def index(side: str) -> int:
    """0 for the attacker, 1 for the defender."""
    return SIDES.index(side)


@dataclass(frozen=True)
class Side:
    """One side's units and tiles in the attacked region.

    ``armies``, ``fleets`` and ``forts`` are the player's own units; ``ally_armies`` and
    ``ally_fleets`` are the units its allies already have in the region and bring to the
    combat. Alliance tiles count where the scenario says: ``sea_tiles`` in the naval combat,
    ``land_tiles`` in the land combat, ``choice_tiles`` in one of the two (the owner chooses).
    """

    name: str = ""
    armies: int = 0
    fleets: int = 0
    forts: int = 0
    ally_armies: int = 0
    ally_fleets: int = 0
    navy_training: int = 0
    army_training: int = 0
    sea_tiles: int = 0
    land_tiles: int = 0
    choice_tiles: int = 0
    control_markers: int = 0

    @property
    def units(self) -> int:
        """Own armies, fleets and forts."""
        return self.armies + self.fleets + self.forts


@dataclass(frozen=True)
class Neutral:
    """A neutral country's counter: its number (the defence value) and the shape around it."""

    value: int
    shape: str = "none"  # none, circle or square


@dataclass(frozen=True)
class Losses:
    """What one side lost in the attack.

    ``fleets`` and ``armies`` are own units of a known type; ``land_units`` are own units lost
    in the land combat, whose type the owner chooses (the flowchart says "unit"). ``ally_fleets``
    and ``ally_units`` are lost by the side's ally. ``unrest`` and ``ally_unrest`` count the
    unrest points taken for units lost in the land combat (soe 003 land).
    """

    fleets: int = 0
    armies: int = 0
    land_units: int = 0
    ally_fleets: int = 0
    ally_units: int = 0
    unrest: int = 0
    ally_unrest: int = 0

    def add(self, **changes: int) -> Losses:
        """A copy with ``changes`` added to the counts."""
        values = {key: getattr(self, key) + value for key, value in changes.items()}
        return Losses(**{**self.__dict__, **values})

    def to_json(self) -> dict[str, int]:
        """The losses as an outcome dict (``units`` = own units of any type)."""
        return {
            "units": self.fleets + self.armies + self.land_units,
            "fleets": self.fleets,
            "armies": self.armies,
            "land_units": self.land_units,
            "ally_fleets": self.ally_fleets,
            "ally_units": self.ally_units,
        }


def is_landlocked_name(region: str) -> bool:
    """Whether ``region`` is one of the two areas the flowchart names as having no sea, in any
    of the languages of :data:`LANDLOCKED_NAMES` (case and spacing aside)."""
    folded = " ".join(region.split()).casefold()
    return any(folded == name.casefold() for name in LANDLOCKED_NAMES)


def more(mine: int, theirs: int) -> bool:
    """The +1 for more training tiles: equal numbers give it to neither side (our reading)."""
    return mine > theirs


def side_label(side: str) -> Msg:
    """A side's translatable name."""
    return Msg(SIDE_NAMES[side])
