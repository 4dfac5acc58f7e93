"""The rules reader's languages: the chapter shown in the UI language or in its source
language(s), the ``t`` key that switches between them, and the headings and title in the
language shown.

:class:`ReaderLanguage` is mixed into :class:`tui.screens.reader.ReaderScreen`; it uses the
screen's ``chapter``, ``display_lang`` and ``_hold_reading_place``.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from locales import N_, _, get_language

from ..widgets.labels import language_in_text, pick
from ..widgets.paragraph import ParagraphView
from .reader_place import SectionHeading


class ReaderLanguage:
    """The language a chapter is shown in, and the key that switches it."""

    @property
    def lang(self) -> str:
        """The language the text is shown in."""
        return self.display_lang or get_language()

    def _render_text(self) -> None:
        ui_lang = get_language()
        for view in self.query(ParagraphView):
            view.set_language(self.lang, ui_lang)
        self._render_headings()
        self._render_title()

    def _render_headings(self) -> None:
        for heading in self.query(SectionHeading):
            title = Text(pick(heading.section.title, self.lang), style="bold")
            if heading.section.step:
                title.append("  ▸ " + _("walkthrough step"), style="dim")
            heading.update(title)

    def _render_title(self) -> None:
        chapter = self.chapter
        title = Text(pick(chapter.title, self.lang), style="bold")
        title.append(" · ")
        shown = language_in_text(self.lang)
        if self.lang in chapter.source_languages:
            title.append(_("shown in {language} (source language)").format(language=shown))
        else:
            title.append(_("shown in {language}").format(language=shown))
        self.query_one("#reader-title", Static).update(title)
        self.refresh_bindings()  # the t key says what it does now (key_description)

    def key_description(self, binding) -> str | None:
        """The ``t`` key says what it does now: show the source text, go back to your
        language, or nothing (the source is in your language: listed in the help, left out
        of the key bar)."""
        if binding.id != "toggle-language" or self.chapter is None:
            return None
        if len(self._languages()) == 1:
            return _(N_("Source language: shown"))
        following = self._following_language()
        if following == get_language():
            return _(N_("Your language"))
        if self.display_lang is not None:  # from one source language on to the other
            return _(N_("Source language: {language}")).format(language=language_in_text(following))
        return _(N_("Source language"))

    def _languages(self) -> list[str]:
        ui_lang = get_language()
        return [ui_lang] + [lang for lang in self.chapter.source_languages if lang != ui_lang]

    def action_toggle_language(self) -> None:
        """Switch between the UI language and the chapter's source language(s)."""
        if self.chapter is None:
            return
        if len(self._languages()) == 1:
            self.notify(_("This chapter's source language is already your language."))
            return
        following = self._following_language()
        self._hold_reading_place()
        self.display_lang = None if following == get_language() else following
        self._render_text()

    def hidden_in_key_bar(self, action: str) -> bool:
        """``t`` leaves the key bar while the chapter is already in its source language."""
        return action == "toggle_language" and (self.chapter is None or len(self._languages()) == 1)

    def _following_language(self) -> str:
        """The language ``t`` switches to."""
        order = self._languages()
        return order[(order.index(self.lang) + 1) % len(order)] if self.lang in order else order[0]
