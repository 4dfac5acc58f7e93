"""Odds summary and registration of ``tenochtitlan/combat``."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from ...messages import N_, Msg
from ...odds import Odds
from ...registry import ProcedureSpec, register
from .combat import TenochtitlanCombat, initial_state
from .reading import read_scenario
from .schema import SCHEMA
from .state import EXTRA_RULES, PROCEDURE, STEPS
from .words import WORDS

RESULTS = ("no-effect", "disordered", "retreated", "eliminated")


def build(values: dict[str, Any], source: str) -> TenochtitlanCombat:
    """The initial state of a validated ``tenochtitlan/combat`` scenario, after the checks that
    tie several keys together."""
    return initial_state(read_scenario(values, source))


def _key(result: str) -> str:
    return result.replace("-", "_")


def _chance(odds: Odds, index: int, test: Callable[[dict[str, Any]], bool]) -> Fraction:
    """The probability that attack number ``index`` (0-based) satisfies ``test``."""
    return odds.probability(lambda outcome: test(outcome["attacks"][index]))


def _re_attack(result: str) -> Callable[[dict[str, Any]], bool]:
    def test(attack: dict[str, Any]) -> bool:
        again = attack["re_attack"]
        return again is not None and again["made"] and again["result"] == result

    return test


def _no_re_attack(attack: dict[str, Any]) -> bool:
    again = attack["re_attack"]
    return again is None or not again["made"]


def summarize(odds: Odds) -> dict[str, Fraction]:
    """Per attack, the exact probability of each result (``attack_1_eliminated`` …).

    Also, where they can happen: ``attack_N_retreat_before_combat``, ``attack_N_not_made``,
    the re-attack's results (``attack_N_re_attack_…``) and ``aztec_victory``. The four results
    and ``not_made`` of an attack add up to 1; so do the re-attack's four results and
    ``re_attack_not_made`` (``re_attack_made`` is the sum of its four results).
    """
    outcomes = [outcome for outcome, _ in odds.outcomes]
    summary: dict[str, Fraction] = {}
    for index, attack in enumerate(outcomes[0]["attacks"]):
        prefix = f"attack_{attack['number']}_"
        for result in RESULTS:
            summary[prefix + _key(result)] = _chance(
                odds, index, lambda a, result=result: a["result"] == result
            )
        for flag, test in (
            ("retreat_before_combat", lambda a: a["retreat_before_combat"]),
            ("not_made", lambda a: not a["made"]),
        ):
            if any(test(outcome["attacks"][index]) for outcome in outcomes):
                summary[prefix + flag] = _chance(odds, index, test)
        if "re_attack" in attack:
            summary[prefix + "re_attack_made"] = _chance(
                odds, index, lambda a: a["re_attack"] is not None and a["re_attack"]["made"]
            )
            for result in RESULTS:
                summary[prefix + "re_attack_" + _key(result)] = _chance(
                    odds, index, _re_attack(result)
                )
            summary[prefix + "re_attack_not_made"] = _chance(odds, index, _no_re_attack)
    if outcomes[0]["aztec_victory"] is not None:
        summary["aztec_victory"] = odds.probability(lambda outcome: outcome["aztec_victory"])
    return summary


SPEC = register(
    ProcedureSpec(
        id=PROCEDURE,
        game="tenochtitlan",
        title=Msg(N_("Siege of Tenochtitlan: combat")),
        steps=STEPS,
        cards=(),
        schema=SCHEMA,
        build=build,
        summarize=summarize,
        default_scenario=(Path(__file__).parent / "default.toml").read_text(encoding="utf-8"),
        rules=EXTRA_RULES,
        words=WORDS,
    )
)
