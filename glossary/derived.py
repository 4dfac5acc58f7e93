"""The user cache of what is derived from the data files: the parsed, validated content and the
headword table (and the compiled UI catalogs, see :func:`locales.compiled`), so that a one-shot
``wartutor search`` neither parses TOML or .po files nor builds tables.

One file per key, ``content-<key>.pickle``, beside the search indexes in the cache directory
(``WARTUTOR_CACHE_DIR`` overrides platformdirs). The key is a hash of the content hash, the data
directory, :data:`FORMAT_VERSION`, the Python version and a fingerprint of the code that parses
and derives (the size and modification time of every module of the glossary and the engine),
so a change to any of them means a new file. The file starts with a header line holding the
SHA-256 of the rest; a file that is missing, of another key, cut short, changed or that fails
to load is ignored (and replaced). Writes go to a temporary file renamed into place; when the
cache cannot be written (read-only, full, or a file where the folder should be) the caller just
goes on without it.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import os
import pickle
import sys
import tempfile
import time
from pathlib import Path

__all__ = ["FORMAT_VERSION", "cache_root", "derived_key", "load", "save"]

FORMAT_VERSION = 1
KEEP = 4  # cached files of other keys kept (other checkouts or versions), newest first
_SUFFIX = ".pickle"
_HEADER = b"wartutor-derived "
_PACKAGES = ("glossary", "engine")
_STALE_SECONDS = 600


def cache_root() -> Path:
    """The cache directory of indexes and derived data (``WARTUTOR_CACHE_DIR`` overrides
    platformdirs)."""
    override = os.environ.get("WARTUTOR_CACHE_DIR")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("wartutor", appauthor=False)) / "index"


def _code_fingerprint() -> str:
    """Size and modification time of every module that parses the content or derives from it
    (content validation asks the engine for its step ids)."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for package in _PACKAGES:
        for folder, _dirs, files in sorted(os.walk(root / package)):
            for name in sorted(files):
                if name.endswith(".py"):
                    stat = os.stat(os.path.join(folder, name))
                    digest.update(f"{folder}/{name}:{stat.st_size}:{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def derived_key(content_hash: str, data_dir: Path) -> str:
    """The cache key of the content with ``content_hash`` read from ``data_dir``."""
    text = "|".join(
        (content_hash, str(data_dir.resolve()), str(FORMAT_VERSION), sys.version,
         _code_fingerprint())
    )  # fmt: skip
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _path(key: str, root: Path | None, kind: str = "content") -> Path:
    return (root if root is not None else cache_root()) / f"{kind}-{key}{_SUFFIX}"


def load(key: str, root: Path | None = None, *, kind: str = "content"):
    """The object cached under ``key`` (in files named ``<kind>-<key>.pickle``), or None when
    there is none or it is not intact."""
    try:
        raw = _path(key, root, kind).read_bytes()
        header, _, payload = raw.partition(b"\n")
        if header != _HEADER + hashlib.sha256(payload).hexdigest().encode():
            return None
        with _collector_paused():
            stored_key, value = pickle.loads(payload)
        return value if stored_key == key else None
    except Exception:  # missing, unreadable, cut short or from incompatible code: rebuild
        return None


@contextlib.contextmanager
def _collector_paused():
    """Python's cycle collector paused while a cached file is unpickled: the many objects it
    creates would set off full collections that find nothing to free (the content loads in
    about 40 ms instead of 65). It runs again afterwards if it ran before. Two loads at once
    (the app's loading thread and a catalog) may end each other's pause early, which only
    costs speed; the collector is never left off that was on."""
    was_running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_running:
            gc.enable()


def save(key: str, value, root: Path | None = None, *, kind: str = "content") -> bool:
    """Cache ``value`` under ``key`` (atomically); False when the cache cannot be written."""
    path = _path(key, root, kind)
    try:
        payload = pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=".derived-", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(_HEADER + hashlib.sha256(payload).hexdigest().encode() + b"\n")
                out.write(payload)
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
    except (OSError, pickle.PicklingError, RecursionError):
        return False
    _prune(path, kind)
    return True


def _prune(keep: Path, kind: str) -> None:
    """Remove all but the newest :data:`KEEP` other cached files, and temporary files left by a
    process that died more than ten minutes ago (best effort)."""
    try:
        now = time.time()
        for item in keep.parent.glob(".derived-*"):
            if now - item.stat().st_mtime > _STALE_SECONDS:
                item.unlink(missing_ok=True)
        others = [
            (item.stat().st_mtime, item)
            for item in keep.parent.glob(f"{kind}-*{_SUFFIX}")
            if item != keep
        ]
        for _, item in sorted(others, reverse=True)[KEEP:]:
            item.unlink(missing_ok=True)
    except OSError:
        pass
