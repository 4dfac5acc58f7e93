"""Random valid scenarios for drills: the one place that makes them.

:func:`random_setup` returns a :class:`Setup`: a scenario (as data and as TOML text) drawn from
the procedure's declared schema (:func:`engine.schema.random_scenario`, so the engine accepts it),
plus its *knobs*: the whole-number keys written in it, each with its label from the schema and a
small range within the schema's bounds, which a drill may vary to compare two set-ups.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from itertools import count
from typing import Any

from engine import registry
from engine.errors import InputError
from engine.messages import N_, Msg
from engine.procedure import State
from engine.scenario import parse_scenario
from engine.schema import Table, random_scenario, to_toml

SPREAD = 2  # a compared value lies at most this far from the drawn one (odds stay quick)
FIXED = frozenset({"seed"})  # whole-number keys that are never compared
# Optional keys that settle in advance what the walkthrough would otherwise ask; drills leave
# them out so that there are decisions to ask about.
DECIDED_IN_ADVANCE = {
    "soe/attack": (("attacker", "fight_at_sea"), ("defender", "fight_at_sea")),
}

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Knob:
    """A whole-number key of a scenario that a drill may set between ``low`` and ``high``."""

    path: Path
    label: Msg
    low: int
    high: int


@dataclass(frozen=True)
class Setup:
    """A valid scenario of ``procedure`` and the knobs that may vary it."""

    procedure: str
    data: dict[str, Any] = field(compare=False)
    knobs: tuple[Knob, ...] = ()

    def toml(self) -> str:
        """The scenario as TOML text (what ``wartutor resolve`` reads)."""
        return dump_toml(self.data)

    def state(self) -> State:
        """The engine's initial state for this scenario."""
        return parse_scenario(self.toml(), "drill")

    def value(self, knob: Knob) -> int:
        """The knob's current value."""
        node: Any = self.data
        for part in knob.path:
            node = node[part]
        return node

    def with_value(self, knob: Knob, value: int) -> Setup:
        """A copy with ``knob`` set to ``value``."""
        data = copy.deepcopy(self.data)
        node: Any = data
        for part in knob.path[:-1]:
            node = node[part]
        node[knob.path[-1]] = value
        return Setup(self.procedure, data, self.knobs)


def random_setup(procedure: str, rng: random.Random) -> Setup:
    """A random scenario of ``procedure`` that the engine accepts (drawn from its schema)."""
    spec = registry.get(procedure)
    if spec is None:
        raise KeyError(procedure)
    data = _readable(spec.schema, random_scenario(spec, rng), iter(CARD_LETTERS), count(1))
    asking = copy.deepcopy(data)
    for path in DECIDED_IN_ADVANCE.get(procedure, ()):
        table = asking.get(path[0])
        if isinstance(table, dict):
            table.pop(path[1], None)
    try:
        spec.from_scenario(asking, "drill")
        data = asking
    except InputError:
        pass
    return Setup(procedure, data, tuple(_knobs(spec.schema, data, (), None)))


CARD_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _readable(schema: Table, data: dict[str, Any], letters, numbers) -> dict[str, Any]:
    """``data`` with the drawn free texts a learner would read made readable: optional names are
    left to the procedure's own (the side's role), a required one (what a chart calls a
    modifier) becomes "Chart modifier 1", "Chart modifier 2"… and a table named by an id (a
    card of the scenario's own) gets "card-a" and the name "Card A", in the UI language."""
    from locales import _

    for item in schema.fields:
        value = data.get(item.key)
        free = item.type == "text" and not item.choices and not item.pattern
        if free and not item.required:
            data.pop(item.key, None)
        elif free and isinstance(value, str):
            data[item.key] = _("Chart modifier {number}").format(number=next(numbers))
        elif item.type == "table" and isinstance(value, dict):
            _readable(item.table, value, letters, numbers)
        elif item.type == "tables" and isinstance(value, list):
            for row in value:
                if not isinstance(row, dict):
                    continue
                _readable(item.table, row, letters, numbers)
                ident = next((f for f in item.table.fields if f.pattern), None)
                if ident is not None and ident.key in row:
                    letter = next(letters, None)
                    if letter is not None:
                        row[ident.key] = f"card-{letter.lower()}"
                        row["name"] = _("Card {letter}").format(letter=letter)
    return data


def dump_toml(data: dict[str, Any]) -> str:
    """TOML text for a scenario."""
    return to_toml(data)


def _knobs(schema: Table, data: dict[str, Any], path: Path, parent: Msg | None) -> list[Knob]:
    """Every whole-number key written in ``data``, labelled with its table, in a small range."""
    found = []
    for item in schema.fields:
        if item.key not in data or item.key in FIXED:
            continue
        value = data[item.key]
        if item.type == "int" and isinstance(value, int):
            label = Msg(item.label)
            if parent is not None:
                label = Msg(N_("{table}: {field}"), table=parent, field=label)
            low = value - SPREAD if item.minimum is None else max(item.minimum, value - SPREAD)
            high = value + SPREAD if item.maximum is None else min(item.maximum, value + SPREAD)
            if high > low:
                found.append(Knob(path + (item.key,), label, low, high))
        elif item.type == "table" and isinstance(value, dict):
            found += _knobs(item.table, value, path + (item.key,), Msg(item.label))
        elif item.type == "tables" and isinstance(value, list):
            for index, row in enumerate(value):
                name = Msg(N_("{table}, no. {number}"), table=Msg(item.label), number=index + 1)
                if parent is not None:
                    name = Msg(N_("{table}: {field}"), table=parent, field=name)
                found += _knobs(item.table, row, path + (item.key, index), name)
    return found
