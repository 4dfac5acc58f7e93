"""Land combat steps around the roll: step 1, the start of step 4, the result read on the
player's results table, step 5 (retreats) and step 6 (extra hits, glory points), the outcome."""

from __future__ import annotations

from typing import Any

from ...answers import Action, Prompt
from ...messages import N_, Msg
from .common import SIDES, other
from .land_forces import extra_hits, glory_points
from .land_state import LandCombatState
from .land_texts import DESTINATIONS, EXTRA_REASONS, GARRISON_RETREAT, TEXTS


class EndSteps(LandCombatState):
    """Step 1, the start and result of step 4, and steps 5 and 6."""

    def note(self, key: str, rule: str, **changes):
        """A copy with one of the fixed texts logged."""
        return self.logged(Msg(TEXTS[key]), rule, **changes)

    # -- a defending fleet (ccc 000 notes) --------------------------------------------------
    def fleet_defends(self) -> bool:
        """A European fleet commands the defence of the colony."""
        defender = self.army("defender")
        return defender.commander == "fleet" and defender.kind == "european"

    def is_overrun(self) -> bool:
        """A fleet defends a colony without garrison troops or a royal regiment: no LC DR."""
        return self.fleet_defends() and self.colony is not None and self.colony.garrison is False

    def resolve_overrun(self):
        """ccc 000 notes: the area is overrun without an LC DR; the owning nation loses, so the
        attacker has won and step 6 follows (glory points, and what natives or the winner gain)."""
        state = self.note("overrun", "ccc 000 notes").note("overrun-fleet", "ccc 000 notes")
        return state.evolve(winner="attacker")._winner_notes().evolve(finished=True)

    def free_actions(self):
        """Step 1: only a defending European leader has free actions (not a fleet)."""
        defender = self.army("defender")
        if defender.kind != "european":
            state = self.note("no-european-leader", "ccc 000 step 1")
        elif defender.commander == "leader":
            state = self.note("leader-free-actions", "ccc 000 step 1")
        elif defender.commander == "fleet":
            state = self.note("fleet-defends", "ccc 000 notes")
        else:
            state = self.note("colony-defends", "ccc 000 sides")
        if defender.allied_avatar:
            state = state.note("allied-avatar", "ccc 000 sides")
        return state.next_step()

    def start_round(self):
        """Step 4 before the roll: each side's modifier total; PN, if the scenario has none."""
        state = self
        for side in SIDES:
            message = Msg(
                N_("{side} rolls two dice with modifiers {total:+d}"),
                side=self.side_label(side),
                total=self.total(side),
            )
            state = state.logged(message, "ccc 000 step 4")
        if self.pn is None:
            state = state.note("no-pn", "ccc 000 step 4")
        return state.evolve(stage="roll")

    # -- decisions after the roll ----------------------------------------------------------
    def later_prompt(self) -> Prompt | None:
        """The result, hits, retreat and destination decisions."""
        if self.stage == "result":
            return self.result_prompt()
        if self.stage in ("hits-attacker", "hits-defender"):
            return self.hits_prompt(self.stage.split("-")[1])
        rule = "ccc 000 step 5"
        loser = other(self.winner) if self.winner in SIDES else ""
        if self.stage == "retreat":
            retreats = Msg(
                N_("{side} retreats, taking along everything it has there"),
                side=self.side_label(loser),
            )
            if loser == "defender" and self.fleet_defends():
                retreats = Msg(
                    N_(
                        "the colony's side retreats with everything it has there (the fleet "
                        "does not; the units it landed go back aboard)"
                    )
                )
            stays = Msg(N_("no side retreats (e.g. the loser's army was wiped out)"))
            actions = (Action("retreat:loser", retreats, rule), Action("retreat:none", stays, rule))
            default = "retreat:none" if self._pirates_held() else "retreat:loser"
            message = Msg(N_("Which side retreats? Our sources leave this to your results table"))
            return Prompt("players", message, actions, default)
        if self.stage == "retreat-to":
            natives = self.army(loser).kind == "natives"
            keys = ("random-area", "nowhere") if natives else ("adjacent", "fleet", "nowhere")
            actions = tuple(
                Action(f"retreat-to:{key}", Msg(DESTINATIONS[key]), rule) for key in keys
            )
            message = Msg(N_("Where does {side} retreat?"), side=self.side_label(loser))
            return Prompt(loser, message, actions, actions[0].id)
        return None

    def _pirates_held(self) -> bool:
        return self.winner == "defender" and self.army("defender").kind == "pirates"

    def later_action(self, kind: str, value: str):
        """Apply a result, hits, retreat or destination decision."""
        if kind == "result" and value == "open":
            return self.note("result-open", "ccc 000 step 4", winner="open", stage="next")
        if kind == "result":
            side = value.split("-")[0]
            message = Msg(
                N_("{side} wins the land combat (from your results table)"),
                side=self.side_label(side),
            )
            return self.logged(message, "ccc 000 step 4", winner=side, stage="hits-attacker")
        if kind == "hits":
            side = self.stage.split("-")[1]
            hits = list(self.table_hits)
            hits[SIDES.index(side)] = int(value)
            message = Msg(
                N_("{side} takes hits from your results table: {count}"),
                side=self.side_label(side),
                count=int(value),
            )
            following = "hits-defender" if side == "attacker" else "next"
            return self.logged(message, "ccc 000 step 4", table_hits=tuple(hits), stage=following)
        if kind == "retreat" and value == "none":
            return self.note("no-retreat", "ccc 000 step 5", retreat="none", stage="next")
        if kind == "retreat":
            state = self
            if other(self.winner) == "defender" and self.fleet_defends():
                state = state.note("fleet-holds", "ccc 000 notes")
            return state.evolve(retreat=other(self.winner), stage="retreat-to")
        fleet = self.retreat == "defender" and self.fleet_defends()
        message = Msg(
            N_("Retreat of {side}: {where}"),
            side=self.side_label(self.retreat),
            where=Msg(DESTINATIONS[value]),
        )
        if fleet:
            message = Msg(GARRISON_RETREAT, where=Msg(DESTINATIONS[value]))
        state = self.logged(message, "ccc 000 step 5", retreat_to=value, stage="next")
        if value == "nowhere" and self.army(self.retreat).kind != "natives" and not fleet:
            state = state.note("winner-takes-items", "ccc 000 step 5")
        return state

    def start_retreats(self):
        """Step 5: who retreats comes from the result; without one, the step is not walked."""
        if self.winner == "open":
            return self.note("retreat-open", "ccc 000 step 5").next_step()
        if self._pirates_held():
            return self.note("pirates-held", "ccc 000 step 6", stage="retreat")
        return self.evolve(stage="retreat")

    # -- step 6 ----------------------------------------------------------------------------
    def end_combat(self):
        """Step 6: extra hits, glory points and what else follows from the result."""
        state, rule, armies = self, "ccc 000 step 6", self.army_map()
        for index, side in enumerate(SIDES):
            extra, reasons = extra_hits(armies, side)
            label = self.side_label(side)
            for reason in reasons:
                state = state.logged(Msg(EXTRA_REASONS[reason], side=label), rule)
            table = self.table_hits[index]
            if table is None:
                message = Msg(TEXTS["extra-only"], side=label, extra=extra)
            else:
                message = Msg(
                    TEXTS["table-and-extra"],
                    side=label,
                    table=table,
                    extra=extra,
                    total=table + extra,
                )
            state = state.logged(message, rule)
        if self.winner in SIDES:
            state = state._winner_notes()
        state = state.note("end-movement", rule)
        defender = self.army("defender")
        if defender.commander == "fleet" and defender.kind == "european":
            state = state.note("fleet-reembarks", "ccc 000 notes")
        return state.evolve(finished=True)

    def _winner_notes(self):
        state, rule, armies = self, "ccc 000 step 6", self.army_map()
        winner, loser = self.winner, other(self.winner)
        for side, points in glory_points(armies, winner).items():
            if points:
                message = Msg(
                    N_("{side}: {points:+d} GP"), side=self.side_label(side), points=points
                )
                state = state.logged(message, rule)
        kinds = (armies[winner].kind, armies[loser].kind)
        keys = []
        if winner == "defender" and armies[winner].allied_avatar:
            keys.append("owner-wins")
        if kinds[0] == "natives" and self.colony is not None:
            keys.append("natives-destroy")
            if self.colony.fortification in ("fortress", "citadel") and self.game != "basic":
                keys.append("firearms")
        if kinds[0] == "natives":
            keys.append("horse-breeding")
        if kinds == ("european", "natives") and winner == "defender":
            keys.append("action-succeeds")
        if kinds == ("european", "pirates") and winner == "attacker":
            keys.append("haven-loot")
        keys.append({"pirates": "pirates-loot", "european": "winner-items"}.get(kinds[0], ""))
        for key in keys:
            if key:
                state = state.note(key, rule)
        return state

    # -- the end ---------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """Step 6 is done."""
        return self.finished

    def outcome(self) -> dict[str, Any]:
        """Final LC DRs, the result entered, hits, retreat and glory points.

        An overrun (a fleet defending without a garrison) has no LC DR: DRs and hits are null.
        """
        armies = self.army_map()
        if self.is_overrun():
            return {
                "overrun": True,
                "attacker_dr": None,
                "defender_dr": None,
                "difference": None,
                "winner": "attacker",
                "table_hits": None,
                "extra_hits": None,
                "total_hits": None,
                "retreat": None,
                "retreat_to": None,
                "glory_points": glory_points(armies, "attacker"),
                "cavalry_charges": [],
                "siege_bonus": False,
                "siege_bonus_value": None,
                "cards_played": [],
            }
        attacker, defender = self.drs
        extra = {side: extra_hits(armies, side)[0] for side in SIDES}
        decided = self.winner in SIDES
        table = dict(zip(SIDES, self.table_hits, strict=True)) if decided else None
        return {
            "overrun": False,
            "attacker_dr": attacker,
            "defender_dr": defender,
            "difference": attacker - defender,
            "winner": self.winner if decided else None,
            "table_hits": table,
            "extra_hits": extra,
            "total_hits": {side: table[side] + extra[side] for side in SIDES} if decided else None,
            "retreat": self.retreat if self.retreat in SIDES else None,
            "retreat_to": self.retreat_to or None,
            "glory_points": glory_points(armies, self.winner) if decided else None,
            "cavalry_charges": list(self.charges),
            "siege_bonus": self.siege,
            "siege_bonus_value": self.siege_bonus_value() if self.siege else None,
            "cards_played": [card for _side, card in self.played],
        }
