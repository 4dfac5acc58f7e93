"""How a question's candidates are weighed, each rule on content made for it: an entry whose
whole term the question names comes before a longer term sharing a word with it, and a
paragraph whose section title the question names before one that merely repeats its words."""

import hashlib

import pytest

import glossary.search
from glossary.content import Content
from glossary.content_model import Chapter, Paragraph, Section
from glossary.ranking import TEXT_CLASS, Candidate, LinkedParagraph, reading_order
from glossary.search import SearchEngine

from .fixture_content import term_entry

LANGS = ("en", "de", "ru", "it")


entry = term_entry


ENTRIES = [
    # the term a question about an ambush names whole ...
    entry("soe.term.ambush", ("ambush", "Hinterhalt", "засада", "imboscata"),
          ("A hidden unit strikes first.", "Eine versteckte Einheit schlägt zuerst zu.",
           "Скрытый отряд бьёт первым.", "Un'unità nascosta colpisce per prima.")),
    # ... and a longer term that shares the word and repeats it in its definition
    entry("soe.term.ambush-marker", ("ambush marker", "Marker für Hinterhalt", "маркер засады",
                                     "segnalino imboscata"),
          ("Marks an ambush: the ambush unit waits under it until the ambush is sprung.",
           "Markiert einen Hinterhalt: die Einheit im Hinterhalt wartet darunter.",
           "Отмечает засаду: отряд в засаде ждёт под ним, пока засада не сработает.",
           "Segna un'imboscata: l'unità in imboscata vi attende finché l'imboscata scatta.")),
]  # fmt: skip

# (section id, its title in four languages, its paragraphs)
SECTIONS = [
    # a section titled with the word a question about fords uses ...
    ("soe.rules.fords", ("Fords", "Furten", "Броды", "Guadi"), [
        ("soe.rules.fords.p1", ("A gunboat waits a turn before it goes on.",
                                "Ein Kanonenboot wartet eine Runde, bevor es weiterfährt.",
                                "Канонерка ждёт один ход, прежде чем идти дальше.",
                                "Una cannoniera aspetta un turno prima di proseguire.")),
    ]),
    # a section whose opening paragraph states the rule at length, and whose short second
    # paragraph adds to it with the same words
    ("soe.rules.sorties", ("Sorties", "Ausfälle", "Вылазки", "Sortite"), [
        ("soe.rules.sorties.p1", (
            "Who sallies first: the garrison rolls a die for each gate, and the gate with the "
            "highest die opens first, before any other unit of the siege moves.",
            "Wer zuerst ausfällt: die Besatzung würfelt für jedes Tor, und das Tor mit dem "
            "höchsten Wurf öffnet zuerst, bevor sich eine andere Einheit der Belagerung bewegt.",
            "Кто выходит первым: гарнизон бросает кость за каждые ворота, и ворота с самым "
            "высоким броском открываются первыми, прежде чем двинется другой отряд осады.",
            "Chi esce per primo: la guarnigione tira un dado per ogni porta, e la porta col "
            "tiro più alto si apre per prima, prima che si muova un'altra unità dell'assedio.")),
        ("soe.rules.sorties.p2", ("A gate opens first only once.",
                                  "Ein Tor öffnet zuerst nur einmal.",
                                  "Ворота открываются первыми лишь раз.",
                                  "Una porta si apre per prima una volta sola.")),
    ]),
    # ... and a paragraph elsewhere that names a gunboat and a ford again and again
    ("soe.rules.rivers", ("Rivers", "Flüsse", "Реки", "Fiumi"), [
        ("soe.rules.rivers.p1", ("A gunboat at a ford: gunboat and ford, ford and gunboat.",
                                 "Kanonenboot an der Furt: Kanonenboot, Furt, Furt, Kanonenboot.",
                                 "Канонерка у брода: канонерка, брод, брод, канонерка.",
                                 "Cannoniera al guado: cannoniera, guado, guado, cannoniera.")),
    ]),
]  # fmt: skip


def content() -> Content:
    sections, paragraphs = {}, {}
    for section_id, title, texts in SECTIONS:
        items = tuple(
            Paragraph(ident, section_id, "soe.rules", "Rivers", (), (),
                      dict(zip(LANGS, text, strict=True)))
            for ident, text in texts
        )  # fmt: skip
        paragraphs.update((item.id, item) for item in items)
        titles = dict(zip(LANGS, title, strict=True))
        sections[section_id] = Section(section_id, "soe.rules", None, titles, items)
    title = dict(zip(LANGS, ("Rivers", "Flüsse", "Реки", "Fiumi"), strict=True))
    chapter = Chapter("soe.rules", "soe", "005", ("en",), None, title, tuple(sections.values()))
    digest = hashlib.sha256((repr(ENTRIES) + repr(SECTIONS)).encode()).hexdigest()
    return Content(
        entries={item.id: item for item in ENTRIES}, chapters={chapter.id: chapter},
        paragraphs=paragraphs, sections=sections, hash=digest,
    )  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    built = SearchEngine(content(), cache_dir=tmp_path_factory.mktemp("questions-index"))
    built.full_text()
    return built


def ids(hits):
    return [hit.id for hit in hits]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("when may a unit ambush", "en"),
        ("wann darf eine Einheit aus dem Hinterhalt", "de"),
        ("когда отряд может устроить засаду", "ru"),
        ("quando una unità può fare un'imboscata", "it"),
    ],
)
def test_a_question_naming_a_whole_term_finds_it_before_a_longer_term(
    engine, question, lang, monkeypatch
):
    assert ids(engine.search(question, lang=lang))[0] == "soe.term.ambush"
    # it is the whole-term rule that decides: without it the longer term, which repeats the
    # word, comes first
    monkeypatch.setattr(glossary.search, "WHOLE_TERM_BONUS", 0.0)
    assert ids(engine.search(question, lang=lang))[0] == "soe.term.ambush-marker"


def test_a_single_word_is_not_a_question(engine):
    # one word: the evidence class alone decides, the whole-term rule plays no part
    found = ids(engine.search("ambush", lang="en"))
    assert found[:2] == ["soe.term.ambush", "soe.term.ambush-marker"]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("how long does a gunboat stay at a ford", "en"),
        ("wie lange bleibt ein Kanonenboot an der Furt", "de"),
        ("сколько канонерка стоит у брода", "ru"),
        ("quanto resta una cannoniera al guado", "it"),
    ],
)
def test_a_question_naming_a_section_title_finds_its_paragraph_first(
    engine, question, lang, monkeypatch
):
    assert ids(engine.search(question, lang=lang))[0] == "soe.rules.fords.p1"
    # it is the section's title that decides: without the rule the paragraph repeating the
    # words comes first
    monkeypatch.setattr(glossary.search, "WHOLE_TERM_BONUS", 0.0)
    assert ids(engine.search(question, lang=lang))[0] == "soe.rules.rivers.p1"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("which gate opens first", "en"),
        ("welches Tor öffnet zuerst", "de"),
        ("какие ворота открываются первыми", "ru"),
        ("quale porta si apre per prima", "it"),
    ],
)
def test_paragraphs_of_a_section_matched_alike_come_in_reading_order(
    engine, question, lang, monkeypatch
):
    # both paragraphs hold every word of the question; the opening one states the rule
    assert ids(engine.search(question, lang=lang))[:2] == [
        "soe.rules.sorties.p1", "soe.rules.sorties.p2"
    ]  # fmt: skip
    # it is the reading order that decides: without it the short paragraph, which the full
    # text scores higher, comes first
    monkeypatch.setattr(glossary.search, "reading_order", lambda content, ranked: ranked)
    assert ids(engine.search(question, lang=lang))[0] == "soe.rules.sorties.p2"


def test_reading_order_keeps_paragraphs_of_different_sections_where_they_are():
    # a later paragraph of one section ranked before the opening paragraph of another section,
    # both matched alike: reading order is a section's own, so they stay as ranked
    made = content()
    later = Candidate("soe.rules.sorties.p2", TEXT_CLASS, 0.9, "en", LinkedParagraph, coverage=2.0)
    other = Candidate("soe.rules.fords.p1", TEXT_CLASS, 0.5, "en", LinkedParagraph, coverage=2.0)
    opening = Candidate("soe.rules.sorties.p1", TEXT_CLASS, 0.4, "en", LinkedParagraph,
                        coverage=2.0)  # fmt: skip
    ordered = reading_order(made, [later, other, opening])
    assert [item.id for item in ordered] == [
        "soe.rules.sorties.p1", "soe.rules.fords.p1", "soe.rules.sorties.p2"
    ]  # fmt: skip
