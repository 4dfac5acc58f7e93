"""A question of a lesson or a drill: its text, the options to pick from, and the feedback.

One option is picked with Enter; where several may be right, Space marks options and the
screen's Check key (A) checks them. Nothing here is typed, so no key is ever swallowed.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual._time import get_time
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, SelectionList, Static
from textual.widgets.option_list import Option

from glossary.rule_refs import rule_place
from locales import N_, _
from tui.battle_text import sentence

from .fitted_options import FittedLines, ToggleAtOnce, VisibleMarks


class _ShownFirst:
    """Options on a page that scrolls (a lesson step, a drill): while they are out of view, a
    key for them first scrolls them into view, so that nothing is picked unseen and the keys
    read on down the page; Up on the first option, or PgUp where the options need no paging,
    scrolls the page back up, to the text above, and Down on the last option, or PgDn where the
    options need no paging, on down to what follows them (an answer's feedback). The cursor
    never wraps round from the first option to the last or back: a quick Up then Enter must
    not answer with the last option."""

    def _page(self):
        scrolls = ("auto", "scroll")
        return next((widget for widget in self.ancestors if widget.styles.overflow_y in scrolls),
                    None)  # fmt: skip

    #: brought into view by a key: the keys after it act at once, even before the page has
    #: scrolled and been laid out again (typed quickly, "Down Space" marks an option)
    _revealed = False

    def _in_view(self) -> bool:
        page = self._page()
        if self._revealed or page is None or not self.region or not page.region:
            return True  # (not laid out yet: nothing to reveal)
        return page.region.contains_region(self.region)

    def _shown_first(self) -> bool:
        """Scroll the question (its text and options) into view if they are not; whether the
        key is used up by that."""
        if self._in_view():
            return False
        self._revealed = True
        self.parent.scroll_visible(animate=False, immediate=True)
        return True

    def action_cursor_down(self) -> None:
        last = self.highlighted is not None and self.highlighted >= self.option_count - 1
        if self._shown_first() or self._on_down(last):
            return
        if not last:  # (never round to the first option)
            super().action_cursor_down()

    def _on_down(self, at_end: bool) -> bool:
        """At the end of the options, scroll the page on down to what follows them (the
        feedback of an answer); whether the key is used up by that."""
        page = self._page()
        if at_end and page is not None and page.scroll_y < page.max_scroll_y:
            page.scroll_page_down(animate=False)
            return True
        return False

    def _back_up(self, at_top: bool) -> bool:
        """At the top of the options, scroll the page back up to the text above (a drill's
        battle, the title); whether the key is used up by that."""
        page = self._page()
        if at_top and page is not None and page.scroll_y > 0:
            page.scroll_page_up(animate=False)
            self._revealed = False  # (back to the text: the next key shows the options first)
            return True
        return False

    def action_cursor_up(self) -> None:
        at_top = self.highlighted in (None, 0)
        if not self._back_up(at_top) and not self._shown_first() and not at_top:
            super().action_cursor_up()  # (never round to the last option)

    def action_page_down(self) -> None:
        last = self.highlighted is not None and self.highlighted >= self.option_count - 1
        at_end = last or self.max_scroll_y == 0  # no paging of its own
        if not self._shown_first() and not self._on_down(at_end):
            super().action_page_down()

    def action_page_up(self) -> None:
        at_top = self.highlighted in (None, 0) or self.max_scroll_y == 0  # no paging of its own
        if not self._back_up(at_top) and not self._shown_first():
            super().action_page_up()

    def action_select(self) -> None:
        if not self._shown_first():
            super().action_select()

    def on_key(self, event: events.Key) -> None:
        """A key that answers, typed before the question was on screen (a burst typed while the
        next question was being made), never answers it: a question is answered only seen."""
        asked = getattr(self.parent, "asked_at", None)
        if event.key in ANSWER_KEYS and asked is not None and event.time < asked:
            event.stop()
            event.prevent_default()


#: the keys that answer a question (pick, mark, check)
ANSWER_KEYS = frozenset({"enter", "space", "a"})
#: the arrows in the key bar as one entry, "↑↓ Choose": they also bring the options into view
CHOOSE = Binding.Group(N_("Choose"), compact=True)
ARROWS = [
    Binding("up", "cursor_up", N_("Choose"), group=CHOOSE, id="question-up"),
    Binding("down", "cursor_down", N_("Choose"), group=CHOOSE, id="question-down"),
]


class ShownOptionList(_ShownFirst, FittedLines, OptionList):
    """The options of a question with one answer (see :class:`_ShownFirst`); the key bar
    says how to answer: the arrows choose, Enter answers."""

    BINDINGS = [*ARROWS, Binding("enter", "select", N_("Answer"), id="question-answer")]


class ShownSelectionList(_ShownFirst, ToggleAtOnce, VisibleMarks, FittedLines, SelectionList):
    """The options of a question with several answers (see :class:`_ShownFirst`); the key
    bar says how to answer: the arrows choose, Space marks (the screen's A checks)."""

    BINDINGS = [*ARROWS, Binding("space", "select", N_("Mark"), id="question-mark")]


def render(message) -> str:
    """A Msg in the UI language (plain strings pass through)."""
    return message if isinstance(message, str) else message.render(_)


class QuestionBox(Vertical):
    """Shows one question; posts :class:`QuestionBox.Answered` once it is answered."""

    class Answered(Message):
        """The learner answered: ``correct`` says whether the picked options are right."""

        def __init__(self, box: QuestionBox, correct: bool) -> None:
            super().__init__()
            self.box = box
            self.correct = correct

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.question = None
        self.answered = False
        self.chosen: list[str] = []
        self.feedback = Text()
        self.asked_at: float | None = None  # when the question on show was asked

    def compose(self) -> ComposeResult:
        yield Static(classes="question-text")
        yield ShownOptionList(classes="question-one")
        yield ShownSelectionList(classes="question-several")
        yield Static(classes="question-feedback")

    def on_mount(self) -> None:
        self.clear()

    def clear(self) -> None:
        """No question."""
        self.question, self.answered = None, False
        self.query_one(".question-text", Static).update("")
        self.query_one(".question-feedback", Static).update("")
        self.query_one(".question-one").display = False
        self.query_one(".question-several").display = False

    def ask(self, question, *, reveal: bool = True, focus: bool = True) -> None:
        """Show ``question`` and focus its options (unless ``focus`` is off); ``reveal``
        scrolls them into view (off when a lesson step opens at its top, above the question)."""
        self.question, self.answered = question, False
        self.asked_at = get_time()
        text = Text(render(question.text), style="bold")
        for line in question.details:
            text.append("\n  " + render(line))
        if question.several:
            text.append(
                "\n" + _("The options follow: Space marks one, A checks your answer."),
                style="dim",
            )
        else:
            text.append(
                "\n" + _("The options follow: Enter picks the highlighted one."), style="dim"
            )
        self.query_one(".question-text", Static).update(text)
        self.query_one(".question-feedback", Static).update("")
        one = self.query_one(".question-one", OptionList)
        several = self.query_one(".question-several", SelectionList)
        one.display, several.display = not question.several, question.several
        one._revealed = several._revealed = False  # (a new question: shown first again)
        if question.several:
            several.clear_options()
            several.add_options([(render(t), ident) for ident, t in question.options])
            several.highlighted = 0
            if focus:
                several.focus(scroll_visible=reveal)
            self.call_after_refresh(setattr, several, "highlighted", 0)
        else:
            one.clear_options()
            one.add_options([Option(render(t), id=ident) for ident, t in question.options])
            one.highlighted = 0
            if focus:
                one.focus(scroll_visible=reveal)
        self._show_marked()
        if reveal:
            self.call_after_refresh(self.scroll_visible, animate=False)

    @property
    def waiting(self) -> bool:
        """True while a question is shown and not yet answered."""
        return self.question is not None and not self.answered

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.waiting and not self.question.several:
            self._check([event.option.id])

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        event.stop()
        self._show_marked()

    def _show_marked(self) -> None:
        """Under a several-answer question, the options marked so far in words (the marks
        differ by colour alone)."""
        if not (self.waiting and self.question.several):
            return
        texts = dict(self.question.options)
        marked = self.query_one(".question-several", SelectionList).selected
        line = (
            _("Marked: {options}").format(options="; ".join(render(texts[i]) for i in marked))
            if marked
            else _("Nothing marked yet.")
        )
        self.query_one(".question-feedback", Static).update(Text(line, style="dim"))

    def check_marked(self) -> None:
        """Check the options marked in a several-answer question."""
        if self.waiting and self.question.several:
            marked = list(self.query_one(".question-several", SelectionList).selected)
            if not marked and self.question.answer:  # nothing chosen yet: no answer to grade
                self.scroll_visible(animate=False)
                self.notify(
                    _("Mark the answers you choose first (Space), then check them."),
                    severity="warning",
                )
                return
            self._check(marked)

    def _check(self, chosen: list[str]) -> None:
        self.answered, self.chosen = True, list(chosen)
        self._show_feedback()
        # the feedback in view, from its first line (a long one below the options at 24 lines)
        feedback = self.query_one(".question-feedback", Static)
        self.call_after_refresh(feedback.scroll_visible, animate=False, top=True)
        self.post_message(self.Answered(self, self.question.check(chosen)))

    def _show_feedback(self) -> None:
        question = self.question
        texts = dict(question.options)
        if question.check(self.chosen):
            feedback = Text(_("Right."), style="bold green")
        else:
            answer = "; ".join(render(texts[ident]) for ident in question.answer)
            chosen = "; ".join(render(texts[ident]) for ident in self.chosen) or "-"
            feedback = Text(
                _("Not quite. You chose: {chosen}. The answer: {answer}").format(
                    chosen=chosen, answer=answer
                ),
                style="bold red",
            )
        for line in question.explanation:
            feedback.append("\n  " + sentence(line))
        feedback.append(
            "\n" + _("Rule: {rule}").format(rule=rule_place(question.rule)), style="italic"
        )
        self.feedback = feedback
        self.query_one(".question-feedback", Static).update(feedback)

    def relabel(self) -> None:
        """Show the question (and the feedback, once answered) again in the UI language."""
        if self.question is None:
            return
        answered, chosen = self.answered, list(self.chosen)
        one = self.query_one(".question-one", OptionList)
        several = self.query_one(".question-several", SelectionList)
        where = one.highlighted if not self.question.several else several.highlighted
        marked = list(several.selected)
        # (focusing a question in a tab behind would bring that tab to the front)
        self.ask(self.question, reveal=False, focus=self.has_focus_within)
        if self.question.several:
            for ident in marked:
                several.select(ident)
            several.highlighted = where
        else:
            one.highlighted = where
        if answered:
            self.answered, self.chosen = True, chosen
            self._show_feedback()
