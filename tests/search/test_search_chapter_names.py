"""A chapter's own name in a question says where to look: the entry named like the chapter
counts only what it matched of the question's other words (glossary.chapter_names), on content
made for it."""

import hashlib

import pytest

import glossary.search
from glossary.chapter_names import chapter_named
from glossary.content import Content
from glossary.content_model import Chapter, Paragraph, Section
from glossary.search import SearchEngine

from .fixture_content import term_entry

LANGS = ("en", "de", "ru", "it")

ENTRIES = [
    # the entry named like the chapter: its definition sums the chapter up, so it holds the
    # words of questions asked about the chapter's rules ...
    term_entry("soe.term.siege-assault",
               ("siege assault", "Belagerungssturm", "штурм крепости", "assalto d'assedio"),
               ("The besieger storms the walls; the garrison may sally.",
                "Der Belagerer stürmt die Mauern; die Besatzung darf einen Ausfall machen.",
                "Осаждающий штурмует стены; гарнизон может сделать вылазку.",
                "L'assediante assalta le mura; la guarnigione può fare una sortita.")),
    # ... and the entry a question about a sally is asked about
    term_entry("soe.term.sally", ("sally", "Ausfall", "вылазка", "sortita"),
               ("The garrison leaves its walls to fight the besieger.",
                "Die Besatzung verlässt ihre Mauern, um den Belagerer zu bekämpfen.",
                "Гарнизон покидает стены, чтобы сразиться с осаждающим.",
                "La guarnigione lascia le mura per combattere l'assediante.")),
]  # fmt: skip

TITLE = ("Siege assault (SoE 5.1)", "Belagerungssturm (SoE 5.1)", "Штурм крепости (SoE 5.1)",
         "Assalto d'assedio (SoE 5.1)")  # fmt: skip
TEXT = ("Roll for the walls.", "Würfle für die Mauern.", "Бросьте за стены.", "Tira per le mura.")


def content() -> Content:
    paragraph = Paragraph("soe.assault.walls.p1", "soe.assault.walls", "soe.assault", "Walls",
                          (), (), dict(zip(LANGS, TEXT, strict=True)))  # fmt: skip
    titles = dict(zip(LANGS, ("Walls", "Mauern", "Стены", "Mura"), strict=True))
    section = Section("soe.assault.walls", "soe.assault", None, titles, (paragraph,))
    title = dict(zip(LANGS, TITLE, strict=True))
    chapter = Chapter("soe.assault", "soe", "005", ("en",), None, title, (section,))
    digest = hashlib.sha256(repr(ENTRIES).encode()).hexdigest()
    return Content(
        entries={item.id: item for item in ENTRIES}, chapters={chapter.id: chapter},
        paragraphs={paragraph.id: paragraph}, sections={section.id: section}, hash=digest,
    )  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    built = SearchEngine(content(), cache_dir=tmp_path_factory.mktemp("chapter-names-index"))
    built.full_text()
    return built


def ids(hits):
    return [hit.id for hit in hits]


def test_the_entry_named_like_a_chapter_is_found_by_its_title_alone():
    # the title's rule number and its game's name aside
    assert chapter_named(content()) == {"soe.term.siege-assault"}


def test_the_real_chapters_name_their_procedures():
    from glossary.content import load_content

    assert chapter_named(load_content()) == {
        "his.term.field-battle", "ccc.term.land-combat", "soe.term.land-combat",
        "ccc.term.interception-attempt",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("when may the garrison sally in a siege assault", "en"),
        ("wann darf die Besatzung beim Belagerungssturm einen Ausfall machen", "de"),
        ("когда гарнизон идёт на вылазку при штурме крепости", "ru"),
        ("quando la guarnigione può fare una sortita nell'assalto d'assedio", "it"),
    ],
)
def test_a_question_naming_the_chapter_is_answered_by_what_else_it_asks(
    engine, question, lang, monkeypatch
):
    assert ids(engine.search(question, lang=lang))[0] == "soe.term.sally"
    # it is the chapter's name that decides: counted as a whole term, the entry named like
    # the chapter, whose definition repeats the question's words, comes first
    monkeypatch.setattr(glossary.search, "name_as_context", lambda *args: None)
    assert ids(engine.search(question, lang=lang))[0] == "soe.term.siege-assault"


@pytest.mark.parametrize("query", ["siege assault", "siege asault", "the siege assault"])
def test_the_chapters_name_alone_still_finds_its_entry(engine, query):
    # nothing else is asked, even with a word typed wrong
    assert ids(engine.search(query, lang="en"))[0] == "soe.term.siege-assault"
