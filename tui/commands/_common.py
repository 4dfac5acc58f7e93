"""Helpers shared by the engine commands (odds, resolve): choices, dice, JSON and rendering."""

from __future__ import annotations

import json
import re
import sys
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from engine.errors import ECHO_LIMIT, InputError, clipped
from engine.messages import N_, Msg
from engine.procedure import LogEntry
from locales import _
from tui.battle_text import sentence

FLAGS = {"dice": "--dice", "choices": "--choices"}
#: Arguments of the engine's messages about the flags that repeat the player's list (the choices
#: left over): cut like any echoed text.
ECHOED_ARGS = ("choices", "dice")
#: Digits a die's face may have; a longer number (``--dice 999…``) is named by its start.
MAX_DIE_DIGITS = 6


@contextmanager
def flag_errors():
    """Errors about the dice or the choices name their flag: ``--dice: …``, ``--choices: …``;
    the player's lists that they repeat are cut after :data:`ECHO_LIMIT` characters."""
    try:
        yield
    except InputError as error:
        if error.source in FLAGS:
            error.source = FLAGS[error.source]
        error.problem = _clipped_args(error.problem)
        raise


def _clipped_args(problem: Msg) -> Msg:
    args = dict(problem.args)
    long = [key for key in ECHOED_ARGS if isinstance(args.get(key), str)]
    if not any(len(args[key]) > ECHO_LIMIT for key in long):
        return problem
    args.update({key: clipped(args[key]) for key in long})
    if problem.plural:
        return Msg((problem.msgid, problem.plural), plural_by=problem.plural_by, **args)
    return Msg(problem.msgid, **args)


def flag_value(value: str | list | None) -> str | None:
    """A ``--dice`` or ``--choices`` value as typed. argparse drops a value of ``--``
    (``--dice --``, ``--dice=--``) and leaves an empty list: it is the text ``--``, which is
    then refused as any other bad value is."""
    return "--" if isinstance(value, list) else value


def parse_choices(text: str | None) -> list[str]:
    """Action ids from ``--choices A,B``.

    An id longer than any action's (:data:`ECHO_LIMIT` characters) is cut as messages repeat
    it: it is not legal anywhere, and the error names its start.
    """
    if not text:
        return []
    choices = [part.strip() for part in text.split(",")]
    if any(not part for part in choices):
        raise InputError("--choices", clipped(text), Msg(N_("empty action id in the list")))
    return [clipped(choice) for choice in choices]


class _LongDie(int):
    """A die typed with more digits than any die has faces (``999…``, thousands of them): it
    compares as a number out of every die's range, so the engine's check names the faces the
    die may show, and it is shown as typed, cut after :data:`ECHO_LIMIT` characters."""

    text: str

    def __new__(cls, text: str) -> _LongDie:
        far = 10**MAX_DIE_DIGITS
        die = super().__new__(cls, -far if text.startswith("-") else far)
        die.text = clipped(text)
        return die

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)


def parse_dice(text: str) -> list[int]:
    """Dice values from ``--dice 5,6,1`` (spaces allowed around or instead of the commas).

    An empty entry (``1,,2``, a comma at either end) is an error: a die is never dropped silently.
    """
    values = []
    for part in re.split(r"\s*,\s*|\s+", text.strip()):
        if not part:
            raise InputError("--dice", clipped(text), Msg(N_("empty entry in the list of dice")))
        digits = part[1:] if part[:1] in "+-" else part
        if not (digits.isascii() and digits.isdecimal()):  # (٣ or ² is no die typed)
            raise InputError("--dice", clipped(part), Msg(N_("not a whole number")))
        digits = digits.lstrip("0") or "0"
        if len(digits) > MAX_DIE_DIGITS:
            values.append(_LongDie(part))
        else:
            values.append(-int(digits) if part.startswith("-") else int(digits))
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
