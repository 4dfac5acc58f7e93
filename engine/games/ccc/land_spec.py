"""Scenario reading, odds summary and registration of ``ccc/land-combat``."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from .common import SIDE_NAMES, SIDES, check_card_refs, modifiers
from .land_checks import check_possible
from .land_combat import LandCombat, initial_state
from .land_forces import Army, Card, Colony, RoundingNeeded, shore_bombardment
from .land_schema import SCHEMA
from .land_state import PROCEDURE, STEPS
from .words import LAND_WORDS


def _army(values: dict[str, Any]) -> Army:
    kind = values["kind"]
    commander = values.get("commander", "leader")
    leader = values["leader"]
    return Army(
        name=values["name"] or "",
        kind=kind,
        military_units=values["military_units"],
        leader=kind == "european" and commander == "leader" if leader is None else leader,
        cavalry=values["cavalry"],
        artillery=values["artillery"],
        medic=values["medic"],
        cf=values["cf"],
        bombardment_cf=values["bombardment_cf"],
        commander=commander,
        allied_avatar=values.get("allied_avatar", False),
        modifiers=modifiers(values["modifiers"], "requires"),
        cards=tuple(
            Card(card["id"], card["name"] or card["id"], card["kind"]) for card in values["cards"]
        ),
    )


def _check_army(source: str, side: str, army: Army) -> None:
    def fail(key: str, problem: Msg) -> InputError:
        return InputError(source, f"{side}.{key}", problem)

    if army.cavalry + army.artillery > army.military_units:
        raise fail(
            "cavalry",
            Msg(
                N_("cavalry + artillery ({count}) is more than military_units ({units})"),
                count=army.cavalry + army.artillery,
                units=army.military_units,
            ),
        )
    if army.combat_units == 0 and not (side == "defender" and army.commander == "fleet"):
        text = N_("no combat units (no leader, no military units): there is nothing to fight with")
        if side == "defender":
            text = N_("no combat units: an undefended territory is overrun without a land combat")
        raise fail("military_units", Msg(text))
    if army.commander != "leader" and army.leader:
        raise fail(
            "leader",
            Msg(
                N_(
                    "a colony defending itself has no leader in the fight; a defending fleet lands "
                    "none, and by our reading the fleet itself does not count as one"
                )
            ),
        )


def build(values: dict[str, Any], source: str) -> LandCombat:
    """The initial state of a validated ``ccc/land-combat`` scenario, after the checks that tie
    several keys together."""
    armies = {side: _army(values[side]) for side in SIDES}
    for side, army in armies.items():
        _check_army(source, side, army)
    colony_values = values["colony"]
    colony = (
        Colony(
            colony_values["fortification"],
            colony_values["fortification_value"] or 0,
            colony_values["harbour"],
            colony_values["garrison"],
        )
        if colony_values is not None
        else None
    )
    rounding = values["bombardment_rounding"] or ""
    _check(source, values["game"], armies, colony, rounding)
    return initial_state(
        armies=(armies["attacker"], armies["defender"]),
        colony=colony,
        game=values["game"],
        seed=values["seed"],
        pn=values["pn"],
        rounding=rounding,
        max_hits=values["max_hits"],
    )


def _check(
    source: str, game: str, armies: dict[str, Army], colony: Colony | None, rounding: str
) -> None:
    for side, army in armies.items():
        if army.kind == "pirates" and game == "basic":
            raise InputError(source, f"{side}.kind", Msg(N_("pirates are not in the basic game")))
    if armies["defender"].commander != "leader" and colony is None:
        raise InputError(
            source,
            "defender.commander",
            Msg(
                N_(
                    "the colony itself, or (by our reading) a fleet, defends only a colony: add a "
                    "[colony] table"
                )
            ),
        )
    check_possible(source, armies, colony)
    cards: dict[str, str] = {}
    for side, army in armies.items():
        for index, card in enumerate(army.cards):
            if card.id in cards:
                raise InputError(
                    source,
                    f"{side}.cards[{index}].id",
                    Msg(N_("{card!r} is listed twice"), card=card.id),
                )
            cards[card.id] = side
    check_card_refs(source, {side: army.modifiers for side, army in armies.items()}, cards)
    try:
        shore_bombardment(armies, colony, rounding)
    except RoundingNeeded as need:
        raise InputError(
            source,
            "bombardment_rounding",
            Msg(
                N_(
                    "{percent}% of the {side}'s ships' CF {cf} is not a whole number and our "
                    'sources do not say how to round it: set "down" or "up" as your rulebook says'
                ),
                percent=need.percent,
                side=Msg(SIDE_NAMES[need.side]),
                cf=need.ships_cf,
            ),
        ) from None


def summarize(result: Odds) -> dict[str, Fraction]:
    """Headline numbers of the LC DRs and of the result entered.

    The full distribution of both final DRs is in the odds' outcomes. An overrun (a fleet
    defending a colony without a garrison, ccc 000 notes) has no LC DR: only ``overrun`` and
    the result are given.
    """
    if result.probability(lambda o: o["overrun"]) == 1:
        return {"overrun": Fraction(1), "attacker_wins": Fraction(1), "defender_wins": Fraction(0)}
    return {
        "attacker_dr_higher": result.probability(lambda o: o["difference"] > 0),
        "equal_dr": result.probability(lambda o: o["difference"] == 0),
        "defender_dr_higher": result.probability(lambda o: o["difference"] < 0),
        "attacker_wins": result.probability(lambda o: o["winner"] == "attacker"),
        "defender_wins": result.probability(lambda o: o["winner"] == "defender"),
        "result_open": result.probability(lambda o: o["winner"] is None),
        "expected_attacker_dr": result.expectation(lambda o: o["attacker_dr"]),
        "expected_defender_dr": result.expectation(lambda o: o["defender_dr"]),
        "expected_difference": result.expectation(lambda o: o["difference"]),
    }


SPEC = register(
    ProcedureSpec(
        id=PROCEDURE,
        game="ccc",
        title=Msg(N_("Caribbean Colonization & Conquest: land combat")),
        steps=STEPS,
        cards=(),
        schema=SCHEMA,
        build=build,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "land_combat.toml").read_text(encoding="utf-8"),
        rules=("ccc 000 cards", "ccc 000 notes", "ccc 000 sides"),
        words=LAND_WORDS,
    )
)
