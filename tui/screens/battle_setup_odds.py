"""The setup screen's live odds: the battle as set up, computed off the UI after each check,
shown on one line below the form (the latest request wins)."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.widgets import Static
from textual.worker import get_current_worker

from engine.errors import InputError
from engine.odds import odds
from locales import _, format_percent
from tui.odds_rows import summary_rows


def odds_line(rows) -> str:
    """The setup form's odds: every result that can happen, with its chance (a note stands in
    for numbers not known yet); results that cannot happen and expectations are left out (the
    battle's odds tab has them all). The line wraps, a number never apart from its label."""
    shown = [
        f"{row.label}\N{NO-BREAK SPACE}{format_percent(float(row.value))}"
        if not row.note
        else row.label
        for row in rows
        if row.probability and (row.note or row.value)
    ]
    return (
        _("Odds (open choices at their default): {odds}").format(odds=" · ".join(shown))
        if shown
        else ""
    )


class SetupOddsMixin:
    """The live odds of the setup screen (``self`` is the screen)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._odds_request = 0

    def _request_odds(self, state) -> None:
        """Compute the odds of the battle as set up, off the UI; the latest request wins."""
        self._odds_request += 1
        self._compute_odds(state, self._odds_request)

    @work(thread=True, exclusive=True, group="setup-odds")
    def _compute_odds(self, state, request: int) -> None:
        try:
            rows = summary_rows(state.procedure, odds(state))
        except InputError:
            rows = []
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show_odds, request, rows)

    def _show_odds(self, request: int, rows) -> None:
        if request != self._odds_request or not self.is_mounted:
            return  # a newer request is on its way
        self.query_one("#setup-odds", Static).update(odds_line(rows))

    def _clear_odds(self) -> None:
        """No odds while the scenario has an error (and none still on their way)."""
        self._odds_request += 1
        self.query_one("#setup-odds", Static).update("")
