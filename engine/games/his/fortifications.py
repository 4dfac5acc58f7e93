"""The retreat into fortifications before a field battle (seed 001, "fortifications").

The step before step 1: defenders of 4 or fewer units in a fortified space they control may
stay in the open or retreat inside. After a withdrawal no field battle is fought: a larger army
begins a siege, and an army that is not larger moves on or goes back to the space it came from.
"""

from __future__ import annotations

import json

from ...messages import N_, Msg, Nn_
from .decisions import FieldBattleDecisions
from .state import step_id


def withdraw_action(state: FieldBattleDecisions, action: str) -> FieldBattleDecisions:
    """The defenders' answer (fight or withdraw), or the attacker's once they withdrew."""
    rule = "his 001 fortifications"
    if action == "fight":
        return state.logged(
            Msg(N_("The defenders stay in the open; the field battle follows")),
            rule,
            step=step_id("responses"),
            stage="",
        )
    if action == "withdraw":
        return state.logged(
            Msg(N_("The defenders retreat into the fortifications; no field battle this impulse")),
            rule,
            stage="withdrawn",
        )
    done = {
        "continue-move": Msg(
            N_(
                "The army spends {cp} CP and moves on (if it must later "
                "retreat from there, it is eliminated)"
            ),
            cp=state.move_cost(),
        ),
        "retreat": Msg(
            N_(
                "The army retreats to the space it came from (no CP; the "
                "retreat rules of 14.1 apply)"
            )
        ),
    }[action]
    return state.logged(
        done, rule, finished=True, result=_no_battle(siege=False, attacker_action=action)
    )


def _no_battle(siege: bool, attacker_action: str | None) -> str:
    return json.dumps(
        {
            "battle": False,
            "siege": siege,
            "attacker_action": attacker_action,
            "withdrawn_into_fortifications": True,
        },
        sort_keys=True,
    )


def advance_withdraw(state: FieldBattleDecisions) -> FieldBattleDecisions | None:
    """Whether the defenders are asked, and after a withdrawal whether a siege begins."""
    rule = "his 001 fortifications"
    # his 001 fortifications: "4 or fewer units" remain in the destination, and a siege
    # begins if the army has more units "than in the fortifications": we read both as all
    # the defending units in the space, those already inside (in_fortifications) included
    garrison = state.force("defender").units + state.in_fortifications
    if state.stage == "":
        if state.fortified and state.defender_controls_space and garrison <= 4:
            return state.evolve(stage="ask-defender")
        return state.evolve(step=step_id("responses"))
    if state.stage == "withdrawn":
        attackers = state.force("attacker").units
        if attackers > garrison:
            return state.logged(
                Msg(
                    Nn_(
                        "The army ({attackers} unit) is larger than the "
                        "garrison ({garrison}): a siege begins",
                        "The army ({attackers} units) is larger than the "
                        "garrison ({garrison}): a siege begins",
                    ),
                    plural_by="attackers",
                    attackers=attackers,
                    garrison=garrison,
                ),
                rule,
                finished=True,
                result=_no_battle(True, None),
            )
        return state.evolve(stage="ask-attacker")
    return None
