"""Players' questions (glossary/data/asks): a question asked in a player's own words finds the
paragraph whose questions use those words, although its text words the rule otherwise; the
questions are searched, never shown; and they are part of the content (and so of the index)."""

import dataclasses

import pytest

from glossary.search import SearchEngine

from .fixture_content import tiny_content

#: The two made-up paragraphs: roll.p1 (both sides roll, 5 or 6 hits) and roll.p2 (the winner
#: keeps the space). The player's words "tally" and "spoils" occur in no text of the content.
ASKS = {
    "his.field-battle.roll.p1": {"en": ("how do I tally hits",), "de": ("Treffer zählen",)},
    "his.field-battle.roll.p2": {"en": ("who takes the spoils",), "it": ("chi prende il bottino",)},
    "his.card.janissaries": {"de": ("was bringen die Elitesoldaten",)},
}


def engine_with(asks, cache_dir):
    base = tiny_content("asks" + repr(sorted(asks)))
    content = dataclasses.replace(base, asks=asks, hash=base.hash + "q")
    engine = SearchEngine(content, cache_dir=cache_dir)
    engine.full_text()
    return engine


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    return engine_with(ASKS, tmp_path_factory.mktemp("asks-index"))


def ids(hits):
    return [hit.id for hit in hits]


def test_a_question_in_the_players_words_finds_its_paragraph(engine):
    assert ids(engine.search("who takes the spoils after the battle", lang="en"))[0] == (
        "his.field-battle.roll.p2"
    )
    assert ids(engine.search("how do I tally the hits", lang="en"))[0] == "his.field-battle.roll.p1"
    assert ids(engine.search("chi prende il bottino", lang="it"))[0] == "his.field-battle.roll.p2"


def test_an_entrys_questions_find_the_entry(engine):
    # "Elitesoldaten" is in no text of the content, only in the card's question
    assert ids(engine.search("Elitesoldaten", lang="de"))[0] == "his.card.janissaries"


def test_without_the_questions_the_players_words_find_nothing(tmp_path):
    bare = engine_with({}, tmp_path)
    assert "his.field-battle.roll.p2" not in ids(bare.search("spoils", lang="en"))
    assert ids(bare.search("tally", lang="en")) == []
    assert ids(bare.search("Elitesoldaten", lang="de")) == []


def test_a_question_word_counts_like_a_word_of_the_text_not_a_term(engine):
    # "tally" is a word of roll.p1's question only: the paragraph is a full-text (tier 2) hit,
    # in the class of a text match, below any term
    hits = engine.search("tally", lang="en")
    assert ids(hits) == ["his.field-battle.roll.p1"]
    assert hits[0].kind == "paragraph" and hits[0].score < 1
    # shown with its section's title, never the question
    assert hits[0].terms["en"] == "Roll"
