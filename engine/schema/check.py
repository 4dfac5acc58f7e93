"""Validation of scenario data against its declared :class:`~engine.schema.fields.Table`.

Every problem raises :class:`~engine.errors.InputError` naming the file, the dotted key path and
what is wrong; unknown keys are refused at every depth. The result is the scenario's values with
every default filled in.
"""

from __future__ import annotations

import datetime
import json
import re
import unicodedata
from typing import Any

from ..errors import InputError, clipped
from ..messages import N_, Msg
from .fields import MAX_TEXT, REQUIRED, Field, Table


def validate(schema: Table, data: Any, source: str) -> dict[str, Any]:
    """The values of ``data`` checked against ``schema``, defaults filled in."""
    return _Checker(source).table(schema, data, "", top=True)


#: the items of a list or table an error message repeats
SHOWN_ITEMS = 4


def toml_text(value: Any) -> str:
    """``value`` as a scenario file writes it (``true``, ``"text"``, ``[1, 2]``), shortened for
    an error message that repeats it."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False)
    elif isinstance(value, list):
        items = [toml_text(item) for item in value[:SHOWN_ITEMS]]
        text = "[" + ", ".join(items + ["…"] * (len(value) > SHOWN_ITEMS)) + "]"
    elif isinstance(value, dict):
        pairs = [f"{key} = {toml_text(item)}" for key, item in list(value.items())[:SHOWN_ITEMS]]
        text = "{ " + ", ".join(pairs + ["…"] * (len(value) > SHOWN_ITEMS)) + " }"
    elif isinstance(value, (datetime.date, datetime.time)):
        text = value.isoformat()
    else:  # a number (nan and inf as TOML spells them)
        text = str(value)
    return clipped(text)


def default_of(field: Field) -> Any:
    """The value a field holds when the scenario leaves it out (``None`` for no default)."""
    if field.default is REQUIRED:
        return None
    if field.type in ("list", "tables"):
        return list(field.default)
    return field.default


def accepts(choices: tuple[str, ...], value: str) -> bool:
    """Whether ``value`` is one of ``choices`` (an entry ``prefix<name>`` admits prefix + text)."""
    for choice in choices:
        if "<" in choice:
            prefix = choice.split("<", 1)[0]
            if value.startswith(prefix) and len(value) > len(prefix):
                return True
        elif value == choice:
            return True
    return False


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _same(value: Any, default: Any) -> bool:
    if isinstance(default, (list, tuple)):
        return isinstance(value, list) and list(value) == list(default)
    return type(value) is type(default) and value == default


class _Checker:
    def __init__(self, source: str):
        self.source = source
        self.root: dict[str, Any] = {}

    def fail(self, path: str, msgid: str, **args: Any) -> InputError:
        return InputError(self.source, path, Msg(msgid, **args))

    def table(self, schema: Table, data: Any, path: str, top: bool = False) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise self.fail(path or "(top level)", N_("expected a table"))
        values: dict[str, Any] = self.root if top else {}
        for field in schema.fields:
            where = _join(path, field.key)
            applies = field.when is None or field.when.holds(values, self.root)
            if field.key not in data:
                if applies and field.required:
                    raise self.fail(where, N_("missing (required)"))
                values[field.key] = default_of(field)
            elif not applies:
                if field.required or not _same(data[field.key], field.default):
                    raise self._inapplicable(field, where)
                values[field.key] = default_of(field)
            else:
                values[field.key] = self.value(field, data[field.key], where)
        for key in data:
            if key in schema.refused:
                raise self.fail(_join(path, key), schema.refused[key])
            if key not in values:
                known = ", ".join(sorted(schema.keys)) or "-"
                raise self.fail(
                    _join(path, key), N_("unknown key (known keys: {known})"), known=known
                )
        return values

    def _inapplicable(self, field: Field, where: str) -> InputError:
        if field.refused:
            return self.fail(where, field.refused)
        return self.fail(
            where, N_("applies only when {condition}"), condition=field.when.describe()
        )

    def value(self, field: Field, value: Any, where: str) -> Any:
        kind = field.type
        if kind == "int":
            return self.integer(field, value, where)
        if kind == "bool":
            if not isinstance(value, bool):
                raise self.fail(
                    where, N_("expected true or false, got {value}"), value=toml_text(value)
                )
            return value
        if kind == "text":
            return self.text(field, value, where)
        if kind == "table":
            return self.table(field.table, value, where)
        if not isinstance(value, list):
            raise self.fail(where, N_("expected a list, got {value}"), value=toml_text(value))
        self.count(field, value, where)
        if kind == "tables":
            return [self.row(field, item, f"{where}[{i}]") for i, item in enumerate(value)]
        return self.items(field, value, where)

    def integer(self, field: Field, value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(
                where, N_("expected a whole number, got {value}"), value=toml_text(value)
            )
        if field.minimum is not None and value < field.minimum:
            raise self.fail(
                where,
                N_("must be at least {minimum}, got {value}"),
                minimum=field.minimum,
                value=value,
            )
        if field.maximum is not None and value > field.maximum:
            raise self.fail(
                where,
                N_("must be at most {maximum}, got {value}"),
                maximum=field.maximum,
                value=value,
            )
        return value

    def text(self, field: Field, value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise self.fail(where, N_("expected text, got {value}"), value=toml_text(value))
        if len(value) > MAX_TEXT:
            raise self.fail(
                where,
                N_("must be at most {maximum} characters long (safety bound), got {count}"),
                maximum=MAX_TEXT,
                count=len(value),
            )
        hidden = next((char for char in value if unicodedata.category(char) in ("Cc", "Cf")), None)
        if hidden is not None:  # (escape codes or a right-to-left mark would reach the terminal)
            raise self.fail(
                where,
                N_("must not hold control characters (U+{code:04X} at character {place})"),
                code=ord(hidden),
                place=value.index(hidden) + 1,
            )
        if field.nonempty:
            value = value.strip()
            if not value:
                raise self.fail(where, N_("must not be empty"))
        if _same(value, field.default):
            return value
        allowed = ", ".join(field.choices)
        if field.choices and not accepts(field.choices, value):
            message = field.mismatch or N_("{value!r} is not one of: {allowed}")
            raise self.fail(where, message, value=value, allowed=allowed, known=allowed)
        if field.pattern and not re.fullmatch(field.pattern, value):
            message = field.mismatch or N_("does not match the pattern {allowed}")
            raise self.fail(
                where, message, value=value, allowed=field.pattern, example=field.example
            )
        return value

    def count(self, field: Field, items: list, where: str) -> None:
        count = len(items)
        low, high = field.min_items, field.max_items
        if count >= low and (high is None or count <= high):
            return
        if count < low:
            message = field.few or N_("needs at least {minimum} entries, got {count}")
            raise self.fail(where, message, minimum=low, count=count)
        message = field.many or N_("takes at most {maximum} entries, got {count}")
        raise self.fail(where, message, maximum=high, count=count)

    def row(self, field: Field, item: Any, where: str) -> dict[str, Any]:
        if field.shorthand and not isinstance(item, dict):
            short = field.table.field(field.shorthand)
            try:
                value = self.value(short, item, where)
            except InputError:
                raise self.fail(where, field.item_error, value=item) from None
            row = {f.key: default_of(f) for f in field.table.fields}
            row[field.shorthand] = value
            return row
        return self.table(field.table, item, where)

    def items(self, field: Field, items: list, where: str) -> list:
        result = []
        for index, item in enumerate(items):
            try:
                value = self.value(field.item, item, f"{where}[{index}]")
            except InputError:
                if field.item_error:
                    raise self.fail(where, field.item_error, value=items) from None
                raise
            if field.unique and value in result:
                raise self.fail(f"{where}[{index}]", field.unique, value=value)
            result.append(value)
        return result
