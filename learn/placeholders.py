"""The names a drill gives to what its random scenario leaves unnamed, in every language.

A drill's scenario is drawn once and shown again later, after the learner may have switched the
UI language. So the scenario holds each placeholder name in one neutral form, the English text
of its message ("Card A", "General B", "Fleet 2", "Chart modifier 1"), and the name is put into
words when it is shown: :func:`localized` turns every such name inside a message into a message
of its own, rendered in the UI language of the moment; :func:`placeholder` does it for one name.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import Any

from engine.messages import N_, Msg

#: The name given to a row of a list of tables (by the list's key) that a drill leaves unnamed.
#: A leader is a "General": "best leader: General A" reads well where "best leader: Leader A"
#: (or the engine's "a leader with battle rating 2") would say the same word twice.
ROW_NAMES = {
    "cards": N_("Card {letter}"),
    "leaders": N_("General {letter}"),
    "fleets": N_("Fleet {number}"),
}
#: The source of a chart modifier, which a scenario must name.
CHART_MODIFIER = N_("Chart modifier {number}")
MESSAGES = (*ROW_NAMES.values(), CHART_MODIFIER)
_VALUES = {"letter": "[A-Z]", "number": "[0-9]+"}


def neutral(message: str, **values: Any) -> str:
    """The placeholder name as a scenario holds it: ``message`` filled in, untranslated."""
    return message.format(**values)


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    found = []
    for message in MESSAGES:
        pattern = re.escape(message)
        for key, value in _VALUES.items():
            pattern = pattern.replace(re.escape("{" + key + "}"), f"(?P<{key}>{value})")
        found.append((re.compile(pattern), message))
    return tuple(found)


def placeholder(text: str) -> Msg | None:
    """The message behind a placeholder name written by a drill ("Card A"), or None."""
    for pattern, message in _patterns():
        match = pattern.fullmatch(text)
        if match:
            return Msg(message, **match.groupdict())
    return None


def localized(value: Any) -> Any:
    """``value`` with every placeholder name in it (a message argument, or a message that is
    only a name) turned into its message, so that it is shown in the UI language."""
    if isinstance(value, str):
        return placeholder(value) or value
    if type(value) is not Msg:  # (a message of its own kind, a rule's place, say: as it is)
        return value
    if not value.args:
        return placeholder(value.msgid) or value
    args = {key: localized(argument) for key, argument in value.args}
    if args == dict(value.args):
        return value
    if value.plural:
        return Msg((value.msgid, value.plural), plural_by=value.plural_by, **args)
    return Msg(value.msgid, **args)


def localized_question(question):
    """A drill's :class:`~learn.drills_question.Question` with its placeholder names localized."""
    return replace(
        question,
        text=localized(question.text),
        options=tuple((ident, localized(text)) for ident, text in question.options),
        explanation=tuple(localized(line) for line in question.explanation),
        details=tuple(localized(line) for line in question.details),
    )
