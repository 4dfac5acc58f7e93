"""Pilot tests of the battle setup, saving, opening and leaving a battle."""

from __future__ import annotations

import json

from textual.widgets import TextArea

from engine import registry
from engine.scenario import load_scenario, parse_scenario
from glossary.rule_refs import rule_place
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    JANISSARIES,
    ROOT,
    SIZE,
    BattleTestApp,
    action_number,
    battle_app,
    default_state,
    now_text,
    pilot_test,
    private_dirs,
    settle,
    step,
    text_of,
)
from tui.battle_text import render
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs
from tui.widgets.battle_log import BattleLog


@pilot_test
async def test_save_export_and_open_round_trip(isolated_dirs):
    app = battle_app(load_scenario(JANISSARIES), str(JANISSARIES))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        await pilot.press(action_number(screen.state, "play:landsknechts"))
        await step(pilot)
        while not screen.state.is_chance():
            await pilot.press("1")
            await step(pilot)
        await pilot.press("r")
        await step(pilot)
        saved_state = screen.state
        await pilot.press("s", "e")
        await pilot.pause()
        folder = isolated_dirs / "data" / "battles"
        [json_file] = folder.glob("*.json")
        [markdown] = folder.glob("*.md")
        data = json.loads(json_file.read_text(encoding="utf-8"))
        assert data["scenario"] == JANISSARIES.read_text(encoding="utf-8")
        assert data["moves"][0] == {"action": "play:landsknechts"}
        assert data["moves"][-1]["roll"] == "engine"
        report = markdown.read_text(encoding="utf-8")
        assert "play:landsknechts" not in report  # moves by their labels, not ids
        # each log line cites its rule in words (game, chapter, section), not by its code
        assert f"[{rule_place(saved_state.log[-1].rule)}]" in report
        assert f"[{saved_state.log[-1].rule}]" not in report
        # open it again through the setup screen's saved battles
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("o")
        await pilot.pause()
        # the list names the procedure, the date and where the battle stands
        line = str(app.screen.query_one("#setup-saved").get_option_at_index(0).prompt)
        info = saved_state.step_info()
        assert line.startswith("Here I Stand: field battle · 20")
        assert line.endswith(f"step {info.number}: {render(info.title)}")
        # Enter shows the battle's set-up in the form; Start resumes it
        await pilot.press("enter")
        await step(pilot)
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("ctrl+r")
        await step(pilot)
        reopened = app.screen
        assert isinstance(reopened, BattleScreen) and reopened is not screen
        assert reopened.state == saved_state
        assert [e.message for e in reopened.state.log] == [e.message for e in saved_state.log]
        # the replayed walk keeps the roll as its undo floor
        await pilot.press("u")
        assert reopened.state == saved_state


@pilot_test
async def test_setup_editor_shows_errors_inline_then_starts():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        editor = screen.query_one("#setup-scenario", TextArea)
        spec = registry.get("his/field-battle")
        specs = procedure_specs()
        assert editor.text == specs[0].default_scenario  # the first procedure's default setup
        index = specs.index(spec)
        await pilot.press("home", *["down"] * index, "enter")
        assert editor.text == spec.default_scenario
        # Enter leaves the cursor in the list: arrows typed next move in the list, not the text
        assert screen.focused is screen.query_one("#setup-procedures")
        # Tab edits the scenario: the form's first field; ctrl+t shows the same as TOML text
        await pilot.press("tab")
        await settle(pilot)
        assert screen.query_one("#setup-scenario-form") in screen.focused.ancestors
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert screen.focused is editor
        editor.load_text(spec.default_scenario.replace("regulars = 4", "regulars = -4"))
        # browsing the procedures keeps the edits of this one
        screen.query_one("#setup-procedures").focus()
        await pilot.press("down", "up", "enter")
        assert "regulars = -4" in editor.text
        await pilot.press("ctrl+r")
        await pilot.pause()
        status = text_of(screen.query_one("#setup-status"))
        assert "attacker.regulars" in status and "at least 0" in status
        assert app.screen is screen
        editor.load_text(spec.default_scenario)
        await pilot.press("escape", "ctrl+r")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen)
        seed = app.screen.state.seed  # drawn: no seed was given
        assert app.screen.state == parse_scenario(spec.default_scenario, "x").evolve(seed=seed)


@pilot_test
async def test_setup_opens_a_scenario_file_by_path():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f", *"nothere", "enter")
        await pilot.pause()
        assert "file not found" in text_of(app.screen.query_one("#setup-file-status"))
        app.screen.query_one("#setup-path").value = "examples/his-basic.toml"
        await pilot.press("enter")
        await step(pilot)
        # the scenario shows in the form; Start begins its battle
        assert isinstance(app.screen, BattleSetupScreen)
        text = (ROOT / "examples" / "his-basic.toml").read_text(encoding="utf-8")
        assert app.screen.query_one("#setup-scenario", TextArea).text == text
        await pilot.press("ctrl+r")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen)
        seed = app.screen.state.seed
        assert app.screen.state == load_scenario(ROOT / "examples" / "his-basic.toml").evolve(
            seed=seed
        )


@pilot_test
async def test_selecting_a_log_entry_opens_its_rule():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        await pilot.press("l")
        await pilot.pause()
        log = app.screen.query_one(BattleLog)
        assert app.screen.focused is log
        await pilot.press("home", "enter")
        assert app.opened_rules == [app.screen.state.log[0].rule]


@pilot_test
async def test_a_damaged_saved_battle_is_moved_aside(isolated_dirs):
    folder = isolated_dirs / "data" / "battles"
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text('{"format": "wartutor-battle", ', encoding="utf-8")
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("o", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleSetupScreen)
        assert "not valid JSON" in text_of(screen.query_one("#setup-saved-status"))
        assert screen.query_one("#setup-saved").option_count == 0
    names = [path.name for path in folder.iterdir()]
    assert "broken.json" not in names
    assert any(name.startswith("broken.json.corrupt-") for name in names)


def test_the_saved_battles_list_names_procedure_step_and_result():
    from tui.saved_list import saved_battle_line
    from tui.walk import Walk, save_battle

    scenario = ROOT / "examples" / "his-basic.toml"
    text = scenario.read_text(encoding="utf-8")
    walk = Walk.start(load_scenario(scenario), scenario=text, source=str(scenario))
    title = render(registry.get("his/field-battle").title)
    waiting = saved_battle_line(save_battle(walk, name="waiting"))
    assert waiting.startswith(title) and render(walk.state.step_info().title) in waiting
    while not walk.state.is_terminal():
        walk = walk.roll() if walk.state.is_chance() else walk.apply(walk.state.prompt().default)
    over = saved_battle_line(save_battle(walk, name="over"))
    assert over.startswith(title) and "over:" in over
    assert "step" not in over.split("over:")[1]
    assert ("The attacker wins" in over) != ("The defender wins" in over)


@pilot_test
async def test_setup_finds_the_placeholder_example_from_any_folder(tmp_path, monkeypatch):
    # the placeholder's own example works where the command line's does: from any folder
    monkeypatch.chdir(tmp_path)
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f", *"examples/his-basic.toml", "enter")
        await step(pilot)
        await pilot.press("ctrl+r")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen)
        seed = app.screen.state.seed
        assert app.screen.state == load_scenario(ROOT / "examples" / "his-basic.toml").evolve(
            seed=seed
        )
