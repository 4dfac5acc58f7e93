"""The CCC procedures' results in words: final outcomes as sentences and the odds summaries'
labels (``ProcedureSpec.words`` of ``ccc/interception`` and ``ccc/land-combat``).

The land combat's summary also has value-by-value keys built from numbers (``attacker_dr_7``,
``difference_+2``); they are labelled from their parts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ...messages import N_, Msg, Nn_
from ...words import OutcomeWords, SummaryLine, joined, labelled_lines
from .common import SIDE_NAMES
from .interception_fleets import BENEFITS, fleet_label
from .land_texts import DESTINATIONS

# ccc 004: the fleet that starts the attempt makes the active INT DR, the other the passive one
# (the "active fleet" of the phasing player may be either)
ROLE_NAMES = {
    "active": N_("the intercepting fleet, active INT DR"),
    "passive": N_("the intercepted fleet, passive INT DR"),
}


def _side(side: str) -> Msg:
    return Msg(SIDE_NAMES[side])


# -- interception --------------------------------------------------------------------------
INTERCEPTION_LABELS = {
    "attempt": N_("interception attempted"),
    "active_wins": N_("intercepting fleet wins"),
    "passive_wins": N_("intercepted fleet wins"),
    "naval_combat": N_("naval combat follows"),
}


def interception_sentences(outcome: dict[str, Any]) -> list[Msg]:
    """Who tried to intercept whom, who won the INT DR, the benefit taken and its effects."""
    if not outcome["attempt"]:
        return [Msg(N_("No interception is attempted"))]
    said = [
        Msg(
            N_("Interception attempt: {interceptor} against {target}"),
            interceptor=fleet_label(outcome["interceptor"]),
            target=fleet_label(outcome["target"]),
        )
    ]
    if outcome.get("rerolls"):
        said.append(
            Msg(
                Nn_(
                    "Ties on the INT DR: rolled again {count} time",
                    "Ties on the INT DR: rolled again {count} times",
                ),
                count=outcome["rerolls"],
            )
        )
    if outcome["winner"]:
        said.append(
            Msg(
                N_("INT DR winner: {fleet} ({role})"),
                fleet=fleet_label(outcome["winner_fleet"]),
                role=Msg(ROLE_NAMES[outcome["winner"]]),
            )
        )
    if outcome["benefit"]:
        said.append(Msg(N_("Benefit taken: {benefit}"), benefit=Msg(BENEFITS[outcome["benefit"]])))
    markers = [fleet_label(name) for name in outcome.get("no_interception_markers") or [] if name]
    if markers:
        said.append(Msg(N_("NO INTERCEPTION marker for: {fleets}"), fleets=joined(markers)))
    return said


INTERCEPTION_WORDS = OutcomeWords(sentences=interception_sentences, labels=INTERCEPTION_LABELS)


# -- land combat ---------------------------------------------------------------------------
LAND_LABELS = {
    "overrun": N_("overrun (no LC DR)"),
    "attacker_dr_higher": N_("attacker's LC DR higher"),
    "equal_dr": N_("equal LC DRs"),
    "defender_dr_higher": N_("defender's LC DR higher"),
    "attacker_wins": N_("attacker wins"),
    "defender_wins": N_("defender wins"),
    "result_open": N_("result open"),
    "expected_attacker_dr": N_("expected attacker's LC DR"),
    "expected_defender_dr": N_("expected defender's LC DR"),
    "expected_difference": N_("expected difference"),
}
VALUE_KEYS = {
    re.compile(r"attacker_dr_(-?\d+)"): N_("attacker's LC DR {value}"),
    re.compile(r"defender_dr_(-?\d+)"): N_("defender's LC DR {value}"),
    re.compile(r"difference_([+-]?\d+)"): N_("difference {value}"),
}
RESULT_KEYS = ("attacker_wins", "defender_wins", "result_open")


def land_summary_lines(summary: Mapping[str, Any]) -> list[SummaryLine]:
    """The LC DR chances; while the result is left to the player's table, a note in place of
    the (then empty) win chances."""
    open_result = summary.get("result_open") == 1
    lines = []
    for line in labelled_lines(summary, LAND_LABELS):
        if open_result and line.key in RESULT_KEYS:
            if line.key == "result_open":
                note = Msg(N_("The result: you read it from your table"))
                lines.append(SummaryLine(line.key, note))
            continue
        for pattern, text in VALUE_KEYS.items():
            match = pattern.fullmatch(line.key)
            if match:
                line = SummaryLine(line.key, Msg(text, value=match.group(1)), line.value)
        lines.append(line)
    return lines


def _hits(outcome: dict[str, Any], side: str) -> Msg:
    extra = outcome["extra_hits"][side]
    if outcome["table_hits"] is None:
        return Msg(N_("{extra} extra"), extra=extra)
    return Msg(
        N_("{total} ({table} from the table + {extra} extra)"),
        total=outcome["total_hits"][side],
        table=outcome["table_hits"][side],
        extra=extra,
    )


def _glory(outcome: dict[str, Any]) -> list[Msg]:
    points = outcome.get("glory_points") or {}
    return [
        Msg(N_("{side}: glory points {points:+d}"), side=_side(side), points=value)
        for side, value in points.items()
        if value
    ]


def land_sentences(outcome: dict[str, Any]) -> list[Msg]:
    """The final LC DRs, the result, hits, retreat and glory points."""
    if outcome.get("overrun"):
        return [
            Msg(N_("The area is overrun: no LC DR is rolled and the owning nation loses")),
            Msg(N_("The {side} wins the land combat"), side=_side(outcome["winner"])),
            *_glory(outcome),
        ]
    said = [
        Msg(
            N_("LC DR: attacker {attacker}, defender {defender} (difference {difference:+d})"),
            attacker=outcome["attacker_dr"],
            defender=outcome["defender_dr"],
            difference=outcome["difference"],
        )
    ]
    for side in outcome.get("cavalry_charges") or []:
        said.append(Msg(N_("The {side} charged with its cavalry"), side=_side(side)))
    if outcome.get("siege_bonus"):
        value = outcome.get("siege_bonus_value")
        said.append(
            Msg(N_("The attacker announced the siege bonus: {value:+d} to its LC DR (your value)"),
                value=value)
            if value is not None
            else Msg(N_("The attacker announced the siege bonus; the scenario gives it no value, "
                        "so the LC DR does not include it"))
        )  # fmt: skip
    if outcome["winner"] is None:
        said.append(Msg(N_("The result: you read it from your table")))
    else:
        said.append(Msg(N_("The {side} wins the land combat"), side=_side(outcome["winner"])))
    said.append(
        Msg(
            N_("Hits: attacker {attacker}, defender {defender}"),
            attacker=_hits(outcome, "attacker"),
            defender=_hits(outcome, "defender"),
        )
    )
    if outcome["retreat"]:
        where = DESTINATIONS.get(outcome.get("retreat_to") or "")
        said.append(
            Msg(N_("The {side} retreats {where}"), side=_side(outcome["retreat"]), where=Msg(where))
            if where
            else Msg(N_("The {side} retreats"), side=_side(outcome["retreat"]))
        )
    said += _glory(outcome)
    cards = outcome.get("cards_played") or []
    if cards:
        said.append(Msg(N_("Cards played: {cards}"), cards=joined(cards)))
    return said


LAND_WORDS = OutcomeWords(sentences=land_sentences, summary=land_summary_lines)
