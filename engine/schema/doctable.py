"""The key tables of docs/scenarios*.md, generated from the declared schemas.

Each procedure's tables sit in its docs page between ``<!-- schema: PROCEDURE -->`` and
``<!-- /schema -->``; :func:`refresh` rewrites those blocks, and a test checks that the docs
match the schemas.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..messages import Msg
from .fields import REQUIRED, Field, Table

BLOCK = re.compile(r"(<!-- schema: (?P<id>[\w/-]+) -->\n)(?P<body>.*?)(<!-- /schema -->)", re.S)
TYPE_NAMES = {
    "int": "integer",
    "bool": "bool",
    "text": "text",
    "table": "table",
    "tables": "array of tables",
    "list": "list",
}


def key_tables(schema: Table) -> str:
    """Markdown tables of every key: the top level first, then each sub-table."""
    sections: list[str] = []
    _collect(schema, "", sections)
    return "\n".join(sections)


def refresh(text: str, schemas: Callable[[str], Table | None]) -> str:
    """``text`` with every marked block rewritten from the schema of its procedure."""

    def replace(match: re.Match) -> str:
        schema = schemas(match["id"])
        if schema is None:
            return match[0]
        return match[1] + key_tables(schema) + match[4]

    return BLOCK.sub(replace, text)


def _collect(schema: Table, path: str, sections: list[str], array: bool = False) -> None:
    title = (f"`[[{path}]]`" if array else f"`[{path}]`") if path else "the top level"
    rows = [
        f"Keys of {title}:",
        "",
        "| key | type | default | range | meaning | rule |",
        "|---|---|---|---|---|---|",
    ]
    rows += [_row(field) for field in schema.fields]
    for key, reason in schema.refused.items():
        rows += ["", f"`{key}` is refused here: {_render(reason)}."]
    sections.append("\n".join(rows) + "\n")
    for field in schema.fields:
        if field.type in ("table", "tables"):
            key = f"{path}.{field.key}" if path else field.key
            _collect(field.table, key, sections, field.type == "tables")


def _row(field: Field) -> str:
    cells = [
        f"`{field.key}`",
        _type(field),
        _default(field),
        _range(field),
        _meaning(field),
        f"`{field.rule}`" if field.rule else "",
    ]
    return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"


def _render(msgid: str) -> str:
    return Msg(msgid).render(lambda s: s) if msgid else ""


def _type(field: Field) -> str:
    if field.type == "text" and field.choices:
        return "one of " + ", ".join(f"`{choice}`" for choice in field.choices)
    if field.type == "list":
        item = field.item
        if item.choices:
            return "list of " + ", ".join(f"`{choice}`" for choice in item.choices)
        return "list of " + TYPE_NAMES[item.type] + "s"
    if field.shorthand:
        return f"array of tables (or bare `{field.shorthand}` values)"
    return TYPE_NAMES[field.type]


def _default(field: Field) -> str:
    default = field.default
    if default is REQUIRED:
        return "required" if field.when is None else "required when it applies"
    if default is None:
        return "—"
    if isinstance(default, bool):
        return "true" if default else "false"
    if isinstance(default, (tuple, list)):
        return "`[]`" if not default else f"`{list(default)}`"
    if isinstance(default, str):
        return f'`"{default}"`'
    return str(default)


def _range(field: Field) -> str:
    if field.type == "list" and field.item.type == "int":
        bounds = _bounds(field.item)
        count = _count(field)
        return ", ".join(part for part in (bounds, count) if part)
    if field.type in ("list", "tables"):
        return _count(field)
    if field.type != "int":
        return ""
    return _bounds(field)


def _bounds(field: Field) -> str:
    low, high = field.minimum, field.maximum
    if low is None and high is None:
        return "any"
    if high is None:
        return f"≥ {low}"
    text = f"{low}–{high}" if low is not None else f"≤ {high}"
    return text + _why(field)


def _count(field: Field) -> str:
    if field.max_items is None:
        return f"at least {field.min_items} entries" if field.min_items else ""
    low = f"{field.min_items}–" if field.min_items else "at most "
    return f"{low}{field.max_items} entries" + _why(field)


def _why(field: Field) -> str:
    return " (safety bound)" if field.bound == "safety" else ""


def _meaning(field: Field) -> str:
    parts = [_render(field.help)]
    if field.from_chart:
        parts.append("*from your game's chart*")
    if field.when is not None:
        parts.append(f"only when {field.when.describe()}")
    return "; ".join(part for part in parts if part)
