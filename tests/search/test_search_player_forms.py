"""Forms players type that our texts do not use, found as our word's entry (the real content):
an abbreviation written in Cyrillic letters, a synonym that the Italian rules text uses beside
the term (*parità* for *pareggio*), a Russian verb for "wins" that our texts word otherwise; and
a hit says the language it was found in, not that of a weak inner piece of a German compound."""

from __future__ import annotations

import pytest


def _first(engine, query, lang, limit=3):
    return [hit.id for hit in engine.search(query, lang=lang, limit=limit)]


@pytest.mark.parametrize(
    "query, expected",
    [
        ("ЗОК", "tenochtitlan.term.zoc"),  # ZOC as a Russian player writes it
        ("ЛК ДР", "ccc.term.lc-dr"),
        ("ИНТ ДР", "ccc.term.int-dr"),
    ],
)
def test_an_abbreviation_written_in_cyrillic_finds_its_entry(real_engine, query, expected):
    assert _first(real_engine, query, "ru")[0] == expected


def test_an_italian_synonym_of_a_term_finds_the_term(real_engine):
    # the Italian rules text says "in caso di parità", the glossary's term is "pareggio"
    assert _first(real_engine, "parità", "it")[0] in {"his.term.tie", "soe.term.tie"}
    # and Italian players' "PC" for punti comando (CP)
    assert _first(real_engine, "PC", "it")[0] == "his.term.cp"


def test_a_russian_question_with_another_verb_for_winning_finds_the_tie(real_engine):
    # "выигрывает" where our texts say "побеждает": the tie, not a text sharing the verb
    assert _first(real_engine, "кто выигрывает при ничьей", "ru")[0] in {
        "his.term.tie",
        "soe.term.tie",
    }


def test_a_hit_is_found_in_the_query_language_not_in_a_compound_piece(real_engine):
    # "vince" is also a weak inner piece of a German compound: the entry was found in Italian
    hit = real_engine.search("chi vince", lang="it", limit=1)[0]
    assert hit.id == "soe.term.winner" and hit.matched_lang == "it"
