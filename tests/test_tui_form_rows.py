"""The setup form keeps what the player set: hidden values come back, Remove keeps the focus."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Select

from tests.test_tui_battle_form import odds_text, open_procedure, toml_data, wait_for
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test, settle
from tui.screens.battle_setup import BattleSetupScreen
from tui.widgets.scenario_form import ScenarioForm


@pilot_test
async def test_a_field_hidden_by_a_condition_gets_its_value_back():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        before = odds_text(screen)
        assert toml_data(screen)["attacker"]["mercenaries"] == 2
        power = screen.query_one("#f-attacker-power", Select)
        power.value = "ottoman"
        await settle(pilot)
        assert "mercenaries" not in toml_data(screen)["attacker"]
        screen.query_one("#f-attacker-power", Select).value = "hapsburg"
        await settle(pilot)
        await wait_for(pilot, lambda: screen.query("#f-attacker-mercenaries"))
        assert screen.query_one("#f-attacker-mercenaries").value == "2"
        assert toml_data(screen)["attacker"]["mercenaries"] == 2
        await wait_for(pilot, lambda: odds_text(screen) == before)


@pilot_test
async def test_remove_keeps_the_focus_in_the_same_table():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        form = screen.query_one(ScenarioForm)
        screen.query_one("#f-attacker-leaders-add", Button).press()
        await settle(pilot)
        assert len(toml_data(screen)["attacker"]["leaders"]) == 2
        # Enter on the first row's Remove: the next row (now the first) gets the focus
        screen.query_one("#f-attacker-leaders-remove-0", Button).focus()
        await pilot.press("enter")
        await settle(pilot)
        assert len(toml_data(screen)["attacker"]["leaders"]) == 1
        assert screen.focused is not None and form in screen.focused.ancestors
        assert screen.focused.id.startswith("f-attacker-leaders-0-")
        # the last row gone: the table's Add button
        screen.query_one("#f-attacker-leaders-remove-0", Button).focus()
        await pilot.press("enter")
        await settle(pilot)
        assert "leaders" not in toml_data(screen)["attacker"]
        assert screen.focused is screen.query_one("#f-attacker-leaders-add", Button)


@pytest.mark.parametrize(("lang", "dismiss"), [("de", "Menü schließen"), ("it", "Chiudi il menu")])
@pilot_test
async def test_an_open_menu_names_its_escape_key_in_the_ui_language(lang, dismiss):
    from tui.widgets.keybar import KeyBar

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        app.set_language(lang)
        screen = await open_procedure(pilot, "his/field-battle")
        screen.query_one("#f-attacker-power", Select).focus()
        await pilot.press("enter")  # the menu opens; Escape closes it
        await settle(pilot)
        bar = screen.query_one(KeyBar)
        bar.refresh_keys()
        shown = [description for _key, _display, description, _action, _on in bar.offered]
        assert dismiss in shown, shown
        assert "Dismiss menu" not in shown


@pilot_test
async def test_ctrl_d_puts_the_default_set_up_back_after_asking():
    from engine import registry

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        default = toml_data(screen)
        screen.query_one("#f-attacker-power", Select).value = "ottoman"
        await settle(pilot)
        assert toml_data(screen) != default
        from tui.screens.leave_battle import DefaultSetupScreen

        await pilot.press("ctrl+d")  # the edits are lost then: asked first
        await settle(pilot)
        assert isinstance(app.screen, DefaultSetupScreen)
        await pilot.press("escape")  # Cancel keeps them
        await settle(pilot)
        assert app.screen is screen and toml_data(screen) != default
        await pilot.press("ctrl+d")
        await settle(pilot)
        await pilot.press("d")  # the answer: the default set-up
        await settle(pilot)
        await wait_for(pilot, lambda: toml_data(screen) == default)
        assert screen.query_one("#f-attacker-power", Select).value == "hapsburg"
        spec = registry.get("his/field-battle")
        assert screen.query_one("#setup-scenario").text == spec.default_scenario


@pilot_test
async def test_ctrl_d_on_the_default_set_up_asks_nothing():
    from tui.screens.leave_battle import DefaultSetupScreen

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await pilot.press("ctrl+d")
        await settle(pilot)
        assert app.screen is screen and not isinstance(app.screen, DefaultSetupScreen)


@pilot_test
async def test_the_forms_keys_leave_the_key_bar_on_the_file_and_saved_tabs():
    from tui.widgets.keybar import KeyBar

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")

        def actions() -> set[str]:
            bar = screen.query_one(KeyBar)
            bar.refresh_keys()
            return {action for _key, _display, _text, action, _on in bar.offered}

        assert {"toggle_editor", "default_setup"} <= actions()
        await pilot.press("escape", "f")  # to the list, then the scenario-file tab
        await settle(pilot)
        assert not {"toggle_editor", "default_setup"} & actions()
        await pilot.press("ctrl+d")  # and does nothing there
        await settle(pilot)
        assert app.screen is screen


@pilot_test
async def test_back_from_a_battle_the_procedure_list_has_the_focus_not_start():
    from textual.widgets import OptionList

    from tui.screens.battle import BattleScreen

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        screen.query_one("#setup-start", Button).focus()
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
        await pilot.press("n")  # New battle: no moves yet, nothing to ask
        await wait_for(pilot, lambda: app.screen is screen)
        await settle(pilot)
        assert screen.focused is screen.query_one("#setup-procedures", OptionList)


@pilot_test
async def test_keys_typed_while_the_form_rebuilds_act_on_the_rebuilt_form():
    # unticking the defender rebuilds the form (the neutral's fields show instead); a fast
    # typist's Tab, Tab, 5 typed meanwhile must act as if typed after it: the focus goes
    # to the neutral's choice, then to the seed, which takes the 5
    from tests.tui_app_helpers import burst

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "soe/attack")
        screen.query_one("#f-defender").focus()
        await settle(pilot)
        burst(app, ["space", "tab", "tab", "5"])
        seed = screen.query_one("#setup-seed")
        await wait_for(pilot, lambda: seed.value == "5")
        assert screen.focused is seed
        assert "defender" not in toml_data(screen)
        assert screen.query("#f-neutral")


@pilot_test
async def test_add_puts_the_focus_in_the_new_row_so_its_name_is_typed_there():
    # typing the new leader's name right after Add must fill the row, never fire the
    # screen's letter keys (r would open the rules reader)
    from textual.widgets import Input

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        screen.query_one("#f-attacker-leaders-add", Button).focus()
        await pilot.press("enter", *"Ferdinand")
        await settle(pilot)
        assert app.screen is screen
        assert isinstance(screen.focused, Input)
        assert screen.focused.id.startswith("f-attacker-leaders-1-")
        await wait_for(pilot, lambda: len(toml_data(screen)["attacker"]["leaders"]) == 2)
        assert "Ferdinand" in str(toml_data(screen)["attacker"]["leaders"][1])
