"""One declared schema per procedure: the scenario's keys, their types, ranges and conditions.

From a procedure's :class:`Table` come the validation of its scenario files (:func:`validate`),
the JSON Schema of ``wartutor schema`` (:func:`json_schema`), the key tables in docs/scenarios*
(:func:`key_table`) and random valid scenarios (:func:`random_scenario`).
"""

from .check import accepts, default_of, validate
from .common import scenario_table
from .doctable import key_tables
from .entry import Entry
from .fields import (
    MAX_TEXT,
    REQUIRED,
    Field,
    Table,
    When,
    boolean,
    integer,
    listing,
    table,
    tables,
    text,
)
from .json_schema import json_schema
from .sample import random_scenario, random_scenario_toml
from .toml_text import to_toml

__all__ = [
    "MAX_TEXT",
    "REQUIRED",
    "Entry",
    "Field",
    "Table",
    "When",
    "accepts",
    "boolean",
    "default_of",
    "integer",
    "json_schema",
    "key_tables",
    "listing",
    "random_scenario",
    "random_scenario_toml",
    "scenario_table",
    "table",
    "tables",
    "text",
    "to_toml",
    "validate",
]
