"""The setup form's inputs and the small helpers it builds rows and choices with, and that find
the field an error's key path names (its widget, its labels)."""

from __future__ import annotations

import re
from typing import Any

from textual import events
from textual.widgets import Input, Select, TextArea

from engine.schema import REQUIRED, Field, Table, default_of
from locales import _

from .steady_input import SteadyKeys


class FormSelect(Select):
    """A select that survives its screen closing while it is still being set up: a player who
    opens the setup and leaves it at once removes the form while Textual's Select mounts, and
    Select would then look for a label that is already gone."""

    def _on_mount(self, event: events.Mount) -> None:
        # (one mount handler per class: Textual calls ``_on_mount`` and never ``on_mount`` then)
        if not self.query("SelectCurrent > #label"):
            event.prevent_default()  # (Select's own mount handler would fail)
            return
        from ..screens import localize_bindings

        for overlay in self.query("SelectOverlay"):  # its Escape key, "Dismiss menu": the form
            localize_bindings(overlay)  # is built after its screen translated the bindings


class WholeNumberInput(SteadyKeys, Input):
    """A field of whole numbers: it takes digits and signs only. Any other letter typed there is
    not typed, and never acts as a shortcut either (a player typing a name one field too far
    must not quit the app or switch screens): the terminal bell rings, and the first time a
    notice says what the field takes. Its editing keys act as they arrive
    (:class:`SteadyKeys`): a fast burst of keys is applied in order."""

    _told = False

    def __init__(self, value: str = "", **kwargs: Any) -> None:
        super().__init__(value, type="integer", **kwargs)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Digits and signs are typed; other letters are swallowed (see the class)."""
        return character is not None and (character.isdigit() or character in "+-")

    def _on_key(self, event: events.Key) -> None:
        if self.screen.focused is not self:
            return  # (typed after a Tab moved the focus on: SteadyKeys hands it on)
        if event.is_printable and not self.check_consume_key(event.key, event.character):
            event.stop()
            event.prevent_default()
            self.app.bell()
            if not self._told:
                self._told = True
                self.notify(_("This field takes a whole number: only digits can be typed here."))


def takes_letters(widget: Any) -> bool:
    """Whether ``widget`` takes the letters typed (text, a number field that swallows them, or
    finding a choice by its letter), so that a letter there must never act as a shortcut."""
    if isinstance(widget, (Input, TextArea, Select)):
        return True
    return any(isinstance(node, Select) for node in getattr(widget, "ancestors", ()))


class NumberInput(WholeNumberInput):
    """A whole number: typed, or changed with + and - (up and down) within its range."""

    def __init__(self, value: str, field: Field, **kwargs: Any) -> None:
        super().__init__(value, compact=True, placeholder=number_placeholder(field), **kwargs)
        self.field = field

    def step(self, delta: int) -> None:
        """Add ``delta``, kept within the field's range."""
        try:
            current = int(self.value)
        except ValueError:
            current = self.field.minimum or 0
        value = current + delta
        if self.field.minimum is not None:
            value = max(self.field.minimum, value)
        if self.field.maximum is not None:
            value = min(self.field.maximum, value)
        self.value = str(value)

    def _on_key(self, event) -> None:
        if self.screen.focused is not self:
            return  # (typed after a Tab moved the focus on: SteadyKeys hands it on)
        steps = {"up": 1, "down": -1, "plus": 1, "+": 1}
        if self.field.minimum is not None and self.field.minimum >= 0:
            steps.update({"minus": -1, "-": -1})
        delta = steps.get(event.key)
        if delta is None and event.character in ("+", "-"):
            delta = steps.get(event.character)
        if delta is not None:
            event.stop()
            event.prevent_default()
            self.step(delta)


def number_placeholder(field: Field) -> str:
    """What an emptied number field stands for: its default ("0 (default)"), or nothing."""
    default = default_of(field)
    return "" if default is None else str(default) + " " + _("(default)")


def field_id(path: tuple[str | int, ...]) -> str:
    """The id of the form's widget for the field at ``path`` (a key path, row numbers in it)."""
    return "f-" + "-".join(str(part) for part in path).replace("_", "-")


_KEY_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def key_path(key: str) -> tuple[str | int, ...]:
    """An error's key path ("attacker.leaders[0].rating") as its parts, row numbers as ints."""
    return tuple(int(index) if index else name for name, index in _KEY_PART.findall(key))


def key_label(schema: Table, key: str) -> str:
    """An error's key path as the form labels it: "Attacker › Armies", a row numbered from 1
    ("Leaders 2 › Battle rating"); a key the schema does not declare stays as it is."""
    parts: list[str] = []
    table: Table | None = schema
    field: Field | None = None
    for part in key_path(key):
        if isinstance(part, int):
            if field is not None and field.type == "tables" and parts:
                parts[-1] = f"{parts[-1]} {part + 1}"
            continue
        field = next((f for f in table.fields if f.key == part), None) if table else None
        parts.append((_(field.label) if field.label else part) if field else part)
        table = field.table if field else None
    return " › ".join(parts) or key


def choice_label(field: Field, choice: str) -> str:
    """A choice as shown: its translated label, or the id when it has none."""
    label = field.choice_labels.get(choice)
    return _(label) if label else choice


def condition_keys(table: Table) -> set[str]:
    """Every key some field's condition looks at (a change there shows or hides fields)."""
    keys: set[str] = set()
    for field in table.fields:
        if field.when is not None:
            keys.add(field.when.key.lstrip("/"))
        if field.table is not None:
            keys |= condition_keys(field.table)
    return keys


def new_row(field: Field) -> dict[str, Any]:
    """A new row: every required key with a first valid value."""
    row: dict[str, Any] = {}
    for sub in field.table.fields:
        if not sub.required or sub.when is not None:
            continue
        if sub.type == "int":
            value = 1 if sub.minimum is None else max(sub.minimum, 1)
            row[sub.key] = value if sub.maximum is None else min(sub.maximum, value)
        elif sub.type == "text" and sub.choices:
            row[sub.key] = next(c for c in sub.choices if "<" not in c)
        elif sub.type == "text":
            row[sub.key] = sub.example or sub.key
        elif sub.type == "table":
            row[sub.key] = new_row(sub)
        elif sub.type == "tables":
            row[sub.key] = [new_row(sub) for _ in range(sub.min_items)]
    return row


#: a field's text that is no value yet ("-" in a number field): the data keeps its value
HALF_TYPED = object()


def typed_value(field, text: str) -> Any:
    """The value a field's text stands for (``None``: nothing, so the field's default), or
    :data:`HALF_TYPED` (a sign without digits yet)."""
    text = text.strip()
    if field.type == "int":
        if not text:
            return None  # emptied: the default again (a required field is then missing)
        try:
            return int(text)
        except ValueError:
            return HALF_TYPED
    if field.type == "list":
        try:
            return [int(part) for part in text.replace(",", " ").split()]
        except ValueError:
            return HALF_TYPED
    return text or None


def store_value(field, container: dict, key: str, value: Any) -> None:
    """Put a field's value in its table of the data; a default (or nothing) is left out."""
    default = None if field.default is REQUIRED else field.default
    if value is None or (value == default and not field.required and field.type != "table"):
        container.pop(key, None)
    else:
        container[key] = value
