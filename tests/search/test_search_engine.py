"""Both tiers merged: ranking, cross-language hits, paragraphs, limits and exact mode."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from glossary.search import Hit


def ids(hits):
    return [hit.id for hit in hits]


def test_hit_carries_all_four_forms_and_the_matched_language(tiny_engine):
    hit = tiny_engine.search("Landkampf", lang="en")[0]
    assert hit.id == "ccc.term.land-combat"
    assert hit.terms == {
        "en": "land combat",
        "de": "Landkampf",
        "ru": "сухопутный бой",
        "it": "combattimento terrestre",
    }
    assert hit.matched_lang == "de"
    assert hit.tier == 1


@pytest.mark.parametrize(
    ("query", "lang"),
    [("сухопутный бой", "ru"), ("combattimento terrestre", "it"), ("land combat", "en")],
)
def test_each_language_reports_itself(tiny_engine, query, lang):
    hit = tiny_engine.search(query, lang="de")[0]
    assert (hit.id, hit.matched_lang) == ("ccc.term.land-combat", lang)


def test_abbreviation_reports_an_official_language(tiny_engine):
    assert tiny_engine.search("lcdr", lang="de")[0].matched_lang == "de"
    assert tiny_engine.search("lcdr", lang="ru")[0].matched_lang == "en"


def test_exact_headword_beats_full_text(tiny_engine):
    # "Kampffaktor" contains Kampf too, but the headword Landkampf is typed in full
    assert ids(tiny_engine.search("landkampf"))[0] == "ccc.term.land-combat"


def test_inflected_and_misspelled_queries(tiny_engine):
    assert tiny_engine.search("сражения")[0].id == "his.term.field-battle"
    assert tiny_engine.search("Landkmapf")[0].id == "ccc.term.land-combat"
    assert tiny_engine.search("Landkmapf", exact=True) == []


def test_game_filter_and_current_game(tiny_engine):
    assert ids(tiny_engine.search("flotta", game="ccc")) == ["ccc.unit.fleet"]
    assert ids(tiny_engine.search("flotta", current_game="ccc"))[0] == "ccc.unit.fleet"
    assert ids(tiny_engine.search("flotta", current_game="soe"))[0] == "soe.unit.fleet"


def test_paragraph_hits_name_paragraph_and_chapter(tiny_engine):
    hit = tiny_engine.search("Treffer", lang="en")[0]
    assert hit.kind == "paragraph"
    assert hit.paragraph_id == hit.id == "his.field-battle.roll.p1"
    assert hit.chapter_id == "his.field-battle"
    assert hit.terms["de"] == "Wurf"  # the section title in four languages
    assert hit.matched_lang == "de"
    assert hit.tier == 2


@pytest.mark.parametrize(
    ("query", "lang", "current_game"),
    [
        ("combat", None, None),
        ("flotta", "de", "ccc"),
        ("flotta", "it", "soe"),
        ("fleet", "en", None),
    ],
)
def test_scores_never_rise_down_the_list(tiny_engine, query, lang, current_game):
    hits = tiny_engine.search(query, lang=lang, current_game=current_game)
    assert len(hits) >= 2
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)


def test_results_are_limited(tiny_engine):
    assert len(tiny_engine.search("combat", limit=3)) == 3
    assert tiny_engine.search("combat", limit=0) == []
    assert tiny_engine.search("   ") == []


def test_suggest_uses_the_headword_table_only(tiny_engine):
    hits = tiny_engine.suggest("Janits", lang="ru")
    assert ids(hits) == ["his.card.janissaries"]
    assert all(hit.tier == 1 for hit in hits)
    assert tiny_engine.suggest("Treffer") == []  # only a paragraph word


def test_json_form():
    hit = Hit(
        "a.term.b", "ccc", "term", dict.fromkeys(("en", "de", "ru", "it"), "x"), "de", 1.23456, 1
    )
    assert hit.to_json() == {
        "id": "a.term.b",
        "game": "ccc",
        "kind": "term",
        "terms": {"en": "x", "de": "x", "ru": "x", "it": "x"},
        "matched_lang": "de",
        "score": 1.2346,
        "tier": 1,
    }


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=40) | st.sampled_from(['"', '"""a"', "AND OR NOT", "a:b", "«»", "*"]))
def test_any_text_is_a_valid_query(tiny_engine, text):
    for hits in (tiny_engine.search(text, limit=5), tiny_engine.suggest(text, limit=5)):
        assert len(hits) <= 5
        assert len({hit.id for hit in hits}) == len(hits)
        assert all(hit.matched_lang in ("en", "de", "ru", "it") for hit in hits)


def test_very_long_queries_are_cut(tiny_engine):
    from glossary.index_query import MAX_WORDS, split_query

    text = " ".join(["Landkampf"] * 300) + " " + " ".join(f"w{n}" for n in range(500))
    assert len(split_query(text)[1]) == MAX_WORDS
    assert tiny_engine.search(text)[0].id == "ccc.term.land-combat"
