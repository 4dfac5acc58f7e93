"""Checking a ``tenochtitlan/combat`` scenario's attacks, and refusing what seed 002 forbids.

Every problem is an InputError naming the file, the key and the reason (CLI exit 2).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...messages import N_, Msg
from ...schema import Entry
from .roster import Roster
from .rules import DEFENSIVE_FIRE_LIMIT, may_advance, may_retreat_before_combat
from .units import (
    ARTILLERY_IN_COMBAT,
    NOT_COUNTED_FOR_VICTORY,
    UNIT_SIDE,
    Attack,
    Attacker,
    Bonus,
    Defender,
    Pursuit,
)


@dataclass(frozen=True)
class Scenario:
    """A validated scenario: the phase, its limit and bonuses, and the attacks in order."""

    phase: str
    limit: int
    bonuses: tuple[Bonus, ...]
    card_name: str
    attacks: tuple[Attack, ...]
    units_counted: int  # distinct attacking units: what the limit counts
    spanish_units: int | None
    seed: int


def read_scenario(values: dict[str, Any], source: str) -> Scenario:
    """Check a validated scenario's attacks against each other and against the rules."""
    return _Reader(source).read(values)


class _Reader(Roster):
    """Checks the card and each attack; the units go through :class:`Roster`."""

    def __init__(self, source: str):
        super().__init__(source)
        self.side: str | None = None

    # -- the top level -------------------------------------------------------------------
    def read(self, values: dict[str, Any]) -> Scenario:
        root = Entry(self.source, values, "")
        self.phase = values["phase"]
        bonuses: tuple[Bonus, ...] = ()
        name = ""
        if self.phase == "combat":
            card = values["card"]
            self.limit = card["attack_limit"]
            name = card["name"]
            bonuses = tuple(Bonus(b["applies_to"], b["value"]) for b in card["bonuses"])
        else:
            # seed 002, Defensivfeuer: the reacting player fires with up to three units; the
            # seed ties defensive fire to no card, so the active card's limit and bonuses do
            # not apply to it (the schema refuses a [card] table there).
            self.limit = DEFENSIVE_FIRE_LIMIT
        attacks = tuple(
            self._attack(table, number) for number, table in enumerate(root.subs("attacks"), 1)
        )
        self._check_bonus_sides(bonuses)
        self._check_spanish_count(attacks, values["spanish_units"])
        attacks = _named_where_needed(attacks)
        return Scenario(
            self.phase,
            self.limit,
            bonuses,
            name,
            attacks,
            self.units,
            values["spanish_units"],
            values["seed"],
        )

    def _check_spanish_count(self, attacks: tuple[Attack, ...], count: int | None) -> None:
        """The Spanish units attacked (allies aside) are among the Spanish units on the board:
        the victory check never counts below zero."""
        attacked = {
            (attack.defender.type, attack.defender.uid)
            for attack in attacks
            if attack.defender.side == "spanish"
            and attack.defender.type not in NOT_COUNTED_FOR_VICTORY
        }
        if count is not None and len(attacked) > count:
            raise self.fail(
                "spanish_units",
                N_(
                    "the attacks target {attacked} different Spanish units, more than the "
                    "{count} Spanish units on the board"
                ),
                attacked=len(attacked),
                count=count,
            )

    def _check_bonus_sides(self, bonuses: tuple[Bonus, ...]) -> None:
        for index, bonus in enumerate(bonuses):
            if bonus.applies_to != "all" and UNIT_SIDE[bonus.applies_to] != self.side:
                raise self.fail(
                    f"card.bonuses[{index}].applies_to",
                    N_(
                        "{type} is not a unit of the attacking side ({side}); the card's "
                        "bonuses apply to the active player's attacks"
                    ),
                    type=bonus.applies_to,
                    side=self.side,
                )

    # -- one attack --------------------------------------------------------------------------
    def _attack(self, table: Entry, number: int) -> Attack:
        kind = table["kind"]
        units = table.subs("attackers")
        attackers = tuple(self.attacker(unit, kind) for unit in units)
        if len(attackers) == 2 and attackers[0].uid == attackers[1].uid:
            raise table.fail(
                "attackers[1].id",
                Msg(
                    N_(
                        "a combined attack is made by 2 different units (short rules, Kombinierte "
                        "Angriffe)"
                    )
                ),
            )
        side = UNIT_SIDE[attackers[0].type]
        if len(attackers) == 2 and UNIT_SIDE[attackers[1].type] != side:
            raise table.fail(
                "attackers[1].type",
                Msg(N_("both units of a combined attack belong to the same side")),
            )
        if self.side is None:
            self.side = side
        elif side != self.side:
            raise table.fail(
                "attackers[0].type",
                Msg(
                    N_("all attacks of a phase are made by one side; earlier attacks are {side}"),
                    side=self.side,
                ),
            )
        defender = self.defender(table.sub("defender"), side)
        through = self._line_of_sight(table, kind, attackers)
        pursuit = None
        if table["pursuit"] is not None:
            pursuit = self._pursuit(table.sub("pursuit"), kind, attackers, defender)
        return Attack(number, kind, attackers, defender, through, pursuit)

    def _line_of_sight(self, table: Entry, kind: str, attackers: tuple[Attacker, ...]) -> bool:
        sight = table["line_of_sight"]
        if sight == "clear":
            return False
        if sight == "blocked" or not all(u.type in ARTILLERY_IN_COMBAT for u in attackers):
            # seed 002, Sichtlinie (LOS): no ranged attack through a blocked line of sight;
            # only artillery may fire through units, under conditions our sources lack.
            raise table.fail(
                "line_of_sight",
                Msg(
                    N_(
                        "no ranged attack is possible with a blocked line of sight; only "
                        "artillery may fire through units (short rules, Sichtlinie)"
                    )
                ),
            )
        return True

    def _pursuit(
        self,
        table: Entry,
        kind: str,
        attackers: tuple[Attacker, ...],
        defender: Defender,
    ) -> Pursuit:
        where = table.prefix
        if not may_retreat_before_combat(kind, attackers, defender, defender.disordered):
            raise self.fail(
                where,
                N_(
                    "a re-attack follows only a retreat before combat, and this defender "
                    "cannot retreat before combat: that needs a melee attack, a Movement "
                    "Factor higher than the attackers' (short rules, Rückzug vor dem Kampf; "
                    "with two attackers we read it as higher than each one's), "
                    "retreat_possible = true and, by our reading, a defender that is not "
                    "disordered"
                ),
            )
        if not any(may_advance(unit) for unit in attackers):
            raise self.fail(
                where,
                N_(
                    "no attacker of this attack can advance: only infantry or cavalry that is "
                    "adjacent to the vacated hex and not in an enemy ZOC (short rules, Rückzüge)"
                ),
            )
        target = self.defender(table.sub("defender"), UNIT_SIDE[attackers[0].type])
        return Pursuit(target, table["in_enemy_zoc"])


def _named_where_needed(attacks: tuple[Attack, ...]) -> tuple[Attack, ...]:
    """The attacks with each unit shown by its type alone where no other unit of the scenario
    has that type: an id is shown ("Aztec warriors (north)") only to tell units apart. The id
    stays the unit's name in the outcome. A pursuit's defender counts too (often the unit that
    just retreated, the same id)."""
    uids: dict[str, set[str]] = {}
    for attack in attacks:
        pursued = (attack.pursuit.defender,) if attack.pursuit is not None else ()
        for unit in (*attack.attackers, attack.defender, *pursued):
            uids.setdefault(unit.type, set()).add(unit.uid)

    def plain(unit):
        alone = len(uids[unit.type]) == 1
        return replace(unit, show_name=False) if alone else unit

    def pursuit(found):
        return None if found is None else replace(found, defender=plain(found.defender))

    return tuple(
        replace(
            attack,
            attackers=tuple(plain(unit) for unit in attack.attackers),
            defender=plain(attack.defender),
            pursuit=pursuit(attack.pursuit),
        )
        for attack in attacks
    )
