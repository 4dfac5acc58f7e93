"""Replaying a drill from its own JSON-level fields, independently of how it was generated."""

from __future__ import annotations

from engine.procedure import State
from engine.scenario import parse_scenario


def replay(scenario: str, choices, dice) -> State:
    """Parse ``scenario`` and consume ``choices`` at decisions and ``dice`` at rolls, in order."""
    state = parse_scenario(scenario, "drill.toml")
    choices, dice = list(choices), list(dice)
    while choices or dice:
        assert not state.is_terminal(), "the drill's path runs past the end"
        if state.is_chance():
            needed = sum(group.count for group in state.dice())
            assert len(dice) >= needed, "the drill's dice run out at a roll"
            state = state.apply_dice(tuple(dice[:needed]))
            del dice[:needed]
        else:
            assert choices, "the drill's choices run out at a decision"
            state = state.apply(choices.pop(0))
    return state
