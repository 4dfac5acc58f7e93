"""The units a scenario declares: refusing what seed 002 forbids, and counting them.

A unit may appear in several attacks under the same ``id``: as an attacker (only as often as
it may attack) or as a defender (whose state then carries over from attack to attack).
"""

from __future__ import annotations

from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...schema import Entry
from .units import (
    DEFENSIVE_FIRE_TYPES,
    FIRE_AFTER_MOVING,
    IGNORE_ZOC,
    Attacker,
    Defender,
)


class Roster:
    """The attacking and defending units declared so far, and the phase's limit."""

    def __init__(self, source: str):
        self.source = source
        self.phase = "combat"
        self.limit = 0
        self.units = 0  # distinct attacking units: what the limit counts
        # uid -> [first declaration, its path, appearances so far, attacks allowed]
        self.attackers: dict[str, list[Any]] = {}
        self.defenders: dict[str, tuple[Defender, str]] = {}

    def fail(self, key: str, message: str, **args: Any) -> InputError:
        """An InputError for ``key`` in the scenario file."""
        return InputError(self.source, key, Msg(message, **args))

    def attacker(self, table: Entry, kind: str) -> Attacker:
        """One attacking unit; refuse it if it may not make this attack."""
        given = table["id"]
        uid = given or table.prefix
        adjacent = table["adjacent_to_vacated"]
        unit = Attacker(
            uid,
            given or table["type"],
            table["type"],
            table["attack"],
            table["movement"],
            table["moved"],
            kind == "melee" if adjacent is None else adjacent,
            table["in_enemy_zoc"],
        )
        self._refuse_attacker(
            table,
            unit,
            kind,
            table["disordered"],
            table["in_range"],
            table["target_outside_zoc"],
            table["entered_no_attack_terrain"],
        )
        self._count(table, unit, table["attacks_allowed"])
        return unit

    def _refuse_attacker(
        self,
        table: Entry,
        unit: Attacker,
        kind: str,
        disordered: bool,
        in_range: bool,
        outside: bool,
        entered: bool,
    ) -> None:
        if disordered:
            raise table.fail(
                "disordered",
                Msg(
                    N_(
                        "a disordered unit cannot attack, defensive fire included, until it is "
                        "rallied (short rules, Desorganisierte Einheiten)"
                    )
                ),
            )
        if self.phase == "defensive-fire" and unit.type not in DEFENSIVE_FIRE_TYPES:
            raise table.fail(
                "type",
                Msg(
                    N_(
                        "{type} cannot use defensive fire: only {allowed} may (short rules, "
                        "Spezielle Regeln)"
                    ),
                    type=unit.type,
                    allowed=", ".join(DEFENSIVE_FIRE_TYPES),
                ),
            )
        if self.phase == "defensive-fire" and unit.moved:
            raise table.fail(
                "moved",
                Msg(
                    N_(
                        "no unit moves in the defensive fire phase, and the reacting player's "
                        "units have not moved this turn (short rules, Defensivfeuer)"
                    )
                ),
            )
        if unit.moved and kind == "ranged" and unit.type not in FIRE_AFTER_MOVING:
            raise table.fail(
                "moved",
                Msg(
                    N_(
                        "a unit that moved this turn may only make a melee attack on an adjacent "
                        "enemy, never a ranged attack (short rules, Kampf); only brigantines may "
                        "fire after moving (Spezielle Regeln)"
                    )
                ),
            )
        refusals = (
            (
                entered,
                "entered_no_attack_terrain",
                N_(
                    "the unit entered terrain this turn that forbids attacking in the turn it "
                    "is entered (short rules, Geländeeffekte)"
                ),
            ),
            (
                not in_range,
                "in_range",
                N_("the defender must be within the attacking unit's range (short rules, Kampf)"),
            ),
            (
                outside and unit.type not in IGNORE_ZOC,
                "target_outside_zoc",
                N_(
                    "a unit in an enemy ZOC may only attack units inside that ZOC (short "
                    "rules, Kampf), which we read as the units whose ZOC it is in"
                ),
            ),
        )
        for refused, key, message in refusals:
            if refused:
                raise table.fail(key, Msg(message))

    def _count(self, table: Entry, unit: Attacker, allowed: int) -> None:
        if unit.uid in self.defenders:
            raise table.fail(
                "id",
                Msg(N_("{id!r} is declared as a defender too; a unit cannot do both"), id=unit.uid),
            )
        seen = self.attackers.get(unit.uid)
        if seen is None:
            self.units += 1
            if self.units > self.limit:
                raise self._over_limit(table)
            self.attackers[unit.uid] = [unit, table.prefix, 1, allowed]
            return
        first, path, count, first_allowed = seen
        for key, mine, theirs in (
            ("type", unit.type, first.type),
            ("attack", unit.attack, first.attack),
            ("movement", unit.movement, first.movement),
            ("moved", unit.moved, first.moved),
            ("attacks_allowed", allowed, first_allowed),
        ):
            if mine != theirs:
                raise table.fail(
                    key,
                    Msg(
                        N_("unit {id!r} is declared with {key} = {value} at {path}"),
                        id=unit.uid,
                        key=key,
                        value=theirs,
                        path=path,
                    ),
                )
        if count >= first_allowed:
            raise table.fail(
                "id",
                Msg(
                    N_(
                        "unit {id!r} already attacks at {path}; a unit attacks once per turn "
                        "unless the unit itself or a card allows more (attacks_allowed; short "
                        "rules, Kampf)"
                    ),
                    id=unit.uid,
                    path=path,
                ),
            )
        seen[2] = count + 1

    def _over_limit(self, table: Entry) -> InputError:
        if self.phase == "defensive-fire":
            return self.fail(
                table.prefix,
                N_(
                    "at most 3 units may use defensive fire (short rules, Defensivfeuer); this "
                    "is unit number {number}"
                ),
                number=self.units,
            )
        return self.fail(
            table.prefix,
            N_(
                "over the card's attack limit ({limit}): this is attacking unit number "
                "{number}; the limit counts units, and each unit of a combined attack counts "
                "(short rules, Kampf and Kombinierte Angriffe)"
            ),
            limit=self.limit,
            number=self.units,
        )

    def defender(self, table: Entry, attacking_side: str) -> Defender:
        """One defending unit (a unit seen before keeps its type and factors)."""
        given = table["id"]
        uid = given or table.prefix
        earlier = self.defenders.get(uid)
        first = earlier[0] if earlier else None
        values = {}
        for key in ("type", "defense", "movement"):
            value = table[key]
            if value is None and first is None:
                raise table.fail(key, Msg(N_("missing (required)")))
            values[key] = getattr(first, key) if value is None else value
        if earlier is not None:
            self._same_defender(table, uid, earlier, **values)
        # seed 002, Rückzüge: a unit keeps its state from one attack to the next; a later
        # declaration starts from the first one's, and the earlier attacks' results apply on top
        disordered = first.disordered if first else bool(table["disordered"])
        defender = Defender(
            uid,
            given or values["type"],
            values["type"],
            values["defense"],
            values["movement"],
            disordered,
            table["in_fort"],
            tuple(table["terrain_bonuses"]),
            table["retreat_possible"],
        )
        if uid in self.attackers:
            raise table.fail(
                "id",
                Msg(N_("{id!r} is declared as an attacker too; a unit cannot do both"), id=uid),
            )
        if defender.side == attacking_side:
            raise table.fail(
                "type",
                Msg(
                    N_(
                        "{type} is a unit of the attacking side; an attack is made on an enemy "
                        "unit (short rules, Kampf)"
                    ),
                    type=values["type"],
                ),
            )
        if first is None:
            self.defenders[uid] = (defender, table.prefix)
        return defender

    def _same_defender(self, table: Entry, uid: str, earlier, **values: Any) -> None:
        first, path = earlier
        if table["disordered"] is not None:
            raise table.fail(
                "disordered",
                Msg(
                    N_(
                        "unit {id!r} already defends at {path}: its state carries over, so leave "
                        "this key out. It is disordered here if it was declared disordered "
                        "there or an earlier attack disordered it; a unit flips back only in "
                        "the rally phase, after every attack (short rules, Rückzüge and "
                        "Neuorganisation)"
                    ),
                    id=uid,
                    path=path,
                ),
            )
        for key, mine in values.items():
            theirs = getattr(first, key)
            if mine != theirs:
                raise table.fail(
                    key,
                    Msg(
                        N_("unit {id!r} is declared with {key} = {value} at {path}"),
                        id=uid,
                        key=key,
                        value=theirs,
                        path=path,
                    ),
                )
