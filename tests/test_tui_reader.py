"""Pilot tests of the rules reader, driven by keys."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

import locales
from glossary.content import load_content
from tests.tui_app_helpers import (
    SIZE,
    notices,
    pilot_test,
    ready,
)
from tui.app import WartutorApp
from tui.labels import language_in_text
from tui.screens.glossary import GlossaryScreen
from tui.screens.reader import ReaderScreen
from tui.widgets.entry_detail import EntryDetail
from tui.widgets.keybar import said
from tui.widgets.paragraph import ParagraphView

ROOT = Path(__file__).resolve().parent.parent


@pilot_test
async def test_reader_shows_the_here_i_stand_field_battle_in_russian():
    locales.set_language("ru")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        reader = app.screen
        assert isinstance(reader, ReaderScreen)
        toc = reader.query_one("#toc", OptionList)
        target = toc.get_option_index("chapter:his.field-battle")
        while toc.highlighted != target:
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause(0.1)
        chapter = load_content().chapters["his.field-battle"]
        assert reader.chapter.id == chapter.id
        first = reader.query(ParagraphView).first()
        assert first.lang == "ru"
        assert chapter.sections[0].paragraphs[0].text["ru"] in str(first.render())
        assert chapter.title["ru"] in str(reader.query_one("#reader-title").render())
        # the chapter's sections appear under it; choosing one scrolls the text there
        await pilot.press("down", "down", "enter")
        section = chapter.sections[1]
        assert toc.highlighted_option.id == f"section:{section.id}"
        # a highlighted term opens its glossary entry
        await pilot.press("tab")
        assert isinstance(app.focused, ParagraphView)
        terms = app.focused.term_ids
        assert terms
        await pilot.press("enter")
        assert isinstance(app.screen, GlossaryScreen)
        assert app.screen.query_one(EntryDetail).entry.id == terms[0]


@pilot_test
async def test_source_language_toggle():
    app = WartutorApp()  # English UI
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        reader = app.screen
        app.open_reader("ccc.land-combat")
        await pilot.pause(0.1)
        assert reader.lang == "en"
        await pilot.press("t")  # ccc's sources are English and German
        assert reader.lang == "de"
        view = reader.query(ParagraphView).first()
        assert view.lang == "de" and view.paragraph.text["de"] in str(view.render())
        await pilot.press("t")
        assert reader.lang == "en"
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        await pilot.press("е")  # the same key on a Russian layout
        assert reader.lang == "ru"
        assert "source language" in str(reader.query_one("#reader-title").render())


@pilot_test
async def test_the_t_key_names_the_second_source_language_it_goes_on_to():
    # ccc's sources are English and German: in Italian, t goes Italian -> English -> German ->
    # Italian, and the bar says so at each press (not "source language" while one is shown)
    locales.set_language("it")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        reader = app.screen
        app.open_reader("ccc.land-combat")
        await pilot.pause(0.1)
        binding = next(b for b in reader.BINDINGS if getattr(b, "id", "") == "toggle-language")
        said = []
        for _ in range(3):
            said.append((reader.lang, reader.key_description(binding)))
            await pilot.press("t")
        assert [lang for lang, _label in said] == ["it", "en", "de"]
        assert reader.lang == "it"
        assert said[0][1] == locales._("Source language")
        assert language_in_text("de") in said[1][1]  # from English on to German
        assert said[2][1] == locales._("Your language")


@pilot_test
async def test_walkthrough_opens_from_the_reader():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        await pilot.press("w")
        await pilot.pause(0.2)
        from tui.screens.battle import BattleScreen

        assert isinstance(app.screen, BattleScreen)
        assert app.current_mode == "battle"


@pilot_test
async def test_a_rule_reference_opens_its_paragraph():
    # the walkthrough's log cites rules this way; his 001 step 9 is the casualties step
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert app.open_rule("his 001 step 9")
        for _attempt in range(300):  # the chapter is laid out, then the paragraph selected
            if isinstance(app.focused, ParagraphView):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, ReaderScreen)
        assert "his 001 step 9" in app.focused.paragraph.refs
        assert not app.open_rule("his 001 step 99")
        await pilot.pause()
        assert any("Here I Stand · step 99" in text for text in notices(app))


def _toggle_label(reader) -> str:
    """What the key bar and the help say the ``t`` key does now."""
    return next(
        said(reader, active.binding) for key, active in reader.active_bindings.items() if key == "t"
    )


@pilot_test
async def test_the_reader_speaks_german_in_citations_language_names_and_the_t_key():
    locales.set_language("de")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        reader = app.screen
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        assert _toggle_label(reader) == "Ausgangssprache"
        # "Here I Stand §14, step 6" and the like: the English words are translated
        labels = [view._label() for view in reader.query(ParagraphView)]
        cited = " ".join(labels)
        assert "Schritt" in cited
        for english in ("step", "field battle chapter", "movement procedure", "third-party"):
            assert english not in cited, english
        await pilot.press("t")  # Here I Stand's source is the Russian edition
        assert reader.lang == "ru"
        title = str(reader.query_one("#reader-title").render())
        assert "auf Russisch" in title and "Русский" not in title
        label = reader.query(ParagraphView).first()._label()
        assert "auf Russisch" in label and "Русский" not in label
        assert _toggle_label(reader) == "Deine Sprache"  # t now goes back to German
        await pilot.press("t")
        assert reader.lang == "de" and _toggle_label(reader) == "Ausgangssprache"
        app.open_reader("tenochtitlan.rules")  # German source: t has nothing to switch to
        await pilot.pause(0.1)
        assert _toggle_label(reader) == "Ausgangssprache: angezeigt"
        assert reader.hidden_in_key_bar("toggle_language")  # nothing to switch: not offered


def test_english_citations_are_unchanged():
    from tui.labels import cite_text

    locales.set_language("en")
    for chapter in load_content().chapters.values():
        for section in chapter.sections:
            for paragraph in section.paragraphs:
                assert cite_text(paragraph.cite) == paragraph.cite


@pilot_test
async def test_terms_line_lists_the_same_terms_in_every_language_and_is_translated():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        reader = app.screen
        view = next(view for view in reader.query(ParagraphView) if view.entries)
        listed = {}
        for lang in ("en", "de", "ru", "it"):
            view.set_language(lang, "en")
            text = str(view.render())
            terms_line = next(line for line in text.splitlines() if line.startswith("Terms: "))
            names = [entry.terms[lang] for entry in view.entries]
            assert all(name in terms_line for name in names), (lang, terms_line)
            listed[lang] = len(names)
        assert len(set(listed.values())) == 1
        view.set_language("ru", "en")
        assert "Our summary in Russian" in str(view.render())
        assert "Русский" not in str(view.render())


@pilot_test
async def test_switching_to_the_source_text_keeps_the_selected_paragraph_on_screen():
    # a paragraph deep in a chapter: its German text is longer, so every paragraph above it
    # grows; the reader must still see the paragraph they were on, and it stays selected
    app = WartutorApp()  # English UI
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        chapter = load_content().chapters["ccc.land-combat"]
        paragraph = chapter.sections[-2].paragraphs[0]
        app.open_reader("ccc.land-combat", paragraph_id=paragraph.id)
        await pilot.pause(0.5)
        reader = app.screen
        assert app.focused.paragraph.id == paragraph.id
        for _ in range(2):  # to German and back
            await pilot.press("t")
            await pilot.pause(0.5)
            assert app.focused.paragraph.id == paragraph.id
            assert app.focused in reader._visible_paragraphs(), reader.lang


@pilot_test
async def test_a_walkthrough_from_a_step_paragraph_says_where_that_step_comes():
    # his 001 step 9 (casualties): the battle starts at step 1, so the notice says to play on
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_reader("his.field-battle", paragraph_id="his.field-battle.casualties.p1")
        await pilot.pause(0.5)
        assert app.focused.paragraph.id == "his.field-battle.casualties.p1"
        await pilot.press("w")
        await pilot.pause(0.3)
        from tui.screens.battle import BattleScreen

        assert isinstance(app.screen, BattleScreen)
        assert app.screen.state.step_info().id != "his/field-battle#casualties"
        assert any("play on to step 9: Casualties" in text for text in notices(app)), notices(app)


@pilot_test
async def test_a_step_without_a_number_is_named_by_its_title_alone():
    # tenochtitlan 002 victory: the victory check closes the phase and has no step number, so
    # the notice names it by its title (it read "play on to step : Victory conditions")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_reader("tenochtitlan.rules", paragraph_id="tenochtitlan.rules.victory.p1")
        await pilot.pause(0.5)
        await pilot.press("w")
        await pilot.pause(0.3)
        said = [text for text in notices(app) if "play on to" in text]
        assert said == ["The battle starts at its first step; play on to “Victory conditions”."]
