"""Reading TOML tables with checks whose errors name the file, the key and the problem."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .errors import InputError
from .messages import N_, Msg


class TableReader:
    """Typed access to one TOML table; every problem raises InputError naming the key.

    Call :meth:`done` after reading to reject unknown keys (typos).
    """

    def __init__(self, source: str, table: Any, prefix: str = ""):
        self.source = source
        self.prefix = prefix
        if not isinstance(table, dict):
            raise InputError(source, prefix or "(top level)", Msg(N_("expected a table")))
        self.table = table
        self.seen: set[str] = set()

    def path(self, key: str) -> str:
        """The dotted path of ``key`` in the file."""
        return f"{self.prefix}.{key}" if self.prefix else key

    def fail(self, key: str, problem: Msg) -> InputError:
        """An InputError for ``key``."""
        return InputError(self.source, self.path(key), problem)

    def has(self, key: str) -> bool:
        """Whether the table sets ``key``."""
        return key in self.table

    def _get(self, key: str, default: Any, required: bool) -> Any:
        self.seen.add(key)
        if key not in self.table:
            if required:
                raise self.fail(key, Msg(N_("missing (required)")))
            return default
        return self.table[key]

    def integer(
        self,
        key: str,
        default: int | None = None,
        minimum: int | None = 0,
        maximum: int | None = None,
    ) -> int:
        """A whole number within [minimum, maximum]."""
        value = self._get(key, default, default is None)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(key, Msg(N_("expected a whole number, got {value!r}"), value=value))
        if minimum is not None and value < minimum:
            raise self.fail(
                key,
                Msg(N_("must be at least {minimum}, got {value}"), minimum=minimum, value=value),
            )
        if maximum is not None and value > maximum:
            raise self.fail(
                key, Msg(N_("must be at most {maximum}, got {value}"), maximum=maximum, value=value)
            )
        return value

    def boolean(self, key: str, default: bool | None = None) -> bool:
        """true or false."""
        value = self._get(key, default, default is None)
        if not isinstance(value, bool):
            raise self.fail(key, Msg(N_("expected true or false, got {value!r}"), value=value))
        return value

    def string(
        self, key: str, default: str | None = None, choices: Iterable[str] | None = None
    ) -> str:
        """A string, optionally one of ``choices``."""
        value = self._get(key, default, default is None)
        if not isinstance(value, str):
            raise self.fail(key, Msg(N_("expected text, got {value!r}"), value=value))
        if choices is not None:
            allowed = tuple(choices)
            if value not in allowed:
                raise self.fail(
                    key,
                    Msg(
                        N_("{value!r} is not one of: {allowed}"),
                        value=value,
                        allowed=", ".join(allowed),
                    ),
                )
        return value

    def array(self, key: str, default: list | None = None) -> list:
        """A TOML array."""
        value = self._get(key, default, default is None)
        if not isinstance(value, list):
            raise self.fail(key, Msg(N_("expected a list, got {value!r}"), value=value))
        return value

    def sub(self, key: str, required: bool = True) -> TableReader:
        """The reader of a sub-table."""
        value = self._get(key, {} if not required else None, required)
        return TableReader(self.source, value, self.path(key))

    def subs(self, key: str, default: list | None = None) -> list[TableReader]:
        """Readers of an array of tables."""
        items = self.array(key, default)
        return [
            TableReader(self.source, item, f"{self.path(key)}[{i}]") for i, item in enumerate(items)
        ]

    def done(self) -> None:
        """Reject keys that were never read (usually typos)."""
        unknown = sorted(set(self.table) - self.seen)
        if unknown:
            raise self.fail(
                unknown[0],
                Msg(
                    N_("unknown key (known keys: {known})"),
                    known=", ".join(sorted(self.seen)) or "-",
                ),
            )
