"""The glossary screen's ways on from the entry on show: marking it a favourite (the key says
whether it adds or removes, and leaves the bar while no entry is on show) and F4 to the rules
reader (the first time at the paragraph that explains what is on show: :meth:`reader_place`);
and an entry opened from another place does not stand beside an old search.

Mixed into :class:`tui.screens.glossary.GlossaryScreen` (``self``: ``_current`` is the target
on show, ``entry:<id>`` or ``para:<id>``).
"""

from __future__ import annotations

from textual.widgets import Input

from locales import _, get_language

from ..widgets.entry_detail import EntryDetail
from ..widgets.results import ResultList, home_options


class GlossaryEntryActionsMixin:
    """Favourites and the way to the reader of the glossary screen."""

    def action_toggle_favourite(self) -> None:
        """Add the shown entry to the favourites, or remove it."""
        if not self._current or not self._current.startswith("entry:"):
            self.notify(_("Open an entry first."), severity="warning")
            return
        ident = self._current.split(":", 1)[1]
        added = self.app.favourites.toggle(ident)
        self.app.show_storage_notices()
        self.notify(_("Added to favourites.") if added else _("Removed from favourites."))
        self.query_one(EntryDetail).mark_favourite(added)
        self.refresh_bindings()  # ("Remove favourite" on an entry that is one)
        if self._shown_query == "":
            self._show_suggestions("")

    def key_description(self, binding) -> str | None:
        """The favourite key says "Remove favourite" on an entry that is one."""
        ident = (self._current or "").removeprefix("entry:")
        if binding.action == "toggle_favourite" and ident in self.app.favourites:
            return _("Remove favourite")
        return None

    def hidden_in_key_bar(self, action: str) -> bool:
        """The favourite key is shown only while an entry is open."""
        if action == "toggle_favourite":
            return not (self._current or "").startswith("entry:")
        return False

    def reader_place(self) -> str | None:
        """Where the rules reader opens the first time it is asked for from here (F4): the
        paragraph on show, or the first paragraph that uses the entry on show."""
        content = self.app.content
        kind, _sep, ident = (self._current or "").partition(":")
        if kind == "para" and ident in content.paragraphs:
            return ident
        if kind == "entry" and ident in content.entries:
            uses = content.entries[ident].used_in
            return next((ref for ref in uses if ref in content.paragraphs), None)
        return None

    def _clear_search_for(self, entry_id: str) -> None:
        """Empty the search box without a search (and without browsing on): the list shows
        the favourites and history again, the cursor on the entry on show."""
        search = self.query_one("#search", Input)
        with search.prevent(Input.Changed):
            search.value = ""
        self._box_had_text = False
        if self._debounce is not None:
            self._debounce.stop()
            self._debounce = None
        results = self.query_one(ResultList)
        results.fill(home_options(self.app, get_language()), keep=False)
        self._shown_query = ""
        ids = [results.get_option_at_index(i).id for i in range(results.option_count)]
        for wanted in (f"hist:entry:{entry_id}", f"fav:entry:{entry_id}"):
            if wanted in ids:
                results.highlighted = ids.index(wanted)
                break
