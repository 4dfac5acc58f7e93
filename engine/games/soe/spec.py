"""Scenario reading, odds summary and registration of ``soe/attack``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from .attack import Attack, initial_state
from .forces import Neutral, Side, is_landlocked_name
from .schema import SCHEMA
from .state import PROCEDURE, STEPS
from .words import WORDS

SIDE_KEYS = {
    "name": "name",
    "armies": "armies",
    "fleets": "fleets",
    "ally_armies": "ally_armies",
    "ally_fleets": "ally_fleets",
    "navy_training": "navy_training",
    "army_training": "army_training",
    "sea_tiles": "sea_alliance_tiles",
    "land_tiles": "land_alliance_tiles",
    "choice_tiles": "land_or_sea_alliance_tiles",
}


def _side(values: dict[str, Any] | None) -> tuple[Side, bool | None]:
    if values is None:
        return Side(), None
    side = {name: values[key] for name, key in SIDE_KEYS.items()}
    for key in ("forts", "control_markers"):
        if key in values:
            side[key] = values[key]
    return Side(**side), values["fight_at_sea"]


def build(values: dict[str, Any], source: str) -> Attack:
    """The initial state of a validated ``soe/attack`` scenario, after the checks that tie
    several keys together."""
    region = values["region"].strip()
    named_landlocked = is_landlocked_name(region)
    landlocked = named_landlocked if values["landlocked"] is None else values["landlocked"]
    if named_landlocked and not landlocked:
        raise InputError(
            source,
            "landlocked",
            Msg(
                N_("{region} has no sea according to the flowchart (soe 003 naval-support)"),
                region=region,
            ),
        )
    if values["defender"] is None and values["neutral"] is None:
        raise InputError(source, "defender", Msg(N_("missing (required)")))
    attacker, attacker_fights = _side(values["attacker"])
    defender, defender_fights = _side(values["defender"])
    neutral = Neutral(**values["neutral"]) if values["neutral"] else None
    if attacker.armies + attacker.fleets == 0:
        raise InputError(
            source,
            "attacker.armies",
            Msg(
                N_(
                    "the attacker needs at least one army or fleet of its own in the region to "
                    "declare an attack (soe 003 declare)"
                )
            ),
        )
    if neutral is not None and attacker.armies == 0:
        raise InputError(
            source,
            "attacker.armies",
            Msg(
                N_(
                    "a neutral country is attacked with a land combat only, and the attacker "
                    "must use at least one army of its own (soe 003 neutral, soe 003 land)"
                )
            ),
        )
    return initial_state(
        attacker,
        defender,
        neutral,
        region=region,
        landlocked=landlocked,
        seed=values["seed"],
        fight_at_sea=(attacker_fights, defender_fights),
    )


def summarize(result: Odds) -> dict[str, Any]:
    """Headline numbers of an attack's odds."""

    def chance(test):
        return result.probability(test)

    summary = {
        "attacker_wins": chance(lambda o: o["winner"] == "attacker"),
        "defender_wins": chance(lambda o: o["winner"] == "defender"),
        "tie": chance(lambda o: o["winner"] == "tie"),
        "no_land_combat": chance(lambda o: o["winner"] is None),
        "naval_support_attacker": chance(lambda o: o["naval_support"] == "attacker"),
        "naval_support_defender": chance(lambda o: o["naval_support"] == "defender"),
        "control": chance(lambda o: o["control"] is True),
        "control_unknown": chance(lambda o: o["control"] is None),
        "expected_unrest_attacker": result.expectation(lambda o: o["unrest"]["attacker"]),
        "expected_unrest_defender": result.expectation(lambda o: o["unrest"]["defender"]),
    }
    # after beating a neutral country the flowchart does not say what happens to control
    # (``control`` is null): a chance that is partly unknown is never shown as a number, so
    # ``control`` is left out and ``control_unknown`` says how often it is unknown
    if summary["control_unknown"]:
        del summary["control"]
    else:
        del summary["control_unknown"]
    # against a neutral country (soe 003 neutral) the defender is that country: the labels name
    # it so, and what it loses is not in the flowchart, so no expected unrest is given for it
    neutral = bool(result.outcomes) and all(o["neutral"] for o, _p in result.outcomes)
    summary["neutral"] = neutral
    if neutral:
        del summary["expected_unrest_defender"]
    return summary


SPEC = register(
    ProcedureSpec(
        id=PROCEDURE,
        game="soe",
        title=Msg(N_("Struggle of Empires: attack")),
        steps=STEPS,
        cards=(),
        schema=SCHEMA,
        build=build,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "default.toml").read_text(encoding="utf-8"),
        words=WORDS,
    )
)
