"""The rows of the glossary's result list: the name in the player's language first, the form a
search matched in another language only where the player typed it, and abbreviations in letters
the player reads."""

from __future__ import annotations

from glossary.content import load_content
from glossary.hits import entry_hit
from tui.widgets.results import hit_option, readable_abbr


def _row(entry_id: str, lang: str, matched_lang: str, query: str) -> str:
    content = load_content()
    hit = entry_hit(content, entry_id, matched_lang, 5.0, 1)
    option = hit_option(hit, lang, content.entries[entry_id].abbr, query=query)
    return option.prompt.plain


def test_the_name_in_the_player_s_language_comes_first():
    row = _row("his.term.field-battle", "de", "en", "field battle")
    first, second = row.split("\n")
    assert first == "Feldschlacht"
    assert second.strip().startswith("field battle · ")  # what was typed, and matched


def test_a_matched_form_the_player_did_not_type_is_not_shown():
    # "d6" matched the entry in some language; none of its words starts any of German's
    row = _row("tenochtitlan.term.d6", "ru", "de", "d6")
    assert "sechsseitiger" not in row and "шестигранная кость" in row.split("\n")[0]


def test_abbreviations_in_cyrillic_are_left_out_of_a_latin_language_list():
    assert readable_abbr(("INT DR", "ИНТ ДР"), "de") == ("INT DR",)
    assert readable_abbr(("INT DR", "ИНТ ДР"), "ru") == ("INT DR", "ИНТ ДР")
    row = _row("ccc.term.int-dr", "de", "de", "INT DR")
    assert "ИНТ" not in row and row.startswith("INT DR")
