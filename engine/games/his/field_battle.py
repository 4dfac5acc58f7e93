"""Here I Stand field battle (seed 001, steps 1-12): actions, automatic steps and rolls.

The retreat into fortifications before step 1 is in fortifications.py, steps 8-12 in outcome.py.
"""

from __future__ import annotations

import json
from typing import Any

from ...answers import DiceGroup
from ...dist import Dist, hits
from ...messages import N_, Msg, Nn_
from .cards import CARDS
from .decisions import CARD_STEPS, FieldBattleDecisions
from .effects import apply_bribe, apply_response
from .forces import Force, other
from .fortifications import advance_withdraw, withdraw_action
from .outcome import finish_battle
from .shortcut import odds_from_main_roll
from .state import STEP_BY_SLUG, power_msg, side_msg, step_id


class FieldBattle(FieldBattleDecisions):
    """Transitions of the field battle. States are immutable; see engine.procedure.State."""

    def _apply_action(self, action: str) -> FieldBattle:
        slug = self.step_slug()
        info = STEP_BY_SLUG[slug]
        if slug == "withdraw":
            return withdraw_action(self, action)
        if action == "pass" and slug in CARD_STEPS:
            power = self.declarers()[self.declarer][1]
            return self.logged(
                Msg(N_("{power} passes"), power=power_msg(power)),
                info.rule,
                declarer=self.declarer + 1,
            )
        if action == "pass":
            return self.logged(
                Msg(N_("Ottoman does not play Janissaries")), info.rule, stage="no-janissaries"
            )
        card = action.split(":", 1)[1]
        if slug == "janissaries":
            side, power = self.janissary_player()
            return self.logged(
                Msg(N_("Ottoman plays Janissaries: 5 more dice")),
                CARDS[card].rule,
                played=self.played + ((card, side, power),),
                stage="janissaries-roll",
            )
        side, power = self.declarers()[self.declarer]
        forces = self.force_map()
        message = Msg(
            N_("{power} plays {card}"), power=power_msg(power), card=Msg(CARDS[card].name)
        )
        if slug == "responses":
            forces, effect = apply_response(card, power, side, forces)
            message = Msg(N_("{played}: {effect}"), played=message, effect=effect)
        elif card == "mercenaries-bribed":
            forces, effect = apply_bribe(power, side, forces)
            message = Msg(N_("{played}: {effect}"), played=message, effect=effect)
        return self.logged(
            message,
            CARDS[card].rule,
            played=self.played + ((card, side, power),),
            forces=(forces["attacker"], forces["defender"]),
        )

    # -- automatic steps -------------------------------------------------------------------
    def _advance(self) -> FieldBattle | None:
        if self.finished or self.is_chance():
            return None
        slug = self.step_slug()
        if slug == "withdraw":
            return advance_withdraw(self)
        if slug in CARD_STEPS:
            if self.declarer >= len(self.declarers()):
                following = {
                    "responses": "attacker-dice",
                    "attacker-cards": "defender-cards",
                    "defender-cards": "roll",
                }[slug]
                return self.evolve(step=step_id(following), declarer=0, stage="")
            side, power = self.declarers()[self.declarer]
            kind = CARD_STEPS[slug]
            if not self.playable(side, power, kind):
                if any(p == power and CARDS[c].step == kind for c, _, p in self.played):
                    return self.evolve(declarer=self.declarer + 1)  # it played what it could
                return self.logged(self._no_card(power, slug), STEP_BY_SLUG[slug].rule,
                                   declarer=self.declarer + 1)  # fmt: skip
            return None
        if slug in ("attacker-dice", "defender-dice"):
            side = "attacker" if slug == "attacker-dice" else "defender"
            following = "defender-dice" if side == "attacker" else "attacker-cards"
            counted = Msg(
                Nn_("{side} counts {count} die", "{side} counts {count} dice"),
                side=side_msg(side),
                count=self.dice_total(side),
            )
            if not self.side_rolls(side):
                counted = Msg(
                    N_(
                        "Our reading (the rules do not cover this case): the {side} has no "
                        "land units left, so it rolls no dice (its leader's rating and the "
                        "defender's extra die only add to a roll it does not make), loses the "
                        "battle and its leaders are captured as in step 10"
                    ),
                    side=side_msg(side),
                )
            return self.logged(
                counted,
                STEP_BY_SLUG[slug].rule,
                step=step_id(following),
            )
        if slug == "roll":
            return self._advance_roll()
        if slug == "janissaries":
            if self.stage == "" and self.janissary_player():
                return None
            state = self._janissaries_not_held() if self.stage == "" else self
            return state.evolve(step=step_id("winner"), stage="")
        return finish_battle(self)

    @staticmethod
    def _no_card(power: str, slug: str) -> Msg:
        """Why a power's turn at a card step went by without a choice."""
        if slug == "responses":
            text = N_("{power} has no response card it can play")
        else:
            text = N_("{power} has no combat card it can play")
        return Msg(text, power=power_msg(power))

    def _janissaries_not_held(self) -> FieldBattle:
        """Step 7 passes by an Ottoman side whose set-up lists no Janissaries although they were
        not played this turn: say why (a home card, once a turn; the set-up's cards are the hand
        the player gave)."""
        ottoman = any(
            c.power == "ottoman" and "janissaries" not in c.cards
            for side in ("attacker", "defender")
            for c in self.force(side).contingents
        )
        if not ottoman or self.janissaries_used:
            return self
        message = N_(
            "The Ottomans hold no Janissaries in this set-up, so step 7 passes; their home card "
            "may be played once a turn: add it to their cards unless they played it this turn"
        )
        return self.logged(Msg(message), "his 001 step 7")

    def _advance_roll(self) -> FieldBattle | None:
        surprise = self.surprise_side()
        if self.stage == "":
            return self.evolve(stage="first-roll" if surprise else "both-roll")._skip_empty()
        if self.stage == "after-first":
            target = other(surprise)
            if not self.side_rolls(target):
                return self.logged(
                    Msg(
                        N_("No {side} unit survives the surprise: it does not roll"),
                        side=side_msg(target),
                    ),
                    "his card #29",
                    step=step_id("janissaries"),
                    stage="",
                )
            return self.evolve(stage="second-roll")._skip_empty()
        if self.stage == "rolled":
            return self.evolve(step=step_id("janissaries"), stage="")
        return None

    def _skip_empty(self) -> FieldBattle:
        if self.roll_groups():
            return self
        return self.evolve(stage="after-first" if self.stage == "first-roll" else "rolled")

    # -- rolls ----------------------------------------------------------------------------
    def is_chance(self) -> bool:
        """A roll is pending."""
        return not self.finished and self.stage in (
            "both-roll",
            "first-roll",
            "second-roll",
            "janissaries-roll",
        )

    def dice(self) -> tuple[DiceGroup, ...]:
        """The dice of the pending roll, attacker first."""
        return self.roll_groups()

    def chance_outcomes(self) -> Dist:
        """Exact distribution of (attacker hits, defender hits) for the pending roll."""
        per_side = {"attacker": Dist.point(0), "defender": Dist.point(0)}
        for group in self.roll_groups():
            per_side[group.side] = per_side[group.side].combine(hits(group.count, group.hit_min))
        return per_side["attacker"].combine(per_side["defender"], lambda a, d: (a, d))

    def outcome_from_dice(self, values: tuple[int, ...]) -> tuple[int, int]:
        """Count hits per side from concrete dice."""
        counts = {"attacker": 0, "defender": 0}
        for group, dice in self.split_dice(values):
            counts[group.side] += sum(1 for value in dice if value >= group.hit_min)
        return counts["attacker"], counts["defender"]

    def _apply_outcome(self, outcome: tuple[int, int], dice: tuple[int, ...]) -> FieldBattle:
        groups = self.roll_groups()
        rolled = list(self.rolled)
        for group in groups:
            rolled[0 if group.side == "attacker" else 1] += group.count
        changes: dict[str, Any] = {
            "hits": (self.hits[0] + outcome[0], self.hits[1] + outcome[1]),
            "rolled": tuple(rolled),
            "stage": {
                "first-roll": "after-first",
                "second-roll": "rolled",
                "both-roll": "rolled",
                "janissaries-roll": "janissaries-done",
            }[self.stage],
        }
        if self.stage == "first-roll":
            changes["first_hits"] = outcome[0] + outcome[1]
        if not self.logging:
            return self.evolve(**changes)
        sides = [side for side in ("attacker", "defender") if any(g.side == side for g in groups)]
        parts = [
            Msg(
                N_("Hits for the {side}: {hits}"),
                side=side_msg(side),
                hits=outcome[0 if side == "attacker" else 1],
            )
            for side in sides
        ]
        message = (
            parts[0]
            if len(parts) == 1
            else Msg(N_("{first}; {second}"), first=parts[0], second=parts[1])
        )
        rule = "his 001 step 7" if self.stage == "janissaries-roll" else "his 001 step 6"
        return self.logged(message, rule, dice, **changes)

    def odds_shortcut(self, choices: tuple[str, ...], used: int):
        """Exact odds from the main roll on, by convolution (see shortcut.py)."""
        return odds_from_main_roll(self, choices, used)

    # -- the end --------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """The battle (or the retreat into fortifications) is over."""
        return self.finished

    def outcome(self) -> dict[str, Any]:
        """The result: winner, losses, captured leaders, retreat, siege…"""
        base: dict[str, Any] = {
            "battle": True,
            "winner": None,
            "losses": {"attacker": 0, "defender": 0},
            "captured_leaders": [],
            "retreat": None,
            "siege": False,
            "must_withdraw": False,
            "withdrawn_into_fortifications": False,
            "attacker_action": None,
        }
        base.update(json.loads(self.result))
        return base


def initial_state(attacker: Force, defender: Force, **options: Any) -> FieldBattle:
    """The state before the battle, settled up to the first decision or roll."""
    state = FieldBattle(forces=(attacker, defender), step=step_id("withdraw"), **options)
    return state._settle()
