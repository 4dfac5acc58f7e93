"""Random valid scenarios from a procedure's declared schema, for property tests and drills.

Values are drawn small (a few units, low factors) so that the exact odds of every scenario are
quick; conditions and ranges come from the schema, and a draw that a check tying several keys
together refuses is thrown away and drawn again, so that every result is accepted.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..errors import InputError
from .check import default_of
from .fields import Field, Table
from .toml_text import to_toml

SPREAD = 4  # how far above its minimum a drawn number may go
MAX_ROWS = 2  # rows drawn beyond an array's minimum


class _Procedure(Protocol):
    id: str
    schema: Table

    def from_scenario(self, data: dict[str, Any], source: str) -> Any: ...


def random_scenario(spec: _Procedure, rng: random.Random, tries: int = 2000) -> dict[str, Any]:
    """A scenario (parsed-TOML dict) for ``spec`` that ``spec.from_scenario`` accepts.

    The same ``rng`` state gives the same scenario. Raises RuntimeError if ``tries`` draws in a
    row are refused (a schema whose checks the generator cannot meet).
    """
    for _ in range(tries):
        data = _Drawer(rng).table(spec.schema, top=True)
        data["procedure"] = spec.id
        try:
            spec.from_scenario(data, "random")
        except InputError:
            continue
        return data
    raise RuntimeError(f"no valid scenario for {spec.id} in {tries} draws")


def random_scenario_toml(spec: _Procedure, rng: random.Random) -> str:
    """A random valid scenario as TOML text."""
    return to_toml(random_scenario(spec, rng))


def _chance_to_give(field: Field) -> float:
    """How often an optional key is written: keys whose default the procedure decides from other
    keys (often required at a first appearance) nearly always, optional tables seldom."""
    if field.default is None:
        return 0.3 if field.type == "table" else 0.9
    return 0.5


class _Drawer:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.root: dict[str, Any] = {}

    def table(self, schema: Table, top: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {}
        seen: dict[str, Any] = self.root if top else {}  # values as validation will see them
        for field in schema.fields:
            if field.when is not None and not field.when.holds(seen, self.root):
                seen[field.key] = default_of(field)
                continue
            if not field.required and self.rng.random() > _chance_to_give(field):
                seen[field.key] = default_of(field)
                continue
            value = self.value(field)
            if value is None:
                seen[field.key] = default_of(field)
                continue
            data[field.key] = seen[field.key] = value
        return data

    def value(self, field: Field) -> Any:
        rng = self.rng
        kind = field.type
        if kind == "int":
            return self.integer(field)
        if kind == "bool":
            if isinstance(field.default, bool) and rng.random() < 0.8:
                return field.default
            return rng.random() < 0.5
        if kind == "text":
            return self.text(field)
        if kind == "table":
            return self.table(field.table)
        high = field.min_items + MAX_ROWS
        if field.max_items is not None:
            high = min(high, field.max_items)
        count = rng.randint(field.min_items, max(field.min_items, high))
        if kind == "tables":
            return [self.table(field.table) for _ in range(count)]
        if field.item.choices and field.unique:
            choices = [c for c in field.item.choices if "<" not in c]
            return rng.sample(choices, min(count, len(choices)))
        return [self.value(field.item) for _ in range(count)]

    def integer(self, field: Field) -> int:
        low = field.minimum if field.minimum is not None else -2
        high = low + SPREAD
        if field.maximum is not None:
            high = min(high, field.maximum)
        if field.key == "seed":
            return self.rng.randint(0, 10_000)
        return self.rng.randint(low, high)

    def text(self, field: Field) -> str | None:
        choices = [c for c in field.choices if "<" not in c]
        if choices:
            return self.rng.choice(choices)
        if field.pattern:
            return f"{field.example}-{self.rng.randint(1, 99)}" if field.example else None
        if field.required or field.nonempty:
            return f"{field.key} {self.rng.randint(1, 99)}"
        return None
