"""Shared helpers for the Here I Stand tests."""

from __future__ import annotations

import copy

from engine import registry

BASE = {
    "procedure": "his/field-battle",
    "attacker": {"power": "hapsburg", "regulars": 3, "leaders": [1], "cards": []},
    "defender": {"power": "france", "regulars": 2, "leaders": [1], "cards": []},
}


def battle(**changes):
    """A field battle state from BASE with nested changes (attacker={...}, defender={...})."""
    data = copy.deepcopy(BASE)
    for key, value in changes.items():
        if isinstance(value, dict) and key in data:
            data[key].update(value)
        else:
            data[key] = value
    return registry.get("his/field-battle").from_scenario(data, "test.toml")


def play_defaults(state):
    """Take default decisions until a roll or the end."""
    while not state.is_terminal() and not state.is_chance():
        state = state.apply(state.prompt().default)
    return state


def hits_dice(hits: int, misses: int) -> list[int]:
    """Dice with ``hits`` sixes then ``misses`` ones."""
    return [6] * hits + [1] * misses
