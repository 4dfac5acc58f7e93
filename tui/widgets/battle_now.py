"""The "now" panel: the current step, the prompt and the legal actions as numbered buttons."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Button, Static

from engine.procedure import State
from locales import _
from tui.walk import dice_group_text, outcome_lines, render

from .battle_messages import ActionChosen


class BattleNow(Vertical):
    """What happens now: a decision, a roll or the end."""

    _buttons: list[Button] = []

    def compose(self) -> ComposeResult:
        yield Static(id="now-step")
        yield Static(id="now-prompt")
        yield Vertical(id="now-actions")

    def show(self, state: State) -> None:
        """Render ``state``'s prompt and actions."""
        try:
            info = state.step_info()
            step = Text(
                _("Step {number}: {title}").format(number=info.number, title=render(info.title))
            )
            if not info.number:
                step = Text(render(info.title))
            step.append(f"  [{info.rule}]", style="dim")
        except KeyError:
            step = Text(state.step)
        self.query_one("#now-step", Static).update(step)
        prompt = state.prompt()
        actions = self.query_one("#now-actions", Vertical)
        actions.remove_children()
        self._buttons: list[Button] = []
        if state.is_terminal():
            text = Text(_("The battle is over."), style="bold")
            for line in outcome_lines(state.outcome()):
                text.append("\n• " + line)
            self.query_one("#now-prompt", Static).update(text)
            return
        if prompt is None:
            text = Text(_("Roll the dice:"), style="bold")
            for group in state.dice():
                text.append("\n• " + dice_group_text(group))
            self.query_one("#now-prompt", Static).update(text)
            return
        self.query_one("#now-prompt", Static).update(Text(render(prompt.message), style="bold"))
        buttons = []
        for number, action in enumerate(prompt.actions, 1):
            key = f"{number} " if number <= 9 else ""
            button = Button(f"{key}{render(action.label)}", compact=True, name=action.id)
            button.tooltip = action.rule or None
            buttons.append(button)
        self._buttons = buttons
        actions.mount_all(buttons)

    def first_button(self) -> Button | None:
        """The first action button of the current prompt, if any."""
        return self._buttons[0] if self._buttons else None

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button applies its action."""
        event.stop()
        if event.button.name:
            self.post_message(ActionChosen(event.button.name))
