"""The Lessons tab of the Learn screen: the lesson list, a lesson's stops and its card.

A lesson walks an example battle (:mod:`learn.lessons_run`): at each stop it says what happens
and why, with the rule paragraphs and glossary terms, asks the engine's questions, then shows
what the engine did. It ends with the quick-reference card, which X exports as Markdown.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from locales import _, ngettext
from locales.system_errors import os_error_text

from ..widgets.learn_question import QuestionBox
from ..widgets.markdown_lite import render_markdown


def setup_text(lesson) -> Text:
    """The lesson example's set-up in words (the values the questions are worked out from): a
    heading, then one row per side or table, its name in bold."""
    from learn.lesson_inputs import setup_rows

    text = Text("\n" + _("Set-up:"), style="dim")
    for heading, values in setup_rows(lesson):
        text.append("\n  ")
        if heading:
            text.append(heading, style="bold")
            text.append(" — ")
        text.append(" · ".join(values))
    return text


class LessonsMixin:
    """The lesson part of :class:`tui.screens.learn.LearnScreen` (its state: ``walk``,
    ``stop_index``, ``setup_at``, ``question_index``, ``finished``, ``card_markdown``)."""

    def _stop_text(self, view) -> Text:
        """The top of a step; the first step, and the one a resumed lesson opens at, end with
        the example's set-up, so the numbers its questions need are on the screen."""
        from .learn_text import stop_text

        text = stop_text(self.walk, view, self.app.language, self.app.ensure_content())
        if view.index in (0, self.setup_at):
            text.append("\n")
            text.append_text(setup_text(self.walk.lesson))
        return text

    def _relabel_lesson(self) -> None:
        from .learn_text import revealed_text

        if self.finished:
            self._show_summary()
            return
        view = self.walk.views[self.stop_index]
        lang = self.app.language
        self.query_one("#lesson-text", Static).update(self._stop_text(view))
        self.query_one("#lesson-question", QuestionBox).relabel()
        if self._stop_done():
            last = view.index == len(self.walk.views) - 1
            self.query_one("#lesson-after", Static).update(
                revealed_text(view, lang, last, self.walk.final)
            )

    # -- lessons -----------------------------------------------------------------------------
    def _fill_lesson_list(self) -> None:
        from learn.lessons import lessons, text_in

        listing = self.query_one("#lesson-list", OptionList)
        keep = listing.highlighted or 0
        listing.clear_options()
        lang = self.app.language
        for lesson in lessons().values():
            done = len(self.progress.lesson_steps(lesson.id)) if self.progress else 0
            label = Text(text_in(lesson.title, lang), style="bold")
            steps = len(lesson.stops)
            label.append("\n  " + ngettext(
                "{done} of {steps} step done", "{done} of {steps} steps done", steps
            ).format(done=done, steps=steps), style="dim")  # fmt: skip
            listing.add_option(Option(label, id=lesson.id))
        listing.highlighted = min(keep, listing.option_count - 1)

    def start_lesson(self, lesson_id: str) -> None:
        """Open the lesson ``lesson_id`` at the step where the learner stopped: the first step
        not done yet (the first step when none or all are done)."""
        from learn.lessons import lessons
        from learn.lessons_run import walk_lesson

        self.walk = walk_lesson(lessons()[lesson_id])
        done = self.progress.lesson_steps(lesson_id) if self.progress else set()
        left = [view.index for view in self.walk.views if view.index not in done]
        resume = left[0] if left and len(left) < len(self.walk.views) else 0
        self.stop_index, self.question_index, self.finished = resume, 0, False
        self.setup_at = resume
        self.query_one("#lesson-list").display = False
        self.query_one("#lesson-scroll").display = True
        self._show_stop()
        self.refresh_bindings()

    def action_leave_lesson(self) -> None:
        self.walk, self.finished = None, False
        self.query_one("#lesson-question", QuestionBox).clear()
        self.query_one("#lesson-scroll").display = False
        self.query_one("#lesson-list").display = True
        self._fill_lesson_list()
        self._focus_lesson()
        self.refresh_bindings()

    def _focus_lesson(self) -> None:
        if self.walk is None:
            self.query_one("#lesson-list").focus()
        else:
            self.query_one("#lesson-scroll").focus()

    def _stop_done(self) -> bool:
        view = self.walk.views[self.stop_index]
        return self.question_index >= len(view.questions)

    def _show_stop(self) -> None:
        view = self.walk.views[self.stop_index]
        self.query_one("#lesson-text", Static).update(self._stop_text(view))
        self.query_one("#lesson-after", Static).update("")
        box = self.query_one("#lesson-question", QuestionBox)
        box.clear()
        self.question_index = min(self.question_index, len(view.questions))
        self._ask_or_reveal(from_top=True)
        self._scroll_to_start()

    def _scroll_to_start(self) -> None:
        """Show the step from its top: once laid out, after the question's focus has scrolled
        its options into view."""
        scroll = self.query_one("#lesson-scroll")
        scroll.scroll_home(animate=False, immediate=True)
        scroll.call_after_refresh(scroll.scroll_home, animate=False, immediate=True)

    def _ask_or_reveal(self, from_top: bool = False) -> None:
        from .learn_text import revealed_text

        view = self.walk.views[self.stop_index]
        box = self.query_one("#lesson-question", QuestionBox)
        if self.question_index < len(view.questions):
            box.ask(view.questions[self.question_index], reveal=not from_top)
            return
        self.progress.record_lesson_step(self.walk.lesson.id, view.index)
        last = view.index == len(self.walk.views) - 1
        self.query_one("#lesson-after", Static).update(
            revealed_text(view, self.app.language, last, self.walk.final)
        )
        scroll = self.query_one("#lesson-scroll")
        scroll.focus(scroll_visible=not from_top)
        if not from_top:
            scroll.call_after_refresh(scroll.scroll_end, animate=False)

    def _next_stop(self) -> None:
        if self.stop_index + 1 < len(self.walk.views):
            self.stop_index, self.question_index = self.stop_index + 1, 0
            self._show_stop()
        else:
            self._show_summary()

    def _show_summary(self) -> None:
        from learn.lessons_run import summary, summary_markdown

        self.finished = True
        markdown = summary_markdown(summary(self.walk), self.app.language, _)
        self.card_markdown = markdown
        self.query_one("#lesson-question", QuestionBox).clear()
        self.query_one("#lesson-text", Static).update(render_markdown(markdown))
        self.query_one("#lesson-after", Static).update(
            Text(_("X saves this card as Markdown; Escape goes back to the lessons."), style="dim")
        )
        scroll = self.query_one("#lesson-scroll")
        scroll.scroll_home(animate=False)
        scroll.focus(scroll_visible=False)  # (not the options of the question just cleared)
        self.refresh_bindings()

    def action_links(self) -> None:
        """The step's rule paragraphs and terms (a lesson), or the question's rule (a drill)."""
        if self.tab == "drills":
            self.app.open_rule(self.query_one("#drills-pane").drill.question.rule)
            return
        from .learn_links import LinksScreen

        stop = self.walk.views[self.stop_index].stop
        self.app.push_screen(LinksScreen(stop.paragraphs, stop.terms), self._link_chosen)

    def _link_chosen(self, chosen: tuple[str, str] | None) -> None:
        if chosen is None:
            return
        what, ident = chosen
        if what == "paragraph":
            self.app.open_reader(paragraph_id=ident)
        else:
            self.app.show_entry(ident)

    def action_export(self) -> None:
        from .learn_text import export_card

        try:
            path = export_card(self.walk, self.app.language)
        except OSError as error:
            self.notify(
                _("The card could not be saved: {error}").format(error=os_error_text(error)),
                severity="error",
            )
            return
        self.notify(_("Card saved: {path}").format(path=path))
