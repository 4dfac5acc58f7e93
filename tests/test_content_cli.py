"""The content commands: terms, term, chapters, read (JSON shapes, text, exit 2 on unknown ids)."""

from __future__ import annotations

import json

import pytest

from glossary.content import LANGUAGES, load_content
from locales import translations
from tui.cli import main


@pytest.fixture(autouse=True)
def _no_user_settings(tmp_path, monkeypatch):
    """Ignore the user's saved language and locale: the UI language is en unless --lang says."""
    monkeypatch.setenv("WARTUTOR_CONFIG_DIR", str(tmp_path))
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.setenv(var, "C")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_terms_json_lists_every_entry(capsys):
    code, out, _ = run(capsys, "terms", "--json")
    assert code == 0
    data = json.loads(out)
    assert [item["id"] for item in data] == list(load_content().entries)
    for item in data:
        assert set(item) == {"id", "game", "kind", "terms"}
        assert set(item["terms"]) == set(LANGUAGES)


def test_terms_game_filter(capsys):
    content = load_content()
    for game in {entry.game for entry in content.entries.values()}:
        code, out, _ = run(capsys, "terms", "--game", game, "--json")
        assert code == 0
        data = json.loads(out)
        assert [item["id"] for item in data] == [e.id for e in content.entries_for_game(game)]
        assert {item["game"] for item in data} == {game}


def test_terms_plain_has_one_line_per_entry_in_the_ui_language(capsys):
    content = load_content()
    code, out, _ = run(capsys, "terms", "--game", "his", "--lang", "ru")
    assert code == 0
    lines = out.splitlines()
    entries = content.entries_for_game("his")
    assert len(lines) == len(entries)
    for line, entry in zip(lines, entries, strict=True):
        assert line.startswith(entry.id) and entry.terms["ru"] in line
        for abbr in entry.abbr:
            assert abbr in line


def test_terms_unknown_game_exits_2(capsys):
    with pytest.raises(SystemExit) as done:
        main(["terms", "--game", "chess"])
    assert done.value.code == 2
    assert "chess" in capsys.readouterr().err


def test_term_json(capsys):
    entry = load_content().entries["his.card.janissaries"]
    code, out, _ = run(capsys, "term", entry.id, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["id"] == entry.id and data["kind"] == "card"
    assert data["terms"] == entry.terms and data["definition"] == entry.definition
    assert data["official"] == list(entry.official)
    assert data["used_in"] == list(entry.used_in) and data["related"] == list(entry.related)


def test_term_plain_shows_all_languages_official_marks_and_links(capsys):
    entry = load_content().entries["his.term.cp"]
    code, out, _ = run(capsys, "term", entry.id, "--lang", "de")
    assert code == 0
    # the UI language comes first
    assert out.index(f"DE  {entry.terms['de']}") < out.index(f"EN  {entry.terms['en']}")
    flat = " ".join(out.split())
    for lang in LANGUAGES:
        label = "official" if lang in entry.official else "our translation"
        label = translations("de").gettext(label)  # the labels are in the UI language
        assert f"{lang.upper()}  {entry.terms[lang]}  ({label})" in out
        assert " ".join(entry.definition[lang].split()) in flat
    for abbr in entry.abbr:
        assert abbr in out
    content = load_content()
    for ref in entry.related:
        assert content.entries[ref].terms["de"] in out
    for ref in entry.related + entry.used_in:  # places in words, no internal ids
        assert ref not in out
    assert entry.id not in out


def test_the_source_form_is_shown_only_where_a_source_names_the_term(capsys):
    # his.term.cavalry: no official form (our sources do not name Here I Stand's cavalry), so its
    # English term is not shown as the source's form beside "our translation" in all four
    # languages; soe.term.extra-loss has no official form either, but seed 003 words it
    content = load_content()
    for entry_id, shown in (("his.term.cavalry", False), ("soe.term.extra-loss", True)):
        entry = content.entries[entry_id]
        assert not entry.official
        code, out, _ = run(capsys, "term", entry_id, "--lang", "en")
        assert code == 0 and ("Form in the source:" in out) == shown, entry_id
        if shown:
            assert entry.seed_form in out


def test_term_unknown_word_exits_2_and_suggests_words(capsys):
    code, out, err = run(capsys, "term", "his.term.hti")
    assert code == 2 and not out
    assert "his.term.hti" in err and "hit" in err
    assert "Traceback" not in err


def test_term_nothing_found_exits_2_with_a_clear_message(capsys):
    code, out, err = run(capsys, "term", "qqqxqqq")
    assert code == 2 and not out
    assert "no glossary entry" in err and "Traceback" not in err
    assert "wartutor search qqqxqqq" in err  # the command to try next, with the word


@pytest.mark.parametrize(
    ("word", "entry_id"),
    [
        ("Janitscharen", "his.card.janissaries"),
        ("field battle", "his.term.field-battle"),
        ("Landsknechts", "his.card.landsknechts"),
        ("удар", "his.term.hit"),
        ("janisaries", "his.card.janissaries"),  # a typo
    ],
)
def test_term_by_a_word_shows_the_best_match(capsys, word, entry_id):
    entry = load_content().entries[entry_id]
    code, out, _ = run(capsys, "term", word)
    assert code == 0
    assert out.splitlines()[0] == entry.terms["en"]
    assert " ".join(entry.definition["en"].split()) in " ".join(out.split())


def test_term_lists_equally_good_matches_to_choose_from(capsys):
    code, out, _ = run(capsys, "term", "cavalry")
    assert code == 0
    assert "choose one" in out
    games = {"ccc", "his", "tenochtitlan"}
    for game in games:
        assert f"wartutor term cavalry --game {game}" in out
    code, out, _ = run(capsys, "term", "cavalry", "--game", "his")
    assert code == 0 and "choose one" not in out
    assert out.startswith(load_content().entries["his.term.cavalry"].terms["en"])


def test_term_help_says_a_word_is_enough(capsys):
    with pytest.raises(SystemExit):
        main(["term", "--help"])
    assert "any of the four languages" in " ".join(capsys.readouterr().out.split())


def test_chapters_json(capsys):
    content = load_content()
    code, out, _ = run(capsys, "chapters", "--json", "--lang", "it")
    assert code == 0
    data = json.loads(out)
    assert [item["id"] for item in data] == list(content.chapters)
    for item in data:
        chapter = content.chapters[item["id"]]
        assert item["game"] == chapter.game and item["title"] == chapter.title["it"]
        assert item["source_languages"] == list(chapter.source_languages)
        assert [s["id"] for s in item["sections"]] == [s.id for s in chapter.sections]
        assert [s["step"] for s in item["sections"]] == [s.step for s in chapter.sections]


def test_chapters_plain(capsys):
    code, out, _ = run(capsys, "chapters")
    assert code == 0
    for chapter in load_content().chapters.values():
        assert chapter.id in out and chapter.title["en"] in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_read_prints_every_section_and_paragraph_with_its_citation(capsys, lang):
    chapter = load_content().chapters["his.field-battle"]
    code, out, _ = run(capsys, "read", chapter.id, "--lang", lang)
    assert code == 0
    flat = " ".join(out.split())
    assert out.startswith(chapter.title[lang])
    for section in chapter.sections:
        assert section.title[lang] in out
        for paragraph in section.paragraphs:
            assert " ".join(paragraph.text[lang].split()) in flat
            if lang == "en":
                assert " ".join(paragraph.cite.split()) in flat
            else:  # the citation's words in the UI language, its rule numbers as they are
                for token in paragraph.cite.replace(";", " ").replace(",", " ").split():
                    if any(char.isdigit() for char in token):
                        assert token in flat, token
        if lang != "en":
            assert "§14, step" not in flat and "third-party" not in flat


def test_read_labels_paragraphs_as_our_summary(capsys):
    chapter = load_content().chapters["his.field-battle"]
    code, out, _ = run(capsys, "read", chapter.id, "--lang", "en")
    paragraphs = sum(len(section.paragraphs) for section in chapter.sections)
    assert out.count("Our summary of:") == paragraphs


def test_read_unknown_chapter_exits_2_with_the_list(capsys):
    code, out, err = run(capsys, "read", "his.naval-combat")
    assert code == 2 and not out
    for chapter in load_content().chapters.values():
        assert chapter.title["en"] in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("name", "chapter_id"),
    [
        ("field battle", "his.field-battle"),
        ("Feldschlacht", "his.field-battle"),
        ("Struggle of Empires", "soe.attack"),
        ("land combat", "ccc.land-combat"),
        ("his.field-battle", "his.field-battle"),
    ],
)
def test_read_finds_a_chapter_by_its_name(capsys, name, chapter_id):
    chapter = load_content().chapters[chapter_id]
    code, out, _ = run(capsys, "read", name)
    assert code == 0 and out.startswith(chapter.title["en"])


@pytest.mark.parametrize("chapter_id", list(load_content().chapters))
def test_read_shows_no_internal_ids_and_keeps_the_reading_order(capsys, chapter_id):
    content = load_content()
    chapter = content.chapters[chapter_id]
    code, out, _ = run(capsys, "read", chapter_id)
    assert code == 0
    assert chapter.id not in out and f"seed {chapter.seed}" not in out
    for section in chapter.sections:
        assert section.id not in out
        if section.step:
            assert section.step not in out
        for paragraph in section.paragraphs:
            assert paragraph.id not in out
            for ref in paragraph.refs:
                assert f"[{ref}" not in out and f"{ref}]" not in out
    positions = [out.index("\n" + section.title["en"] + "\n") for section in chapter.sections]
    assert positions == sorted(positions)


def test_term_json_lists_equally_good_matches(capsys):
    code, out, _ = run(capsys, "term", "cavalry", "--json")
    assert code == 0
    data = json.loads(out)
    assert {item["game"] for item in data} == {"ccc", "his", "tenochtitlan"}
    assert all(item["terms"]["en"] == "cavalry" for item in data)


@pytest.mark.parametrize("word", ["", "   "])
def test_an_empty_word_asks_for_one_instead_of_suggesting_an_empty_search(capsys, word):
    code, _, err = run(capsys, "term", word)
    assert code == 2
    assert "empty; give a word" in err and "wartutor search" not in err


def test_read_a_paragraph_id_from_search_prints_its_section_only(capsys):
    content = load_content()
    paragraph = content.paragraphs["his.field-battle.casualties.p1"]
    section = content.sections[paragraph.section_id]
    chapter = content.chapters[section.chapter_id]
    code, out, _ = run(capsys, "read", paragraph.id, "--lang", "de")
    assert code == 0 and out.startswith(chapter.title["de"])
    flat = " ".join(out.split())
    for other in section.paragraphs:  # the whole section, the paragraphs after it included
        assert " ".join(other.text["de"].split()) in flat
    others = [s for s in chapter.sections if s.id != section.id]
    assert others and not any(s.title["de"] in out for s in others)
    # the section's own id does the same
    assert run(capsys, "read", section.id, "--lang", "de")[1] == out
