"""Pilot tests of the app shell: language, help, settings, storage, palette, files."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from textual.widgets import Input, OptionList

import locales
from glossary.content import load_content
from tests.tui_app_helpers import (
    SIZE,
    choose_in_palette,
    notices,
    pilot_test,
    ready,
    settle,
)
from tui import settings as user_settings
from tui import storage
from tui.app import WartutorApp
from tui.screens.glossary import GlossaryScreen
from tui.screens.help import HelpScreen
from tui.screens.reader import ReaderScreen
from tui.screens.settings import SettingsScreen
from tui.screens.too_small import TooSmallScreen
from tui.widgets.entry_detail import EntryDetail
from tui.widgets.paragraph import ParagraphView

ROOT = Path(__file__).resolve().parent.parent


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
async def test_command_palette_opens_each_learn_tab():
    # Learn (F6) is reached from the palette like the other screens, at the tab asked for
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        tabs = {
            "flashcards": "cards",
            "drills": "drills",
            "progress": "progress",
            "lessons": "lessons",
        }
        for name, tab in tabs.items():
            label = f"Learn: {name}"
            await choose_in_palette(pilot, label.split(": ")[1], label)
            for _ in range(100):
                if app.current_mode == "learn" and app.screen.is_mounted:
                    break
                await pilot.pause(0.02)
            await pilot.pause(0.1)
            assert type(app.screen).__name__ == "LearnScreen" and app.screen.tab == tab


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


async def _setup_form_shows(pilot, text: str):
    """Wait until the battle setup form shows the scenario ``text`` with its odds."""
    from tui.screens.battle_setup import BattleSetupScreen

    app = pilot.app
    for _ in range(500):  # the form opens after the first frame; a loaded machine is slow
        screen = app.screen
        if (
            isinstance(screen, BattleSetupScreen)
            and screen.query("#setup-scenario")
            and screen.query_one("#setup-scenario").text == text
            and str(screen.query_one("#setup-odds").render()).startswith("Odds (")
        ):
            return screen
        await pilot.pause(0.02)
    raise AssertionError(f"the setup form did not show the file: {app.screen}")


@pilot_test
async def test_a_scenario_file_opens_in_the_setup_form():
    from engine.scenario import load_scenario
    from tui.screens.battle import BattleScreen

    path = ROOT / "examples" / "his-basic.toml"
    app = WartutorApp(scenario_state=load_scenario(path), scenario_source=str(path))
    async with app.run_test(size=SIZE) as pilot:
        screen = await _setup_form_shows(pilot, path.read_text(encoding="utf-8"))
        assert app.current_mode == "battle"
        await pilot.press("ctrl+r")
        for _ in range(200):
            if isinstance(app.screen, BattleScreen):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, BattleScreen) and app.screen.walk.source == str(path)
        assert screen in app.screen_stack
        await settle(pilot)
        await pilot.press("f3")  # the glossary is still there
        assert isinstance(app.screen, GlossaryScreen)


@pilot_test
async def test_a_saved_battle_opens_in_the_form_from_the_command_line_and_the_palette():
    from engine.scenario import load_scenario
    from tui.screens.battle import BattleScreen
    from tui.walk import Walk, save_battle

    scenario = ROOT / "examples" / "his-basic.toml"
    text = scenario.read_text(encoding="utf-8")
    walk = Walk.start(load_scenario(scenario), scenario=text, source=str(scenario))
    path = save_battle(walk.apply(walk.state.prompt().default), name="my-battle")
    assert path.parent == storage.battles_dir() and storage.saved_battles() == [path]
    app = WartutorApp(saved_battle=str(path))
    async with app.run_test(size=SIZE) as pilot:
        screen = await _setup_form_shows(pilot, text)
        assert screen.query_one("#setup-seed").value == "0"
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await choose_in_palette(pilot, "my-battle", "my-battle")
        await _setup_form_shows(pilot, text)
        await pilot.press("ctrl+r")
        for _ in range(200):
            if isinstance(app.screen, BattleScreen):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, BattleScreen) and len(app.screen.walk.moves) == 1


@pilot_test
async def test_a_bad_file_from_the_palette_gives_a_notice_and_changes_nothing(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        screen = app.screen
        app.open_battle_file(str(bad))
        await pilot.pause()
        assert app.screen is screen and app.current_mode == "glossary"
        assert any("broken.json" in text and "JSON" in text for text in notices(app))


def test_run_app_rejects_a_bad_saved_battle(tmp_path, capsys):
    from tui.app import run_app

    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    assert run_app(str(bad)) == 2
    assert "broken.json" in capsys.readouterr().err


@pilot_test
async def test_command_palette_puts_the_glossary_term_first():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language("it", save=False)
        await pilot.press("ctrl+p", *"giann")
        texts: list[str] = []
        for _attempt in range(100):
            await pilot.pause(0.05)
            lists = app.screen.query("CommandList")
            if lists and lists.first().option_count:
                commands = lists.first()
                texts = [
                    str(commands.get_option_at_index(i).prompt)
                    for i in range(commands.option_count)
                ]
                if any("Glossario" in text for text in texts):
                    break
        assert texts and texts[0].startswith("Giannizzeri"), texts[:3]
        assert "Glossario" in texts[0] or "Glossary" in texts[0]
        app.set_language("en", save=False)


async def _palette_texts(pilot, query: str, wanted: str) -> list[str]:
    """The palette's lines for ``query`` once one contains ``wanted`` (or after five seconds)."""
    await pilot.press("ctrl+p", *query)
    texts: list[str] = []
    for _attempt in range(100):
        await pilot.pause(0.05)
        lists = pilot.app.screen.query("CommandList")
        if lists and lists.first().option_count:
            commands = lists.first()
            texts = [
                str(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)
            ]
            if any(wanted in text for text in texts):
                break
    return texts


@pilot_test
async def test_the_palette_finds_a_russian_seed_form_and_an_inflected_phrase():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language("ru", save=False)
        app.search_engine.full_text()  # (the app opens the index in a worker after start)
        # his 001 calls mercenaries "наёмники": the entry is found in Russian, not in English
        texts = await _palette_texts(pilot, "наемники", "наёмник")
        assert texts and texts[0].startswith("наёмник"), texts[:3]
        assert not any("mercenary" in text for text in texts)
        await pilot.press("escape")
        await pilot.pause()
        # an inflected phrase no headword starts with: the full text finds the entry
        texts = await _palette_texts(pilot, "полевым сражением", "полевое сражение")
        assert any(text.startswith("полевое сражение") for text in texts), texts[:3]
        app.set_language("en", save=False)
