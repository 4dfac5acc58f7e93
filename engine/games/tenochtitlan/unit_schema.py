"""The declared keys of a Siege of Tenochtitlan unit, attacking or defending.

Unit values and terrain bonuses come from the player's own counters and chart (rules/sources.md
§4); their maxima are safety bounds (see schema.py).
"""

from __future__ import annotations

from ...messages import N_
from ...schema import Table, boolean, integer, listing, text
from . import rules as R
from .units import UNIT_NAMES, UNIT_TYPES

# Safety bounds (not rules numbers): see docs/scenarios/tenochtitlan.md, "Limits".
MAX_FACTOR = 20
MAX_ATTACKS_PER_UNIT = 8
MAX_BONUS = 10
MAX_TERRAIN_TYPES = 8  # terrain types of one hex


def _factor(key: str, label: str, help: str, rule: str, **more) -> object:
    return integer(
        key, label, help, maximum=MAX_FACTOR, bound="safety", from_chart=True, rule=rule, **more
    )


def _id(help: str) -> object:
    return text("id", N_("Id"), help, default="")


ATTACKER = Table(
    (
        _id(N_("the same id in several attacks is the same unit (default: its place in the file)")),
        text(
            "type",
            N_("Unit type"),
            N_("the attacking unit's type"),
            choices=UNIT_TYPES,
            choice_labels=UNIT_NAMES,
        ),
        _factor("attack", N_("Attack Factor"), N_("the Attack Factor on your counter"), R.COMBAT),
        _factor(
            "movement",
            N_("Movement Factor"),
            N_("the Movement Factor on your counter, compared for a retreat before combat"),
            R.RETREAT_BEFORE_COMBAT,
        ),
        boolean(
            "moved",
            N_("Moved"),
            N_("the unit moved this turn: melee only (brigantines may still fire)"),
            default=False,
            rule=R.COMBAT,
        ),
        boolean(
            "disordered",
            N_("Disordered"),
            N_("a disordered unit cannot attack: true is refused"),
            default=False,
            rule=R.DISORDERED,
        ),
        boolean(
            "in_range",
            N_("In range"),
            N_("the defender is within the unit's range: false is refused"),
            default=True,
            rule=R.COMBAT,
        ),
        boolean(
            "target_outside_zoc",
            N_("Target outside its ZOC"),
            N_(
                "the unit is in an enemy ZOC the defender does not exert: true is refused "
                "(our reading of the short rules, Kampf), except for brigantines and canoes, "
                "which ignore the ZOC of other units (Spezielle Regeln)"
            ),
            default=False,
            rule=R.COMBAT,
        ),
        boolean(
            "entered_no_attack_terrain",
            N_("Entered no-attack terrain"),
            N_("the unit entered terrain that forbids attacking this turn: true is refused"),
            default=False,
            rule=R.TERRAIN,
        ),
        boolean(
            "adjacent_to_vacated",
            N_("Next to the defender's hex"),
            N_("for the advance after combat (default: true in melee, false for ranged)"),
            default=None,
            rule=R.ADVANCE,
        ),
        boolean(
            "in_enemy_zoc",
            N_("In an enemy ZOC"),
            N_("for the advance: once the defender has left, the unit is in another enemy's ZOC"),
            default=False,
            rule=R.ADVANCE,
        ),
        integer(
            "attacks_allowed",
            N_("Attacks allowed"),
            N_(
                "attacks the unit may make this turn (more than 1 only if the unit or card says so)"
            ),
            default=1,
            minimum=1,
            maximum=MAX_ATTACKS_PER_UNIT,
            bound="safety",
            rule=R.COMBAT,
        ),
    )
)

DEFENDER = Table(
    (
        _id(
            N_("the same id in a later attack or pursuit is the same unit; its state carries over")
        ),
        text(
            "type",
            N_("Unit type"),
            N_("the defending unit's type, of the other side (required at its first appearance)"),
            default=None,
            choices=UNIT_TYPES,
            choice_labels=UNIT_NAMES,
        ),
        _factor(
            "defense",
            N_("Defense Factor"),
            N_("the Defense Factor on your counter (required at the unit's first appearance)"),
            R.COMBAT,
            default=None,
        ),
        _factor(
            "movement",
            N_("Movement Factor"),
            N_("the Movement Factor on your counter (required at the unit's first appearance)"),
            R.RETREAT_BEFORE_COMBAT,
            default=None,
        ),
        boolean(
            "disordered",
            N_("Disordered"),
            N_("the unit is disordered (default false); leave it out when it defended before"),
            default=None,
            rule=R.DISORDERED,
        ),
        boolean(
            "in_fort",
            N_("In a fort"),
            N_("the unit defends in a fort"),
            default=False,
            rule=R.TERRAIN,
        ),
        listing(
            "terrain_bonuses",
            N_("Terrain bonuses"),
            N_("the defence bonuses of the hex's terrain types; only the highest counts"),
            integer("bonus", N_("Bonus"), "", maximum=MAX_BONUS, bound="safety"),
            item_error=N_("expected whole numbers of 0 or more, got {value!r}"),
            max_items=MAX_TERRAIN_TYPES,
            bound="safety",
            from_chart=True,
            rule=R.TERRAIN,
        ),
        boolean(
            "retreat_possible",
            N_("Retreat possible"),
            N_("an empty hex 2 hexes away, not in an enemy ZOC, exists for a retreat"),
            default=True,
            rule=R.RETREATS,
        ),
    )
)
