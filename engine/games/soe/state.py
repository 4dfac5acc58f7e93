"""The attack state and what it derives: scores, modifiers, dice and the pending decision."""

from __future__ import annotations

from dataclasses import dataclass

from ...answers import DiceGroup, Modifier, ModifierReport, StepInfo
from ...messages import N_, Msg
from ...procedure import State
from .forces import SIDES, Losses, Neutral, Side, index, more, other, side_label
from .regions import about_region

PROCEDURE = "soe/attack"


def _step(slug: str, number: str, title: str) -> StepInfo:
    return StepInfo(f"{PROCEDURE}#{slug}", Msg(title), f"soe 003 {slug}", number)


STEPS = (
    _step("declare", "1", N_("Declare the attack")),
    _step("neutral", "2", N_("Neutral country")),
    _step("naval-support", "3", N_("Naval support")),
    _step("naval", "4", N_("Naval combat")),
    _step("land", "5", N_("Land combat")),
    _step("control", "6", N_("Control markers")),
)
STEP_BY_SLUG = {info.id.split("#")[1]: info for info in STEPS}
GOLD_COST = 2  # soe 003 declare


def step_id(slug: str) -> str:
    """The full id of a step slug."""
    return f"{PROCEDURE}#{slug}"


def rule(slug: str) -> str:
    """The rule reference of a step slug."""
    return STEP_BY_SLUG[slug].rule


@dataclass(frozen=True, kw_only=True)
class AttackState(State):
    """A Struggle of Empires attack in progress (seed 003)."""

    PROCEDURE = PROCEDURE
    STEPS = STEPS

    sides: tuple[Side, Side]  # attacker, defender (units left so far)
    region: str = ""
    landlocked: bool = False
    neutral: Neutral | None = None
    fight_at_sea: tuple[bool | None, bool | None] = (None, None)  # set in the scenario, or ask
    # progress
    stage: str = ""  # sub-stage within a step: who is asked, or "roll"
    naval_support: str | None = None  # the side with naval support
    naval_fought: bool = False
    naval_winner: str | None = None  # attacker, defender or tie
    declined_by: str | None = None  # the side that declined the naval combat
    sea_used: tuple[int, int] = (0, 0)  # land-or-sea Alliance tiles each side used at sea
    tie_pending: tuple[str, ...] = ()  # sides still owing a unit after a naval tie
    losses: tuple[Losses, Losses] = (Losses(), Losses())
    land_fought: bool = False
    land_winner: str | None = None  # attacker, defender or tie
    control: bool | None = False  # the attacker places a control marker
    finished: bool = False

    # -- sides -----------------------------------------------------------------------------
    def side(self, side: str) -> Side:
        """The attacker's or the defender's units and tiles."""
        return self.sides[index(side)]

    def label(self, side: str) -> Msg:
        """How a side is named in messages (the defender may be a neutral country)."""
        if side == "defender" and self.neutral is not None:
            return Msg(N_("neutral country"))
        return side_label(side)

    def about_region(self, key: str, **args: object) -> Msg:
        """A sentence about the attacked region, named or not (see ``regions``)."""
        return about_region(self.region, key, **args)

    def step_slug(self) -> str:
        """The current step without the procedure prefix."""
        return self.step.split("#", 1)[1]

    # -- scores ----------------------------------------------------------------------------
    def naval_modifiers(self, side: str) -> list[Modifier]:
        """One side's naval score pieces (soe 003 naval)."""
        own, them, where = self.side(side), self.side(other(side)), rule("naval")
        tiles = own.sea_tiles + self.sea_used[index(side)]
        pieces = [
            (Msg(N_("own fleets: {count} (+1 each)"), count=own.fleets), own.fleets),
            (
                Msg(N_("allied fleets taking part: {count} (+1 each)"), count=own.ally_fleets),
                own.ally_fleets,
            ),
            (Msg(N_("Alliance tiles used at sea for this region: {count}"), count=tiles), tiles),
        ]
        if more(own.navy_training, them.navy_training):
            pieces.append(
                (
                    Msg(
                        N_("more Navy Training tiles ({mine} against {theirs})"),
                        mine=own.navy_training,
                        theirs=them.navy_training,
                    ),
                    1,
                )
            )
        return [Modifier(side, source, value, where) for source, value in pieces if value]

    def land_tiles(self, side: str) -> int:
        """Alliance tiles counting in the land combat (none already used at sea)."""
        own = self.side(side)
        return own.land_tiles + own.choice_tiles - self.sea_used[index(side)]

    def land_modifiers(self, side: str) -> list[Modifier]:
        """One side's land score pieces (soe 003 land; a neutral country: soe 003 neutral)."""
        if side == "defender" and self.neutral is not None:
            return [
                Modifier(
                    side,
                    Msg(N_("number on the neutral country's counter (defence value)")),
                    self.neutral.value,
                    rule("neutral"),
                )
            ]
        own, them, where = self.side(side), self.side(other(side)), rule("land")
        tiles = self.land_tiles(side)
        pieces = [
            (Msg(N_("naval support")), 1 if self.naval_support == side else 0),
            (Msg(N_("own armies used: {count} (+1 each)"), count=own.armies), own.armies),
            (
                Msg(
                    N_("allied armies taking part: {count} (+1 each; allies bring no forts)"),
                    count=own.ally_armies,
                ),
                own.ally_armies,
            ),
        ]
        if more(own.army_training, them.army_training):
            pieces.append(
                (
                    Msg(
                        N_("more Army Training tiles ({mine} against {theirs})"),
                        mine=own.army_training,
                        theirs=them.army_training,
                    ),
                    1,
                )
            )
        pieces += [
            (
                Msg(N_("forts: {count} (+2 each, defender only)"), count=own.forts),
                2 * own.forts if side == "defender" else 0,
            ),
            (
                Msg(N_("Alliance tiles for this region not used at sea: {count}"), count=tiles),
                tiles,
            ),
        ]
        return [Modifier(side, source, value, where) for source, value in pieces if value]

    def combat_kind(self) -> str | None:
        """``naval`` or ``land``: the combat the current step is about (None at the start)."""
        slug = self.step_slug()
        if slug in ("naval-support", "naval"):
            return "naval" if slug == "naval" or self.stage.startswith("ask") else None
        if slug in ("neutral", "land") or self.land_fought:
            return "land"
        return None

    def score(self, side: str, kind: str) -> int:
        """A side's score before the dice in the naval or land combat."""
        mods = self.naval_modifiers(side) if kind == "naval" else self.land_modifiers(side)
        return sum(mod.value for mod in mods)

    def modifiers(self) -> ModifierReport | None:
        """Both sides' score pieces for the combat at hand, with their rules."""
        kind = self.combat_kind()
        if kind is None:
            return None
        make = self.naval_modifiers if kind == "naval" else self.land_modifiers
        mods = tuple(make("attacker") + make("defender"))
        totals = tuple((side, self.score(side, kind)) for side in SIDES)
        label = (
            Msg(N_("naval score before the dice"))
            if kind == "naval"
            else Msg(N_("land score before the dice"))
        )
        return ModifierReport(label, mods, totals)

    # -- dice -------------------------------------------------------------------------------
    def is_chance(self) -> bool:
        """A combat roll is pending."""
        return not self.finished and self.stage == "roll"

    def dice(self) -> tuple[DiceGroup, ...]:
        """Two dice for each side, the attacker's first."""
        naval = self.step_slug() == "naval"
        groups = []
        for side in SIDES:
            if side == "defender" and self.neutral is not None:
                text = N_("{side}: two dice, rolled for it (their difference is added)")
            elif naval:
                text = N_(
                    "{side}: two dice (their difference is added; a total of 7 costs an "
                    "extra fleet)"
                )
            else:
                text = N_(
                    "{side}: two dice (their difference is added; a total of 7 costs an extra unit)"
                )
            groups.append(DiceGroup(side, Msg(text, side=self.label(side)), 2, 6, None))
        return tuple(groups)
