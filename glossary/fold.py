"""Text folding shared by both search tiers.

Folding makes the forms a player may type compare equal: case (``casefold``, which also turns
``ß`` into ``ss``), accents (``ä``→``a``, ``è``→``e``), Russian ``ё``→``е``. The Russian
``й`` keeps its breve, because it is a letter of its own and the Russian stemmer needs it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["compact", "fold", "fold_char", "has_cyrillic", "words"]

_KEEP = frozenset("йЙ")
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_WORD = re.compile(r"\w+", re.UNICODE)
_SPACES = re.compile(r"[\s\-‐‑‒–—_/·.,;:'’‘\"«»„“”()\[\]]+")


@lru_cache(maxsize=4096)
def fold_char(char: str) -> str:
    """Fold one character: lower case, accents removed, ё→е, ß→ss (may return two letters)."""
    if char in _KEEP:
        return "й"
    decomposed = unicodedata.normalize("NFD", char.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Fold ``text`` for matching; punctuation is kept, white space is collapsed to one space.

    >>> fold("Landkämpfe"), fold("ЁЛКА"), fold("Straße"), fold("città")
    ('landkampfe', 'елка', 'strasse', 'citta')
    """
    if text.isascii():
        return " ".join(text.lower().split())
    return " ".join("".join(fold_char(c) for c in text).split())


def words(text: str) -> list[str]:
    """The folded words of ``text`` (letters and digits only)."""
    return _WORD.findall(fold(text))


def compact(text: str) -> str:
    """Fold ``text`` and drop spaces and punctuation: ``"LC DR"`` and ``"lc-dr"`` give ``lcdr``."""
    return _SPACES.sub("", fold(text))


def has_cyrillic(text: str) -> bool:
    """Whether ``text`` holds a Cyrillic letter (a Russian word, or an abbreviation such as
    «ИНТ ДР»)."""
    return _CYRILLIC.search(text) is not None
