"""Engine messages, dice, moves and outcomes of a battle as display text in the UI language.

Nothing here knows a procedure's rules: each procedure words its own outcomes
(``ProcedureSpec.words``); a procedure without words is shown key by key.
"""

from __future__ import annotations

from typing import Any

from engine import registry
from engine.messages import Msg, capitalized
from engine.procedure import DiceGroup, State
from locales import _


def render(message: Msg | None) -> str:
    """A message in the UI language ("" for None)."""
    return message.render(_) if message is not None else ""


def sentence(message: Msg | None) -> str:
    """A message that stands as a sentence (a log entry, a prompt), rendered in the UI language
    with a capital first letter: "{fleet} wins the INT DR" starts with a fleet's name, which in
    Italian or Russian is written in lower case ("flotta inglese")."""
    return capitalized(render(message))


def label(key: str) -> str:
    """A summary or outcome key as a translated label: ``attacker_wins`` -> "attacker wins"."""
    return _(key.replace("_", " ").replace("-", " "))


def value_text(value: Any) -> str:
    """A value of an outcome dict as short text."""
    if value is True:
        return _("yes")
    if value is False:
        return _("no")
    if value is None:
        return "-"
    if isinstance(value, str):
        return _(value)
    if isinstance(value, dict):
        if set(value) >= {"name"}:
            return str(value["name"])
        return ", ".join(f"{label(str(k))} {value_text(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "; ".join(value_text(item) for item in value) or "-"
    return str(value)


def report_sides(report) -> list[tuple[str, int | None, tuple]]:
    """A modifier report (``State.modifiers()``) side by side, in its order: each side with
    its total (None when it has none) and its modifiers."""
    totals = dict(report.totals)
    sides = dict.fromkeys([*totals, *(mod.side for mod in report.modifiers)])
    return [(side, totals.get(side), report.for_side(side)) for side in sides]


def dice_group_text(group: DiceGroup) -> str:
    """One dice group: its label, how many dice and which faces hit."""
    text = _("{label} — {count} × d{sides}").format(
        label=render(group.label), count=group.count, sides=group.sides
    )
    if group.hit_min is not None and group.hit_min > 1:
        faces = _("hit on {low}-{high}") if group.hits else _("an effect on {low}-{high}")
        text += ", " + faces.format(low=group.hit_min, high=group.sides)
    return text


def move_text(move: dict[str, Any], before: State | None = None) -> str:
    """One move of a walk (``{"action": id}`` or dice) as text: an action by its label in the
    state ``before`` it (when given and the action is offered there)."""
    if "action" in move:
        prompt = before.prompt() if before is not None else None
        for action in prompt.actions if prompt is not None else ():
            if action.id == move["action"]:
                return render(action.label)
        return _("action {action}").format(action=move["action"])
    dice = " ".join(map(str, move.get("dice", ())))
    if move.get("roll") == "engine":
        return _("engine roll: {dice}").format(dice=dice)
    return _("physical dice: {dice}").format(dice=dice)


def outcome_sentences(procedure: str, outcome: dict[str, Any]) -> list[str]:
    """A final outcome as sentences in the UI language, worded by its procedure; each starts
    with a capital letter, as a log entry does ("Fleet 1 tries to intercept fleet 2")."""
    spec = registry.get(procedure)
    if spec is not None and spec.words is not None:
        return [sentence(message) for message in spec.words.sentences(outcome)]
    return [
        f"{label(key)}: {value_text(value)}"
        for key, value in outcome.items()
        if value not in (None, False, [], {})
    ]


def outcome_text(procedure: str, outcome: dict[str, Any]) -> str:
    """A final outcome in one line: its sentences joined by " · "."""
    return " · ".join(outcome_sentences(procedure, outcome)) or _("(no details)")
