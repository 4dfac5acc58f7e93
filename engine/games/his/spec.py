"""Scenario reading, odds summary and registration of ``his/field-battle``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...errors import InputError
from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from .cards import CARDS
from .field_battle import FieldBattle, initial_state
from .forces import POWER_NAMES, Contingent, Force
from .forces import contingent as read_contingent
from .schema import SCHEMA
from .state import PROCEDURE, STEPS
from .words import WORDS


def build(values: dict[str, Any], source: str) -> FieldBattle:
    """The initial state of a validated ``his/field-battle`` scenario, after the checks that
    tie several keys together."""
    attacker_table, defender_table = values["attacker"], values["defender"]
    attacker = Force((read_contingent(attacker_table),))
    defender = Force(
        (
            read_contingent(defender_table),
            *(read_contingent(ally) for ally in defender_table["allies"]),
        )
    )
    options = {
        "fortified": values["fortified"],
        "in_fortifications": values["in_fortifications"],
        "janissaries_used": values["janissaries_used"],
        "seed": values["seed"],
        "attacker_cp": attacker_table["cp"],
        "via_pass": attacker_table["via_pass"],
        "defender_controls_space": defender_table["controls_space"],
        "can_retreat": (attacker_table["can_retreat"], defender_table["can_retreat"]),
    }
    _check_cards_once(source, attacker, defender)
    for side, force in (("attacker", attacker), ("defender", defender)):
        powers = force.powers
        if len(set(powers)) != len(powers):
            raise InputError(source, f"{side}.allies", Msg(N_("a power is listed twice")))
        if force.units == 0:
            raise InputError(source, side, Msg(N_("needs at least one land unit")))
        for index, ally in enumerate(force.contingents[1:]):
            if ally.units == 0:
                # Reading: a power joins a battle with its land units in the space; one with
                # none is not in the battle.
                raise InputError(
                    source,
                    f"{side}.allies[{index}]",
                    Msg(
                        N_(
                            "an allied power needs at least one land unit in the battle (our "
                            "reading: a power with none there does not take part)"
                        )
                    ),
                )
    clash = sorted(set(attacker.powers) & set(defender.powers))
    if clash:  # named where the defender's side lists it: its own power or an ally's
        place = defender.powers.index(clash[0])
        key = "defender.power" if place == 0 else f"defender.allies[{place - 1}].power"
        raise InputError(
            source,
            key,
            Msg(N_("{power} cannot fight on both sides"), power=Msg(POWER_NAMES[clash[0]])),
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
                            N_(
                                "{name} ({card!r}) is already in the hand of {other}; each card "
                                "exists once"
                            ),
                            name=Msg(CARDS[card].name),
                            card=card,
                            other=seen[card],
                        ),
                    )
                seen[card] = f"{side} ({contingent.power})"
                if CARDS[card].home and CARDS[card].home != contingent.power:
                    raise InputError(
                        source,
                        _card_key(side, force, contingent, card),
                        Msg(
                            N_(
                                "{name} ({card!r}) is the {owner} home card; no other power "
                                "holds it"
                            ),
                            name=Msg(CARDS[card].name),
                            card=card,
                            owner=Msg(POWER_NAMES[CARDS[card].home]),
                        ),
                    )


def _card_key(side: str, force: Force, contingent: Contingent, card: str) -> str:
    """The key path of ``card`` in the hand of ``contingent``."""
    index = force.contingents.index(contingent)
    table = side if index == 0 else f"{side}.allies[{index - 1}]"
    return f"{table}.cards[{contingent.cards.index(card)}]"


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
        schema=SCHEMA,
        build=build,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "default.toml").read_text(encoding="utf-8"),
        rules=tuple(card.rule for card in CARDS.values()),
        words=WORDS,
    )
)
