"""The attack's decisions: fighting at sea, land-or-sea Alliance tiles, the unit lost on a tie."""

from __future__ import annotations

from typing import Any

from ...answers import Action, Prompt
from ...messages import N_, Msg, Nn_
from .combat import lose_tie_unit, tie_unit_options
from .forces import Losses, Side, index, other
from .state import AttackState, rule, step_id

TILES = Nn_("{count} tile", "{count} tiles")  # land-or-sea Alliance tiles, in a choice


class AttackDecisions(AttackState):
    """The decision points of an attack (soe 003 naval-support and naval)."""

    # -- decisions ---------------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        """The pending decision, if any."""
        if self.finished or self.is_chance():
            return None
        if self.stage in ("ask-attacker", "ask-defender"):
            side = self.stage.split("-")[1]
            if self.fight_at_sea[index(side)] is not None:
                return None  # decided in the scenario: applied as an automatic step
            return self._fight_prompt(side)
        if self.stage in ("tiles-attacker", "tiles-defender"):
            return self._tiles_prompt(self.stage.split("-")[1])
        if self.stage == "tie" and self.tie_pending:
            return self._tie_prompt(self.tie_pending[0])
        return None

    def _fight_prompt(self, side: str) -> Prompt:
        where = rule("naval-support")
        message = (
            self.about_region("ask-fight")
            if side == "attacker"
            else Msg(N_("The attacker wants to fight at sea. Defender: accept the naval combat?"))
        )
        return Prompt(
            side,
            message,
            (
                Action("fight-at-sea", Msg(N_("fight the naval combat")), where),
                Action(
                    "decline",
                    Msg(
                        N_("decline: the {other} gains naval support (+1 in the land combat)"),
                        other=self.label(other(side)),
                    ),
                    where,
                ),
            ),
            "decline",
        )

    def _tiles_prompt(self, side: str) -> Prompt:
        count = self.side(side).choice_tiles
        actions = tuple(
            Action(
                f"sea-tiles:{used}",
                Msg(
                    N_("use {sea} at sea, keep {land} for the land combat"),
                    sea=Msg(TILES, count=used),
                    land=Msg(TILES, count=count - used),
                ),
                rule("naval"),
            )
            for used in range(count + 1)
        )
        message = Msg(
            N_(
                "Alliance tiles of the {side} offering a land-or-sea choice: {count}. How many "
                "are used in the naval combat? A tile used at sea cannot count on land."
            ),
            side=self.label(side),
            count=count,
        )
        return Prompt(side, message, actions, "sea-tiles:0")

    def _tie_prompt(self, side: str) -> Prompt:
        labels = {
            "fleet": Msg(N_("lose a fleet")),
            "army": Msg(N_("lose an army (one army fewer in the land combat)")),
        }
        options = tie_unit_options(self.side(side))
        return Prompt(
            side,
            Msg(
                N_("The naval combat is a tie: the {side} must lose one unit (never a fort)"),
                side=self.label(side),
            ),
            tuple(Action(f"lose-{kind}", labels[kind], rule("naval")) for kind in options),
            "lose-fleet" if "fleet" in options else f"lose-{options[0]}",
        )

    # -- applying them ------------------------------------------------------------------------
    def _apply_action(self, action: str) -> AttackDecisions:
        if self.stage in ("ask-attacker", "ask-defender"):
            return self._fight_or_decline(self.stage.split("-")[1], action)
        if self.stage in ("tiles-attacker", "tiles-defender"):
            side = self.stage.split("-")[1]
            used = int(action.split(":")[1])
            sea_used = list(self.sea_used)
            sea_used[index(side)] = used
            return self.logged(
                Msg(
                    N_(
                        "Land-or-sea Alliance tiles of the {side}: {sea} used at sea, {land} "
                        "kept for the land combat"
                    ),
                    side=self.label(side),
                    sea=used,
                    land=self.side(side).choice_tiles - used,
                ),
                rule("naval"),
                sea_used=tuple(sea_used),
                stage="tiles-defender" if side == "attacker" else "roll",
            )
        return self._lose_tie_unit(action.removeprefix("lose-"))

    def _fight_or_decline(self, side: str, action: str) -> AttackDecisions:
        where = rule("naval-support")
        if action == "fight-at-sea" and side == "attacker":
            return self.logged(
                Msg(N_("The attacker chooses to fight at sea")), where, stage="ask-defender"
            )
        if action == "fight-at-sea":
            return self.logged(
                Msg(N_("The defender accepts: a naval combat is fought")),
                where,
                step=step_id("naval"),
                stage="tiles-attacker",
                naval_fought=True,
            )
        gains = other(side)
        return self.logged(
            Msg(
                N_("The {side} declines the naval combat: the {other} gains naval support"),
                side=self.label(side),
                other=self.label(gains),
            ),
            where,
            naval_support=gains,
            declined_by=side,
            stage="done",
        )

    def _lose_tie_unit(self, kind: str, *, forced: bool = False) -> AttackDecisions:
        """The unit ``kind`` lost on a naval tie; ``forced`` when the side had no other kind
        left, which the log says (for the army: the fleets it had to lose went first)."""
        side = self.tie_pending[0]
        units, lost = lose_tie_unit(self.side(side), kind)
        if kind == "fleet":
            message = (
                N_("The {side} loses a fleet for the tie: it has no army in this attack")
                if forced
                else N_("The {side} loses a fleet for the tie")
            )
        else:
            message = (
                N_(
                    "The {side} loses an army for the tie: no fleet is left, since the fleets "
                    "it had to lose were taken first (our reading of the order)"
                )
                if forced
                else N_("The {side} loses an army for the tie")
            )
        return self.logged(
            Msg(message, side=self.label(side)),
            rule("naval"),
            **self._with_loss(side, units, lost),
            tie_pending=self.tie_pending[1:],
        )

    def _with_loss(self, side: str, units: Side, lost: Losses) -> dict[str, Any]:
        sides, losses = list(self.sides), list(self.losses)
        sides[index(side)] = units
        losses[index(side)] = losses[index(side)].add(**lost.__dict__)
        return {"sides": tuple(sides), "losses": tuple(losses)}
