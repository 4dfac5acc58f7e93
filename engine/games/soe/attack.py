"""Struggle of Empires: resolving an attack (seed 003), step by step.

Steps: declare, then either the neutral country or naval support (with the decisions to fight
at sea) and a possible naval combat, then the land combat and the control markers.
"""

from __future__ import annotations

from typing import Any

from ...dist import Dist
from ...messages import N_, Msg
from .combat import (
    land_losses,
    naval_losses,
    roll_dist,
    roll_from_dice,
    tie_unit_options,
    winner_of,
)
from .decisions import AttackDecisions
from .forces import SIDES, Neutral, Side, index
from .outcome import attack_outcome
from .reports import reward_message, roll_message
from .state import GOLD_COST, rule, step_id


class Attack(AttackDecisions):
    """Transitions of an attack. States are immutable; see engine.procedure.State."""

    # -- automatic steps -----------------------------------------------------------------------
    def _advance(self) -> Attack | None:
        if self.finished or self.is_chance():
            return None
        slug = self.step_slug()
        if slug == "declare":
            return self._declare()
        if slug == "neutral":
            reading = Msg(
                N_(
                    "By our reading the attacker gets no naval support either, fleets or not: "
                    "the flowchart goes from a neutral country straight to the land combat, "
                    "and naval support is only won before it"
                )
            )
            return self.logged(
                self.about_region("neutral", value=self.neutral.value), rule("neutral")
            ).logged(reading, rule("neutral"), step=step_id("land"), stage="roll")
        if slug == "naval-support":
            return self._naval_support()
        if slug == "naval":
            return self._after_naval()
        if slug == "control":
            return self._control()
        return None

    def _declare(self) -> Attack:
        where = rule("declare")
        state = self.logged(self.about_region("declare", gold=GOLD_COST), where)
        for side in SIDES:
            units = self.side(side)
            if units.ally_armies or units.ally_fleets:
                state = state.logged(
                    Msg(
                        N_(
                            "The {side}'s allies help only with the units they already have in "
                            "the region (armies: {armies}, fleets: {fleets})"
                        ),
                        side=self.label(side),
                        armies=units.ally_armies,
                        fleets=units.ally_fleets,
                    ),
                    where,
                )
        following = "neutral" if self.neutral is not None else "naval-support"
        return state.evolve(step=step_id(following), stage="")

    def _naval_support(self) -> Attack | None:
        where = rule("naval-support")
        if self.stage in ("ask-attacker", "ask-defender"):
            side = self.stage.split("-")[1]
            preset = self.fight_at_sea[index(side)]
            if preset is None:
                return None
            return self._fight_or_decline(side, "fight-at-sea" if preset else "decline")
        if self.stage == "done":
            return self._to_land()
        if self.landlocked:
            return self.logged(self.about_region("landlocked"), where, stage="done")
        fleets = {side: self.side(side).fleets > 0 for side in SIDES}
        if all(fleets.values()):
            return self.evolve(stage="ask-attacker")
        holder = next((side for side in SIDES if fleets[side]), None)
        allies = any(self.side(side).ally_fleets for side in SIDES)
        if holder is None:
            message = Msg(N_("Neither player has a fleet in the region: nobody has naval support"))
        else:
            message = Msg(
                N_("Only the {side} has fleets in the region: it gains naval support"),
                side=self.label(holder),
            )
        if allies:  # soe 003 naval-support: "a player" has fleets; allies' are not its own
            message = Msg(
                N_(
                    "{message} (by our reading only a player's own fleets count here; allies' "
                    "fleets add to a naval combat's score)"
                ),
                message=message,
            )
        return self.logged(message, where, naval_support=holder, stage="done")

    def _after_naval(self) -> Attack | None:
        if self.stage == "tiles-attacker" and not self.side("attacker").choice_tiles:
            return self.evolve(stage="tiles-defender")
        if self.stage == "tiles-defender" and not self.side("defender").choice_tiles:
            return self.evolve(stage="roll")
        if self.stage == "tie" and self.tie_pending:
            options = tie_unit_options(self.side(self.tie_pending[0]))
            if len(options) == 1:
                return self._lose_tie_unit(options[0], forced=True)
            if not options:
                return self.logged(
                    Msg(
                        N_("The {side} has no unit left to lose"),
                        side=self.label(self.tie_pending[0]),
                    ),
                    rule("naval"),
                    tie_pending=self.tie_pending[1:],
                )
            return None
        if self.stage == "tie":
            # our reading: the flowchart states the unrest point in its land combat box only
            told = self.logged(
                Msg(
                    N_(
                        "Units lost in the naval combat give no unrest point: by our reading, "
                        "only losses in the land combat do"
                    )
                ),
                rule("naval"),
            )
            return told._to_land()
        return None

    def _to_land(self) -> Attack:
        """Go on to the land combat, unless the attacker has no army left in the region."""
        if self.side("attacker").armies == 0:
            return self.logged(
                Msg(
                    N_(
                        "The attacker has no army in the region: the attack ends here and "
                        "the attacker does not gain control"
                    )
                ),
                rule("naval") if not self.landlocked else rule("land"),
                step=step_id("control"),
                stage="ended",
                control=False,
                finished=True,
            )
        return self.evolve(step=step_id("land"), stage="roll")

    def _control(self) -> Attack:
        where = rule("control")
        control: bool | None = False
        if self.neutral is not None and self.land_winner == "attacker":
            control = None
            message = Msg(
                N_(
                    "The attacker beat the neutral country. The flowchart does not say how "
                    "control markers are placed after beating a neutral country: see your "
                    "game's rules"
                )
            )
        elif self.neutral is not None:
            message = self.about_region("no-control")
        elif self.land_winner == "attacker" and self.side("defender").control_markers:
            control = True
            message = self.about_region("control")
        elif self.land_winner == "attacker":
            message = self.about_region("no-marker")
        elif self.land_winner == "tie":
            message = self.about_region("tie")
        else:
            message = self.about_region("failed")
        return self.logged(message, where, control=control, finished=True)

    # -- rolls ----------------------------------------------------------------------------------
    def chance_outcomes(self) -> Dist:
        """Exact distribution of both sides' (difference, totals 7)."""
        return roll_dist()

    def outcome_from_dice(self, values: tuple[int, ...]) -> tuple[int, bool, int, bool]:
        """The aggregated roll from the attacker's two dice and the defender's two dice."""
        return roll_from_dice(values)

    def _apply_outcome(self, outcome: tuple[int, bool, int, bool], dice: tuple[int, ...]):
        kind = "naval" if self.step_slug() == "naval" else "land"
        differences, sevens = (outcome[0], outcome[2]), (outcome[1], outcome[3])
        scores = tuple(self.score(side, kind) for side in SIDES)
        totals = (scores[0] + differences[0], scores[1] + differences[1])
        winner = winner_of(totals)
        state = self.logged(
            roll_message(self, kind, scores, differences, totals, winner),
            rule("naval" if kind == "naval" else "land"),
            dice,
        )
        if kind == "naval":
            sides, lost, notes = naval_losses(self.sides, winner, sevens, self.label)
            changes = {
                "sides": sides,
                "losses": tuple(
                    a.add(**b.__dict__) for a, b in zip(self.losses, lost, strict=True)
                ),
                "naval_winner": winner,
                "naval_support": winner if winner != "tie" else None,
                "stage": "tie",
                "tie_pending": SIDES if winner == "tie" else (),
            }
        else:
            neutral = self.neutral is not None
            lost, notes = land_losses(self.sides, winner, sevens, neutral, self.label)
            if neutral and self.neutral.shape != "none" and winner != "tie":
                notes.append((reward_message(self, winner), rule("neutral")))
            changes = {
                "losses": tuple(
                    a.add(**b.__dict__) for a, b in zip(self.losses, lost, strict=True)
                ),
                "land_fought": True,
                "land_winner": winner,
                "step": step_id("control"),
                "stage": "",
            }
        for message, where in notes:
            state = state.logged(message, where)
        return state.evolve(**changes)

    # -- the end -------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """The attack is over."""
        return self.finished

    def outcome(self) -> dict[str, Any]:
        """The result: winner, naval stage, naval support, losses, unrest, control, gold."""
        return attack_outcome(self)


def initial_state(
    attacker: Side, defender: Side, neutral: Neutral | None = None, **options: Any
) -> Attack:
    """The state right after the scenario, settled up to the first decision or roll."""
    state = Attack(sides=(attacker, defender), neutral=neutral, step=step_id("declare"), **options)
    return state._settle()
