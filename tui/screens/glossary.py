"""The home screen: look a word up in any language and read its glossary entry.

Typing updates the headword suggestions at once (tier 1); the ranked full-text results
follow from a thread worker after a short pause in typing, so typing never waits for whoosh.
"""

from __future__ import annotations

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Input, OptionList, Static
from textual.worker import get_current_worker

from locales import _, get_language

from ..widgets.entry_detail import EntryDetail, OpenTarget
from ..widgets.keybar import KeyBar
from ..widgets.results import ResultList, heading_option, hit_options, home_options
from ..widgets.steady_input import SteadyInput
from . import N_, LocalizedScreen, glossary_texts, keys
from .glossary_actions import GlossaryEntryActionsMixin
from .glossary_escape import GlossaryEscapeMixin
from .glossary_texts import searching, welcome

DEBOUNCE = 0.12
RESULT_LIMIT = 25


class GlossaryScreen(GlossaryEntryActionsMixin, GlossaryEscapeMixin, LocalizedScreen):
    """Search box, result list and the selected entry."""

    AUTO_FOCUS = "#search"
    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="back"),
        Binding("escape", "escape", N_("Search box"), show=False, id="escape"),
        Binding("ctrl+f", "toggle_favourite", N_("Favourite"), id="favourite"),
        Binding("f2", "app.settings", N_("Settings"), id="to-settings", priority=True),
        Binding("f4", "app.mode('reader')", N_("Rules"), id="to-reader", priority=True),
        Binding("f5", "app.mode('battle')", N_("Battle"), id="to-battle", priority=True),
        Binding("f6", "app.mode('learn')", N_("Learn"), id="to-learn", priority=True),
        Binding(keys("f"), "toggle_favourite", N_("Favourite"), show=False, id="favourite-key"),
        Binding(keys("slash"), "focus_search", N_("Search"), show=False, id="slash"),
        Binding("down", "focus_results", show=False, id="down"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._debounce = None
        self._preview_timer = None
        self._shown_query: str | None = None
        self._current: str | None = None  # "entry:<id>" or "para:<id>" shown in the detail pane
        self._linked = False  # an entry opened from another place, not yet browsed on from
        self._box_had_text = False

    def compose(self) -> ComposeResult:
        yield Static(id="home-title")
        yield SteadyInput(id="search")
        with Horizontal(id="home-body"):
            yield ResultList(id="results")
            yield EntryDetail(id="detail")
        yield KeyBar()

    def on_mount(self) -> None:
        self.relabel()
        self.query_one(EntryDetail).show_message(_("Loading the glossary…"))
        self.call_after_refresh(self.app.load_content_in_background, self._content_ready)

    # -- texts -------------------------------------------------------------------------------
    def relabel(self) -> None:
        self.query_one("#home-title", Static).update(_("wartutor · glossary"))
        self.query_one("#search", Input).placeholder = _(
            "Look up a word in any language: Landkampf, LC DR, сражение…"
        )
        detail = self.query_one(EntryDetail)
        if self._current is None and self.app.content is not None:
            detail.show_message(welcome())
        detail.relabel()
        if self.app.content is not None:
            self._refresh_results()

    def help_markdown(self) -> str:
        return glossary_texts.help_markdown()

    # -- content -----------------------------------------------------------------------------
    def _content_ready(self) -> None:
        if not self.is_attached or not self.query(EntryDetail):
            return  # the app is closing
        if self.app.content is None:
            self.query_one(EntryDetail).show_message(self.app.content_error or "")
            return
        self._refresh_results()
        if self._current is None:
            self.query_one(EntryDetail).show_message(welcome())

    def _refresh_results(self) -> None:
        query = self.query_one("#search", Input).value
        self._show_suggestions(query)
        if query.strip():
            self._schedule_full_text(query)

    # -- typing ------------------------------------------------------------------------------
    @on(Input.Changed, "#search")
    def _query_changed(self, event: Input.Changed) -> None:
        if self._linked or bool(event.value) != self._box_had_text:
            self._linked = False  # typing is browsing on
            self._box_had_text = bool(event.value)
            self.refresh_bindings()  # (Escape goes back from an empty box only)
        if self.app.content is None or event.value != event.input.value:
            return  # a newer change is on its way: only the text as it stands is searched
        self._show_suggestions(event.value)
        self._schedule_full_text(event.value)

    @on(Input.Submitted, "#search")
    def _query_submitted(self) -> None:
        results = self.query_one(ResultList)
        if results.option_count and results.highlighted is None:
            results.action_first()
        target = results.current_target()
        if target is not None:
            self.open_target(target, record=True)

    def _show_suggestions(self, query: str) -> None:
        results = self.query_one(ResultList)
        lang = get_language()
        if not query.strip():
            self._shown_query = ""
            results.fill(home_options(self.app, lang), keep=False)
        else:
            try:
                hits = self.app.search_engine.suggest(query, lang=lang, limit=RESULT_LIMIT)
            except Exception as error:  # noqa: BLE001 - a search failure must not end the app
                self.notify(str(error), severity="error")
                hits = []
            options = hit_options(self.app.content, hits, lang, query)
            if not options:  # a question: the ranked results follow
                options = [heading_option(searching(self.app.search_engine.index_cached))]
            results.fill(options)
            self._shown_query = None
        self._maybe_preview()

    def _schedule_full_text(self, query: str) -> None:
        if self._debounce is not None:
            self._debounce.stop()
            self._debounce = None
        if query.strip():
            self._debounce = self.set_timer(
                DEBOUNCE, lambda: self._full_text(query, get_language())
            )

    @work(thread=True, exclusive=True, group="full-text")
    def _full_text(self, query: str, lang: str) -> None:
        """Ranked full-text search (imports whoosh on first use) in a thread."""
        worker = get_current_worker()
        try:
            hits = self.app.search_engine.search(query, lang=lang, limit=RESULT_LIMIT)
            error = None
        except Exception as problem:  # noqa: BLE001 - reported to the user, not raised
            hits, error = [], str(problem)
        if worker.is_cancelled:
            return
        self.app.call_from_thread(self._full_text_done, query, lang, hits, error)

    def _full_text_done(self, query: str, lang: str, hits: list, error: str | None) -> None:
        if not self.is_attached or not self.query("#search"):
            return  # the app is closing
        if error:
            self.notify(_("Full-text search failed: {error}").format(error=error), severity="error")
            hits = []  # what the headwords found stays
        if query != self.query_one("#search", Input).value or lang != get_language():
            return  # the user typed on; a newer search is on its way
        self._shown_query = query
        results = self.query_one(ResultList)
        if not hits and results.current_target() is None:
            results.fill([heading_option(_("Nothing found for “{query}”.").format(query=query))])
        elif hits:
            results.fill(hit_options(self.app.content, hits, lang, query))
        self._preview_highlighted()

    # -- the detail pane ---------------------------------------------------------------------
    @on(OptionList.OptionHighlighted, "#results")
    def _highlighted(self) -> None:
        self._maybe_preview()

    def _maybe_preview(self) -> None:
        """Preview now while browsing the list; while typing, after the pause in typing (the
        full-text results bring the preview along)."""
        search = self.query_one("#search", Input)
        if self._preview_timer is not None:
            self._preview_timer.stop()
            self._preview_timer = None
        if self.focused is not search or not search.value.strip():
            self._preview_highlighted()
        else:
            self._preview_timer = self.set_timer(DEBOUNCE, self._preview_highlighted)

    @on(OptionList.OptionSelected, "#results")
    def _selected(self) -> None:
        target = self.query_one(ResultList).current_target()
        if target is not None:
            self.open_target(target, record=True)
            if target.startswith("entry:"):
                self.focus_entry()

    def focus_entry(self) -> None:
        """Move the cursor into the shown entry (its first link, or the pane to scroll it)."""
        detail = self.query_one(EntryDetail)
        links = [links for links in detail.query(".links") if links.display]
        (links[0] if links else detail).focus()

    def _preview_highlighted(self) -> None:
        target = self.query_one(ResultList).current_target()
        if target is not None and target != self._current:
            self._show(target)
        elif target is None and self._shown_query:
            # a search that found nothing says so for this very query: neither the previous
            # entry nor the message of an earlier search stays on show
            self._current = None
            self.query_one(EntryDetail).show_message(
                _("Nothing found for “{query}”.").format(query=self._shown_query)
            )
            self.refresh_bindings()

    def _show(self, target: str) -> None:
        content = self.app.content
        detail = self.query_one(EntryDetail)
        kind, _sep, ident = target.partition(":")
        if kind == "entry" and ident in content.entries:
            self._current = target
            detail.show_entry(
                content, content.entries[ident], favourite=ident in self.app.favourites
            )
            self.refresh_bindings()
        elif kind == "para" and ident in content.paragraphs:
            self._current = target
            detail.show_paragraph(content, content.paragraphs[ident])
            self.refresh_bindings()  # (the favourite key leaves the bar: a paragraph is none)

    def open_target(self, target: str, *, record: bool = False) -> None:
        """Open an ``entry:``, ``para:`` or ``step:`` target chosen by the user."""
        kind, _sep, ident = target.partition(":")
        if kind == "entry":
            self.show_entry(ident, record=record)
        elif kind == "para":
            self.app.open_reader(paragraph_id=ident)
        elif kind == "step":
            self.app.open_step(ident)

    def show_entry(self, entry_id: str, *, record: bool = True, linked: bool = False) -> None:
        """Show a glossary entry in the detail pane (and remember it in the history).
        ``linked``: opened from another place, to which Escape then goes straight back."""
        content = self.app.content
        if content is None or entry_id not in content.entries:
            return
        self._linked = linked
        self.refresh_bindings()
        self._show(f"entry:{entry_id}")
        if record:
            self.app.history.add(entry_id)
        search = self.query_one("#search", Input)
        if linked and search.value:  # an old search beside it would seem to have found it
            self._clear_search_for(entry_id)
        elif record and self._shown_query == "":
            self._show_suggestions("")

    @on(OpenTarget)
    def _open_link(self, event: OpenTarget) -> None:
        event.stop()
        self.open_target(event.target, record=True)

    # -- actions -----------------------------------------------------------------------------
    def action_focus_search(self) -> None:
        """Put the cursor in the search box."""
        self.query_one("#search", Input).focus()

    @on(ResultList.LeftAtTop)
    def _up_from_the_results(self) -> None:
        self.action_focus_search()

    def action_focus_results(self) -> None:
        """Move from the search box into the results."""
        if self.focused is self.query_one("#search", Input):
            # at once, not after the keys already typed: the next Down moves in the list
            self.set_focus(self.query_one(ResultList))
