"""How a procedure puts its results into words: sentences for a final outcome and labelled
lines for its odds summary.

Each procedure owns its wording (``ProcedureSpec.words``, an :class:`OutcomeWords`); the UI only
renders the :class:`~engine.messages.Msg` objects it gets. Outcome dicts and summary keys stay
as they are for JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .messages import N_, Msg


@dataclass(frozen=True)
class SummaryLine:
    """One headline number of the odds (or, with no value, a note in its place)."""

    key: str  # the summary key (JSON), used to compare two odds
    label: Msg
    value: Fraction | None = None  # None: a note without a number
    expectation: bool = False  # an expected value, not a probability


def labelled_lines(summary: Mapping[str, Any], labels: Mapping[str, str]) -> list[SummaryLine]:
    """Summary lines for every number in ``summary``, labelled from ``labels`` (key -> text).

    A key without a label reads as its words (``no_battle`` -> "no battle").
    """
    lines = []
    for key, value in summary.items():
        if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
            continue
        text = labels.get(key) or key.replace("_", " ")
        lines.append(SummaryLine(key, Msg(text), Fraction(value), key.startswith("expected")))
    return lines


@dataclass(frozen=True)
class OutcomeWords:
    """A procedure's wording of its results.

    ``sentences`` turns a final outcome into sentences; ``labels`` names the summary keys;
    ``summary`` (optional) builds the summary lines itself, e.g. to replace numbers that say
    nothing yet by a note; ``roll`` (optional) gives, at a roll that decides one part of a
    longer procedure, the odds of what this roll alone decides.
    """

    sentences: Callable[[dict[str, Any]], list[Msg]]
    labels: Mapping[str, str] = field(default_factory=dict)
    summary: Callable[[Mapping[str, Any]], list[SummaryLine]] | None = None
    roll: Callable[[Any], list[SummaryLine]] | None = None

    def roll_lines(self, state: Any) -> list[SummaryLine]:
        """What the pending roll of ``state`` alone decides, with its odds ([] if nothing apart
        from the whole procedure's odds)."""
        if self.roll is None or not state.is_chance():
            return []
        return self.roll(state)

    def summary_lines(self, summary: Mapping[str, Any]) -> list[SummaryLine]:
        """The odds summary as labelled lines, in the procedure's order."""
        if self.summary is not None:
            return self.summary(summary)
        return labelled_lines(summary, self.labels)


def joined(items: Sequence[Msg | str]) -> Msg | str:
    """Several names or phrases as one comma-separated message ("" for none)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Msg(N_("{first}, {rest}"), first=items[0], rest=joined(items[1:]))


def counted(names: Sequence[Msg | str]) -> list[Msg | str]:
    """Equal names once each, with "× n" after a name that occurs n > 1 times (first order)."""
    counts: dict[Any, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return [
        name if count == 1 else Msg(N_("{name} ×{count}"), name=name, count=count)
        for name, count in counts.items()
    ]
