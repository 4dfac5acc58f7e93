"""A query typed with the other keyboard layout still on finds what the same keys type on the
other layout, when it finds nothing as typed."""

import pytest

from glossary.keyboard import other_layout


def ids(hits):
    return [hit.id for hit in hits]


def test_the_same_keys_on_the_other_layout():
    assert other_layout("ЯЩС") == "ZOC"
    assert other_layout("ДС ВК") == "LC DR"
    assert other_layout("pjyf rjynhjkz", to_cyrillic=True) == "зона контроля"
    # nothing to change, or letters of both scripts (typed on purpose): no other reading
    assert other_layout("ZOC") is None
    assert other_layout("зона ZOC") is None
    assert other_layout("6.6.3") is None


@pytest.mark.parametrize(
    ("typed", "lang", "entry"),
    [
        ("ЯЩС", "ru", "tenochtitlan.term.zoc"),  # ZOC with the Russian layout on
        ("ДС ВК", "ru", "ccc.term.lc-dr"),  # LC DR
        ("ЯЩС", "en", "tenochtitlan.term.zoc"),
        ("pjyf rjynhjkz", "ru", "tenochtitlan.term.zoc"),  # «зона контроля» on the Latin layout
    ],
)
def test_a_query_typed_on_the_wrong_layout_is_found(real_engine, typed, lang, entry):
    assert ids(real_engine.search(typed, lang=lang))[0] == entry


def test_the_other_layout_is_tried_only_when_nothing_is_found(real_engine):
    # a Latin word in an English list is never read as Russian; exact searches stay exact
    assert real_engine.search("pjyf rjynhjkz", lang="en") == []
    assert real_engine.search("ЯЩС", lang="ru", exact=True) == []
    assert real_engine.search("xyzzy", lang="ru") == []
