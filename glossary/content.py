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
from .content_model import (
    KINDS,
    PLANNED_STEPS,
    Chapter,
    Content,
    ContentError,
    Entry,
    Paragraph,
    Section,
    TableReader,
    games,
)
from .content_model import LANGUAGES as LANGUAGES  # re-exported

DATA_DIR = Path(__file__).parent / "data"
WORDS_FILE = "words.toml"
_SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
_ENTRY_ID = re.compile(rf"(?P<game>[a-z]+)\.(?:term|card|unit)\.{_SLUG}")
_CHAPTER_ID = re.compile(rf"(?P<game>[a-z]+)\.{_SLUG}")
_STEP_ID = re.compile(rf"(?P<procedure>(?P<game>[a-z]+)/{_SLUG})#{_SLUG}")
_REF = re.compile(r"(?P<game>[a-z]+) (?:\d{3} \S.*|card #\d+)")
_SEED = re.compile(r"\d{3}")


def known_steps() -> dict[str, frozenset[str]]:
    """Every valid step id by procedure: the engine registry's, else the planned lists."""
    steps = {
        procedure: frozenset(f"{procedure}#{step}" for step in names)
        for procedure, names in PLANNED_STEPS.items()
    }
    try:
        from engine import registry

        registered = registry.procedures()
    except ImportError:  # the engine registry (or a game module) is not there yet
        return steps
    for procedure, info in registered.items():
        steps[procedure] = frozenset(step.id for step in info.steps)
    return steps


class _Builder:
    """Collects entries and chapters from the files, then checks the cross references."""

    def __init__(self) -> None:
        self.entries: dict[str, Entry] = {}
        self.chapters: dict[str, Chapter] = {}
        self.sections: dict[str, Section] = {}
        self.paragraphs: dict[str, Paragraph] = {}
        self.files: dict[str, str] = {}

    def claim(self, table: TableReader, key: str, pattern: re.Pattern, game: str | None) -> str:
        """Read an id (checking format, game prefix if ``game`` is given, and uniqueness)."""
        ident = table.text(key, pattern)
        table.item = ident
        if ident in self.files:
            table.fail(key, N_("duplicate id (also in {other})"), other=self.files[ident])
        if game is not None and pattern.fullmatch(ident)["game"] != game:
            table.fail(key, N_("id must start with the game {game!r}"), game=game)
        self.files[ident] = table.source
        return ident

    def glossary(self, source: str, data: dict) -> None:
        top = TableReader(source, "", data)
        top.keys({"game", "entries"}, set())
        game = top.choice("game", games())
        for index, raw in enumerate(top.tables("entries")):
            table = TableReader(source, f"entries[{index}]", raw)
            table.keys(
                {"id", "kind", "seed_form", "official", "terms", "definition"},
                {"abbr", "related", "used_in", "seed_keyword", "seed_forms", "aliases"},
            )
            ident = self.claim(table, "id", _ENTRY_ID, game)
            kind = table.choice("kind", KINDS)
            self.entries[ident] = Entry(
                id=ident,
                game=game,
                kind=kind,
                terms=table.four("terms"),
                definition=table.four("definition"),
                abbr=table.texts("abbr"),
                official=table.langs("official"),
                seed_form=table.text("seed_form"),
                seed_forms=table.texts("seed_forms"),
                aliases=table.texts("aliases"),
                related=table.texts("related"),
                used_in=table.texts("used_in"),
                seed_keyword=table.flag("seed_keyword"),
            )

    def chapter(self, source: str, data: dict) -> None:
        top = TableReader(source, "", data)
        top.keys({"id", "game", "seed", "source_languages", "title", "sections"}, {"procedure"})
        game = top.choice("game", games())
        chapter_id = self.claim(top, "id", _CHAPTER_ID, game)
        procedure = top.text("procedure") if "procedure" in data else None
        languages = top.langs("source_languages")
        if not languages:
            top.fail("source_languages", N_("empty"))
        sections = []
        for s_index, s_raw in enumerate(top.tables("sections")):
            s_table = TableReader(source, f"sections[{s_index}]", s_raw)
            s_table.keys({"id", "title", "paragraphs"}, {"step"})
            section_id = self.claim(s_table, "id", _child(chapter_id), None)
            paragraphs = []
            for p_index, p_raw in enumerate(s_table.tables("paragraphs")):
                p_table = TableReader(source, f"{section_id}.paragraphs[{p_index}]", p_raw)
                p_table.keys({"id", "cite", "text"}, {"refs", "terms"})
                paragraph = Paragraph(
                    id=self.claim(p_table, "id", _child(section_id, r"p\d+"), None),
                    section_id=section_id,
                    chapter_id=chapter_id,
                    cite=p_table.text("cite"),
                    refs=p_table.texts("refs", _REF),
                    terms=p_table.texts("terms"),
                    text=p_table.four("text"),
                )
                self.paragraphs[paragraph.id] = paragraph
                paragraphs.append(paragraph)
            step = s_table.text("step", _STEP_ID) if "step" in s_raw else None
            section = Section(
                section_id, chapter_id, step, s_table.four("title"), tuple(paragraphs)
            )
            self.sections[section_id] = section
            sections.append(section)
        self.chapters[chapter_id] = Chapter(
            id=chapter_id,
            game=game,
            seed=top.text("seed", _SEED),
            source_languages=languages,
            procedure=procedure,
            title=top.four("title"),
            sections=tuple(sections),
        )

    def resolve(self) -> None:
        """Check that every reference points at an existing id."""
        steps = known_steps()

        def fail(item: str, field: str, problem: str, ref: str) -> None:
            raise ContentError(self.files[item], item, field, Msg(problem, ref=ref))

        def check(item: str, field: str, ref: str, targets: dict) -> None:
            if "#" in ref and targets is not self.entries:
                procedure = ref.split("#")[0]
                if procedure not in steps:
                    fail(item, field, N_("unknown procedure {ref!r}"), ref)
                if ref not in steps[procedure]:
                    fail(item, field, N_("unknown step {ref!r}"), ref)
            elif ref not in targets or ref == item:
                fail(item, field, N_("{ref!r} does not resolve"), ref)

        for entry in self.entries.values():
            for ref in entry.related:
                check(entry.id, "related", ref, self.entries)
            for ref in entry.used_in:
                check(entry.id, "used_in", ref, self.paragraphs)
        for paragraph in self.paragraphs.values():
            for ref in paragraph.terms:
                check(paragraph.id, "terms", ref, self.entries)
        explained: dict[str, str] = {}
        for chapter in self.chapters.values():
            if chapter.procedure is not None and chapter.procedure not in steps:
                fail(chapter.id, "procedure", N_("unknown procedure {ref!r}"), chapter.procedure)
            for section in chapter.sections:
                if section.step is None:
                    continue
                check(section.id, "step", section.step, {})
                if section.step in explained:
                    problem = N_("step {ref!r} is already explained by another section")
                    fail(section.id, "step", problem, section.step)
                explained[section.step] = section.id


def _child(parent: str, slug: str = _SLUG) -> re.Pattern:
    """The pattern of a child id: ``<parent>.<slug>`` (so it carries the parent's game)."""
    return re.compile(rf"{re.escape(parent)}\.{slug}")


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
    builder = _Builder()
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
