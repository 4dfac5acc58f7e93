"""Pilot tests of keys and focus: a key does what the bar says or explains why it cannot, and
typing goes where the cursor is."""

from __future__ import annotations

from textual import events
from textual.widgets import Input, OptionList, RadioSet, TextArea

from tests.tui_app_helpers import SIZE, notices, pilot_test, ready, settle
from tui.app import WartutorApp
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.screens.reader import ReaderScreen
from tui.screens.settings import SettingsScreen
from tui.widgets.entry_detail import EntryDetail
from tui.widgets.keybar import KeyBar
from tui.widgets.paragraph import ParagraphView
from tui.widgets.results import ResultList


def bar(app) -> str:
    return str(app.screen.query_one(KeyBar).render())


async def new_battle(pilot) -> BattleScreen:
    await pilot.press("f5")
    await pilot.pause()
    await pilot.press("ctrl+r")
    return await _battle_opened(pilot)


@pilot_test
async def test_roll_keys_at_a_decision_explain_instead_of_opening_the_reader():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        screen = await new_battle(pilot)
        assert not screen.state.is_chance()
        await pilot.pause()
        assert "Roll" not in bar(app) and "Dice" not in bar(app)  # not shown: they cannot act
        for key in ("r", "d", "к", "в"):  # and on a Russian layout
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is screen and app.current_mode == "battle"
        assert sum("Decide first:" in text for text in notices(app)) == 4
        while not screen.state.is_chance():
            await pilot.press("1")
            await pilot.pause()
        await pilot.pause()
        assert "r Roll" in bar(app) and "d Dice" in bar(app)
        await pilot.press("r")
        await pilot.pause()
        assert screen.walk.moves and "roll" in screen.walk.moves[-1]


@pilot_test
async def test_after_f3_letters_go_into_the_search_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter")
        await settle(pilot)
        await pilot.press("f4")
        await pilot.pause()
        await pilot.press("f3")
        await pilot.pause(0.1)
        search = app.screen.query_one("#search", Input)
        assert app.focused is search
        search.value = ""
        await pilot.press(*"Landkampf")
        await settle(pilot)
        assert search.value == "Landkampf"
        assert not app.favourites.items
        assert not any("favourites" in text for text in notices(app))


@pilot_test
async def test_keys_typed_with_f5_reach_the_screen_it_opens():
    """A terminal delivers F5 and the keys typed at once in one burst: they act on the set-up
    (the third procedure is chosen), not on the glossary's search box left behind."""
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        for key in ("f5", "down", "down"):
            app.post_message(events.Key(key, None))
        await settle(pilot)
        assert isinstance(app.screen, BattleSetupScreen)
        procedures = app.screen.query_one("#setup-procedures", OptionList)
        assert procedures.highlighted == 2
        assert app.screen._procedure == procedures.get_option_at_index(2).id


@pilot_test
async def test_enter_on_a_result_moves_into_the_entry_and_escape_comes_back():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        await settle(pilot)
        await pilot.press("down", "enter")
        await pilot.pause()
        detail = app.screen.query_one(EntryDetail)
        assert detail.entry.id == "ccc.term.land-combat"
        assert detail in app.focused.ancestors_with_self
        assert detail.has_pseudo_class("focus-within")  # the pane's border marks the focus
        await pilot.press("escape")
        assert isinstance(app.focused, ResultList)
        await pilot.press("escape")
        assert app.focused.id == "search"


@pilot_test
async def test_a_search_that_finds_nothing_clears_the_entry():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        await settle(pilot)
        detail = app.screen.query_one(EntryDetail)
        assert detail.entry is not None
        app.screen.query_one("#search", Input).value = ""
        await pilot.press(*"qqxzzqv")
        await settle(pilot)
        assert detail.entry is None and detail.paragraph is None
        assert "qqxzzqv" in str(detail.query_one("#detail-head").render())


@pilot_test
async def test_the_reader_selection_follows_the_scroll():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        reader = app.screen
        assert isinstance(reader, ReaderScreen)
        await pilot.press("tab")
        await pilot.pause()
        first = app.focused
        assert isinstance(first, ParagraphView)
        await pilot.press("down")
        await pilot.pause()
        assert isinstance(app.focused, ParagraphView) and app.focused is not first
        await pilot.press("pagedown", "pagedown", "pagedown")
        await pilot.pause(0.1)
        focused = app.focused
        assert isinstance(focused, ParagraphView)
        assert focused in reader._visible_paragraphs()  # Enter acts on a paragraph on screen
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert app.current_mode == "glossary"
        assert app.screen.query_one(EntryDetail).entry.id == focused.term_ids[0]


@pilot_test
async def test_settings_open_on_the_current_language_and_theme():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language("it", save=False)
        app.set_theme("light", save=False)
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        language, theme = app.screen.query(RadioSet)
        assert language._selected == 3  # en, de, ru, it
        assert theme._selected == 1
        await pilot.press("enter")  # Enter on the cursor keeps the language
        await pilot.pause()
        assert app.language == "it"
        app.set_language("en", save=False)


@pilot_test
async def test_setup_letters_type_into_the_editor_only_when_it_has_the_cursor():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f5")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, BattleSetupScreen)
        editor = setup.query_one("#setup-scenario", TextArea)
        before = editor.text
        await pilot.press("down", "up", "enter", "f")  # f: the file tab, nothing typed
        await pilot.pause()
        assert editor.text == before
        assert setup.query_one("#setup-tabs").active == "pane-file"
        assert setup.focused.id == "setup-path"  # the path field: letters type here
        await pilot.press("escape")
        assert setup.focused.id == "setup-examples"
        await pilot.press("n")
        await pilot.pause()
        assert setup.focused.id == "setup-procedures"
        assert "tab Edit scenario" in bar(app)
        await pilot.press("tab")  # into the form; ctrl+t: the same scenario as TOML text
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert setup.focused is editor
        await pilot.pause()
        shown = bar(app)
        assert " o " not in f" {shown} " and " f File" not in shown  # they would type here
        await pilot.press("o")
        assert editor.text != before and setup.query_one("#setup-tabs").active == "pane-new"


async def _battle_opened(pilot) -> BattleScreen:
    for _ in range(100):
        await pilot.pause(0.02)
        if isinstance(pilot.app.screen, BattleScreen) and pilot.app.screen.walk is not None:
            break
    await settle(pilot)
    return pilot.app.screen


@pilot_test
async def test_a_key_typed_just_before_the_battle_opens_does_not_act_in_it():
    from tests.tui_app_helpers import burst

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)

        async def from_the_list_of_procedures(keys) -> BattleScreen:
            await settle(pilot)
            app.screen.query_one("#setup-procedures").focus()
            await pilot.pause()
            burst(app, keys)  # delivered at once, as typed fast
            return await _battle_opened(pilot)

        await pilot.press("f5")
        # "2" means nothing in the list of procedures; typed at once with ctrl+r it came up
        # unused after the battle had opened, and chose its action 2 there, unseen
        screen = await from_the_list_of_procedures(["2", "ctrl+r"])
        assert not screen.walk.moves
        # a key typed right after ctrl+r is meant for the battle: it still acts there
        await pilot.press("n")
        screen = await from_the_list_of_procedures(["ctrl+r", "1"])
        assert len(screen.walk.moves) == 1
