"""A TOML text with an error is the player's work in progress: the form, which cannot show it,
never writes over it (a change there would write the text anew from the form's older values)."""

from __future__ import annotations

import json

from textual.widgets import TextArea

from tests.test_tui_battle_form import open_procedure, wait_for
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test, settle
from tui import setup_drafts
from tui.screens.battle_setup import BattleSetupScreen


def shown(screen) -> str:
    return screen.query_one("#setup-editors").current


async def broken_text(pilot):
    """Here I Stand's set-up with a valid edit, then an error, typed in its TOML text."""
    screen = await open_procedure(pilot, "his/field-battle")
    await pilot.press("ctrl+t")
    await settle(pilot)
    assert shown(screen) == "editor-toml"
    editor = screen.query_one("#setup-scenario", TextArea)
    text = editor.text.replace("regulars = 4", "regulars = 7", 1)
    text = text.replace("mercenaries = 2", "mercenaries = 2x", 1)
    assert text != editor.text
    editor.load_text(text)
    await pilot.pause(0.4)  # (the text is checked, and kept, a moment after the last key)
    await settle(pilot)
    return screen, text


@pilot_test
async def test_the_form_is_not_shown_over_a_toml_text_with_an_error():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen, text = await broken_text(pilot)
        await pilot.press("ctrl+t")  # back to the form: refused, with a notice
        await settle(pilot)
        assert shown(screen) == "editor-toml"
        assert screen.query_one("#setup-scenario", TextArea).text == text
        assert any("error the form cannot show" in str(n.message) for n in app._notifications)
        fixed = text.replace("mercenaries = 2x", "mercenaries = 2", 1)
        screen.query_one("#setup-scenario", TextArea).load_text(fixed)
        await settle(pilot)
        await pilot.press("ctrl+t")  # fixed: the form shows the edit made in the text
        await settle(pilot)
        assert shown(screen) == "editor-form"
        await wait_for(pilot, lambda: screen.query_one("#f-attacker-regulars").value == "7")


@pilot_test
async def test_a_draft_with_an_error_comes_back_as_text_and_stays_as_it_was():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        _screen, text = await broken_text(pilot)
    kept = json.loads(setup_drafts.drafts_path().read_text(encoding="utf-8"))
    assert kept["his/field-battle"] == text
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        assert shown(screen) == "editor-toml"  # (the form would show the default set-up)
        assert screen.query_one("#setup-scenario", TextArea).text == text
        await pilot.press("plus", "ctrl+t", "plus")  # nothing here rewrites the text
        await settle(pilot)
    kept = json.loads(setup_drafts.drafts_path().read_text(encoding="utf-8"))
    assert kept["his/field-battle"].replace("+", "") == text
