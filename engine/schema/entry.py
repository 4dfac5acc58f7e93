"""A validated table with its key path, for the checks that tie several keys together."""

from __future__ import annotations

from typing import Any

from ..errors import InputError
from ..messages import Msg


class Entry:
    """One validated table of the scenario and its key path (for errors)."""

    def __init__(self, source: str, values: dict[str, Any], prefix: str):
        self.source = source
        self.values = values
        self.prefix = prefix

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def path(self, key: str) -> str:
        """The dotted path of ``key`` in the file."""
        return f"{self.prefix}.{key}" if self.prefix else key

    def fail(self, key: str, problem: Msg) -> InputError:
        """An InputError for ``key``."""
        return InputError(self.source, self.path(key), problem)

    def sub(self, key: str) -> Entry:
        """The entry of a sub-table."""
        return Entry(self.source, self.values[key], self.path(key))

    def subs(self, key: str) -> list[Entry]:
        """The entries of an array of tables."""
        return [
            Entry(self.source, item, f"{self.path(key)}[{index}]")
            for index, item in enumerate(self.values[key])
        ]
