"""What drills say about each procedure: side names, winner options and the attacker's goal.

These are labels only; every number a drill shows comes from the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
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


# A side named as its game's glossary names it, where that differs from the common name.
PROCEDURE_SIDES: dict[str, dict[str, Msg]] = {
    "tenochtitlan/combat": {"defender": Msg(N_("the defending unit"))},
}


# Abbreviations that a question may show without a word of explanation, each explained the way
# its game's glossary does (ccc.term.pn: what PN stands for is not in our sources).
GLOSSES: dict[str, Msg] = {
    "PN": Msg(N_("PN is a value from your rulebook: no final LC DR may be lower.")),
}


def glossed(question):
    """``question`` with a line under it explaining each abbreviation of :data:`GLOSSES` that its
    text or its lines use."""
    english = " ".join(line.render(str) for line in (question.text, *question.details))
    notes = tuple(
        note for term, note in GLOSSES.items() if re.search(rf"\b{re.escape(term)}\b", english)
    )
    return replace(question, details=question.details + notes) if notes else question


def side_name(side: str, procedure: str = "") -> Msg:
    """A side's name for questions (unknown ids are shown as a neutral phrase)."""
    own = PROCEDURE_SIDES.get(procedure, {}).get(side)
    return own or SIDES.get(side, Msg(N_("one side")))


def actor_name(state) -> Msg | None:
    """Who decides at ``state``, named for the learner ("the attacker", "Hapsburg", "Fleet 2"),
    or None where the procedure does not say (both players, say)."""
    from engine.messages import SCENARIO_NAMES

    from .placeholders import placeholder

    prompt = state.prompt()
    actor = prompt.actor if prompt is not None else None
    if isinstance(actor, Msg) or actor is None:
        return actor
    if actor in SIDES:
        return side_name(actor, state.procedure)
    label = _choice_labels(state.procedure).get(actor)
    if label is not None:
        return Msg(label)
    return placeholder(actor) or (Msg(actor) if actor in SCENARIO_NAMES else None)


def chosen_line(state, action: str) -> Msg:
    """The decision ``action`` at ``state`` as one line: its step, who chose, and what."""
    label = next(a.label for a in state.prompt().actions if a.id == action)
    step, who = state.step_info().title, actor_name(state)
    if who is None:
        return Msg(N_("{step}: chosen “{action}”"), step=step, action=label)
    return Msg(N_("{step}, {side}: chosen “{action}”"), step=step, side=who, action=label)


@cache
def _choice_labels(procedure: str) -> dict[str, str]:
    """Every choice label of the procedure's declared schema (powers, say), by choice id."""
    from engine import registry

    labels: dict[str, str] = {}
    tables = [registry.get(procedure).schema]
    while tables:
        for item in tables.pop().fields:
            for ident, label in (item.choice_labels or {}).items():
                labels.setdefault(ident, label)
            if item.table is not None:
                tables.append(item.table)
    return labels


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
