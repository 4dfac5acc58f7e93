"""Tier 1: the headword table (exact > prefix > fuzzy; UI language and current game on ties)."""

import pytest

from glossary.headwords import EXACT, FUZZY, PREFIX, WORD_PREFIX, Headword, HeadwordTable


@pytest.fixture(scope="module")
def table(tiny):
    return HeadwordTable.from_content(tiny)


def ids(matches):
    return [match.entry_id for match in matches]


@pytest.mark.parametrize(
    ("query", "lang"),
    [("Landkampf", "de"), ("land combat", "en"), ("сухопутный бой", "ru"),
     ("COMBATTIMENTO TERRESTRE", "it")],
)  # fmt: skip
def test_exact_term_in_any_language(table, query, lang):
    first = table.lookup(query)[0]
    assert (first.entry_id, first.rank, first.lang) == ("ccc.term.land-combat", EXACT, lang)


@pytest.mark.parametrize("query", ["LC DR", "lcdr", "lc-dr", "Lc Dr"])
def test_abbreviation_ignores_spaces_and_case(table, query):
    first = table.lookup(query)[0]
    assert (first.entry_id, first.rank, first.lang) == ("ccc.term.lc-dr", EXACT, "abbr")


def test_prefix_of_headword_and_of_a_later_word(table):
    assert table.lookup("Landk")[0].rank == PREFIX
    assert "ccc.term.land-combat" in ids(table.lookup("Landk"))
    matches = table.lookup("terrest")
    assert matches[0].rank == WORD_PREFIX
    assert set(ids(matches)) == {"ccc.term.land-combat", "ccc.term.lc-dr"}


def test_short_query_matches_only_starts_of_headwords(table):
    assert "ccc.term.lc-dr" not in ids(table.lookup("ro"))  # "roll" is a later word
    assert "his.term.road" in ids(table.lookup("ro"))
    assert "ccc.term.lc-dr" in ids(table.lookup("rol"))


def test_swapped_letters_are_one_edit(table):
    first = table.lookup("Landkmapf")[0]
    assert (first.entry_id, first.rank, first.distance) == ("ccc.term.land-combat", FUZZY, 1)


def test_typo_in_russian_and_yo(table):
    assert table.lookup("янычяры")[0].entry_id == "his.card.janissaries"
    assert table.lookup("полевое сраженье")[0].entry_id == "his.term.field-battle"


def test_fuzzy_off_in_exact_mode(table):
    assert table.lookup("Landkmapf", fuzzy=False) == []


def test_exact_beats_prefix_beats_fuzzy():
    table = HeadwordTable(
        [
            Headword("x.term.fuzzy", "x", "kampe", ("de",)),
            Headword("x.term.prefix", "x", "kampfrunde", ("de",)),
            Headword("x.term.exact", "x", "Kampf", ("de",)),
        ]
    )
    assert ids(table.lookup("kampf")) == ["x.term.exact", "x.term.prefix", "x.term.fuzzy"]


def test_ties_prefer_current_game_and_ui_language(table):
    soe_first = ["soe.unit.fleet", "ccc.unit.fleet"]
    assert ids(table.lookup("flotta", current_game="soe"))[:2] == soe_first
    assert ids(table.lookup("flotta", current_game="ccc"))[:2] == soe_first[::-1]
    both = HeadwordTable(
        [
            Headword("x.term.en", "x", "Avatar", ("en",)),
            Headword("x.term.de", "x", "Avatar", ("de",)),
        ]
    )
    assert ids(both.lookup("avatar", lang="de")) == ["x.term.de", "x.term.en"]
    assert ids(both.lookup("avatar", lang="en")) == ["x.term.en", "x.term.de"]


def test_game_filter_keeps_one_game(table):
    assert ids(table.lookup("flotta", game="ccc")) == ["ccc.unit.fleet"]


def test_one_match_per_entry_and_limit(table):
    found = ids(table.lookup("l", limit=50))
    assert len(found) == len(set(found))
    assert len(table.lookup("l", limit=1)) == 1


def test_reported_language_is_the_ui_language_when_the_form_is_shared():
    table = HeadwordTable([Headword("x.term.a", "x", "Avatar", ("en", "de"))])
    assert table.lookup("avatar", lang="de")[0].lang == "de"
    assert table.lookup("avatar", lang="ru")[0].lang == "en"


def test_empty_query_finds_nothing(table):
    assert table.lookup("  ") == []
    assert table.lookup("-") == []


def test_early_stop_keeps_the_preferred_language_and_the_closest_typo():
    many = [Headword(f"x.term.e{n}", "x", "Kampf", ("en",)) for n in range(40)]
    table = HeadwordTable(
        [
            *many,
            Headword("x.term.far", "x", "Kampfe", ("de",)),
            Headword("x.term.de", "x", "Kampf", ("de",)),
        ]
    )
    first = table.lookup("Kmapf", lang="de", limit=3)
    assert [match.entry_id for match in first][:1] == ["x.term.de"]
    assert first[0].distance == 1
    # without a preference the 40 equal matches come in table order, closest first
    plain = table.lookup("Kmapf", limit=5)
    assert [match.distance for match in plain] == [1] * 5
