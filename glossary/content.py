"""Load and validate the reference content: glossary/data/terms/*.toml, chapters/*.toml and
asks/*.toml (players' questions, see :mod:`glossary.asks`).

``load_content()`` reads every data file with tomllib, builds frozen dataclasses and checks them:
required fields and their types, all four languages, id formats, kinds, duplicate ids and every
cross reference (``related``, ``terms``, ``used_in``, ``step``). The first problem found raises
:class:`ContentError`, which names the file, the entry or paragraph id, the field and the problem.
The formats are described in docs/content.md.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from engine.messages import N_, Msg

from . import derived
from .asks import check_asks, parse_asks
from .content_build import Builder
from .content_build import known_steps as known_steps  # re-exported
from .content_model import LANGUAGES as LANGUAGES  # re-exported
from .content_model import Content, ContentError

DATA_DIR = Path(__file__).parent / "data"
WORDS_FILE = "words.toml"


def _display(path: Path, data_dir: Path) -> str:
    if data_dir.resolve() == DATA_DIR.resolve():
        return f"glossary/data/{path.relative_to(data_dir).as_posix()}"
    return str(path)


def _parse(raw: bytes, source: str) -> dict:
    import tomllib  # only when the content is not cached

    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ContentError(
            source, "", "", Msg(N_("not UTF-8 (byte {at})"), at=error.start)
        ) from None
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+), column (\d+)", str(error))
        where = f"line {found[1]}" if found else ""
        problem = Msg(N_("invalid TOML: {error}"), error=str(error))
        raise ContentError(source, where, "", problem) from None


def _read(data_dir: Path) -> tuple[list[tuple[str, Path, bytes]], str]:
    """Every data file's (folder, path, bytes), in load order, and the content hash."""
    files = []
    digest = hashlib.sha256()
    for folder in ("terms", "chapters", "asks"):  # asks: players' questions (glossary.asks)
        for path in sorted((data_dir / folder).glob("*.toml")):
            raw = path.read_bytes()
            digest.update(f"{folder}/{path.name}\0".encode() + raw + b"\0")
            files.append((folder, path, raw))
    words = data_dir / WORDS_FILE
    if words.is_file():  # the players' words are content too: the caches follow them
        raw = words.read_bytes()
        digest.update(f"{WORDS_FILE}\0".encode() + raw + b"\0")
        files.append(("words", words, raw))
    return files, digest.hexdigest()


def _load(data_dir: Path, files=None, content_hash: str | None = None) -> Content:
    if files is None:
        files, content_hash = _read(data_dir)
    builder = Builder()
    builds = {"terms": builder.glossary, "chapters": builder.chapter}
    words, asks, ask_files = {}, {}, {}
    for folder, path, raw in files:
        source = _display(path, data_dir)
        if folder == "words":
            from .player_words import parse_words

            words = parse_words(_parse(raw, source), source)
        elif folder == "asks":
            parse_asks(_parse(raw, source), source, asks, ask_files)
        else:
            builds[folder](source, _parse(raw, source))
    builder.resolve()
    check_asks(asks, builder.paragraphs.keys() | builder.entries.keys(), ask_files)
    return Content(
        entries=builder.entries,
        chapters=builder.chapters,
        paragraphs=builder.paragraphs,
        sections=builder.sections,
        hash=content_hash,
        files=builder.files,
        words=words,
        asks=asks,
    )


_cache: dict[str, Content] = {}
_headwords: dict[str, object] = {}  # the default content's headword table, from the cache


def _load_default() -> Content:
    """The built-in content: from the derived-data cache when it holds this content (parsed,
    validated, with its headword table), else parsed now and cached for the next process."""
    files, content_hash = _read(DATA_DIR)
    key = derived.derived_key(content_hash, DATA_DIR)
    cached = derived.load(key)
    if isinstance(cached, tuple) and len(cached) == 2 and isinstance(cached[0], Content):
        content, table = cached
        if content.hash == content_hash:
            _headwords["default"] = table
            return content
    content = _load(DATA_DIR, files, content_hash)
    from .headwords import HeadwordTable

    table = HeadwordTable.from_content(content)
    _headwords["default"] = table
    derived.save(key, (content, table))
    return content


def load_content(data_dir: str | Path | None = None) -> Content:
    """Load and validate all content; the default directory is loaded once per process and
    cached across processes (see :mod:`glossary.derived`).

    Raises :class:`ContentError` (an ``InputError``) for the first problem found.
    """
    if data_dir is not None:
        return _load(Path(data_dir))
    if "default" not in _cache:
        _cache["default"] = _load_default()
    return _cache["default"]


def cached_headwords(content: Content):
    """The headword table of the built-in ``content`` if it is already built (or was read from
    the cache), else None."""
    if content is _cache.get("default"):
        return _headwords.get("default")
    return None


def clear_cache() -> None:
    """Forget the loaded default content (after the data files changed)."""
    _cache.clear()
    _headwords.clear()
