"""Seed terms are found first: by the form the source chapter uses and by their English name.

Each case is a term of a source chapter (seed number in the comment). The seed form is searched
without a game filter, unless another game's own translation is the very same word (SHARED); the
English name, which several games may share, is searched within the entry's game, as a player in
that game would.
"""

from __future__ import annotations

import pytest

from glossary.content import load_content
from glossary.search import SearchEngine

# (entry id, seed form as the chapter writes it, English name)
CASES = [
    ("ccc.term.embark", "einladen", "embark"),  # ccc 000 notes
    ("ccc.term.disembark", "ausladen", "disembark"),  # ccc 000 notes
    ("ccc.term.re-embark", "re-embarked", "re-embark"),  # ccc 000 notes
    ("ccc.term.loaded-leader", "aufgeladener Anführer", "loaded leader"),  # ccc 000 notes
    ("ccc.term.target-fleet", "Zielflotte", "target fleet"),  # ccc 004 order
    ("ccc.term.int-dr-reroll", "Wiederholung", "re-roll"),  # ccc 004 benefits
    ("ccc.term.phasing-player", "am Zug befindliche Nation", "phasing player"),  # ccc 004 order
    ("ccc.term.territory", "Territorium", "territory"),  # ccc 000 sides
    ("his.term.turn", "ход", "turn"),  # his 001 step 7
    ("his.term.tie", "ничья", "tie"),  # his 001 step 8
    ("his.term.army", "армия", "army"),  # his 001 step 2
    ("his.term.space", "город", "space"),  # his 001 fortifications
    ("his.term.movement-procedure", "процедура движения", "movement procedure"),  # his 001
    ("his.term.destination", "место назначения", "destination space"),  # his 001 step 3
    ("his.term.winner", "победитель", "winner"),  # his 001 step 8
    ("his.term.loser", "Проигравшая сторона", "loser"),  # his 001 overview
    ("tenochtitlan.term.game-board", "Spielplan", "game board"),  # tenochtitlan 002 setup
    ("tenochtitlan.term.friendly-unit", "freundliche Einheit", "friendly unit"),  # tenochtitlan 002
    ("tenochtitlan.term.combat-procedure", "Kampfprozedur", "combat procedure"),  # tenochtitlan 002
    ("tenochtitlan.term.df", "Verteidigungswert", "defence value"),  # tenochtitlan 002
    ("tenochtitlan.term.df", "Defense Factor", "defense value"),  # tenochtitlan 002
]
# seed forms that another game's entry also uses as its term (soe: "Verteidigungswert", ours)
SHARED = {"Verteidigungswert"}


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    engine = SearchEngine(load_content(), cache_dir=tmp_path_factory.mktemp("findable-index"))
    engine.full_text()
    return engine


def _first(engine, query, **filters):
    hits = engine.search(query, limit=3, **filters)
    return hits[0].id if hits else None


@pytest.mark.parametrize(("entry_id", "seed_form", "english"), CASES)
def test_found_first_by_its_seed_form(engine, entry_id, seed_form, english):
    filters = {"game": entry_id.split(".")[0]} if seed_form in SHARED else {}
    assert _first(engine, seed_form, **filters) == entry_id


@pytest.mark.parametrize(("entry_id", "seed_form", "english"), CASES)
def test_found_first_by_its_english_name_in_its_game(engine, entry_id, seed_form, english):
    game = entry_id.split(".")[0]
    assert _first(engine, english, game=game) == entry_id


def test_phasing_player_is_not_the_reactive_player(engine):
    # ccc 004 order: "Active fleet of the phasing player"; the reactive player is Tenochtitlan's
    assert _first(engine, "phasing player") == "ccc.term.phasing-player"


def test_a_seed_word_of_his_comes_before_another_game_using_it_in_translation(engine):
    # his 001 is the Russian seed: its words are official there, other games' Russian is ours
    for word, entry_id in [
        ("ничья", "his.term.tie"),
        ("ход", "his.term.turn"),
        ("армия", "his.term.army"),
    ]:
        assert _first(engine, word) == entry_id, word
