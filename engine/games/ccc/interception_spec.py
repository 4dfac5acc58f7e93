"""Scenario reading, odds summary and registration of ``ccc/interception``."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from .common import modifiers
from .interception import Interception, initial_state
from .interception_fleets import Fleet, default_name
from .interception_schema import SCHEMA
from .interception_state import PROCEDURE, STEPS
from .words import INTERCEPTION_WORDS


def build(values: dict[str, Any], source: str) -> Interception:
    """The initial state of a validated ``ccc/interception`` scenario, after the checks that
    tie several keys together."""
    fleets = tuple(
        Fleet(
            name=fleet["name"] or default_name(number),
            kind=fleet["kind"],
            activated=fleet["activated"],
            treasure=fleet["treasure"],
            af=fleet["af"],
            cf=fleet["cf"],
            modifiers=modifiers(fleet["modifiers"], "applies"),
        )
        for number, fleet in enumerate(values["fleets"], 1)
    )
    _check(source, values["game"], fleets)
    return initial_state(fleets, values["game"], values["seed"])


def _check(source: str, game: str, fleets: tuple[Fleet, ...]) -> None:
    def fail(index: int | None, key: str, problem: Msg) -> InputError:
        where = "fleets" if index is None else f"fleets[{index}].{key}"
        return InputError(source, where, problem)

    activated = [i for i, fleet in enumerate(fleets) if fleet.activated]
    if len(activated) != 1:
        raise fail(
            None,
            "",
            Msg(
                N_("exactly one fleet must have activated = true, found {count}"),
                count=len(activated),
            ),
        )
    names = [fleet.name for fleet in fleets]
    pirates = [i for i, fleet in enumerate(fleets) if fleet.kind == "pirate"]
    for index, fleet in enumerate(fleets):
        if names.index(fleet.name) != index:
            raise fail(index, "name", Msg(N_("{name!r} is used for two fleets"), name=fleet.name))
        if fleet.kind == "pirate" and game == "basic":
            raise fail(index, "kind", Msg(N_("pirate fleets are not in the basic game")))
        if fleet.kind == "buccaneer" and game != "expert":
            raise fail(index, "kind", Msg(N_("buccaneer fleets are in the expert game only")))
        if fleet.treasure and game != "expert":
            raise fail(index, "treasure", Msg(N_("treasure fleets are in the expert game only")))
        if fleet.treasure and fleet.kind != "nation":
            raise fail(index, "treasure", Msg(N_("only a nation's fleet can be a treasure fleet")))
    for index, fleet in enumerate(fleets):
        if fleet.kind == "pirate" and len(pirates) > 1 and fleet.af is None:
            raise fail(
                index,
                "af",
                Msg(N_("missing: with several pirate fleets the highest AF goes first")),
            )
        if pirates and fleet.cf is None:
            raise fail(
                index, "cf", Msg(N_("missing: a pirate fleet picks its benefit by comparing CF"))
            )


def summarize(result: Odds) -> dict[str, Fraction]:
    """Headline numbers: an attempt is made, the active / passive side wins, naval combat."""
    return {
        "attempt": result.probability(lambda o: o["attempt"]),
        "active_wins": result.probability(lambda o: o["winner"] == "active"),
        "passive_wins": result.probability(lambda o: o["winner"] == "passive"),
        "naval_combat": result.probability(lambda o: o["naval_combat"]),
    }


SPEC = register(
    ProcedureSpec(
        id=PROCEDURE,
        game="ccc",
        title=Msg(N_("Caribbean Colonization & Conquest: interception attempt")),
        steps=STEPS,
        cards=(),
        schema=SCHEMA,
        build=build,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "interception.toml").read_text(encoding="utf-8"),
        rules=("ccc 004 trigger", "ccc 004 pirates"),
        words=INTERCEPTION_WORDS,
    )
)
