"""The patterns of players' queries, each on its own: questions in four languages, a word that
matches nothing, German compounds, typos in short words, and function words."""

import pytest

from glossary.compounds import split_compound
from glossary.function_words import FUNCTION_WORDS, is_function_word
from glossary.index_query import content_words, query_evidence

from .test_search_ranking import engine  # noqa: F401 - the fixture of the ranking content


def ids(hits):
    return [hit.id for hit in hits]


@pytest.mark.parametrize(
    ("question", "meaningful"),
    [
        ("how many dice does the defender get", ["dice", "defender"]),
        ("wie viele Würfel bekommt der Verteidiger", ["wurfel", "verteidiger"]),
        ("сколько костей бросает обороняющийся", ["костей", "бросает", "обороняющийся"]),
        ("quanti dadi tira il difensore", ["dadi", "tira", "difensore"]),
    ],
)
def test_questions_keep_only_the_words_that_carry_meaning(question, meaningful):
    assert content_words(question) == ([], meaningful)
    assert len(query_evidence(question)) == len(meaningful)


def test_a_query_of_function_words_only_still_searches_them():
    assert content_words("who what") == ([], ["who", "what"])


def test_function_words_are_folded_and_known_in_every_language():
    assert set(FUNCTION_WORDS) == {"en", "de", "ru", "it"}
    for text in FUNCTION_WORDS.values():
        for word in text.split():
            assert word == word.casefold() and "ё" not in word and is_function_word(word)
    assert not is_function_word("leader") and not is_function_word("verteidiger")


def test_a_question_ranks_the_entry_matching_most_of_its_words_first(engine):  # noqa: F811
    # "Anführer" alone would find both leaders first; the words of the question decide
    found = ids(engine.search("wer darf die Reihe der Geschütze und den Anführer sehen", lang="de"))
    assert found[0] == "soe.term.gun-line"
    # three words in a definition outrank one word in a term
    found = ids(engine.search("wann lässt der Anführer das Geschütz feuern", lang="de"))
    assert found[0] == "soe.term.volley"


def test_one_unmatched_word_does_not_empty_the_query(engine):  # noqa: F811
    assert ids(engine.search("Mörserboot zzyzx", lang="de"))[0] == "soe.term.mortar-boat"
    assert ids(engine.search("quokka Anführer", lang="en", current_game="his"))[0] == (
        "his.term.leader"
    )


@pytest.mark.parametrize(
    ("word", "parts"),
    [
        ("kustenhafen", ["kuste", "hafen"]),  # linking -n-
        ("hafenkusten", ["hafen", "kuste"]),  # an inflection at the end
        ("angriffskosten", ["angriff", "kosten"]),  # linking -s-
        ("landkampfwurfelwurf", ["landkampf", "wurfelwurf"]),  # fewest parts
    ],
)
def test_compounds_split_into_known_words(word, parts):
    known = frozenset({"kuste", "hafen", "angriff", "kosten", "land", "kampf", "landkampf",
                       "wurfel", "wurf", "wurfelwurf"})  # fmt: skip
    assert split_compound(word, known) == parts


def test_known_short_or_unsplittable_words_stay_whole():
    known = frozenset({"kuste", "hafen", "kustenhafen"})
    assert split_compound("kustenhafen", known) is None  # known itself
    assert split_compound("hafen", known) is None  # too short to be a compound
    assert split_compound("kustenxyzhafen", known) is None  # a part is unknown


def test_a_typo_in_a_short_word_is_weaker_than_any_exact_hit(engine):  # noqa: F811
    # "Riehe" is one edit from "Reihe" (a word of a term): weak evidence, below any prefix
    found = engine.search("Riehe", lang="de")
    assert all(hit.score < 2 for hit in found)
    # a function word is never taken for a typo of a term ("cosa" is not "costa")
    assert "ccc.term.coast" not in ids(engine.search("cosa", lang="it"))
    assert ids(engine.search("costa", lang="it"))[0] == "ccc.term.coast"


def test_a_typo_inside_a_question_is_weak_evidence(tiny_engine):
    found = tiny_engine.search("Flotte Landkmapf", lang="de")
    scores = {hit.id: hit.score for hit in found}
    assert {"ccc.unit.fleet", "soe.unit.fleet", "ccc.term.land-combat"} <= set(scores)
    assert scores["ccc.unit.fleet"] >= 5 > 2 > scores["ccc.term.land-combat"] >= 1


def test_a_short_stem_of_another_language_is_no_evidence():
    from glossary.index_query import _word_terms, written_in

    # English "loses" is German "los" to the German stemmer, and LOS is line of sight
    assert ("t_de", "los") in _word_terms("loses")
    assert ("t_de", "los") not in _word_terms("loses", written_in("if the attacker loses"))
    assert ("t_en", "lose") in _word_terms("loses", written_in("if the attacker loses"))
    # a word as typed still matches in every language ("LOS" is "los")
    assert ("t_de", "los") in _word_terms("los", ("en",))
    # Latin words in a Russian question keep the Latin languages
    assert written_in("на сколько hexes отступает защитник") == ("ru", "en", "de", "it")
    assert written_in("кто побеждает") == ("ru",)


def test_a_question_about_losing_finds_no_line_of_sight(real_engine):
    found = ids(real_engine.search("what happens if the attacker loses", lang="en", limit=5))
    assert found and not [ident for ident in found if ".los" in ident or "line-of-sight" in ident]


def test_a_whole_word_in_the_ui_language_comes_before_part_of_a_word(real_engine):
    # "siege" is the whole first word of "siege check", but only part of German "Sieger"
    found = ids(real_engine.suggest("siege", lang="en", limit=8))
    winner = min(found.index(ident) for ident in found if ident.endswith(".winner"))
    assert {"ccc.term.siege-bonus", "his.term.siege-check"} <= set(found[:winner])


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("what if both sides are eliminated", "both"),
        ("Angriff ohne Anführer", "ohne"),
        ("что бывает после боя", "после"),
        ("attacco senza leader", "senza"),
        ("what if only a fleet is in the colony", "only"),
        ("nur eine Flotte in der Kolonie", "nur"),
        ("только флот в колонии", "только"),
        ("solo una flotta nella colonia", "solo"),
    ],
)
def test_a_word_that_states_a_rule_is_no_stop_word(question, kept):
    # whoosh's stop lists hold "both", "ohne", "после": in a rule they decide its case
    assert kept in content_words(question)[1]
    assert "if" not in content_words(question)[1]


def test_a_question_about_both_sides_finds_the_rule_on_both_sides(real_engine):
    # his 001 step 9: the casualties rule says what happens when both sides lose everything
    found = ids(real_engine.search("what if both sides are eliminated", lang="en", limit=3))
    assert found[0] in ("his.field-battle.casualties.p1", "his.term.casualties")


def test_a_derived_form_counts_less_in_a_question_than_the_word_itself(real_engine):
    # «защитника» is a players' word for the defender (обороняющийся); the *защит…* of
    # *значение защиты* (defence value) is only a derived form of it: his 001 step 3 first
    found = ids(real_engine.search("сколько костей у защитника", lang="ru", limit=3))
    assert found[0] == "his.term.count-defender-dice"
    assert "his.field-battle.defender-dice.p1" in found


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("dice rolled by the defender", "en"),
        ("wie viele Würfel wirft der Verteidiger", "de"),
        ("сколько кубиков кидает обороняющийся", "ru"),
        ("dadi tirati dal difensore", "it"),
    ],
)
def test_how_many_dice_a_side_rolls_is_the_step_that_counts_them(real_engine, question, lang):
    # his 001 step 3 counts the dice the defender rolls at step 6: its entry says they are
    # rolled, so a question with the verb finds the count before *roll the dice* (step 6)
    found = ids(real_engine.search(question, lang=lang, limit=3))
    assert found[0] == "his.term.count-defender-dice"
    assert "his.field-battle.defender-dice.p1" in found
