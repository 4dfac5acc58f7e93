"""Rules, cards and steps named by their numbers (glossary.rule_numbers): the section that opens
the rule comes first, then the entries of its first paragraph, then what the other words find.
The queries here differ from those of tests/data/relevance_rule_numbers.toml (held out)."""

from __future__ import annotations

import pytest

from glossary.content import load_content
from glossary.rule_numbers import cited_numbers, numbered_query
from glossary.search import default_engine


def first_ids(query, limit=3, **options):
    return [hit.id for hit in default_engine().search(query, limit=limit, **options)]


@pytest.mark.parametrize(
    ("query", "lang", "expected"),
    [
        # ccc 000: the land combat chapter summarises CCC 6.6.3; 6.6.3.2 is its cavalry charge
        ("6.6.3.2", "en", "ccc.land-combat.cavalry-charge.p1"),
        ("CCC 6.6.3.4", "de", "ccc.land-combat.round.p1"),
        # his 001 step 11 cites the retreat rule §14.1 as its own (the retreat into the
        # fortifications names it only after a semicolon)
        ("14.1", "ru", "his.field-battle.retreat.p1"),
        # his 001 step 12 and the siege rule §15
        ("Here I Stand §15", "it", "his.field-battle.siege-check.p1"),
        # his card #33 Landsknechts, in German and Russian word order
        ("Karte #33", "de", "his.field-battle.cards.p8"),
        ("карта 26", "ru", "his.field-battle.cards.p5"),
        # a step named with its procedure, its game and chapter, or a phase of a Tenochtitlan turn
        ("шаг 4 полевого сражения", "ru", "his.field-battle.attacker-cards.p1"),
        ("Here I Stand field battle step 9", "en", "his.field-battle.casualties.p1"),
        ("Phase 3 Tenochtitlan", "de", "tenochtitlan.rules.defensive-fire.p1"),
        ("passo 4.4", "it", "tenochtitlan.rules.combat-results.p1"),
    ],
)
def test_a_rule_card_or_step_number_leads_to_the_section_that_opens_it(query, lang, expected):
    assert first_ids(query, lang=lang)[0] == expected


@pytest.mark.parametrize(
    ("query", "lang", "expected"),
    [
        # a word that only says a rule follows, in each language (ccc 000: CCC 6.6.3.5 retreats;
        # ccc 004: CCC 6.6.1 interception; his 001 step 11: §14.1)
        ("see 6.6.3.5", "en", "ccc.land-combat.retreats.p1"),
        ("Regel 6.6.1", "de", "ccc.interception.trigger.p1"),
        ("см. §14.1", "ru", "his.field-battle.retreat.p1"),
        ("CCC regola 6.6.3.5", "it", "ccc.land-combat.retreats.p1"),
        # a full stop after the number, and the decimal comma of de, ru and it
        ("6.6.3.5.", "en", "ccc.land-combat.retreats.p1"),
        ("14,1", "de", "his.field-battle.retreat.p1"),
        ("6,6,1", "ru", "ccc.interception.trigger.p1"),
    ],
)
def test_a_rule_number_written_as_players_write_it_is_still_a_rule_number(query, lang, expected):
    assert first_ids(query, lang=lang)[0] == expected


def test_a_card_number_is_followed_by_the_card_itself():
    # his card #33: the paragraph, then the card's glossary entry (its first term)
    assert first_ids("card #33")[:2] == ["his.field-battle.cards.p8", "his.card.landsknechts"]


def test_the_game_asked_for_or_being_played_decides_between_procedures():
    # step 4 is the land combat round in CCC (6.6.3.4), naval combat in SoE, cards in HIS
    assert first_ids("step 4", game="ccc") == [
        "ccc.land-combat.round.p1", "ccc.term.land-combat-round", "ccc.term.lc-dr"
    ]  # fmt: skip
    assert first_ids("step 4", current_game="soe")[0] == "soe.attack.naval.p1"


@pytest.mark.parametrize(
    "query", ["7", "DF+2", "2 dice", "roll of 7 on two dice", "D6", "rule", "dice 3,4"]
)
def test_a_plain_number_is_no_rule_number(query):
    assert numbered_query(query, load_content()) is None


def test_a_step_named_in_passing_leaves_the_question_to_its_words():
    # "may cards still be played after step 3": the cards rule answers, not step 3
    assert numbered_query("darf man nach Schritt 3 noch Karten spielen", load_content()) is None


def test_a_number_nothing_cites_finds_nothing_rather_than_any_9():
    assert first_ids("9.9.9") == []


def test_a_citation_is_about_its_first_clause_and_names_the_rest():
    main, also, cards = cited_numbers("Here I Stand §14, step 11; retreat §14.1")
    assert (main, also, cards) == (["14"], ["14.1"], [])
    assert cited_numbers("Here I Stand card #33 Landsknechts")[2] == ["33"]
