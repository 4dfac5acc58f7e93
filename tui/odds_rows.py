"""A battle's exact odds as display rows: the headline numbers, the most likely outcomes, and
what changes between two odds (for the what-if tab).

Nothing here knows a procedure's rules: the headline numbers are the procedure's own summary
(``registry.ProcedureSpec.summarize``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction

from engine import registry
from engine.odds import Odds
from tui.battle_text import label, outcome_text


@dataclass(frozen=True)
class OddsRow:
    """One headline number: a probability (shown as a bar) or an expectation."""

    key: str
    label: str
    value: Fraction
    probability: bool


def summary_rows(procedure: str, result: Odds) -> list[OddsRow]:
    """The procedure's headline numbers as rows (keys starting ``expected`` are expectations)."""
    spec = registry.get(procedure)
    summary = spec.summarize(result) if spec else {}
    rows = []
    for key, value in summary.items():
        if not isinstance(value, (int, Fraction)):
            continue
        rows.append(OddsRow(key, label(key), Fraction(value), not key.startswith("expected")))
    return rows


def likely_outcomes(result: Odds, limit: int = 3) -> list[tuple[str, Fraction]]:
    """The most likely outcomes, each shown by the keys in which the listed ones differ."""
    top = list(result.outcomes[:limit])
    if not top:
        return []
    keys = sorted({key for outcome, _p in top for key in outcome})
    differing = [k for k in keys if len({json.dumps(o.get(k), sort_keys=True) for o, _ in top}) > 1]
    shown = differing or None
    order = [k for k in top[0][0] if shown is None or k in shown]
    return [(outcome_text(outcome, order), p) for outcome, p in top]


def changes(procedure: str, before: Odds, after: Odds) -> list[tuple[OddsRow, OddsRow]]:
    """The headline numbers that differ between two odds, as (before, after) rows."""
    pairs = zip(summary_rows(procedure, before), summary_rows(procedure, after), strict=False)
    return [(old, new) for old, new in pairs if old.value != new.value]
