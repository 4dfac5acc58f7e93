"""The chapters state nothing beyond their sources, and copy nothing from them.

- Every number in a chapter paragraph, in every language, written in digits or as a number word,
  appears in that chapter's source chapter (../shared/seeds), in the seeds' README (which names
  the editions) or in ../shared/rules/sources.md, or is a step number of the chapter.
- No run of 12 or more consecutive words (case-folded, punctuation ignored) is shared between any
  content text (terms, definitions, chapter titles, paragraphs and players' questions) and a
  seed or sources.md.

Both read the sources beside the checkout (``<x>/shared`` for a clone at ``<x>/main``) and skip,
saying so, when that directory is missing.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from glossary.content import LANGUAGES, load_content

SHARED = Path(__file__).resolve().parents[2] / "shared"
SEEDS = SHARED / "seeds"
SOURCES = SHARED / "rules" / "sources.md"
needs_sources = pytest.mark.skipif(
    not (SEEDS.is_dir() and SOURCES.is_file()),
    reason=f"needs the source chapters and rule sources beside the checkout, not found at {SHARED}",
)

NUMBER = re.compile(r"\d+(?:\.\d+)*")
COPY_RUN = 12  # words in a row that may not be shared with a source

# Number words 2..12 (and the ones that occur as amounts) in the four languages, with the
# inflected forms the texts use. "One" and ordinals are left out: "one of", "secondo" ("according
# to") and "erste" are ordinary words far more often than amounts.
NUMBER_WORDS = {
    2: "two zwei zwei zweiten два две двух двумя двум due",
    3: "three drei три трёх трех тремя трём tre",
    4: "four vier четыре четырёх четырех quattro",
    5: "five fünf пять пяти cinque",
    6: "six sechs шесть шести sei",
    7: "seven sieben семь семи sette",
    8: "eight acht восемь восьми otto",
    9: "nine neun девять девяти nove",
    10: "ten zehn десять десяти dieci",
    12: "twelve zwölf двенадцать двенадцати dodici",
}
WORD_VALUES = {word: value for value, words in NUMBER_WORDS.items() for word in words.split()}


def _seed_file(seed: str) -> Path:
    (path,) = SEEDS.glob(f"{seed}_*.txt")
    return path


@cache
def _source_numbers(seed: str) -> frozenset[str]:
    """Numbers written in a seed, the seeds' README and sources.md; "v6-6-3-4" in a page address
    counts as 6.6.3.4."""
    paths = (_seed_file(seed), SEEDS / "README.md", SOURCES)
    text = "\n".join(path.read_text(encoding="utf-8") for path in paths)
    text = re.sub(r"(?<=\d)-(?=\d)", ".", text)
    found = set(NUMBER.findall(text))
    found |= {str(int(number)) for number in found if number.isdigit()}  # "07" is 7 as well
    return frozenset(found)


def _numbers_in(text: str) -> list[str]:
    digits = [str(int(n)) if n.isdigit() else n for n in NUMBER.findall(text)]
    words = re.findall(r"\w+", text.casefold())
    return digits + [str(WORD_VALUES[word]) for word in words if word in WORD_VALUES]


def _step_numbers(chapter) -> set[str]:
    steps = sum(1 for section in chapter.sections if section.step)
    return {str(n) for n in range(1, steps + 1)}


@needs_sources
def test_every_number_in_a_chapter_is_in_its_sources():
    content = load_content()
    unsourced = []
    for chapter in content.chapters.values():
        allowed = _source_numbers(chapter.seed) | _step_numbers(chapter)
        for section in chapter.sections:
            for paragraph in section.paragraphs:
                for lang in LANGUAGES:
                    for number in _numbers_in(paragraph.text[lang]):
                        if number not in allowed:
                            unsourced.append(f"{paragraph.id} [{lang}]: {number}")
    assert not unsourced, "numbers found in no source: " + "; ".join(unsourced)


def test_number_extraction_reads_digits_sections_and_words():
    text = (
        "Roll two dice; 20% of 6.6.3.4, §14.1 and the 24º turn: drei Würfel, tre dadi, три кубика."
    )
    assert _numbers_in(text) == ["20", "6.6.3.4", "14.1", "24", "2", "3", "3", "3"]


# --- nothing copied ---------------------------------------------------------------------------


def _words(text: str) -> list[str]:
    """Case-folded words without punctuation; "re-embark" and "l'attaccante" split at the mark."""
    return re.findall(r"\w+", text.casefold())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + COPY_RUN]) for i in range(len(words) - COPY_RUN + 1)}


@cache
def _source_runs() -> dict[tuple[str, ...], str]:
    runs: dict[tuple[str, ...], str] = {}
    for path in sorted(SEEDS.glob("[0-9][0-9][0-9]_*.txt")) + [SOURCES]:
        for run in _runs(_words(path.read_text(encoding="utf-8"))):
            runs.setdefault(run, path.name)
    return runs


def _content_texts(content):
    for entry in content.entries.values():
        for lang in LANGUAGES:
            yield f"{entry.id} term [{lang}]", entry.terms[lang]
            yield f"{entry.id} definition [{lang}]", entry.definition[lang]
    for chapter in content.chapters.values():
        for lang in LANGUAGES:
            yield f"{chapter.id} title [{lang}]", chapter.title[lang]
        for section in chapter.sections:
            for lang in LANGUAGES:
                yield f"{section.id} title [{lang}]", section.title[lang]
            for paragraph in section.paragraphs:
                for lang in LANGUAGES:
                    yield f"{paragraph.id} [{lang}]", paragraph.text[lang]
    for ident, questions in content.asks.items():
        for lang, texts in questions.items():
            for number, text in enumerate(texts):
                yield f"{ident} question {number + 1} [{lang}]", text


@needs_sources
def test_no_content_text_copies_twelve_words_from_a_source():
    sources = _source_runs()
    copied = []
    for where, text in _content_texts(load_content()):
        for run in sorted(_runs(_words(text)) & sources.keys()):
            copied.append(f"{where} repeats {sources[run]}: “{' '.join(run)}”")
            break
    assert not copied, "copied passages:\n" + "\n".join(copied)


def test_copy_check_ignores_case_and_punctuation_and_needs_twelve_words():
    source = "One, two: three four five six seven eight nine ten eleven twelve!"
    same = "ONE two three (four) five six seven eight nine ten eleven twelve"
    assert _runs(_words(same)) & _runs(_words(source))
    eleven = "two three four five six seven eight nine ten eleven twelve"
    assert not _runs(_words(eleven)) & _runs(_words(source))
