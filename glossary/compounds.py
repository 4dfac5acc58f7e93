"""Splitting German compounds into parts the glossary knows.

A player types *Küstenbombardement* or *Kampfwürfelwurf*; neither is a term, but their parts
are words of the glossary's own German text. :func:`split_compound` finds the split into the
fewest known words (each at least four letters, longest first on ties), allowing the linking
letters German puts between parts (*Küste-n-bombardement*, *Angriff-s-kosten*) and an
inflection at the end. The vocabulary is the folded German words of the content (terms, seed
forms, definitions and chapter paragraphs): :func:`german_vocabulary`.
"""

from __future__ import annotations

import re
from functools import cache

from .fold import fold, words

__all__ = ["compound_parts", "finest_parts", "german_vocabulary", "split_compound", "split_words"]

MIN_PART = 4
MIN_COMPOUND = 8
_LINKS = ("", "s", "n", "en", "es", "e", "er")
_ENDINGS = ("", "n", "en", "e", "s", "es", "er", "ern", "nen")


def german_vocabulary(content) -> frozenset[str]:
    """The folded German words (of at least :data:`MIN_PART` letters) of ``content``."""
    found: set[str] = set()
    for entry in content.entries.values():
        for text in (entry.terms["de"], entry.definition["de"], entry.seed_form, *entry.seed_forms):
            found.update(words(text))
    for paragraph in content.paragraphs.values():
        found.update(words(paragraph.text["de"]))
    for section in content.sections.values():
        found.update(words(section.title["de"]))
    return frozenset(word for word in found if len(word) >= MIN_PART and not word.isdigit())


def split_compound(word: str, known: frozenset[str], *, indexing=False) -> list[str] | None:
    """The known parts of the folded ``word``, or None when it is too short or cannot be split
    into known words. A query word that is known itself stays whole; while ``indexing`` (a
    compound of the glossary, so known by definition) it is split all the same."""
    if len(word) < MIN_COMPOUND or (word in known and not indexing):
        return None
    return _split(word, known)


def finest_parts(word: str, known: frozenset[str], *, indexing=False) -> list[str] | None:
    """Like :func:`split_compound`, with every part that is a compound itself split again:
    *Landkampfwürfelwurf* gives ``land kampf wurfel wurf``."""
    parts = split_compound(word, known, indexing=indexing)
    if parts is None:
        return None
    return [small for part in parts for small in finest_parts(part, known, indexing=True) or [part]]


def compound_parts(word: str, known: frozenset[str]) -> list[str]:
    """Every known part of the glossary's compound ``word`` at every level, for the index:
    *Landkampfwurf* gives ``landkampf wurf land kampf``."""
    parts = split_compound(word, known, indexing=True) or []
    found = list(parts)
    for part in parts:
        found += [small for small in compound_parts(part, known) if small not in found]
    return found


def _split(word: str, known: frozenset[str]) -> list[str] | None:
    best: list[str] | None = None
    for ending in _ENDINGS:
        if ending and not word.endswith(ending):
            continue
        stem = word[: len(word) - len(ending)] if ending else word
        parts = _parts(stem, known)
        if parts is not None and len(parts) > 1 and (best is None or _better(parts, best)):
            best = list(parts)
    return best


def _better(parts: tuple[str, ...] | list[str], other: list[str]) -> bool:
    """Fewer parts first, then the longer first part."""
    return (len(parts), -len(parts[0])) < (len(other), -len(other[0]))


def _parts(stem: str, known: frozenset[str]) -> tuple[str, ...] | None:
    @cache
    def from_(start: int) -> tuple[str, ...] | None:
        if start == len(stem):
            return ()
        best = None
        for end in range(len(stem), start + MIN_PART - 1, -1):
            piece = stem[start:end]
            if piece not in known or len(piece) == len(stem):  # a part, not the whole
                continue
            for link in _LINKS:
                if link and not stem.startswith(link, end):
                    continue
                rest = from_(end + len(link))
                if rest is not None and (best is None or len(rest) + 1 < len(best)):
                    best = (piece, *rest)
        return best

    return from_(0)


_TOKENS = re.compile(r"\w+|\W+")


def split_words(text: str, known: frozenset[str]) -> str:
    """``text`` with every word that is an unknown compound replaced by its smallest known
    parts (:func:`finest_parts`): ``Kampfwürfelwurf`` gives ``kampf wurfel wurf``."""
    pieces = []
    for piece in _TOKENS.findall(text):
        parts = finest_parts(fold(piece), known) if piece[0].isalnum() else None
        pieces.append(" ".join(parts) if parts else piece)
    return "".join(pieces)
