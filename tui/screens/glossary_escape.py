"""Escape on the glossary screen: it steps back from the entry to the results and on to the
search box and clears the box. Right after a term opened in another place (the reader, a battle,
Learn) brought the user here, it goes straight back there. An empty box does not go back: a
player who presses Escape twice to clear the box and types on would otherwise type into the
screen behind, whose letters are commands (roll, save, export).

Mixed into :class:`tui.screens.glossary.GlossaryScreen` (``self``).
"""

from __future__ import annotations

from textual.widgets import Input

from ..widgets.entry_detail import EntryDetail
from ..widgets.results import ResultList


class GlossaryEscapeMixin:
    """Escape and the way back of the glossary screen.

    ``_linked`` is True while the entry on show was opened from another place and the user has
    not browsed on from it (typed, or moved into the results or the entry).
    """

    _linked = False

    def action_escape(self) -> None:
        """From the entry back to the results; from there to the search box; in the search
        box, clear it."""
        search = self.query_one("#search", Input)
        detail = self.query_one(EntryDetail)
        results = self.query_one(ResultList)
        if self.focused is search:
            search.value = ""
        elif self.focused is not None and detail in self.focused.ancestors_with_self:
            results.focus()
        else:
            search.focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Escape goes back to the previous place right after a link from another place opened
        an entry here; elsewhere it steps back towards the search box (:meth:`action_escape`)."""
        if not super().check_action(action, parameters):
            return False
        if action == "back":
            return self._goes_back()
        return True

    def _goes_back(self) -> bool:
        can_go_back = getattr(self.app, "can_go_back", None)
        if not self.is_mounted or not callable(can_go_back) or not can_go_back():
            return False
        search = self.query_one("#search", Input)
        return self.focused is search and self._linked

    def action_back(self) -> None:
        """Back to the place the user came from."""
        self._linked = False
        self.app.go_back()

    def on_descendant_focus(self, event) -> None:
        """Moving into the results or the entry is browsing on: Escape steps back again."""
        if self._linked and event.widget is not self.query_one("#search", Input):
            self._linked = False

    def on_screen_suspend(self) -> None:
        if self.app.current_mode != "glossary":  # (left for another place, not a dialog)
            self._linked = False
