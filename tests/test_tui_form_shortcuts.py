"""The setup screen's letter keys: a key the bar shows works; a letter typed into text types."""

from __future__ import annotations

from textual.widgets import Input

from tests.test_tui_battle_form import open_procedure, wait_for
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test, step
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.widgets.keybar import KeyBar


def bar_keys(app) -> list[str]:
    return [shown[0] for shown in app.screen.query_one(KeyBar).shown]


@pilot_test
async def test_the_seed_field_after_a_battle_keeps_its_text_and_takes_no_shortcut():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        seed = screen.query_one("#setup-seed", Input)
        seed.focus()
        await pilot.press("7")
        await pilot.press("enter")  # Enter in the seed field starts the battle
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen)
        await step(pilot)
        assert screen.focused is seed
        # back in the seed field its text is not selected: a digit typed adds to it
        assert seed.value == "7" and seed.selection.is_empty
        await pilot.press("4", "2")
        assert seed.value == "742"
        # a letter is no shortcut in a number field: o leaves the tab as it is
        assert "o" not in bar_keys(app)
        await pilot.press("o")
        await step(pilot)
        assert screen.query_one("#setup-tabs").active == "pane-new" and seed.value == "742"


@pilot_test
async def test_letters_never_act_in_a_number_field_and_type_in_a_text_field():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await wait_for(pilot, lambda: screen.query("#f-attacker-leaders-0-name"))
        name = screen.query_one("#f-attacker-leaders-0-name", Input)
        name.focus()
        name.value = ""
        await step(pilot)
        assert "o" not in bar_keys(app)
        await pilot.press("o", "f")
        await step(pilot)
        assert name.value == "of" and screen.query_one("#setup-tabs").active == "pane-new"
        # in the TOML text letters type too
        await pilot.press("ctrl+t")
        await wait_for(pilot, lambda: screen.focused is screen.query_one("#setup-scenario"))
        assert "o" not in bar_keys(app)
        await pilot.press("ctrl+t")
        # a number field takes digits only, and a letter typed there is swallowed: a name
        # typed one field too far neither switches tabs nor quits (q) nor opens the reader (r)
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        regulars = screen.query_one("#f-attacker-regulars", Input)
        regulars.focus()
        await step(pilot)
        before = regulars.value
        assert "f" not in bar_keys(app)
        await pilot.press("f", "q", "r", "o")
        await step(pilot)
        assert app.is_running and app.screen is screen
        assert screen.query_one("#setup-tabs").active == "pane-new"
        assert regulars.value == before and screen.focused is regulars
        await pilot.press("end", "5")
        assert regulars.value == before + "5"  # digits still type


@pilot_test
async def test_a_form_field_focused_again_after_a_battle_keeps_its_text():
    # the field had the focus when ctrl+r started the battle; back from it with Escape, the
    # input is focused again, which would select its text: a letter typed then replaced it
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await wait_for(pilot, lambda: screen.query("#f-attacker-leaders-0-name"))
        name = screen.query_one("#f-attacker-leaders-0-name", Input)
        name.focus()
        await step(pilot)
        before = name.value
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen)
        await step(pilot)
        assert screen.focused is name and name.selection.is_empty
        await pilot.press("x")
        assert name.value == before + "x"
