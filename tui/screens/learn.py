"""The Learn screen (F6): guided lessons, drills, flashcards and progress, one tab each.

The screen holds the tabs, routes its keys to the tab in front and shows only the keys that
apply there. The lessons live in :mod:`tui.screens.learn_lessons`, the other tabs in
:mod:`tui.widgets.learn_panes`.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static, TabbedContent, TabPane

from locales import _

from ..widgets.fitted_options import FittedOptionList
from ..widgets.keybar import KeyBar
from ..widgets.learn_panes import CardsPane, DrillsPane, ProgressPane
from ..widgets.learn_question import QuestionBox
from . import N_, LocalizedScreen, keys, stylesheet
from .learn_lessons import LessonsMixin

TABS = ("lessons", "drills", "cards", "progress")
TAB_TITLES = {
    "lessons": N_("Lessons"),
    "drills": N_("Drills"),
    "cards": N_("Flashcards"),
    "progress": N_("Progress"),
}


def tab_title(tab: str) -> str:
    """A tab's title in the UI language."""
    return _(TAB_TITLES[tab])


class LearnScreen(LessonsMixin, LocalizedScreen):
    """Lessons, Drills, Flashcards and Progress."""

    DEFAULT_CSS = stylesheet("learn")
    AUTO_FOCUS = "#lesson-list"
    #: what a full key bar leaves out first at 80 columns: Enter or Space on a question's
    #: options (the question says them; the arrows, which bring the options into view, stay),
    #: then the rules and terms key (the step lists them), before the way to the glossary
    KEY_BAR_SPARE = ("select", "links")
    BINDINGS = [
        Binding("escape", "leave_lesson", N_("Lessons"), id="leave-lesson"),
        Binding("escape", "back", N_("Back"), id="learn-back"),
        Binding("f3", "app.mode('glossary')", N_("Glossary"), id="to-glossary", priority=True),
        Binding(keys("n"), "next", N_("Next"), id="next"),
        Binding(keys("a"), "check", N_("Check"), id="check"),
        Binding(keys("f"), "flip", N_("Flip"), id="flip"),
        Binding("1", "rate(1)", N_("Again"), id="rate-1"),
        Binding("2", "rate(2)", N_("Hard"), id="rate-2"),
        Binding("3", "rate(3)", N_("Good"), id="rate-3"),
        Binding("4", "rate(4)", N_("Easy"), id="rate-4"),
        Binding(keys("x"), "export", N_("Export card"), id="export"),
        Binding(keys("o"), "links", N_("Rules and terms"), id="links"),
        Binding(keys("t"), "drill_procedure", N_("Procedure"), id="drill-procedure"),
        Binding(keys("l"), "tab('lessons')", N_("Lessons"), show=False, id="tab-lessons"),
        Binding(keys("d"), "tab('drills')", N_("Drills"), show=False, id="tab-drills"),
        Binding(keys("c"), "tab('cards')", N_("Flashcards"), show=False, id="tab-cards"),
        Binding(keys("p"), "tab('progress')", N_("Progress"), show=False, id="tab-progress"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.progress = None
        self.walk = None  # the lesson being taken (a LessonWalk)
        self.stop_index = 0
        self.setup_at = 0  # the step that shows the set-up besides the first: where it resumed
        self.question_index = 0
        self.finished = False
        self.card_markdown = ""

    def compose(self) -> ComposeResult:
        yield Static(id="learn-title")
        with TabbedContent(id="learn-tabs"):
            with TabPane(tab_title("lessons"), id="lessons"):
                yield FittedOptionList(id="lesson-list")
                with VerticalScroll(id="lesson-scroll"):
                    yield Static(id="lesson-text")
                    yield QuestionBox(id="lesson-question")
                    yield Static(id="lesson-after")
            with TabPane(tab_title("drills"), id="drills"):
                yield DrillsPane(id="drills-pane")
            with TabPane(tab_title("cards"), id="cards"):
                yield CardsPane(id="cards-pane")
            with TabPane(tab_title("progress"), id="progress"):
                yield ProgressPane(id="progress-pane")
        yield KeyBar()

    def on_mount(self) -> None:
        super().on_mount()
        from learn.progress import Progress

        self.progress = Progress(report=self._progress_notice)
        for notice in self.progress.notices:
            self.notify(notice, severity="warning", timeout=12)
        self.query_one("#lesson-scroll").display = False
        self.relabel()

    def _progress_notice(self, message: str) -> None:
        """A problem with the progress file met later (saving failed, or works again)."""
        self.notify(message, severity="warning", timeout=12)

    def on_unmount(self) -> None:
        if self.progress is not None:
            self.progress.close()

    # -- language, help ----------------------------------------------------------------------
    def relabel(self) -> None:
        title = Text(_("Learn"), style="bold")
        title.append("  " + _("l lessons · d drills · c flashcards · p progress"), style="dim")
        self.query_one("#learn-title", Static).update(title)
        tabs = self.query_one(TabbedContent)
        for tab in TABS:
            tabs.get_tab(tab).label = tab_title(tab)
        self._fill_lesson_list()
        if self.walk is not None:
            self._relabel_lesson()
        self.query_one(DrillsPane).relabel()
        cards = self.query_one(CardsPane)
        if cards.deck is not None:
            cards.open_deck(self.progress, self.app.ensure_content())
        if self.tab == "progress":
            self._show_progress()

    def help_markdown(self) -> str:
        from .learn_text import learn_help

        return learn_help()

    # -- tabs --------------------------------------------------------------------------------
    @property
    def tab(self) -> str:
        """The tab in front."""
        return self.query_one(TabbedContent).active or "lessons"

    def action_tab(self, tab: str) -> None:
        """Bring ``tab`` to the front."""
        self.query_one(TabbedContent).active = tab

    @on(TabbedContent.TabActivated)
    def _tab_shown(self, event: TabbedContent.TabActivated) -> None:
        tab = event.pane.id
        if tab == "drills":
            drills = self.query_one(DrillsPane)
            if drills.drill is None:
                drills.new_drill()
            else:
                drills.query_one("#drill-scroll").focus()
        elif tab == "cards":
            cards = self.query_one(CardsPane)
            if cards.deck is None:
                cards.open_deck(self.progress, self.app.ensure_content())
            cards.query_one("#card-games").focus()
        elif tab == "progress":
            self._show_progress()
            self.query_one(ProgressPane).focus()  # (focus left in a hidden tab would bring it back)
        elif tab == "lessons":
            self._focus_lesson()
        self.refresh_bindings()

    def _show_progress(self) -> None:
        cards = self.query_one(CardsPane)
        due = cards.deck.due_count() if cards.deck is not None else None
        self.query_one(ProgressPane).show(self.progress, due)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_mounted:
            return False
        tab = self.tab
        if action == "leave_lesson":
            return tab == "lessons" and self.walk is not None
        if action == "back":  # (in a lesson Escape leaves the lesson first)
            return not (tab == "lessons" and self.walk is not None)
        if action == "next":
            if tab == "drills":
                return not self.query_one("#drill-question", QuestionBox).waiting
            box = self.query_one("#lesson-question", QuestionBox)
            return (
                tab == "lessons"
                and self.walk is not None
                and not self.finished
                and (self._stop_done() or box.answered)
            )
        if action == "check":
            box = self._box()
            return box is not None and box.waiting and box.question.several
        if action == "flip":
            cards = self.query_one(CardsPane)
            return tab == "cards" and cards.card is not None and not cards.flipped
        if action == "rate":
            cards = self.query_one(CardsPane)
            return tab == "cards" and cards.flipped
        if action == "export":
            return tab == "lessons" and self.finished
        if action == "drill_procedure":
            return tab == "drills"
        if action == "links":
            if tab == "drills":
                return self.query_one(DrillsPane).drill is not None
            return tab == "lessons" and self.walk is not None and not self.finished
        return super().check_action(action, parameters)

    def hidden_in_key_bar(self, action: str) -> bool:
        """The options' keys (↑↓, Enter, Space) are shown only while their question waits."""
        if action in ("cursor_up", "cursor_down", "select"):
            box = self.focused.parent if self.focused is not None else None
            return not (isinstance(box, QuestionBox) and box.waiting)
        return False

    def _box(self) -> QuestionBox | None:
        if self.tab == "lessons" and self.walk is not None:
            return self.query_one("#lesson-question", QuestionBox)
        if self.tab == "drills":
            return self.query_one("#drill-question", QuestionBox)
        return None

    # -- keys --------------------------------------------------------------------------------
    def action_check(self) -> None:
        box = self._box()
        if box is not None:
            box.check_marked()

    def action_next(self) -> None:
        if self.tab == "drills":
            self.query_one(DrillsPane).new_drill()
        elif self.walk is not None:
            if self._stop_done():
                self._next_stop()
            else:
                self.question_index += 1
                self._ask_or_reveal()
        self.refresh_bindings()

    def action_back(self) -> None:
        """Back to the previous screen (the glossary when there is none)."""
        self.app.go_back()

    def action_drill_procedure(self) -> None:
        """Drill the next procedure (or every procedure again)."""
        self.query_one(DrillsPane).next_procedure()
        self.refresh_bindings()

    def action_flip(self) -> None:
        self.query_one(CardsPane).flip()
        self.refresh_bindings()

    def action_rate(self, rating: int) -> None:
        self.query_one(CardsPane).rate(rating)
        self.refresh_bindings()

    @on(QuestionBox.Answered)
    def _answered(self, event: QuestionBox.Answered) -> None:
        if event.box.id == "drill-question":
            self.query_one(DrillsPane).record(event.correct)
        elif self.question_index + 1 >= len(self.walk.views[self.stop_index].questions):
            self.question_index += 1  # the last question: the engine shows what happens
            self._ask_or_reveal()
        self.refresh_bindings()

    # -- lessons ---------------------------------------------------------------------------
    @on(OptionList.OptionSelected, "#lesson-list")
    def _lesson_chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.start_lesson(event.option.id)
