"""A battle's exact odds as display rows: the headline numbers, the most likely outcomes, and
what changes between two odds (for the what-if tab).

Nothing here knows a procedure's rules: the headline numbers are the procedure's own summary
(``registry.ProcedureSpec.summarize``), labelled and worded by the procedure
(``registry.ProcedureSpec.words``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine import registry
from engine.odds import Odds
from engine.words import labelled_lines
from locales import _
from tui.battle_text import outcome_sentences, render


@dataclass(frozen=True)
class OddsRow:
    """One headline number: a probability (shown as a bar) or an expectation; or, with no
    value, a note that stands in for numbers that say nothing yet."""

    key: str
    label: str
    value: Fraction | None
    probability: bool

    @property
    def note(self) -> bool:
        """A note without a number."""
        return self.value is None


def summary_rows(procedure: str, result: Odds) -> list[OddsRow]:
    """The procedure's headline numbers as rows, labelled in the UI language."""
    spec = registry.get(procedure)
    if spec is None:
        return []
    summary = spec.summarize(result)
    lines = spec.words.summary_lines(summary) if spec.words else labelled_lines(summary, {})
    return [
        OddsRow(line.key, render(line.label), line.value, not line.expectation) for line in lines
    ]


def roll_rows(state) -> list[OddsRow]:
    """At a roll that decides one part of the procedure: the odds of that part, as rows."""
    spec = registry.get(state.procedure)
    if spec is None or spec.words is None:
        return []
    return [
        OddsRow(line.key, render(line.label), line.value, not line.expectation)
        for line in spec.words.roll_lines(state)
    ]


@dataclass(frozen=True)
class LikelyOutcomes:
    """The most likely outcomes in words: what all listed outcomes share, said once, and for
    each outcome the sentences that tell it apart, with its probability."""

    shared: list[str]
    rows: list[tuple[str, Fraction]]


def likely_outcomes(procedure: str, result: Odds, limit: int = 3) -> LikelyOutcomes:
    """The ``limit`` most likely outcomes in sentences, shared sentences said once."""
    top = [(outcome_sentences(procedure, outcome), p) for outcome, p in result.outcomes[:limit]]
    if len(top) < 2:
        return LikelyOutcomes([], [(" · ".join(said), p) for said, p in top])
    shared = [line for line in top[0][0] if all(line in said for said, _p in top[1:])]
    rows = [
        (" · ".join(line for line in said if line not in shared) or _("no other difference"), p)
        for said, p in top
    ]
    return LikelyOutcomes(shared, rows)


def changes(procedure: str, before: Odds, after: Odds) -> list[tuple[OddsRow, OddsRow]]:
    """The headline numbers that differ between two odds, as (before, after) rows."""
    old_rows = {row.key: row for row in summary_rows(procedure, before) if not row.note}
    pairs = [
        (old_rows[row.key], row)
        for row in summary_rows(procedure, after)
        if not row.note and row.key in old_rows
    ]
    return [(old, new) for old, new in pairs if old.value != new.value]
