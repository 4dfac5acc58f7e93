"""The cached index survives corruption, half-written builds, version changes, unwritable and
read-only directories, and processes that start at the same time."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from glossary import index_cache
from glossary.index import IndexBroken
from glossary.index_cache import MARKER, open_index
from glossary.search import SearchEngine

ROOT = Path(__file__).resolve().parents[2]


def index_dirs(root: Path) -> list[Path]:
    return sorted(path for path in root.iterdir() if path.is_dir() and path.name.startswith("v"))


def assert_works(index):
    found = index.search("Landkampf")
    assert found and found[0].id == "ccc.term.land-combat"


def test_built_once_then_opened(tiny, tmp_path):
    first = open_index(tiny, tmp_path)
    assert first.location == "built"
    second = open_index(tiny, tmp_path)
    assert second.location == "cache"
    assert second.path == first.path == index_dirs(tmp_path)[0]
    assert_works(second)
    second.close()
    first.close()
    # no lock file is left behind in the cache (nor anything else but the index)
    leftovers = [item.name for item in tmp_path.rglob("*") if "LOCK" in item.name.upper()]
    assert leftovers == []


def test_whether_an_index_waits_in_the_cache_is_known_without_opening_it(tiny, tmp_path):
    # the glossary says "the first time only; a few seconds" only when a build is coming
    assert not index_cache.index_cached(tiny, tmp_path)
    engine = SearchEngine(tiny, cache_dir=tmp_path)
    assert not engine.index_cached
    open_index(tiny, tmp_path).close()
    assert index_cache.index_cached(tiny, tmp_path)
    assert SearchEngine(tiny, cache_dir=tmp_path).index_cached
    (index_dirs(tmp_path)[0] / MARKER).write_text("{not json", encoding="utf-8")
    assert not index_cache.index_cached(tiny, tmp_path)  # a broken marker: a build is coming


def test_new_content_gets_a_new_index_and_the_old_one_goes(tiny, tmp_path):
    from .fixture_content import tiny_content

    old = open_index(tiny, tmp_path).path
    new = open_index(tiny_content(extra="v2"), tmp_path)
    assert new.location == "built" and new.path != old
    assert index_dirs(tmp_path) == [new.path]


@pytest.mark.parametrize("damage", ["garble", "truncate", "delete", "empty-marker", "no-marker"])
def test_corrupt_index_is_rebuilt(tiny, tmp_path, damage):
    path = open_index(tiny, tmp_path).path
    segment = max((item for item in path.iterdir() if item.is_file()), key=os.path.getsize)
    data = bytearray(segment.read_bytes())
    if damage == "garble":
        data[len(data) // 2 : len(data) // 2 + 64] = b"\xff" * 64
        segment.write_bytes(bytes(data))
    elif damage == "truncate":
        segment.write_bytes(bytes(data[: len(data) // 3]))
    elif damage == "delete":
        segment.unlink()
    elif damage == "empty-marker":
        (path / MARKER).write_text("", encoding="utf-8")
    else:
        (path / MARKER).unlink()
    reopened = open_index(tiny, tmp_path)
    assert reopened.location == "built"
    assert reopened.path == path
    assert_works(reopened)
    assert open_index(tiny, tmp_path).location == "cache"


def test_half_written_build_is_ignored_and_cleaned_up(tiny, tmp_path):
    stale = tmp_path / ".build-crashed"
    stale.mkdir()
    (stale / "_MAIN_1.toc").write_bytes(b"\x00" * 10)
    old = time.time() - 3600
    os.utime(stale, (old, old))
    busy = tmp_path / ".build-running"  # another process may be writing there right now
    busy.mkdir()
    final = tmp_path / f"v{index_cache.SCHEMA_VERSION}-{index_cache.index_key(tiny.hash)}"
    final.mkdir()  # a directory that a crash left without any index in it
    index = open_index(tiny, tmp_path)
    assert index.location == "built" and index.path == final
    assert_works(index)
    assert not stale.exists()
    assert busy.exists()


@pytest.mark.parametrize("field", ["whoosh", "schema", "key"])
def test_version_mismatch_is_rebuilt(tiny, tmp_path, field):
    path = open_index(tiny, tmp_path).path
    marker = json.loads((path / MARKER).read_text(encoding="utf-8"))
    marker[field] = "0.0.0"
    (path / MARKER).write_text(json.dumps(marker), encoding="utf-8")
    assert open_index(tiny, tmp_path).location == "built"


def test_schema_version_is_part_of_the_key(tiny, tmp_path, monkeypatch):
    old = open_index(tiny, tmp_path).path
    monkeypatch.setattr(index_cache, "SCHEMA_VERSION", index_cache.SCHEMA_VERSION + 1)
    new = open_index(tiny, tmp_path)
    assert new.location == "built" and new.path != old


def test_unwritable_cache_falls_back_to_memory(tiny, tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x", encoding="utf-8")
    index = open_index(tiny, blocker / "cache")
    assert index.location == "memory"
    assert_works(index)


def test_permission_denied_falls_back_to_memory(tiny, tmp_path, monkeypatch):
    # what a read-only directory does for a user who is not root (root ignores the mode bits)
    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(tmp_path))

    monkeypatch.setattr(index_cache.tempfile, "mkdtemp", denied)
    index = open_index(tiny, tmp_path)
    assert index.location == "memory"
    assert_works(index)
    assert list(tmp_path.iterdir()) == []


def test_read_only_cache_directory_falls_back_to_memory(tiny, tmp_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # root ignores the mode bits: a file where the cache folder should be denies writes
        cache.rmdir()
        cache.write_text("not a folder", encoding="utf-8")
        cache = cache / "index"
    tmp_path.chmod(0o555)
    cache.parent.chmod(0o555)
    try:
        index = open_index(tiny, cache)
    finally:
        cache.parent.chmod(0o755)
        tmp_path.chmod(0o755)
    assert index.location == "memory"
    assert_works(index)
    assert not cache.exists() or list(cache.iterdir()) == []  # nothing written


def test_read_only_index_is_opened_without_writing(tiny, tmp_path):
    path = open_index(tiny, tmp_path).path
    before = {item.name: item.stat().st_mtime_ns for item in path.iterdir()}
    for item in (path, *path.iterdir()):
        item.chmod(0o555 if item.is_dir() else 0o444)
    tmp_path.chmod(0o555)
    try:
        index = open_index(tiny, tmp_path)
        assert index.location == "cache"
        assert_works(index)
    finally:
        tmp_path.chmod(0o755)
        path.chmod(0o755)
    assert {item.name: item.stat().st_mtime_ns for item in path.iterdir()} == before


def test_concurrent_starts_share_one_valid_index(tmp_path):
    start = tmp_path / "go"
    cache = tmp_path / "cache"
    code = (
        "import sys, time, pathlib\n"
        "from tests.search.fixture_content import tiny_content\n"
        "from glossary.index_cache import open_index\n"
        "content = tiny_content()\n"
        "while not pathlib.Path(sys.argv[1]).exists():\n"
        "    time.sleep(0.005)\n"
        "index = open_index(content, sys.argv[2])\n"
        "hits = index.search('Landkampf')\n"
        "print(index.location, index.doc_count(), hits[0].id)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(start), str(cache)], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for _ in range(3)
    ]  # fmt: skip
    time.sleep(1.0)  # let every process import and wait at the start line
    start.touch()
    outputs = [proc.communicate(timeout=120) for proc in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
        location, count, first = out.split()
        assert location in {"built", "cache"}
        assert first == "ccc.term.land-combat"
    assert len({out.split()[1] for out, _ in outputs}) == 1
    assert len(index_dirs(cache)) == 1
    assert not [path for path in cache.iterdir() if path.name.startswith(".build-")]
    from .fixture_content import tiny_content

    assert open_index(tiny_content(), cache).location == "cache"


def test_engine_rebuilds_when_the_index_breaks_while_searching(tiny, tmp_path, monkeypatch):
    engine = SearchEngine(tiny, cache_dir=tmp_path)
    broken = engine.full_text()
    calls = []

    def fail(*args, **kwargs):
        calls.append(1)
        raise IndexBroken("bad block")

    monkeypatch.setattr(broken, "search", fail)
    hits = engine.search("Landkämpfe")  # an inflection: only the full text knows it
    assert calls == [1]
    assert hits[0].id == "ccc.term.land-combat"
    assert engine.full_text() is not broken
    assert engine.full_text().location == "built"
