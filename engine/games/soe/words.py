"""The attack's results in words: the final outcome as sentences, the odds summary's labels
(``ProcedureSpec.words`` of ``soe/attack``)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...messages import N_, Msg, Nn_
from ...words import OutcomeWords, SummaryLine, labelled_lines

LABELS = {
    "attacker_wins": N_("attacker wins"),
    "defender_wins": N_("defender wins"),
    "tie": N_("tie"),
    "no_land_combat": N_("no land combat"),
    "naval_support_attacker": N_("naval support attacker"),
    "naval_support_defender": N_("naval support defender"),
    "control": N_("attacker gains control"),
    "control_unknown": N_("control unknown (the flowchart does not say)"),
    "expected_unrest_attacker": N_("expected unrest attacker"),
    "expected_unrest_defender": N_("expected unrest defender"),
}
# against a neutral country the defender's lines name it as the outcome's sentences do
NEUTRAL_LABELS = {
    "defender_wins": N_("neutral country wins"),
    "naval_support_defender": N_("naval support neutral country"),
}
SIDES = {"attacker": N_("attacker"), "defender": N_("defender")}
SHAPES = {"circle": N_("circle"), "square": N_("square")}


def _side(side: str) -> Msg:
    return Msg(SIDES[side])


def _naval(naval: dict[str, Any] | None) -> list[Msg]:
    if naval is None:
        return []
    if naval["declined_by"]:
        return [Msg(N_("The {side} declined the naval battle"), side=_side(naval["declined_by"]))]
    if naval["fought"] and naval["winner"] == "tie":
        return [Msg(N_("The naval battle is a tie"))]
    if naval["fought"] and naval["winner"]:
        return [Msg(N_("The {side} wins the naval battle"), side=_side(naval["winner"]))]
    return [Msg(N_("No naval battle"))]


def _losses(side: str, lost: dict[str, int]) -> list[Msg]:
    said = [
        Msg(
            N_(
                "Losses of the {side}: {units} in all (fleets: {fleets}, armies: {armies}, "
                "land units of its choice: {land_units})"
            ),
            side=_side(side),
            **{key: lost[key] for key in ("units", "fleets", "armies", "land_units")},
        )
    ]
    if lost["ally_fleets"] or lost["ally_units"]:
        said.append(
            Msg(
                N_("Losses of the {side}'s ally: fleets {fleets}, units {units}"),
                side=_side(side),
                fleets=lost["ally_fleets"],
                units=lost["ally_units"],
            )
        )
    return said


def sentences(outcome: dict[str, Any]) -> list[Msg]:
    """Gold paid, the naval stage, naval support, the land combat, losses, unrest, control."""
    said = []
    if outcome["neutral"]:
        said.append(Msg(N_("The attacker attacks a neutral country")))
    said.append(
        Msg(
            Nn_("The attacker pays {gold} gold", "The attacker pays {gold} gold"),
            plural_by="gold",
            gold=outcome["gold_paid"],
        )
    )
    said += _naval(outcome["naval"])
    if outcome["naval_support"]:
        said.append(
            Msg(N_("Naval support goes to the {side}"), side=_side(outcome["naval_support"]))
        )
    winner = outcome["winner"]
    if winner is None:
        said.append(Msg(N_("No land combat is fought")))
    elif winner == "tie":
        said.append(Msg(N_("The land combat is a tie")))
    elif winner == "defender" and outcome["neutral"]:
        said.append(Msg(N_("The neutral country wins the land combat")))
    else:
        said.append(Msg(N_("The {side} wins the land combat"), side=_side(winner)))
    for side in SIDES:
        if outcome["losses"][side]["units"] or any(
            outcome["losses"][side][key] for key in ("ally_fleets", "ally_units")
        ):
            said += _losses(side, outcome["losses"][side])
    said += _unrest(outcome["unrest"], outcome["neutral"])
    if outcome["control"] is True:
        said.append(
            Msg(
                N_(
                    "The attacker places a control marker in the region and the defender "
                    "removes one of its own"
                )
            )
        )
    elif outcome["control"] is False:
        said.append(Msg(N_("The attacker does not gain control of the region")))
    else:
        said.append(Msg(N_("Control: the flowchart does not say")))
    reward = outcome.get("reward")
    if reward:
        said.append(_reward(reward))
    return said


def _unrest(unrest: dict[str, int], neutral: bool) -> list[Msg]:
    """Each side's unrest points; a neutral country is named as such, and has no allies."""
    if neutral:  # soe 003 land: unrest goes to the owner of lost units; a neutral country's
        # losses are not in the flowchart, so no count is claimed for it
        text = N_(
            "Unrest: attacker {attacker} (the flowchart does not say what a neutral country loses)"
        )
        said = [Msg(text, attacker=unrest["attacker"])]
    else:
        text = N_("Unrest: attacker {attacker}, defender {defender}")
        said = [Msg(text, attacker=unrest["attacker"], defender=unrest["defender"])]
    if neutral and unrest.get("attacker_ally"):
        said.append(
            Msg(N_("Unrest of the attacker's allies: {count}"), count=unrest["attacker_ally"])
        )
    elif unrest.get("attacker_ally") or unrest.get("defender_ally"):
        said.append(
            Msg(
                N_("Unrest of the allies: attacker's {attacker}, defender's {defender}"),
                attacker=unrest["attacker_ally"],
                defender=unrest["defender_ally"],
            )
        )
    return said


def _reward(reward: dict[str, str]) -> Msg:
    """The winner's gold or VP (soe 003 neutral); a reward exists only against a neutral
    country, so the defender that wins it is the neutral country."""
    shape = Msg(SHAPES[reward["shape"]])
    if reward["to"] == "defender":  # the flowchart's "the winner gains", read literally
        return Msg(
            N_(
                "The neutral country gains the reward of the counter's {shape} (gold or VP): "
                "read literally, the flowchart gives it to the winner"
            ),
            shape=shape,
        )
    return Msg(
        N_("The {side} gains the reward of the counter's {shape} (gold or VP)"),
        side=_side(reward["to"]),
        shape=shape,
    )


# What each roll decides: the naval battle's winner, then the land combat's.
ROLLS = {
    "naval": (
        "naval_winner",
        {
            "attacker": N_("attacker wins at sea"),
            "defender": N_("defender wins at sea"),
            "tie": N_("tie at sea"),
        },
    ),
    "land": (
        "land_winner",
        {
            "attacker": N_("attacker wins on land"),
            "defender": N_("defender wins on land"),
            "tie": N_("tie on land"),
        },
    ),
}


def roll_lines(state: Any) -> list[SummaryLine]:
    """The odds of the naval battle's (or the land combat's) result of the pending roll."""
    stage = ROLLS.get(state.step.split("#", 1)[1])
    if stage is None:
        return []
    field, texts = stage
    weights: dict[str, int] = {}
    for outcome, weight in state.chance_outcomes().items():
        winner = getattr(state.chance_child(outcome), field)
        weights[winner] = weights.get(winner, 0) + weight
    total = sum(weights.values())
    return [
        SummaryLine(f"roll_{winner}", Msg(text), Fraction(weights.get(winner, 0), total))
        for winner, text in texts.items()
    ]


def summary_lines(summary: Mapping[str, Any]) -> list[SummaryLine]:
    """The summary's lines; against a neutral country its lines name it (soe 003 neutral)."""
    labels = {**LABELS, **NEUTRAL_LABELS} if summary.get("neutral") else LABELS
    return labelled_lines(summary, labels)


WORDS = OutcomeWords(sentences=sentences, labels=LABELS, summary=summary_lines, roll=roll_lines)
