"""The app's questions before something is lost or replaced: leaving a battle with unsaved
moves, restoring a battle that was not saved when the app last closed, replacing an edited
set-up (by the default or a file), and starting a saved battle from a changed set-up."""

from __future__ import annotations

import asyncio

from textual import events
from textual._time import get_time
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from locales import _

from ..widgets.keybar import KeyBar
from . import N_, LocalizedModal, keys

DIALOG_CSS = """
QuestionScreen { align: center middle; }
QuestionScreen #question-box {
    width: 64; max-width: 100%; height: auto; padding: 1 2;
    border: heavy $warning; background: $surface;
}
QuestionScreen #question-text { margin: 0 0 1 0; }
QuestionScreen #question-buttons { height: auto; }
QuestionScreen Button { margin: 0 1 0 0; }
"""


class QuestionScreen(LocalizedModal):
    """A question with two answers and Cancel (Escape); dismissed with the answer's id."""

    DEFAULT_CSS = DIALOG_CSS
    #: (answer id, key, label) of the two answers
    ANSWERS: tuple[tuple[str, str, str], ...] = ()
    #: the label of the Escape button
    CANCEL = N_("Esc Cancel")

    BINDINGS = [Binding("escape", "answer('')", N_("Cancel"), id="question.cancel")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="question-box"):
            yield Static(self.text, id="question-text")
            with Horizontal(id="question-buttons"):
                for answer, key, label in self.ANSWERS:
                    yield Button(f"{key} {_(label)}", id=f"answer-{answer}", compact=True)
                yield Button(_(self.CANCEL), id="answer-", compact=True)
        yield KeyBar()  # this dialog's keys, over the line of the screen below

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button gives its answer."""
        event.stop()
        self.dismiss(event.button.id.removeprefix("answer-") or None)

    def action_answer(self, answer: str) -> None:
        """Answer with a key (Escape cancels)."""
        self.dismiss(answer or None)

    def help_markdown(self) -> str:
        return self.text


class LeaveBattleScreen(QuestionScreen):
    """Save, discard or keep a battle that has moves not saved yet."""

    ANSWERS = (("save", "s", N_("Save")), ("discard", "d", N_("Discard")))
    BINDINGS = [
        Binding(keys("s"), "answer('save')", N_("Save"), id="leave.save"),
        Binding(keys("d"), "answer('discard')", N_("Discard"), id="leave.discard"),
    ]

    def __init__(self, *, quitting: bool = False) -> None:
        if quitting:
            text = _(
                "This battle has moves that are not saved. Save it or discard it: wartutor then "
                "closes. (Esc: stay.)"
            )
        else:
            text = _(
                "This battle has moves that are not saved. Save it before leaving, or discard it?"
            )
        super().__init__(text)


#: Keys less than this many seconds apart are one burst of typing, never an answer to a
#: question that came up meanwhile (nobody reads a dialog that fast).
TYPING_BURST = 0.4


class RestoreBattleScreen(QuestionScreen):
    """Restore a battle kept when the app closed without saving it, or discard it.

    The question comes up at start, maybe while the user is already typing: keys typed before
    it was on screen, and the rest of that burst of typing, go where the user was typing (the
    screen below); only a key pressed after a pause answers.
    """

    _quiet_until: float = float("inf")

    ANSWERS = (("restore", "r", N_("Restore")), ("discard", "d", N_("Discard")))
    #: Escape puts the question off: it comes again at the next start
    CANCEL = N_("Esc Later")
    BINDINGS = [
        Binding(keys("r"), "answer('restore')", N_("Restore"), id="restore.restore"),
        Binding(keys("d"), "answer('discard')", N_("Discard"), id="restore.discard"),
        Binding("escape", "answer('')", N_("Later"), id="restore.later"),
    ]

    def on_mount(self) -> None:
        super().on_mount()
        self._shown()  # (again once painted; should that never come, keys still answer)
        self.call_after_refresh(self._shown)

    def _shown(self) -> None:
        self._quiet_until = get_time() + TYPING_BURST

    @property
    def armed(self) -> bool:
        """True once a key pressed now would answer the question."""
        return get_time() > self._quiet_until

    async def wait_until_armed(self) -> None:
        """Wait until a key answers the question (for tests and scripted input)."""
        while not self.armed:
            await asyncio.sleep(0.05)

    def on_key(self, event: events.Key) -> None:
        """A key from a burst of typing goes to the screen below, not to the question."""
        if event.time > self._quiet_until:
            return
        event.stop()
        event.prevent_default()
        self._quiet_until = max(self._quiet_until, event.time + TYPING_BURST)
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        target = below.focused if below is not None else None
        if target is not None:
            target.post_message(events.Key(event.key, event.character))


class DefaultSetupScreen(QuestionScreen):
    """Put the default set-up back in place of a set-up edited in the form (or its TOML), or
    keep the edits."""

    ANSWERS = (("default", "d", N_("Default set-up")),)
    BINDINGS = [
        Binding(keys("d"), "answer('default')", N_("Default set-up"), id="default.default"),
        Binding(keys("ctrl+d"), "answer('default')", N_("Default set-up"), show=False),
    ]

    def __init__(self) -> None:
        super().__init__(
            _("Put the default set-up back? The changes made to this set-up are then lost.")
        )


class ReplaceSetupScreen(QuestionScreen):
    """Show a file's or saved battle's set-up in place of the player's edited set-up of the
    same procedure, or keep the edits."""

    ANSWERS = (("replace", "r", N_("Replace")),)
    BINDINGS = [Binding(keys("r"), "answer('replace')", N_("Replace"), id="replace.replace")]

    def __init__(self, procedure: str) -> None:
        super().__init__(
            _(
                "Show this set-up in place of your edited set-up of {procedure}? Your changes "
                "to it are then lost."
            ).format(procedure=procedure)
        )


class ResumeQuestionScreen(QuestionScreen):
    """Asked when a saved battle is started from a changed set-up: a new battle from this
    set-up (the saved moves are not replayed), the saved set-up back in the form, or Escape
    (back to the form)."""

    ANSWERS = (
        ("new", "n", N_("New battle from this set-up")),
        ("restore", "r", N_("Restore the saved set-up")),
    )
    CANCEL = N_("Esc Back to the form")
    # (the answers are long: one under the other)
    DEFAULT_CSS = """
    ResumeQuestionScreen #question-buttons { layout: vertical; }
    ResumeQuestionScreen Button { margin: 0; }
    """
    BINDINGS = [
        Binding(keys("n"), "answer('new')", N_("New battle"), id="resume.new"),
        Binding(keys("r"), "answer('restore')", N_("Restore"), id="resume.restore"),
    ]

    def __init__(self) -> None:
        super().__init__(
            _(
                "The set-up has changed since the battle was saved. A new battle from this "
                "set-up starts without the saved moves; the saved file is kept."
            )
        )
