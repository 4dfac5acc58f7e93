"""Scenario reading, odds summary and registration of ``his/field-battle``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from ...validate import TableReader
from .cards import CARDS
from .field_battle import FieldBattle, initial_state
from .forces import POWER_NAMES, Force, read_contingent
from .state import PROCEDURE, STEPS
from .words import WORDS


def _read_side(root: TableReader, side: str) -> tuple[Force, bool, TableReader]:
    table = root.sub(side)
    main = read_contingent(table)
    allies = [read_contingent(ally) for ally in table.subs("allies", default=[])]
    for ally in table.subs("allies", default=[]):
        ally.seen.update(ally.table)
    can_retreat = table.boolean("can_retreat", default=True)
    return Force((main, *allies)), can_retreat, table


def from_scenario(data: dict[str, Any], source: str) -> FieldBattle:
    """Validate a ``his/field-battle`` scenario and build its initial state."""
    root = TableReader(source, data)
    root.string("procedure")
    attacker, attacker_retreat, attacker_table = _read_side(root, "attacker")
    defender, defender_retreat, defender_table = _read_side(root, "defender")
    options = {
        "fortified": root.boolean("fortified", default=False),
        "in_fortifications": root.integer("in_fortifications", default=0),
        "janissaries_used": root.boolean("janissaries_used", default=False),
        "seed": root.integer("seed", default=0, minimum=None),
        "attacker_cp": attacker_table.integer("cp", default=0),
        "via_pass": attacker_table.boolean("via_pass", default=False),
        "defender_controls_space": defender_table.boolean("controls_space", default=True),
        "can_retreat": (attacker_retreat, defender_retreat),
    }
    for table in (attacker_table, defender_table, root):
        table.done()
    _check_cards_once(source, attacker, defender)
    for side, force in (("attacker", attacker), ("defender", defender)):
        powers = force.powers
        if len(set(powers)) != len(powers):
            raise InputError(source, f"{side}.allies", Msg(N_("a power is listed twice")))
        if force.units == 0:
            raise InputError(source, side, Msg(N_("needs at least one land unit")))
    clash = set(attacker.powers) & set(defender.powers)
    if clash:
        raise InputError(
            source,
            "defender.power",
            Msg(N_("{power} cannot fight on both sides"), power=Msg(POWER_NAMES[sorted(clash)[0]])),
        )
    return initial_state(attacker, defender, **options)


def _check_cards_once(source: str, attacker: Force, defender: Force) -> None:
    seen: dict[str, str] = {}
    for side, force in (("attacker", attacker), ("defender", defender)):
        for contingent in force.contingents:
            for card in contingent.cards:
                if card in seen:
                    raise InputError(
                        source,
                        f"{side}.cards",
                        Msg(
                            N_("{card!r} is already in the hand of {other}; each card exists once"),
                            card=card,
                            other=seen[card],
                        ),
                    )
                seen[card] = f"{side} ({contingent.power})"


def summarize(result: Odds) -> dict[str, Any]:
    """Headline numbers of a field battle's odds."""
    return {
        "attacker_wins": result.probability(lambda o: o["winner"] == "attacker"),
        "defender_wins": result.probability(lambda o: o["winner"] == "defender"),
        "no_battle": result.probability(lambda o: not o["battle"]),
        "siege": result.probability(lambda o: o["siege"]),
        "expected_losses_attacker": result.expectation(lambda o: o["losses"]["attacker"]),
        "expected_losses_defender": result.expectation(lambda o: o["losses"]["defender"]),
    }


SPEC = register(
    ProcedureSpec(
        id=PROCEDURE,
        game="his",
        title=Msg(N_("Here I Stand: field battle")),
        steps=STEPS,
        cards=tuple(card.full_id for card in CARDS.values()),
        from_scenario=from_scenario,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "default.toml").read_text(encoding="utf-8"),
        rules=tuple(card.rule for card in CARDS.values()),
        words=WORDS,
    )
)
