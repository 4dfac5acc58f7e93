"""The cache of derived content (parsed entries, the headword table): used when intact, rebuilt
when missing, stale or corrupt, and skipped without harm when it cannot be written."""

import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from glossary import content as content_module
from glossary import derived
from glossary.headwords import HeadwordTable

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A private copy of the built-in data as the default content, and a private cache."""
    copy = tmp_path / "data"
    shutil.copytree(content_module.DATA_DIR, copy)
    monkeypatch.setattr(content_module, "DATA_DIR", copy)
    monkeypatch.setenv("WARTUTOR_CACHE_DIR", str(tmp_path / "cache"))
    content_module.clear_cache()
    yield copy
    content_module.clear_cache()


@pytest.fixture
def parses(monkeypatch):
    """Counts the times the data files are parsed (not read from the cache)."""
    calls = []
    real = content_module._load

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(content_module, "_load", counting)
    return calls


def fresh_load():
    """What a new process gets: load_content() with the in-process cache forgotten."""
    content_module.clear_cache()
    return content_module.load_content()


def cached_files(data_dir: Path) -> list[Path]:
    return sorted((data_dir.parent / "cache").glob("content-*.pickle"))


def test_missing_cache_is_written_then_used(data_dir, parses):
    first = fresh_load()
    assert parses == [1] and len(cached_files(data_dir)) == 1
    second = fresh_load()
    assert parses == [1]  # read from the cache: nothing parsed
    assert second is not first and second == first
    table = content_module.cached_headwords(second)
    assert isinstance(table, HeadwordTable) and len(table) == len(HeadwordTable.from_content(first))
    assert table.lookup("Janissaries")[0].entry_id == "his.card.janissaries"


def test_engine_uses_the_cached_headword_table(data_dir):
    from glossary.search import SearchEngine

    fresh_load()
    content = fresh_load()
    engine = SearchEngine(content)
    assert engine.headwords is content_module.cached_headwords(content)


def test_changed_content_is_parsed_again(data_dir, parses):
    fresh_load()
    terms = sorted((data_dir / "terms").glob("*.toml"))[0]
    text = terms.read_text(encoding="utf-8")
    terms.write_text(text.replace("[[entries]]", "# changed\n[[entries]]", 1), encoding="utf-8")
    changed = fresh_load()
    assert parses == [1, 1]
    assert len(cached_files(data_dir)) == 2  # the other key's file is kept (another checkout)
    assert fresh_load().hash == changed.hash and parses == [1, 1]


def test_changed_code_or_format_is_a_new_key(data_dir, parses, monkeypatch):
    fresh_load()
    monkeypatch.setattr(derived, "FORMAT_VERSION", derived.FORMAT_VERSION + 1)
    fresh_load()
    assert parses == [1, 1]
    monkeypatch.setattr(derived, "_code_fingerprint", lambda: "other code")
    fresh_load()
    assert parses == [1, 1, 1]


def test_only_a_few_other_keys_are_kept(data_dir):
    cache = data_dir.parent / "cache"
    cache.mkdir()
    for number in range(derived.KEEP + 3):
        (cache / f"content-old{number}.pickle").write_bytes(b"x")
    fresh_load()
    assert len(cached_files(data_dir)) == derived.KEEP + 1


@pytest.mark.parametrize(
    "damage", ["garble", "truncate", "empty", "header", "wrong-key", "not-content", "no-class"]
)
def test_corrupt_cache_is_ignored_and_replaced(data_dir, parses, damage):
    good = fresh_load()
    path = cached_files(data_dir)[0]
    raw = path.read_bytes()
    header, _, payload = raw.partition(b"\n")

    def sealed(value) -> bytes:  # a well-formed file holding ``value``
        body = pickle.dumps(value)
        return derived._HEADER + derived.hashlib.sha256(body).hexdigest().encode() + b"\n" + body

    key = path.name.removeprefix("content-").removesuffix(".pickle")
    damaged = {
        "garble": header + b"\n" + payload[:100] + b"\xff" * 50 + payload[150:],
        "truncate": raw[: len(raw) // 2],
        "empty": b"",
        "header": b"something else\n" + payload,
        "wrong-key": sealed(("another key", (good, None))),
        "not-content": sealed((key, ("text", 3))),
        "no-class": sealed((key, 1)).replace(b"builtins", b"builtinz"),
    }[damage]
    path.write_bytes(damaged)
    again = fresh_load()
    assert parses == [1, 1] and again == good
    assert path.read_bytes() != damaged  # replaced by a good copy
    assert fresh_load() == good and parses == [1, 1]


def test_a_cache_of_other_content_under_this_key_is_ignored(data_dir, parses):
    good = fresh_load()
    path = cached_files(data_dir)[0]
    key = path.name.removeprefix("content-").removesuffix(".pickle")
    import dataclasses

    other = dataclasses.replace(good, hash="0" * 64, entries={})
    assert derived.save(key, (other, None), path.parent)
    assert fresh_load() == good and parses == [1, 1]


def test_a_file_where_the_cache_folder_should_be(data_dir, parses, monkeypatch):
    # works the same for root, whom a read-only mode would not stop
    blocker = data_dir.parent / "blocker"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("WARTUTOR_CACHE_DIR", str(blocker / "cache"))
    content = fresh_load()
    assert parses == [1] and len(content.entries) > 100
    assert content_module.cached_headwords(content) is not None  # built in memory instead
    assert blocker.read_text(encoding="utf-8") == "not a folder"
    fresh_load()
    assert parses == [1, 1]  # nothing could be cached, nothing broke


def test_read_only_cache_folder(data_dir, parses, monkeypatch):
    cache = data_dir.parent / "cache"
    cache.mkdir()
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # root ignores the mode bits: deny writes

        def denied(*args, **kwargs):
            raise PermissionError(13, "Permission denied", str(cache))

        monkeypatch.setattr(derived.tempfile, "mkstemp", denied)
    cache.chmod(0o555)
    try:
        content = fresh_load()
        assert parses == [1] and len(content.entries) > 100
        assert list(cache.iterdir()) == []
    finally:
        cache.chmod(0o755)


def test_read_only_valid_cache_is_still_used(data_dir, parses):
    fresh_load()
    cache = data_dir.parent / "cache"
    path = cached_files(data_dir)[0]
    path.chmod(0o444)
    cache.chmod(0o555)
    try:
        assert len(fresh_load().entries) > 100
        assert parses == [1]
    finally:
        cache.chmod(0o755)


def run_cli(args, cache: Path) -> subprocess.CompletedProcess:
    """``wartutor ARGS`` in a new process; prints how many data files it parsed and the modules
    it imported after the output."""
    code = (
        "import sys\n"
        "import glossary.content as content\n"
        "parsed, parse = [], content._parse\n"
        "content._parse = lambda *args: parsed.append(1) or parse(*args)\n"
        "from tui.cli import main\n"
        f"code = main({args!r})\n"
        "print('PARSED', len(parsed))\n"
        "print('MODULES', ' '.join(sorted(sys.modules)))\n"
        "sys.exit(code)\n"
    )
    env = {**os.environ, "WARTUTOR_CACHE_DIR": str(cache), "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip


def modules_of(result) -> set[str]:
    return set(result.stdout.rsplit("MODULES ", 1)[1].split())


def test_one_shot_search_answered_by_headwords_imports_no_whoosh(tmp_path):
    cache = tmp_path / "cache"
    first = run_cli(["search", "janis", "--limit", "3"], cache)  # writes the cache
    assert first.returncode == 0, first.stderr
    second = run_cli(["search", "janis", "--limit", "3"], cache)
    assert second.returncode == 0, second.stderr
    assert "his.card.janissaries" in second.stdout.splitlines()[0]
    loaded = modules_of(second)
    assert not {name for name in loaded if name.split(".")[0] in {"whoosh", "textual"}}
    assert "PARSED 0" in second.stdout and "PARSED 0" not in first.stdout  # from the cache
    assert "tui.commands.odds" not in loaded  # no other command's module
    assert not {"engine.scenario", "engine.schema"} & loaded  # games listed, no scenario read
    # a query only the full text can answer does use whoosh (the check above can fail)
    inflected = run_cli(["search", "Landkämpfe", "--limit", "3"], cache)
    assert inflected.returncode == 0, inflected.stderr
    assert "whoosh" in modules_of(inflected)


@pytest.mark.parametrize("running", [True, False])
def test_loading_leaves_the_cycle_collector_as_it_was(data_dir, running):
    """The collector is paused while a cached file is unpickled (it would only slow the load)
    and afterwards runs again exactly if it ran before, also when the file is corrupt."""
    import gc

    fresh_load()  # writes the cache
    path = cached_files(data_dir)[0]
    was = gc.isenabled()
    try:
        (gc.enable if running else gc.disable)()
        assert fresh_load().entries  # read from the cache
        assert gc.isenabled() is running
        body = b"not a pickle"  # intact on disk, but unpickling fails
        path.write_bytes(derived._HEADER + derived.hashlib.sha256(body).hexdigest().encode()
                         + b"\n" + body)  # fmt: skip
        assert fresh_load().entries  # parsed again
        assert gc.isenabled() is running
    finally:
        (gc.enable if was else gc.disable)()
