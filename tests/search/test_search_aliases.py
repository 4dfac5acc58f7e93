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
