"""The CCC interception state (seed 004): its steps, its fields, and what it derives from them:
which fleet rolls which INT DR, who a fleet may target, and each side's INT DR modifiers.

The decisions, the roll and the end are in interception.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...answers import Modifier, ModifierReport, StepInfo
from ...messages import N_, Msg
from ...procedure import State
from .common import ChartModifier, chart_source
from .interception_fleets import ROLES, Fleet

PROCEDURE = "ccc/interception"
STEPS = (
    StepInfo(f"{PROCEDURE}#order", Msg(N_("Who may intercept first")), "ccc 004 order", "1"),
    StepInfo(f"{PROCEDURE}#int-dr", Msg(N_("INT DR")), "ccc 004 int-dr", "2"),
    StepInfo(f"{PROCEDURE}#benefit", Msg(N_("The winner's benefit")), "ccc 004 benefits", "3"),
)


def step_id(slug: str) -> str:
    """The full id of a step slug."""
    return f"{PROCEDURE}#{slug}"


@dataclass(frozen=True, kw_only=True)
class InterceptionState(State):
    """An interception attempt (seed 004): the fleets, who intercepts whom, their modifiers."""

    PROCEDURE = PROCEDURE
    STEPS = STEPS

    fleets: tuple[Fleet, ...]
    game: str = "basic"
    order: tuple[int, ...] = ()
    candidate: int = 0  # position in ``order`` of the fleet asked now
    stage: str = ""
    interceptor: int = -1
    target: int = -1
    rerolls: int = 0
    winner: str = ""  # active or passive
    benefit: str = ""
    finished: bool = False

    # -- derived ---------------------------------------------------------------------------
    def fleet(self, role: str) -> Fleet:
        """The fleet that rolls the active (interceptor) or passive (target) INT DR."""
        return self.fleets[self.interceptor if role == "active" else self.target]

    def targets(self, index: int) -> list[int]:
        """Who a fleet may target: any other fleet if it is the activated one, else that fleet."""
        if self.fleets[index].activated:
            return [i for i in range(len(self.fleets)) if i != index]
        return [i for i, fleet in enumerate(self.fleets) if fleet.activated]

    def total(self, role: str) -> int:
        """The INT DR modifier total of one side."""
        return sum(mod.value for mod in self._mods(role))

    def _mods(self, role: str) -> list[ChartModifier]:
        return [m for m in self.fleet(role).modifiers if m.requires in ("", role)]

    def modifiers(self) -> ModifierReport | None:
        """Both sides' INT DR modifiers, once the interceptor and its target are known."""
        if self.target < 0:
            return None
        mods = tuple(
            Modifier(role, chart_source(mod), mod.value, "ccc 004 int-dr")
            for role in ROLES
            for mod in self._mods(role)
        )
        totals = tuple((role, self.total(role)) for role in ROLES)
        return ModifierReport(
            Msg(N_("INT DR modifiers (added to one die: our reading of '1 DR')")), mods, totals
        )
