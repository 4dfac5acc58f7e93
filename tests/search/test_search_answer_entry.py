"""A question answered first by a paragraph shows the entry that paragraph explains next (the
pair a player needs: the rule and the term it is about); paragraphs of a section matched alike
keep reading order only when their own texts match alike; the word *rule* carries no rule."""

from dataclasses import dataclass

import pytest

from glossary.content import load_content
from glossary.index_query import content_words
from glossary.ranking import (
    TEXT_CLASS,
    Candidate,
    own_matches,
    reading_order,
    title_share,
    with_its_entry,
)

DEFENDER_DICE = "his.field-battle.defender-dice.p1"  # section "Step 3: Defender's dice"


@dataclass(frozen=True)
class Found:
    """Stands for a paragraph's full-text hit: the (field, token) pairs it matched."""

    matched: tuple
    doctype: str = "paragraph"


#: A German question's words matched in the text fields of both paragraphs below
TIE_WORDS = (("d_de", "gleichstand"), ("d_de", "landkampf"))


@pytest.fixture(scope="module")
def content():
    return load_content()


def paragraph(ident, coverage=2.0, matched=TIE_WORDS):
    return Candidate(ident, TEXT_CLASS, 0.5, "en", Found(matched), coverage=coverage)


def entry(ident):
    return Candidate(ident, 5, 0.5, "en")


def ids(items):
    return [item.id for item in items]


def test_the_entry_a_paragraph_explains_follows_it_even_unmatched(content):
    # count-defender-dice lists the paragraph and shares "defender" and "dice" with the title;
    # "defender" shares one word of it: the section is about counting the defender's dice
    assert title_share(content, DEFENDER_DICE, content.entries["his.term.count-defender-dice"]) > (
        title_share(content, DEFENDER_DICE, content.entries["his.term.defender"])
    )
    ranked = [paragraph(DEFENDER_DICE), entry("his.term.defender"), entry("his.term.hit"),
              entry("his.term.casualties")]  # fmt: skip
    assert ids(with_its_entry(content, ranked)) == [
        DEFENDER_DICE, "his.term.count-defender-dice", "his.term.defender", "his.term.hit",
        "his.term.casualties",
    ]  # fmt: skip


def test_an_explaining_entry_among_the_first_three_stays_where_it_is(content):
    ranked = [paragraph(DEFENDER_DICE), entry("his.term.hit"),
              entry("his.term.count-defender-dice"), entry("his.term.casualties")]  # fmt: skip
    assert with_its_entry(content, ranked) == ranked


def test_an_entry_first_is_left_alone(content):
    ranked = [entry("his.term.hit"), paragraph(DEFENDER_DICE), entry("his.term.casualties")]
    assert with_its_entry(content, ranked) == ranked


def test_reading_order_needs_the_paragraphs_own_texts_to_match_alike(content):
    # soe land combat: p2 before p4 in reading order; both match the question as much, but
    # p4's own text says "Gleichstand" while p2 matched it only through its players' questions
    assert own_matches(content, paragraph("soe.attack.land.p4")) == 2
    assert own_matches(content, paragraph("soe.attack.land.p2")) == 1
    later, opening = paragraph("soe.attack.land.p4"), paragraph("soe.attack.land.p2")
    assert ids(reading_order(content, [later, opening])) == ids([later, opening])
    # matched alike in their own texts, they come in reading order
    words = (("d_de", "landkampf"),)
    later, opening = (
        paragraph("soe.attack.land.p4", matched=words),
        paragraph("soe.attack.land.p2", matched=words),
    )
    assert ids(reading_order(content, [later, opening])) == ids([opening, later])


@pytest.mark.parametrize(
    ("query", "kept"),
    [("naval combat rules", ["naval", "combat"]), ("Regeln für den Seekampf", ["seekampf"]),
     ("правила морского боя", ["морского", "боя"]),
     ("regole del combattimento", ["combattimento"])],
)  # fmt: skip
def test_the_word_rule_carries_no_rule(query, kept):
    assert content_words(query)[1] == kept
