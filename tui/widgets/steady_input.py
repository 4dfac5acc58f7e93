"""Text fields that keep a burst of keys in order.

Textual's Input and TextArea insert a typed character as soon as its key arrives, but run their
editing keys (Backspace, Delete, the arrows, Home/End, ctrl+u, ctrl+w…) through their bindings
only after the key has travelled up to the app. Keys that arrive in a burst, such as fast
Backspaces followed by fast typing, were then applied out of order: letters typed after the
deletions went in first and were deleted. Here the field's own bindings act as the key arrives,
so every key takes effect in the order it came. So do Tab and shift+tab, which move the focus on
as they arrive; a key that reaches the field after the focus has moved on (typed right after a
Tab, before it took effect) goes on to the field now in focus. Priority bindings (the app's
ctrl+q, a screen's ctrl+r…) are still checked by the app before the field sees a key.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.command import CommandInput
from textual.widgets import Input, TextArea


def editing_keys(widget_class: type) -> dict[str, str]:
    """The keys bound by ``widget_class`` itself (not the scrolling keys it inherits, which give
    way to the screen's own Up/Down and Page keys), each with its action."""
    return {
        key.strip(): binding.action
        for binding in widget_class.BINDINGS
        if isinstance(binding, Binding) and binding.action != "copy"  # copying changes nothing
        for key in binding.key.split(",")
    }


#: The editing keys of Input, each with its action.
EDITING_KEYS = editing_keys(Input)
#: The keys that move the focus on from a field.
FOCUS_KEYS = frozenset({"tab", "shift+tab"})


class SteadyKeys:
    """Mixin for an :class:`~textual.widgets.Input` or a :class:`~textual.widgets.TextArea`:
    its editing keys act on arrival."""

    STEADY_KEYS = EDITING_KEYS
    #: Tab and shift+tab move the focus as they arrive too (where they do not type)
    MOVES_FOCUS = True

    async def _on_key(self, event: events.Key) -> None:
        screen = self.screen
        shown = screen is self.app.screen
        if shown and screen.focused is not None and screen.focused is not self:
            # typed before the focus moved on (a Tab just before it): the field now in focus
            # takes it, as it would have had the Tab taken effect first
            event.stop()
            event.prevent_default()
            typed = events.Key(event.key, event.character)
            typed.set_sender(self.app)
            self.app.post_message(typed)
            return
        if shown and event.key in FOCUS_KEYS and self._tab_moves_focus():
            event.stop()
            event.prevent_default()
            if event.key == "tab":
                screen.focus_next()
            else:
                screen.focus_previous()
            return
        action = None if event.is_printable else self.STEADY_KEYS.get(event.key)
        if action is not None:
            event.stop()
            event.prevent_default()
            await self.run_action(action)
        # (any other key goes on to the widget's own key handler, as Textual calls each class's)

    def _tab_moves_focus(self) -> bool:
        """Whether Tab moves the focus here (a TextArea may take it as an indent)."""
        return self.MOVES_FOCUS and getattr(self, "tab_behavior", "focus") == "focus"


class SteadyInput(SteadyKeys, Input):
    """An Input that applies a burst of keys in order."""


class SteadyCommandInput(SteadyKeys, CommandInput):
    """The command palette's input, applying a burst of keys in order (Tab as the palette
    takes it)."""

    MOVES_FOCUS = False


class SteadyTextArea(SteadyKeys, TextArea):
    """A TextArea that applies a burst of keys in order. F6 opens Learn here too, as it does
    everywhere (TextArea binds it to selecting the line)."""

    STEADY_KEYS = {key: action for key, action in editing_keys(TextArea).items() if key != "f6"}
    BINDINGS = [Binding("f6", "app.mode('learn')", show=False)]
