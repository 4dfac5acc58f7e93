"""A drill's set-up in words: the scenario's values under the labels of the setup form.

A drill is a scenario file (TOML); a learner reads it as lines like "Power: France" and
"Regulars: 2", translated, with the sides and leaders as headings. The labels, the choice names
(powers, cards, unit types) and the order all come from the procedure's declared schema, the
same one the setup form shows, so nothing here names a key of its own.
"""

from __future__ import annotations

import tomllib
from typing import Any

from engine.messages import SCENARIO_NAMES
from locales import _, pgettext

from .placeholders import placeholder

INDENT = "  "
HIDDEN = ("procedure", "seed")  # the heading names the procedure; the seed is not a set-up


def setup_lines(procedure: str, scenario: str) -> list[str]:
    """The set-up of ``scenario`` (TOML text of ``procedure``) as translated, indented lines:
    every value the scenario gives, and every yes/no question it leaves at its default."""
    from engine import registry

    schema = registry.get(procedure).schema
    data = tomllib.loads(scenario)
    lines: list[str] = []
    _table(schema, data, data, 0, lines, hidden=HIDDEN)
    return lines


def _table(schema, data: dict, root: dict, depth: int, lines: list[str], hidden=()) -> None:
    for field in schema.fields:
        # an id is for the file's own references ("warriors-1"), never words for the learner
        if field.key in hidden or field.pattern or field.key == "id":
            continue
        if field.when is not None and not field.when.holds(data, root):
            continue
        if field.key in data:
            value = data[field.key]
        elif field.type == "bool" and isinstance(field.default, bool):
            value = field.default  # a yes/no left at its default still shapes the battle
        else:
            continue
        label = _(field.label) if field.label else field.key
        pad = INDENT * depth
        if field.type == "table" and isinstance(value, dict):
            lines.append(f"{pad}{label}")
            _table(field.table, value, root, depth + 1, lines)
        elif field.type == "tables" and isinstance(value, list):
            _tables(field, label, value, root, depth, lines)
        elif field.type == "list" and isinstance(value, list):
            shown = ", ".join(_value(field.item, item) for item in value)
            lines.append(f"{pad}{label}: {shown or _empty()}")
        else:
            lines.append(f"{pad}{label}: {_value(field, value, root)}")


def _empty() -> str:
    # Translators: the value of a list with nothing in it ("Cards: none"), whatever its items
    return pgettext("empty list", "none")


def _tables(field, label: str, items: list, root: dict, depth: int, lines: list[str]) -> None:
    pad = INDENT * depth
    if not items:
        lines.append(f"{pad}{label}: {_empty()}")
        return
    for number, item in enumerate(items, 1):
        # "Fleets, no. 2": the tables are named in the plural
        heading = _("{table}, no. {number}").format(table=label, number=number)
        heading = heading if len(items) > 1 else label
        if not isinstance(item, dict):  # a shorthand: a bare value stands for one key
            item = {field.shorthand: item}
        lines.append(f"{pad}{heading}")
        _table(field.table, item, root, depth + 1, lines)


def _played_card(field, value: str, root: dict | None) -> str | None:
    """The name of the card that a value like ``card:<id>`` names, where the field admits such
    values and the scenario lists a card with that id."""
    if "card:<id>" not in field.choices or not value.startswith("card:") or root is None:
        return None
    ident, tables = value[len("card:") :], [root]
    while tables:
        table = tables.pop()
        if table.get("id") == ident and isinstance(table.get("name"), str):
            return table["name"]
        for item in table.values():
            items = item if isinstance(item, list) else [item]
            tables += [entry for entry in items if isinstance(entry, dict)]
    return None


def _value(field, value: Any, root: dict | None = None) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if field is not None and isinstance(value, str):
        label = field.choice_labels.get(value)
        if label:
            return _(label)
        card = _played_card(field, value, root)
        if card is not None:  # "card:<id>": the card of that id played (CCC)
            return _("play {card}").format(card=_value(None, card))
    if isinstance(value, str) and value in SCENARIO_NAMES:  # a shipped scenario's name
        return _(value)
    name = placeholder(value) if isinstance(value, str) else None
    if name is not None:  # a name the drill gave ("Card A"), in the language of the moment
        return name.render(_)
    return str(value)
