"""A query word derived from a term's word (a verb for a noun, an adjective for a name), whose
stem the snowball stemmer keeps apart, still finds the term, as weak evidence."""

from glossary.word_forms import forms_and_beginnings, related_forms


def _lexicon(words):
    table = {"t_ru": sorted(words)}

    def lexicon(field):
        found = table.get(field, [])
        return found, frozenset(found)

    return lexicon


def test_a_stem_starting_a_longer_term_word_and_one_a_term_word_starts():
    lexicon = _lexicon(["объявлен", "ацтек", "атак", "объявленны-и-много-ещё"])
    found = related_forms("объявить ацтекский", lexicon)
    assert found["объявить"] == {("t_ru", "объявлен")}  # объяв -> объявлен
    assert found["ацтекский"] == {("t_ru", "ацтек")}  # ацтекск starts with ацтек
    # a stem under five letters neither starts nor is started ("атак" of атаковать)
    assert "атаковать" not in related_forms("атаковать", lexicon)


def test_a_verb_finds_the_term_named_by_its_noun(tiny_engine):
    # отступить (to retreat): the stem отступ starts отступлен (отступление, the term)
    hits = tiny_engine.search("отступить", lang="ru")
    assert hits and hits[0].id == "tenochtitlan.term.retreat"
    assert int(hits[0].score) <= 1  # weak evidence: not the term itself


def test_a_term_word_a_longer_query_word_starts_with_is_only_its_beginning():
    # Abfangpriorität: no compound split (Priorität is no word of ours), but it starts with
    # abfang, the stem of the term Abfangen; a part of the word, not the word in another form
    lexicon = _lexicon([])
    table = {"t_de": ["abfang", "abfangversuch"]}

    def german(field):
        found = table.get(field, [])
        return found, frozenset(found)

    forms, beginnings = forms_and_beginnings("Abfangpriorität", german)
    assert forms["abfangprioritat"] == {("t_de", "abfang")}
    assert beginnings == {("t_de", "abfang")}
    forms, beginnings = forms_and_beginnings("объявить", lexicon)
    assert beginnings == set()  # no term word begins объявить here


def test_a_compound_that_starts_with_a_term_word_does_not_name_that_term(real_engine):
    # Abfang- begins Abfangen (the HIS term, interception): the CCC entry the question names
    # whole (Piratenflotten) comes first, not the other game's interception
    hits = real_engine.search("Abfangchance Piratenflotte", lang="de", limit=5)
    assert hits[0].id == "ccc.unit.pirate-fleet"
    assert "his.term.interception" not in [hit.id for hit in hits[:3]]
