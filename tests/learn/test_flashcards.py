"""Flashcards: cards over every glossary entry in three directions, the learner's choice of games
and directions, FSRS scheduling kept in the progress database, and the due-today count."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta, timezone

import pytest

from glossary.content import load_content
from learn.flashcards import (
    DIRECTIONS,
    NEW_PER_DAY,
    Deck,
    all_cards,
    cards_for,
    edition_languages,
)
from learn.progress import Progress

NOW = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


def test_every_entry_gives_a_definition_card_and_official_terms_give_both_ways():
    content = load_content()
    cards = all_cards("de", content=content)
    by_entry = {}
    for card in cards:
        by_entry.setdefault(card.entry, set()).add(card.direction)
    assert set(by_entry) == set(content.entries)
    editions = edition_languages(content)
    for entry in content.entries.values():
        official = [lang for lang in entry.official if lang != "de"]
        if "de" in entry.official and "de" in editions[entry.game]:
            official = []  # a German learner reads the official German form already
        expected = {"term-to-definition"} | (
            {"official-to-ui", "ui-to-official"} if official else set()
        )
        assert by_entry[entry.id] == expected, entry.id


def test_card_faces_come_from_the_entry():
    content = load_content()
    # his is studied from its Russian edition; a term official in English and Russian is asked
    # in Russian (his 001 is the Russian chapter)
    assert edition_languages(content)["his"] == ("ru",)
    entry = next(
        e for e in content.entries.values() if e.game == "his" and e.official == ("en", "ru")
    )
    cards = {card.direction: card for card in cards_for(entry, "it", editions=("ru",))}
    assert cards["official-to-ui"].front == entry.terms["ru"]
    assert cards["official-to-ui"].back == entry.terms["it"]
    assert (cards["official-to-ui"].front_lang, cards["official-to-ui"].back_lang) == ("ru", "it")
    assert cards["ui-to-official"].front == entry.terms["it"]
    assert cards["term-to-definition"].back == entry.definition["it"]
    # a Russian learner reads the official Russian form of the Russian edition already; a term
    # official in English only is asked in English
    assert [card.direction for card in cards_for(entry, "ru", editions=("ru",))] == [
        "term-to-definition"
    ]
    english = next(e for e in content.entries.values() if e.game == "his" and e.official == ("en",))
    assert cards_for(english, "ru", editions=("ru",))[0].front == english.terms["en"]
    # CCC's edition is English and German (seeds 000 and 004): an English learner already reads
    # the official English term and gets no translation cards; a Russian learner is asked it
    both = next(
        e for e in content.entries.values() if e.game == "ccc" and e.official == ("en", "de")
    )
    editions = edition_languages(content)["ccc"]
    assert {card.direction for card in cards_for(both, "en", editions=editions)} == {
        "term-to-definition"
    }
    russian = {card.direction: card for card in cards_for(both, "ru", editions=editions)}
    assert russian["official-to-ui"].front == both.terms["en"]
    # a learner whose language is the only official one gets no translation cards
    only = next(e for e in content.entries.values() if e.official == ("ru",))
    assert {card.direction for card in cards_for(only, "ru", editions=("ru",))} == {
        "term-to-definition"
    }


def test_choice_of_games_and_directions_is_kept(isolated_dirs):
    deck = Deck(Progress(), "en")
    assert set(deck.games) == {"his", "ccc", "tenochtitlan", "soe"}
    deck.choose(games=["soe"], directions=["term-to-definition"])
    again = Deck(Progress(), "en")
    assert again.games == ("soe",) and again.directions == ("term-to-definition",)
    assert {card.game for card in again.cards()} == {"soe"}
    assert {card.direction for card in again.cards()} == {"term-to-definition"}
    with pytest.raises(ValueError):
        again.choose(games=["chess"])


def test_new_cards_per_day_are_limited_and_reviews_move_cards_out(isolated_dirs):
    deck = Deck(Progress(), "en")
    deck.choose(games=["soe"], directions=list(DIRECTIONS))
    assert len(deck.cards()) > NEW_PER_DAY
    due = deck.due(NOW)
    assert len(due) == NEW_PER_DAY == deck.due_count(NOW)
    for card in due[:5]:
        next_due = deck.review(card, 4, NOW)  # easy: not again today
        assert next_due > NOW + timedelta(days=1)
    # reviewed cards leave today's list and count against today's new cards
    left = deck.due(NOW)
    assert len(left) == NEW_PER_DAY - 5
    assert not {c.key for c in due[:5]} & {c.key for c in left}
    # the next day brings a fresh allowance of new cards
    assert deck.due_count(NOW + timedelta(days=1)) == NEW_PER_DAY


def test_again_keeps_a_card_due_today_and_the_schedule_survives_reopening(isolated_dirs):
    deck = Deck(Progress(), "ru")
    deck.choose(games=["his"])
    card = deck.due(NOW)[0]
    next_due = deck.review(card, 1, NOW)
    assert NOW < next_due < NOW + timedelta(hours=1)
    reopened = Deck(Progress(), "ru")
    assert card.key in {c.key for c in reopened.due(NOW)}
    assert reopened.progress.review_count() == 1
    state = reopened.progress.card_states()[card.key]
    assert datetime.fromisoformat(state["due"]) == next_due
    with pytest.raises(ValueError):
        reopened.review(card, 5, NOW)


def test_the_learners_day_ends_at_local_midnight(isolated_dirs):
    """A card rated "again" just before midnight is due tomorrow in the learner's time zone, and
    a card first seen after local midnight counts against the new day's allowance even when it
    is still the day before in UTC."""
    moscow = timezone(timedelta(hours=3))
    deck = Deck(Progress(), "ru")
    deck.choose(games=["his"])
    late = datetime(2026, 3, 2, 23, 59, 30, tzinfo=moscow)  # 20:59:30 UTC
    card = deck.due(late)[0]
    deck.review(card, 1, late)  # again: due within minutes, but after local midnight
    assert card.key not in {c.key for c in deck.due(late)}
    assert deck.due_count(late) == NEW_PER_DAY - 1
    after_midnight = datetime(2026, 3, 3, 0, 30, tzinfo=moscow)  # 21:30 UTC, still 2 March there
    assert card.key in {c.key for c in deck.due(after_midnight)}
    # the card was introduced on 2 March (local): the 3rd has a full allowance for new cards
    assert deck.due_count(after_midnight) == NEW_PER_DAY + 1
    second = next(c for c in deck.due(after_midnight) if c.key != card.key)
    deck.review(second, 4, after_midnight)
    assert deck.due_count(after_midnight) == NEW_PER_DAY  # one new card used, the "again" due


def test_a_card_just_rated_waits_for_its_learning_step_behind_the_new_cards(isolated_dirs):
    deck = Deck(Progress(), "en")
    deck.choose(games=["soe"], directions=list(DIRECTIONS))
    first, second, third = deck.due(NOW)[:3]
    next_due = deck.review(first, 3, NOW)  # good: a learning step, later today
    assert NOW < next_due < NOW + timedelta(hours=1)
    due = [card.key for card in deck.due(NOW)]
    assert due[:2] == [second.key, third.key] and due[-1] == first.key  # not two cards later
    # once its step has passed, it comes first again
    assert deck.due(next_due)[0].key == first.key


def test_new_cards_ask_one_entry_in_its_directions_apart_not_in_a_row(isolated_dirs):
    # a new entry's three cards (term → translation, back, term → definition) would otherwise
    # ask the same word three times running; each card still comes once
    from learn.flashcards import SPACING, all_cards, spaced

    cards = all_cards("it", ("his",))
    order = spaced(cards)
    assert sorted(card.key for card in order) == sorted(card.key for card in cards)
    places: dict[str, list[int]] = {}
    for number, card in enumerate(order):
        places.setdefault(card.entry, []).append(number)
    for entry, where in places.items():
        assert all(b - a >= SPACING for a, b in itertools.pairwise(where)), (entry, where)
    # the first entries still come first: the glossary order is kept for the first direction
    firsts = [where[0] for where in places.values()]
    assert firsts == sorted(firsts)
