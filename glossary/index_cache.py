"""The cache of the full-text index (tier 2 of search): opened from the user cache, built into it,
or built in memory.

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

import hashlib
import json
import os
import shutil
import tempfile
import time
import uuid
import zlib
from pathlib import Path

from .derived import cache_root
from .index import FullTextIndex
from .index_documents import documents
from .index_query import schema

__all__ = [
    "MARKER", "SCHEMA_VERSION", "build_in_memory", "index_cached", "index_key", "open_index",
]  # fmt: skip

SCHEMA_VERSION = 10
MARKER = "wartutor-index.json"
_STALE_SECONDS = 600


def index_key(content_hash: str) -> str:
    """The cache key: content hash, schema version and whoosh version."""
    import whoosh

    text = f"{content_hash}|{SCHEMA_VERSION}|{whoosh.versionstring()}"
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def index_cached(content, cache_dir: str | Path | None = None) -> bool:
    """Whether the cache seems to hold an index of ``content`` (a marker of this schema names
    its hash), so that opening it takes a moment rather than a build. Cheap: whoosh is not
    imported, the files are not checked (:func:`open_index` does that)."""
    root = Path(cache_dir) if cache_dir is not None else cache_root()
    try:
        for marker in root.glob(f"v{SCHEMA_VERSION}-*/{MARKER}"):
            if json.loads(marker.read_text(encoding="utf-8")).get("content") == content.hash:
                return True
    except (OSError, ValueError, AttributeError):
        return False
    return False


def open_index(content, cache_dir: str | Path | None = None, *, rebuild=False) -> FullTextIndex:
    """Open the cached index for ``content``, building it first when needed.

    ``rebuild=True`` replaces the cached index even if it looks valid (after
    :class:`glossary.index.IndexBroken`).
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
