"""Odds bars: each headline probability as a bar with its percentage."""

from __future__ import annotations

from fractions import Fraction

from rich.text import Text
from textual.widget import Widget

from locales import _, format_number, format_percent
from tui.odds_rows import OddsRow

BLOCKS = " ▏▎▍▌▋▊▉█"


# How many bars fit: 3 at 24 lines, more on taller terminals; the rest are in the what-if tab.
def max_bars(height: int) -> int:
    """The number of odds bars shown for a terminal ``height`` lines tall."""
    return max(3, min(12, height // 2 - 9))


def bar(value: Fraction | float, width: int) -> str:
    """A horizontal bar of ``width`` cells filled to ``value`` (0..1), in eighths."""
    width = max(1, width)
    eighths = round(float(value) * width * 8)
    full, part = divmod(max(0, min(eighths, width * 8)), 8)
    text = "█" * full + (BLOCKS[part] if part else "")
    return text.ljust(width)


def expectation_text(value: Fraction) -> str:
    """An expectation, rounded for reading."""
    return format_number(round(float(value), 2))


def expectations_line(rows: list[OddsRow], width: int) -> str:
    """The expectations on one line: "expected losses attacker 2 · expected losses defender
    2.8", or where that is too wide the words their names share said once ("expected losses:
    attacker 2 · defender 2.8"); a line still too wide wraps, never cut."""
    parts = [(row.label.split(), expectation_text(row.value)) for row in rows]
    line = " · ".join(f"{' '.join(words)} {value}" for words, value in parts)
    shared = 0
    while (
        all(len(words) > shared + 1 for words, _value in parts)
        and len({tuple(words[: shared + 1]) for words, _value in parts}) == 1
    ):
        shared += 1
    if len(line) <= width or not shared or len(parts) < 2:
        return line
    rest = " · ".join(f"{' '.join(words[shared:])} {value}" for words, value in parts)
    return f"{' '.join(parts[0][0][:shared])}: {rest}"


class OddsBars(Widget):
    """Headline probabilities as bars, expectations as numbers; "computing…" while pending."""

    DEFAULT_CSS = """
    OddsBars { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._rows: list[OddsRow] | None = None
        self._roll: list[OddsRow] = []
        self._note = ""

    def show(
        self, rows: list[OddsRow] | None, note: str = "", roll: list[OddsRow] | None = None
    ) -> None:
        """Show ``rows`` (None: still computing); ``note`` replaces the rows when set; ``roll``
        (odds of what the pending roll alone decides) comes first, apart."""
        self._rows = rows
        self._roll = list(roll or [])
        self._note = note
        self.refresh(layout=True)

    def _bar_line(self, row: OddsRow, name_width: int, width: int) -> Text:
        percent = format_percent(float(row.value))
        room = max(4, width - name_width - 10)
        line = Text(row.label[:name_width].ljust(name_width) + " ")
        line.append(bar(row.value, room), style="green")
        line.append(" " + percent.rjust(8)[-9:])
        return line

    def _lines(self, width: int) -> list[Text]:
        if self._note:
            return [Text(self._note, style="italic")]
        if self._rows is None:
            return [Text(_("computing…"), style="italic")]
        notes = [row for row in self._rows if row.note]
        numbers = [row for row in self._rows if not row.note]
        probabilities = [row for row in numbers if row.probability and row.value]
        impossible = [row for row in numbers if row.probability and not row.value]
        expectations = [row for row in numbers if not row.probability]
        lines = [Text(row.label, style="italic") for row in notes]
        room = max_bars(self.app.size.height if self.is_attached else 24)
        shown = probabilities[: max(1, room - len(self._roll)) if self._roll else room]
        hidden = len(probabilities) - len(shown)
        longest = max((len(row.label) for row in shown + self._roll), default=0)
        name_width = max(1, min(longest, width - 18))
        lines += [self._bar_line(row, name_width, width) for row in self._roll]
        if self._roll:
            lines.append(Text(_("The whole battle:"), style="bold"))
        lines += [self._bar_line(row, name_width, width) for row in shown]
        if expectations:  # (before what is ruled out: where room runs out, they show)
            lines.append(Text(expectations_line(expectations, width), style="dim"))
        if impossible:  # "ruled out in this battle: no battle · siege", not a bar at 0.0%
            names = " · ".join(row.label for row in impossible)
            zero = _("ruled out in this battle: {outcomes}").format(outcomes=names)
            zero = Text(zero, style="dim")
            if zero.cell_len <= width:
                lines.append(zero)
            else:
                hidden += len(impossible)
        if hidden:
            more = _("{count} more in What if [w]").format(count=hidden)
            lines.append(Text(more, style="dim italic"))
        return lines or [Text(_("no headline numbers for this procedure"), style="dim")]

    def get_content_height(self, container, viewport, width: int) -> int:
        """One line per row (expectations may wrap)."""
        return sum(max(1, -(-line.cell_len // max(1, width))) for line in self._lines(width))

    def render(self) -> Text:
        """The bars for the current width."""
        return Text("\n").join(self._lines(self.size.width or 40))
