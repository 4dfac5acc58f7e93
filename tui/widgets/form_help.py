"""The setup form's help line for a field: its help (written for scenario files) in the words of
the form, where its value comes from, its range and the step whose rule it follows."""

from __future__ import annotations

import re

from engine.schema import Field
from locales import _

from .form_inputs import choice_label


def field_help(field: Field) -> str:
    """A field's help line: what it is, where its value comes from, its range and the step whose
    rule it follows (the section only: the form is that procedure's)."""
    from glossary.rule_refs import rule_place

    parts = [_in_form_words(field, _(field.help).format()) if field.help else ""]
    if field.from_chart:
        parts.append(_("from your game's chart"))
    if field.minimum is not None and field.maximum is not None and field.type == "int":
        parts.append(
            _("{minimum} to {maximum}").format(minimum=field.minimum, maximum=field.maximum)
        )
    if field.rule:
        parts.append(f"[{rule_place(field.rule, section_only=True)}]")
    return " · ".join(part for part in parts if part)


def _in_form_words(field: Field, text: str) -> str:
    """A field's help, written for scenario files, in the words of the form: a choice's value
    as the form shows it ("basic" -> "basic game"; its first mention, where the help lists the
    values), and true / false as a box that is ticked or not."""
    if field.type == "bool":
        text = re.sub(r"\btrue\b", _("ticked"), text)
        return re.sub(r"\bfalse\b", _("not ticked"), text)
    for choice in sorted(field.choices, key=len, reverse=True):  # (longest first: naval-base)
        shown = choice_label(field, choice)
        if shown == choice or "<" in choice:
            continue

        def label(match: re.Match, shown: str = shown) -> str:
            # a note after the value that the label already holds goes ("normal (non-red)")
            return shown if "(" in shown else shown + (match.group(1) or "")

        value = rf"(?<![\w-]){re.escape(choice)}(?![\w-])( \([^()]*\))?"
        text = re.sub(value, label, text, count=1)  # (the list of values comes first)
    return text
