"""The declarations a procedure's scenario is made of: fields, tables and their conditions.

A :class:`Table` is an ordered tuple of :class:`Field`. A field has a type (``int``, ``bool``,
``text``, ``table``, ``tables`` or ``list``), a label and a help text (message ids), a default
(or :data:`REQUIRED`), a range, a rule reference, a "from your game's chart" marker and a
condition (:class:`When`) under which it applies. Validation, the JSON Schema, the docs tables
and the random scenarios all read these declarations and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class _Required:
    """The default of a field the scenario must give."""

    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()

TYPES = ("int", "bool", "text", "table", "tables", "list")
#: The longest text a scenario's key may hold (a name, a region): a safety bound, so that a
#: pasted page cannot flood the walkthrough's lines.
MAX_TEXT = 100


@dataclass(frozen=True)
class When:
    """A field applies when the key ``key`` holds one of ``values`` (or none of them, negated).

    ``key`` names a field of the same table, or of the top level when it starts with ``/``.
    """

    key: str
    values: tuple[Any, ...]
    negate: bool = False

    def holds(self, table: dict[str, Any], root: dict[str, Any]) -> bool:
        """Whether the condition holds for a table's (and the top level's) values."""
        values = root if self.key.startswith("/") else table
        return (values.get(self.key.lstrip("/")) in self.values) != self.negate

    def describe(self) -> str:
        """The condition as text for the docs, e.g. ``power = "ottoman"``."""
        shown = " or ".join(_toml(value) for value in self.values)
        return f"`{self.key.lstrip('/')}` {'≠' if self.negate else '='} {shown}"


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


@dataclass(frozen=True)
class Field:
    """One key of a scenario table. Build fields with the helpers below."""

    key: str
    type: str
    label: str = ""  # message id
    help: str = ""  # message id
    default: Any = REQUIRED  # None: the procedure decides from other keys (see help)
    minimum: int | None = None
    maximum: int | None = None
    bound: str = ""  # why the maximum: "counter mix", "rules" or "safety"
    choices: tuple[str, ...] = ()  # an entry like "card:<id>" admits "card:" + any text
    choice_labels: dict[str, str] = field(default_factory=dict)  # choice -> message id
    nonempty: bool = False  # text: stripped, and refused when empty
    pattern: str = ""  # text: a regular expression the whole value must match
    example: str = ""  # text: a valid value, for messages and generated scenarios
    mismatch: str = ""  # message id for a value outside ``choices`` or ``pattern`` (args:
    # value, allowed)
    rule: str = ""
    from_chart: bool = False  # the value comes from the player's own game chart
    when: When | None = None
    refused: str = ""  # message id when given while ``when`` does not hold
    table: Table | None = None  # table / tables: the keys of the (each) table
    item: Field | None = None  # list: each item
    shorthand: str = ""  # tables: a bare value in the list stands for {shorthand = value}
    item_error: str = ""  # message id for a bad item: of a list, named at the list with the
    # whole list as value; of tables with a shorthand, named at the item
    min_items: int = 0
    max_items: int | None = None
    few: str = ""  # message id when there are fewer than ``min_items`` (args: count, minimum)
    many: str = ""  # message id when there are more than ``max_items`` (args: count, maximum)
    unique: str = ""  # list: message id when an item is repeated (empty: repeats allowed)

    @property
    def required(self) -> bool:
        """Whether the scenario must give this key (when it applies)."""
        return self.default is REQUIRED


@dataclass(frozen=True)
class Table:
    """The keys of one TOML table, in the order they are checked and shown.

    ``refused`` maps keys that do not belong here to the message id that says why.
    """

    fields: tuple[Field, ...]
    refused: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        keys = [f.key for f in self.fields]
        if len(set(keys)) != len(keys):
            raise ValueError(f"duplicate keys in a table: {keys}")
        for f in self.fields:
            if f.type not in TYPES:
                raise ValueError(f"unknown field type {f.type!r} for {f.key}")

    def field(self, key: str) -> Field:
        """The field declared for ``key`` (KeyError if none)."""
        for f in self.fields:
            if f.key == key:
                return f
        raise KeyError(key)

    @property
    def keys(self) -> tuple[str, ...]:
        """The declared keys, in order."""
        return tuple(f.key for f in self.fields)

    def extend(self, *fields: Field, refused: dict[str, str] | None = None) -> Table:
        """This table with more fields (and refused keys) after its own."""
        return Table(self.fields + fields, {**self.refused, **(refused or {})})


def integer(
    key: str, label: str, help: str, *, default: Any = REQUIRED, minimum=0, **more
) -> Field:
    """A whole-number field (``minimum`` 0 unless given; ``None`` for no lower bound)."""
    return Field(key, "int", label, help, default=default, minimum=minimum, **more)


def boolean(key: str, label: str, help: str, *, default: Any = REQUIRED, **more) -> Field:
    """A true/false field."""
    return Field(key, "bool", label, help, default=default, **more)


def text(key: str, label: str, help: str, *, default: Any = REQUIRED, **more) -> Field:
    """A text field (``choices`` makes it a choice)."""
    return Field(key, "text", label, help, default=default, **more)


def table(key: str, label: str, help: str, keys: Table, *, required=True, **more) -> Field:
    """A sub-table; an optional one is ``None`` in the values when absent."""
    return Field(
        key, "table", label, help, default=REQUIRED if required else None, table=keys, **more
    )


def tables(key: str, label: str, help: str, keys: Table, *, default: Any = (), **more) -> Field:
    """An array of tables (``[[key]]``)."""
    return Field(key, "tables", label, help, default=default, table=keys, **more)


def listing(key: str, label: str, help: str, item: Field, *, default: Any = (), **more) -> Field:
    """An array of plain values."""
    return Field(key, "list", label, help, default=default, item=item, **more)
