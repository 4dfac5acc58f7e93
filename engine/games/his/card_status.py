"""The cards in hand during a field battle: which can be played now, and why the others cannot.

A card that cannot be played names the first thing that stops it: already played, no effect on
this battle (its side does not roll, or its own condition), a step still to come or already
passed, another power declaring, or the holder's pass at this step.
"""

from __future__ import annotations

from ...answers import CardStatus
from ...messages import N_, Msg
from .cards import CARDS
from .effects import card_dice, no_effect_reason
from .forces import other
from .state import STEP_BY_SLUG, FieldBattleState, power_msg, side_msg


class FieldBattleCards(FieldBattleState):
    """Each card in either hand of a field battle, playable now or not, and why (seed 001)."""

    def cards(self) -> tuple[CardStatus, ...]:
        """Every card in every hand, playable now or not, and why."""
        legal = set(self.legal_actions())
        prompt = self.prompt()
        actor = prompt.actor if prompt else None
        statuses = []
        for side, force in self.force_map().items():
            for contingent in force.contingents:
                for card_id in contingent.cards:
                    card = CARDS[card_id]
                    action = f"play:{card_id}"
                    playable = action in legal and actor == contingent.power
                    reason = (
                        None
                        if playable
                        else self._card_reason(card_id, side, contingent.power, actor)
                    )
                    statuses.append(
                        CardStatus(
                            card.full_id,
                            Msg(card.name),
                            contingent.power,
                            side,
                            playable,
                            reason,
                            action if playable else None,
                            card.rule,
                            power_msg(contingent.power),
                        )
                    )
        return tuple(statuses)

    def no_roll_reason(self, card_id: str, power: str, side: str) -> Msg | None:
        """Why a card that only changes dice has no effect: the side it changes does not roll."""
        if card_id == "janissaries" and not self.side_rolls(side):
            if self.surprise_side() == other(side):
                return Msg(
                    N_(
                        "no effect on this battle: no {side} unit survived the Surprise Attack, "
                        "so the {side} does not roll and Janissaries cannot add dice to it"
                    ),
                    side=side_msg(side),
                )
            return Msg(
                N_(
                    "no effect on this battle: the {side} has no land units, so by our "
                    "reading it does not roll and Janissaries cannot add dice to it"
                ),
                side=side_msg(side),
            )
        if card_id == "surprise-attack" and not (
            self.side_rolls(side) and self.side_rolls(other(side))
        ):
            return Msg(
                N_(
                    "no effect on this battle: by our reading a side without land units does "
                    "not roll at all"
                )
            )
        targets = {target for target, _, _ in card_dice(card_id, power, side)}
        if targets and not any(self.side_rolls(target) for target in targets):
            return Msg(
                N_(
                    "no effect on this battle: the dice it changes belong to a side without "
                    "land units, which by our reading does not roll"
                )
            )
        return None

    def _card_reason(self, card_id: str, side: str, power: str, actor: str | None) -> Msg:
        card = CARDS[card_id]
        if any(c == card_id and p == power for c, _, p in self.played):
            return Msg(N_("already played"))
        rolls_reason = self.no_roll_reason(card_id, power, side)
        if rolls_reason is not None and not (card_id == "janissaries" and self.janissaries_used):
            return rolls_reason
        effect = no_effect_reason(card_id, power, side, self.force_map(), self.janissaries_used)
        if effect is not None and (
            card_id != "janissaries" or power != "ottoman" or self.janissaries_used
        ):
            return effect
        wanted = {
            "responses": ("responses",),
            "janissaries": ("janissaries",),
            "cards": ("attacker-cards" if side == "attacker" else "defender-cards",),
        }
        slugs = wanted[card.step]
        if self.finished or self.step_slug() not in slugs:
            info = STEP_BY_SLUG[slugs[0]]
            order = list(STEP_BY_SLUG)
            if self.finished or order.index(self.step_slug()) > order.index(slugs[0]):
                return Msg(
                    N_("its step has passed: it is played at step {number} ({title})"),
                    number=info.number,
                    title=info.title,
                )
            return Msg(
                N_("wrong step: it is played at step {number} ({title})"),
                number=info.number,
                title=info.title,
            )
        if actor is not None and actor != power:
            return Msg(
                N_("not {power}'s turn: {actor} is declaring"),
                power=power_msg(power),
                actor=power_msg(actor),
            )
        if effect is not None:
            return effect
        return Msg(N_("{power} has already passed at this step"), power=power_msg(power))
