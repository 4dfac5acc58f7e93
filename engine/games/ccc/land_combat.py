"""CCC 6.6.3 land combat (seed 000): the six steps, their decisions and the LC DR.

The results table is not in our sources: after the roll the engine shows both final LC DRs
and asks the players what their table says (winner and hits), or leaves the result open.
"""

from __future__ import annotations

from ...answers import Action, DiceGroup, Prompt
from ...dist import Dist
from ...messages import N_, Msg
from .common import SIDES
from .land_end import EndSteps
from .land_state import SLUGS, side_msg, step_id

RESULTS = {
    "attacker-wins": N_("the attacker wins (from your results table)"),
    "defender-wins": N_("the defender wins (from your results table)"),
    "open": N_("leave the result open: steps 5 and 6 show only what does not depend on it"),
}


class LandCombat(EndSteps):
    """Transitions of the land combat. States are immutable; see engine.procedure.State."""

    # -- decisions -------------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        """The pending decision, if any."""
        if self.finished or self.is_chance():
            return None
        if self.card_window():
            side = SIDES[self.card_turn]
            cards = self.playable_cards(side)
            if not cards:
                return None
            actions = [
                Action("pass", Msg(N_("play no (more) cards at this step")), "ccc 000 cards")
            ]
            names = {c.id: c.name for c in self.army(side).cards}
            actions += [
                Action(f"play:{card}", Msg(N_("play {card}"), card=names[card]), "ccc 000 cards")
                for card in cards
            ]
            message = Msg(
                N_("{side}: play cards at the start of this step?"), side=self.side_label(side)
            )
            return Prompt(side, message, tuple(actions), "pass")
        if self.stage in ("charge-attacker", "charge-defender"):
            side = self.stage.split("-")[1]
            if self.charge_barrier(side) is not None:
                return None
            return self._yes_no(
                side,
                Msg(N_("{side}: announce a cavalry charge?"), side=self.side_label(side)),
                ("charge", N_("announce a cavalry charge (its effect: from your rulebook)")),
                ("no-charge", N_("no cavalry charge")),
                "ccc 000 step 2",
            )
        if self.stage == "siege" and self.siege_barrier() is None:
            return self._yes_no(
                "attacker",
                Msg(N_("{side}: announce the siege bonus?"), side=self.side_label("attacker")),
                ("siege-bonus", N_("announce the siege bonus (its size: from your rulebook)")),
                ("no-siege-bonus", N_("no siege bonus")),
                "ccc 000 step 3",
            )
        return self.later_prompt()

    def _yes_no(self, side: str, message: Msg, yes, no, rule: str) -> Prompt:
        actions = (Action(yes[0], Msg(yes[1]), rule), Action(no[0], Msg(no[1]), rule))
        return Prompt(side, message, actions, no[0])

    def result_prompt(self) -> Prompt:
        """After the roll: what does the player's results table say?"""
        attacker, defender = self.drs
        message = Msg(
            N_(
                "Final LC DR: attacker {attacker}, defender {defender} (difference "
                "{difference:+d}). Compare them on your game's results table{cf}: who wins?"
            ),
            attacker=attacker,
            defender=defender,
            difference=attacker - defender,
            cf=self._cf_note(),
        )
        actions = tuple(
            Action(f"result:{key}", Msg(text), "ccc 000 step 4") for key, text in RESULTS.items()
        )
        return Prompt("players", message, actions, "result:open")

    def _cf_note(self) -> Msg | str:
        cfs = [self.army(side).cf for side in SIDES]
        if None in cfs:
            return ""
        return Msg(
            N_(" (CF: attacker {attacker}, defender {defender})"), attacker=cfs[0], defender=cfs[1]
        )

    def hits_prompt(self, side: str) -> Prompt:
        """How many hits the results table gives ``side``."""
        top = self.max_hits if self.max_hits is not None else self.army(side).combat_units
        actions = tuple(
            Action(f"hits:{count}", Msg(N_("hits: {count}"), count=count), "ccc 000 step 4")
            for count in range(top + 1)
        )
        message = Msg(N_("Hits the {side} takes, from your results table"), side=side_msg(side))
        return Prompt("players", message, actions, "hits:0")

    # -- transitions -----------------------------------------------------------------------
    def _apply_action(self, action: str) -> LandCombat:
        kind, _, value = action.partition(":")
        rule = self.step_info().rule
        if self.card_window():
            side = SIDES[self.card_turn]
            if action == "pass":
                return self.evolve(card_turn=self.card_turn + 1)
            name = self._card_name(value)
            message = Msg(N_("{side} plays {card}"), side=self.side_label(side), card=name)
            return self.logged(message, "ccc 000 cards", played=self.played + ((side, value),))
        if kind in ("charge", "no-charge"):
            side = self.stage.split("-")[1]
            following = "charge-defender" if side == "attacker" else "next"
            if kind == "no-charge":
                message = Msg(N_("{side}: no cavalry charge announced"), side=self.side_label(side))
                return self.logged(message, rule, stage=following)
            message = Msg(
                N_("{side} announces a cavalry charge (its effect: from your rulebook)"),
                side=self.side_label(side),
            )
            return self.logged(message, rule, charges=self.charges + (side,), stage=following)
        if kind in ("siege-bonus", "no-siege-bonus"):
            attacker = self.side_label("attacker")
            if kind == "no-siege-bonus":
                message = Msg(
                    N_("{side}: no siege bonus announced (the attacker's choice)"), side=attacker
                )
                return self.logged(message, rule, stage="next")
            return self.logged(self.siege_announced(), rule, siege=True, stage="next")
        return self.later_action(kind, value)

    def _advance(self) -> LandCombat | None:
        if self.finished or self.is_chance():
            return None
        if self.is_overrun():
            return self.resolve_overrun()
        if self.stage == "":
            return self.evolve(stage="cards", card_turn=0)
        if self.stage == "cards":
            if self.card_turn < 2 and self.prompt() is not None:
                return None
            if self.card_turn < 2:
                return self.evolve(card_turn=self.card_turn + 1)
            return self.evolve(stage="body")
        if self.stage == "next":
            return self.next_step()
        if self.stage == "body":
            return self.enter_step()
        if self.stage in ("charge-attacker", "charge-defender"):
            side = self.stage.split("-")[1]
            barrier = self.charge_barrier(side)
            if barrier is None:
                return None
            following = "charge-defender" if side == "attacker" else "next"
            return self.logged(barrier, "ccc 000 step 2", stage=following)
        if self.stage == "siege":
            barrier = self.siege_barrier()
            if barrier is None:
                return None
            return self.logged(barrier, "ccc 000 step 3", stage="next")
        return None

    def next_step(self) -> LandCombat:
        """On to the next step, starting with its card window."""
        following = SLUGS[SLUGS.index(self.slug()) + 1]
        return self.evolve(step=step_id(following), stage="")

    def enter_step(self) -> LandCombat:
        """The body of the current step, after its cards."""
        slug = self.slug()
        if slug == "free-actions":
            return self.free_actions()
        if slug == "cavalry-charge":
            return self.evolve(stage="charge-attacker")
        if slug == "siege-bonus":
            return self.evolve(stage="siege")
        if slug == "round":
            return self.start_round()
        if slug == "retreats":
            return self.start_retreats()
        return self.end_combat()

    # -- the roll --------------------------------------------------------------------------
    def is_chance(self) -> bool:
        """The LC DR is pending."""
        return not self.finished and self.stage == "roll"

    def dice(self) -> tuple[DiceGroup, ...]:
        """Two dice for each side, attacker first."""
        return tuple(
            DiceGroup(side, Msg(N_("{side}: LC DR"), side=self.side_label(side)), 2)
            for side in SIDES
        )

    def chance_outcomes(self) -> Dist:
        """Exact distribution of (attacker's final LC DR, defender's final LC DR)."""
        return self.dr_dist("attacker").combine(self.dr_dist("defender"), lambda a, d: (a, d))

    def outcome_from_dice(self, values: tuple[int, ...]) -> tuple[int, int]:
        """The two final LC DRs from four dice."""
        return (
            self.final_dr("attacker", values[0] + values[1]),
            self.final_dr("defender", values[2] + values[3]),
        )

    def _apply_outcome(self, outcome: tuple[int, int], dice: tuple[int, ...]) -> LandCombat:
        state = self
        for index, side in enumerate(SIDES):
            if not dice:
                break
            pair = dice[2 * index : 2 * index + 2]
            raw = pair[0] + pair[1] + self.total(side)
            text = (
                N_("{side}: LC DR {a} + {b}, modifiers {mods:+d}: {final}")
                if raw == outcome[index]
                else N_("{side}: LC DR {a} + {b}, modifiers {mods:+d}: {raw}, raised to PN {final}")
            )
            message = Msg(
                text,
                side=self.side_label(side),
                a=pair[0],
                b=pair[1],
                mods=self.total(side),
                raw=raw,
                final=outcome[index],
            )
            state = state.logged(message, "ccc 000 step 4", pair)
        return state.evolve(drs=tuple(outcome), stage="result")


def initial_state(**fields) -> LandCombat:
    """The state before step 1 (with a native army: the reminders to merge native armies
    first and of the firearms bonus), settled up to the first decision or roll."""
    state = LandCombat(step=step_id("free-actions"), **fields)
    if any(army.kind == "natives" for army in state.armies):
        state = state.note("natives-merge", "ccc 000 natives")
        state = state.note("natives-firearms", "ccc 000 natives")
    return state._settle()
