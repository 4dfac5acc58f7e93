"""The CCC land combat's LC DR modifiers (seed 000 step 4): the player's chart modifiers and
cards, shore bombardment and the colony's fortification, and the final LC DR's distribution."""

from __future__ import annotations

from ...answers import Modifier, ModifierReport
from ...dist import Dist, die, nfold
from ...messages import N_, Msg
from .common import SIDES, ChartModifier, chart_source, other
from .land_forces import FORTIFICATION_NAMES, Bombardment, shore_bombardment

CONDITION_RULES = {
    "cavalry-charge": "ccc 000 step 2",
    "enemy-cavalry-charge": "ccc 000 step 2",
    "siege-bonus": "ccc 000 step 3",
}


class LandModifiers:
    """Mixed into :class:`.land_state.LandCombatState` (``self`` is the state)."""

    def bombardment(self) -> dict[str, Bombardment]:
        """Both sides' shore bombardment (checked when the scenario was read)."""
        return shore_bombardment(self.army_map(), self.colony, self.rounding)

    def side_modifiers(self, side: str) -> list[Modifier]:
        """Everything added to a side's two dice in step 4, with source and rule."""
        mods = [
            Modifier(side, self._source(mod), mod.value, self._rule(mod))
            for mod in self.army(side).modifiers
            if self.condition_met(side, mod.requires)
        ]
        if self.avatar_alone(side):
            return mods
        shot = self.bombardment()[side]
        if shot.ships_cf or self.army(other(side)).bombardment_cf:
            source = Msg(
                N_(
                    "shore bombardment: {percent}% of ships' CF {cf} = {value}, less the "
                    "other side's {enemy}, then at most {cap} (own combat units; this order "
                    "is our reading)"
                ),
                percent=shot.percent,
                cf=shot.ships_cf,
                value=shot.value,
                enemy=self.bombardment()[other(side)].value,
                cap=shot.cap,
            )
            mods.append(Modifier(side, source, shot.bonus, "ccc 000 step 4"))
        if side == "defender" and self.fortification_counts():
            source = Msg(
                N_("red value of the colony's {fortification} (European owner)"),
                fortification=Msg(FORTIFICATION_NAMES[self.colony.fortification]),
            )
            mods.append(Modifier(side, source, self.colony.fortification_value, "ccc 000 step 4"))
        return mods

    def avatar_alone(self, side: str) -> bool:
        """ccc 000 sides: an allied avatar defends, and "only his skills" modify the defender's
        LC DR. Read literally: the colony's fortification and the defender's shore bombardment
        are not his, so they add nothing (its ships still reduce the attacker's bombardment)."""
        return side == "defender" and self.army(side).allied_avatar

    def fortification_counts(self) -> bool:
        """A European defender adds its palisade's (or better) red value to its LC DR."""
        colony = self.colony
        return bool(colony and colony.fortified and self.army("defender").kind == "european")

    def _source(self, mod: ChartModifier) -> Msg:
        if mod.requires == "siege-bonus":  # its size is not in our sources: the player's value
            return Msg(
                N_("{source} (siege bonus: your value, from your rulebook)"), source=mod.source
            )
        if mod.requires.startswith("card:"):
            return Msg(
                N_("{source} (card {card}, from its text)"),
                source=mod.source,
                card=self._card_name(mod.requires[5:]),
            )
        return chart_source(mod)

    def _rule(self, mod: ChartModifier) -> str:
        if mod.requires.startswith("card:"):
            return "ccc 000 cards"
        return CONDITION_RULES.get(mod.requires, "ccc 000 step 4")

    def total(self, side: str) -> int:
        """The sum of a side's LC DR modifiers."""
        return sum(mod.value for mod in self.side_modifiers(side))

    def modifiers(self) -> ModifierReport:
        """Both sides' LC DR modifiers and totals."""
        mods = tuple(mod for side in SIDES for mod in self.side_modifiers(side))
        totals = tuple((side, self.total(side)) for side in SIDES)
        label = (
            Msg(N_("LC DR modifiers (added to two dice)"))
            if self.pn is None
            else Msg(
                N_("LC DR modifiers (added to two dice; the final DR is at least PN = {pn})"),
                pn=self.pn,
            )
        )
        return ModifierReport(label, mods, totals)

    def final_dr(self, side: str, dice_sum: int) -> int:
        """Two dice plus modifiers, never below PN when the scenario gives PN."""
        value = dice_sum + self.total(side)
        return value if self.pn is None else max(self.pn, value)

    def dr_dist(self, side: str) -> Dist:
        """Exact distribution of a side's final LC DR."""
        return nfold(die(), 2).map(lambda total: self.final_dr(side, total))
