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


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message whose noun follows a count (babel keyword ``Nn_``, like ``ngettext``):
    ``Msg(Nn_("{count} unit", "{count} units"), count=n)``."""
    return singular, plural


def _english_plural(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def _plural_function(translate: Callable[[str], str]) -> Callable[[str, str, int], str]:
    """The ``ngettext`` that goes with ``translate`` (a function carrying an ``ngettext``
    attribute, or a bound ``gettext`` of a translations object), else English rules."""
    for owner in (translate, getattr(translate, "__self__", None)):
        found = getattr(owner, "ngettext", None)
        if callable(found):
            return found
    return _english_plural


@dataclass(frozen=True)
class Msg:
    """A message id with its arguments. Arguments may themselves be ``Msg``.

    A message marked with :func:`Nn_` has a plural form too, chosen by the argument named
    ``plural_by`` (default ``count``): ``1 unit``, ``2 units``, and in Russian three forms.
    """

    msgid: str
    args: tuple[tuple[str, Any], ...] = field(default=())
    plural: str = ""
    plural_by: str = ""

    def __init__(self, msgid: str | tuple[str, str], /, plural_by: str = "count", **args: Any):
        if isinstance(msgid, tuple):
            msgid, plural = msgid
            object.__setattr__(self, "plural", plural)
            object.__setattr__(self, "plural_by", plural_by)
        else:
            object.__setattr__(self, "plural", "")
            object.__setattr__(self, "plural_by", "")
        object.__setattr__(self, "msgid", msgid)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    def render(self, translate: Callable[[str], str]) -> str:
        """Translate the id (its plural form for the count) and fill in the (recursively
        rendered) arguments."""
        values = {key: _rendered(value, translate) for key, value in self.args}
        if self.plural:
            count = dict(self.args).get(self.plural_by)
            count = count if isinstance(count, int) else 2
            text = _plural_function(translate)(self.msgid, self.plural, count)
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return _english_plural(self.msgid, self.plural, count).format(**values)
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


#: Names written in the scenarios that ship with wartutor (its examples and each procedure's
#: default set-up): powers, regions, fleets, leaders, and the examples' placeholder modifier
#: sources. An argument that is one of them is shown in the UI language; any other name or
#: source a player gives stays as written.
SCENARIO_NAMES = frozenset(
    {
        N_("Austria"),
        N_("Blackbeard's fleet"),
        N_("Britain"),
        N_("Buccaneers of Tortuga"),
        N_("Charles V"),
        N_("Dutch fleet"),
        N_("England"),
        N_("English fleet"),
        N_("Ferdinand"),
        N_("Flanders"),
        N_("France"),
        N_("Francis I"),
        N_("French fleet"),
        N_("German States"),
        N_("Henry VIII"),
        N_("Italy"),
        N_("Montmorency"),
        N_("Morgan's fleet"),
        N_("Native army"),
        N_("Portugal"),
        N_("Prussia"),
        N_("Spain"),
        N_("Spanish fleet"),
        N_("Spanish treasure fleet"),
        N_("Suleiman"),
        N_("example card"),
        N_("placeholder non-red card"),
        N_("placeholder reaction card"),
        N_("placeholder: a charge's effect as your rulebook gives it"),
        N_("placeholder: an entry from your interception chart"),
        N_("placeholder: an entry from your land combat chart"),
        N_("placeholder: an entry that counts only for the passive INT DR"),
        N_("placeholder: the siege bonus as your rulebook gives it"),
        N_("placeholder: what the card's text gives"),
        N_("placeholder: what the reaction card's text gives"),
    }
)


def _rendered(value: Any, translate: Callable[[str], str]) -> Any:
    """A message argument as shown: a Msg rendered, a shipped scenario name translated."""
    if isinstance(value, Msg):
        return value.render(translate)
    if isinstance(value, str) and value in SCENARIO_NAMES:
        return translate(value)
    return value


def capitalized(text: str) -> str:
    """``text`` with a capital first letter, for a message that stands as a sentence: one that
    starts with a name written in lower case in some languages ("flotta inglese vince…")."""
    return text[:1].upper() + text[1:]
