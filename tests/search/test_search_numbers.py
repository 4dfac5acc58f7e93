"""Numbers spelled out match the digits our texts use, in all four languages, inside a German
compound too (glossary.number_words)."""

import pytest

from glossary.compounds import german_vocabulary, split_words
from glossary.index_query import query_evidence
from glossary.number_words import GERMAN_NUMBER_WORDS, number_value
from glossary.search import default_engine

ROLL_OF_SEVEN = "soe.term.roll-of-seven"  # soe attack: two dice adding up to 7 cost a loss


@pytest.mark.parametrize("word", ["seven", "sieben", "siebener", "семь", "семерка", "sette"])
def test_a_number_word_stands_for_its_digits(word):
    assert number_value(word) == "7"


@pytest.mark.parametrize("word", ["one", "ein", "uno", "один", "sei", "dice", "sechste"])
def test_words_that_are_not_only_numbers_stay_words(word):
    assert number_value(word) is None


def test_a_number_word_matches_the_digit_in_every_text_field():
    (sieben,) = query_evidence("sieben")
    assert {("d_de", "7"), ("d_en", "7"), ("t_it", "7")} <= sieben


def test_a_compound_led_by_a_number_word_splits():
    engine = default_engine()
    known = german_vocabulary(engine.content)
    assert split_words("Siebenerwurf", known) == "Siebenerwurf"  # the texts say "7"
    assert split_words("Siebenerwurf", known | GERMAN_NUMBER_WORDS) == "sieben wurf"


@pytest.mark.parametrize(
    ("query", "lang"),
    [
        ("what happens on a roll of seven", "en"),
        ("Siebenerwurf", "de"),
        ("выпала семерка на кубиках", "ru"),
        ("i dadi fanno sette", "it"),
    ],
)
def test_a_spelled_out_seven_finds_the_roll_totalling_7(query, lang):
    ids = [hit.id for hit in default_engine().search(query, lang=lang, limit=3)]
    assert ROLL_OF_SEVEN in ids
