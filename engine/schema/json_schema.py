"""A procedure's declared scenario as a JSON Schema (draft 2020-12), for editors and checks.

The JSON Schema says what one table at a time can say: types, ranges, choices, required keys,
unknown keys, and the conditions between keys of the same table. Checks that tie several tables
together (cards held once, a unit declared twice…) stay with the procedure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..messages import Msg
from .fields import MAX_TEXT, REQUIRED, Field, Table, When

DRAFT = "https://json-schema.org/draft/2020-12/schema"
Translate = Callable[[str], str]


def json_schema(
    schema: Table, title: str = "", translate: Translate = lambda s: s
) -> dict[str, Any]:
    """The JSON Schema of a scenario table (``translate`` renders labels and help texts)."""
    result: dict[str, Any] = {"$schema": DRAFT}
    if title:
        result["title"] = title
    result.update(_table(schema, translate))
    return result


def _text(msgid: str, translate: Translate) -> str:
    return Msg(msgid).render(translate) if msgid else ""


def _table(schema: Table, translate: Translate) -> dict[str, Any]:
    properties = {f.key: _field(f, translate) for f in schema.fields}
    required = [f.key for f in schema.fields if f.required and f.when is None]
    result: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        result["required"] = required
    rules = [rule for f in schema.fields if (rule := _condition(f, schema)) is not None]
    if rules:
        result["allOf"] = rules
    return result


def _condition(field: Field, schema: Table) -> dict[str, Any] | None:
    """if the condition holds: the field is required (when it has no default); else it is absent
    or holds its default. Conditions on the top level from a nested table are left out."""
    when = field.when
    if when is None or when.key.startswith("/"):
        return None
    test = _holds(when, schema.field(when.key))
    otherwise: dict[str, Any]
    if field.required or field.default is None:
        otherwise = {"not": {"required": [field.key]}}
    else:
        otherwise = {"properties": {field.key: {"const": field.default}}}
    rule: dict[str, Any] = {"if": test, "else": otherwise}
    if field.required:
        rule["then"] = {"required": [field.key]}
    return rule


def _holds(when: When, source: Field) -> dict[str, Any]:
    if when.values == (None,):
        absent = {"not": {"required": [when.key]}}
        return {"required": [when.key]} if when.negate else absent
    values = [value for value in when.values if value is not None]
    match: dict[str, Any] = {"enum": values}
    if when.negate:
        match = {"not": match}
    test: dict[str, Any] = {"properties": {when.key: match}}
    default = None if source.default is REQUIRED else source.default
    if (default in when.values) == when.negate:
        test["required"] = [when.key]  # absent means the default, for which it does not hold
    return test


def _field(field: Field, translate: Translate) -> dict[str, Any]:
    result = _value(field, translate)
    if field.label:
        result["title"] = _text(field.label, translate)
    if field.help:
        result["description"] = _text(field.help, translate)
    if field.default is not REQUIRED and field.default is not None:
        default = field.default
        result["default"] = list(default) if isinstance(default, tuple) else default
    return result


def _value(field: Field, translate: Translate) -> dict[str, Any]:
    kind = field.type
    if kind == "int":
        result: dict[str, Any] = {"type": "integer"}
        if field.minimum is not None:
            result["minimum"] = field.minimum
        if field.maximum is not None:
            result["maximum"] = field.maximum
        return result
    if kind == "bool":
        return {"type": "boolean"}
    if kind == "text":
        return _string(field)
    if kind == "table":
        return _table(field.table, translate)
    items = _table(field.table, translate) if kind == "tables" else _value(field.item, translate)
    if field.shorthand:
        items = {"anyOf": [_value(field.table.field(field.shorthand), translate), items]}
    result = {"type": "array", "items": items}
    if field.min_items:
        result["minItems"] = field.min_items
    if field.max_items is not None:
        result["maxItems"] = field.max_items
    if field.unique:
        result["uniqueItems"] = True
    return result


def _string(field: Field) -> dict[str, Any]:
    result: dict[str, Any] = {"type": "string", "maxLength": MAX_TEXT}
    patterns = []
    if field.choices:
        plain = [c for c in field.choices if "<" not in c]
        templates = [c.split("<", 1)[0] for c in field.choices if "<" in c]
        if isinstance(field.default, str) and field.default not in plain:
            plain.append(field.default)
        if templates:
            alternatives = [{"enum": plain}] + [
                {"pattern": "^" + _escape(prefix) + ".+$"} for prefix in templates
            ]
            result["anyOf"] = alternatives
        else:
            result["enum"] = plain
    if field.pattern:
        patterns.append("^(?:" + field.pattern + ")$")
    if field.nonempty:
        patterns.append("\\S")
    if len(patterns) == 1:
        result["pattern"] = patterns[0]
    elif patterns:
        result["allOf"] = [{"pattern": p} for p in patterns]
    return result


def _escape(text: str) -> str:
    return "".join("\\" + c if c in ".^$*+?()[]{}|\\" else c for c in text)
