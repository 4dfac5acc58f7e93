"""A query typed with the other keyboard layout still on: «ЯЩС» for *ZOC*, «ДС ВК» for *LC DR*
(Russian ЙЦУКЕН over the Latin QWERTY keys), or *pjyf* for «зона».

:func:`other_layout` gives the text the same keys type on the other layout; search tries it
when the query as typed finds nothing (glossary.search)."""

from __future__ import annotations

__all__ = ["other_layout"]

_LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_CYRILLIC = "йцукенгшщзхъфывапролджэячсмитьбюё"
_TO_LATIN = dict(zip(_CYRILLIC, _LATIN, strict=True))
_TO_CYRILLIC = {latin: cyrillic for cyrillic, latin in _TO_LATIN.items()}


def other_layout(text: str, *, to_cyrillic: bool = False) -> str | None:
    """``text`` as the same keys type it on the other layout: Cyrillic letters become the
    Latin ones on their keys (the default), or with ``to_cyrillic`` Latin letters the Cyrillic
    ones. None when the text has letters of the other script, or none to change."""
    table = _TO_CYRILLIC if to_cyrillic else _TO_LATIN
    keep = _TO_LATIN if to_cyrillic else _TO_CYRILLIC  # the letters of the target script
    swapped, changed = [], False
    for char in text:
        lower = char.lower()
        if lower in table and lower.isalpha():
            swapped.append(table[lower].upper() if char.isupper() else table[lower])
            changed = True
        elif lower in keep and lower.isalpha():
            return None  # mixed scripts: typed on purpose
        else:
            swapped.append(char)
    return "".join(swapped) if changed else None
