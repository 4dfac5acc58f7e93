"""The combat phase state and what it derives: the current attack, its modifiers and its die."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from ...answers import CardStatus, DiceGroup, Modifier, ModifierReport, StepInfo
from ...messages import N_, Msg
from ...procedure import State
from . import rules as R
from .units import Attack, Attacker, Bonus, Defender, bonus_target, side_msg

PROCEDURE = "tenochtitlan/combat"


def _step(slug: str, number: str, title: str, rule: str) -> StepInfo:
    return StepInfo(f"{PROCEDURE}#{slug}", Msg(title), rule, number)


# seed 002, Spielzugübersicht: draw card, movement, defensive fire, combat, rally; then the
# victory conditions. The turn outline and victory are reference steps around the combat steps.
STEPS = (
    _step("draw-card", "1", N_("Draw a card"), R.DRAW_CARDS),
    _step("movement", "2", N_("Movement"), R.MOVEMENT),
    _step("defensive-fire", "3", N_("Defensive fire"), R.DEFENSIVE_FIRE),
    _step("declare", "4.1", N_("Combat: declare an attack"), R.COMBAT),
    _step("retreat-before-combat", "4.2", N_("Retreat before combat"), R.RETREAT_BEFORE_COMBAT),
    _step("roll", "4.3", N_("Attack roll"), R.COMBAT_PROCEDURE),
    _step("result", "4.4", N_("Combat result"), R.COMBAT_RESULTS),
    _step("advance", "4.5", N_("Advance after combat"), R.ADVANCE),
    _step("rally", "5", N_("Rally disordered units"), R.RALLY),
    _step("victory", "", N_("Victory conditions"), R.VICTORY),
)
STEP_BY_SLUG = {info.id.split("#")[1]: info for info in STEPS}
# Rules the log cites besides the steps' own.
EXTRA_RULES = (R.COMBINED, R.CARD_BONUSES, R.TERRAIN, R.RETREATS, R.SPECIAL, R.LOS, R.DISORDERED)


def step_id(slug: str) -> str:
    """The full id of a step slug."""
    return f"{PROCEDURE}#{slug}"


@dataclass(frozen=True, kw_only=True)
class CombatState(State):
    """A Siege of Tenochtitlan combat or defensive fire phase in progress (seed 002)."""

    PROCEDURE = PROCEDURE
    STEPS = STEPS

    phase: str = "combat"
    limit: int = 0
    bonuses: tuple[Bonus, ...] = ()
    card_name: str = ""
    attacks: tuple[Attack, ...] = ()
    units_counted: int = 0
    spanish_units: int | None = None
    # progress
    index: int = 0  # the attack being resolved
    pursuing: bool = False  # resolving the re-attack after a retreat before combat
    advancer: int = -1  # which attacker advanced (and re-attacks)
    stage: str = ""  # "", "ask-retreat", "roll", "ask-advance"
    raw: str = ""  # the die's result before the changes of the result step
    status: tuple[tuple[str, str], ...] = ()  # defender uid -> "disordered" / "eliminated"
    spanish_lost: int = 0
    records: tuple[str, ...] = ()  # JSON of each finished attack
    current: str = "{}"  # JSON of the attack in progress
    finished: bool = False

    # -- the current attack -------------------------------------------------------------
    def step_slug(self) -> str:
        """The current step without the procedure prefix."""
        return self.step.split("#", 1)[1]

    def in_attack(self) -> bool:
        """Whether an attack is being resolved now."""
        return not self.finished and self.index < len(self.attacks)

    def attack(self) -> Attack:
        """The declared attack being resolved."""
        return self.attacks[self.index]

    def kind(self) -> str:
        """melee or ranged (a re-attack is always melee)."""
        return "melee" if self.pursuing else self.attack().kind

    def units(self) -> tuple[Attacker, ...]:
        """The attacking units, the primary first (the advanced unit when re-attacking)."""
        attack = self.attack()
        if not self.pursuing:
            return attack.attackers
        unit = attack.attackers[self.advancer]
        # it has just advanced, so a melee attacker adjacent to its target
        return (
            replace(
                unit,
                moved=True,
                adjacent_to_vacated=True,
                in_enemy_zoc=attack.pursuit.in_enemy_zoc,
            ),
        )

    def target(self) -> Defender:
        """The defending unit."""
        attack = self.attack()
        return attack.pursuit.defender if self.pursuing else attack.defender

    def unit_status(self, uid: str) -> str | None:
        """What earlier attacks did to a defending unit: disordered, eliminated or None."""
        return dict(self.status).get(uid)

    def target_disordered(self) -> bool:
        """Whether the defender is disordered now (declared, or by an earlier attack)."""
        target = self.target()
        return self.unit_status(target.uid) is not None or target.disordered

    def attack_value(self) -> int:
        """The attack value before the die."""
        return R.attack_total(self.units(), self.bonuses)

    def defence_value(self) -> int:
        """DF plus the highest terrain bonus."""
        return R.defence_total(self.target())

    def needed(self) -> tuple[int, int]:
        """The lowest faces giving the DF+1 and the DF+2 result (may lie outside 1-6)."""
        base = self.defence_value() - self.attack_value()
        return base + 1, base + 2

    def side(self) -> str:
        """The attacking side."""
        return self.attack().side

    # -- what the walkthrough shows -------------------------------------------------------
    def cards(self) -> tuple[CardStatus, ...]:
        """The active card of the combat phase, from the set-up: never played during the battle,
        in force all along (its attack limit and bonuses; seed 002, Kampf)."""
        if self.phase != "combat" or not self.attacks:
            return ()
        side = self.attacks[0].side
        name = Msg("{card}", card=self.card_name) if self.card_name else Msg(N_("active card"))
        reason = Msg(N_("in force all along, from the set-up: at most {limit} attacking units"),
                     limit=self.limit)  # fmt: skip
        for bonus in self.bonuses:
            each = Msg(N_("{value:+d} for {target}"), value=bonus.value, target=bonus_target(bonus))
            reason = Msg(N_("{before}; {bonus}"), before=reason, bonus=each)
        return (
            CardStatus("tenochtitlan.card.active", name, side, "attacker", False, reason, None,
                       R.COMBAT, side_msg(side)),
        )  # fmt: skip

    def modifiers(self) -> ModifierReport | None:
        """The attack value's pieces against the defence's, each with its rule."""
        if not self.in_attack():
            return None
        units, target = self.units(), self.target()
        mods = [
            Modifier(
                "attacker",
                Msg(N_("Attack Factor of {unit}"), unit=units[0].label()),
                units[0].attack,
                R.COMBAT_PROCEDURE,
            )
        ]
        if len(units) == 2:
            mods.append(
                Modifier(
                    "attacker",
                    Msg(N_("second unit of a combined attack: {unit}"), unit=units[1].label()),
                    1,
                    R.COMBINED,
                )
            )
        mods += [self._bonus_modifier(bonus, units[0]) for bonus in self.bonuses]
        mods.append(
            Modifier(
                "defender",
                Msg(N_("Defense Factor of {unit}"), unit=target.label()),
                target.defense,
                R.COMBAT_RESULTS,
            )
        )
        if target.terrain_bonuses:
            mods.append(self._terrain_modifier(target))
        totals = (("attacker", self.attack_value()), ("defender", self.defence_value()))
        return ModifierReport(
            Msg(N_("attack value before the die, against defence")),
            tuple(mods),
            totals,
            side_labels=(
                ("attacker", Msg(N_("attack value before the die"))),
                ("defender", Msg(N_("defence"))),
            ),
        )

    def _bonus_modifier(self, bonus: Bonus, primary: Attacker) -> Modifier:
        applies = R.bonus_applies(bonus, primary)
        target = bonus_target(bonus)
        source = (
            Msg(N_("card bonus for {target}"), target=target)
            if applies
            else Msg(
                N_(
                    "card bonus for {target}: by our reading it does not apply, as the primary "
                    "attacker is {unit}"
                ),
                target=target,
                unit=primary.label(),
            )
        )
        return Modifier("attacker", source, bonus.value if applies else 0, R.CARD_BONUSES)

    def _terrain_modifier(self, target: Defender) -> Modifier:
        best = R.terrain_bonus(target)
        rest = list(target.terrain_bonuses)
        rest.remove(best)
        if not rest:
            return Modifier("defender", Msg(N_("terrain bonus")), best, R.TERRAIN)
        return Modifier(
            "defender",
            Msg(
                N_("terrain: only the highest bonus counts (not added: {others})"),
                others=", ".join(f"+{value}" for value in rest),
            ),
            best,
            R.TERRAIN,
        )

    def dice(self) -> tuple[DiceGroup, ...]:
        """One six-sided die for the attack (seed 002, Kampfprozedur)."""
        low = self.needed()[0]
        hit_min = max(low, 1) if low <= 6 else None
        label = Msg(
            N_("{side}: attack die ({attack} + 1d6 against {defence})"),
            side=side_msg(self.side()),
            attack=self.attack_value(),
            defence=self.defence_value(),
        )
        return (DiceGroup("attacker", label, 1, 6, hit_min, hits=False),)  # (no hits: results)

    # -- the record of the attack in progress ----------------------------------------------
    def record(self) -> dict[str, Any]:
        """The outcome entry of the attack in progress."""
        return json.loads(self.current)

    def with_record(self, **fields: Any) -> dict[str, Any]:
        """The record with ``fields`` set on the attack (or on its re-attack when pursuing)."""
        record = self.record()
        (record["re_attack"] if self.pursuing else record).update(fields)
        return record

    def entry(self) -> dict[str, Any]:
        """A fresh outcome entry for the current attack (or re-attack)."""
        entry: dict[str, Any] = {
            "attackers": [unit.name for unit in self.units()],
            "target": self.target().name,
            "kind": self.kind(),
            "attack": self.attack_value(),
            "defense": self.defence_value(),
            "made": True,
            "retreat_before_combat": False,
            "result": "no-effect",
            "advanced": None,
        }
        if not self.pursuing:
            entry = {"number": self.attack().number, **entry}
            if self.attack().pursuit is not None:
                entry["re_attack"] = None
        return entry
