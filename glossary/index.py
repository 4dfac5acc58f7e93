"""Tier 2 of search: an open whoosh full-text index and the hits it finds (whoosh is imported
only on the first call that needs it: here, in index_cache.py, index_query.py and
player_words.py).

Where the index comes from (the user cache, built into it, or built in memory) is
:mod:`glossary.index_cache`.
"""

from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass
from pathlib import Path

from .coverage import coverage, rarity_weights
from .index_query import build_fuzzy, build_query, near_unknown_words, query_evidence
from .player_words import uncommon
from .word_forms import forms_and_beginnings

__all__ = ["FullTextIndex", "IndexBroken", "RawHit"]


class IndexBroken(Exception):
    """The index failed while searching (corrupt files): it must be rebuilt."""


@dataclass(frozen=True, slots=True)
class RawHit:
    """One document found by whoosh, with the fields its matching terms came from."""

    id: str
    doctype: str  # "entry" or "paragraph"
    game: str
    kind: str
    score: float
    matched: tuple[tuple[str, str], ...]  # (field, word) pairs that matched, best field first
    fuzzy: bool
    coverage: float = 0.0  # the query's meaningful words it matched (see coverage.coverage)
    near: tuple[tuple[str, str], ...] = ()  # matched pairs that are near a word with a typo
    mapped: tuple[tuple[str, str], ...] = ()  # matched pairs only a player's word maps to
    beginnings: tuple[tuple[str, str], ...] = ()  # matched pairs only a query word starts with

    @property
    def fields(self) -> tuple[str, ...]:
        """The names of the fields that matched, best evidence first."""
        return tuple(dict.fromkeys(name for name, _ in self.matched))


class FullTextIndex:
    """An open whoosh index; ``search`` is safe to call from several threads."""

    def __init__(self, index, location: str, path: Path | None = None):
        self._index = index
        self._lock = threading.Lock()
        self._searcher = None
        self._lexicons: dict[str, tuple[list[str], frozenset[str]]] = {}
        self.location = location  # "cache", "built" (just built into the cache) or "memory"
        self.path = path

    def doc_count(self) -> int:
        """How many documents (entries and paragraphs) the index holds."""
        return self._index.doc_count()

    def search(self, query: str, *, game=None, limit: int = 10, exact=False, mapped=None):
        """Documents matching ``query`` as :class:`RawHit`, best first. ``mapped`` holds, for
        a player's word in the query, the (field, token) pairs of the words our texts use.

        Fuzzy matching on the term fields runs only when nothing matches otherwise, and never
        with ``exact=True``. Raises :class:`IndexBroken` when the index data cannot be read.
        """
        from whoosh.query import Term

        filter_ = Term("game", game) if game else None
        try:
            with self._lock:
                if self._searcher is None:
                    self._searcher = self._index.searcher()
                near, beginnings = {}, set()
                if not exact:
                    near = near_unknown_words(query, self._known, self._near_words)
                    forms, beginnings = forms_and_beginnings(query, self._lexicon)
                    for word, pairs in forms.items():
                        near[word] = near.get(word, set()) | pairs
                if mapped:  # a player's word: its mapped words, unless common in the texts
                    frequency, documents = self._searcher.doc_frequency, self._searcher.doc_count()
                    mapped = uncommon(query, mapped, frequency, documents)
                mapped = mapped or {}
                built = build_query(query, near, self._known, mapped)
                if built is None:
                    return []
                evidence = query_evidence(query, near, mapped)
                weights = rarity_weights(evidence, self._frequency, self._searcher.doc_count())
                typos = {pair for pairs in near.values() for pair in pairs}
                weak = {pair for pairs in mapped.values() for pair in pairs}
                hits = self._run(
                    built, filter_, limit, False, evidence, typos, weak, weights, beginnings
                )
                if not hits and not exact:
                    fallback = build_fuzzy(query, self._near_words)
                    if fallback is not None:
                        hits = self._run(fallback, filter_, limit, fuzzy=True)
                return hits
        except Exception as error:  # whoosh raises many kinds of errors on bad files
            raise IndexBroken(str(error)) from error

    def _lexicon(self, field: str) -> tuple[list[str], frozenset[str]]:
        """The words of ``field``, sorted and as a set (read once)."""
        found = self._lexicons.get(field)
        if found is None:
            words = sorted(term.decode("utf-8") for term in self._searcher.reader().lexicon(field))
            found = self._lexicons[field] = (words, frozenset(words))
        return found

    def _known(self, field: str, token: str) -> bool:
        """Whether ``field`` holds ``token``."""
        return token in self._lexicon(field)[1]

    def _frequency(self, field: str, token: str) -> int:
        """How many documents hold ``token`` in ``field`` (a token the field lacks: 0, without
        asking whoosh)."""
        return self._searcher.doc_frequency(field, token) if self._known(field, token) else 0

    def _near_words(self, field: str, token: str, edits: int) -> list[tuple[str, int]]:
        """Words of ``field`` sharing the first two letters of ``token`` and within ``edits``
        (optimal string alignment distance: a swapped pair is one edit)."""
        from rapidfuzz import process
        from rapidfuzz.distance import OSA

        lexicon = self._lexicon(field)[0]
        start = bisect.bisect_left(lexicon, token[:2])
        end = bisect.bisect_left(lexicon, token[:2] + "\U0010ffff", start)
        found = process.extract(
            token, lexicon[start:end], scorer=OSA.distance, score_cutoff=edits, limit=None
        )
        return [(word, distance) for word, distance, _ in found]

    def _run(
        self, query, filter_, limit, fuzzy, evidence=(), typos=frozenset(), weak=frozenset(),
        weights=None, beginnings=frozenset(),
    ):  # fmt: skip
        results = self._searcher.search(query, filter=filter_, limit=limit, terms=True)
        # a word matched only through a player's word, near a typo or as a derived form counts
        # less in a question's coverage
        weaker = weak | typos
        hits = []
        for hit in results:
            stored = hit.fields()
            matched = sorted(
                {(name, word.decode("utf-8")) for name, word in hit.matched_terms()},
                key=lambda pair: (_field_order(pair[0]), pair[1]),
            )
            hits.append(
                RawHit(
                    id=stored["id"],
                    doctype=stored["doctype"],
                    game=stored["game"],
                    kind=stored["kind"],
                    score=float(hit.score),
                    matched=tuple(matched),
                    fuzzy=fuzzy,
                    coverage=coverage(evidence, matched, weaker, weights),
                    near=tuple(pair for pair in matched if pair in typos),
                    mapped=tuple(pair for pair in matched if pair in weak),
                    beginnings=tuple(pair for pair in matched if pair in beginnings),
                )
            )
        return hits

    def close(self) -> None:
        """Release the searcher (and its open files)."""
        with self._lock:
            if self._searcher is not None:
                self._searcher.close()
                self._searcher = None


def _field_order(name: str) -> tuple[int, str]:
    order = {"abbr": 0, "seed": 2, "tails": 3, "split": 3, "parts": 4}
    if name.startswith("t_"):
        return (1, name)
    return (order.get(name, 5), name)
