"""Every option of ``search``/``suggest`` reaches the ranking, through the engine and through the
module's shared engine; hits name their game, kind and language; evidence classes of full-text
hits (docs/search.md)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import glossary.search as search_module
from glossary.content import Content
from glossary.hits import raw_lang, seed_langs
from glossary.ranking import EXACT_CLASS, TAIL_CLASS, TERM_CLASS, WEAK_CLASS, raw_class
from glossary.search import SearchEngine

from .fixture_content import _entry


def ids(hits):
    return [hit.id for hit in hits]


@pytest.fixture
def shared(tiny_engine, monkeypatch):
    """The module-level functions, answering from the small content."""
    monkeypatch.setattr(search_module, "_default", tiny_engine)
    return search_module


@pytest.mark.parametrize("via", ["engine", "module"])
@pytest.mark.parametrize("kind", ["search", "suggest"])
def test_every_option_is_used(tiny_engine, shared, via, kind):
    find = getattr(tiny_engine if via == "engine" else shared, kind)
    # game keeps one game only; current_game puts its entry first
    assert ids(find("fleet", game="soe")) == ["soe.unit.fleet"]
    assert ids(find("fleet", current_game="soe"))[:2] == ["soe.unit.fleet", "ccc.unit.fleet"]
    assert ids(find("fleet", current_game="ccc"))[:2] == ["ccc.unit.fleet", "soe.unit.fleet"]
    # an abbreviation reports the UI language when it is one of the entry's official ones
    assert find("CF", lang="de")[0].matched_lang == "de"
    assert find("CF")[0].matched_lang == "en"
    # a typo is forgiven, except in exact mode
    assert "his.card.janissaries" in ids(find("Janitscharne"))
    assert "his.card.janissaries" not in ids(find("Janitscharne", exact=True))
    assert len(find("fleet", limit=1)) == 1


def test_suggest_reports_the_form_that_matched(tiny_engine):
    hit = tiny_engine.suggest("Janits")[0]
    assert (hit.id, hit.game, hit.kind, hit.matched_lang, hit.tier) == (
        "his.card.janissaries", "his", "card", "de", 1,
    )  # fmt: skip
    assert isinstance(hit.score, float) and hit.score > 0


def test_hits_name_their_game_and_kind(tiny_engine):
    hit = tiny_engine.search("fleet", game="soe")[0]
    assert (hit.game, hit.kind) == ("soe", "unit")
    paragraph = tiny_engine.search("Treffer", current_game="his")[0]
    assert (paragraph.kind, paragraph.game) == ("paragraph", "his")


def test_ten_results_unless_told_otherwise(real_engine, monkeypatch):
    monkeypatch.setattr(search_module, "_default", real_engine)
    assert len(real_engine.search("combat")) == 10
    assert len(search_module.search("combat")) == 10
    assert len(real_engine.suggest("co")) == 10
    assert len(search_module.suggest("co")) == 10


def test_the_shared_engine_is_made_once(monkeypatch):
    monkeypatch.setattr(search_module, "_default", None)
    engine = search_module.default_engine()
    assert isinstance(engine, SearchEngine)
    assert search_module.default_engine() is engine


def test_the_engine_searches_the_content_and_cache_it_was_given(tiny, tmp_path):
    engine = SearchEngine(tiny, cache_dir=tmp_path)
    assert engine.content is tiny
    engine.full_text()
    assert any(tmp_path.iterdir())


def test_an_abbreviation_without_official_languages_reports_the_ui_language_or_english():
    entry = _entry(
        "his.term.test", "abbreviation", ("test", "Test", "тест", "prova"), ("t", "t", "т", "p"),
        abbr=("QX",), official=(),
    )  # fmt: skip
    content = Content({entry.id: entry}, {}, {}, {}, "hash")
    engine = SearchEngine(content)
    assert engine.suggest("QX")[0].matched_lang == "en"
    assert engine.suggest("QX", lang="it")[0].matched_lang == "it"
    # a seed word found in no term falls back to the official language, else English
    assert seed_langs(content, entry.id, "nothing") == ["en"]


def test_seed_words_report_the_language_of_the_term_they_belong_to(tiny_engine):
    assert seed_langs(tiny_engine.content, "his.term.field-battle", "сражение") == ["ru"]
    assert seed_langs(tiny_engine.content, "ccc.unit.fleet", "flotte") == ["de"]
    # found in no term: the first official language only
    assert seed_langs(tiny_engine.content, "ccc.term.lc-dr", "zzz") == ["en"]


def hit(*matched, fuzzy=False, near=()):
    return SimpleNamespace(fuzzy=fuzzy, matched=list(matched), near=set(near))


def test_evidence_class_of_a_full_text_hit():
    # a whole headword, or the whole query as an abbreviation, is exact
    assert raw_class(hit(("w_en", "fleet")), "fleet") == EXACT_CLASS
    assert raw_class(hit(("abbr", "cf")), "cf") == EXACT_CLASS
    # an abbreviation that is only part of the query counts as a term word
    assert raw_class(hit(("abbr", "cf")), "cfdr") == TERM_CLASS
    assert raw_class(hit(("t_de", "flotte")), "flotte") == TERM_CLASS
    assert raw_class(hit(("tails", "kampf")), "kampf") == TAIL_CLASS
    assert raw_class(hit(("parts", "land")), "land") == WEAK_CLASS
    assert raw_class(hit(("w_en", "fleet"), fuzzy=True), "fleet") == WEAK_CLASS
    # a word next to a typo is weak evidence, whatever its field
    assert raw_class(hit(("w_en", "fleet"), near=[("w_en", "fleet")]), "fleet") == WEAK_CLASS


def test_suggest_prefers_the_ui_language_on_a_tie():
    # the same word is the English term of one entry and the Italian term of another
    first = _entry(
        "his.term.lance", "term", ("lance", "Lanze", "копьё", "lancia"), ("a", "a", "а", "a")
    )
    second = _entry(
        "his.term.spear", "term", ("spear", "Speer", "пика", "lance"), ("s", "s", "с", "s")
    )
    content = Content({first.id: first, second.id: second}, {}, {}, {}, "hash")
    engine = SearchEngine(content)
    assert [hit.id for hit in engine.suggest("lance", lang="it")][0] == "his.term.spear"
    assert [hit.id for hit in engine.suggest("lance", lang="en")][0] == "his.term.lance"
    assert engine.suggest("lance", lang="it")[0].matched_lang == "it"


def test_the_language_of_a_full_text_hit(tiny_engine):
    def lang(*matched, ui=None, ident="ccc.term.combat-factor"):
        return raw_lang(tiny_engine.content, SimpleNamespace(id=ident, matched=list(matched)), ui)

    # a term field wins over a definition field; the field names the language
    assert lang(("d_en", "unit"), ("t_de", "kampffaktor")) == "de"
    assert lang(("t_it", "fattore")) == "it"
    assert lang(("w_ru", "фактор")) == "ru"
    # German compound fields are German
    assert lang(("tails", "kampf")) == "de"
    assert lang(("split", "kampf")) == "de"
    assert lang(("parts", "kampf")) == "de"
    # an abbreviation: the UI language when official, else the first official language
    assert lang(("abbr", "cf"), ui="de") == "de"
    assert lang(("abbr", "cf"), ui="ru") == "en"
    # the UI language wins a tie; nothing known: the UI language, else English
    assert lang(("t_en", "combat"), ("t_de", "kampf"), ui="de") == "de"
    assert lang(("t_en", "combat"), ("t_de", "kampf")) == "en"
    assert lang(("other", "x"), ui="it") == "it"
    assert lang(("other", "x")) == "en"


class BrokenIndex:
    """An index whose files went bad: every search raises IndexBroken."""

    def search(self, *args, **kwargs):
        from glossary.index import IndexBroken

        raise IndexBroken("broken")


@pytest.mark.parametrize("broken_rebuild", [False, True])
def test_a_broken_index_is_rebuilt_then_kept_in_memory_with_every_option(
    tiny, tiny_engine, tmp_path, monkeypatch, broken_rebuild
):
    engine = SearchEngine(tiny, cache_dir=tmp_path)
    good = tiny_engine.full_text()
    rebuilds = []

    def full_text(*, rebuild=False):
        rebuilds.append(rebuild)
        return BrokenIndex() if not rebuild or broken_rebuild else good

    monkeypatch.setattr(engine, "full_text", full_text)
    assert ids(engine.search("fleet", game="soe")) == ["soe.unit.fleet"]
    assert rebuilds == [False, True]
    assert len(engine.search("fleet", limit=1)) == 1
    assert "his.card.janissaries" not in ids(engine.search("Janitscharne", exact=True))
    assert ids(engine.search("Treffer"))[0].startswith("his.field-battle.roll")
