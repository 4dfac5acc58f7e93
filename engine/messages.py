"""Translatable messages. The engine stores message ids and arguments, never prose.

``N_`` marks a string for extraction (babel keyword ``N_``) without translating it; the UI
translates a :class:`Msg` when it renders it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def N_(message: str) -> str:
    """Mark ``message`` for translation; returns it unchanged."""
    return message


@dataclass(frozen=True)
class Msg:
    """A message id with its arguments. Arguments may themselves be ``Msg``."""

    msgid: str
    args: tuple[tuple[str, Any], ...] = field(default=())

    def __init__(self, msgid: str, /, **args: Any):
        object.__setattr__(self, "msgid", msgid)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    def render(self, translate: Callable[[str], str]) -> str:
        """Translate the id and fill in the (recursively rendered) arguments."""
        values = {
            key: value.render(translate) if isinstance(value, Msg) else value
            for key, value in self.args
        }
        text = translate(self.msgid)
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.msgid.format(**values)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form: id and arguments."""
        return {
            "id": self.msgid,
            "args": {
                key: value.to_json() if isinstance(value, Msg) else value
                for key, value in self.args
            },
        }
