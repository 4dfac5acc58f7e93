"""The field battle state and what it derives: the step list, dice counts and modifiers.

What it says of each card in hand is in card_status.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...answers import DiceGroup, Modifier, ModifierReport, StepInfo
from ...messages import N_, Msg
from ...procedure import State
from .cards import CARDS
from .effects import card_dice
from .forces import POWER_NAMES, SIDE_NAMES, Force, other

PROCEDURE = "his/field-battle"


def _step(slug: str, number: str, title: str, rule: str) -> StepInfo:
    return StepInfo(f"{PROCEDURE}#{slug}", Msg(title), rule, number)


STEPS = (
    _step("withdraw", "", N_("Retreat into fortifications"), "his 001 fortifications"),
    _step("responses", "1", N_("Response cards"), "his 001 step 1"),
    _step("attacker-dice", "2", N_("Attacker's dice"), "his 001 step 2"),
    _step("defender-dice", "3", N_("Defender's dice"), "his 001 step 3"),
    _step("attacker-cards", "4", N_("Attacker's combat cards"), "his 001 step 4"),
    _step("defender-cards", "5", N_("Defender's combat cards"), "his 001 step 5"),
    _step("roll", "6", N_("Roll dice"), "his 001 step 6"),
    _step("janissaries", "7", N_("Janissaries"), "his 001 step 7"),
    _step("winner", "8", N_("Winner"), "his 001 step 8"),
    _step("casualties", "9", N_("Casualties"), "his 001 step 9"),
    _step("captured-leaders", "10", N_("Captured leaders"), "his 001 step 10"),
    _step("retreat", "11", N_("Retreat"), "his 001 step 11"),
    _step("siege-check", "12", N_("Siege check"), "his 001 step 12"),
)
STEP_BY_SLUG = {info.id.split("#")[1]: info for info in STEPS}


def step_id(slug: str) -> str:
    """The full id of a step slug."""
    return f"{PROCEDURE}#{slug}"


def power_msg(power: str) -> Msg:
    """A power's translatable name."""
    return Msg(POWER_NAMES[power])


def side_msg(side: str) -> Msg:
    """A side's translatable name."""
    return Msg(SIDE_NAMES[side])


@dataclass(frozen=True, kw_only=True)
class FieldBattleState(State):
    """A Here I Stand field battle in progress (seed 001)."""

    PROCEDURE = PROCEDURE
    STEPS = STEPS

    forces: tuple[Force, Force]  # attacker, defender (after card effects)
    fortified: bool = False
    defender_controls_space: bool = True
    attacker_cp: int = 0
    via_pass: bool = False
    in_fortifications: int = 0
    can_retreat: tuple[bool, bool] = (True, True)
    janissaries_used: bool = False
    # progress
    stage: str = ""  # sub-stage within a step (who is asked, which roll)
    declarer: int = 0  # index into the current step's list of declaring powers
    passed: tuple[str, ...] = ()  # powers that passed at the current card step
    played: tuple[tuple[str, str, str], ...] = ()  # (card, side, power)
    hits: tuple[int, int] = (0, 0)
    rolled: tuple[int, int] = (0, 0)  # dice actually rolled by each side
    first_hits: int = 0  # hits of a Surprise Attack roll, applied before the other side counts
    result: str = "{}"  # JSON of the result, filled in as the battle ends
    finished: bool = False

    def step_slug(self) -> str:
        """The current step without the procedure prefix."""
        return self.step.split("#", 1)[1]

    # -- forces --------------------------------------------------------------------------
    def force(self, side: str) -> Force:
        """The attacker's or the defender's force."""
        return self.forces[0 if side == "attacker" else 1]

    def force_map(self) -> dict[str, Force]:
        """Both forces by side."""
        return {"attacker": self.forces[0], "defender": self.forces[1]}

    def surprise_side(self) -> str | None:
        """The side that played Surprise Attack, if any."""
        for card, side, _power in self.played:
            if card == "surprise-attack":
                return side
        return None

    def units_counting(self, side: str) -> int:
        """Units that count for dice: after a Surprise Attack, the target counts its survivors."""
        units = self.force(side).units
        if self.surprise_side() == other(side):
            units = max(0, units - self.first_hits)  # first_hits is 0 until the first roll
        return units

    def side_rolls(self, side: str) -> bool:
        """Whether ``side`` rolls at step 6.

        Reading (rules/sources.md §6): a side with no land units at the roll rolls no dice at
        all (its leader's rating and the defender's +1 add to a roll it does not make), loses
        the battle and has its leaders captured (step 10). Surprise Attack's own text, "the
        opponent does not roll", is the same rule for a side it wipes out.
        """
        return self.units_counting(side) > 0

    # -- dice -----------------------------------------------------------------------------
    def dice_modifiers(self, side: str) -> list[Modifier]:
        """Where a side's dice come from (steps 2-5)."""
        rule = "his 001 step 2" if side == "attacker" else "his 001 step 3"
        if not self.side_rolls(side):
            return [
                Modifier(
                    side, Msg(N_("no land units: by our reading this side does not roll")), 0, rule
                )
            ]
        mods = [Modifier(side, Msg(N_("land units")), self.units_counting(side), rule)]
        leader = self.force(side).best_leader()
        if leader is not None:
            mods.append(
                Modifier(
                    side,
                    Msg(N_("best leader: {leader}"), leader=leader.label()),
                    leader.rating,
                    rule,
                )
            )
        if side == "defender":
            mods.append(Modifier(side, Msg(N_("defending")), 1, rule))
        for card, player_side, power in self.played:
            for target, dice, hit_min in card_dice(card, power, player_side):
                if target == side:
                    source = Msg(CARDS[card].name)
                    if hit_min != 5:
                        source = Msg(
                            N_("{card} (these dice hit on {low}-6)"), card=source, low=hit_min
                        )
                    mods.append(Modifier(side, source, dice, CARDS[card].rule))
        for card, player_side, _power in self.played:
            if card == "janissaries" and player_side == side:
                mods.append(Modifier(side, Msg(CARDS[card].name), 5, CARDS[card].rule))
        return mods

    def dice_pools(self, side: str) -> list[tuple[int, int]]:
        """(count, hit_min) pools the side rolls at step 6 (a count never drops below 0)."""
        if not self.side_rolls(side):
            return []
        leader = self.force(side).best_leader()
        normal = self.units_counting(side) + (leader.rating if leader else 0)
        normal += 1 if side == "defender" else 0
        special = []
        for card, player_side, power in self.played:
            for target, dice, hit_min in card_dice(card, power, player_side):
                if target != side:
                    continue
                if hit_min == 5:
                    normal += dice
                else:
                    special.append((dice, hit_min))
        return [(max(0, normal), 5)] + special

    def dice_total(self, side: str) -> int:
        """How many dice the side rolls at step 6."""
        return sum(count for count, _ in self.dice_pools(side))

    def modifiers(self) -> ModifierReport:
        """Both sides' dice with their sources."""
        mods = tuple(self.dice_modifiers("attacker") + self.dice_modifiers("defender"))
        totals = tuple(
            (side, sum(count for count, _ in self.dice_pools(side)) + self._janissary_dice(side))
            for side in ("attacker", "defender")
        )
        return ModifierReport(Msg(N_("dice")), mods, totals)

    def _janissary_dice(self, side: str) -> int:
        return sum(5 for card, s, _ in self.played if card == "janissaries" and s == side)

    def roll_groups(self) -> tuple[DiceGroup, ...]:
        """Dice groups of the pending roll, attacker first."""
        if self.stage == "janissaries-roll":
            side = next(s for c, s, _ in self.played if c == "janissaries")
            return (
                DiceGroup(side, Msg(N_("{side}: Janissaries dice"), side=side_msg(side)), 5, 6, 5),
            )
        surprise = self.surprise_side()
        if surprise is None:
            sides = ("attacker", "defender")
        else:
            sides = (surprise,) if self.stage != "second-roll" else (other(surprise),)
        groups = []
        for side in sides:
            for count, hit_min in self.dice_pools(side):
                if count:
                    label = (
                        Msg(N_("{side}: dice"), side=side_msg(side))
                        if hit_min == 5
                        else Msg(N_("{side}: Tercios dice"), side=side_msg(side))
                    )
                    groups.append(DiceGroup(side, label, count, 6, hit_min))
        return tuple(groups)
