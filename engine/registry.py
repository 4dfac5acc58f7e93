"""The registry of procedures. Game modules register a :class:`ProcedureSpec` when imported."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .messages import Msg
from .procedure import State, StepInfo

# Modules that register procedures; a new game adds its module here.
GAME_MODULES = (
    "engine.games.his",
    "engine.games.tenochtitlan",
    "engine.games.soe",
    "engine.games.ccc",
)


@dataclass(frozen=True)
class ProcedureSpec:
    """What the engine knows about one procedure."""

    id: str
    game: str
    title: Msg
    steps: tuple[StepInfo, ...]
    cards: tuple[str, ...]
    from_scenario: Callable[[dict[str, Any], str], State]
    summarize: Callable[[Any], dict[str, Any]]
    default_scenario: str  # TOML text of a sensible starting scenario
    rules: tuple[str, ...] = ()  # rule references the procedure's log may cite besides its steps


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
