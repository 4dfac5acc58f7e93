"""Tier 2: the whoosh index (stemming, compounds, abbreviations, phrases, fuzzy fallback)."""

import subprocess
import sys
from pathlib import Path

import pytest

from glossary.index_cache import build_in_memory
from glossary.index_query import split_query

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def index(tiny):
    return build_in_memory(tiny)


def ids(hits):
    return [hit.id for hit in hits]


def test_every_entry_and_paragraph_is_a_document(index, tiny):
    assert index.doc_count() == len(tiny.entries) + len(tiny.paragraphs)


def test_russian_inflection_finds_the_entry(index):
    hits = index.search("сражения")  # stem of сражение
    assert hits[0].id == "his.term.field-battle"
    assert "t_ru" in hits[0].fields


def test_german_plural_with_umlaut_finds_the_entry(index):
    assert index.search("Landkämpfe")[0].id == "ccc.term.land-combat"
    assert index.search("Rückzüge")[0].id == "tenochtitlan.term.retreat"
    assert index.search("ruckzug")[0].id == "tenochtitlan.term.retreat"


def test_german_compound_part_finds_the_compound(index):
    found = ids(index.search("Kampf"))
    assert "ccc.term.land-combat" in found[:2]  # Landkampf: Kampf is its last part
    assert "ccc.term.combat-factor" in found  # Kampffaktor: Kampf is its first part


@pytest.mark.parametrize("query", ["LC DR", '"LC DR"', "lcdr", "lc-dr"])
def test_abbreviation_matches_exactly(index, query):
    hits = index.search(query)
    assert hits[0].id == "ccc.term.lc-dr"
    assert hits[0].fields[0] == "abbr"


def test_phrase_query_matches_words_in_order_only(index):
    assert index.search('"zone of control"')[0].id == "tenochtitlan.term.zoc"
    assert index.search('"control of zone"', exact=True) == []


def test_phrase_query_in_other_languages(index):
    assert index.search('"зона контроля"')[0].id == "tenochtitlan.term.zoc"
    assert index.search('"battaglia campale"')[0].id == "his.term.field-battle"


def test_a_word_found_nowhere_matches_the_words_near_it(index):
    hits = index.search("Landkmapf")  # a swapped pair: one edit (two for whoosh's own fuzzy)
    assert hits[0].id == "ccc.term.land-combat"
    assert ("t_de", "landkampf") in hits[0].near
    # inside a question too, where the other words match as they are
    hits = index.search("Flotte Landkmapf")
    assert {"ccc.term.land-combat", "ccc.unit.fleet"} <= {hit.id for hit in hits[:3]}


def test_a_typo_in_a_short_word_needs_another_word_beside_it(index):
    assert index.search("stada") == []  # one edit in five letters alone: too little evidence
    found = {hit.id: hit for hit in index.search("flotta stada")}
    assert found["his.term.road"].near and "ccc.unit.fleet" in found


def test_fuzzy_fallback_for_a_quoted_phrase(index):
    hits = index.search('"Landkmapf"')
    assert hits[0].id == "ccc.term.land-combat"
    assert hits[0].fuzzy


def test_exact_mode_has_no_fuzzy_fallback(index):
    assert index.search("Landkmapf", exact=True) == []
    assert index.search("Landkampf", exact=True)[0].id == "ccc.term.land-combat"


def test_paragraphs_are_searched(index):
    hits = index.search("Treffer")
    assert hits[0].id == "his.field-battle.roll.p1"
    assert hits[0].doctype == "paragraph"


def test_game_filter(index):
    assert {hit.game for hit in index.search("flotta", game="ccc")} == {"ccc"}
    assert "soe.unit.fleet" in ids(index.search("flotta"))


def test_stop_words_do_not_have_to_match(index):
    assert index.search("the fleet")[0].id in {"ccc.unit.fleet", "soe.unit.fleet"}


def test_query_splitting():
    assert split_query('"Zone of Control" ZOC «Зона контроля»') == (
        ["zone of control", "зона контроля"],
        ["zoc"],
    )
    assert split_query('unbalanced "quote') == ([], ["unbalanced", "quote"])


def test_empty_queries(index):
    assert index.search("") == []
    assert index.search('""') == []
    assert index.search("?!") == []


def test_whoosh_is_imported_only_for_tier_2():
    code = (
        "import sys\n"
        "from glossary.search import SearchEngine\n"
        "from tests.search.fixture_content import tiny_content\n"
        "engine = SearchEngine(tiny_content())\n"
        "assert engine.suggest('Landkampf')[0].id == 'ccc.term.land-combat'\n"
        "import tui.cli\n"
        "tui.cli.build_parser()\n"
        "print('whoosh' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )  # fmt: skip
    assert result.stdout.strip() == "False"


def test_whole_term_values_join_inflected_forms():
    from glossary.index_documents import whole_term_values
    from glossary.index_query import whole_term

    assert whole_term("de", "Landkämpfe") == whole_term("de", "Landkampf")
    assert whole_term("en", "Zone of Control") == whole_term("en", "zones of control")
    # a Russian noun in -ец drops its е when inflected: полководец, полководцы
    assert whole_term("ru", "полководцы") in whole_term_values("ru", "полководец").split(",")
    assert whole_term_values("ru", "трек") == whole_term("ru", "трек")  # no vowel before: kept


def test_a_paragraph_is_indexed_with_its_chapter_title():
    # the paragraphs of "Field battle" are about field battles though their texts need not say so
    from glossary.content import load_content
    from glossary.index_documents import documents

    content = load_content()
    paragraph = "his.field-battle.defender-dice.p1"
    assert "feldschlacht" not in content.paragraphs[paragraph].text["de"].casefold()
    document = next(doc for doc in documents(content) if doc["id"] == paragraph)
    assert document["d_de"].startswith("feldschlacht schritt 3")  # chapter, then section
    hits = build_in_memory(content).search("Feldschlacht Verteidiger", limit=100)
    found = next(hit for hit in hits if hit.id == paragraph)
    assert ("d_de", "feldschlacht") in found.matched


def test_an_in_memory_build_leaves_other_builds_scratch_files_alone(tiny, tmp_path, monkeypatch):
    # whoosh's RAM storage writes scratch files to <tmp>/MAIN.tmp and deletes that whole folder
    # when a build ends: a build running at the same time in another process lost its files.
    # An in-memory build keeps its scratch files in memory too.
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    shared = tmp_path / "MAIN.tmp"
    shared.mkdir()
    other = shared / "another-build.ctmp"
    other.write_bytes(b"in use")
    index = build_in_memory(tiny)
    assert other.exists()
    assert index.search("Landkampf", exact=True)[0].id == "ccc.term.land-combat"
    assert sorted(tmp_path.iterdir()) == [shared]  # and it wrote nothing there of its own
