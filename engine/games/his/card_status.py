"""The cards in hand during a field battle: which can be played now, and why the others cannot.

A card that cannot be played names the reason that decides for its holder at this step: the
card is gone (already played), then its timing for the holder's side (a step still to come or
already passed), then whose turn it is to declare, then the card's own conditions (its power, its
effect on this battle), else the holder's pass at this step."""

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
        """The reason that decides for this holder at this step. In this order: the card is
        gone (played in this battle, or Janissaries already this turn); a step still to come
        for the holder's side (step 1 for response cards, 4 for the attacker's combat cards, 5
        for the defender's, 7 for Janissaries: seed 001, rules/sources.md §2), where the
        card's conditions may still change; at its step, whose turn it is to declare; then the
        card's own conditions (power, effect on this battle); then a step already passed
        (after the conditions, which are why a card was skipped at its step); else the
        holder's pass at this step."""
        if any(c == card_id and p == power for c, _, p in self.played):
            return Msg(N_("already played"))
        if card_id == "janissaries" and power == "ottoman" and self.janissaries_used:
            return Msg(N_("already played this turn"))
        timing, passed = self._timing_reason(card_id, side, power)
        if timing is not None and not passed:
            return timing
        if timing is None and actor is not None and actor != power:
            return Msg(
                N_("not {power}'s turn: {actor} is declaring"),
                power=power_msg(power),
                actor=power_msg(actor),
            )
        effect = no_effect_reason(card_id, power, side, self.force_map(), self.janissaries_used)
        if effect is not None:
            return effect
        rolls_reason = self.no_roll_reason(card_id, power, side)
        if rolls_reason is not None:
            return rolls_reason
        if timing is not None:
            return timing
        return Msg(N_("{power} has already passed at this step"), power=power_msg(power))

    def _timing_reason(self, card_id: str, side: str, power: str) -> tuple[Msg | None, bool]:
        """(why the card is not played now by a holder on ``side``, whether its step has
        passed), or (None, False) at its step. A combat card's step is its holder's side's: 4
        for the attacker, 5 for the defender (seed 001 steps 4-5), so the reason names the
        side and the power."""
        card = CARDS[card_id]
        slug = "attacker-cards" if side == "attacker" else "defender-cards"
        slug = slug if card.step == "cards" else card.step
        if not self.finished and self.step_slug() == slug:
            return None, False
        info = STEP_BY_SLUG[slug]
        order = list(STEP_BY_SLUG)
        passed = self.finished or order.index(self.step_slug()) > order.index(slug)
        if card.step == "cards":
            text = (
                N_(
                    "its step has passed: the {side} ({power}) announces combat cards at step "
                    "{number} ({title})"
                )
                if passed
                else N_(
                    "wrong step: the {side} ({power}) announces combat cards at step {number} "
                    "({title})"
                )
            )
            message = Msg(
                text,
                side=side_msg(side),
                power=power_msg(power),
                number=info.number,
                title=info.title,
            )
            return message, passed
        text = (
            N_("its step has passed: it is played at step {number} ({title})")
            if passed
            else N_("wrong step: it is played at step {number} ({title})")
        )
        return Msg(text, number=info.number, title=info.title), passed
