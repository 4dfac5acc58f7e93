"""Escape goes back to where the user came from: from a glossary entry opened in the reader, back
to the reader; from a walkthrough started in the reader, back to the paragraph it was started
from (not to a "New battle" screen); elsewhere in the glossary it first steps back towards the
search box, as before."""

from __future__ import annotations

from textual.widgets import Input

from tests.test_tui_glossary import battle_shown
from tests.tui_app_helpers import SIZE, pilot_test, ready, settle
from tests.tui_screens import reader_paragraph
from tui.app import WartutorApp
from tui.screens.battle_setup import BattleSetupScreen
from tui.screens.glossary import GlossaryScreen
from tui.screens.reader import ReaderScreen
from tui.widgets.keybar import KeyBar
from tui.widgets.paragraph import ParagraphView
from tui.widgets.results import ResultList


def _bar_actions(app) -> list[str]:
    bar = app.screen.query_one(KeyBar)
    bar.refresh_keys()
    return [part[3] for part in bar.shown]


async def _term_from_the_reader(app, pilot) -> ParagraphView:
    """A paragraph of the reader selected, then its first term opened (Enter)."""
    await reader_paragraph(app, pilot)
    paragraph = app.focused
    assert isinstance(paragraph, ParagraphView) and paragraph.term_ids
    await pilot.press("enter")
    await pilot.pause(0.2)
    assert isinstance(app.screen, GlossaryScreen)
    return paragraph


@pilot_test
async def test_escape_from_an_entry_opened_in_the_reader_returns_to_its_paragraph():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"zoc")  # an earlier search stays in the box
        await settle(pilot)
        paragraph = await _term_from_the_reader(app, pilot)
        assert app.screen._current == f"entry:{paragraph.term_ids[0]}"
        assert "back" in _bar_actions(app)  # shown: "esc Back"
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert isinstance(app.screen, ReaderScreen)
        assert app.focused is paragraph  # the very paragraph the term was opened from


@pilot_test
async def test_browsing_on_from_a_linked_entry_steps_back_and_never_leaves_from_an_empty_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await _term_from_the_reader(app, pilot)
        await pilot.press("down")  # into the results: browsing the glossary now
        assert isinstance(app.focused, ResultList)
        assert "back" not in _bar_actions(app)
        await pilot.press("escape")
        assert app.focused.id == "search" and app.current_mode == "glossary"
        await pilot.press(*"zoc")
        await settle(pilot)
        await pilot.press("escape")  # the box had text: cleared, still here
        assert app.focused.value == "" and app.current_mode == "glossary"
        assert "back" not in _bar_actions(app)
        # Escape pressed twice to clear, then typing: the letters stay in the search box (the
        # screen behind would take them for commands: roll, save, export)
        await pilot.press("escape", *"rse")
        await pilot.pause(0.2)
        assert app.current_mode == "glossary" and app.focused.value == "rse"


@pilot_test
async def test_escape_in_the_glossary_with_no_place_before_only_clears_the_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert "back" not in _bar_actions(app)
        await pilot.press(*"zoc", "escape")
        assert app.screen.query_one("#search", Input).value == ""
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert app.current_mode == "glossary" and app.focused.id == "search"


@pilot_test
async def test_f3_from_the_reader_then_escape_stays_in_the_glossary():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await reader_paragraph(app, pilot)
        await pilot.press("f3")
        await pilot.pause(0.2)
        assert app.current_mode == "glossary"
        await pilot.press("escape")  # no term was opened from the reader: F4 goes back
        await pilot.pause(0.2)
        assert app.current_mode == "glossary"


@pilot_test
async def test_escape_from_a_walkthrough_started_in_the_reader_returns_to_the_paragraph():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await reader_paragraph(app, pilot)
        paragraph = app.focused
        await pilot.press("w")
        await battle_shown(pilot)
        await pilot.press("escape")  # no move made: nothing to ask
        await pilot.pause(0.2)
        assert isinstance(app.screen, ReaderScreen), type(app.screen).__name__
        assert app.focused is paragraph
        await pilot.press("f5")  # the battle is gone: F5 shows the setup
        await pilot.pause(0.2)
        assert isinstance(app.screen, BattleSetupScreen)


@pilot_test
async def test_escape_from_a_battle_started_in_the_setup_returns_to_the_setup():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f5")
        await pilot.pause(0.3)
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("ctrl+r")
        await battle_shown(pilot)
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert isinstance(app.screen, BattleSetupScreen)
