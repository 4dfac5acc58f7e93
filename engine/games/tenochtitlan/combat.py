"""Transitions of ``tenochtitlan/combat``: each declared attack, in order, through the steps
declare, retreat before combat, roll, result and advance (seed 002, Kampf to Rückzüge)."""

from __future__ import annotations

import json
from typing import Any

from ...answers import Action, Prompt
from ...dist import Dist
from ...messages import N_, Msg
from . import aftermath, story
from . import rules as R
from .notes import note as note_of
from .reading import Scenario
from .state import CombatState, step_id
from .units import NOT_COUNTED_FOR_VICTORY, side_msg

ASKING = ("ask-retreat", "ask-advance")


class TenochtitlanCombat(CombatState):
    """The combat or defensive fire phase. States are immutable; see engine.procedure.State."""

    # -- decisions ------------------------------------------------------------------------
    def advancers(self) -> list[int]:
        """Attacking units (indices into :meth:`units`) that may advance after this attack."""
        if self.phase != "combat":
            return []  # seed 002, Defensivfeuer: no unit moves in this phase
        return [i for i, unit in enumerate(self.units()) if R.may_advance(unit)]

    def current_entry(self) -> dict[str, Any]:
        """The outcome entry being filled: the attack's, or its re-attack's."""
        record = self.record()
        return record["re_attack"] if self.pursuing else record

    def pursuit_ready(self) -> bool:
        """Whether an advance now leads to the declared re-attack (seed 002, Rückzüge)."""
        return (
            not self.pursuing
            and self.attack().pursuit is not None
            and self.current_entry()["retreat_before_combat"]
        )

    def prompt(self) -> Prompt | None:
        """The pending decision, if any."""
        if self.finished or self.stage not in ASKING:
            return None
        if self.stage == "ask-retreat":
            return story.retreat_prompt(self)
        choices = self.advancers()
        units = self.units()
        again = self.pursuit_ready()
        actions = [Action("stay", Msg(N_("stay in place")), R.ADVANCE)]
        for action_id, index in zip(("advance", "advance-second"), choices, strict=False):
            label = aftermath.advance_label(units[index], again)
            actions.append(Action(action_id, label, R.ADVANCE))
        return Prompt(
            self.side(),
            Msg(N_("{side}: advance into the vacated hex?"), side=side_msg(self.side())),
            tuple(actions),
            "stay",
        )

    def _apply_action(self, action: str) -> TenochtitlanCombat:
        if self.stage == "ask-retreat":
            if action == "stand":
                return self.logged(
                    story.stands(self), R.RETREAT_BEFORE_COMBAT, step=step_id("roll"), stage="roll"
                )
            # seed 002, Rückzug vor dem Kampf: 2 hexes away, disordered; the attack counts.
            target = self.target()
            return self.logged(
                story.retreats_before_combat(self),
                R.RETREAT_BEFORE_COMBAT,
                step=step_id("advance"),
                stage="",
                status=self._status(target.uid, "disordered"),
                current=self._dump(result="retreated", retreat_before_combat=True),
            )
        if action == "stay":
            return self.logged(aftermath.stays(self), R.ADVANCE)._finish_attack()
        index = self.advancers()[0 if action == "advance" else 1]
        unit = self.units()[index]
        state = self.logged(
            Msg(N_("{unit}: advance into the vacated hex"), unit=unit.label()),
            R.ADVANCE,
            current=self._dump(advanced=unit.name),
        )
        if state.pursuit_ready():
            return state.logged(
                aftermath.attacks_again(state, unit),
                R.ADVANCE,
                pursuing=True,
                advancer=index,
                step=step_id("declare"),
                stage="",
            )
        return state._finish_attack()

    # -- automatic steps -------------------------------------------------------------------
    def _advance(self) -> TenochtitlanCombat | None:
        if self.finished or self.stage in ASKING or self.is_chance():
            return None
        slug = self.step_slug()
        if slug in ("draw-card", "movement", "defensive-fire"):
            following = {
                "draw-card": "movement",
                "movement": "defensive-fire",
                "defensive-fire": "declare",
            }[slug]
            state = self
            for message, rule in story.outline(self, slug):
                state = state.logged(message, rule)
            return state.evolve(step=step_id(following))
        if slug == "declare":
            return self._declare()
        if slug == "result":
            return self._result()
        if slug == "advance":
            return self._advance_step()
        if slug == "rally":
            return self.logged(aftermath.rally(self), R.RALLY, step=step_id("victory"))
        return self._victory()

    def _declare(self) -> TenochtitlanCombat:
        if self.index >= len(self.attacks):
            return self.evolve(step=step_id("rally" if self.phase == "combat" else "victory"))
        entry = self.entry()
        record = self.record() if self.pursuing else entry
        if self.pursuing:
            record["re_attack"] = entry
        target = self.target()
        if self.unit_status(target.uid) == "eliminated":
            # an attack that is not made has no result: per attack, the results and "not
            # made" are exclusive and add up to 1
            entry["made"] = False
            entry["result"] = None
            state = self.logged(story.not_made(self), R.COMBAT, current=json.dumps(record))
            return state._finish_attack()
        state = self
        for message, rule in story.declaration(self):
            state = state.logged(message, rule)
        state = state.evolve(current=json.dumps(record))
        if R.may_retreat_before_combat(self.kind(), self.units(), target, self.target_disordered()):
            return state.evolve(step=step_id("retreat-before-combat"), stage="ask-retreat")
        return state.evolve(step=step_id("roll"), stage="roll")

    def final_of(self, raw: str) -> tuple[str, tuple[str, ...]]:
        """The result a raw die result (``R.raw_result``) gives in this attack, after the
        changes of seed 002 (artillery, fort, a disordered target, no retreat), and the notes
        on them (see ``R.final_result``)."""
        target = self.target()
        return R.final_result(
            raw,
            artillery=R.artillery_only(self.kind(), self.units()),
            disordered=self.target_disordered(),
            in_fort=target.in_fort,
            retreat_possible=target.retreat_possible,
        )

    def _result(self) -> TenochtitlanCombat:
        target = self.target()
        result, changed = self.final_of(self.raw)
        state = self
        for code in changed:
            state = state.logged(*note_of(code))
        changes: dict[str, Any] = {"current": self._dump(result=result), "step": step_id("advance")}
        if result != "no-effect":
            changes["status"] = self._status(
                target.uid, "eliminated" if result == "eliminated" else "disordered"
            )
        if (
            result == "eliminated"
            and target.side == "spanish"
            and target.type not in NOT_COUNTED_FOR_VICTORY
        ):
            changes["spanish_lost"] = self.spanish_lost + 1
        return state.logged(story.result(self, result), R.COMBAT_RESULTS, **changes)

    def _advance_step(self) -> TenochtitlanCombat:
        if self.current_entry()["result"] not in ("retreated", "eliminated"):
            return self._finish_attack()
        if self.advancers():
            return self.evolve(stage="ask-advance")
        return self.logged(*aftermath.no_advance(self))._finish_attack()

    def _finish_attack(self) -> TenochtitlanCombat:
        return self.evolve(
            records=self.records + (self.current,),
            index=self.index + 1,
            pursuing=False,
            advancer=-1,
            step=step_id("declare"),
            stage="",
            raw="",
            current="{}",
        )

    def _victory(self) -> TenochtitlanCombat:
        message = aftermath.victory(self)
        return self.logged(message, R.VICTORY, finished=True)

    def _status(self, uid: str, value: str) -> tuple[tuple[str, str], ...]:
        status = dict(self.status)
        status[uid] = value
        return tuple(sorted(status.items()))

    def _dump(self, **fields: Any) -> str:
        return json.dumps(self.with_record(**fields))

    # -- the roll --------------------------------------------------------------------------
    def is_chance(self) -> bool:
        """The attack die is pending."""
        return not self.finished and self.stage == "roll"

    def chance_outcomes(self) -> Dist:
        """Exact distribution of the raw result (eliminate / disorder / none) over the 6 faces."""
        faces = R.face_results(self.attack_value(), self.defence_value())
        return Dist.uniform(faces.values())

    def outcome_from_dice(self, values: tuple[int, ...]) -> str:
        """The raw result of the die."""
        return R.raw_result(self.attack_value() + values[0], self.defence_value())

    def _apply_outcome(self, outcome: str, dice: tuple[int, ...]) -> TenochtitlanCombat:
        changes = {"raw": outcome, "stage": "", "step": step_id("result")}
        if not self.logging:
            return self.evolve(**changes)
        return self.logged(story.rolled(self, outcome, dice), R.COMBAT_PROCEDURE, dice, **changes)

    # -- the end --------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """The phase is over."""
        return self.finished

    def spanish_left(self) -> int | None:
        """Spanish units left for the Aztec victory check (Tlaxcalan allies not counted)."""
        if self.spanish_units is None:
            return None
        return self.spanish_units - self.spanish_lost

    def outcome(self) -> dict[str, Any]:
        """The attacks in order with their results, the limit used and the Aztec victory check."""
        left = self.spanish_left()
        return {
            "phase": self.phase,
            "attacks": [json.loads(record) for record in self.records],
            "limit": self.limit,
            "units_attacking": self.units_counted,
            "spanish_units_left": left,
            "aztec_victory": None if left is None else left <= R.AZTEC_VICTORY_AT,
            "unit_types": self.unit_types(),
        }

    def unit_types(self) -> dict[str, str]:
        """Each unit's name in the outcome (its id, or its type) with its type, in the order
        of the scenario: what the outcome's sentences name a unit by."""
        types: dict[str, str] = {}
        for attack in self.attacks:
            pursued = (attack.pursuit.defender,) if attack.pursuit is not None else ()
            for unit in (*attack.attackers, attack.defender, *pursued):
                types.setdefault(unit.name, unit.type)
        return types


def initial_state(scenario: Scenario) -> TenochtitlanCombat:
    """The state at the start of the turn outline, settled up to the first decision or roll."""
    state = TenochtitlanCombat(
        step=step_id("draw-card"),
        seed=scenario.seed,
        phase=scenario.phase,
        limit=scenario.limit,
        bonuses=scenario.bonuses,
        card_name=scenario.card_name,
        attacks=scenario.attacks,
        units_counted=scenario.units_counted,
        spanish_units=scenario.spanish_units,
    )
    return state._settle()
