"""Scenario files: TOML with ``procedure = "<id>"`` plus that procedure's own tables."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from . import registry
from .errors import InputError
from .files import read_user_text
from .messages import N_, Msg
from .procedure import State

_TOML_PLACE = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")


def parse_scenario(text: str, source: str) -> State:
    """Build the initial state from TOML text; errors name ``source``, the key and the problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InputError(source, "", _toml_problem(str(error))) from None
    procedure = data.get("procedure")
    if procedure is None:
        raise InputError(source, "procedure", Msg(N_("missing (required)")))
    spec = registry.get(procedure) if isinstance(procedure, str) else None
    if spec is None:
        known = ", ".join(registry.procedures())
        raise InputError(
            source,
            "procedure",
            Msg(N_("unknown procedure {value!r} (known: {known})"), value=procedure, known=known),
        )
    return spec.from_scenario(data, source)


def _toml_problem(error: str) -> Msg:
    """tomllib's message with its place in words of the UI language (its own words, such as
    "Illegal character", are Python's and stay English)."""
    place = _TOML_PLACE.search(error)
    if place is None:
        return Msg(N_("not valid TOML: {error}"), error=error)
    detail = error[: place.start()]
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
