"""The field battle's results in words: the final outcome as sentences, the odds summary's
labels (``ProcedureSpec.words`` of ``his/field-battle``)."""

from __future__ import annotations

from typing import Any

from ...messages import N_, Msg
from ...words import OutcomeWords, joined
from .state import side_msg

LABELS = {
    "attacker_wins": N_("attacker wins"),
    "defender_wins": N_("defender wins"),
    "no_battle": N_("withdrawal (no battle)"),
    "siege": N_("siege afterwards"),
    "expected_losses_attacker": N_("expected losses attacker"),
    "expected_losses_defender": N_("expected losses defender"),
}

NO_BATTLE = {
    None: N_("No field battle: the defenders withdrew into the fortifications"),
    "continue-move": N_(
        "No field battle: the defenders withdrew into the fortifications and the army moved on"
    ),
    "retreat": N_(
        "No field battle: the defenders withdrew into the fortifications and the army retreated "
        "to the space it came from"
    ),
}


def leader_name(leader: dict[str, Any]) -> Msg | str:
    """A captured leader as the outcome names it: its name, else its battle rating."""
    if leader.get("name"):
        return leader["name"]
    return Msg(N_("a leader with battle rating {rating}"), rating=leader["rating"])


def sentences(outcome: dict[str, Any]) -> list[Msg]:
    """A finished field battle in sentences: winner, losses, captures, retreat, siege."""
    if not outcome["battle"]:
        said = [Msg(NO_BATTLE.get(outcome.get("attacker_action"), NO_BATTLE[None]))]
        if outcome.get("siege"):
            said.append(Msg(N_("The space is now besieged")))
        return said
    losses = outcome["losses"]
    said = [Msg(N_("The {side} wins the field battle"), side=side_msg(outcome["winner"]))]
    said.append(
        Msg(
            N_("Units lost: attacker {attacker}, defender {defender}"),
            attacker=losses["attacker"],
            defender=losses["defender"],
        )
    )
    survivors = outcome.get("survivors")
    if survivors:
        said.append(
            Msg(
                N_("Units left: attacker {attacker}, defender {defender}"),
                attacker=survivors["attacker"],
                defender=survivors["defender"],
            )
        )
    captured = [leader_name(leader) for leader in outcome["captured_leaders"]]
    if captured:
        said.append(Msg(N_("Leaders captured: {names}"), names=joined(captured)))
    if outcome["retreat"]:
        said.append(Msg(N_("The {side} retreats"), side=side_msg(outcome["retreat"])))
    if outcome["siege"]:
        said.append(Msg(N_("The space is now besieged")))
    if outcome["must_withdraw"]:
        said.append(Msg(N_("The army must withdraw from the fortified space (15.3)")))
    return said


WORDS = OutcomeWords(sentences=sentences, labels=LABELS)
