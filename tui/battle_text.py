"""Engine messages, values and outcomes of a battle as display text in the UI language.

Nothing here knows a procedure's rules: outcome keys are shown as labels, values as short text.
"""

from __future__ import annotations

from typing import Any

from engine.messages import N_, Msg
from engine.procedure import DiceGroup
from locales import _

# Labels of the odds summary keys and outcome keys of the registered procedures. Any other key
# is shown with its underscores as spaces (and translated when a catalog has it).
KNOWN_LABELS = (
    N_("attacker wins"),
    N_("defender wins"),
    N_("no battle"),
    N_("siege"),
    N_("expected losses attacker"),
    N_("expected losses defender"),
    N_("battle"),
    N_("winner"),
    N_("losses"),
    N_("survivors"),
    N_("captured leaders"),
    N_("retreat"),
    N_("must withdraw"),
    N_("withdrawn into fortifications"),
    N_("attacker action"),
    N_("attacker"),
    N_("defender"),
)


def render(message: Msg | None) -> str:
    """A message in the UI language ("" for None)."""
    return message.render(_) if message is not None else ""


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


def dice_group_text(group: DiceGroup) -> str:
    """One dice group: its label, how many dice and which faces hit."""
    text = _("{label}: {count} × d{sides}").format(
        label=render(group.label), count=group.count, sides=group.sides
    )
    if group.hit_min is not None and group.hit_min > 1:
        text += ", " + _("hit on {low}-{high}").format(low=group.hit_min, high=group.sides)
    return text


def move_text(move: dict[str, Any]) -> str:
    """One move of a walk (``{"action": id}`` or dice) as text."""
    if "action" in move:
        return _("action {action}").format(action=move["action"])
    dice = " ".join(map(str, move.get("dice", ())))
    if move.get("roll") == "engine":
        return _("engine roll: {dice}").format(dice=dice)
    return _("physical dice: {dice}").format(dice=dice)


def outcome_text(outcome: dict[str, Any], keys: list[str] | None = None) -> str:
    """An outcome in one line; ``keys`` limits it to the keys that tell outcomes apart."""
    parts = []
    for key, value in outcome.items():
        if keys is not None and key not in keys:
            continue
        if value in (None, False, [], {}):
            continue
        parts.append(f"{label(key)}: {value_text(value)}")
    return " · ".join(parts) or _("(no details)")


def outcome_lines(outcome: dict[str, Any]) -> list[str]:
    """A final outcome as lines ``key: value`` (empty values left out)."""
    return [
        f"{label(key)}: {value_text(value)}"
        for key, value in outcome.items()
        if value not in (None, False, [], {}) or key == "winner"
    ]
