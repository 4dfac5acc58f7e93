"""Scenario reading, odds summary and registration of ``soe/attack``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from ...validate import TableReader
from .attack import Attack, initial_state
from .forces import SHAPES, Neutral, Side, is_landlocked_name
from .state import PROCEDURE, STEPS
from .words import WORDS


def _read_side(root: TableReader, side: str) -> tuple[Side, bool | None]:
    table = root.sub(side)
    if side == "attacker" and table.has("forts"):
        raise table.fail("forts", Msg(N_("only the defender scores forts (soe 003 land)")))
    values = {
        "name": table.string("name", default=""),
        "armies": table.integer("armies", default=0),
        "fleets": table.integer("fleets", default=0),
        "ally_armies": table.integer("ally_armies", default=0),
        "ally_fleets": table.integer("ally_fleets", default=0),
        "navy_training": table.integer("navy_training", default=0),
        "army_training": table.integer("army_training", default=0),
        "sea_tiles": table.integer("sea_alliance_tiles", default=0),
        "land_tiles": table.integer("land_alliance_tiles", default=0),
        "choice_tiles": table.integer("land_or_sea_alliance_tiles", default=0),
    }
    if side == "defender":
        values["forts"] = table.integer("forts", default=0)
        values["control_markers"] = table.integer("control_markers", default=1)
    fight = table.boolean("fight_at_sea", default=False) if table.has("fight_at_sea") else None
    table.done()
    return Side(**values), fight


def _read_neutral(root: TableReader) -> Neutral:
    table = root.sub("neutral")
    neutral = Neutral(
        value=table.integer("value"),
        shape=table.string("shape", default="none", choices=SHAPES),
    )
    table.done()
    return neutral


def from_scenario(data: dict[str, Any], source: str) -> Attack:
    """Validate a ``soe/attack`` scenario and build its initial state."""
    root = TableReader(source, data)
    root.string("procedure")
    region = root.string("region", default="").strip()
    named_landlocked = is_landlocked_name(region)
    landlocked = root.boolean("landlocked", default=named_landlocked)
    if named_landlocked and not landlocked:
        raise root.fail(
            "landlocked",
            Msg(
                N_("{region} has no sea according to the flowchart (soe 003 naval-support)"),
                region=region,
            ),
        )
    seed = root.integer("seed", default=0, minimum=None)
    attacker, attacker_fights = _read_side(root, "attacker")
    if root.has("neutral") and root.has("defender"):
        raise root.fail(
            "neutral", Msg(N_("give either a [defender] or a [neutral] table, not both"))
        )
    neutral = _read_neutral(root) if root.has("neutral") else None
    defender, defender_fights = (Side(), None) if neutral else _read_side(root, "defender")
    root.done()
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
        seed=seed,
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
    return summary


SPEC = register(
    ProcedureSpec(
        id=PROCEDURE,
        game="soe",
        title=Msg(N_("Struggle of Empires: attack")),
        steps=STEPS,
        cards=(),
        from_scenario=from_scenario,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "default.toml").read_text(encoding="utf-8"),
        words=WORDS,
    )
)
