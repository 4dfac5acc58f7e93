"""The problems Python's TOML reader reports, in words the UI translates.

``tomllib`` words its errors in English ("Invalid statement (at line 3, column 1)"); a scenario
file's error is shown to the player in the UI language, so each of its messages is mapped here to
one of ours. A message this table does not know (a newer Python's) is shown as it is.
"""

from __future__ import annotations

import re

from .messages import N_, Msg

__all__ = ["toml_words"]

_SAME = {
    "Cannot overwrite a value": N_("a key is given a value twice"),
    "Escaped character is not a Unicode scalar value": N_("an escaped character is not valid"),
    "Expected newline or end of document after a statement": N_(
        "a line goes on after its value (one key = value per line)"
    ),
    "Expected '=' after a key in a key/value pair": N_("a key must be followed by ="),
    "Expected ']' at the end of a table declaration": N_("a table's name must end with ]"),
    "Expected ']]' at the end of an array declaration": N_("a table list's name must end with ]]"),
    "Invalid date or datetime": N_("a date or time is not valid"),
    "Invalid hex value": N_("a hexadecimal value is not valid"),
    "Invalid initial character for a key part": N_(
        "a key starts with a character keys cannot have"
    ),
    "Invalid statement": N_("this line is neither key = value nor a [table]"),
    "Invalid value": N_("the value is not valid (text needs quotes)"),
    "Unclosed array": N_("a list is not closed with ]"),
    "Unclosed inline table": N_("a table in braces is not closed with }}"),
    "Unescaped '\\' in a string": N_("a \\ in text must be written \\\\"),
    "Unterminated string": N_("a text is not closed with its quote"),
}

_PATTERNS = (
    (re.compile(r"Cannot declare (.+) twice"), N_("{value} is declared twice")),
    (re.compile(r"Cannot mutate immutable namespace (.+)"), N_("{value} cannot be changed here")),
    (re.compile(r"Cannot redefine namespace (.+)"), N_("{value} is defined twice")),
    (re.compile(r"Duplicate inline table key (.+)"), N_("the key {value} is given twice")),
    (re.compile(r"Expected (.+)"), N_("expected {value}")),
    (re.compile(r"Found invalid character (.+)"), N_("the character {value} is not allowed here")),
    (re.compile(r"Illegal character (.+)"), N_("the character {value} is not allowed here")),
)


def toml_words(detail: str) -> Msg | str:
    """``tomllib``'s message ``detail`` (without its place) as a message of ours, or itself."""
    if detail == "Illegal character '\\n'":  # (a line break inside a quoted text)
        return Msg(N_("a text is not closed with its quote on its line"))
    if detail in _SAME:
        return Msg(_SAME[detail])
    for pattern, msgid in _PATTERNS:
        found = pattern.fullmatch(detail)
        if found:
            return Msg(msgid, value=found.group(1))
    return detail
