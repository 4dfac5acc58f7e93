"""A set-up edited in the new-battle form is the player's work: it is kept on disk, shown again
in the next session, and forgotten only when the player asks for the default set-up back."""

from __future__ import annotations

import json

from textual.widgets import Select

from tests.test_tui_battle_form import open_procedure, toml_data, wait_for
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test, settle
from tui import setup_drafts, storage
from tui.screens.battle_setup import BattleSetupScreen


async def edit_here_i_stand(pilot):
    """Open Here I Stand's set-up and change its attacker's power in the form; the screen."""
    screen = await open_procedure(pilot, "his/field-battle")
    screen.query_one("#f-attacker-power", Select).value = "ottoman"
    await settle(pilot)
    return screen


async def edited_and_closed() -> dict:
    """Edit Here I Stand's set-up in the form, then close the app; the edited scenario."""
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        edited = toml_data(await edit_here_i_stand(pilot))
    return edited  # (closing the app unmounts the screen: the drafts are written)


@pilot_test
async def test_an_edited_set_up_is_back_in_the_next_session():
    edited = await edited_and_closed()
    assert edited["attacker"]["power"] == "ottoman"
    kept = json.loads(setup_drafts.drafts_path().read_text(encoding="utf-8"))
    assert set(kept) == {"his/field-battle"}
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        assert toml_data(screen) == edited
        assert screen.query_one("#f-attacker-power", Select).value == "ottoman"
        assert any("edited set-up is back" in str(n.message) for n in app._notifications)


@pilot_test
async def test_the_default_set_up_put_back_is_forgotten_on_disk_too():
    await edited_and_closed()
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await pilot.press("ctrl+d")
        await settle(pilot)
        await pilot.press("d")  # yes: the default set-up
        await settle(pilot)
        await wait_for(pilot, lambda: toml_data(screen)["attacker"]["power"] == "hapsburg")
    kept = json.loads(setup_drafts.drafts_path().read_text(encoding="utf-8"))
    assert kept == {}


def test_a_corrupt_drafts_file_is_moved_aside_with_a_notice():
    path = setup_drafts.drafts_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert setup_drafts.load_drafts(["his/field-battle"]) == {}
    assert not path.exists() and list(path.parent.glob("setup-drafts.json.corrupt-*"))
    assert storage.drain_notices()


def test_only_known_procedures_and_texts_are_taken_from_the_file():
    storage.save_json(
        setup_drafts.drafts_path(),
        {"his/field-battle": "x = 1\n", "nope/nothing": "y = 2\n", "soe/attack": 3},
    )
    assert setup_drafts.load_drafts(["his/field-battle", "soe/attack"]) == {
        "his/field-battle": "x = 1\n"
    }


@pilot_test
async def test_opening_a_saved_battle_over_an_edited_set_up_asks_first():
    from tests.tui_battle_helpers import default_state
    from tui.screens.leave_battle import ReplaceSetupScreen
    from tui.walk import Walk, save_battle

    save_battle(Walk.start(default_state()), name="over-the-edits")
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await edit_here_i_stand(pilot)
        edited = toml_data(screen)
        screen.focus_next()  # (out of the form: o is a tab key there)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("o", "enter")  # the saved battle, of the same procedure
        await settle(pilot)
        assert isinstance(app.screen, ReplaceSetupScreen)
        await pilot.press("escape")  # keep the edits
        await settle(pilot)
        assert app.screen is screen and toml_data(screen) == edited
        await pilot.press("o", "enter")
        await settle(pilot)
        await pilot.press("r")  # replace them
        await settle(pilot)
        await wait_for(pilot, lambda: toml_data(screen)["attacker"]["power"] == "hapsburg")


def test_a_draft_naming_another_procedure_is_not_taken():
    storage.save_json(
        setup_drafts.drafts_path(),
        {"his/field-battle": 'procedure = "soe/attack"\n', "soe/attack": "[half typed\n"},
    )
    assert setup_drafts.load_drafts(["his/field-battle", "soe/attack"]) == {
        "soe/attack": "[half typed\n"
    }


@pilot_test
async def test_running_through_the_procedures_fast_changes_no_set_up():
    # a change a form reports while the list has already moved on belongs to no set-up shown:
    # it must neither crash the screen nor land in another procedure's set-up or drafts
    from textual.widgets import TextArea

    from engine import registry

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        for key in ["down"] * 4 + ["up"] * 4 + ["down"] * 4 + ["up", "down"] * 3:
            await pilot.press(key)
            await pilot.pause(0.05)
        await settle(pilot)
        await pilot.pause(1.2)  # (past the drafts' write delay)
        procedure = screen._procedure
        shown = screen.query_one("#setup-scenario", TextArea).text
        assert shown == registry.get(procedure).default_scenario
        assert screen._drafts == {}
    assert setup_drafts.load_drafts(list(registry.procedures())) == {}


@pilot_test
async def test_a_value_reported_by_the_old_form_after_a_switch_is_ignored():
    # the list moved on (a new scenario loaded) while a field of the old form still reported a
    # value: it must not be written into the new scenario (it crashed with a KeyError, or put
    # one game's keys into another's set-up)
    import tomllib

    from textual.widgets import Input

    from engine import registry
    from tui.widgets.scenario_form import ScenarioForm

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "tenochtitlan/combat")
        form = screen.query_one(ScenarioForm)
        old = form.query_one("#f-card-attack-limit", Input)
        spec = registry.get("ccc/interception")
        form.load(spec.schema, tomllib.loads(spec.default_scenario))
        # the old field's report, handled after the load and before the new form is built
        old.value = "3"
        await form._input_changed(Input.Changed(old, "3"))
        await settle(pilot)
        assert "card" not in form.data
        assert form.data == tomllib.loads(spec.default_scenario)


@pilot_test
async def test_a_form_change_of_another_procedure_never_lands_in_the_set_up_shown():
    import tomllib

    from textual.widgets import TextArea

    from engine import registry
    from tui.widgets.scenario_form import ScenarioForm

    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        before = screen.query_one("#setup-scenario", TextArea).text
        stale = tomllib.loads(registry.get("soe/attack").default_scenario)
        screen.on_scenario_form_changed(ScenarioForm.Changed(stale))  # the list moved on
        await settle(pilot)
        assert screen.query_one("#setup-scenario", TextArea).text == before
        assert screen._drafts == {}


@pilot_test
async def test_the_defaults_names_are_in_the_ui_language_and_are_no_edit():
    # the default set-up names its leaders, sides and fleets as the battle's log does: in
    # Italian "Carlo V", not "Charles V"; shown and left untouched, it is kept as no draft
    from textual.widgets import Input

    import locales

    locales.set_language("it")
    try:
        app = BattleTestApp(BattleSetupScreen)
        async with app.run_test(size=SIZE) as pilot:
            screen = await open_procedure(pilot, "his/field-battle")
            assert toml_data(screen)["attacker"]["leaders"][0]["name"] == "Carlo V"
            names = [field.value for field in screen.query(Input) if "name" in (field.id or "")]
            assert "Carlo V" in names and "Charles V" not in names
        app = BattleTestApp(BattleSetupScreen)
        async with app.run_test(size=SIZE) as pilot:
            screen = await open_procedure(pilot, "ccc/interception")
            fleets = toml_data(screen)["fleets"]
            assert [fleet["name"] for fleet in fleets] == ["flotta inglese", "flotta spagnola"]
    finally:
        locales.set_language("en")
    kept = json.loads(setup_drafts.drafts_path().read_text(encoding="utf-8"))
    assert kept == {}
