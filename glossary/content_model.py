"""The content's data model: glossary entries and chapters as frozen dataclasses, the fixed
vocabularies (languages, games, kinds, procedure steps), ContentError and a typed TOML reader.

Built and validated by :mod:`glossary.content`; import from there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from engine.errors import InputError
from engine.messages import N_, Msg

LANGUAGES = ("en", "de", "ru", "it")


@cache
def games() -> tuple[str, ...]:
    """The ids of the games, in listing order: each game is declared once, by its engine
    package (asked on first use: the cached content loads without the engine's registry)."""
    from engine import registry

    return tuple(registry.games())


KINDS = frozenset(
    {"term", "card", "unit", "abbreviation", "phase", "step", "marker", "tile", "result", "leader"}
    | {"place"}
)
# Step ids (fixed) of the procedures; the engine registry wins for procedures it implements.
PLANNED_STEPS: dict[str, tuple[str, ...]] = {
    "his/field-battle": (
        "withdraw", "responses", "attacker-dice", "defender-dice", "attacker-cards",
        "defender-cards", "roll", "janissaries", "winner", "casualties", "captured-leaders",
        "retreat", "siege-check",
    ),
    "ccc/land-combat": (
        "free-actions", "cavalry-charge", "siege-bonus", "round", "retreats", "end",
    ),
    "ccc/interception": ("order", "int-dr", "benefit"),
    "tenochtitlan/combat": (
        "draw-card", "movement", "defensive-fire", "declare", "retreat-before-combat", "roll",
        "result", "advance", "rally", "victory",
    ),
    "soe/attack": ("declare", "neutral", "naval-support", "naval", "land", "control"),
}  # fmt: skip


def pick(texts: dict[str, str], lang: str) -> str:
    """The text in ``lang``, falling back to English, then to any language."""
    return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")


@dataclass(frozen=True)
class Entry:
    """One glossary entry: a term, card, unit, abbreviation... of one game, in four languages."""

    id: str
    game: str
    kind: str
    terms: dict[str, str]
    definition: dict[str, str]
    abbr: tuple[str, ...] = ()
    official: tuple[str, ...] = ()
    seed_form: str = ""
    seed_forms: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()  # other spellings a player may type; searched like seed forms
    related: tuple[str, ...] = ()
    used_in: tuple[str, ...] = ()
    seed_keyword: bool = False

    def source_forms(self) -> tuple[str, ...]:
        """The forms to show as the source's own: the seed forms, unless the entry has no
        official form and its seed form is only its own English term (our sources do not
        name it, so showing it as the source's would contradict "all our translations")."""
        forms = tuple(dict.fromkeys(form for form in (self.seed_form, *self.seed_forms) if form))
        if not self.official and set(forms) <= {self.terms.get("en")}:
            return ()
        return forms


@dataclass(frozen=True)
class Paragraph:
    """One paragraph of a chapter: our summary of a rule, with the rule it cites."""

    id: str
    section_id: str
    chapter_id: str
    cite: str
    refs: tuple[str, ...]
    terms: tuple[str, ...]
    text: dict[str, str]


@dataclass(frozen=True)
class Section:
    """A section of a chapter; ``step`` is the procedure step it explains, if any."""

    id: str
    chapter_id: str
    step: str | None
    title: dict[str, str]
    paragraphs: tuple[Paragraph, ...]


@dataclass(frozen=True)
class Chapter:
    """A rules chapter summarised from one seed, in four languages."""

    id: str
    game: str
    seed: str
    source_languages: tuple[str, ...]
    procedure: str | None
    title: dict[str, str]
    sections: tuple[Section, ...]


@dataclass(frozen=True)
class Content:
    """All validated content. Dicts keep file order (files sorted by name)."""

    entries: dict[str, Entry]
    chapters: dict[str, Chapter]
    paragraphs: dict[str, Paragraph]
    sections: dict[str, Section]
    hash: str
    files: dict[str, str] = field(default_factory=dict)
    """The data file (as messages name it) of every entry, chapter, section and paragraph id."""
    words: dict[str, dict[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    """Players' everyday words per language (words.toml, see :mod:`glossary.player_words`)."""
    asks: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    """Players' questions per paragraph or entry id and language (asks/*.toml, see
    :mod:`glossary.asks`)."""

    def entries_for_game(self, game: str) -> list[Entry]:
        """The entries of ``game``, in file order."""
        return [entry for entry in self.entries.values() if entry.game == game]

    def entries_using(self, ref: str) -> list[Entry]:
        """The entries whose ``used_in`` lists ``ref`` (a paragraph or step id), in file order."""
        return [self.entries[ident] for ident in self._users.get(ref, ())]

    @cached_property
    def _users(self) -> dict[str, tuple[str, ...]]:
        """For each ``used_in`` reference, the ids of the entries listing it (built once)."""
        users: dict[str, dict[str, None]] = {}
        for entry in self.entries.values():
            for ref in entry.used_in:
                users.setdefault(ref, {})[entry.id] = None
        return {ref: tuple(ids) for ref, ids in users.items()}

    def paragraphs_for_ref(self, ref: str) -> list[Paragraph]:
        """The paragraphs whose ``refs`` include ``ref`` (e.g. ``"his 001 step 6"``)."""
        return [paragraph for paragraph in self.paragraphs.values() if ref in paragraph.refs]

    def section_for_step(self, step_id: str) -> Section | None:
        """The section that explains the procedure step ``step_id``, or None."""
        for section in self.sections.values():
            if section.step == step_id:
                return section
        return None


class ContentError(InputError):
    """A bad content file: names the file, the entry or paragraph id, the field and the problem."""

    def __init__(self, source: str, item: str, field: str, problem: Msg | str):
        self.item = item
        self.field = field
        super().__init__(source, ": ".join(part for part in (item, field) if part), problem)


class TableReader:
    """Typed access to one TOML table of a data file; every failure raises a ContentError that
    names the file, the item (entry, section or paragraph id) and the field."""

    def __init__(self, source: str, item: str, table: Any, where: str = ""):
        self.source, self.item, self.where = source, item, where
        if not isinstance(table, dict):
            self.fail("", N_("must be a table"))
        self.table = table

    def fail(self, key: str, problem: str, **args: Any):
        field = ".".join(part for part in (self.where, key) if part)
        raise ContentError(self.source, self.item, field, Msg(problem, **args))

    def keys(self, required: set[str], optional: set[str]) -> None:
        for key in sorted(required - self.table.keys()):
            self.fail(key, N_("missing"))
        for key in sorted(self.table.keys() - required - optional):
            self.fail(key, N_("unknown field"))

    def text(self, key: str, pattern: re.Pattern | None = None) -> str:
        value = self.table.get(key)
        if not isinstance(value, str):
            self.fail(key, N_("missing") if value is None else N_("must be a string"))
        if not value.strip():
            self.fail(key, N_("empty"))
        if pattern is not None and not pattern.fullmatch(value):
            self.fail(key, N_("{value!r} has the wrong format"), value=value)
        return value

    def texts(self, key: str, pattern: re.Pattern | None = None) -> tuple[str, ...]:
        values = self.table.get(key, [])
        if not isinstance(values, list):
            self.fail(key, N_("must be a list of strings"))
        for index, value in enumerate(values):
            if not isinstance(value, str) or not value.strip():
                self.fail(f"{key}[{index}]", N_("must be a non-empty string"))
            if pattern is not None and not pattern.fullmatch(value):
                self.fail(key, N_("{value!r} has the wrong format"), value=value)
        if len(set(values)) != len(values):
            self.fail(key, N_("lists a value twice"))
        return tuple(values)

    def choice(self, key: str, allowed: tuple[str, ...] | frozenset[str]) -> str:
        value = self.text(key)
        if value not in allowed:
            listed = ", ".join(sorted(allowed))
            self.fail(key, N_("{value!r} is not one of {allowed}"), value=value, allowed=listed)
        return value

    def langs(self, key: str) -> tuple[str, ...]:
        values = self.texts(key)
        for value in values:
            if value not in LANGUAGES:
                self.fail(key, N_("{value!r} is not a language"), value=value)
        return values

    def four(self, key: str) -> dict[str, str]:
        where = f"{self.where}.{key}".lstrip(".")
        sub = TableReader(self.source, self.item, self.table.get(key, {}), where)
        sub.keys(set(LANGUAGES), set())
        return {lang: sub.text(lang) for lang in LANGUAGES}

    def flag(self, key: str) -> bool:
        value = self.table.get(key, False)
        if not isinstance(value, bool):
            self.fail(key, N_("must be true or false"))
        return value

    def tables(self, key: str) -> list:
        value = self.table.get(key)
        if not isinstance(value, list) or not value:
            self.fail(
                key, N_("missing") if value is None else N_("must be a non-empty array of tables")
            )
        return value
