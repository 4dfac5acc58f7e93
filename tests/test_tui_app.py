"""Pilot tests of the app shell, the glossary, the reader, help and settings, driven by keys."""

from __future__ import annotations

import asyncio
import functools
import tomllib
from pathlib import Path

import pytest
from textual.widgets import Input, OptionList

import locales
from glossary.content import load_content
from tui import settings as user_settings
from tui import storage
from tui.app import WartutorApp
from tui.screens.choice import StepChoiceScreen
from tui.screens.glossary import GlossaryScreen
from tui.screens.help import HelpScreen
from tui.screens.reader import ReaderScreen
from tui.screens.settings import SettingsScreen
from tui.screens.too_small import TooSmallScreen
from tui.widgets.entry_detail import EntryDetail
from tui.widgets.paragraph import ParagraphView
from tui.widgets.results import ResultList

SIZE = (80, 24)


def pilot_test(function):
    """Run an async Pilot test with asyncio (no async pytest plugin needed)."""

    @functools.wraps(function)
    def run(*args, **kwargs):
        return asyncio.run(function(*args, **kwargs))

    return run


async def ready(pilot) -> None:
    """Wait until the content is loaded and every worker (full-text search) is done."""
    app = pilot.app
    for _ in range(400):
        if app.content is not None or app.content_error is not None:
            break
        await pilot.pause(0.01)
    await settle(pilot)


async def settle(pilot) -> None:
    """Let timers (the search debounce) fire and workers finish."""
    await pilot.pause(0.2)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def results_ids(screen) -> list[str]:
    results = screen.query_one(ResultList)
    return [results.get_option_at_index(i).id for i in range(results.option_count)]


async def choose_in_palette(pilot, query: str, wanted: str) -> None:
    """Type ``query`` into the command palette, wait for a line containing ``wanted``, run it."""
    await pilot.press("ctrl+p", *query)
    for _attempt in range(200):
        await pilot.pause(0.05)
        lists = pilot.app.screen.query("CommandList")
        if not lists:
            continue
        commands = lists.first()
        texts = [str(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)]
        matching = [index for index, text in enumerate(texts) if wanted in text]
        if matching:
            commands.highlighted = matching[0]
            await pilot.press("enter")
            await pilot.pause(0.3)
            return
    raise AssertionError(f"the palette offered nothing with {wanted!r} for {query!r}")


def notices(app) -> list[str]:
    return [str(notification.message) for notification in app._notifications]


# -- glossary -------------------------------------------------------------------------------
@pilot_test
async def test_home_starts_in_the_search_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert isinstance(app.screen, GlossaryScreen)
        assert isinstance(app.focused, Input) and app.focused.id == "search"


@pilot_test
async def test_landkampf_finds_the_ccc_land_combat_entry():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        # the instant tier answers before the full-text worker has run
        assert results_ids(app.screen)[0] == "entry:ccc.term.land-combat"
        await settle(pilot)
        assert app.screen._shown_query == "Landkampf"  # the full-text results arrived
        assert results_ids(app.screen)[0] == "entry:ccc.term.land-combat"
        await pilot.press("enter")
        detail = app.screen.query_one(EntryDetail)
        assert detail.entry.id == "ccc.term.land-combat"
        assert detail.entry.terms["de"] == "Landkampf"
        assert app.history.items[0] == "ccc.term.land-combat"
        assert storage.load_json(storage.data_dir() / "history.json")[0] == "ccc.term.land-combat"


@pilot_test
async def test_results_are_browsed_with_arrows_and_related_entries_open():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        await settle(pilot)
        await pilot.press("down")  # from the search box into the results
        assert isinstance(app.focused, ResultList)
        await pilot.press("enter")
        detail = app.screen.query_one(EntryDetail)
        entry = detail.entry
        related = detail.query_one("#related", OptionList)
        assert entry.related and related.option_count == len(entry.related)
        related.focus()
        await pilot.press("enter")
        assert detail.entry.id == entry.related[0]


@pilot_test
async def test_where_used_jumps_to_the_paragraph_in_the_reader():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter")
        detail = app.screen.query_one(EntryDetail)
        target = detail.entry.used_in[0]
        detail.query_one("#used-in", OptionList).focus()
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)
        assert isinstance(app.focused, ParagraphView)
        assert app.focused.paragraph.id == target
        await pilot.press("escape")  # back where we came from
        assert isinstance(app.screen, GlossaryScreen)


@pilot_test
async def test_a_procedure_step_offers_the_rules_and_a_walkthrough():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        content = app.content
        entry = next(
            entry
            for entry in content.entries.values()
            if any(target.startswith("his/field-battle#") for target in entry.used_in)
        )
        app.show_entry(entry.id)
        await pilot.pause()
        used = app.screen.query_one("#used-in", OptionList)
        used.focus()
        used.highlighted = next(
            index
            for index in range(used.option_count)
            if used.get_option_at_index(index).id.startswith("step:")
        )
        step = used.highlighted_option.id.split(":", 1)[1]
        await pilot.press("enter")
        assert isinstance(app.screen, StepChoiceScreen)
        choice = app.screen.query_one("#choice", OptionList)
        ids = [choice.get_option_at_index(i).id for i in range(choice.option_count)]
        assert "walk:his/field-battle" in ids
        await pilot.press("enter")  # the first line: read the rules of this step
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)
        assert app.focused.paragraph.section_id == content.section_for_step(step).id


@pilot_test
async def test_favourites_are_kept_and_listed_on_an_empty_search():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter", "ctrl+f")
        assert "ccc.term.land-combat" in app.favourites
    again = WartutorApp()
    async with again.run_test(size=SIZE) as pilot:
        await ready(pilot)
        ids = results_ids(again.screen)
        assert "fav:entry:ccc.term.land-combat" in ids
        assert "hist:entry:ccc.term.land-combat" in ids


@pilot_test
async def test_escape_returns_to_the_search_box_and_clears_it():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"zoc", "down")
        assert isinstance(app.focused, ResultList)
        await pilot.press("escape")
        assert app.focused.id == "search" and app.focused.value == "zoc"
        await pilot.press("escape")
        assert app.focused.value == ""


# -- reader ---------------------------------------------------------------------------------
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
async def test_language_switch_is_live():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        reader = app.screen
        app.set_language("it")
        await pilot.pause()
        assert reader.query(ParagraphView).first().lang == "it"
        assert reader.chapter.title["it"] in str(reader.query_one("#reader-title").render())
        toc = reader.query_one("#toc", OptionList)
        assert reader.chapter.title["it"] in str(toc.get_option_at_index(0).prompt)


# -- help, settings, palette, size ------------------------------------------------------------
@pilot_test
async def test_f1_opens_help_for_the_screen_in_front():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        assert isinstance(app.screen.target, GlossaryScreen)
        text = app.screen.source
        assert "Glossary" in text and "ctrl+p" in text
        await pilot.press("escape", "f4")
        await pilot.pause(0.1)
        await pilot.press("f1")
        assert isinstance(app.screen.target, ReaderScreen)
        assert "Rules reader" in app.screen.source
        await pilot.press("f1")  # F1 again closes it
        assert isinstance(app.screen, ReaderScreen)


@pilot_test
async def test_settings_change_language_and_theme_and_persist():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f2")
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("down", "enter")  # English -> Deutsch
        assert locales.get_language() == "de" and app.language == "de"
        await pilot.press("tab", "down", "enter")  # dark -> light
        assert app.theme == "textual-light"
        await pilot.press("escape")
        assert isinstance(app.screen, GlossaryScreen)
    saved = tomllib.loads(user_settings.settings_path().read_text(encoding="utf-8"))
    assert saved == {"language": "de", "theme": "light"}
    assert user_settings.configured_language() == "de"
    again = WartutorApp()
    async with again.run_test(size=SIZE) as pilot:
        assert again.theme == "textual-light"


@pilot_test
async def test_a_corrupt_settings_file_is_moved_aside_with_a_notice():
    path = user_settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('language = "de\ntheme = [', encoding="utf-8")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert not path.exists()
        moved = list(path.parent.glob("settings.toml.corrupt-*"))
        assert len(moved) == 1
        assert moved[0].read_text(encoding="utf-8").startswith('language = "de')
        assert any("settings.toml" in text and "moved" in text for text in notices(app))
        app.set_theme("light")  # a fresh file is written
    assert tomllib.loads(path.read_text(encoding="utf-8")) == {"theme": "light"}


@pilot_test
async def test_a_corrupt_history_file_is_moved_aside_with_a_notice():
    path = storage.data_dir() / "history.json"
    path.parent.mkdir(parents=True)
    path.write_text("[not json", encoding="utf-8")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.pause(0.6)  # the notices are collected twice a second
        assert list(path.parent.glob("history.json.corrupt-*"))
        assert any("history.json" in text for text in notices(app))


@pilot_test
async def test_command_palette_finds_terms_and_chapters():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause(0.1)
        assert app.screen.query_one(Input).placeholder.startswith("Search for a term")
        await pilot.press("escape")
        await choose_in_palette(pilot, "Landkampf", "Landkampf")
        assert isinstance(app.screen, GlossaryScreen)
        assert app.screen.query_one(EntryDetail).entry.id == "ccc.term.land-combat"
        chapter = load_content().chapters["his.field-battle"]
        await choose_in_palette(pilot, "field battle", chapter.title["en"] + " (HIS)")
        assert isinstance(app.screen, ReaderScreen)
        assert app.screen.chapter.id == "his.field-battle"


@pilot_test
async def test_a_small_terminal_shows_a_notice_until_it_is_large_enough():
    app = WartutorApp()
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "80×24" in str(app.screen.query_one("#too-small").render())
        await pilot.press("f4")  # nothing but quitting works meanwhile
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, GlossaryScreen)


@pilot_test
async def test_cyrillic_layout_keys_switch_screens():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("down")  # leave the search box; letters are commands outside it
        await pilot.press("к")  # r on a Russian layout: the reader
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)
        await pilot.press("п")  # g: the glossary
        assert isinstance(app.screen, GlossaryScreen)


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


def test_run_app_rejects_a_bad_scenario_before_starting(tmp_path, capsys):
    from tui.app import run_app

    bad = tmp_path / "bad.toml"
    bad.write_text('procedure = "nope"\n', encoding="utf-8")
    assert run_app(str(bad)) == 2
    err = capsys.readouterr().err
    assert "bad.toml" in err and "procedure" in err and "nope" in err


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_bindings_have_ids_and_translated_descriptions(lang):
    from tui.screens import localize_bindings

    locales.set_language(lang)
    app = WartutorApp()
    localize_bindings(app)
    for bindings in app._bindings.key_to_bindings.values():
        for binding in bindings:
            assert binding.id or binding.system


@pilot_test
async def test_clicking_a_highlighted_term_opens_its_entry():
    app = WartutorApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        view = app.screen.query(ParagraphView).first()
        for y, strip in enumerate(view.render_lines(view.region.reset_offset)):
            x = 0
            for segment in strip:
                link = segment.style.meta.get("@click") if segment.style else None
                if link:
                    await pilot.click(view, offset=(x + 1, y))
                    await pilot.pause(0.1)
                    assert isinstance(app.screen, GlossaryScreen)
                    assert f"'{app.screen.query_one(EntryDetail).entry.id}'" in link
                    return
                x += segment.cell_length
        raise AssertionError("no highlighted term in the first paragraph")


ROOT = Path(__file__).resolve().parent.parent


@pilot_test
async def test_a_scenario_file_opens_in_the_walkthrough():
    from engine.scenario import load_scenario
    from tui.screens.battle import BattleScreen

    path = ROOT / "examples" / "his-basic.toml"
    app = WartutorApp(scenario_state=load_scenario(path), scenario_source=str(path))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, BattleScreen)
        assert app.current_mode == "battle"
        await pilot.press("f3")  # the glossary is still there
        assert isinstance(app.screen, GlossaryScreen)


@pilot_test
async def test_a_saved_battle_opens_from_the_command_line_and_the_palette():
    from engine.scenario import load_scenario
    from tui.screens.battle import BattleScreen
    from tui.walk import Walk, save_battle

    scenario = ROOT / "examples" / "his-basic.toml"
    walk = Walk.start(
        load_scenario(scenario), scenario=scenario.read_text(encoding="utf-8"), source=str(scenario)
    )
    path = save_battle(walk, name="my-battle")
    assert path.parent == storage.battles_dir() and storage.saved_battles() == [path]
    app = WartutorApp(saved_battle=str(path))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, BattleScreen)
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await choose_in_palette(pilot, "my-battle", "my-battle")
        assert isinstance(app.screen, BattleScreen)


def test_run_app_rejects_a_bad_saved_battle(tmp_path, capsys):
    from tui.app import run_app

    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    assert run_app(str(bad)) == 2
    assert "broken.json" in capsys.readouterr().err


@pilot_test
async def test_a_rule_reference_opens_its_paragraph():
    # the walkthrough's log cites rules this way; his 001 step 9 is the casualties step
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert app.open_rule("his 001 step 9")
        await pilot.pause(0.2)
        assert isinstance(app.screen, ReaderScreen)
        assert "his 001 step 9" in app.focused.paragraph.refs
        assert not app.open_rule("his 001 step 99")
        await pilot.pause()
        assert any("his 001 step 99" in text for text in notices(app))
