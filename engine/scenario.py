"""Scenario files: TOML with ``procedure = "<id>"`` plus that procedure's own tables."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path
from typing import Any

from . import registry
from .errors import ECHO_LIMIT, InputError, clipped
from .files import read_user_text
from .messages import N_, Msg
from .procedure import State
from .toml_words import toml_words

_TOML_PLACE = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_AT_END = " (at end of document)"

#: Levels of arrays and tables inside one another that a scenario may have: the procedures'
#: own schemas go a handful deep, and deeper data would only strain the recursion limit.
MAX_DEPTH = 32
#: TOML's whole numbers are 64-bit: larger ones are an error by the TOML specification (Python's
#: reader keeps them, and one of a few thousand digits could not even be shown in a message).
INT_MIN, INT_MAX = -(2**63), 2**63 - 1
_HUGE = 10**ECHO_LIMIT  # a whole number this large is refused at once: never repeated in full
_BOM = "\ufeff"
_NUMERAL = re.compile(r"0[xob][0-9A-Fa-f_]+|[0-9][0-9_]*")


def scenario_table(text: str) -> dict[str, Any] | None:
    """``text`` read as TOML (a byte-order mark at its start skipped), or None when it is not
    TOML that Python can read: a half-typed draft, data too deep, a number too long."""
    try:
        return tomllib.loads(text.removeprefix(_BOM))
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None


def parse_scenario(text: str, source: str) -> State:
    """Build the initial state from TOML text; errors name ``source``, the key and the problem.

    A UTF-8 byte-order mark at the start (Windows Notepad writes one) is skipped. Data nested
    more than :data:`MAX_DEPTH` levels deep, or a whole number outside TOML's 64-bit range, is
    bad input like any other.
    """
    text = text.removeprefix(_BOM)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InputError(source, "", _toml_problem(str(error))) from None
    except RecursionError:
        raise InputError(source, "", _too_deep()) from None
    except ValueError:  # (a whole number of more digits than Python converts)
        raise InputError(source, "", _long_number_problem(text)) from None
    beyond = _check_values(data, source)
    procedure = data.get("procedure")
    if procedure is None:
        raise InputError(source, "procedure", Msg(N_("missing (required)")))
    spec = registry.get(procedure) if isinstance(procedure, str) else None
    if spec is None:
        known = ", ".join(registry.procedures())
        raise InputError(
            source,
            "procedure",
            Msg(
                N_("unknown procedure {value!r} (known: {known})"),
                value=_echoed(procedure),
                known=known,
            ),
        )
    state = spec.from_scenario(data, source)
    if beyond is not None:  # (a key without a maximum of its own, such as the seed)
        raise InputError(source, _key_path(beyond), _too_large())
    return state


def _echoed(value: Any) -> Any:
    """A value as a message repeats it: itself when short, else its start (see ``clipped``)."""
    if isinstance(value, str):
        return clipped(value)
    shown = repr(value)
    return value if len(shown) <= ECHO_LIMIT else clipped(shown)


def _too_deep() -> Msg:
    return Msg(N_("arrays or tables nested too deeply (at most {depth} levels)"), depth=MAX_DEPTH)


def _too_large() -> Msg:
    return Msg(
        N_("too large a number: TOML's whole numbers go from {least} to {most}"),
        least=INT_MIN,
        most=INT_MAX,
    )


def _check_values(data: dict[str, Any], source: str) -> tuple | None:
    """Refuse data nested deeper than :data:`MAX_DEPTH` and whole numbers of more digits than an
    error message repeats, naming the key (``attacker.units[2]``); walked with a stack, not by
    recursion. Returns the place of the first whole number outside TOML's 64-bit range, if any:
    it is refused after the procedure's own checks, whose "must be at most 30" says more about a
    bounded key."""
    beyond = None
    stack: list[tuple[Any, int, tuple | None]] = [(data, 0, None)]
    while stack:
        value, depth, trail = stack.pop()
        if depth >= MAX_DEPTH:
            raise InputError(source, _key_path(trail), _too_deep())
        nested = []
        for key, item in value.items() if isinstance(value, dict) else enumerate(value):
            if isinstance(item, (dict, list)):
                nested.append((item, depth + 1, (trail, key)))
            elif isinstance(item, int) and not INT_MIN <= item <= INT_MAX:
                if abs(item) >= _HUGE:
                    raise InputError(source, _key_path((trail, key)), _too_large())
                beyond = beyond or (trail, key)
        stack.extend(reversed(nested))
    return beyond


def _key_path(trail: tuple | None) -> str:
    """The key path of a trail of (parent trail, key or index) pairs: ``attacker.units[2]``."""
    parts: list[str] = []
    while trail is not None:
        trail, step = trail
        parts.append(f"[{step}]" if isinstance(step, int) else step)
    path = ""
    for part in reversed(parts):
        path += part if part.startswith("[") or not path else f".{part}"
    return path


def _long_number_problem(text: str) -> Msg:
    """The error for a whole number too long for Python to read, at its place when it can be
    found (the first run of more digits than Python converts)."""
    most = sys.get_int_max_str_digits() or 4300
    problem = _too_large()
    for line_number, line in enumerate(text.splitlines(), 1):
        for found in _NUMERAL.finditer(line):
            if len(found.group().replace("_", "")) > most:
                return Msg(
                    N_("not valid TOML at line {line}, column {column}: {error}"),
                    line=line_number,
                    column=found.start() + 1,
                    error=problem,
                )
    return Msg(N_("not valid TOML: {error}"), error=problem)


def _toml_problem(error: str) -> Msg:
    """tomllib's message with its place, in words of the UI language (see toml_words)."""
    if error.endswith(_AT_END):
        detail = toml_words(error.removesuffix(_AT_END))
        return Msg(N_("not valid TOML at the end of the file: {error}"), error=detail)
    place = _TOML_PLACE.search(error)
    if place is None:
        return Msg(N_("not valid TOML: {error}"), error=toml_words(error))
    detail = toml_words(error[: place.start()])
    line, column = int(place.group(1)), int(place.group(2))
    return Msg(
        N_("not valid TOML at line {line}, column {column}: {error}"),
        line=line,
        column=column,
        error=detail,
    )


def load_scenario(path: str | Path) -> State:
    """Read and validate a scenario file."""
    text = read_user_text(path)
    return parse_scenario(text, str(path))
