"""A question's results hang together: after the first result, what it links to counts a little
more (LINK_BONUS) and comes first among equal matches, and the paragraph shown with a first
entry is the one that matched the question best wherever the entry is used, not only in the
section named after it."""

from dataclasses import dataclass

import pytest

from glossary.content import load_content
from glossary.ranking import (
    EXACT_CLASS,
    LINK_BONUS,
    TERM_CLASS,
    TEXT_CLASS,
    Candidate,
    explained,
    linked_first,
)
from glossary.search import SearchEngine

DISORDERED = "tenochtitlan.term.disordered"
MOVEMENT = "tenochtitlan.rules.movement.p5"  # "disordered units may not move": lists the entry
TURN = "tenochtitlan.rules.turn.p1"  # the turn sequence: does not
TITLED = "tenochtitlan.rules.disordered.p1"  # the section "Disordered units" opens here
TITLED_2 = "tenochtitlan.rules.disordered.p2"


@dataclass(frozen=True)
class Found:
    """Stands for a full-text hit."""

    doctype: str
    matched: tuple = ()


@pytest.fixture(scope="module")
def content():
    return load_content()


def paragraph(ident, coverage=3.0):
    return Candidate(ident, TEXT_CLASS, 0.5, "en", Found("paragraph"), coverage=coverage)


def entry(ident, cls=TEXT_CLASS, coverage=3.0):
    return Candidate(ident, cls, 0.5, "en", Found("entry"), coverage=coverage)


def ids(items):
    return [item.id for item in items]


def test_the_content_links_these_as_the_tests_assume(content):
    used = content.entries[DISORDERED].used_in
    assert MOVEMENT in used and TITLED in used and TITLED_2 in used and TURN not in used


def test_what_the_first_entry_is_used_in_goes_before_an_equal_match(content):
    ranked = [entry(DISORDERED, TERM_CLASS, 4.0), paragraph(TURN), paragraph(MOVEMENT)]
    assert ids(linked_first(content, ranked)) == [DISORDERED, MOVEMENT, TURN]


def test_a_linked_match_a_little_weaker_goes_first(content):
    nearly = 3.0 + LINK_BONUS - 0.1  # the unlinked paragraph matched a little more of it
    ranked = [entry(DISORDERED, TERM_CLASS, 4.0), paragraph(TURN, nearly), paragraph(MOVEMENT)]
    assert ids(linked_first(content, ranked)) == [DISORDERED, MOVEMENT, TURN]


def test_a_match_better_by_more_than_the_bonus_keeps_its_place(content):
    clearly = 3.0 + LINK_BONUS + 0.1
    more = [entry(DISORDERED, TERM_CLASS, 4.0), paragraph(TURN, clearly), paragraph(MOVEMENT)]
    assert linked_first(content, more) == more
    turn = entry("tenochtitlan.term.turn", TERM_CLASS, clearly)
    stronger = [entry(DISORDERED, TERM_CLASS, 4.0), turn, paragraph(MOVEMENT)]
    assert linked_first(content, stronger) == stronger


def test_the_rule_linked_to_the_first_result_comes_before_a_second_entry(content, monkeypatch):
    # "can a brigantine cross a causeway": after *brigantine* the rule on brigantines crossing
    # causeways (# tenochtitlan 002 special rules), which lists the entry, before *causeway*
    engine = SearchEngine(content)
    rule = "tenochtitlan.rules.special-rules.p3"
    assert rule in content.entries["tenochtitlan.unit.brigantine"].used_in

    def first_three():
        hits = engine.search("can a brigantine cross a causeway", lang="en", limit=5)
        return [hit.id for hit in hits][:3]

    assert first_three()[0] == "tenochtitlan.unit.brigantine" and rule in first_three()
    monkeypatch.setattr("glossary.ranking.LINK_BONUS", 0.0)
    assert rule not in first_three()  # without the bonus the entry *causeway* takes its place


def test_the_entries_listing_a_first_paragraph_go_before_an_equal_match(content):
    ranked = [paragraph(MOVEMENT, 4.0), entry("tenochtitlan.term.turn"), entry(DISORDERED)]
    assert ids(linked_first(content, ranked)) == [MOVEMENT, DISORDERED, "tenochtitlan.term.turn"]


#: After the first entry: an unlinked paragraph, two entries, then two paragraphs it is used in
OTHERS = [paragraph(TURN), entry("tenochtitlan.term.zoc"), entry("tenochtitlan.term.turn"),
          paragraph(MOVEMENT), paragraph(TITLED_2)]  # fmt: skip


def test_a_question_shows_the_linked_paragraph_that_matched_it_best(content):
    # "can a disordered unit move": the movement rule matched better than the entry's section
    ranked = [entry(DISORDERED, TERM_CLASS, 4.0), *OTHERS]
    assert ids(explained(content, ranked, "en"))[:3] == [DISORDERED, MOVEMENT, TURN]


def test_the_entrys_name_alone_shows_its_own_section(content):
    ranked = [entry(DISORDERED, EXACT_CLASS, 1.0), *OTHERS]
    assert ids(explained(content, ranked, "en"))[:2] == [DISORDERED, TITLED]
