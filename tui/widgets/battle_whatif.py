"""What if: how each legal action (a card play, a decision) changes the odds."""

from __future__ import annotations

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from engine.odds import Odds
from engine.procedure import State
from locales import _, format_number, format_percent
from tui.battle_text import render
from tui.odds_rows import changes, likely_outcomes, summary_rows

from .battle_odds import expectation_text


def _value(row, fine: bool = False) -> str:
    """A row's number as shown; ``fine``: to four decimals, for a change that rounding hides."""
    if fine:
        if row.probability:
            return format_percent(float(row.value), 4)
        return format_number(float(row.value), 4)
    return format_percent(float(row.value)) if row.probability else expectation_text(row.value)


def _delta(old, new) -> str:
    """The change between the two numbers as shown (so that it adds up with them): a chance in
    percentage points, an expectation in its own unit."""
    if _value(old) == _value(new):
        return _("a tiny change")
    if old.probability:
        diff = round(float(new.value) * 100, 1) - round(float(old.value) * 100, 1)
        change = ("+" if diff > 0 else "−") + format_number(round(abs(diff), 1), 1)
        return _("{change} pp").format(change=change)
    diff = round(float(new.value), 2) - round(float(old.value), 2)
    return ("+" if diff > 0 else "−") + format_number(round(abs(diff), 2))


class BattleWhatIf(VerticalScroll):
    """The odds change for each legal action, and the most likely outcomes."""

    def compose(self):
        yield Static(id="whatif-text")

    def show(self, state: State, base: Odds | None, per_action: dict[str, Odds] | None) -> None:
        """Render the comparison; ``base`` None means the odds are still being computed."""
        text = Text()
        if state.is_terminal():
            text.append(_("The battle is over."), style="dim")
        elif base is None:
            text.append(_("computing…"), style="italic")
        else:
            self._compare(text, state, base, per_action or {})
            text.append("\n" + _("Headline odds now:"), style="bold")
            rows = summary_rows(state.procedure, base)
            impossible = [row for row in rows if row.probability and not row.value]
            for row in rows:
                if row.note:
                    text.append(f"\n{'':>8}  {row.label}", style="italic")
                elif row not in impossible:  # (said once below, as the odds panel says it)
                    text.append(f"\n{_value(row):>8}  {row.label}")
            if impossible:
                names = " · ".join(row.label for row in impossible)
                ruled_out = _("ruled out in this battle: {outcomes}").format(outcomes=names)
                text.append(f"\n{'':>8}  {ruled_out}", style="dim")
            text.append("\n" + _("Most likely outcomes:"), style="bold")
            likely = likely_outcomes(state.procedure, base)
            if likely.shared:
                text.append(
                    "\n"
                    + _("In each of them: {sentences}").format(sentences=" · ".join(likely.shared)),
                    style="dim",
                )
            for description, p in likely.rows:
                text.append(f"\n{format_percent(float(p)):>8}  ", style="green")
                text.append(description)
        self.query_one("#whatif-text", Static).update(text)

    def _compare(self, text: Text, state: State, base: Odds, per_action: dict[str, Odds]) -> None:
        prompt = state.prompt()
        if prompt is None:
            text.append(_("No choice before this roll."), style="dim")
            text.append("\n")
            return
        text.append(_("Odds change if you choose:"), style="bold")
        for number, action in enumerate(prompt.actions, 1):
            result = per_action.get(action.id)
            text.append(f"\n{number} {render(action.label)}", style="bold")
            if action.id == prompt.default:
                text.append("  (" + _("default") + ")", style="dim")
            if result is None:
                continue
            diffs = changes(state.procedure, base, result)
            if not diffs:
                text.append("\n    " + _("no change"), style="dim")
            for old, new in diffs:
                style = "green" if new.value > old.value else "red"
                fine = _value(old) == _value(new)  # (then the change shows at four decimals)
                text.append(f"\n    {new.label}: {_value(old, fine)} → {_value(new, fine)} ")
                text.append(f"({_delta(old, new)})", style=style)
        if not summary_rows(state.procedure, base):
            text.append("\n" + _("no headline numbers for this procedure"), style="dim")
        text.append("\n")
