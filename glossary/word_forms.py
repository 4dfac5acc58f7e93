"""Other forms of a query word in the terms: a derived word whose stem the stemmer keeps
apart (Russian *объявить* and the term *объявление атаки*, *ацтеки* and *ацтекский игрок*,
*атаковать* and *атака*; Italian *fortini* and *forte*).

A snowball stemmer joins the inflections of one word, not the words derived from it. Here a
meaningful query word of :data:`MIN_FORM` letters or more also matches, in the term fields,
the words whose stem starts with its stem, and the stems of :data:`MIN_FORM` letters or more
that start it. Such a match is weak evidence (like a word near a typo), but it counts the word
as matched in a question.
"""

from __future__ import annotations

import bisect

from .index_query import LANGS, _tokens, content_words

__all__ = ["MIN_FORM", "forms_and_beginnings", "related_forms"]

MIN_FORM = 5  # letters of a stem that may start a longer one, or be started by one
_MAX_EXTRA = 4  # letters a longer term word may add to the query's stem


def related_forms(text: str, lexicon) -> dict[str, set[tuple[str, str]]]:
    """For each meaningful word of ``text``, the (term field, token) pairs of the other words
    sharing its stem's beginning (see the module). ``lexicon(field)`` gives the field's
    words, sorted, and as a set."""
    return forms_and_beginnings(text, lexicon)[0]


def forms_and_beginnings(text: str, lexicon):
    """:func:`related_forms`, and apart the pairs among them that are only the beginning of a
    query word's stem (*Abfang* of *Abfangpriorität*): a part of the word, not the word in
    another form, so they do not name a term on their own (ranking.whole_headword)."""
    found: dict[str, set[tuple[str, str]]] = {}
    beginnings: set[tuple[str, str]] = set()
    for word in content_words(text)[1]:
        if len(word) < MIN_FORM or not word.isalpha():
            continue
        pairs = set()
        for lang in LANGS:
            name = f"t_{lang}"
            words, known = lexicon(name)
            for stem in _tokens(lang, word):
                if len(stem) < MIN_FORM:
                    continue
                start = bisect.bisect_left(words, stem)
                end = bisect.bisect_left(words, stem + "\U0010ffff", start)
                pairs.update(
                    (name, other) for other in words[start:end]
                    if other != stem and len(other) - len(stem) <= _MAX_EXTRA
                )  # fmt: skip
                heads = {(name, stem[:size]) for size in range(MIN_FORM, len(stem))
                         if stem[:size] in known}  # fmt: skip
                pairs |= heads
                beginnings |= heads
        if pairs:
            found[word] = pairs
    return found, beginnings
