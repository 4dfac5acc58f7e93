"""The rule paragraphs and glossary terms behind a lesson step, to open in the rules reader or
the glossary (O on the Learn screen)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from locales import _

from ..widgets.entry_detail import opening_words
from ..widgets.keybar import KeyBar
from ..widgets.results import PagedOptionList
from . import N_, LocalizedModal, stylesheet


class LinksScreen(LocalizedModal):
    """Dismisses with ``("paragraph", id)``, ``("term", id)`` or None."""

    DEFAULT_CSS = stylesheet("learn")
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="cancel")]

    def __init__(self, paragraphs: tuple[str, ...], terms: tuple[str, ...]) -> None:
        super().__init__()
        self.paragraphs, self.terms = paragraphs, terms

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-box"):
            yield Static(id="choice-title")
            yield PagedOptionList(id="choice")
        yield KeyBar()  # this dialog's keys, over the line of the screen below

    def on_mount(self) -> None:
        if not self.children:
            return  # dismissed before it was shown
        self.relabel()
        self.query_one("#choice", OptionList).focus()

    def relabel(self) -> None:
        from learn.lessons import text_in

        content, lang = self.app.ensure_content(), self.app.language
        self.query_one("#choice-title", Static).update(_("Rules and terms of this step"))
        options = []
        for ident in self.paragraphs if content is not None else ():
            paragraph = content.paragraphs[ident]
            section = text_in(content.sections[paragraph.section_id].title, lang)
            label = _("Rules reader: {section}").format(section=section)
            # two paragraphs of one section differ by their opening words
            start = opening_words(text_in(paragraph.text, lang), 40)
            options.append(Option(f"{label} — {start}", id=f"paragraph:{ident}"))
        for ident in self.terms if content is not None else ():
            term = text_in(content.entries[ident].terms, lang)
            options.append(Option(_("Glossary: {terms}").format(terms=term), id=f"term:{ident}"))
        options.append(Option(_("Cancel"), id="cancel:"))
        choice = self.query_one("#choice", OptionList)
        choice.clear_options()
        choice.add_options(options)
        choice.highlighted = 0

    def help_markdown(self) -> str:
        return _(
            "## Rules and terms\n\n"
            "The rules paragraphs and glossary terms this lesson step rests on. **Enter** opens "
            "one (in the rules reader or the glossary); **F6** brings you back to the lesson, "
            "where you left it. **Escape** closes this list."
        )

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected, "#choice")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        what, _sep, target = (event.option.id or "cancel:").partition(":")
        self.dismiss(None if what == "cancel" else (what, target))
