"""The pure rules engine: exact distributions, procedures, scenarios and odds.

It uses only the standard library and imports nothing from the rest of wartutor.
"""

from .errors import BadDice, IllegalAction, InputError
from .odds import Odds, odds
from .procedure import State
from .scenario import load_scenario, parse_scenario

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
