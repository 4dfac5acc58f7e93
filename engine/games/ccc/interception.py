"""CCC 6.6.1 interception attempt (seed 004): who may try first, the INT DR, the benefit.

One attempt is walked: the first fleet in the order that starts one. The INT DR is one die
per side plus the INT DR modifiers from the player's chart; a tie means both re-roll, so the
exact odds of the roll are those of the first roll that is not a tie.

The state's fields, its steps and its INT DR modifiers are in interception_state.py.
"""

from __future__ import annotations

from typing import Any

from ...answers import Action, DiceGroup, Prompt
from ...dist import Dist, die
from ...messages import N_, Msg
from .interception_fleets import (
    BENEFITS,
    ROLES,
    Fleet,
    interception_order,
    open_benefits,
    pirate_benefit,
)
from .interception_state import InterceptionState, step_id


class Interception(InterceptionState):
    """An interception attempt in progress (seed 004): its decisions, the INT DR, the end."""

    # -- decisions -------------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        """The pending decision: intercept or not, the target, or the benefit."""
        if self.finished or self.is_chance():
            return None
        if self.stage == "ask":
            fleet = self.fleets[self.order[self.candidate]]
            return Prompt(
                fleet.name,
                Msg(N_("{fleet}: start an interception attempt now?"), fleet=fleet.label()),
                (
                    Action("intercept", Msg(N_("start an interception attempt")), "ccc 004 order"),
                    Action(
                        "decline",
                        Msg(N_("do not intercept (the next fleet in the order may try)")),
                        "ccc 004 order",
                    ),
                ),
                "intercept",
            )
        if self.stage == "target":
            fleet = self.fleets[self.interceptor]
            actions = tuple(
                Action(
                    f"target:{i + 1}",
                    Msg(N_("intercept {fleet}"), fleet=self.fleets[i].label()),
                    "ccc 004 order",
                )
                for i in self.targets(self.interceptor)
            )
            message = Msg(
                N_("{fleet} (the activated fleet): choose the target"), fleet=fleet.label()
            )
            return Prompt(fleet.name, message, actions, actions[0].id)
        if self.stage == "choose":
            fleet = self.fleet(self.winner)
            actions = tuple(
                Action(f"benefit:{b}", Msg(BENEFITS[b]), "ccc 004 benefits")
                for b in open_benefits(fleet)
            )
            message = Msg(N_("{fleet}: INT DR won; pick one benefit"), fleet=fleet.label())
            return Prompt(fleet.name, message, actions, "benefit:a")
        return None

    # -- rolls -----------------------------------------------------------------------------
    def is_chance(self) -> bool:
        """The INT DR is pending."""
        return not self.finished and self.stage == "roll"

    def dice(self) -> tuple[DiceGroup, ...]:
        """One die each: the interceptor's active INT DR, then the target's passive INT DR."""
        return tuple(
            DiceGroup(
                role,
                Msg(
                    N_("{fleet}: {role} INT DR"),
                    fleet=self.fleet(role).label(),
                    role=Msg(ROLES[role]),
                ),
                1,
            )
            for role in ROLES
        )

    def chance_outcomes(self) -> Dist:
        """Who wins the first INT DR that is not a tie (a tie is re-rolled with the same odds)."""
        active, passive = self.total("active"), self.total("passive")
        pairs = die().combine(die(), lambda a, p: (a + active, p + passive))
        decided = [(o, w) for o, w in pairs.items() if o[0] != o[1]]
        return Dist(("active" if a > p else "passive", w) for (a, p), w in decided)

    def outcome_from_dice(self, values: tuple[int, ...]) -> str:
        """``active``, ``passive`` or ``tie`` from the two dice."""
        active, passive = values[0] + self.total("active"), values[1] + self.total("passive")
        return "tie" if active == passive else "active" if active > passive else "passive"

    def _apply_outcome(self, outcome: str, dice: tuple[int, ...]) -> Interception:
        rule = "ccc 004 int-dr"
        if dice:
            message = Msg(
                N_("INT DR: {active}: {a} + {ma} = {ta}; {passive}: {p} + {mp} = {tp}"),
                active=self.fleet("active").label(),
                passive=self.fleet("passive").label(),
                a=dice[0],
                p=dice[1],
                ma=self.total("active"),
                mp=self.total("passive"),
                ta=dice[0] + self.total("active"),
                tp=dice[1] + self.total("passive"),
            )
            state = self.logged(message, rule, dice)
        else:
            state = self
        if outcome == "tie":
            return state.logged(
                Msg(N_("A tie: both fleets roll the INT DR again")), rule, rerolls=self.rerolls + 1
            )
        return state.logged(
            Msg(N_("INT DR winner: {fleet}"), fleet=self.fleet(outcome).label()),
            rule,
            winner=outcome,
            stage="",
            step=step_id("benefit"),
        )

    # -- transitions -----------------------------------------------------------------------
    def _apply_action(self, action: str) -> Interception:
        kind, _, value = action.partition(":")
        if action == "intercept":
            return self._chosen(self.order[self.candidate])
        if action == "decline":
            fleet = self.fleets[self.order[self.candidate]]
            return self.logged(
                Msg(N_("{fleet}: no interception attempt"), fleet=fleet.label()),
                "ccc 004 order",
                candidate=self.candidate + 1,
                stage="next",
            )
        if kind == "target":
            return self._attempt(int(value) - 1)
        return self._finish(value, "ccc 004 benefits")

    def _chosen(self, index: int) -> Interception:
        state = self.evolve(interceptor=index)
        targets = self.targets(index)
        if len(targets) == 1:
            return state._attempt(targets[0])
        return state.evolve(stage="target")

    def _attempt(self, target: int) -> Interception:
        message = Msg(
            N_(
                "Interception attempt: {fleet} against {target}; neither may take a free action now"
            ),
            fleet=self.fleets[self.interceptor].label(),
            target=self.fleets[target].label(),
        )
        return self.logged(
            message, "ccc 004 trigger", target=target, stage="roll", step=step_id("int-dr")
        )

    def _advance(self) -> Interception | None:
        if self.finished or self.stage in ("ask", "target", "choose", "roll"):
            return None
        if self.stage == "":
            if self.step == step_id("benefit"):
                return self._benefit_stage()
            state = self
            for place, index in enumerate(self.order, 1):
                fleet = self.fleets[index]
                message = Msg(
                    N_("{place}. {fleet} ({role})"),
                    place=place,
                    fleet=fleet.label(),
                    role=fleet.role(),
                )
                state = state.logged(message, "ccc 004 order")
            return state.evolve(stage="next")
        if self.candidate >= len(self.order):
            message = Msg(N_("No fleet starts an interception attempt"))
            return self.logged(message, "ccc 004 order", finished=True)
        index = self.order[self.candidate]
        fleet = self.fleets[index]
        if fleet.treasure:
            message = Msg(
                N_("{fleet}: a treasure fleet, which may not start an attempt"), fleet=fleet.label()
            )
            return self.logged(message, "ccc 004 order", candidate=self.candidate + 1)
        if fleet.kind == "pirate":
            message = Msg(
                N_("{fleet}: a pirate fleet, which intercepts at the first opportunity"),
                fleet=fleet.label(),
            )
            return self.logged(message, "ccc 004 order")._chosen(index)
        return self.evolve(stage="ask")

    def _benefit_stage(self) -> Interception:
        fleet, enemy = (
            self.fleet(self.winner),
            self.fleet("passive" if self.winner == "active" else "active"),
        )
        if fleet.kind != "pirate":
            return self.evolve(stage="choose")
        text, benefit = pirate_benefit(fleet, enemy)
        message = Msg(text, fleet=fleet.label(), cf=fleet.cf, enemy=enemy.label(), other=enemy.cf)
        return self.logged(message, "ccc 004 pirates")._finish(benefit, "ccc 004 pirates")

    def _finish(self, benefit: str, rule: str) -> Interception:
        message = Msg(
            N_("{fleet}: benefit {benefit}"),
            fleet=self.fleet(self.winner).label(),
            benefit=Msg(BENEFITS[benefit]),
        )
        return self.logged(message, rule, benefit=benefit, finished=True)

    # -- the end ---------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """The attempt is over (or nobody started one)."""
        return self.finished

    def outcome(self) -> dict[str, Any]:
        """Who intercepted whom, who won the INT DR, the benefit and its effects, re-rolls."""
        attempt = self.target >= 0
        names = {role: self.fleet(role).name for role in ROLES} if attempt else {}
        winner = self.fleet(self.winner).name if self.winner else None
        benefit = self.benefit or None
        markers = {"c": [names.get("active"), names.get("passive")], "d": [winner]}.get(benefit, [])
        return {
            "attempt": attempt,
            "interceptor": names.get("active"),
            "target": names.get("passive"),
            "winner": self.winner or None,
            "winner_fleet": winner,
            "benefit": benefit,
            "naval_combat": benefit == "a",
            "nc_dr_plus_1": winner if benefit == "a" else None,
            "resumes_movement": winner if benefit == "b" else None,
            "withdraws": winner if benefit == "d" else None,
            "no_interception_markers": markers,
            "rerolls": self.rerolls,
        }


def initial_state(fleets: tuple[Fleet, ...], game: str, seed: int = 0) -> Interception:
    """The state before the attempt, settled up to the first decision or roll."""
    state = Interception(
        fleets=fleets, game=game, order=interception_order(fleets), seed=seed, step=step_id("order")
    )
    return state._settle()
