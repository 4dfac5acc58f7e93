"""The setup form is keyboard first: Tab and Shift+Tab walk its fields in order, for every
procedure, and +/- change the number that has the cursor."""

from __future__ import annotations

import asyncio

import pytest

from tests.test_tui_battle_form import open_procedure
from tests.tui_app_helpers import burst
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test, settle
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs
from tui.widgets.scenario_form import NumberInput, ScenarioForm


@pytest.mark.parametrize("procedure", [spec.id for spec in procedure_specs()])
@pilot_test
async def test_tab_walks_the_form_field_by_field_and_shift_tab_walks_back(procedure):
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, procedure)
        form = screen.query_one(ScenarioForm)
        assert app.focused in form.query("*")
        seen = [app.focused]
        for _ in range(5):
            await pilot.press("tab")
            await pilot.pause()
            seen.append(app.focused)
        assert len(set(map(id, seen))) == len(seen), [w.id for w in seen]  # always a new field
        for expected in reversed(seen[:-1]):
            await pilot.press("shift+tab")
            await pilot.pause()
            assert app.focused is expected


@pilot_test
async def test_plus_and_minus_change_the_number_reached_by_tab():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        for _ in range(10):
            if isinstance(app.focused, NumberInput):
                break
            await pilot.press("tab")
            await pilot.pause()
        number = app.focused
        assert isinstance(number, NumberInput)
        before = int(number.value)
        await pilot.press("plus", "plus", "minus")
        await settle(pilot)
        assert int(number.value) == before + 1
        assert screen.query_one(ScenarioForm) in number.ancestors


@pilot_test
async def test_a_setup_left_while_it_is_still_being_built_raises_nothing():
    """A new setup opened over a battle (what N opens where no setup lies below it) and left at
    once with Escape: the setup screen leaves while its form is still being built, in every
    timing; nothing may fail, and the battle is in front again."""
    from tui.app import WartutorApp

    app = WartutorApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_walkthrough("soe/attack")
        await settle(pilot)
        battle = app.screen
        assert type(battle).__name__ == "BattleScreen"
        for gap in range(12):  # the Escape comes 0 to 11 event-loop turns after the setup
            app.push_battle_setup()
            for _ in range(gap):
                await asyncio.sleep(0)
            burst(app, ["escape"])
            await settle(pilot)
            assert app._exception is None, f"Escape {gap} turns after the setup opened"
            assert app.screen is battle


@pilot_test
async def test_an_emptied_number_stands_for_its_default_and_says_so():
    """A number field emptied after a value (mercenaries 2, then 9, then nothing) is the field's
    default again, in the data, the TOML and the odds, and its placeholder shows that default:
    the form never uses a number it does not show."""
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        form = screen.query_one(ScenarioForm)
        field = screen.query_one("#f-attacker-mercenaries", NumberInput)
        default = form._fields[field.id][0].default
        assert field.value == "2" and default == 0  # the default set-up names 2
        field.focus()
        await pilot.press("end", "backspace", "9")
        await settle(pilot)
        assert form.data["attacker"]["mercenaries"] == 9
        await pilot.press("backspace")
        await settle(pilot)
        assert field.value == "" and field.placeholder == "0 (default)"
        assert "mercenaries" not in form.data["attacker"]
        toml = screen.query_one("#setup-scenario").text
        assert "mercenaries" not in toml.split("[defender]")[0]


@pilot_test
async def test_back_from_the_toml_text_the_focus_is_where_it_was_in_the_form():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        field = screen.query_one("#f-attacker-mercenaries", NumberInput)
        field.focus()
        await settle(pilot)
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert app.focused is screen.query_one("#setup-scenario")
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert app.focused is screen.query_one("#f-attacker-mercenaries")
        # another procedure starts at its first field
        form = screen.query_one(ScenarioForm)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("down", "enter", "tab")  # (Tab goes into the form)
        await settle(pilot)
        first = next(w for w in form.query("#form-fields *") if w.focusable)
        assert app.focused is first
