"""The lookup structures of the headword table (:mod:`glossary.headwords`): sorted keys for
prefixes, and keys bucketed for typo matching (edit distance from rapidfuzz)."""

from __future__ import annotations

import bisect
from collections.abc import Iterable

from rapidfuzz import process
from rapidfuzz.distance import OSA

__all__ = ["NearKeys", "Prefixes"]


class NearKeys:
    """Strings for fuzzy matching, bucketed by length and by each of their first two letters.

    Only strings of a near length that share the query's first or second letter (in either of
    those two places) are compared, so a typo can be anywhere except in both first letters.
    """

    def __init__(self, mapping: dict[str, list[int]], rank_of: list[int]):
        self.keys = list(mapping)
        # each key's records, shortest headword first
        self.records = [sorted(records, key=rank_of.__getitem__) for records in mapping.values()]
        buckets: dict[tuple[int, str, int], list[int]] = {}
        for position, key in enumerate(self.keys):
            for slot, char in enumerate(key[:2]):
                buckets.setdefault((slot, char, len(key)), []).append(position)
        self._buckets = {
            bucket: ([self.keys[position] for position in positions], positions)
            for bucket, positions in buckets.items()
        }

    def near(self, query: str, edits: int) -> Iterable[tuple[list[int], int]]:
        """(records, distance) of every string within ``edits`` of ``query``."""
        seen: set[int] = set()
        for length in range(len(query) - edits, len(query) + edits + 1):
            for slot in (0, 1):
                for char in set(query[:2]):
                    bucket = self._buckets.get((slot, char, length))
                    if bucket is None:
                        continue
                    keys, positions = bucket
                    for _, distance, offset in process.extract(
                        query, keys, scorer=OSA.distance, score_cutoff=edits, limit=None
                    ):
                        position = positions[offset]
                        if position not in seen:
                            seen.add(position)
                            yield self.records[position], distance


class Prefixes:
    """Sorted keys for prefix lookup; matches come back shortest headword first."""

    def __init__(self, pairs: list[tuple[str, int]], rank_of: list[int]):
        pairs.sort()
        self._keys = [key for key, _ in pairs]
        self._indexes = [index for _, index in pairs]
        self._rank_of = rank_of
        self._short: dict[str, list[int]] = {}  # one- and two-letter prefixes, computed once

    def starting(self, prefix: str) -> list[int]:
        """Records with a key starting with ``prefix``, shortest headword first."""
        cached = self._short.get(prefix)
        if cached is not None:
            return cached
        start = bisect.bisect_left(self._keys, prefix)
        end = bisect.bisect_left(self._keys, prefix + "\U0010ffff", start)
        found = sorted(self._indexes[start:end], key=self._rank_of.__getitem__)
        if len(prefix) <= 2:
            self._short[prefix] = found
        return found
