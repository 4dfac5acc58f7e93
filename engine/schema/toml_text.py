"""Scenario data written back as TOML text (the standard library only reads TOML)."""

from __future__ import annotations

import json
from typing import Any


def to_toml(data: dict[str, Any]) -> str:
    """TOML text that ``tomllib.loads`` reads back as ``data``.

    Plain values first, then sub-tables as ``[a.b]`` and arrays of tables as ``[[a.b]]``.
    """
    lines: list[str] = []
    _write(data, [], lines)
    return "\n".join(lines).strip() + "\n"


def _is_rows(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _write(table: dict[str, Any], path: list[str], lines: list[str]) -> None:
    for key, value in table.items():
        if not isinstance(value, dict) and not _is_rows(value):
            lines.append(f"{_key(key)} = {_value(value)}")
    for key, value in table.items():
        if isinstance(value, dict):
            lines += ["", f"[{_dotted(path + [key])}]"]
            _write(value, path + [key], lines)
        elif _is_rows(value):
            for row in value:
                lines += ["", f"[[{_dotted(path + [key])}]]"]
                _write(row, path + [key], lines)


def _dotted(path: list[str]) -> str:
    return ".".join(_key(part) for part in path)


def _key(key: str) -> str:
    bare = key.replace("_", "").replace("-", "").isalnum() and key.isascii()
    return key if bare else json.dumps(key, ensure_ascii=False)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")
