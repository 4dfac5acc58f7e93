"""Building the content from the parsed data files: entries, chapters, sections and paragraphs as
frozen dataclasses, each checked (required fields and their types, all four languages, id
formats, kinds, duplicate ids), then every cross reference (``related``, ``terms``, ``used_in``,
``step``). :mod:`glossary.content` reads the files and calls :class:`Builder`.
"""

from __future__ import annotations

import re

from engine.messages import N_, Msg

from .content_model import (
    KINDS,
    PLANNED_STEPS,
    Chapter,
    ContentError,
    Entry,
    Paragraph,
    Section,
    TableReader,
    games,
)

__all__ = ["Builder", "known_steps"]

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


class Builder:
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
