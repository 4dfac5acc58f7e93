"""The "now" panel: the current step, the prompt and the legal actions as numbered buttons."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Button, Static

from engine.procedure import State
from glossary.rule_refs import SEPARATOR, rule_place
from locales import _
from tui.battle_text import dice_group_text, outcome_sentences, render, sentence

from .battle_messages import ActionChosen


class BattleNow(Vertical):
    """What happens now: a decision, a roll or the end."""

    _buttons: list[Button] = []
    _shown = 0

    def compose(self) -> ComposeResult:
        yield Static(id="now-step")
        yield Static(id="now-prompt")
        yield Vertical(id="now-actions")

    def show(self, state: State, rolled_again: tuple = ()) -> None:
        """Render ``state``'s prompt and actions; ``rolled_again`` holds the log entries of a
        roll that asks for another roll at once (a tie), said before the new roll."""
        try:
            info = state.step_info()
            step = Text(
                _("Step {number}: {title}").format(number=info.number, title=render(info.title))
            )
            if not info.number:
                step = Text(render(info.title))
            step.append(f"  [{self._fitting_place(info.rule, len(step))}]", style="dim")
        except KeyError:
            step = Text(state.step)
        self.query_one("#now-step", Static).update(step)
        prompt = state.prompt()
        if state.is_terminal():
            text = Text(_("The battle is over."), style="bold")
            for line in outcome_sentences(state.procedure, state.outcome()):
                text.append("\n• " + line)
            self._show_actions(text, ())
        elif prompt is None:
            text = Text(style="bold")
            for entry in rolled_again:
                text.append(sentence(entry.message) + "\n", style="italic")
            text.append(_("Roll the dice:"))
            for group in state.dice():
                text.append("\n• " + dice_group_text(group))
            self._show_actions(text, ())
        else:
            self._show_actions(Text(sentence(prompt.message), style="bold"), prompt.actions)

    def _fitting_place(self, rule: str, used: int) -> str:
        """The step's rule in words, as much of it as fits the line: game, chapter and
        section; else chapter and section (the title bar names the game); else the chapter."""
        parts = rule_place(rule).split(SEPARATOR)
        width = self.size.width or 80
        choices = [parts, parts[1:], parts[1:2]] if len(parts) > 2 else [parts]
        for choice in choices:
            text = SEPARATOR.join(choice)
            if used + len(text) + 4 <= width:
                return text
        return SEPARATOR.join(choices[-1])

    def _show_actions(self, prompt: Text, actions) -> None:
        """Show the prompt and one button per action (buttons are reused, not remounted)."""
        self.query_one("#now-prompt", Static).update(prompt)
        box = self.query_one("#now-actions", Vertical)
        missing = len(actions) - len(self._buttons)
        if missing > 0:
            new = [Button("", compact=True) for _ in range(missing)]
            self._buttons = self._buttons + new
            box.mount_all(new)
        for index, button in enumerate(self._buttons):
            if index < len(actions):
                action = actions[index]
                key = f"{index + 1} " if index < 9 else ""
                button.label = f"{key}{render(action.label)}"
                button.action_id = action.id
                button.tooltip = rule_place(action.rule) or None
                button.display = True
            else:
                button.action_id = None
                button.display = False
        self._shown = len(actions)
        # a new label does not lay a button out again by itself: without this, a button kept
        # the height of its previous text (a long option cut to one line, or blank lines)
        for button in self._buttons:
            button.refresh(layout=True)
        box.refresh(layout=True)

    def first_button(self) -> Button | None:
        """The first action button of the current prompt, if any."""
        return self._buttons[0] if self._shown else None

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button applies its action."""
        event.stop()
        action = getattr(event.button, "action_id", None)
        if action:
            self.post_message(ActionChosen(action))
