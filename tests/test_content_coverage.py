"""Coverage of the content across all games: entry counts and the seeds' own keyword lists.

The keyword lists are read from the source chapters in ../shared/seeds beside the checkout
(``<x>/shared/seeds`` for a clone at ``<x>/main``); without that directory only the tests that read
them skip, and say why. The entry minimum needs no seed and always runs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from glossary.content import load_content

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"
needs_seeds = pytest.mark.skipif(
    not SEEDS.is_dir(),
    reason=f"reads the source chapters beside the checkout, which are not present at {SEEDS}",
)
KEYWORD_HEADING = re.compile(r"^\s*Key Words\s*/\s*Schlagwörter\s*$", re.MULTILINE)
MIN_ENTRIES = 150  # issue 3: the glossary holds at least 150 entries
MIN_PER_SEED_GAME = 25  # issue 3: seeds 001, 002, 003 give at least 25 keywords each


def seed_files() -> dict[str, Path]:
    """Seed number ("000") -> its file."""
    return {path.name[:3]: path for path in sorted(SEEDS.glob("[0-9][0-9][0-9]_*.txt"))}


def keyword_lists(path: Path) -> list[list[str]]:
    """The keyword lists after a seed's "Key Words / Schlagwörter" heading, one per language."""
    text = path.read_text(encoding="utf-8")
    found = KEYWORD_HEADING.search(text)
    if not found:
        return []
    lines = [line.strip() for line in text[found.end() :].splitlines() if line.strip()]
    return [[word.strip() for word in line.split(",") if word.strip()] for line in lines]


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def _forms(entries) -> set[str]:
    forms = set()
    for entry in entries:
        forms.update(_fold(form) for form in (entry.seed_form, *entry.seed_forms))
        forms.update(_fold(term) for term in entry.terms.values())
        forms.update(_fold(abbr) for abbr in entry.abbr)
    return forms


def _game_of_seed(content, seed: str) -> str:
    games = {chapter.game for chapter in content.chapters.values() if chapter.seed == seed}
    assert len(games) == 1, f"seed {seed}: expected one game among the chapters, found {games}"
    return games.pop()


def test_at_least_150_entries_overall():
    assert len(load_content().entries) >= MIN_ENTRIES


@needs_seeds
def test_every_seed_keyword_is_in_the_glossary():
    content = load_content()
    checked = 0
    for seed, path in seed_files().items():
        lists = keyword_lists(path)
        if not lists:
            continue
        game = _game_of_seed(content, seed)
        forms = _forms(content.entries_for_game(game))
        missing = [word for words in lists for word in words if _fold(word) not in forms]
        assert not missing, f"seed {seed} ({game}): keywords without an entry: {missing}"
        checked += 1
    assert checked, "no seed has a keyword list"


@needs_seeds
def test_games_of_seeds_without_a_keyword_list_have_25_entries():
    content = load_content()
    for seed, path in seed_files().items():
        if keyword_lists(path):
            continue
        game = _game_of_seed(content, seed)
        count = len(content.entries_for_game(game))
        assert count >= MIN_PER_SEED_GAME, f"seed {seed} ({game}): only {count} entries"


@needs_seeds
def test_keyword_lists_are_read():
    # seeds 000 and 004 list their keywords in English and German
    lists = {seed: keyword_lists(path) for seed, path in seed_files().items()}
    with_lists = {seed: found for seed, found in lists.items() if found}
    assert with_lists
    for seed, found in with_lists.items():
        assert len(found) == 2, seed
        assert len(found[0]) == len(found[1]), seed
