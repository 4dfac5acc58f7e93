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
async def test_o_works_from_the_seed_field_after_a_battle():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        screen.query_one("#setup-seed", Input).focus()
        await pilot.press("enter")  # Enter in the seed field starts the battle
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen)
        await step(pilot)
        assert screen.focused is screen.query_one("#setup-seed")
        await wait_for(pilot, lambda: "o" in bar_keys(app))
        await pilot.press("o")
        await step(pilot)
        assert screen.query_one("#setup-tabs").active == "pane-saved"
        # digits still type into the seed field
        await pilot.press("n")
        screen.query_one("#setup-seed", Input).focus()
        await pilot.press("4", "2")
        assert screen.query_one("#setup-seed", Input).value == "42"


@pilot_test
async def test_letters_act_in_a_number_field_and_type_in_a_text_field():
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
        # a number takes digits only: the bar's letters work there
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        screen.query_one("#f-attacker-regulars").focus()
        await wait_for(pilot, lambda: "f" in bar_keys(app))
        await pilot.press("f")
        await step(pilot)
        assert screen.query_one("#setup-tabs").active == "pane-file"
