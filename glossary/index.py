"""Tier 2 of search: the cached whoosh full-text index (whoosh is imported only here and in
index_query.py).

whoosh is imported lazily, on the first call that needs it. The index is built once into the
user cache directory (``WARTUTOR_CACHE_DIR`` overrides it), in a directory named after the
content hash, :data:`SCHEMA_VERSION` and the whoosh version. It is built in a temporary
directory and renamed into place, so a reader never sees half an index. A marker file written
last lists the files with their sizes and CRC-32 checksums; an index without it, with a file
missing, cut short or changed, or one that fails to open or to search is rebuilt. When the
cache directory cannot be written the index is built in memory. Two processes starting at once
may both build; one rename wins and the other process uses the winner's index (or its own copy).
"""

from __future__ import annotations

import bisect
import hashlib
import json
import os
import shutil
import tempfile
import threading
import time
import uuid
import zlib
from dataclasses import dataclass
from pathlib import Path

from .derived import cache_root
from .index_documents import documents
from .index_query import (
    build_fuzzy,
    build_query,
    coverage,
    near_unknown_words,
    query_evidence,
    rarity_weights,
    schema,
)
from .player_words import uncommon
from .word_forms import related_forms

__all__ = ["SCHEMA_VERSION", "FullTextIndex", "IndexBroken", "RawHit", "cache_root", "open_index"]

SCHEMA_VERSION = 8
MARKER = "wartutor-index.json"
_STALE_SECONDS = 600


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
    coverage: float = 0.0  # the query's meaningful words it matched (see index_query.coverage)
    near: tuple[tuple[str, str], ...] = ()  # matched pairs that are near a word with a typo
    mapped: tuple[tuple[str, str], ...] = ()  # matched pairs only a player's word maps to

    @property
    def fields(self) -> tuple[str, ...]:
        """The names of the fields that matched, best evidence first."""
        return tuple(dict.fromkeys(name for name, _ in self.matched))


def index_key(content_hash: str) -> str:
    """The cache key: content hash, schema version and whoosh version."""
    import whoosh

    text = f"{content_hash}|{SCHEMA_VERSION}|{whoosh.versionstring()}"
    return hashlib.sha256(text.encode()).hexdigest()[:24]


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
                near = {}
                if not exact:
                    near = near_unknown_words(query, self._known, self._near_words)
                    for word, pairs in related_forms(query, self._lexicon).items():
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
                hits = self._run(built, filter_, limit, False, evidence, typos, weak, weights)
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
        weights=None,
    ):  # fmt: skip
        results = self._searcher.search(query, filter=filter_, limit=limit, terms=True)
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
                    coverage=coverage(evidence, matched, weak, weights),
                    near=tuple(pair for pair in matched if pair in typos),
                    mapped=tuple(pair for pair in matched if pair in weak),
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


def open_index(content, cache_dir: str | Path | None = None, *, rebuild=False) -> FullTextIndex:
    """Open the cached index for ``content``, building it first when needed.

    ``rebuild=True`` replaces the cached index even if it looks valid (after
    :class:`IndexBroken`).
    """
    root = Path(cache_dir) if cache_dir is not None else cache_root()
    key = index_key(content.hash)
    final = root / f"v{SCHEMA_VERSION}-{key}"
    if not rebuild:
        opened = _open_valid(final, key)
        if opened is not None:
            return FullTextIndex(opened, "cache", final)
    try:
        root.mkdir(parents=True, exist_ok=True)
        temp = Path(tempfile.mkdtemp(prefix=".build-", dir=root))
    except OSError:
        return build_in_memory(content)
    try:
        _build(_file_storage(temp), content)
        _write_marker(temp, key, content.hash)
    except OSError:  # the disk filled up or the directory vanished
        shutil.rmtree(temp, ignore_errors=True)
        return build_in_memory(content)
    where = _publish(temp, final, key, replace=rebuild)
    _clean(root, keep={final.name, temp.name})
    opened = _open_valid(where, key)
    if opened is None:  # cannot happen unless the files are removed under us
        return build_in_memory(content)
    return FullTextIndex(opened, "built", where)


def build_in_memory(content) -> FullTextIndex:
    """An index of ``content`` in RAM only (no cache), its scratch files too. (whoosh's RAM
    storage puts them in one ``MAIN.tmp`` folder of the system's temporary directory, shared by
    every process, and one build finishing deletes the files of another still running; it also
    needs that directory writable, which is what a memory index is the fallback for.)"""
    from whoosh.filedb.filestore import RamStorage

    class ScratchInMemory(RamStorage):
        def temp_storage(self, name=None):
            return RamStorage()

    return FullTextIndex(_build(ScratchInMemory(), content), "memory")


def _file_storage(path: Path):
    from whoosh.filedb.filestore import FileStorage

    return FileStorage(str(path))


def _build(storage, content):
    index = storage.create_index(schema())
    writer = index.writer()
    for document in documents(content):
        writer.add_document(**document)
    writer.commit()
    _remove_write_lock(storage)
    return index


def _remove_write_lock(storage) -> None:
    """whoosh keeps its write lock file after the writer has released it; a finished index is
    never written again, so the file is removed (no stale lock is left in the cache)."""
    folder = getattr(storage, "folder", None)
    if folder:
        try:
            os.remove(os.path.join(folder, "MAIN_WRITELOCK"))
        except OSError:
            pass


def _write_marker(path: Path, key: str, content_hash: str) -> None:
    import whoosh

    files = {
        item.name: [item.stat().st_size, _checksum(item)]
        for item in path.iterdir()
        if item.is_file() and item.stat().st_size
    }
    marker = {
        "key": key,
        "schema": SCHEMA_VERSION,
        "whoosh": whoosh.versionstring(),
        "content": content_hash,
        "files": files,
    }
    temp = path / (MARKER + ".tmp")
    temp.write_text(json.dumps(marker, sort_keys=True), encoding="utf-8")
    os.replace(temp, path / MARKER)


def _checksum(path: Path) -> int:
    return zlib.crc32(path.read_bytes())


def _open_valid(path: Path, key: str):
    """The whoosh index at ``path`` if it is complete and readable, else None."""
    try:
        marker = json.loads((path / MARKER).read_text(encoding="utf-8"))
        import whoosh

        expected = {"key": key, "schema": SCHEMA_VERSION, "whoosh": whoosh.versionstring()}
        if any(marker.get(name) != value for name, value in expected.items()):
            return None
        for name, (size, checksum) in marker["files"].items():
            if (path / name).stat().st_size != size or _checksum(path / name) != checksum:
                return None
        from whoosh.filedb.filestore import FileStorage

        index = FileStorage(str(path), readonly=True).open_index(schema=schema())
        with index.searcher() as searcher:
            if searcher.doc_count_all() == 0 or not searcher.stored_fields(0).get("id"):
                return None
        return index
    except Exception:  # any failure means: not usable, rebuild
        return None


def _publish(temp: Path, final: Path, key: str, *, replace: bool) -> Path:
    """Rename the freshly built ``temp`` to ``final``; returns where the index now lives."""
    try:
        os.rename(temp, final)
        return final
    except OSError:
        pass
    if not replace and _open_valid(final, key) is not None:  # another process won the race
        shutil.rmtree(temp, ignore_errors=True)
        return final
    trash = final.with_name(f".trash-{uuid.uuid4().hex}")
    try:
        os.rename(final, trash)
        os.rename(temp, final)
    except OSError:
        if _open_valid(final, key) is not None:
            shutil.rmtree(temp, ignore_errors=True)
            return final
        return temp  # the broken index cannot be moved (e.g. files in use): use our copy
    finally:
        shutil.rmtree(trash, ignore_errors=True)
    return final


def _clean(root: Path, keep: set[str]) -> None:
    """Remove indexes of other keys and leftovers of builds that died (best effort)."""
    now = time.time()
    try:
        children = list(root.iterdir())
    except OSError:
        return
    for child in children:
        if child.name in keep or not child.is_dir():
            continue
        try:
            leftover = child.name.startswith((".build-", ".trash-"))
            if leftover and now - child.stat().st_mtime < _STALE_SECONDS:
                continue  # another process may still be building there
        except OSError:
            continue
        shutil.rmtree(child, ignore_errors=True)
