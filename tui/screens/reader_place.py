"""Where the rules reader's text stands: scrolling to a section or a paragraph once the chapter
is laid out, and keeping the selected paragraph on screen while the reader scrolls."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.widgets import Static

from ..widgets.paragraph import ParagraphView

LAYOUT_TRIES = 50  # waits for a chapter's layout before scrolling to a place in it
LAYOUT_WAIT = 0.02  # seconds


class SectionHeading(Static):
    """A section title inside the chapter text."""

    def __init__(self, section, **kwargs) -> None:
        super().__init__(**kwargs)
        self.section = section


class ReaderPlacing:
    """Scrolling and selection of :class:`tui.screens.reader.ReaderScreen` (``self``)."""

    def _scroll_to(
        self, section_id: str | None, paragraph_id: str | None, focus: bool, tries: int = 0
    ) -> None:
        """Scroll the section or paragraph to the top of the text and select it; a chapter
        just mounted is laid out first (until then no widget has its place, and scrolling
        would stop at the top)."""
        if not self.is_attached or not self.query("#chapter-text"):
            return
        text = self.query_one("#chapter-text", VerticalScroll)
        views = list(self.query(ParagraphView))
        if focus and tries == 0:  # select at once; the text scrolls there once laid out
            chosen = self._chosen(views, section_id, paragraph_id)
            self._placing = chosen
            if chosen is not None:
                chosen.focus(scroll_visible=False)
        laid_out = bool(views) and all(view.virtual_region.height for view in views[-1:])
        if not laid_out or text.virtual_size.height < views[-1].virtual_region.bottom:
            laid_out = False
        if not laid_out and tries < LAYOUT_TRIES:
            self.set_timer(
                LAYOUT_WAIT, lambda: self._scroll_to(section_id, paragraph_id, focus, tries + 1)
            )
            return
        target = None
        if paragraph_id is not None:
            target = next(
                (view for view in self.query(ParagraphView) if view.paragraph.id == paragraph_id),
                None,
            )
            if target is not None:
                self._move_cursor(f"section:{target.paragraph.section_id}")
        elif section_id is not None:
            target = next(
                (view for view in self.query(SectionHeading) if view.section.id == section_id), None
            )
            self._move_cursor(f"section:{section_id}")
        if target is None:
            text.scroll_home(animate=False)
            return
        text.scroll_to_widget(target, animate=False, top=True)
        self.set_timer(LAYOUT_WAIT, lambda: self._keep_at_top(target, LAYOUT_TRIES))
        if focus:
            chosen = self._chosen(list(self.query(ParagraphView)), section_id, paragraph_id)
            if chosen is not None:
                chosen.focus(scroll_visible=False)

    def action_into_text(self) -> None:
        """From the chapter list into the text: the first paragraph on screen gets the focus
        (a section picked in the list is shown at the top; Tab went to the chapter's start)."""
        text = self.query_one("#chapter-text", VerticalScroll)
        views = list(self.query(ParagraphView))
        top = text.scroll_y
        shown = next((view for view in views if view.virtual_region.bottom > top), views[0])
        shown.focus(scroll_visible=False)

    @staticmethod
    def _chosen(views, section_id: str | None, paragraph_id: str | None):
        """The paragraph to select: the one asked for, or the section's first."""
        if paragraph_id is not None:
            return next((view for view in views if view.paragraph.id == paragraph_id), None)
        return next((view for view in views if view.paragraph.section_id == section_id), None)

    def _keep_at_top(self, target, tries: int, last_y: int | None = None) -> None:
        """Scroll ``target`` back to the top while the text's layout still moves it (the
        scrollbar that appears narrows the text, and its paragraphs grow); once it stays put,
        the reader's own scrolling is left alone."""
        if not self.is_attached or not target.is_attached or tries <= 0:
            self._placing = None
            return
        text = self.query_one("#chapter-text", VerticalScroll)
        y = target.virtual_region.y
        wanted = min(y, text.max_scroll_y)
        if y == last_y and text.scroll_y == wanted:
            self._placing = None  # settled: the selection follows the reader's scrolling again
            return
        if text.scroll_y != wanted:
            text.scroll_to(y=wanted, animate=False)
        self.set_timer(LAYOUT_WAIT, lambda: self._keep_at_top(target, tries - 1, y))

    def _hold_reading_place(self) -> None:
        """Before the text changes language: the selected paragraph (or the first on screen)
        goes to the top of the text once the new text is laid out, so the reader keeps their
        place although the paragraphs change height."""
        focused = self.focused
        visible = self._visible_paragraphs()
        target = focused if isinstance(focused, ParagraphView) else None
        if target is None and visible:
            target = visible[0]
        if target is None:
            return
        self._placing = target
        self.set_timer(LAYOUT_WAIT, lambda: self._keep_at_top(target, LAYOUT_TRIES))

    # -- the selection follows the scroll ------------------------------------------------------
    def _visible_paragraphs(self) -> list[ParagraphView]:
        text = self.query_one("#chapter-text", VerticalScroll)
        top, bottom = text.scroll_y, text.scroll_y + text.scrollable_content_region.height
        return [
            view
            for view in self.query(ParagraphView)
            if view.virtual_region.y < bottom and view.virtual_region.bottom > top
        ]

    def _text_scrolled(self) -> None:
        """When the text scrolls away from the selected paragraph, select one on screen, so
        that Up/Down and Enter act on what the reader sees."""
        focused = self.focused
        if not isinstance(focused, ParagraphView) or focused is getattr(self, "_placing", None):
            return
        visible = self._visible_paragraphs()
        if visible and focused not in visible:
            visible[0].focus(scroll_visible=False)

    def on_descendant_focus(self, event) -> None:
        """Tab into the text selects the first paragraph on screen, not the chapter's first."""
        widget, coming_from = event.widget, getattr(self, "_last_focused", None)
        self._last_focused = widget
        if widget is getattr(self, "_placing", None):
            return  # opened at this paragraph: the text is on its way there
        if isinstance(widget, ParagraphView) and not isinstance(coming_from, ParagraphView):
            visible = self._visible_paragraphs()
            if visible and widget not in visible:
                visible[0].focus(scroll_visible=False)
