"""How :class:`tui.widgets.scenario_form.ScenarioForm` builds its widgets from a schema.

One widget per field the schema declares: a number input, a select for a choice or a yes/no
left to the procedure, a checklist for a list of choices, a text input otherwise; tables become
groups (an optional one behind a check box) and repeated tables rows with Remove and Add
buttons. A field whose condition does not hold is not built, and its value is kept aside to come
back when it shows again. Every widget's id maps to its field and its path in the data.
"""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Label, Select, Static

from engine.schema import MAX_TEXT, Field, Table, default_of
from locales import _

from .fitted_options import MarkedSelectionList
from .form_inputs import FormSelect, NumberInput, choice_label, field_id
from .marked_toggles import MarkedCheckbox
from .steady_input import SteadyInput

__all__ = ["FormBuildingMixin", "Path"]

Path = tuple[str | int, ...]


class FormBuildingMixin:
    """The building half of the form (``self`` is the form: it holds ``schema``, ``data``, the
    widget ids' ``_fields`` and the ``_hidden`` values)."""

    schema: Table | None
    data: dict[str, Any]
    _fields: dict[str, tuple[Field, Path]]
    _hidden: dict[Path, Any]

    def _field_id(self, field: Field, path: Path) -> str:
        widget_id = field_id(path)
        self._fields[widget_id] = (field, path)
        return widget_id

    def _table(self, table: Table, data: dict, path: Path, top: bool = False):
        effective = {f.key: data.get(f.key, default_of(f)) for f in table.fields}
        root = {f.key: self.data.get(f.key, default_of(f)) for f in self.schema.fields}
        for field in table.fields:
            if top and field.key in ("procedure", "seed"):
                continue
            key_path = path + (field.key,)
            if field.when is not None and not field.when.holds(effective, root):
                if field.key in data:  # a value that no longer applies would be refused
                    self._hidden[key_path] = data.pop(field.key)
                continue
            if field.key not in data and key_path in self._hidden:
                data[field.key] = self._hidden.pop(key_path)  # shown again: its value back
            yield from self._field(field, data, path + (field.key,))

    def _field(self, field: Field, data: dict, path: Path):
        label = _(field.label) if field.label else field.key
        value = data.get(field.key, default_of(field))
        widget_id = self._field_id(field, path)
        kind = field.type
        if kind == "bool" and field.default is not None:
            yield MarkedCheckbox(
                label, bool(value), id=widget_id, compact=True, classes="form-check"
            )
            return
        if kind in ("table", "tables"):
            yield from self._group(field, data, path, label, widget_id)
            return
        widget = self._input(field, value, widget_id)
        listed = isinstance(widget, MarkedSelectionList)  # (its options under the label: whole)
        yield Horizontal(
            Label(label, classes="form-label"),
            widget,
            classes="form-row form-row-list" if listed else "form-row",
        )

    def _input(self, field: Field, value: Any, widget_id: str) -> Widget:
        if field.type == "int":
            return NumberInput("" if value is None else str(value), field, id=widget_id)
        if field.type == "bool":  # decided by the procedure unless set
            options = [(_("yes"), True), (_("no"), False)]
            return FormSelect(
                options,
                value=Select.NULL if value is None else value,
                id=widget_id,
                prompt=_("(default)"),
                compact=True,
            )
        if field.type == "list":
            item = field.item
            if item.choices:
                selected = set(value or ())
                return MarkedSelectionList(
                    *(
                        (choice_label(item, choice), choice, choice in selected)
                        for choice in item.choices
                    ),
                    id=widget_id,
                    compact=True,
                )
            return SteadyInput(", ".join(str(v) for v in value or ()), id=widget_id, compact=True)
        choices = [c for c in field.choices if "<" not in c]
        if choices and (not field.pattern):
            options = [(choice_label(field, choice), choice) for choice in choices]
            current = value if value in choices else Select.NULL
            return FormSelect(
                options,
                value=current,
                allow_blank=not field.required or current is Select.NULL,
                prompt=_("(none)") if not field.required else _("(choose)"),
                id=widget_id,
                compact=True,
            )
        return SteadyInput(
            "" if value is None else str(value), id=widget_id, compact=True, max_length=MAX_TEXT
        )

    def _group(self, field: Field, data: dict, path: Path, label: str, widget_id: str):
        if field.type == "table":
            present = field.key in data or field.required
            if not field.required:
                yield MarkedCheckbox(
                    label, present, id=widget_id, compact=True, classes="form-check"
                )
            else:
                yield Static(label, classes="form-group-title")
            if present:
                inner = data.setdefault(field.key, {})
                yield Vertical(*self._table(field.table, inner, path), classes="form-group")
            return
        yield Static(label, classes="form-group-title")
        rows = data.get(field.key, [])
        for index, row in enumerate(rows):
            if not isinstance(row, dict):  # a shorthand value, e.g. a bare battle rating
                row = rows[index] = {field.shorthand: row}
            remove = Button(
                _("Remove"), id=f"{widget_id}-remove-{index}", compact=True, classes="form-remove"
            )
            self._fields[remove.id] = (field, path + (index,))
            yield Vertical(
                *self._table(field.table, row, path + (index,)), remove, classes="form-group"
            )
        if field.max_items is None or len(rows) < field.max_items:
            add = Button(_("Add"), id=f"{widget_id}-add", compact=True, classes="form-add")
            self._fields[add.id] = (field, path)
            yield add
