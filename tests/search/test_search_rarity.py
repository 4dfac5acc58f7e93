"""A question's rare words weigh more than its common ones (docs/search.md, "Merging the
tiers"), pinned on content made for it: an entry named by the rare word of a question comes
before an entry named by its common word, although the latter repeats the rare word."""

import math

import pytest

import glossary.coverage
from glossary.coverage import rarity_weights

from .fixture_content import engine_over_entries, term_entry

entry = term_entry


ENTRIES = [
    # named by the common word, and it repeats the rare word ...
    entry("soe.term.unit", ("unit", "Einheit", "отряд", "unità"),
          ("A ransom frees a unit: the ransom, the whole ransom.",
           "Ein Lösegeld befreit eine Einheit: das Lösegeld, das ganze Lösegeld.",
           "Выкуп освобождает отряд: выкуп, весь выкуп.",
           "Un riscatto libera un'unità: il riscatto, tutto il riscatto.")),
    # ... named by the rare word, which holds the common word once
    entry("soe.term.ransom", ("ransom", "Lösegeld", "выкуп", "riscatto"),
          ("Gold paid to free a unit.", "Gold, gezahlt, um eine Einheit zu befreien.",
           "Золото, уплаченное за отряд.", "Oro pagato per liberare un'unità.")),
    # the common word is common: many definitions hold it
    *(entry(f"soe.term.{name}", terms,
            ("Every unit counts.", "Jede Einheit zählt.", "Каждый отряд в счёт.",
             "Ogni unità conta."))
      for name, terms in (
          ("fleet", ("fleet", "Flotte", "флот", "flotta")),
          ("army", ("army", "Armee", "армия", "armata")),
          ("fort", ("fort", "Fort", "форт", "fortino")),
          ("region", ("region", "Region", "регион", "regione")),
          ("ally", ("ally", "Verbündeter", "союзник", "alleato")),
          ("colony", ("colony", "Kolonie", "колония", "colonia")),
      )),
]  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    return engine_over_entries(ENTRIES, tmp_path_factory.mktemp("rarity-index"))


def ids(hits):
    return [hit.id for hit in hits]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("ransom for a unit", "en"),
        ("Lösegeld für eine Einheit", "de"),
        ("выкуп за отряд", "ru"),
        ("riscatto per un'unità", "it"),
    ],
)
def test_the_rare_word_of_a_question_names_the_answer(engine, question, lang, monkeypatch):
    assert ids(engine.search(question, lang=lang))[0] == "soe.term.ransom"
    # it is the rarity that decides: with every word weighed alike, the entry named by the
    # common word, which repeats the rare one, comes first
    monkeypatch.setattr(glossary.coverage, "RARITY_POWER", 0.0)
    assert ids(engine.search(question, lang=lang))[0] == "soe.term.unit"


def test_rarity_weights_average_one_and_favour_the_rarer_word():
    holders = {("t_en", "ransom"): 1, ("d_en", "ransom"): 2, ("t_en", "unit"): 1,
               ("d_en", "unit"): 8, ("parts", "unit"): 10}  # fmt: skip
    evidence = [{("t_en", "ransom"), ("d_en", "ransom")},
                {("t_en", "unit"), ("d_en", "unit"), ("parts", "unit")}]  # fmt: skip
    rare, common = rarity_weights(evidence, lambda *pair: holders.get(pair, 0), 10)
    # a word counts by its most common pair, compound pieces aside: ransom 2, unit 8 of 10
    expected_rare = math.log(11 / 3) ** 0.5
    expected_common = math.log(11 / 9) ** 0.5
    mean = (expected_rare + expected_common) / 2
    assert rare == pytest.approx(expected_rare / mean)
    assert common == pytest.approx(expected_common / mean)
    assert rare > 1 > common and rare + common == pytest.approx(2)


def test_rarity_weights_leave_single_words_and_unknown_words_alone():
    assert rarity_weights([{("t_en", "ransom")}], lambda *pair: 1, 10) is None
    # a word no document holds cannot tell hits apart: it keeps the weight 1
    weights = rarity_weights([{("t_en", "ransom")}, {("t_en", "zzz")}],
                             lambda name, token: 2 if token == "ransom" else 0, 10)  # fmt: skip
    assert weights == [1.0, 1.0]
    assert rarity_weights([{("t_en", "x")}, {("t_en", "y")}], lambda *pair: 0, 10) is None
