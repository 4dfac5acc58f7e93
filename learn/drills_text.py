"""What drills say about each procedure: side names, winner options and the attacker's goal.

These are labels only; every number a drill shows comes from the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import locales
from engine.messages import N_, Msg

SIDES: dict[str, Msg] = {
    "attacker": Msg(N_("the attacker")),
    "defender": Msg(N_("the defender")),
    "active": Msg(N_("the intercepting fleet (active INT DR)")),
    "passive": Msg(N_("its target (passive INT DR)")),
    "spanish": Msg(N_("the Spanish side")),
    "aztec": Msg(N_("the Aztec side")),
}

# The values an outcome's ``winner`` takes, per procedure where a drill asks who wins.
WINNERS: dict[str, tuple[tuple[str, Msg], ...]] = {
    "his/field-battle": (("attacker", SIDES["attacker"]), ("defender", SIDES["defender"])),
    "soe/attack": (
        ("attacker", SIDES["attacker"]),
        ("defender", SIDES["defender"]),
        ("tie", Msg(N_("a tie"))),
    ),
    "ccc/interception": (("active", SIDES["active"]), ("passive", SIDES["passive"])),
}


@dataclass(frozen=True)
class Goal:
    """What counts as a good result for the attacking side when two set-ups are compared."""

    text: Msg
    reached: Callable[[dict[str, Any]], bool]
    step: str  # the step that decides it (for the rule reference)


GOALS: dict[str, Goal] = {
    "his/field-battle": Goal(
        Msg(N_("the attacker wins the battle")), lambda o: o["winner"] == "attacker", "winner"
    ),
    "soe/attack": Goal(
        Msg(N_("the attacker wins the land combat")), lambda o: o["winner"] == "attacker", "land"
    ),
    "ccc/interception": Goal(
        Msg(N_("the intercepting fleet wins the INT DR")),
        lambda o: o["winner"] == "active",
        "int-dr",
    ),
    # The engine does not know the results table, so the comparison is of the final LC DRs.
    "ccc/land-combat": Goal(
        Msg(N_("the attacker's final LC DR is higher than the defender's")),
        lambda o: o["difference"] > 0,
        "round",
    ),
    "tenochtitlan/combat": Goal(
        Msg(N_("the first attack eliminates the defending unit")),
        lambda o: o["attacks"][0]["result"] == "eliminated",
        "result",
    ),
}


def side_name(side: str) -> Msg:
    """A side's name for questions (unknown ids are shown as a neutral phrase)."""
    return SIDES.get(side, Msg(N_("one side")))


class Percent(float):
    """A probability that formats itself as a percentage in the UI language when rendered."""

    def __format__(self, spec: str) -> str:
        return locales.format_percent(float(self))


def odds_text(probability: Fraction) -> Percent:
    """A probability as the player reads it: a percentage in the UI language (``47.2 %``);
    the exact fraction stays in the JSON of ``wartutor drill --json``."""
    return Percent(probability)


def dice_text(values: tuple[int, ...]) -> str:
    """Dice values as shown in questions."""
    return " ".join(str(value) for value in values)
