"""Messages the battle panels send to the battle screen (dataclass messages)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message


@dataclass
class ActionChosen(Message):
    """The player chose a legal action (a button, a number key or a playable card)."""

    action: str


@dataclass
class DiceEntered(Message):
    """The player typed physical dice."""

    text: str


@dataclass
class RollRequested(Message):
    """The player asked the engine to roll."""


@dataclass
class RuleSelected(Message):
    """The player selected an entry with a rule reference (open that paragraph)."""

    rule: str
