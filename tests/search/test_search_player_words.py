"""Players' everyday words (glossary/data/words.toml): a player's word also finds the entries
that use our word for it, below what the typed word finds by itself, without flooding the
results through a short stem; the table is part of the cached content."""

import dataclasses
import shutil

import pytest

from glossary import content as content_module
from glossary.content_model import ContentError
from glossary.player_words import mapped_terms, parse_words, query_languages
from glossary.search import SearchEngine

from .fixture_content import _entry, tiny_content

WORDS = {
    "en": {
        "brawl": ["field battle"],
        "battle": ["combat"],
        "strife": ["war"],
        "dead pile": ["retreat"],
    },
    "de": {"rauferei": ["Feldschlacht"]},
}

#: "war" is the whole term of one entry and a word of several definitions.
WAR_ENTRIES = [
    _entry("soe.term.war", "term", ("war", "Krieg", "война", "guerra"),
           ("A state of open fighting.", "Offener Kampf.", "Открытая борьба.", "Lotta aperta.")),
    *(
        _entry(f"soe.term.peace-{number}", "term",
               (f"peace {number}", f"Frieden {number}", f"мир {number}", f"pace {number}"),
               ("Ends the war for now.", "Beendet den Krieg.", "Кончает войну.",
                "Finisce la guerra."))
        for number in range(4)
    ),
]  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    """The small content with some entries of its own and a players' words table."""
    base = tiny_content("player-words")
    entries = {**base.entries, **{entry.id: entry for entry in WAR_ENTRIES}}
    content = dataclasses.replace(
        base, entries=entries, words=parse_words(WORDS, "words.toml"), hash=base.hash + "w"
    )
    engine = SearchEngine(content, cache_dir=tmp_path_factory.mktemp("words-index"))
    engine.full_text()
    return engine


def ids(hits):
    return [hit.id for hit in hits]


def test_a_players_word_finds_the_entry_of_our_word(engine):
    assert ids(engine.search("brawl", lang="en"))[0] == "his.term.field-battle"
    # a phrase of the player's, inside a question
    assert ids(engine.search("what goes on the dead pile", lang="en"))[0] == (
        "tenochtitlan.term.retreat"
    )


def test_a_word_occurring_nowhere_without_a_mapping_finds_nothing(engine):
    assert engine.search("scuffle", lang="en", exact=True) == []


def test_a_hit_on_the_typed_word_outranks_a_hit_on_the_mapped_word(engine):
    found = ids(engine.search("battle", lang="en"))
    assert "ccc.term.land-combat" in found  # found through "combat" only
    assert found.index("his.term.field-battle") < found.index("ccc.term.land-combat")
    scores = {hit.id: hit.score for hit in engine.search("battle", lang="en")}
    # a class lower: a word of a term matched through the mapping counts below the typed word
    assert int(scores["his.term.field-battle"]) > int(scores["ccc.term.land-combat"])


def test_a_mapped_short_stem_does_not_flood_the_results(engine):
    found = ids(engine.search("strife", lang="en"))
    assert found[0] == "soe.term.war"
    assert not [ident for ident in found if ident.startswith("soe.term.peace")]


def test_the_mapping_of_the_querys_language_applies(engine):
    # a German key, typed in a German question, while the UI is English
    assert ids(engine.search("was ist eine rauferei", lang="en"))[0] == "his.term.field-battle"
    # an English key is not taken for a word of a Russian query
    table = parse_words(WORDS, "words.toml")
    assert mapped_terms("brawl", table, "en")
    assert query_languages("драка brawl", "en") == ("ru",)
    assert mapped_terms("драка brawl", table, "en") == {}


def test_a_players_word_asks_the_full_text(engine):
    # "brawl" starts no headword; a key that starts a headword still asks the full text
    words = {"en": {"retr": ["field battle"]}}
    content = dataclasses.replace(engine.content, words=parse_words(words, "words.toml"))
    other = SearchEngine(content, cache_dir=engine._cache_dir)
    found = ids(other.search("retr", lang="en"))
    assert {"tenochtitlan.term.retreat", "his.term.field-battle"} <= set(found[:2])


def test_a_bad_words_file_names_the_language_and_key():
    with pytest.raises(ContentError, match="en.kill"):
        parse_words({"en": {"kill": "eliminate"}}, "words.toml")
    with pytest.raises(ContentError, match="xx"):
        parse_words({"xx": {}}, "words.toml")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A private copy of the built-in data as the default content, and a private cache."""
    copy = tmp_path / "data"
    shutil.copytree(content_module.DATA_DIR, copy)
    monkeypatch.setattr(content_module, "DATA_DIR", copy)
    monkeypatch.setenv("WARTUTOR_CACHE_DIR", str(tmp_path / "cache"))
    content_module.clear_cache()
    yield copy
    content_module.clear_cache()


def test_the_built_in_words_are_loaded_with_the_content(data_dir):
    content = content_module.load_content()
    assert content.words["en"][("wiped", "out")] == ("eliminated",)
    assert content.words["ru"]  # folded Cyrillic keys


def test_the_cache_follows_a_change_of_the_words_file(data_dir):
    first = content_module.load_content()
    path = data_dir / "words.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("[en]\n", '[en]\n"zorch" = ["retreat"]\n', 1),
        encoding="utf-8",
    )
    content_module.clear_cache()
    second = content_module.load_content()
    assert second.hash != first.hash  # a new key: cached content and index are rebuilt
    assert second.words["en"][("zorch",)] == ("retreat",)
    assert ("zorch",) not in first.words["en"]


def test_a_players_word_inside_a_german_compound_is_mapped_too(engine):
    # "Flottenrauferei" is no word of the content: split, its part "rauferei" is a player's word
    assert engine._split_compounds("Flottenrauferei") == "flotte rauferei"
    found = ids(engine.search("Flottenrauferei", lang="de"))
    assert "his.term.field-battle" in found[:3]


def test_the_built_in_compound_of_the_issue_finds_shore_bombardment(real_engine):
    # a German player's name for the CCC term whose German edition says Unterstützungsfeuer
    assert ids(real_engine.search("Küstenbombardement", lang="de"))[0] == (
        "ccc.term.shore-bombardment"
    )
    # "Unordnung" (a player's word for desorganisiert) inside a compound of the player's own
    assert ids(real_engine.search("Einheitenunordnung", lang="de"))[0] == (
        "tenochtitlan.term.disordered"
    )


@pytest.mark.parametrize(
    ("word", "lang", "entry"),
    [
        ("KP", "de", "his.term.cp"),  # Kommandopunkte
        ("SP", "de", "soe.term.vp"),  # Siegpunkte
        ("Binnenland", "de", "soe.term.landlocked-area"),  # the set-up form's own word
        ("Flottenbonus", "de", "soe.term.naval-support"),
        ("ЗК", "ru", "tenochtitlan.term.zoc"),  # зона контроля
        ("ЛОС", "ru", "tenochtitlan.term.los"),
        ("тласкальцы", "ru", "tenochtitlan.unit.tlaxcalan-allies"),
        ("стрелковая атака", "ru", "tenochtitlan.term.ranged-attack"),
    ],
)
def test_players_abbreviations_and_table_words_find_their_entry(real_engine, word, lang, entry):
    assert ids(real_engine.search(word, lang=lang))[0] == entry
