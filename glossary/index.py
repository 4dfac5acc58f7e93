"""Tier 2 of search: the whoosh full-text index (the only module that imports whoosh).

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
import re
import shutil
import tempfile
import threading
import time
import uuid
import zlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .fold import compact, fold

__all__ = ["SCHEMA_VERSION", "FullTextIndex", "IndexBroken", "RawHit", "cache_root", "open_index"]

SCHEMA_VERSION = 3
MARKER = "wartutor-index.json"
_STALE_SECONDS = 600


LANGS = ("en", "de", "ru", "it")
_TERM_BOOST = 3.0
_QUOTED = re.compile(r'"([^"]+)"|«([^»]+)»|„([^“”"]+)[“”"]')
_WORD = re.compile(r"\w+")
MAX_WORDS = 12  # loose words of a query that count (the rest is ignored)
MAX_PHRASES = 4


# --- schema -------------------------------------------------------------------------------
# Text is folded (glossary.fold) before whoosh sees it, on both the document and the query
# side, so the analyzers are whoosh's own classes only (the schema is pickled into the index).


@cache
def _analyzer(lang: str | None):
    """Tokens, lower case, then (for a language) its folded stop words and its stemmer."""
    from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
    from whoosh.lang import stopwords_for_language

    chain = RegexTokenizer() | LowercaseFilter()
    if lang is None:
        return chain
    stops = frozenset(fold(word) for word in stopwords_for_language(lang))
    return chain | StopFilter(stoplist=stops, minsize=1) | StemFilter(lang=lang)


@cache
def schema():
    """The whoosh schema: per-language term and text fields, seed forms, abbreviations and
    German compound parts (``parts``: every 4+ letter piece; ``tails``: word endings, stemmed)."""
    from whoosh.analysis import NgramFilter, RegexTokenizer
    from whoosh.fields import ID, KEYWORD, TEXT, Schema

    fields = {
        "id": ID(stored=True, unique=True),
        "doctype": ID(stored=True),
        "game": ID(stored=True),
        "kind": ID(stored=True),
        "abbr": KEYWORD(scorable=True, field_boost=6.0),
        "seed": TEXT(analyzer=_analyzer(None), phrase=True, field_boost=_TERM_BOOST),
        "parts": TEXT(analyzer=RegexTokenizer() | NgramFilter(4, 24), phrase=False),
        "tails": TEXT(analyzer=_analyzer("de"), phrase=False, field_boost=2.0),
    }
    for lang in LANGS:
        fields[f"t_{lang}"] = TEXT(analyzer=_analyzer(lang), phrase=True, field_boost=_TERM_BOOST)
        fields[f"d_{lang}"] = TEXT(analyzer=_analyzer(lang), phrase=True)
        fields[f"w_{lang}"] = KEYWORD(commas=True, scorable=True, field_boost=_TERM_BOOST)
    return Schema(**fields)


def compound_tails(text: str) -> list[str]:
    """Endings of the (folded) words of ``text`` that may be the last part of a compound:
    ``Landkampf`` gives ``dkampf``, ``kampf``, ``ampf``."""
    return [word[start:] for word in _WORD.findall(fold(text)) for start in range(3, len(word) - 3)]


# --- queries ------------------------------------------------------------------------------


def split_query(text: str) -> tuple[list[str], list[str]]:
    """The quoted phrases and the distinct loose words of a query (folded, at most
    :data:`MAX_PHRASES` and :data:`MAX_WORDS`)."""
    phrases = [next(group for group in match.groups() if group) for match in _QUOTED.finditer(text)]
    rest = _QUOTED.sub(" ", text)
    loose = list(dict.fromkeys(_WORD.findall(fold(rest))))  # each word once, in order
    return [fold(phrase) for phrase in phrases][:MAX_PHRASES], loose[:MAX_WORDS]


def _tokens(lang: str | None, text: str) -> list[str]:
    return [token.text for token in _analyzer(lang)(text, mode="query")]


def _is_stop_word(word: str) -> bool:
    return any(not _tokens(lang, word) for lang in LANGS)


def _word_query(word: str):
    from whoosh.query import Or, Term

    clauses = [Term("abbr", word), Term("seed", word)]
    for lang in LANGS:
        for token in _tokens(lang, word):
            clauses.append(Term(f"t_{lang}", token))
            clauses.append(Term(f"d_{lang}", token))
    for stem in _tokens("de", word):
        if 4 <= len(stem) <= 24:
            clauses.append(Term("parts", stem))
            clauses.append(Term("tails", stem))
    return Or(clauses)


def _phrase_query(phrase: str, fields=("t", "d"), boost: float = 1.0):
    from whoosh.query import Or, Phrase, Term

    clauses = []
    for lang in (*LANGS, None):
        tokens = _tokens(lang, phrase)
        names = ["seed"] if lang is None else [f"{kind}_{lang}" for kind in fields]
        for name in names:
            if len(tokens) > 1:
                clauses.append(Phrase(name, tokens, boost=boost))
            elif tokens:
                clauses.append(Term(name, tokens[0], boost=boost))
    return Or(clauses) if clauses else None


def build_query(text: str):
    """The whoosh query for ``text``: every loose word (stop words aside) and every quoted
    phrase must match in some field of some language; the loose words as a phrase in a term
    field, and the whole query as an abbreviation (``LC DR`` = ``lcdr``), add to the score."""
    from whoosh.query import And, AndMaybe, Or, Term

    phrases, loose = split_query(text)
    required = [_word_query(word) for word in loose if not _is_stop_word(word)]
    required += [query for query in map(_phrase_query, phrases) if query is not None]
    if not required:
        required = [_word_query(word) for word in loose]
    if not required:
        return None
    main = required[0] if len(required) == 1 else And(required)
    if len(loose) > 1:
        boost = _phrase_query(" ".join(loose), fields=("t",), boost=2.0)
        if boost is not None:
            main = AndMaybe(main, boost)
    alternatives = [main]
    plain = " ".join(loose + phrases)
    for lang in LANGS:  # the query is a whole term, inflected or not
        stems = whole_term(lang, plain)
        if stems:
            alternatives.append(Term(f"w_{lang}", stems, boost=2.0))
    if compact(text):
        alternatives.append(Term("abbr", compact(text), boost=2.0))
    return Or(alternatives)


def whole_term(lang: str, text: str) -> str:
    """A term reduced to its stems, as one token: ``Landkämpfe`` and ``Landkampf`` agree."""
    return " ".join(_tokens(lang, fold(text))).replace(",", " ")


_FLEETING = re.compile(r"(?<=[аеиоуыэюя][бвгджзклмнпрстфхцчшщ])е(?=ц\b)")


def whole_term_values(lang: str, text: str) -> str:
    """The ``w_<lang>`` values of a term (comma-separated). A Russian noun in -ец loses its
    е when inflected (полководец, полководцы); the stemmer keeps the two apart, so the form
    without the е is indexed too."""
    values = {whole_term(lang, text)}
    if lang == "ru":
        values.add(whole_term(lang, _FLEETING.sub("", fold(text))))
    return ",".join(sorted(value for value in values if value))


def build_fuzzy(text: str, expand):
    """The fallback query: each word of 4+ letters near a word of a term field (``~2/2``: at
    most two edits, one for a 4-letter word, and the first two letters in place). A swapped
    pair of letters is one edit. ``expand(field, token, edits)`` lists the field's words near
    ``token`` with their distances. None when no word qualifies."""
    from whoosh.query import Or, Term

    phrases, loose = split_query(text)
    words = loose + [word for phrase in phrases for word in _WORD.findall(phrase)]
    clauses = []
    for word in words:
        if len(word) < 4 or _is_stop_word(word):
            continue
        edits = 1 if len(word) < 5 else 2
        tokens = [("seed", word)]
        tokens += [(f"t_{lang}", token) for lang in LANGS for token in _tokens(lang, word)]
        for name, token in tokens:
            for near, distance in expand(name, token, edits):
                clauses.append(Term(name, near, boost=1.0 / (1 + distance)))
    return Or(clauses) if clauses else None


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

    @property
    def fields(self) -> tuple[str, ...]:
        """The names of the fields that matched, best evidence first."""
        return tuple(dict.fromkeys(name for name, _ in self.matched))


def cache_root() -> Path:
    """The directory holding cached indexes (``WARTUTOR_CACHE_DIR`` overrides platformdirs)."""
    override = os.environ.get("WARTUTOR_CACHE_DIR")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("wartutor", appauthor=False)) / "index"


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
        self._lexicons: dict[str, list[str]] = {}
        self.location = location  # "cache", "built" (just built into the cache) or "memory"
        self.path = path

    def doc_count(self) -> int:
        """How many documents (entries and paragraphs) the index holds."""
        return self._index.doc_count()

    def search(self, query: str, *, game: str | None = None, limit: int = 10, exact=False):
        """Documents matching ``query`` as :class:`RawHit`, best first.

        Fuzzy matching on the term fields runs only when nothing matches otherwise, and never
        with ``exact=True``. Raises :class:`IndexBroken` when the index data cannot be read.
        """
        from whoosh.query import Term

        built = build_query(query)
        if built is None:
            return []
        filter_ = Term("game", game) if game else None
        try:
            with self._lock:
                if self._searcher is None:
                    self._searcher = self._index.searcher()
                hits = self._run(built, filter_, limit, fuzzy=False)
                if not hits and not exact:
                    fallback = build_fuzzy(query, self._near_words)
                    if fallback is not None:
                        hits = self._run(fallback, filter_, limit, fuzzy=True)
                return hits
        except Exception as error:  # whoosh raises many kinds of errors on bad files
            raise IndexBroken(str(error)) from error

    def _near_words(self, field: str, token: str, edits: int) -> list[tuple[str, int]]:
        """Words of ``field`` sharing the first two letters of ``token`` and within ``edits``
        (optimal string alignment distance: a swapped pair is one edit)."""
        from rapidfuzz import process
        from rapidfuzz.distance import OSA

        lexicon = self._lexicons.get(field)
        if lexicon is None:
            reader = self._searcher.reader()
            lexicon = self._lexicons[field] = sorted(
                term.decode("utf-8") for term in reader.lexicon(field)
            )
        start = bisect.bisect_left(lexicon, token[:2])
        end = bisect.bisect_left(lexicon, token[:2] + "\U0010ffff", start)
        found = process.extract(
            token, lexicon[start:end], scorer=OSA.distance, score_cutoff=edits, limit=None
        )
        return [(word, distance) for word, distance, _ in found]

    def _run(self, query, filter_, limit: int, fuzzy: bool) -> list[RawHit]:
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
    order = {"abbr": 0, "seed": 2, "tails": 3, "parts": 4}
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
        return FullTextIndex(_build(_ram_storage(), content), "memory")
    try:
        _build(_file_storage(temp), content)
        _write_marker(temp, key, content.hash)
    except OSError:  # the disk filled up or the directory vanished
        shutil.rmtree(temp, ignore_errors=True)
        return FullTextIndex(_build(_ram_storage(), content), "memory")
    where = _publish(temp, final, key, replace=rebuild)
    _clean(root, keep={final.name, temp.name})
    opened = _open_valid(where, key)
    if opened is None:  # cannot happen unless the files are removed under us
        return FullTextIndex(_build(_ram_storage(), content), "memory")
    return FullTextIndex(opened, "built", where)


def build_in_memory(content) -> FullTextIndex:
    """An index of ``content`` in RAM only (no cache)."""
    return FullTextIndex(_build(_ram_storage(), content), "memory")


def _ram_storage():
    from whoosh.filedb.filestore import RamStorage

    return RamStorage()


def _file_storage(path: Path):
    from whoosh.filedb.filestore import FileStorage

    return FileStorage(str(path))


def _build(storage, content):
    index = storage.create_index(schema())
    writer = index.writer()
    for document in documents(content):
        writer.add_document(**document)
    writer.commit()
    return index


def documents(content):
    """The index documents: one per glossary entry, one per chapter paragraph."""
    for entry in content.entries.values():
        document = {"id": entry.id, "doctype": "entry", "game": entry.game, "kind": entry.kind}
        for lang in LANGS:
            document[f"t_{lang}"] = fold(entry.terms[lang])
            document[f"w_{lang}"] = whole_term_values(lang, entry.terms[lang])
            document[f"d_{lang}"] = fold(entry.definition[lang])
        seeds = [fold(form) for form in (entry.seed_form, *entry.seed_forms) if form]
        document["seed"] = "\n".join(seeds)
        german = " ".join([fold(entry.terms["de"]), *seeds])
        document["parts"] = german
        document["tails"] = " ".join(compound_tails(german))
        if entry.abbr:
            document["abbr"] = " ".join(compact(abbr) for abbr in entry.abbr)
        yield document
    for chapter in content.chapters.values():
        for section in chapter.sections:
            for paragraph in section.paragraphs:
                document = {
                    "id": paragraph.id,
                    "doctype": "paragraph",
                    "game": chapter.game,
                    "kind": "paragraph",
                }
                for lang in LANGS:
                    document[f"d_{lang}"] = fold(f"{section.title[lang]}\n{paragraph.text[lang]}")
                yield document


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
