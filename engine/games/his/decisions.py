"""Decisions of the field battle: who declares cards, what is playable, the prompts."""

from __future__ import annotations

from ...answers import Action, Prompt
from ...messages import N_, Msg
from .card_status import FieldBattleCards
from .cards import CARDS
from .effects import no_effect_reason
from .state import power_msg

CARD_STEPS = {"responses": "responses", "attacker-cards": "cards", "defender-cards": "cards"}


class FieldBattleDecisions(FieldBattleCards):
    """The field battle's decision points (seed 001 steps 1, 4, 5, 7 and the withdrawal)."""

    def declarers(self) -> list[tuple[str, str]]:
        """(side, power) pairs that declare cards at the current card step, in order."""
        slug = self.step_slug()
        sides = {
            "responses": ("attacker", "defender"),
            "attacker-cards": ("attacker",),
            "defender-cards": ("defender",),
        }.get(slug, ())
        return [(side, c.power) for side in sides for c in self.force(side).contingents]

    def playable(self, side: str, power: str, kind: str) -> list[str]:
        """Cards ``power`` can play now at a step for cards of ``kind``."""
        contingent = next(c for c in self.force(side).contingents if c.power == power)
        played = {(card, p) for card, _, p in self.played}
        return [
            card
            for card in contingent.cards
            if CARDS[card].step == kind
            and (card, power) not in played
            and no_effect_reason(card, power, side, self.force_map(), self.janissaries_used) is None
            and self.no_roll_reason(card, power, side) is None
        ]

    def janissary_player(self) -> tuple[str, str] | None:
        """(side, power) of an Ottoman who may play Janissaries now."""
        for side in ("attacker", "defender"):
            for c in self.force(side).contingents:
                if c.power == "ottoman" and self.playable(side, "ottoman", "janissaries"):
                    return side, "ottoman"
        return None

    def prompt(self) -> Prompt | None:
        """The pending decision, if any."""
        if self.finished or self.is_chance():
            return None
        slug = self.step_slug()
        if slug == "withdraw" and self.stage == "ask-defender":
            power = self.force("defender").powers[0]
            return Prompt(
                power,
                Msg(N_("{power} may retreat into the fortifications"), power=power_msg(power)),
                (
                    Action("fight", Msg(N_("stay and fight the field battle"))),
                    Action(
                        "withdraw",
                        Msg(N_("retreat into the fortifications")),
                        "his 001 fortifications",
                    ),
                ),
                "fight",
            )
        if slug == "withdraw" and self.stage == "ask-attacker":
            power = self.force("attacker").powers[0]
            actions = [
                Action(
                    "retreat",
                    Msg(N_("retreat to the space the army came from")),
                    "his 001 fortifications",
                )
            ]
            if self.attacker_cp >= self.move_cost():
                actions.append(
                    Action(
                        "continue-move",
                        Msg(
                            N_("spend {cp} CP and move on to an adjacent space"),
                            cp=self.move_cost(),
                        ),
                        "his 001 fortifications",
                    )
                )
            return Prompt(
                power,
                Msg(
                    N_("{power}: the army is not larger than the garrison"), power=power_msg(power)
                ),
                tuple(actions),
                "retreat",
            )
        if slug in CARD_STEPS and self.declarer < len(self.declarers()):
            side, power = self.declarers()[self.declarer]
            cards = self.playable(side, power, CARD_STEPS[slug])
            message = (
                Msg(N_("{power}: play response cards?"), power=power_msg(power))
                if slug == "responses"
                else Msg(N_("{power}: declare combat cards?"), power=power_msg(power))
            )
            return self._card_prompt(power, message, cards)
        if slug == "janissaries" and self.stage == "" and self.janissary_player():
            # the hits rolled so far are what the decision weighs
            question = Msg(
                N_(
                    "Ottoman: play Janissaries for 5 more dice? Hits so far: attacker "
                    "{attacker}, defender {defender}."
                ),
                attacker=self.hits[0],
                defender=self.hits[1],
            )
            return self._card_prompt("ottoman", question, ["janissaries"])
        return None

    def _card_prompt(self, power: str, message: Msg, cards: list[str]) -> Prompt:
        actions = [Action("pass", Msg(N_("pass (play no more cards)")))]
        actions += [
            Action(
                f"play:{card}", Msg(N_("play {card}"), card=Msg(CARDS[card].name)), CARDS[card].rule
            )
            for card in cards
        ]
        return Prompt(power, message, tuple(actions), "pass")

    def move_cost(self) -> int:
        """CP to move on after the defenders withdrew: 1, or 2 across a pass."""
        return 2 if self.via_pass else 1
