"""Words players use for a term that is neither its name nor the seed's form (``aliases`` and
abbreviations in glossary/data/terms/*.toml, see docs/content.md) find the entry first; they
came from a Russian player's lookups at the table."""

from __future__ import annotations

import pytest

from glossary.search import default_engine


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("комбинированная атака", "tenochtitlan.term.combined-attack"),  # совместная атака
        ("ПО", "soe.term.vp"),  # победные очки
        ("испанцы", "tenochtitlan.term.spanish-player"),
        ("ацтеки", "tenochtitlan.term.aztec-player"),
        ("разница костей", "soe.term.two-dice-difference"),  # разность двух костей
        ("тренировка армии", "soe.term.army-training-tile"),
        ("дальний бой", "tenochtitlan.term.ranged-attack"),  # дистанционная атака
        ("кавалерийский удар", "ccc.term.cavalry-charge"),  # кавалерийская атака
        ("родная карта", "his.term.home-card"),  # национальная карта
    ],
)
def test_a_players_word_for_a_term_finds_it_first(query, expected):
    hits = default_engine().search(query, lang="ru", limit=3)
    assert hits and hits[0].id == expected, [hit.id for hit in hits]


@pytest.mark.parametrize("query", ["parità", "chi vince in caso di parità"])
def test_a_latin_alias_is_shown_in_the_language_the_player_uses(query):
    # "parità" is an Italian player's word for the Here I Stand tie (its Italian term is
    # "pareggio"): the result names the tie in Italian first, not in English
    hits = default_engine().search(query, lang="it", limit=5)
    tie = next(hit for hit in hits if hit.id == "his.term.tie")
    assert tie.matched_lang == "it"
