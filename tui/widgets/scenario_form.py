"""A battle's setup as a form built from its procedure's declared schema.

Numbers take typed entry and +/- (or up/down), choices are selects, card hands are checklists,
repeated entries (allies, leaders, fleets, attacks…) are rows to add and remove, and a field is
shown only when its condition holds. The focused field's help, rule and "from your game's chart"
mark show below the form. Every change posts :class:`ScenarioForm.Changed` with the data.

The widgets are built in :mod:`tui.widgets.form_build`; this module loads a scenario, keeps the
data in step with what the widgets report, and adds and removes rows.
"""

from __future__ import annotations

import copy
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Button, Checkbox, Input, Select, SelectionList, Static

from engine.schema import Field, Table, default_of

from .form_build import FormBuildingMixin, Path
from .form_help import field_help
from .form_inputs import (
    HALF_TYPED,
    NumberInput,
    condition_keys,
    new_row,
    store_value,
    typed_value,
)
from .form_keys import KeyHoldingMixin

__all__ = ["NumberInput", "ScenarioForm"]


class ScenarioForm(KeyHoldingMixin, FormBuildingMixin, Vertical):
    """The form of one procedure's scenario."""

    class Changed(Message):
        """A value changed; ``data`` is the scenario as parsed TOML would give it."""

        def __init__(self, data: dict[str, Any]) -> None:
            super().__init__()
            self.data = data

        def can_replace(self, message: Message) -> bool:
            """A newer change waiting behind this one carries all of the data: only it is
            handled (a burst of keys rewrites the TOML text once, not once per key)."""
            return isinstance(message, ScenarioForm.Changed)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.schema: Table | None = None
        self.data: dict[str, Any] = {}
        self._fields: dict[str, tuple[Field, Path]] = {}
        self._conditions: set[str] = set()
        self._pending = 0  # loads not built yet
        self._focus_wanted = False
        # values of fields a condition hides, kept while the form is open to be shown again
        self._hidden: dict[Path, Any] = {}
        self._last_field: str | None = None  # the field that last had the focus

    def compose(self) -> ComposeResult:
        yield VerticalScroll(id="form-fields", can_focus=False)
        yield Static(id="form-help", classes="form-help")

    def load(self, schema: Table, data: dict[str, Any], keep_hidden: bool = False) -> None:
        """Show ``data`` (parsed scenario TOML) in a form built from ``schema``.

        With ``keep_hidden`` (the same scenario shown again, e.g. from its TOML text) the values
        of fields that a condition hides are kept, to come back when their fields show again.
        """
        if not keep_hidden or schema is not self.schema:
            self._hidden = {}
        if schema is not self.schema:
            self._last_field = None
        self.schema = schema
        self.data = copy.deepcopy(data)
        # the widgets shown are the old scenario's until the new ones are built: a change they
        # report meanwhile (a value shown, a key typed) is not a change of this scenario
        self._fields = {}
        self._conditions = condition_keys(schema)
        self._pending += 1
        self.call_later(self._build_loaded)

    async def _build_loaded(self) -> None:
        """Build after :meth:`load`; only the latest of several quick loads is built."""
        if self._pending > 1:
            self._pending -= 1
            return
        self.query_one("#form-help", Static).update("")  # (another scenario: no stale help)
        await self.rebuild()
        self._pending -= 1  # (only now: a focus asked for while building goes to the new fields)
        if self._focus_wanted:
            self._focus_wanted = False
            self.focus_first()

    async def rebuild(self, focus: str | None = None, then=None) -> None:
        """Build the widgets again (after rows or conditions changed), then focus the widget
        ``focus`` (or call ``then``, which returns whether it focused one). The keys typed
        meanwhile wait (see form_keys)."""
        if self.schema is None:
            return
        scroll = self.query_one("#form-fields", VerticalScroll)
        holding, focused = self.start_holding(), False
        try:
            await scroll.remove_children()
            self._fields = {}
            await scroll.mount_all(list(self._table(self.schema, self.data, (), top=True)))
            found = self.query(f"#{focus}") if focus is not None else None
            if found:
                found.first().focus()
            focused = bool(found) or (then is not None and then())
        finally:
            if holding:
                self.end_holding(focused)

    def cancel_focus(self) -> None:
        """Forget a focus asked for while the form was being built (the focus went elsewhere)."""
        self._focus_wanted = False

    def focus_first(self) -> None:
        """Focus the field that last had the focus in this procedure's form (back from the TOML
        text), else the form's first field (once it is built)."""
        if self._pending:
            self._focus_wanted = True
            return
        last = self.query(f"#{self._last_field}") if self._last_field else None
        if last and last.first().focusable:
            last.first().focus()
            return
        for widget in self.query("#form-fields *"):
            if widget.focusable:
                widget.focus()
                return

    # -- changes -----------------------------------------------------------------------------
    def _container(self, path: Path) -> Any:
        node: Any = self.data
        for part in path[:-1]:
            node = node[part]
        return node

    async def _set(self, widget_id: str, value: Any, structural: bool = False) -> None:
        field, path = self._fields[widget_id]
        container = self._container(path)
        if not structural and container.get(path[-1], default_of(field)) == value:
            self.change_handled(widget_id)
            return  # nothing changed (a widget showing its value again)
        store_value(field, container, path[-1], value)
        if structural or field.key in self._conditions:
            await self.rebuild(focus=widget_id)
        self.post_message(self.Changed(copy.deepcopy(self.data)))
        self.change_handled(widget_id)

    @on(Input.Changed)
    async def _input_changed(self, event: Input.Changed) -> None:
        if event.input.id not in self._fields:
            return
        event.stop()
        field, _path = self._fields[event.input.id]
        value = typed_value(field, event.value)
        if value is not HALF_TYPED:
            await self._set(event.input.id, value)

    def settle(self) -> bool:
        """Take the text the form's fields show now into :attr:`data`, before their change
        messages arrive (a key pressed right after typing, such as ctrl+r, must see the value
        typed). Returns whether anything changed; the Changed messages on their way then find
        nothing new. (Choices made in lists and check boxes are not typed in bursts.)"""
        changed = False
        for widget_id, (field, path) in self._fields.items():
            found = self.query(f"#{widget_id}")
            if not found or not isinstance(found.first(), Input):
                continue
            value = typed_value(field, found.first(Input).value)
            container = self._container(path)
            shown = container.get(path[-1], default_of(field))
            if value is HALF_TYPED or shown == value or (value is None and shown in (None, "")):
                continue
            store_value(field, container, path[-1], value)
            changed = True
        return changed

    @on(Checkbox.Changed)
    async def _check_changed(self, event: Checkbox.Changed) -> None:
        widget_id = event.checkbox.id
        if widget_id not in self._fields:
            return
        event.stop()
        field, _path = self._fields[widget_id]
        if field.type == "table":
            await self._set(widget_id, {} if event.value else None, structural=True)
        else:
            await self._set(widget_id, event.value)

    @on(Select.Changed)
    async def _select_changed(self, event: Select.Changed) -> None:
        widget_id = event.select.id
        if widget_id not in self._fields:
            return
        event.stop()
        value = None if event.value is Select.NULL else event.value
        await self._set(widget_id, value)

    @on(SelectionList.SelectedChanged)
    async def _selection_changed(self, event: SelectionList.SelectedChanged) -> None:
        widget_id = event.selection_list.id
        if widget_id not in self._fields:
            return
        event.stop()
        field, _path = self._fields[widget_id]
        chosen = set(event.selection_list.selected)
        await self._set(widget_id, [c for c in field.item.choices if c in chosen])

    @on(Button.Pressed, ".form-add, .form-remove")
    async def _row_button(self, event: Button.Pressed) -> None:
        event.stop()
        field, path = self._fields[event.button.id]
        if "form-remove" in event.button.classes:
            rows = self._rows_at(path[:-1])
            del rows[path[-1]]
            if not rows and not field.required:
                self._container(path[:-1]).pop(path[-2], None)
            self._forget_hidden(path[:-1])
            self.post_message(self.Changed(copy.deepcopy(self.data)))
            group = event.button.id.rsplit("-remove-", 1)[0]
            await self.rebuild(then=lambda: self._focus_after_remove(group, path[-1]))
            return
        rows = self._rows_at(path)
        rows.append(new_row(field))
        self.post_message(self.Changed(copy.deepcopy(self.data)))
        group, index = event.button.id.removesuffix("-add"), len(rows) - 1
        # the new row's first field: its values are typed next (Add stays one Tab back)
        await self.rebuild(then=lambda: self._focus_row(group, index) or self._focus_add(group))

    def _forget_hidden(self, rows_path: Path) -> None:
        """Drop the kept values of a table's rows (their places moved when one went)."""
        depth = len(rows_path)
        self._hidden = {
            key: value for key, value in self._hidden.items() if key[:depth] != rows_path
        }

    def _focus_row(self, group: str, index: int) -> bool:
        """Focus the first field of the table ``group``'s row ``index``; whether there is one."""
        found = self.query(f"#{group}-remove-{index}")
        if not found or found.first().parent is None:
            return False
        widget = next((w for w in found.first().parent.query("*") if w.focusable), found.first())
        widget.focus()
        return True

    def _focus_add(self, group: str) -> bool:
        """Focus the table ``group``'s Add button (no room for more rows: it is gone)."""
        found = self.query(f"#{group}-add")
        if found:
            found.first().focus()
        return bool(found)

    def _focus_after_remove(self, group: str, index: int) -> bool:
        """After a row went: the first field of the row now in its place, else the table's Add
        button (else the row before); the focus stays in the same table. Returns whether one was
        found."""
        return (
            self._focus_row(group, index) or self._focus_add(group)
            or self._focus_row(group, index - 1)
        )  # fmt: skip

    def _rows_at(self, path: Path) -> list:
        container = self._container(path)
        return container.setdefault(path[-1], [])

    # -- help ----------------------------------------------------------------------------------
    def on_descendant_focus(self, event) -> None:
        widget_id = getattr(event.widget, "id", None)
        found = self._fields.get(widget_id or "")
        help_line = self.query_one("#form-help", Static)
        if found is None:
            help_line.update("")
            return
        self._last_field = widget_id
        help_line.update(field_help(found[0]))
        # the help may take more lines than the last one did, and the fields fewer: the field
        # in focus stays in view (at 80x24 it went under the help)
        self.call_after_refresh(self._keep_in_view, event.widget)

    def _keep_in_view(self, widget) -> None:
        if widget.is_attached and self.screen.focused is widget:
            widget.scroll_visible(animate=False)
