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

from .placeholders import CHART_MODIFIER, ROW_NAMES, neutral, placeholder

SPREAD = 2  # a compared value lies at most this far from the drawn one (odds stay quick)
FIXED = frozenset({"seed"})  # whole-number keys that are never compared
# Optional keys that settle in advance what the walkthrough would otherwise ask; drills leave
# them out so that there are decisions to ask about.
DECIDED_IN_ADVANCE = {
    "soe/attack": (("attacker", "fight_at_sea"), ("defender", "fight_at_sea")),
}

# Keys that count only at sea: a set-up whose region has no sea leaves them out (the engine
# would ignore them, and a learner would read of fleets in a region without sea).
AT_SEA_ONLY = {
    "soe/attack": ("fleets", "ally_fleets", "navy_training", "sea_alliance_tiles", "fight_at_sea"),
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
    data = _without_sea(spec, _readable(spec.schema, random_scenario(spec, rng), _Names()))
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


def _without_sea(spec, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` without the keys that count only at sea when its region has none (an attacker
    left without a unit of its own gets one army: an attack needs one)."""
    keys = AT_SEA_ONLY.get(spec.id, ())
    if not keys or not getattr(spec.from_scenario(data, "drill"), "landlocked", False):
        return data
    dry = copy.deepcopy(data)
    for table in dry.values():
        for key in keys if isinstance(table, dict) else ():
            table.pop(key, None)
    attacker = dry.get("attacker")
    if isinstance(attacker, dict) and not attacker.get("armies"):
        attacker["armies"] = 1
    try:
        spec.from_scenario(dry, "drill")
    except InputError:
        return data
    return dry


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class _Names:
    """The placeholder names of one scenario: a letter per card and per leader, counted apart
    ("Card A", "General A"), a fleet's number in its list ("Fleet 2"), and a number per chart
    modifier across the scenario ("Chart modifier 3")."""

    def __init__(self) -> None:
        self.letters = {key: iter(LETTERS) for key in ROW_NAMES}
        self.modifiers = count(1)

    def row(self, key: str, number: int) -> str | None:
        """The name of row ``number`` (from 1) of the list of tables ``key``, if it gets one."""
        message = ROW_NAMES.get(key)
        if message is None:
            return None
        if "{number}" in message:
            return neutral(message, number=number)
        letter = next(self.letters[key], None)
        return None if letter is None else neutral(message, letter=letter)

    def modifier(self) -> str:
        """The next chart modifier's source."""
        return neutral(CHART_MODIFIER, number=next(self.modifiers))


def _readable(schema: Table, data: dict[str, Any], names: _Names) -> dict[str, Any]:
    """``data`` with the drawn free texts a learner would read made readable: optional names are
    left to the procedure's own (the side's role), except in the rows of a list of cards,
    leaders or fleets, which get "Card A", "General A", "Fleet 1"…; a required text (what a
    chart calls a modifier) becomes "Chart modifier 1", "Chart modifier 2"…, and a card named by
    an id gets "card-a". Names are written untranslated (see :mod:`learn.placeholders`)."""
    for item in schema.fields:
        value = data.get(item.key)
        free = item.type == "text" and not item.choices and not item.pattern
        if free and not item.required:
            data.pop(item.key, None)
        elif free and isinstance(value, str):
            data[item.key] = names.modifier()
        elif item.type == "table" and isinstance(value, dict):
            _readable(item.table, value, names)
        elif item.type == "tables" and isinstance(value, list):
            for number, row in enumerate(value, 1):
                if isinstance(row, dict):
                    _readable(item.table, row, names)
                    _name_row(item, row, names.row(item.key, number))
    return data


def _name_row(item, row: dict[str, Any], name: str | None) -> None:
    keys = {field.key for field in item.table.fields}
    if name is None or "name" not in keys:
        return
    ident = next((field for field in item.table.fields if field.pattern), None)
    if ident is not None:
        if ident.key not in row:
            return
        row[ident.key] = name.lower().replace(" ", "-")
    row["name"] = name


def dump_toml(data: dict[str, Any]) -> str:
    """TOML text for a scenario."""
    return to_toml(data)


def _knobs(schema: Table, data: dict[str, Any], path: Path, where: Msg | None) -> list[Knob]:
    """Every whole-number key written in ``data``, in a small range, labelled with its field and
    where it sits: "Armies (Attacker)", "Battle rating (General A)"."""
    found = []
    for item in schema.fields:
        if item.key not in data or item.key in FIXED:
            continue
        value = data[item.key]
        if item.type == "int" and isinstance(value, int):
            label = Msg(item.label)
            if where is not None:
                label = Msg(N_("{field} ({table})"), field=label, table=where)
            low = value - SPREAD if item.minimum is None else max(item.minimum, value - SPREAD)
            high = value + SPREAD if item.maximum is None else min(item.maximum, value + SPREAD)
            if high > low:
                found.append(Knob(path + (item.key,), label, low, high))
        elif item.type == "table" and isinstance(value, dict):
            found += _knobs(item.table, value, path + (item.key,), _within(where, Msg(item.label)))
        elif item.type == "tables" and isinstance(value, list):
            for index, row in enumerate(value):
                name = _row_name(row)
                if name is None:  # a row without a name of its own: "Fleets, no. 2"
                    row_label = Msg(N_("{table}, no. {number}"), table=Msg(item.label),
                                    number=index + 1)  # fmt: skip
                    name = _within(where, row_label)
                found += _knobs(item.table, row, path + (item.key, index), name)
    return found


def _row_name(row: Any) -> Msg | None:
    """The placeholder name a drill gave a row ("General A", "Chart modifier 2"), if any."""
    if not isinstance(row, dict):
        return None
    texts = [text for text in row.values() if isinstance(text, str)]
    return next(filter(None, map(placeholder, texts)), None)


def _within(outer: Msg | None, inner: Msg) -> Msg:
    """A table's place: "Attacker · Attacks, no. 1" (a named row stands alone)."""
    return inner if outer is None else Msg(N_("{outer} · {inner}"), outer=outer, inner=inner)
