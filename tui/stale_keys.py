"""A key typed on one screen never acts on the screen that replaced it.

Textual hands a key to the focused widget; when nothing there takes it, it travels up to the
app, which then tries the key bindings of whatever screen is shown *by then*. Typed just before
a key that opens another screen ("2", then ctrl+r to start a battle), the "2" came up after the
battle had opened and chose its action 2, unseen. The app remembers which screen each key was
handed to, and a key that comes back up unused from a screen no longer shown is dropped: on the
screen it was typed for it meant nothing.
"""

from __future__ import annotations

from collections import OrderedDict

from textual import events

#: How many keys on their way are remembered (far more than are ever queued at once).
_REMEMBERED = 64


class StaleKeysMixin:
    """For the App: drop a key that comes up unused from a screen no longer shown."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._screen_of_key: OrderedDict[int, object] = OrderedDict()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            self._screen_of_key[id(event)] = self.screen
            while len(self._screen_of_key) > _REMEMBERED:
                self._screen_of_key.popitem(last=False)
        await super().on_event(event)

    def _on_key(self, event: events.Key) -> None:
        # Textual calls the handler of each class in turn: preventing the default keeps the
        # App's own (the key bindings of the screen shown now) from running
        typed_on = self._screen_of_key.pop(id(event), None)
        if typed_on is not None and typed_on is not self.screen:
            event.prevent_default()
            event.stop()
