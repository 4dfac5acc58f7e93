"""The Learn screen's Drills, Flashcards and Progress panes.

Each pane keeps its own state; the screen routes its keys to the pane in front.
"""

from __future__ import annotations

import random
from datetime import timedelta

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import SelectionList, Static

from locales import _, format_duration, ngettext

from .fitted_options import MarkedSelectionList
from .learn_question import QuestionBox, render


class DrillsPane(Vertical):
    """Endless engine-checked questions; every answer goes into the progress."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.drill = None
        self.rng = random.Random()
        self.right = self.asked = 0
        self.procedure: str | None = None  # the procedure drilled; None: every procedure

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="drill-scroll"):
            yield Static(id="drill-head")
            yield QuestionBox(id="drill-question")

    def new_drill(self) -> None:
        """Generate and ask the next drill."""
        from learn import drills

        self.drill = drills.generate(self.rng.randrange(2**62), self.procedure)
        self._show_head()
        self.query_one(QuestionBox).ask(self.drill.question)  # (focuses the options)

    def next_procedure(self) -> None:
        """Drill the next procedure (in the order of the drills' list), after the last one
        every procedure again; a new drill follows at once."""
        from learn.drills import PROCEDURES

        order = [None, *PROCEDURES]
        self.procedure = order[(order.index(self.procedure) + 1) % len(order)]
        self.new_drill()

    def relabel(self) -> None:
        """Show the drill again in the UI language."""
        if self.drill is not None:
            self._show_head()
            self.query_one(QuestionBox).relabel()

    def _show_head(self) -> None:
        from learn import drills
        from learn.drills_kinds import KIND_NAMES
        from learn.setup_words import setup_lines

        spec_title = render(_procedure_title(self.drill.procedure))
        head = Text(
            _("Drill · {procedure} · {kind}").format(
                procedure=spec_title, kind=render(KIND_NAMES[self.drill.kind])
            ),
            style="bold",
        )
        head.append("\n" + _("Set-up:"), style="dim")
        for line in setup_lines(self.drill.procedure, self.drill.scenario):
            head.append("\n  " + line)
        lines = drills.path_lines(self.drill)
        if lines:
            head.append("\n" + _("So far:"), style="dim")
            for line in lines:
                head.append("\n  " + render(line))
        head.append("\n" + _("Score this session: {right} of {asked}").format(
            right=self.right, asked=self.asked), style="dim")  # fmt: skip
        drilled = render(_procedure_title(self.procedure)) if self.procedure else None
        head.append(  # which procedures are drilled, and the key that changes it
            "\n" + _("Drilled: {procedures} (t changes)").format(
                procedures=drilled or _("every procedure")),
            style="dim",
        )  # fmt: skip
        self.query_one("#drill-head", Static).update(head)

    def record(self, correct: bool) -> None:
        """Keep the answer in the progress."""
        self.asked += 1
        self.right += correct
        self.screen.progress.record_drill(self.drill.procedure, self.drill.kind, correct)
        self._show_head()  # the score counts this answer at once


def _procedure_title(procedure: str):
    from engine import registry

    return registry.get(procedure).title


class CardsPane(Vertical):
    """Flashcards due today: flip, then rate; the learner picks games and directions."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.deck = None
        self.card = None
        self.flipped = False

    def compose(self) -> ComposeResult:
        with Horizontal(id="card-choices"):
            yield MarkedSelectionList(id="card-games", classes="card-choice")
            yield MarkedSelectionList(id="card-directions", classes="card-choice")
        yield Static(id="card-due")
        with VerticalScroll(id="card-scroll"):
            yield Static(id="card-front")
            yield Static(id="card-back")

    def open_deck(self, progress, content) -> None:
        """Build the deck for the UI language and show the first due card."""
        from engine import registry
        from learn.flashcards import DIRECTION_NAMES, Deck

        from .labels import game_name

        lang = self.app.language
        self.deck = Deck(progress, lang, content)
        games = self.query_one("#card-games", SelectionList)
        games.clear_options()
        games.add_options([(game_name(g), g, g in self.deck.games) for g in registry.games()])
        directions = self.query_one("#card-directions", SelectionList)
        directions.clear_options()
        directions.add_options(
            [(render(name), d, d in self.deck.directions) for d, name in DIRECTION_NAMES.items()]
        )
        self.next_card()

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        event.stop()
        if self.deck is None:
            return
        games = list(self.query_one("#card-games", SelectionList).selected)
        directions = list(self.query_one("#card-directions", SelectionList).selected)
        self.deck.choose(games=games, directions=directions)
        self.next_card()

    def next_card(self, again: timedelta | None = None) -> None:
        """Show the next due card, face down; ``again``: when the card just rated comes back
        (said beside the count, which it stays in when that is today)."""
        due = self.deck.due()
        # a card just rated again or hard is due again soon: show the others first
        others = [card for card in due if self.card is None or card.key != self.card.key]
        self.card = (others or due or [None])[0]
        self.flipped = False
        line = _("Cards due today: {count}").format(count=len(due))
        if again is not None:
            when = format_duration(max(again, timedelta(minutes=1)))
            line += " · " + _("the card you rated comes back in {when}").format(when=when)
        self.query_one("#card-due", Static).update(line)
        front = self.query_one("#card-front", Static)
        back = self.query_one("#card-back", Static)
        back.update("")
        if self.card is None:
            front.update(_("No card is due. Come back tomorrow, or pick more games above."))
            return
        from learn.flashcards import DIRECTION_NAMES

        from .labels import game_name, language_in_text

        text = Text(
            f"{game_name(self.card.game)} · {render(DIRECTION_NAMES[self.card.direction])}\n",
            style="dim",
        )
        language = language_in_text(self.card.front_lang)  # "(inglese)" in Italian
        text.append(self.card.front, style="bold")
        text.append(f"  ({language})", style="dim")
        front.update(text)
        back.update(Text(_("F shows the answer."), style="dim"))

    def flip(self) -> None:
        """Show the answer and the rating keys."""
        if self.card is None or self.flipped:
            return
        self.flipped = True
        from learn.flashcards import RATINGS

        text = Text(self.card.back)
        keys = "  ".join(f"{n} {render(name)}" for n, name in RATINGS.items())
        text.append("\n\n" + _("How well did you know it? {keys}").format(keys=keys), style="dim")
        self.query_one("#card-back", Static).update(text)

    def rate(self, rating: int) -> None:
        """Rate the flipped card (1 again … 4 easy) and show the next one."""
        if self.card is None or not self.flipped:
            return
        from learn.flashcards import local_now

        due = self.deck.review(self.card, rating)
        self.next_card(again=due - local_now())


class ProgressPane(VerticalScroll):
    """Accuracy per procedure and kind over the last answers; cards due; lessons done."""

    def compose(self) -> ComposeResult:
        yield Static(id="progress-text")

    def show(self, progress, due: int | None) -> None:
        """Fill in the numbers from the progress database."""
        from learn.drills_kinds import KIND_NAMES
        from learn.lessons import lessons, text_in

        text = Text(_("Drills (the last 20 answers of each kind)"), style="bold")
        accuracy = progress.drill_accuracy(last=20)
        if not accuracy:
            text.append("\n  " + _("No drill answered yet."))
        for (procedure, kind), (right, answered) in sorted(accuracy.items()):
            text.append(
                "\n  "
                + _("{procedure} · {kind}: {right} of {answered} right").format(
                    procedure=render(_procedure_title(procedure)),
                    kind=render(KIND_NAMES.get(kind, kind)),
                    right=right,
                    answered=answered,
                )
            )
        text.append("\n\n" + _("Flashcards"), style="bold")
        if due is not None:
            text.append("\n  " + _("Cards due today: {count}").format(count=due))
        text.append("\n  " + _("Reviews so far: {count}").format(count=progress.review_count()))
        text.append("\n\n" + _("Lessons"), style="bold")
        lang = self.app.language
        for lesson in lessons().values():
            done = len(progress.lesson_steps(lesson.id))
            text.append(
                "\n  "
                + ngettext(
                    "{title}: {done} of {steps} step",
                    "{title}: {done} of {steps} steps",
                    len(lesson.stops),
                ).format(title=text_in(lesson.title, lang), done=done, steps=len(lesson.stops))
            )
        self.query_one("#progress-text", Static).update(text)
