"""A question's results hang together: among candidates that match it equally well, what the
first result links to comes first, and the paragraph shown with a first entry is the one that
matched the question best wherever the entry is used, not only in the section named after it."""

from dataclasses import dataclass

import pytest

from glossary.content import load_content
from glossary.ranking import EXACT_CLASS, TERM_CLASS, TEXT_CLASS, Candidate, explained, linked_first

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


def test_a_better_match_keeps_its_place_linked_or_not(content):
    more = [entry(DISORDERED, TERM_CLASS, 4.0), paragraph(TURN, 3.5), paragraph(MOVEMENT)]
    assert linked_first(content, more) == more
    stronger = [entry(DISORDERED, TERM_CLASS, 4.0), entry("tenochtitlan.term.turn", TERM_CLASS),
                paragraph(MOVEMENT)]  # fmt: skip
    assert linked_first(content, stronger) == stronger


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
