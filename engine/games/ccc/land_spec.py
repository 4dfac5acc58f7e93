"""Scenario reading, odds summary and registration of ``ccc/land-combat``."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from ...validate import TableReader
from .common import SIDE_NAMES, SIDES, check_card_refs, read_game, read_modifiers, read_name
from .land_checks import check_possible
from .land_combat import LandCombat, initial_state
from .land_forces import (
    CARD_KINDS,
    FORTIFICATIONS,
    HARBOURS,
    KINDS,
    ROUNDINGS,
    Army,
    Card,
    Colony,
    RoundingNeeded,
    shore_bombardment,
)
from .land_state import PROCEDURE, STEPS
from .words import LAND_WORDS

REQUIRES = ("cavalry-charge", "enemy-cavalry-charge", "siege-bonus", "card:<id>")
COMMANDERS = ("leader", "fleet", "colony")
CARD_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _read_cards(table: TableReader) -> tuple[Card, ...]:
    cards = []
    for item in table.subs("cards", default=[]):
        card_id = item.string("id")
        if not CARD_ID.fullmatch(card_id):
            raise item.fail(
                "id",
                Msg(
                    N_("use lower-case letters, digits and hyphens, e.g. {example!r}"),
                    example="my-card",
                ),
            )
        cards.append(
            Card(
                card_id,
                read_name(item, card_id),
                item.string("kind", default="normal", choices=CARD_KINDS),
            )
        )
        item.done()
    return tuple(cards)


def _read_army(root: TableReader, side: str) -> Army:
    table = root.sub(side)
    kind = table.string("kind", default="european", choices=KINDS)
    commander = (
        table.string("commander", default="leader", choices=COMMANDERS)
        if side == "defender"
        else "leader"
    )
    army = Army(
        name=read_name(table, ""),
        kind=kind,
        military_units=table.integer("military_units"),
        leader=table.boolean("leader", default=kind == "european" and commander == "leader"),
        cavalry=table.integer("cavalry", default=0),
        artillery=table.integer("artillery", default=0),
        medic=table.boolean("medic", default=False),
        cf=table.integer("cf") if table.has("cf") else None,
        bombardment_cf=table.integer("bombardment_cf", default=0),
        commander=commander,
        allied_avatar=table.boolean("allied_avatar", default=False)
        if side == "defender"
        else False,
        modifiers=read_modifiers(table, "modifiers", REQUIRES, "requires"),
        cards=_read_cards(table),
    )
    table.done()
    _check_army(table, army, side)
    return army


def _check_army(table: TableReader, army: Army, side: str) -> None:
    if army.cavalry + army.artillery > army.military_units:
        raise table.fail(
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
        raise table.fail("military_units", Msg(text))
    if army.commander != "leader" and army.leader:
        raise table.fail(
            "leader",
            Msg(N_("a defending fleet or a colony defending itself has no leader in the fight")),
        )
    if army.allied_avatar and army.commander != "leader":
        raise table.fail(
            "allied_avatar", Msg(N_('only an avatar (commander = "leader") can be an allied one'))
        )


def _read_colony(root: TableReader) -> Colony | None:
    if not root.has("colony"):
        root.seen.add("colony")
        return None
    table = root.sub("colony")
    fortification = table.string("fortification", default="none", choices=FORTIFICATIONS)
    if fortification == "none" and table.has("fortification_value"):
        raise table.fail(
            "fortification_value", Msg(N_("only with a fortification (palisade or better)"))
        )
    value = table.integer("fortification_value") if fortification != "none" else 0
    harbour = table.string("harbour", default="none", choices=HARBOURS)
    garrison = table.boolean("garrison") if table.has("garrison") else None
    colony = Colony(fortification, value, harbour, garrison)
    table.done()
    return colony


def from_scenario(data: dict[str, Any], source: str) -> LandCombat:
    """Validate a ``ccc/land-combat`` scenario and build its initial state."""
    root = TableReader(source, data)
    root.string("procedure")
    game = read_game(root)
    fields: dict[str, Any] = {
        "game": game,
        "seed": root.integer("seed", default=0, minimum=None),
        "pn": root.integer("pn", minimum=None) if root.has("pn") else None,
        "rounding": root.string("bombardment_rounding", choices=ROUNDINGS)
        if root.has("bombardment_rounding")
        else "",
        "max_hits": root.integer("max_hits", minimum=1) if root.has("max_hits") else None,
    }
    armies = {side: _read_army(root, side) for side in SIDES}
    colony = _read_colony(root)
    root.done()
    _check(source, game, armies, colony, fields["rounding"])
    return initial_state(armies=(armies["attacker"], armies["defender"]), colony=colony, **fields)


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
            Msg(N_("a fleet or the colony itself defends only a colony: add a [colony] table")),
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
        from_scenario=from_scenario,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "land_combat.toml").read_text(encoding="utf-8"),
        rules=("ccc 000 cards", "ccc 000 notes", "ccc 000 sides"),
        words=LAND_WORDS,
    )
)
