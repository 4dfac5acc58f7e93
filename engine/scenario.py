"""Scenario files: TOML with ``procedure = "<id>"`` plus that procedure's own tables."""

from __future__ import annotations

import tomllib
from pathlib import Path

from . import registry
from .errors import InputError
from .messages import N_, Msg
from .procedure import State


def parse_scenario(text: str, source: str) -> State:
    """Build the initial state from TOML text; errors name ``source``, the key and the problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InputError(source, "", Msg(N_("not valid TOML: {error}"), error=str(error))) from None
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


def load_scenario(path: str | Path) -> State:
    """Read and validate a scenario file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(str(path), "", Msg(N_("file not found"))) from None
    except IsADirectoryError:
        raise InputError(str(path), "", Msg(N_("is a directory, not a scenario file"))) from None
    except UnicodeDecodeError:
        raise InputError(str(path), "", Msg(N_("not UTF-8 text"))) from None
    except OSError as error:
        raise InputError(
            str(path), "", Msg(N_("cannot read: {error}"), error=error.strerror)
        ) from None
    return parse_scenario(text, str(path))
