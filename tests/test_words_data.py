"""The everyday-words file (glossary/data/words.toml) maps player words onto words our texts use.

The texts are read straight from the glossary and chapter TOML files, not through the loader.
"""

import re
import tomllib
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[1] / "glossary" / "data"
WORDS_FILE = DATA / "words.toml"
LANGUAGES = ("en", "de", "ru", "it")


def _collect_texts(node, found: dict[str, list[str]]) -> None:
    """Gather every four-language text (terms, definitions, titles, paragraphs) under `node`."""
    if isinstance(node, dict):
        if all(isinstance(node.get(lang), str) for lang in LANGUAGES):
            for lang in LANGUAGES:
                found[lang].append(node[lang])
        for value in node.values():
            _collect_texts(value, found)
    elif isinstance(node, list):
        for value in node:
            _collect_texts(value, found)


def _texts_by_language() -> dict[str, str]:
    found: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    files = sorted((DATA / "terms").glob("*.toml")) + sorted((DATA / "chapters").glob("*.toml"))
    for path in files:
        with path.open("rb") as handle:
            _collect_texts(tomllib.load(handle), found)
    return {lang: "\n".join(parts) for lang, parts in found.items()}


def _occurs(phrase: str, text: str) -> bool:
    """True when `phrase` stands in `text` as a whole word or phrase, ignoring case."""
    pattern = r"(?<!\w)" + re.escape(phrase) + r"(?!\w)"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _missing_values(table: dict[str, list[str]], text: str) -> list[tuple[str, str]]:
    return [
        (key, value)
        for key, values in table.items()
        for value in values
        if not _occurs(value, text)
    ]


@pytest.fixture(scope="module")
def words() -> dict:
    with WORDS_FILE.open("rb") as handle:
        return tomllib.load(handle)


@pytest.fixture(scope="module")
def texts() -> dict[str, str]:
    return _texts_by_language()


def test_the_file_has_exactly_the_four_language_tables(words):
    assert set(words) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert isinstance(words[lang], dict) and words[lang], lang


def test_our_texts_were_found_in_every_language(texts):
    # Guards the checks below against passing on empty texts.
    for lang in LANGUAGES:
        assert len(texts[lang]) > 100_000, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_are_lower_case_and_values_are_non_empty_lists(words, lang):
    for key, values in words[lang].items():
        assert key.strip(), (lang, key)
        assert key == key.strip() and "  " not in key, (lang, key)
        assert key == key.lower(), (lang, key)
        assert isinstance(values, list) and values, (lang, key)
        for value in values:
            assert isinstance(value, str) and value.strip(), (lang, key, value)
        assert len(values) == len(set(values)), (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_value_occurs_in_our_texts_of_that_language(words, texts, lang):
    assert _missing_values(words[lang], texts[lang]) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_maps_to_itself(words, lang):
    for key, values in words[lang].items():
        assert key.casefold() not in {value.casefold() for value in values}, (lang, key)


def test_the_occurrence_check_matches_whole_words_only(texts):
    # "retreat" is in the English texts; "retrea" is only part of it, "xyzzy" is nowhere.
    table = {"fall back": ["retreat"], "partial": ["retrea"], "nonsense": ["xyzzy"]}
    assert _missing_values(table, texts["en"]) == [("partial", "retrea"), ("nonsense", "xyzzy")]


def test_the_occurrence_check_ignores_case_and_reads_other_alphabets(texts):
    assert _occurs("RÜCKZUG", texts["de"])
    assert _occurs("отступление", texts["ru"])
    assert _occurs("Parità", texts["it"])
    assert not _occurs("отступлени", texts["ru"])
