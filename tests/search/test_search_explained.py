"""The paragraph placed after the first entry to explain it, on content made for each rule: it
comes from the section titled like the entry even when the title is inflected, and a question
keeps a paragraph that answers more of it rather than making room for the entry's own."""

import hashlib

import pytest

from glossary.content import Content
from glossary.content_model import Chapter, Entry, Paragraph, Section
from glossary.search import SearchEngine

LANGS = ("en", "de", "ru", "it")


def entry(ident, terms, definition, used_in=()):
    return Entry(
        id=ident, game="soe", kind="term", terms=dict(zip(LANGS, terms, strict=True)),
        definition=dict(zip(LANGS, definition, strict=True)), official=("en",),
        seed_form=terms[0], used_in=tuple(used_in),
    )  # fmt: skip


ENTRIES = [
    # used first in a general section, and explained in "Sorties" (the plural of its name)
    entry("soe.term.sortie", ("sortie", "Ausfall", "вылазка", "sortita"),
          ("Besieged units strike out at dawn.", "Belagerte Einheiten brechen im Morgengrauen aus.",
           "Осаждённые отряды выходят на рассвете.", "Le unità assediate escono all'alba."),
          used_in=("soe.rules.general.p1", "soe.rules.sorties.p1")),
    # a longer term, with the same two words of the question below
    entry("soe.term.sortie-marker", ("sortie marker", "Ausfallmarker", "маркер вылазки",
                                     "segnalino sortita"),
          ("Marks a sortie made at dawn.", "Markiert einen Ausfall im Morgengrauen.",
           "Отмечает вылазку на рассвете.", "Segna una sortita all'alba.")),
]  # fmt: skip

SECTIONS = {
    "soe.rules.general": (("General rules", "Allgemeines", "Общие правила", "Regole generali"), [
        ("soe.rules.general.p1", ("A sortie is one of many actions.",
                                  "Ein Ausfall ist eine Aktion.", "Вылазка — одно из действий.",
                                  "La sortita è un'azione.")),
        # a paragraph that holds both words of the question, not linked to the entry
        ("soe.rules.general.p2", ("A sortie at dawn surprises the besieger.",
                                  "Ein Ausfall im Morgengrauen überrascht den Belagerer.",
                                  "Вылазка на рассвете застаёт осаждающего врасплох.",
                                  "Una sortita all'alba sorprende l'assediante.")),
    ]),
    "soe.rules.sorties": (("Sorties", "Ausfälle", "Вылазки", "Sortite"), [
        ("soe.rules.sorties.p1", ("The besieged player may make one sortie a turn.",
                                  "Der Belagerte darf einen Ausfall je Runde machen.",
                                  "Осаждённый может сделать одну вылазку за ход.",
                                  "L'assediato può fare una sortita per turno.")),
    ]),
}  # fmt: skip


def content() -> Content:
    sections, paragraphs = {}, {}
    for section_id, (title, texts) in SECTIONS.items():
        items = tuple(
            Paragraph(ident, section_id, "soe.rules", "Sieges", (), (),
                      dict(zip(LANGS, text, strict=True)))
            for ident, text in texts
        )  # fmt: skip
        paragraphs.update((item.id, item) for item in items)
        titles = dict(zip(LANGS, title, strict=True))
        sections[section_id] = Section(section_id, "soe.rules", None, titles, items)
    title = dict(zip(LANGS, ("Sieges", "Belagerungen", "Осады", "Assedi"), strict=True))
    chapter = Chapter("soe.rules", "soe", "005", ("en",), None, title, tuple(sections.values()))
    digest = hashlib.sha256((repr(ENTRIES) + repr(SECTIONS)).encode()).hexdigest()
    return Content(
        entries={item.id: item for item in ENTRIES}, chapters={chapter.id: chapter},
        paragraphs=paragraphs, sections=sections, hash=digest,
    )  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    built = SearchEngine(content(), cache_dir=tmp_path_factory.mktemp("explained-index"))
    built.full_text()
    return built


def ids(hits):
    return [hit.id for hit in hits]


@pytest.mark.parametrize("lang", LANGS)
def test_the_paragraph_of_a_section_titled_in_the_plural_explains_the_entry(engine, lang):
    # "Sorties" is titled like "sortie": its paragraph explains the entry, not the first one
    # the entry happens to be used in
    found = ids(engine.search("sortie", lang=lang))
    assert found[0] == "soe.term.sortie"
    assert "soe.rules.sorties.p1" in found[:3] and "soe.rules.general.p1" not in found[:3]


def test_a_question_keeps_the_paragraph_that_answers_more_of_it(engine):
    found = ids(engine.search("sortie at dawn", lang="en"))
    assert found[0] == "soe.term.sortie"
    # the paragraph holding both words stays among the first three; the entry's own paragraph,
    # which holds one, does not push it out
    assert "soe.rules.general.p2" in found[:3]
    assert found.index("soe.rules.general.p2") < found.index("soe.rules.sorties.p1")


def test_the_paragraph_that_answers_more_goes_before_the_entries_shown_with_it():
    # a question whose first three are the entry, another entry and a paragraph that answers
    # more of it: the entry's own paragraph still comes among the first three, after the one
    # answering more, and the other entry makes room for it
    from glossary.ranking import TERM_CLASS, TEXT_CLASS, Candidate, LinkedParagraph, explained

    ranked = [
        Candidate("soe.term.sortie", TERM_CLASS, 0.5, "en", coverage=1.5),
        Candidate("soe.term.sortie-marker", TERM_CLASS, 0.4, "en", coverage=1.5),
        Candidate("soe.rules.general.p2", TEXT_CLASS, 0.3, "en", LinkedParagraph, coverage=2.0),
        Candidate("soe.rules.sorties.p1", TEXT_CLASS, 0.2, "en", LinkedParagraph, coverage=1.0),
    ]
    assert ids(explained(content(), ranked, "en")) == [
        "soe.term.sortie", "soe.rules.general.p2", "soe.rules.sorties.p1", "soe.term.sortie-marker"
    ]  # fmt: skip
