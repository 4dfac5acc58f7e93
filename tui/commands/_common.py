"""Helpers shared by the engine commands (odds, resolve): choices, dice, JSON and rendering."""

from __future__ import annotations

import json
import re
import sys
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from engine.errors import InputError
from engine.messages import N_, Msg
from engine.procedure import LogEntry
from locales import _
from tui.battle_text import sentence

FLAGS = {"dice": "--dice", "choices": "--choices"}


@contextmanager
def flag_errors():
    """Errors about the dice or the choices name their flag: ``--dice: …``, ``--choices: …``."""
    try:
        yield
    except InputError as error:
        if error.source in FLAGS:
            error.source = FLAGS[error.source]
        raise


def parse_choices(text: str | None) -> list[str]:
    """Action ids from ``--choices A,B``."""
    if not text:
        return []
    choices = [part.strip() for part in text.split(",")]
    if any(not part for part in choices):
        raise InputError("--choices", text, Msg(N_("empty action id in the list")))
    return choices


def parse_dice(text: str) -> list[int]:
    """Dice values from ``--dice 5,6,1`` (spaces allowed around or instead of the commas).

    An empty entry (``1,,2``, a comma at either end) is an error: a die is never dropped silently.
    """
    values = []
    for part in re.split(r"\s*,\s*|\s+", text.strip()):
        if not part:
            raise InputError("--dice", text, Msg(N_("empty entry in the list of dice")))
        try:
            values.append(int(part))
        except ValueError:
            raise InputError("--dice", part, Msg(N_("not a whole number"))) from None
    return values


def fraction_json(value: Fraction) -> dict[str, Any]:
    """An exact probability as ``{"probability": "p/q", "p": float}``."""
    return {"probability": f"{value.numerator}/{value.denominator}", "p": float(value)}


def summary_json(summary: dict[str, Any]) -> dict[str, Any]:
    """Summary values: Fractions become "p/q" strings."""
    return {
        key: f"{value.numerator}/{value.denominator}" if isinstance(value, Fraction) else value
        for key, value in summary.items()
    }


def log_line(entry: LogEntry) -> str:
    """One readable log line: the rule's place in words, the message and the dice."""
    from glossary.rule_refs import rule_place

    text = sentence(entry.message)
    if entry.dice:
        text += "  " + _("dice: {dice}").format(dice=" ".join(map(str, entry.dice)))
    return f"[{rule_place(entry.rule)}] {text}" if entry.rule else text


def log_json(entry: LogEntry) -> dict[str, Any]:
    """A log entry as JSON: message id and args, rendered text, rule and dice."""
    return {
        "message": entry.message.to_json(),
        "text": sentence(entry.message),
        "rule": entry.rule,
        "dice": list(entry.dice),
    }


def print_json(data: Any) -> None:
    """Write JSON to stdout."""
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
