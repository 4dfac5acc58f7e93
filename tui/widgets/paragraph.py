"""One rules paragraph in the reader: our summary, its glossary terms highlighted and
selectable, and the official rule it cites."""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding
from textual.content import Content
from textual.message import Message
from textual.widgets import Static

from engine.messages import N_
from locales import _

from .labels import pick
from .terms import find_terms

TERM_STYLE = "bold underline {accent}"
SELECTED_STYLE = "bold reverse {accent}"
_ACCENTS: dict[str, str] = {}  # theme name -> its text accent colour
TERM_GROUP = Binding.Group(N_("Term"), compact=True)
#: the citation line's "our summary in <language>", in the UI language
SUMMARY_IN = {
    "en": N_("Our summary in English"),
    "de": N_("Our summary in German"),
    "ru": N_("Our summary in Russian"),
    "it": N_("Our summary in Italian"),
}


@dataclass
class OpenTerm(Message):
    """The user chose a glossary term inside a paragraph."""

    entry_id: str


class ParagraphView(Static, can_focus=True):
    """A paragraph; ←/→ pick one of its terms, Enter opens it, a click opens it too."""

    BINDINGS = [
        Binding("left", "previous_term", N_("Previous term"), group=TERM_GROUP, id="previous-term"),
        Binding("right", "next_term", N_("Next term"), group=TERM_GROUP, id="next-term"),
        Binding("enter", "open_selected", N_("Open"), id="open-term"),
        Binding("down", "step(1)", show=False, id="next-paragraph"),
        Binding("up", "step(-1)", show=False, id="prev-paragraph"),
        Binding("pagedown", "page(1)", show=False, id="page-down"),
        Binding("pageup", "page(-1)", show=False, id="page-up"),
    ]

    def __init__(self, paragraph, entries: list, lang: str, *, ui_lang: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.auto_links = False  # the terms carry their own colours (Textual would restyle links)
        self._focused = False
        self.paragraph = paragraph
        self.entries = [entry for entry in entries if entry is not None]
        self.lang = lang
        self.ui_lang = ui_lang
        self.selected = 0
        self._targets: list[str] = []
        self.render_paragraph()

    def set_language(self, lang: str, ui_lang: str) -> None:
        """Show the paragraph in ``lang`` (labels in ``ui_lang``)."""
        self.lang, self.ui_lang = lang, ui_lang
        self.render_paragraph()

    def render_paragraph(self) -> None:
        """Rebuild the text with highlighted terms and the citation line."""
        text = pick(self.paragraph.text, self.lang)
        spans = find_terms(text, self.entries, self.lang)
        found = list(dict.fromkeys(span.entry_id for span in spans))
        missing = [entry for entry in self.entries if entry.id not in found]
        self._targets = found + [entry.id for entry in missing]
        if self.selected >= len(self._targets):
            self.selected = 0
        chosen = self._targets[self.selected] if self._targets and self._focused else None
        accent = self._accent()
        term_style, selected_style = (
            TERM_STYLE.format(accent=accent),
            SELECTED_STYLE.format(accent=accent),
        )
        content = Content(text)
        for span in spans:
            style = selected_style if span.entry_id == chosen else term_style
            content = content.stylize(
                f"{style} @click=open_term('{span.entry_id}')", span.start, span.end
            )
        if self.entries:  # every term of the paragraph, the same list in every language
            content = content.append("\n").append(Content(_("Terms: ")).stylize("dim", 0))
            for index, entry in enumerate(self.entries):
                if index:
                    content = content.append(", ")
                style = selected_style if entry.id == chosen else term_style
                label = pick(entry.terms, self.lang)
                content = content.append(
                    Content(label).stylize(f"{style} @click=open_term('{entry.id}')", 0)
                )
        content = content.append("\n").append(Content(self._label()).stylize("dim italic", 0))
        self.update(content)

    def _accent(self) -> str:
        """The theme's accent colour for text (terms are drawn in it)."""
        try:
            app = self.app
        except Exception:  # noqa: BLE001 - no app yet (built outside a running app)
            return "yellow"
        if app.theme not in _ACCENTS:
            _ACCENTS[app.theme] = app.get_css_variables().get("text-accent", "yellow")
        return _ACCENTS[app.theme]

    def _label(self) -> str:
        if self.lang == self.ui_lang:
            summary = _("Our summary")
        else:
            summary = _(SUMMARY_IN.get(self.lang, N_("Our summary")))
        return _("{summary} · source: {cite}").format(summary=summary, cite=self.paragraph.cite)

    @property
    def term_ids(self) -> list[str]:
        """The glossary ids this paragraph offers, in order (found in the text first)."""
        return list(self._targets)

    def on_mount(self) -> None:
        from ..screens import localize_bindings

        localize_bindings(self)

    def on_focus(self) -> None:
        self._focused = True
        self.render_paragraph()

    def on_blur(self) -> None:
        self._focused = False
        self.render_paragraph()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("next_term", "previous_term", "open_selected") and not self._targets:
            return False
        return True

    def action_step(self, direction: int) -> None:
        """Up/Down: the previous or next paragraph (the text scrolls to show it)."""
        views = list(self.screen.query(ParagraphView))
        index = views.index(self) + direction
        if 0 <= index < len(views):
            views[index].focus()
        elif self.parent is not None:  # the first or last paragraph: scroll to the edge
            if direction > 0:
                self.parent.scroll_end(animate=False)
            else:
                self.parent.scroll_home(animate=False)

    def action_page(self, direction: int) -> None:
        """PageUp/PageDown: scroll the text a page (the reader then selects a paragraph on
        screen)."""
        if self.parent is None:
            return
        if direction > 0:
            self.parent.scroll_page_down(animate=False)
        else:
            self.parent.scroll_page_up(animate=False)

    def action_next_term(self) -> None:
        """Select the next term of the paragraph."""
        if self._targets:
            self.selected = (self.selected + 1) % len(self._targets)
            self.render_paragraph()

    def action_previous_term(self) -> None:
        """Select the previous term of the paragraph."""
        if self._targets:
            self.selected = (self.selected - 1) % len(self._targets)
            self.render_paragraph()

    def action_open_selected(self) -> None:
        """Open the selected term's glossary entry."""
        if self._targets:
            self.post_message(OpenTerm(self._targets[self.selected]))

    def action_open_term(self, entry_id: str) -> None:
        """Open a term that was clicked."""
        if entry_id in self._targets:
            self.selected = self._targets.index(entry_id)
        self.post_message(OpenTerm(entry_id))
