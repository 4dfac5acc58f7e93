"""The pure rules engine: exact distributions, procedures, scenarios and odds.

It uses only the standard library and imports nothing from the rest of wartutor.
"""

from .errors import BadDice, IllegalAction, InputError
from .odds import Odds, odds
from .procedure import State

_SCENARIO_NAMES = ("load_scenario", "parse_scenario")


def __getattr__(name: str):
    """The scenario loader on first use: it needs the registry, the games and the schema,
    which a caller of the other names may never need."""
    if name in _SCENARIO_NAMES:
        from . import scenario

        return getattr(scenario, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_SCENARIO_NAMES})


__all__ = [
    "BadDice",
    "IllegalAction",
    "InputError",
    "Odds",
    "State",
    "load_scenario",
    "odds",
    "parse_scenario",
]
