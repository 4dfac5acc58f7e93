"""The registry of procedures. Game modules register a :class:`ProcedureSpec` when imported."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .messages import Msg
from .procedure import State, StepInfo
from .schema import Table, validate

# Modules that register procedures; a new game adds its module here.
GAME_MODULES = (
    "engine.games.his",
    "engine.games.tenochtitlan",
    "engine.games.soe",
    "engine.games.ccc",
)


@dataclass(frozen=True)
class ProcedureSpec:
    """What the engine knows about one procedure.

    ``schema`` declares every key of its scenario; ``build`` turns the validated values (defaults
    filled in) into the initial state, after the checks that tie several keys together.
    """

    id: str
    game: str
    title: Msg
    steps: tuple[StepInfo, ...]
    cards: tuple[str, ...]
    schema: Table
    build: Callable[[dict[str, Any], str], State]
    summarize: Callable[[Any], dict[str, Any]]
    default_scenario: str  # TOML text of a sensible starting scenario
    rules: tuple[str, ...] = ()  # rule references the procedure's log may cite besides its steps

    def from_scenario(self, data: dict[str, Any], source: str) -> State:
        """Validate scenario data (parsed TOML) and build its initial state.

        Raises InputError naming ``source``, the key and the problem.
        """
        return self.build(validate(self.schema, data, source), source)


_REGISTRY: dict[str, ProcedureSpec] = {}
_loaded = False


def register(spec: ProcedureSpec) -> ProcedureSpec:
    """Add a procedure (called by game modules at import)."""
    _REGISTRY[spec.id] = spec
    return spec


def procedures() -> dict[str, ProcedureSpec]:
    """Every registered procedure by id, in registration order."""
    global _loaded
    if not _loaded:
        for module in GAME_MODULES:
            importlib.import_module(module)
        _loaded = True
    return dict(_REGISTRY)


def get(procedure_id: str) -> ProcedureSpec | None:
    """The procedure with this id, or None."""
    return procedures().get(procedure_id)
