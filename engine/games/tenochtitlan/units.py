"""Unit types, sides and the declared units of a Siege of Tenochtitlan combat scenario.

Unit values (Attack, Defense and Movement Factor), terrain bonuses and cards are not in our
sources (rules/sources.md §4): every number here comes from the scenario, never from a table.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import N_, Msg

# seed 002, Spielaufbau / Siegbedingungen / Spezielle Regeln: the unit types the seed names.
SPANISH_TYPES = (
    "infantry",
    "cavalry",
    "artillery",
    "arquebusiers",
    "crossbowmen",
    "brigantine",
    "tlaxcalan-allies",
)
AZTEC_TYPES = ("aztec-warriors", "aztec-bowmen", "canoe")
UNIT_TYPES = SPANISH_TYPES + AZTEC_TYPES
UNIT_SIDE = {**{t: "spanish" for t in SPANISH_TYPES}, **{t: "aztec" for t in AZTEC_TYPES}}

# seed 002, Spezielle Regeln: brigantines count as artillery in combat.
ARTILLERY_IN_COMBAT = frozenset({"artillery", "brigantine"})
# seed 002, Spezielle Regeln: brigantines may make ranged attacks after moving.
FIRE_AFTER_MOVING = frozenset({"brigantine"})
# seed 002, Spezielle Regeln: brigantines and canoes ignore the ZOC of other units, so an enemy
# ZOC they stand in does not limit their targets (Kampf) either.
IGNORE_ZOC = frozenset({"brigantine", "canoe"})
# seed 002, Spezielle Regeln: the water units (on lake hexes); every other type is a land unit.
WATER_TYPES = frozenset({"brigantine", "canoe"})
# seed 002, Spezielle Regeln (last rule): the only types that may use defensive fire.
DEFENSIVE_FIRE_TYPES = ("aztec-bowmen", "artillery", "arquebusiers", "crossbowmen", "brigantine")
# seed 002, Rückzüge: only an attacking infantry or cavalry unit may advance after combat.
ADVANCE_TYPES = frozenset({"infantry", "cavalry"})
# seed 002, Siegbedingungen: Tlaxcalan allies do not count for the Aztec victory.
NOT_COUNTED_FOR_VICTORY = frozenset({"tlaxcalan-allies"})

UNIT_NAMES = {
    "infantry": N_("Spanish infantry"),
    "cavalry": N_("Spanish cavalry"),
    "artillery": N_("Spanish artillery"),
    "arquebusiers": N_("Arquebusiers"),
    "crossbowmen": N_("Crossbowmen"),
    "brigantine": N_("Brigantine"),
    "tlaxcalan-allies": N_("Tlaxcalan allies"),
    "aztec-warriors": N_("Aztec warriors"),
    "aztec-bowmen": N_("Aztec bowmen"),
    "canoe": N_("Canoe"),
}
SIDE_NAMES = {"spanish": N_("Spanish"), "aztec": N_("Aztec")}


def across_shore(attackers, target) -> bool:
    """Whether an attack sets land against water units (seed 002, Spezielle Regeln: they attack
    each other from adjacent hexes)."""
    kinds = {unit.type in WATER_TYPES for unit in (*attackers, target)}
    return len(kinds) > 1


def other_side(side: str) -> str:
    """The opposing side."""
    return "aztec" if side == "spanish" else "spanish"


def side_msg(side: str) -> Msg:
    """A side's translatable name."""
    return Msg(SIDE_NAMES[side])


@dataclass(frozen=True)
class Attacker:
    """An attacking unit as declared for one attack."""

    uid: str  # the unit's identity (its ``id`` key, or its place in the file)
    name: str  # what the log and the outcome call it: its id if given, else its type
    type: str
    attack: int
    movement: int
    moved: bool = False
    adjacent_to_vacated: bool = True
    in_enemy_zoc: bool = False
    show_name: bool = True  # False when no other unit has its type: the type says which

    def label(self) -> Msg:
        """The unit for messages: its type, and its id when it tells units of a type apart."""
        return unit_label(self.type, self.name if self.show_name else self.type)


@dataclass(frozen=True)
class Defender:
    """The defending unit of one attack, as it stands when the attack is made."""

    uid: str
    name: str
    type: str
    defense: int
    movement: int
    disordered: bool = False  # as declared at the unit's first appearance
    in_fort: bool = False
    terrain_bonuses: tuple[int, ...] = ()
    retreat_possible: bool = True
    show_name: bool = True  # as Attacker.show_name

    def label(self) -> Msg:
        """The unit for messages."""
        return unit_label(self.type, self.name if self.show_name else self.type)

    @property
    def side(self) -> str:
        """The side the unit belongs to."""
        return UNIT_SIDE[self.type]


@dataclass(frozen=True)
class Pursuit:
    """The melee re-attack declared for the case that the defender retreats before combat."""

    defender: Defender
    in_enemy_zoc: bool = False  # the advanced unit, after the re-attack


@dataclass(frozen=True)
class Attack:
    """One declared attack: melee or ranged, by 1 or 2 units, on one enemy unit."""

    number: int
    kind: str  # "melee" or "ranged"
    attackers: tuple[Attacker, ...]
    defender: Defender
    through_units: bool = False  # ranged artillery fire with only units blocking the LOS
    pursuit: Pursuit | None = None

    @property
    def side(self) -> str:
        """The attacking side."""
        return UNIT_SIDE[self.attackers[0].type]


@dataclass(frozen=True)
class Bonus:
    """A card bonus to the attack value: for every attack, or for attacks of one unit type."""

    applies_to: str  # "all" or a unit type
    value: int


def bonus_target(bonus: Bonus) -> Msg:
    """What a card bonus counts for: all attacks, or attacks of one unit type (by its name)."""
    return Msg(N_("all attacks") if bonus.applies_to == "all" else UNIT_NAMES[bonus.applies_to])


def unit_label(unit_type: str, name: str) -> Msg:
    """A unit's type name, followed by its id when it has one."""
    if name == unit_type:
        return Msg(UNIT_NAMES[unit_type])
    return Msg(N_("{type} ({name})"), type=Msg(UNIT_NAMES[unit_type]), name=name)
