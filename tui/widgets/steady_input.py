"""Text fields that keep a burst of keys in order.

Textual's Input inserts a typed character as soon as its key arrives, but runs its editing keys
(Backspace, ctrl+u, ctrl+w…) through its bindings only after the key has travelled up to the
app. Keys that arrive in a burst, such as fast Backspaces followed by fast typing, were then
applied out of order: letters typed after the deletions went in first and were deleted. Here the
field's own bindings act as the key arrives, so every key takes effect in the order it came.
Priority bindings (the app's ctrl+q…) are still checked by the app before the field sees a key.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.command import CommandInput
from textual.widgets import Input

#: The editing keys of Input itself (not the scrolling keys it inherits, which give way to the
#: screen's own Up/Down and Page keys), each with its action.
EDITING_KEYS = {
    key.strip(): binding.action
    for binding in Input.BINDINGS
    if isinstance(binding, Binding) and binding.action != "copy"  # copying changes nothing
    for key in binding.key.split(",")
}


class SteadyKeys:
    """Mixin for an :class:`~textual.widgets.Input`: its editing keys act on arrival."""

    async def _on_key(self, event: events.Key) -> None:
        action = None if event.is_printable else EDITING_KEYS.get(event.key)
        if action is not None:
            event.stop()
            event.prevent_default()
            await self.run_action(action)
            return
        await super()._on_key(event)


class SteadyInput(SteadyKeys, Input):
    """An Input that applies a burst of keys in order."""


class SteadyCommandInput(SteadyKeys, CommandInput):
    """The command palette's input, applying a burst of keys in order."""
