"""The combat's results in words: each attack in a sentence, the odds summary's labels
(``ProcedureSpec.words`` of ``tenochtitlan/combat``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...messages import N_, Msg
from ...words import OutcomeWords, SummaryLine, counted, joined
from .units import UNIT_NAMES, unit_label

RESULTS = {
    "no-effect": N_("no effect"),
    "disordered": N_("disordered"),
    "retreated": N_("retreated"),
    "eliminated": N_("eliminated"),
}
KINDS = {"melee": N_("melee"), "ranged": N_("ranged")}

# Summary keys: attack_<number>_<what>, and aztec_victory.
SUMMARY_PARTS = {
    "no_effect": N_("Attack {number}: no effect"),
    "disordered": N_("Attack {number}: target disordered"),
    "retreated": N_("Attack {number}: target retreated"),
    "eliminated": N_("Attack {number}: target eliminated"),
    "retreat_before_combat": N_("Attack {number}: target retreated before combat"),
    "not_made": N_("Attack {number}: not made"),
    "re_attack_made": N_("Attack {number}: re-attack made"),
    "re_attack_no_effect": N_("Attack {number}, re-attack: no effect"),
    "re_attack_disordered": N_("Attack {number}, re-attack: target disordered"),
    "re_attack_retreated": N_("Attack {number}, re-attack: target retreated"),
    "re_attack_eliminated": N_("Attack {number}, re-attack: target eliminated"),
    "re_attack_not_made": N_("Attack {number}, re-attack: not made"),
}
SUMMARY_KEY = re.compile(r"attack_(\d+)_(\w+)")


def unit_name(name: str, types: Mapping[str, str] | None = None) -> Msg | str:
    """A unit as the outcome's sentences name it (docs/scenarios/tenochtitlan.md): by its type,
    with its id in brackets only where another unit of the phase has the same type; a name
    whose type is not known stays as it is."""
    types = types or {}
    unit_type = types.get(name, name if name in UNIT_NAMES else None)
    if unit_type is None or unit_type not in UNIT_NAMES:
        return name
    twins = [other for other, kind in types.items() if kind == unit_type and other != name]
    return unit_label(unit_type, name if twins else unit_type)


def _result(attack: dict[str, Any], types: Mapping[str, str]) -> Msg:
    if not attack["made"]:
        return Msg(N_("not made (the target was already gone)"))
    result = Msg(RESULTS[attack["result"]])
    if attack["retreat_before_combat"]:
        result = Msg(N_("retreated before combat"))
    if attack.get("advanced"):
        result = Msg(
            N_("{result}; advance into the hex: {unit}"),
            result=result,
            unit=unit_name(attack["advanced"], types),
        )
    return result


def attack_sentence(
    attack: dict[str, Any], number: int, types: Mapping[str, str] | None = None
) -> Msg:
    """One attack: who attacked whom, with which values, and the result; ``types`` (the
    outcome's ``unit_types``) names the units by their types."""
    types = types or {}
    return Msg(
        N_("Attack {number} ({kind}: {attackers} against {target}, {attack} + 1d6 against "
           "{defense}): {result}"),
        number=number,
        kind=Msg(KINDS.get(attack["kind"], attack["kind"])),
        attackers=joined(counted([unit_name(name, types) for name in attack["attackers"]])),
        target=unit_name(attack["target"], types),
        attack=attack["attack"],
        defense=attack["defense"],
        result=_result(attack, types),
    )  # fmt: skip


def sentences(outcome: dict[str, Any]) -> list[Msg]:
    """Every attack of the phase in a sentence (re-attacks after it), then the victory check."""
    said = []
    types = outcome.get("unit_types") or {}
    for attack in outcome["attacks"]:
        said.append(attack_sentence(attack, attack["number"], types))
        again = attack.get("re_attack")
        if again:
            said.append(
                Msg(
                    N_("Re-attack after attack {number}: {text}"),
                    number=attack["number"],
                    text=attack_sentence(again, attack["number"], types),
                )
            )
    if outcome.get("aztec_victory"):
        said.append(
            Msg(
                N_("The Aztecs win: only {count} Spanish units are left"),
                count=outcome["spanish_units_left"],
            )
        )
    elif outcome.get("spanish_units_left") is not None:
        said.append(Msg(N_("Spanish units left: {count}"), count=outcome["spanish_units_left"]))
    return said


def summary_lines(summary: Mapping[str, Any]) -> list[SummaryLine]:
    """Per attack, the chance of each result; then the chance of an Aztec victory."""
    lines = []
    for key, value in summary.items():
        match = SUMMARY_KEY.fullmatch(key)
        if match and match.group(2) in SUMMARY_PARTS:
            label = Msg(SUMMARY_PARTS[match.group(2)], number=int(match.group(1)))
        elif key == "aztec_victory":
            label = Msg(N_("Aztec victory"))
        else:
            label = Msg(key.replace("_", " "))
        lines.append(SummaryLine(key, label, Fraction(value)))
    return lines


WORDS = OutcomeWords(sentences=sentences, summary=summary_lines)
