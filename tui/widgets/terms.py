"""Find glossary terms inside a paragraph's text, so that the reader can highlight them.

A paragraph lists the glossary ids it mentions (``terms``); this module looks for each entry's
forms in the paragraph's text in one language: the term in that language, the seed's own forms
where that language is official for the entry, and its abbreviations. Inflected forms are
found with a loose word-stem match (``сухопутного боя`` for ``сухопутный бой``, ``Landkampfes``
for ``Landkampf``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_WORD = re.compile(r"\w+|[^\w\s]+")


@dataclass(frozen=True)
class TermSpan:
    """A found term: ``text[start:end]`` mentions the entry ``entry_id``."""

    start: int
    end: int
    entry_id: str


def entry_forms(entry, lang: str) -> list[str]:
    """The forms of ``entry`` worth looking for in text written in ``lang``."""
    forms = [entry.terms.get(lang, "")]
    if lang in entry.official:
        forms.append(entry.seed_form)
        forms.extend(entry.seed_forms)
    forms.extend(entry.abbr)
    seen: list[str] = []
    for form in forms:
        form = form.strip()
        if form and form not in seen:
            seen.append(form)
    return seen


@lru_cache(maxsize=4096)
def form_pattern(form: str, exact: bool = False) -> re.Pattern:
    """A regex for ``form`` that tolerates inflected word endings (unless ``exact``)."""
    parts = []
    for word in _WORD.findall(form):
        if not word[0].isalnum() and word[0] != "_":
            parts.append(re.escape(word))
        elif exact or word.isupper() or any(char.isdigit() for char in word):
            parts.append(re.escape(word))
        elif len(word) >= 6:
            parts.append(re.escape(word[:-2]) + r"\w{0,4}")
        elif len(word) >= 4:
            parts.append(re.escape(word[:-1]) + r"\w{0,3}")
        else:
            parts.append(re.escape(word) + r"\w{0,2}")
    body = r"[\s\-]*".join(parts) if parts else re.escape(form)
    flags = 0 if exact else re.IGNORECASE
    return re.compile(rf"(?<!\w){body}(?!\w)", flags)


def find_terms(text: str, entries: list, lang: str) -> list[TermSpan]:
    """Where the given entries are mentioned in ``text``: non-overlapping spans, in text order.

    Longer mentions win over shorter ones that overlap them; each entry's first mention is
    enough, but every mention is returned.
    """
    candidates: list[TermSpan] = []
    for entry in entries:
        for form in entry_forms(entry, lang):
            exact = form in entry.abbr
            for match in form_pattern(form, exact).finditer(text):
                if match.end() > match.start():
                    candidates.append(TermSpan(match.start(), match.end(), entry.id))
    candidates.sort(key=lambda span: (-(span.end - span.start), span.start))
    chosen: list[TermSpan] = []
    for span in candidates:
        if all(span.end <= other.start or span.start >= other.end for other in chosen):
            chosen.append(span)
    chosen.sort(key=lambda span: span.start)
    return chosen
