"""The rules reader: the chapter list with each chapter's sections, and the chapter text.

Every paragraph is our own summary and says so, with the official rule it cites. A key
switches between the UI language and the chapter's source language(s).
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from locales import _, get_language

from ..widgets.keybar import KeyBar
from ..widgets.labels import chapters_in_order, game_name, pick
from ..widgets.paragraph import OpenTerm, ParagraphView
from ..widgets.results import PagedOptionList
from . import N_, LocalizedScreen, keys, stylesheet
from .reader_language import ReaderLanguage
from .reader_place import ReaderPlacing, SectionHeading


class ReaderScreen(ReaderLanguage, ReaderPlacing, LocalizedScreen):
    """Chapter list on the left, the chapter on the right."""

    DEFAULT_CSS = stylesheet("reader")

    AUTO_FOCUS = "#toc"
    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="back"),
        Binding(keys("t"), "toggle_language", N_("Source language"), id="toggle-language"),
        Binding(keys("w"), "walkthrough", N_("Walk through"), id="walkthrough"),
        Binding(keys("c"), "focus_toc", N_("Chapters"), show=False, id="chapters"),
        Binding(
            "f3",
            "app.mode('glossary')",
            N_("Glossary"),
            show=False,
            id="to-glossary",
            priority=True,
        ),
        # from the chapter list, Tab goes to the text where it is shown, not to its top
        Binding("tab", "into_text", show=False, id="into-text"),
        Binding("tab", "app.focus_next", show=False, id="reader.next"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.chapter = None
        self.display_lang: str | None = None  # None: the UI language

    def compose(self) -> ComposeResult:
        yield Static(id="reader-title")
        with Horizontal(id="reader-body"):
            yield PagedOptionList(id="toc")
            yield VerticalScroll(id="chapter-text", can_focus=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.watch(self.app, "theme", self._theme_changed, init=False)
        self.watch(
            self.query_one("#chapter-text", VerticalScroll),
            "scroll_y",
            self._text_scrolled,
            init=False,
        )
        self.call_after_refresh(self.app.load_content_in_background, self._content_ready)

    def _theme_changed(self) -> None:
        if self.chapter is not None:
            self._render_text()  # the terms are drawn in the theme's accent colour

    def _content_ready(self) -> None:
        if not self.is_attached or not self.query("#toc"):
            return  # the app is closing
        content = self.app.content
        if content is None:
            self.query_one("#reader-title", Static).update(self.app.content_error or "")
            return
        self._fill_toc()
        if self.chapter is None and content.chapters:
            self._show_chapter(chapters_in_order(content)[0])

    # -- language (see reader_language) -------------------------------------------------------
    def relabel(self) -> None:
        if self.app.content is None:
            return
        self._fill_toc()
        if self.chapter is not None:
            self._render_text()

    def help_markdown(self) -> str:
        return _(
            "## Rules reader\n\n"
            "The left pane lists the chapters and, under each, its sections: **Up/Down** to "
            "move, **Enter** to open. **Tab** moves into the text.\n\n"
            "- Every paragraph is our own summary of the rule, never the publisher's wording; "
            "the line under it names the rule or source it summarises.\n"
            "- Highlighted words are glossary terms. In a paragraph, **Left/Right** pick a "
            "term and **Enter** opens its entry; a mouse click opens it too. **Up/Down** go "
            "from paragraph to paragraph.\n"
            "- **T** switches between your language and the chapter's source language "
            "(English or German for Caribbean Colonization & Conquest, Russian for Here I "
            "Stand, German for Siege of Tenochtitlan, Italian for Struggle of Empires).\n"
            "- **W** starts a walkthrough of the chapter's procedure when there is one.\n"
            "- **C** goes back to the chapter list, **Escape** to the previous screen."
        )

    # -- table of contents -------------------------------------------------------------------
    def _fill_toc(self) -> None:
        """Chapters, with the sections of the open chapter under it."""
        content, lang = self.app.content, get_language()
        toc = self.query_one("#toc", OptionList)
        keep = toc.highlighted_option.id if toc.highlighted_option is not None else None
        options = []
        for chapter in chapters_in_order(content):
            label = Text(pick(chapter.title, lang), style="bold")
            label.append(f"\n{game_name(chapter.game)}", style="dim")
            options.append(Option(label, id=f"chapter:{chapter.id}"))
            if self.chapter is not None and chapter.id == self.chapter.id:
                for section in chapter.sections:
                    prompt = Text("› ", style="dim")
                    prompt.append(pick(section.title, lang))
                    options.append(Option(prompt, id=f"section:{section.id}"))
        toc.clear_options()
        toc.add_options(options)
        if keep is not None:
            self._move_cursor(keep)
        elif self.chapter is not None:
            self._move_cursor(f"chapter:{self.chapter.id}")

    def _move_cursor(self, option_id: str) -> None:
        toc = self.query_one("#toc", OptionList)
        try:
            toc.highlighted = toc.get_option_index(option_id)
        except OptionDoesNotExist:
            pass

    @on(OptionList.OptionSelected, "#toc")
    def _toc_selected(self, event: OptionList.OptionSelected) -> None:
        kind, _sep, ident = (event.option.id or "").partition(":")
        if kind == "chapter":
            self.open(ident, focus=False)
        elif kind == "section":
            self.open(section_id=ident, focus=False)

    # -- opening -----------------------------------------------------------------------------
    def open(
        self,
        chapter_id: str | None = None,
        *,
        section_id: str | None = None,
        paragraph_id: str | None = None,
        focus: bool = True,
    ) -> None:
        """Show a chapter, scrolled to a section or a paragraph (which then gets the focus)."""
        content = self.app.ensure_content()
        if content is None:
            return
        if paragraph_id is not None and paragraph_id in content.paragraphs:
            chapter_id = content.paragraphs[paragraph_id].chapter_id
        elif section_id is not None and section_id in content.sections:
            chapter_id = content.sections[section_id].chapter_id
        chapter = content.chapters.get(chapter_id) if chapter_id else None
        if chapter is None:
            chapter = self.chapter or next(iter(chapters_in_order(content)), None)
        if chapter is None:
            return
        if self.chapter is None or chapter.id != self.chapter.id:
            self._show_chapter(chapter)
        self.call_after_refresh(self._scroll_to, section_id, paragraph_id, focus)

    def _show_chapter(self, chapter) -> None:
        self.chapter = chapter
        self.display_lang = None
        text = self.query_one("#chapter-text", VerticalScroll)
        text.remove_children()
        content, ui_lang = self.app.content, get_language()
        widgets = []
        for section in chapter.sections:
            widgets.append(SectionHeading(section, classes="section-title"))
            for paragraph in section.paragraphs:
                entries = [content.entries.get(ident) for ident in paragraph.terms]
                widgets.append(
                    ParagraphView(
                        paragraph, entries, self.lang, ui_lang=ui_lang, classes="paragraph"
                    )
                )
        text.mount_all(widgets)
        self._render_headings()
        self._render_title()
        self._fill_toc()
        self._move_cursor(f"chapter:{chapter.id}")
        self.refresh_bindings()

    # -- actions -----------------------------------------------------------------------------
    def action_walkthrough(self) -> None:
        """Walk through a battle with the procedure this chapter describes; from a paragraph of a
        step's section, a battle that comes to that step (see ``start_walkthrough``)."""
        if self.chapter is not None and self.chapter.procedure:
            paragraph = getattr(self.app.focused, "paragraph", None)
            section = self.app.content.sections.get(paragraph.section_id) if paragraph else None
            step = section.step if section is not None else None
            self.app.start_walkthrough(self.chapter.procedure, step)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action == "walkthrough":
            return bool(
                self.chapter is not None
                and self.chapter.procedure
                and _registered(self.chapter.procedure)
            )
        if action == "toggle_language":
            return self.chapter is not None and (len(self._languages()) > 1 or None)
        if action == "into_text":
            return self.focused is self.query_one("#toc", OptionList) and bool(
                self.query(ParagraphView)
            )
        return True

    def action_focus_toc(self) -> None:
        """Back to the chapter list."""
        self.query_one("#toc", OptionList).focus()

    def action_back(self) -> None:
        """Back to the previous screen."""
        self.app.go_back()

    @on(OpenTerm)
    def _open_term(self, event: OpenTerm) -> None:
        event.stop()
        self.app.show_entry(event.entry_id)


def _registered(procedure: str) -> bool:
    from engine import registry

    return registry.get(procedure) is not None
