"""The documented order of the merged ranking, each rule pinned on content made for it: the
current game before the UI language, a term-field hit above a compound-part hit above a prefix,
and a compound's known parts found in queries and in the index."""

import pytest

from glossary.content_model import Entry

from .fixture_content import engine_over_entries

LANGS = ("en", "de", "ru", "it")


def entry(ident, terms, definition=("", "", "", ""), *, official=("en",)):
    return Entry(
        id=ident, game=ident.split(".")[0], kind="term",
        terms=dict(zip(LANGS, terms, strict=True)),
        definition=dict(zip(LANGS, [text or "—" for text in definition], strict=True)),
        abbr=(), official=official, seed_form=terms[0],
    )  # fmt: skip


ENTRIES = [
    # "leader" is the English form of both; in Italian only the CCC entry is called "leader"
    entry("his.term.leader", ("leader", "Anführer", "полководец", "condottiero")),
    entry("ccc.term.leader", ("leader", "Anführer", "лидер", "leader")),
    # "Geschütz" is a word of a term here ...
    entry("soe.term.gun-line", ("line of guns", "Reihe der Geschütze", "ряд орудий",
                                "linea dei cannoni")),
    # ... and the last part of a compound here, which also names it in all its definitions
    entry("soe.term.field-gun", ("field gun", "Feldgeschütz", "полевое орудие", "cannone da campo"),
          ("A Geschütz in the field; Geschütz means gun.", "Ein leichtes Geschütz.",
           "Орудие (Geschütz).", "Un cannone (Geschütz).")),
    # a headword that starts with the compound's last part
    entry("soe.term.gun-deck", ("gun deck", "Geschützdeck", "орудийная палуба",
                                "ponte dei cannoni")),
    # "Mörser" is the last part of a compound here ...
    entry("soe.term.field-mortar", ("field mortar", "Feldmörser", "полевая мортира",
                                    "mortaio da campo")),
    # ... and starts this headword, whose definitions name it again and again
    entry("soe.term.mortar-boat", ("mortar boat", "Mörserboot", "мортирная лодка",
                                   "barca mortaio"),
          ("A boat with a Mörser; the Mörser fires.", "Ein Kahn mit Mörser; der Mörser feuert.",
           "Лодка с мортирой (Mörser, Mörser).", "Una barca con mortaio (Mörser, Mörser).")),
    # "Zinnen" is an inner part of this compound ...
    entry("soe.term.battlement-tower", ("battlement tower", "Hafenzinnenturm", "зубчатая башня",
                                        "torre merlata")),
    # ... and named again and again in the definitions of this one
    entry("soe.term.rampart", ("rampart", "Wall", "вал", "bastione"),
          ("A wall with Zinnen; Zinnen on Zinnen.", "Ein Wall mit Zinnen; Zinnen über Zinnen.",
           "Вал с зубцами (Zinnen, Zinnen).", "Un bastione con merli (Zinnen, Zinnen).")),
    # a tower, so that "Hafenzinnenturm" splits into known words; and a headword that starts
    # with its inner part
    entry("soe.term.tower", ("tower", "Turm", "башня", "torre")),
    entry("soe.term.crenellation", ("crenellation", "Zinnenkranz", "венец зубцов",
                                    "coronamento")),
    # "Schanzen" is an inner part of a compound that cannot be split into known words ...
    entry("soe.term.gatehouse", ("gatehouse", "Torschanzenwerk", "надвратная башня",
                                 "torrione")),
    # ... and named again and again in the definitions of this one
    entry("soe.term.earthwork", ("earthwork", "Erdwall", "земляной вал", "terrapieno"),
          ("Earth heaped into Schanzen.", "Erde zu Schanzen; Schanzen über Schanzen.",
           "Земляные укрепления (Schanzen, Schanzen).", "Terra in trincee (Schanzen).")),
    # only a definition, but one that holds three words of a question
    entry("soe.term.volley", ("volley", "Salve", "залп", "salva"),
          ("All guns fire at once.", "Ein Anführer lässt jedes Geschütz zugleich feuern.",
           "Все орудия стреляют разом.", "Tutti i cannoni sparano insieme.")),
    # parts of a compound that is not an entry itself
    entry("ccc.term.coast", ("coast", "Küste", "побережье", "costa")),
    entry("ccc.term.bombardment", ("bombardment", "Bombardement", "обстрел", "bombardamento")),
    entry("ccc.term.harbour", ("harbour", "Hafen", "гавань", "porto")),
]  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    return engine_over_entries(ENTRIES, tmp_path_factory.mktemp("ranking-index"))


def ids(hits):
    return [hit.id for hit in hits]


@pytest.mark.parametrize("query", ["leader", "Leader", "lead"])  # exact, and a prefix
def test_current_game_comes_before_the_ui_language(engine, query):
    # the CCC entry is "leader" in Italian too, the HIS one only in English: an Italian player
    # in a game of Here I Stand still wants Here I Stand's leader first
    both = engine.search(query, lang="it", current_game="his")
    assert ids(both)[:2] == ["his.term.leader", "ccc.term.leader"]
    assert ids(engine.suggest(query, lang="it", current_game="his"))[0] == "his.term.leader"
    # without a current game the UI language decides (so the rule above is not a default)
    assert ids(engine.search(query, lang="it"))[0] == "ccc.term.leader"
    assert ids(engine.search(query, lang="it", current_game="ccc"))[0] == "ccc.term.leader"


def test_a_term_word_beats_a_compound_part_which_beats_a_prefix(engine):
    # "Geschütze" is an inflected word of one term (stemmed: a term-field hit), the last part
    # of another entry's compound (named in all its definitions too) and starts a third
    found = ids(engine.search("Geschütze", lang="de"))
    assert found[:3] == ["soe.term.gun-line", "soe.term.field-gun", "soe.term.gun-deck"]


def test_a_compound_part_beats_a_prefix_with_text_hits(engine):
    found = ids(engine.search("Mörser", lang="de"))
    assert found[:2] == ["soe.term.field-mortar", "soe.term.mortar-boat"]


def test_an_inner_compound_part_beats_a_text_hit(engine):
    found = ids(engine.search("Schanzen", lang="de"))
    assert found[:2] == ["soe.term.gatehouse", "soe.term.earthwork"]


def test_a_compound_is_indexed_with_its_known_parts(engine):
    from glossary.index_documents import documents

    split = {doc["id"]: doc.get("split") for doc in documents(engine.content)}
    assert split["soe.term.battlement-tower"] == "hafen zinnen turm"
    # an inner part typed whole finds the compound above a headword that merely starts so
    found = ids(engine.search("Zinnen", lang="de"))
    assert found.index("soe.term.battlement-tower") < found.index("soe.term.crenellation")


def test_an_unknown_compound_finds_its_known_parts(engine):
    found = ids(engine.search("Küstenbombardement", lang="de"))
    assert set(found[:2]) == {"ccc.term.coast", "ccc.term.bombardment"}
    three = ids(engine.search("Küstenbombardementhafen", lang="de"))
    assert set(three[:3]) == {"ccc.term.coast", "ccc.term.bombardment", "ccc.term.harbour"}
