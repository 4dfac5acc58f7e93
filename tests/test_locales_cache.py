"""The compiled UI catalogs are cached across processes: used when intact, compiled again when
missing, changed or corrupt, and the cache is skipped without harm when it cannot be written."""

import gettext
import io
import os
import shutil

import pytest

import locales

LANG = "de"


@pytest.fixture
def catalog(tmp_path, monkeypatch):
    """A private copy of the German catalog and a private cache; counts babel's compilations."""
    copy = tmp_path / "wartutor.po"
    shutil.copy(locales.catalog_path(LANG), copy)
    monkeypatch.setenv("WARTUTOR_CACHE_DIR", str(tmp_path / "cache"))
    import babel.messages.pofile

    calls = []
    real = babel.messages.pofile.read_po

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(babel.messages.pofile, "read_po", counting)
    return copy, calls


def cached(tmp_path):
    return sorted((tmp_path / "cache").glob(f"catalog-{LANG}-*.pickle"))


def text(data: bytes, message: str = "Search") -> str:
    return gettext.GNUTranslations(io.BytesIO(data)).gettext(message)


def test_compiled_once_then_read_from_the_cache(catalog, tmp_path):
    path, calls = catalog
    first = locales.compiled(LANG, path)
    assert calls == [1] and len(cached(tmp_path)) == 1
    second = locales.compiled(LANG, path)
    assert calls == [1] and second == first
    assert text(second) == "Suche" == locales.translations(LANG).gettext("Search")


def test_a_changed_catalog_is_compiled_again(catalog, tmp_path):
    path, calls = catalog
    locales.compiled(LANG, path)
    changed = path.read_text(encoding="utf-8").replace('msgstr "Suche"', 'msgstr "Suchen"', 1)
    path.write_text(changed, encoding="utf-8")
    assert text(locales.compiled(LANG, path)) == "Suchen"
    assert calls == [1, 1]


@pytest.mark.parametrize("damage", ["garble", "truncate", "empty"])
def test_a_corrupt_cache_is_compiled_again_and_replaced(catalog, tmp_path, damage):
    path, calls = catalog
    good = locales.compiled(LANG, path)
    file = cached(tmp_path)[0]
    raw = file.read_bytes()
    file.write_bytes({
        "garble": raw[:200] + b"\xff" * 40 + raw[240:],
        "truncate": raw[: len(raw) // 2],
        "empty": b"",
    }[damage])  # fmt: skip
    assert locales.compiled(LANG, path) == good and calls == [1, 1]
    assert locales.compiled(LANG, path) == good and calls == [1, 1]  # replaced by a good copy


def test_an_unwritable_cache_is_skipped(catalog, tmp_path, monkeypatch):
    # a file where the cache folder should be: refused to root as well
    path, calls = catalog
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("WARTUTOR_CACHE_DIR", str(blocker / "cache"))
    assert text(locales.compiled(LANG, path)) == "Suche"
    assert text(locales.compiled(LANG, path)) == "Suche"
    assert calls == [1, 1] and blocker.read_text(encoding="utf-8") == "not a folder"


def test_a_read_only_cache_folder_is_skipped(catalog, tmp_path, monkeypatch):
    path, calls = catalog
    folder = tmp_path / "cache"
    folder.mkdir()
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # root ignores the mode bits: deny writes
        from glossary import derived

        def denied(*args, **kwargs):
            raise PermissionError(13, "Permission denied", str(folder))

        monkeypatch.setattr(derived.tempfile, "mkstemp", denied)
    folder.chmod(0o555)
    try:
        assert text(locales.compiled(LANG, path)) == "Suche"
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o755)
