"""Tier 1 of search: an in-memory table of headwords for instant lookup as you type.

The table holds every term (all four languages), seed form, abbreviation and card name of the
glossary, folded with :mod:`glossary.fold`. A lookup tries, in this order of rank:

1. exact: the folded query equals a headword (spaces and punctuation ignored, so ``lcdr``
   equals ``LC DR``);
2. prefix: the query starts a headword, or (3 letters or more) a later word of it;
3. fuzzy: the query is within a small number of edits of a headword, then of one of its words,
   where a swapped pair of neighbouring letters counts as one edit (optimal string alignment
   distance, from rapidfuzz), then within one edit of the start of a headword.

Within one rank, a match in the UI language and a match in the current game come first.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass

from .fold import compact, fold, words
from .headword_forms import ABBR, Headword, headwords_of
from .headword_keys import NearKeys, Prefixes

__all__ = [
    "ABBR", "EXACT", "FUZZY", "FUZZY_PREFIX", "FUZZY_WORD", "PREFIX", "WORD_PREFIX", "Headword",
    "HeadwordTable", "Match",
]  # fmt: skip

EXACT, PREFIX, WORD_PREFIX, FUZZY, FUZZY_WORD, FUZZY_PREFIX = range(6)
#: Score reported for each rank (before the closeness of the match is added).
_BASE_SCORE = {
    EXACT: 1.0, PREFIX: 0.6, WORD_PREFIX: 0.45, FUZZY: 0.35, FUZZY_WORD: 0.25, FUZZY_PREFIX: 0.2
}  # fmt: skip
#: Queries shorter than this only match whole headwords or their starts.
MIN_WORD_PREFIX = 3
#: Queries shorter than this are never matched fuzzily.
MIN_FUZZY = 4


def max_edits(length: int) -> int:
    """How many edits a fuzzy match of a query of ``length`` letters may need."""
    if length < MIN_FUZZY:
        return 0
    return 1 if length < 7 else 2


@dataclass(frozen=True, slots=True)
class Match:
    """A tier-1 match: the entry, the form that matched and how well."""

    entry_id: str
    game: str
    form: str
    lang: str  # a language code, or "abbr" for an abbreviation
    rank: int  # EXACT, PREFIX, WORD_PREFIX, FUZZY, FUZZY_WORD or FUZZY_PREFIX
    distance: int
    score: float


class HeadwordTable:
    """Folded headwords with exact, prefix and fuzzy lookup."""

    def __init__(self, headwords: Iterable[Headword]):
        self._records: list[Headword] = []
        self._folded: list[str] = []
        self._exact: dict[str, list[int]] = {}
        self._whole_words: set[str] = set()
        head_keys: list[tuple[str, int]] = []
        word_keys: list[tuple[str, int]] = []
        fuzzy: dict[str, list[int]] = {}
        fuzzy_words: dict[str, list[int]] = {}
        seen: set[tuple[str, str]] = set()
        for record in headwords:
            folded = fold(record.form)
            if not folded or (record.entry_id, folded) in seen:
                continue
            seen.add((record.entry_id, folded))
            index = len(self._records)
            self._records.append(record)
            self._folded.append(folded)
            self._exact.setdefault(compact(folded), []).append(index)
            head_keys.append((folded, index))
            if compact(folded) != folded:
                head_keys.append((compact(folded), index))
            fuzzy.setdefault(folded, []).append(index)
            parts = words(folded)
            self._whole_words.update(parts)
            for position, word in enumerate(parts):
                if len(word) >= MIN_FUZZY and len(parts) > 1:
                    fuzzy_words.setdefault(word, []).append(index)
                if position:
                    word_keys.append((" ".join(parts[position:]), index))
        # shorter headwords first among equal matches: each record's place in that order
        order = sorted(range(len(self._folded)), key=lambda index: len(self._folded[index]))
        rank_of = [0] * len(order)
        for place, index in enumerate(order):
            rank_of[index] = place
        self._rank_of = rank_of
        self._heads = Prefixes(head_keys, rank_of)
        self._words = Prefixes(word_keys, rank_of)
        self._near = NearKeys(fuzzy, rank_of)
        self._near_words = NearKeys(fuzzy_words, rank_of)
        self._truncated: dict[int, NearKeys] = {}

    def __len__(self) -> int:
        return len(self._records)

    def is_word_or_part(self, word: str) -> bool:
        """Whether ``word`` (folded) is a whole word of some headword, or a later part of one
        (a compound's inner or last part: ``kampf`` in *Landkampf*)."""
        return word in self._whole_words or any(
            known.find(word, 1) > 0 for known in self._whole_words
        )

    def answers_alone(self, query: str, matches, is_player_word) -> bool:
        """Whether this table answers ``query`` on its own (``matches``: its lookup): one
        unfinished word (neither a word of a headword nor a later part of one, as a compound's
        parts are, nor a player's word: ``is_player_word``) that starts a headword. A whole term
        still asks the full text, for the paragraphs that explain it."""
        typed = words(query)
        return (
            len(typed) == 1
            and not self.is_word_or_part(typed[0])
            and not is_player_word(typed[0])
            and any(match.rank == PREFIX for match in matches)
        )

    @classmethod
    def from_content(cls, content) -> HeadwordTable:
        """The table for a loaded :class:`glossary.content.Content`."""
        return cls(headwords_of(content.entries.values()))

    def lookup(
        self,
        query: str,
        *,
        lang: str | None = None,
        game: str | None = None,
        current_game: str | None = None,
        limit: int = 10,
        fuzzy: bool = True,
    ) -> list[Match]:
        """The best ``limit`` entries for ``query``, one match per entry, best first.

        ``game`` keeps only that game's entries; ``lang`` (the UI language) and
        ``current_game`` win ties within a rank; ``fuzzy=False`` turns typo matching off.
        """
        folded = fold(query).strip()
        key = compact(folded)
        if not key or limit <= 0:
            return []
        records = self._records
        found: dict[int, tuple[int, int]] = {}  # record -> (rank, distance)
        entries: set[str] = set()

        def add(index: int, rank: int, distance: int = 0) -> str | None:
            """Note a match; returns its entry id if it is in the preferred game and language."""
            record = records[index]
            if game is not None and record.game != game:
                return None
            best = found.get(index)
            if best is None or (rank, distance) < best:
                found[index] = (rank, distance)
            entries.add(record.entry_id)
            if current_game not in (None, record.game) or (lang and lang not in record.langs):
                return None
            return record.entry_id

        for index in self._exact.get(key, ()):
            add(index, EXACT)
        for prefix in {folded, key}:
            _scan(self._heads.starting(prefix), PREFIX, add, limit)
        if len(key) >= MIN_WORD_PREFIX and len(entries) < limit:
            _scan(self._words.starting(folded), WORD_PREFIX, add, limit)
        edits = max_edits(len(folded))
        if fuzzy and edits and len(entries) < limit:
            self._fuzzy(folded, edits, add, limit)
        return self._rank(found, len(folded), lang, current_game, limit)

    def _fuzzy(self, folded: str, edits: int, add, limit: int) -> None:
        """Typo matches, closest first; each rank and distance stops early (see _scan)."""
        steps = [(self._near, FUZZY, edits), (self._near_words, FUZZY_WORD, edits)]
        if len(folded) > MIN_FUZZY:
            steps.append((self._truncated_keys(len(folded)), FUZZY_PREFIX, 1))
        for near, rank, most in steps:
            by_distance: dict[int, list[list[int]]] = {}
            for records, distance in near.near(folded, most):
                if distance or rank == FUZZY_PREFIX:
                    by_distance.setdefault(distance, []).append(records)
            for distance in sorted(by_distance):
                merged = heapq.merge(*by_distance[distance], key=self._rank_of.__getitem__)
                _scan(merged, rank, add, limit, distance)

    def _truncated_keys(self, length: int) -> NearKeys:
        """Headword starts cut to ``length`` letters (built once per length, then reused)."""
        cached = self._truncated.get(length)
        if cached is None:
            starts: dict[str, list[int]] = {}
            for index, folded in enumerate(self._folded):
                if len(folded) > length:
                    starts.setdefault(folded[:length], []).append(index)
            cached = self._truncated[length] = NearKeys(starts, self._rank_of)
        return cached

    def _matched_length(self, index: int, rank: int, length: int, lang: str | None) -> int:
        """The length a prefix match is measured against: the headword's, or only its first
        word's when the query is that whole word in the UI language ("siege" is all of the
        first word of *siege check*, but only part of German *Sieger*)."""
        folded = self._folded[index]
        if (
            rank == PREFIX
            and lang in self._records[index].langs
            and _whole_first_word(folded, length)
        ):
            return length
        return len(folded)

    def _rank(self, found, length, lang, current_game, limit) -> list[Match]:
        records = self._records
        ordered = sorted(
            found.items(),
            key=lambda item: (
                item[1],
                current_game is not None and records[item[0]].game != current_game,
                lang is not None and lang not in records[item[0]].langs,
                len(self._folded[item[0]]),
                item[0],
            ),
        )
        matches: list[Match] = []
        entries: set[str] = set()
        for index, (rank, distance) in ordered:
            record = records[index]
            if record.entry_id in entries:
                continue
            entries.add(record.entry_id)
            matches.append(
                Match(
                    entry_id=record.entry_id,
                    game=record.game,
                    form=record.form,
                    lang=lang if lang in record.langs else record.langs[0],
                    rank=rank,
                    distance=distance,
                    score=_score(
                        rank, distance, length, self._matched_length(index, rank, length, lang)
                    ),
                )
            )
            if len(matches) == limit:
                break
        return matches


def _whole_first_word(folded: str, length: int) -> bool:
    """Whether the first ``length`` letters of a folded headword are a whole word of it."""
    return len(folded) > length and not folded[length].isalnum()


def _scan(indexes: Iterable[int], rank: int, add, limit: int, distance: int = 0) -> None:
    """Add matches in order until ``limit`` distinct entries in the preferred game and language
    are found: no later match of this rank and distance could rank above those."""
    preferred: set[str] = set()
    for index in indexes:
        entry = add(index, rank, distance)
        if entry is not None:
            preferred.add(entry)
            if len(preferred) >= limit:
                return


def _score(rank: int, distance: int, length: int, form_length: int) -> float:
    base = _BASE_SCORE[rank]
    if rank in (PREFIX, WORD_PREFIX):
        return round(base + 0.3 * min(1.0, length / max(form_length, 1)), 4)
    if rank in (FUZZY, FUZZY_WORD, FUZZY_PREFIX):
        return round(base - 0.1 * distance / max(length, 1), 4)
    return base
