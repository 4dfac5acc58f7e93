"""Random valid scenarios for drills: the one place that makes them.

:func:`random_setup` returns a :class:`Setup`: a scenario (as data and as TOML text) that the
engine accepts, plus its *knobs*, the whole-number keys a drill may vary to compare two set-ups.
Each procedure starts from its default scenario and varies counts and values within the ranges
the scenario reader accepts; a draw the reader refuses is drawn again (bounded), so every setup
handed out is valid by the engine's own check.
"""

from __future__ import annotations

import copy
import json
import random
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import registry
from engine.errors import InputError
from engine.messages import N_, Msg
from engine.procedure import State
from engine.scenario import parse_scenario

MAX_DRAWS = 50  # draws per setup before falling back to the default scenario

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Knob:
    """A whole-number key of a scenario that a drill may set between ``low`` and ``high``."""

    path: Path
    label: Msg
    low: int
    high: int


@dataclass(frozen=True)
class Setup:
    """A valid scenario of ``procedure`` and the knobs that may vary it."""

    procedure: str
    data: dict[str, Any] = field(compare=False)
    knobs: tuple[Knob, ...] = ()

    def toml(self) -> str:
        """The scenario as TOML text (what ``wartutor resolve`` reads)."""
        return dump_toml(self.data)

    def state(self) -> State:
        """The engine's initial state for this scenario."""
        return parse_scenario(self.toml(), "drill")

    def value(self, knob: Knob) -> int:
        """The knob's current value."""
        node: Any = self.data
        for part in knob.path:
            node = node[part]
        return node

    def with_value(self, knob: Knob, value: int) -> Setup:
        """A copy with ``knob`` set to ``value``."""
        data = copy.deepcopy(self.data)
        node: Any = data
        for part in knob.path[:-1]:
            node = node[part]
        node[knob.path[-1]] = value
        return Setup(self.procedure, data, self.knobs)


def random_setup(procedure: str, rng: random.Random) -> Setup:
    """A random scenario of ``procedure`` that the engine accepts."""
    spec = registry.get(procedure)
    if spec is None:
        raise KeyError(procedure)
    base = tomllib.loads(spec.default_scenario)
    vary = _VARIERS[procedure]
    for _ in range(MAX_DRAWS):
        data, knobs = vary(copy.deepcopy(base), rng)
        setup = Setup(procedure, data, tuple(knobs))
        try:
            setup.state()
        except InputError:
            continue
        return setup
    return Setup(procedure, base, ())


# -- TOML text ---------------------------------------------------------------------------------
def _inline(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{key} = {_inline(item)}" for key, item in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(item) for item in value) + "]"
    raise TypeError(type(value))


def dump_toml(data: dict[str, Any]) -> str:
    """TOML text for a scenario: top-level keys, then tables, then arrays of tables."""
    lines = [f"{key} = {_inline(value)}" for key, value in data.items() if not _is_table(value)]
    for key, value in data.items():
        if isinstance(value, dict):
            lines += ["", f"[{key}]"] + [f"{k} = {_inline(v)}" for k, v in value.items()]
        elif _is_table(value):
            for item in value:
                lines += ["", f"[[{key}]]"] + [f"{k} = {_inline(v)}" for k, v in item.items()]
    return "\n".join(lines) + "\n"


def _is_table(value: Any) -> bool:
    return isinstance(value, dict) or (
        isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)
    )


# -- one varier per procedure ------------------------------------------------------------------
Varier = Callable[[dict[str, Any], random.Random], tuple[dict[str, Any], list[Knob]]]


def _his(data: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[Knob]]:
    from engine.games.his.cards import CARDS
    from engine.games.his.forces import POWERS

    attacker_power, defender_power = rng.sample(POWERS, 2)
    cards = rng.sample(sorted(CARDS), rng.randint(0, 4))
    split = rng.randint(0, len(cards))
    ratings = [
        leader["rating"] for side in ("attacker", "defender") for leader in data[side]["leaders"]
    ]
    for side, power, hand in (
        ("attacker", attacker_power, cards[:split]),
        ("defender", defender_power, cards[split:]),
    ):
        table = data[side]
        table.update(
            power=power,
            regulars=rng.randint(0 if side == "defender" else 1, 6),
            mercenaries=rng.randint(0, 3),
            cards=hand,
            leaders=[rng.choice(ratings)] if rng.random() < 0.8 else [],
        )
    data["fortified"] = rng.random() < 0.15
    knobs = [
        Knob(("attacker", "regulars"), Msg(N_("the attacker's regular troops")), 1, 6),
        Knob(("defender", "regulars"), Msg(N_("the defender's regular troops")), 0, 6),
    ]
    return data, knobs


def _tenochtitlan(data: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[Knob]]:
    data["card"]["attack_limit"] = rng.randint(1, 3)
    attack = data["attacks"][0]
    attack["attackers"][0]["attack"] = rng.randint(1, 5)
    attack["attackers"][0]["moved"] = rng.random() < 0.5
    attack["defender"]["defense"] = rng.randint(0, 4)
    attack["defender"]["terrain_bonuses"] = rng.choice([[], [1], [1, 2]])
    if rng.random() < 0.3 and data["card"]["attack_limit"] >= 2:
        second = copy.deepcopy(attack)
        second["attackers"][0]["attack"] = rng.randint(1, 5)
        second["defender"]["defense"] = rng.randint(0, 4)
        data["attacks"].append(second)
    knobs = [
        Knob(
            ("attacks", 0, "attackers", 0, "attack"),
            Msg(N_("the first attacking unit's Attack Factor")),
            1,
            6,
        ),
        Knob(
            ("attacks", 0, "defender", "defense"),
            Msg(N_("the first defending unit's Defense Factor")),
            0,
            5,
        ),
    ]
    return data, knobs


def _soe(data: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[Knob]]:
    attacker, defender = data["attacker"], data["defender"]
    for table in (attacker, defender):
        table.update(
            fleets=rng.randint(0, 2),
            navy_training=rng.randint(0, 2),
            army_training=rng.randint(0, 2),
        )
    attacker["armies"] = rng.randint(1, 4)
    defender["armies"] = rng.randint(0, 3)
    defender["forts"] = rng.randint(0, 2)
    defender["control_markers"] = rng.randint(0, 1)
    knobs = [
        Knob(("attacker", "armies"), Msg(N_("the attacker's armies")), 1, 5),
        Knob(("defender", "forts"), Msg(N_("the defender's forts")), 0, 3),
    ]
    return data, knobs


def _ccc_interception(
    data: dict[str, Any], rng: random.Random
) -> tuple[dict[str, Any], list[Knob]]:
    data["game"] = rng.choice(["basic", "veteran", "expert"])
    for fleet in data["fleets"]:
        fleet["modifiers"] = [{"source": "INT DR", "value": rng.randint(-2, 3)}]
    knobs = [
        Knob(
            ("fleets", 0, "modifiers", 0, "value"),
            Msg(N_("the activated fleet's INT DR modifier")),
            -2,
            3,
        ),
        Knob(
            ("fleets", 1, "modifiers", 0, "value"),
            Msg(N_("the other fleet's INT DR modifier")),
            -2,
            3,
        ),
    ]
    return data, knobs


def _ccc_land(data: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[Knob]]:
    data["game"] = rng.choice(["basic", "veteran", "expert"])
    attacker, defender = data["attacker"], data["defender"]
    attacker["military_units"] = units = rng.randint(1, 6)
    attacker["cavalry"] = rng.randint(0, min(2, units))
    attacker["artillery"] = rng.randint(0, min(1, units - attacker["cavalry"]))
    defender["military_units"] = rng.randint(1, 5)
    data["colony"]["fortification_value"] = rng.randint(0, 2)
    for table in (attacker, defender):
        table["modifiers"] = [{"source": "LC DR", "value": rng.randint(-2, 3)}]
    knobs = [
        Knob(
            ("attacker", "modifiers", 0, "value"), Msg(N_("the attacker's LC DR modifier")), -2, 3
        ),
        Knob(
            ("defender", "modifiers", 0, "value"), Msg(N_("the defender's LC DR modifier")), -2, 3
        ),
    ]
    return data, knobs


_VARIERS: dict[str, Varier] = {
    "his/field-battle": _his,
    "tenochtitlan/combat": _tenochtitlan,
    "soe/attack": _soe,
    "ccc/interception": _ccc_interception,
    "ccc/land-combat": _ccc_land,
}
PROCEDURES = tuple(_VARIERS)
