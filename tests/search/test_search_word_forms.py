"""A query word derived from a term's word (a verb for a noun, an adjective for a name), whose
stem the snowball stemmer keeps apart, still finds the term, as weak evidence."""

from glossary.word_forms import related_forms


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
