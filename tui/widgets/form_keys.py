"""Keys typed while the setup form rebuilds its widgets.

Ticking an optional table, choosing a value other fields depend on, or adding or removing a row
builds the form's widgets again, which takes a moment. Keys typed from the key that asked for
it until the new widgets stand would reach widgets on their way out (and be lost) or, with the
focus gone, the screen's shortcuts. :class:`KeyHoldingMixin` holds them in the form and hands
them on afterwards one by one, each once the one before has been handled, as a typist's keys
arrive.
"""

from __future__ import annotations

import asyncio
from typing import Any

from textual import events
from textual._wait import wait_for_idle  # (what Textual waits with between keys it presses)
from textual.widgets import Button, Checkbox, Select

from .steady_input import FOCUS_KEYS

__all__ = ["HOLD_LIMIT", "MAX_HELD", "KeyHoldingMixin", "changing_widget", "rebuilds_on"]

#: seconds a key that was to rebuild the form holds the keys after it at most, if no change
#: came of it (a choice made again posts none)
HOLD_LIMIT = 1.0
#: the most keys held during one rebuild; a longer burst (a paste typed as keys) keeps its first
MAX_HELD = 500
#: after a key that moves the focus (FOCUS_KEYS) the next key handed on waits, up to this many
#: hundredths of a second, until the focus has moved
FOCUS_WAIT = 50


def changing_widget(focused: Any) -> Any:
    """The form's widget whose value a key on ``focused`` changes: the select whose open list
    has the focus, else ``focused`` itself."""
    return next((node for node in focused.ancestors_with_self if isinstance(node, Select)), focused)


def rebuilds_on(form: Any, focused: Any, key: str) -> bool:
    """Whether ``key`` pressed on the form's widget ``focused`` changes which widgets the form
    shows: Enter on an Add or Remove button, Enter or Space on the check box of an optional
    table or of a field other fields depend on, Enter in the open list of such a choice."""
    if focused is None or key not in ("enter", "space"):
        return False
    if isinstance(focused, Button):
        return key == "enter" and focused.id in form._fields
    if isinstance(focused, Checkbox):
        found = form._fields.get(focused.id or "")
        return found is not None and (found[0].type == "table" or found[0].key in form._conditions)
    select = changing_widget(focused)
    if not isinstance(select, Select) or key != "enter" or not select.expanded:
        return False
    found = form._fields.get(select.id or "")
    return found is not None and found[0].key in form._conditions


class KeyHoldingMixin:
    """Holding and handing on the keys typed while the form rebuilds (``self`` is the form)."""

    _fields: dict
    _conditions: frozenset

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._held: list[tuple[str, str | None]] | None = None  # None: keys pass
        self._handed: set[int] = set()  # the keys being handed on (they pass the form)
        self._rebuilding = False
        self._handing_on = False
        self._held_for: str | None = None  # the widget whose change the keys wait for

    def start_holding(self) -> bool:
        """Before a rebuild: hold keys, and take the focus into the form itself while its
        widgets go (when the focus is in the form). Returns whether keys are held."""
        inside = self.screen.focused in self.query("#form-fields *")
        if self._held is None and not inside:
            return False
        if self._held is None:
            self._held = []
        self.can_focus = True  # (the keys typed meanwhile come to the form)
        self.focus(scroll_visible=False)
        self._rebuilding = True
        return True

    def end_holding(self, focused: bool) -> None:
        """After a rebuild that ``focused`` a widget or not: the focus back in a field (the
        form's first one if the rebuild gave it none), then the keys held handed on."""
        self._rebuilding = False
        self.can_focus = False
        if not focused:
            self.focus_first()
        self._hand_on()

    def on_key(self, event: events.Key) -> None:
        """Hold the keys typed from the one that will rebuild the form until it is built."""
        if id(event) in self._handed:
            self._handed.discard(id(event))
            return
        if self._held is not None:
            event.stop()
            event.prevent_default()
            if len(self._held) < MAX_HELD:
                self._held.append((event.key, event.character))
        elif rebuilds_on(self, self.screen.focused, event.key):
            self._held = []
            self._held_for = changing_widget(self.screen.focused).id
            self.set_timer(HOLD_LIMIT, self._end_stale_hold)

    def _end_stale_hold(self) -> None:
        """The key that was to rebuild the form changed nothing (a choice made again)."""
        self.change_handled(self._held_for)

    def change_handled(self, widget_id: str | None) -> None:
        """The change of the widget ``widget_id`` was handled: keys held for a rebuild that
        did not come of it (it needed none) go on now."""
        if self._held is not None and not self._rebuilding and widget_id == self._held_for:
            self._hand_on()

    def _hand_on(self) -> None:
        if not self._handing_on:
            self._handing_on = True
            self.run_worker(self._hand_on_keys(), group="form-held-keys")

    async def _hand_on_keys(self) -> None:
        """Send the keys held on, in order, each once the app has handled the one before (a
        Tab moves the focus before the next key is typed); a rebuild meanwhile holds again."""
        try:
            while self._held:
                if self._rebuilding:
                    await asyncio.sleep(0.01)
                    continue
                key, character = self._held.pop(0)
                typed = events.Key(key, character)
                typed.set_sender(self.app)  # (as the terminal's: it bubbles up past the form)
                self._handed.add(id(typed))
                before = self.screen.focused
                self.app.post_message(typed)
                await wait_for_idle(0, 0.1)
                for _wait in range(FOCUS_WAIT if key in FOCUS_KEYS else 0):
                    if self.screen.focused is not before:
                        break  # (the next key goes where this one moved the focus)
                    await asyncio.sleep(0.01)
        finally:
            self._held, self._held_for = None, None
            self._handed.clear()
            self._handing_on = False
