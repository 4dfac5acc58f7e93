"""Guided lessons: their content (learn/data/lessons/*.toml), read and checked here.

A lesson walks one example battle of ``examples/``. Each of its stops names the engine step
where the walk pauses, what to say there (four languages), the questions to ask (drill kinds,
answered by the engine at run time), the rule paragraphs and glossary terms it rests on, and
what to play or roll there. :mod:`learn.lessons_run` walks it; the format is in docs/learn.md.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.errors import InputError
from engine.messages import N_, Msg

from .drills_names import KINDS

LANGUAGES = ("en", "de", "ru", "it")
DATA_DIR = Path(__file__).parent / "data" / "lessons"
EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "examples"
MAX_STOPS = 20


class LessonError(InputError):
    """A bad lesson file: names the file, the key and the problem."""


@dataclass(frozen=True)
class Stop:
    """One pause of a lesson: at engine step ``at`` (the next pause there after the last stop)."""

    at: str
    text: dict[str, str]
    ask: tuple[str, ...] = ()
    after: dict[str, str] | None = None
    rule: str = ""
    paragraphs: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    play: str | None = None
    dice: tuple[int, ...] | None = None
    seed: int = 0  # varies the engine's question (which dice group, which distractors)


@dataclass(frozen=True)
class Lesson:
    """A guided lesson over the example battle ``example`` (a file name in examples/)."""

    id: str
    procedure: str
    example: str
    title: dict[str, str]
    intro: dict[str, str]
    stops: tuple[Stop, ...]
    mistakes: tuple[dict[str, str], ...]
    source: str = ""

    @property
    def example_path(self) -> Path:
        """The example battle's scenario file."""
        return EXAMPLES_DIR / self.example


def text_in(texts: dict[str, str], lang: str) -> str:
    """The text in ``lang`` (English when the language is unknown)."""
    return texts.get(lang) or texts["en"]


class _Reader:
    def __init__(self, source: str, table, where: str):
        self.source, self.table, self.where = source, table, where
        if not isinstance(table, dict):
            self.fail("", N_("must be a table"))

    def fail(self, key: str, problem: str, **values):
        name = ".".join(part for part in (self.where, key) if part)
        raise LessonError(self.source, name, Msg(problem, **values))

    def string(self, key: str, default=None) -> str:
        value = self.table.get(key, default)
        if not isinstance(value, str) or not value.strip():
            self.fail(key, N_("must be a non-empty string"))
        return value

    def texts(self, key: str, required: bool = True) -> dict[str, str] | None:
        value = self.table.get(key)
        if value is None and not required:
            return None
        if not isinstance(value, dict):
            self.fail(key, N_("must be a table of the four languages"))
        for lang in LANGUAGES:
            if not isinstance(value.get(lang), str) or not value[lang].strip():
                self.fail(f"{key}.{lang}", N_("is missing or empty"))
        extra = sorted(set(value) - set(LANGUAGES))
        if extra:
            self.fail(f"{key}.{extra[0]}", N_("is not one of the languages en, de, ru, it"))
        return {lang: value[lang].strip() for lang in LANGUAGES}

    def strings(self, key: str) -> tuple[str, ...]:
        value = self.table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            self.fail(key, N_("must be a list of strings"))
        return tuple(value)

    def tables(self, key: str) -> list:
        value = self.table.get(key, [])
        if not isinstance(value, list) or len(value) > MAX_STOPS:
            self.fail(key, N_("must be a list of at most {most} tables"), most=MAX_STOPS)
        return value


def _stop(reader: _Reader, table, index: int, procedure: str, content) -> Stop:
    where = f"stops[{index}]"
    stop = _Reader(reader.source, table, where)
    at = stop.string("at")
    from engine import registry

    steps = {info.id for info in registry.get(procedure).steps}
    if at not in steps:
        stop.fail("at", N_("is not a step of {procedure}"), procedure=procedure)
    ask = stop.strings("ask")
    for kind in ask:
        if kind not in KINDS:
            stop.fail("ask", N_("unknown question kind {kind!r}"), kind=kind)
    dice = table.get("dice")
    if dice is not None and (
        not isinstance(dice, list) or not all(type(d) is int and 1 <= d <= 20 for d in dice)
    ):
        stop.fail("dice", N_("must be a list of die values"))
    play = table.get("play")
    if play is not None:
        play = stop.string("play")
    seed = table.get("seed", 0)
    if type(seed) is not int or not 0 <= seed <= 1000:
        stop.fail("seed", N_("must be a whole number from 0 to 1000"))
    paragraphs, terms = stop.strings("paragraphs"), stop.strings("terms")
    if content is not None:
        for ident in paragraphs:
            if ident not in content.paragraphs:
                stop.fail("paragraphs", N_("unknown rule paragraph {id!r}"), id=ident)
        for ident in terms:
            if ident not in content.entries:
                stop.fail("terms", N_("unknown glossary entry {id!r}"), id=ident)
    return Stop(
        at=at,
        text=stop.texts("text"),
        ask=ask,
        after=stop.texts("after", required=False),
        rule=stop.string("rule"),
        paragraphs=paragraphs,
        terms=terms,
        play=play,
        dice=tuple(dice) if dice is not None else None,
        seed=seed,
    )


def read_lesson(path: Path, content=None) -> Lesson:
    """Read and check one lesson file (``content``: the glossary, to check its references)."""
    from engine import registry

    source = f"learn/data/lessons/{path.name}"
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        problem = Msg(N_("cannot be read: {error}"), error=str(error))
        raise LessonError(source, "", problem) from None
    reader = _Reader(source, table, "")
    procedure = reader.string("procedure")
    if procedure not in registry.procedures():
        reader.fail("procedure", N_("unknown procedure {procedure!r}"), procedure=procedure)
    example = reader.string("example")
    if "/" in example or not (EXAMPLES_DIR / example).is_file():
        reader.fail("example", N_("is not a file in examples/"))
    stops = tuple(
        _stop(reader, item, index, procedure, content)
        for index, item in enumerate(reader.tables("stops"))
    )
    if not stops:
        reader.fail("stops", N_("must list at least one stop"))
    mistakes = tuple(
        _Reader(source, item, f"mistakes[{index}]").texts("text")
        for index, item in enumerate(reader.tables("mistakes"))
    )
    return Lesson(
        id=reader.string("id"),
        procedure=procedure,
        example=example,
        title=reader.texts("title"),
        intro=reader.texts("intro"),
        stops=stops,
        mistakes=mistakes,
        source=source,
    )


def load_lessons(data_dir: Path | None = None, content=None) -> dict[str, Lesson]:
    """Every lesson by id, in file order; the first bad file raises :class:`LessonError`."""
    lessons: dict[str, Lesson] = {}
    for path in sorted((data_dir or DATA_DIR).glob("*.toml")):
        lesson = read_lesson(path, content)
        if lesson.id in lessons:
            raise LessonError(
                lesson.source, "id", Msg(N_("duplicate lesson id {id!r}"), id=lesson.id)
            )
        lessons[lesson.id] = lesson
    return lessons


@cache
def lessons() -> dict[str, Lesson]:
    """The shipped lessons (read once)."""
    return load_lessons()
