"""Scenario builders shared by the Siege of Tenochtitlan tests (and a check that they load).

The factors used in the tests are arbitrary inputs: the game's unit values are not in our
sources, so every test states the factors it uses.
"""

from __future__ import annotations

import copy
from fractions import Fraction

from engine import registry

PROCEDURE = "tenochtitlan/combat"


def unit(unit_type: str = "cavalry", attack: int = 2, movement: int = 4, **flags) -> dict:
    """An attacking unit table."""
    return {"type": unit_type, "attack": attack, "movement": movement, **flags}


def target(unit_type: str = "aztec-warriors", defense: int = 4, movement: int = 2, **flags):
    """A defending unit table."""
    return {"type": unit_type, "defense": defense, "movement": movement, **flags}


def attack(kind: str = "melee", attackers=None, defender=None, **extra) -> dict:
    """An attack table: by default cavalry (AF 2, MF 4) on Aztec warriors (DF 4, MF 2)."""
    return {
        "kind": kind,
        "attackers": attackers if attackers is not None else [unit()],
        "defender": defender if defender is not None else target(),
        **extra,
    }


def scenario(*attacks, phase: str = "combat", limit: int = 2, bonuses=None, **top) -> dict:
    """A scenario dict; a combat phase gets a card with ``limit`` and ``bonuses``."""
    data = {"procedure": PROCEDURE, "phase": phase, **top}
    if phase == "combat":
        data["card"] = {"attack_limit": limit, "bonuses": bonuses or []}
    data["attacks"] = copy.deepcopy(list(attacks) or [attack()])
    return data


def build(*attacks, **options):
    """The initial state of a scenario made by :func:`scenario`."""
    return registry.get(PROCEDURE).from_scenario(scenario(*attacks, **options), "test.toml")


def load(data: dict):
    """The initial state of a scenario dict."""
    return registry.get(PROCEDURE).from_scenario(copy.deepcopy(data), "test.toml")


def play(state, dice=(), choices=()):
    """Walk to the end with concrete ``dice`` and ``choices`` (defaults when they run out)."""
    dice, choices = list(dice), list(choices)
    while not state.is_terminal():
        if state.is_chance():
            state = state.apply_dice((dice.pop(0),))
        else:
            state = state.apply(choices.pop(0) if choices else state.prompt().default)
    assert not dice and not choices, "unused dice or choices"
    return state


def results(state) -> list[str]:
    """The result of each attack of a finished phase."""
    return [entry["result"] for entry in state.outcome()["attacks"]]


def every_face_sequence(state, choices=(), weight=Fraction(1)):
    """(probability, final state) for every sequence of faces, played die by die.

    Independent of the engine's aggregated chance outcomes: each face goes through
    ``apply_dice`` like a physical die, and each face has probability 1/6.
    """
    choices = list(choices)
    while not state.is_terminal() and not state.is_chance():
        state = state.apply(choices.pop(0) if choices else state.prompt().default)
    if state.is_terminal():
        return [(weight, state)]
    finals = []
    for face in range(1, 7):
        finals += every_face_sequence(state.apply_dice((face,)), choices, weight / 6)
    return finals


def test_the_builders_make_a_valid_scenario():
    state = build()
    assert state.procedure == PROCEDURE
    assert state.is_chance()
