"""Pilot tests of files opened in the setup form: a saved battle's set-up shown with its odds,
resumed when unchanged, asked about when changed; scenario files from the command line; bad
files; and the seed a battle draws when none is given."""

from __future__ import annotations

import json
import tomllib

import pytest
from textual.widgets import Input, OptionList, TextArea

import locales
from engine.scenario import load_scenario, parse_scenario
from tests.tui_app_helpers import notices, workers_done
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    JANISSARIES,
    ROOT,
    SIZE,
    BattleTestApp,
    default_state,
    pilot_test,
    private_dirs,
    step,
    text_of,
)
from tui import storage
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.screens.leave_battle import ResumeQuestionScreen
from tui.seeds import SEED_MAX, SEED_MIN
from tui.walk import Walk, save_battle
from tui.widgets.scenario_form import NumberInput, ScenarioForm

BASIC = ROOT / "examples" / "his-basic.toml"


async def wait_for(pilot, condition, tries: int = 200) -> None:
    """Wait until ``condition()`` holds (workers and timers get their turn meanwhile)."""
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
        await workers_done(pilot.app)
    assert condition(), (pilot.app.screen, pilot.app.screen.focused)


def saved_walk() -> Walk:
    """A battle of examples/his-janissaries.toml (seed 7) played to after its first roll."""
    walk = Walk.start(load_scenario(JANISSARIES), source=str(JANISSARIES))
    walk = walk.apply("play:landsknechts")
    while not walk.state.is_chance():
        walk = walk.apply(walk.state.prompt().default)
    return walk.roll()


def editor_text(screen) -> str:
    return screen.query_one("#setup-scenario", TextArea).text


def odds_text(screen) -> str:
    return text_of(screen.query_one("#setup-odds"))


def highlighted_procedure(screen) -> str:
    procedures = screen.query_one("#setup-procedures", OptionList)
    return procedures.get_option_at_index(procedures.highlighted).id


async def open_saved_in_form(pilot, walk: Walk) -> BattleSetupScreen:
    """Save ``walk``, open it from the setup screen's saved battles; wait for the form."""
    save_battle(walk, name="my-battle")
    await pilot.pause()
    await pilot.press("o", "enter")
    screen = pilot.app.screen
    await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
    return screen


async def change_regulars(pilot, screen) -> None:
    field = screen.query_one("#f-attacker-regulars", NumberInput)
    before = field.value
    field.focus()
    await pilot.press("+")
    await wait_for(pilot, lambda: f"regulars = {int(before) + 1}" in editor_text(screen))


@pilot_test
async def test_a_saved_battle_fills_the_form_and_resumes_where_it_was():
    walk = saved_walk()
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_saved_in_form(pilot, walk)
        # nothing started: the form shows the battle's set-up, with its seed and odds
        assert app.screen is screen
        assert screen.query_one("#setup-tabs").active == "pane-new"
        assert highlighted_procedure(screen) == "his/field-battle"
        assert editor_text(screen) == JANISSARIES.read_text(encoding="utf-8")
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        form = screen.query_one(ScenarioForm)
        assert form.data == tomllib.loads(JANISSARIES.read_text(encoding="utf-8"))
        assert screen.query_one("#setup-seed", Input).value == "7"
        status = screen.query_one("#setup-status")
        assert "Start resumes it" in text_of(status)
        # a notice says how to go on: nothing opened by itself (the set-up may be changed first)
        notices = [notice.message for notice in app._notifications]
        assert any("Enter (on Start) or ctrl+r resumes it" in notice for notice in notices)
        assert screen.focused is screen.query_one("#setup-start")
        # the seed is part of the set-up: the status line follows it
        seed = screen.query_one("#setup-seed", Input)
        seed.value = "8"
        await wait_for(pilot, lambda: "changed from the saved battle" in text_of(status))
        seed.value = "7"
        await wait_for(pilot, lambda: "Start resumes it" in text_of(status))
        # start: the battle replays to where it was saved
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        battle = app.screen
        await wait_for(pilot, lambda: battle.walk is not None)
        assert battle.state == walk.state
        assert battle.walk.moves == walk.moves
        assert not battle.unsaved


@pilot_test
async def test_a_changed_set_up_asks_and_escape_goes_back_to_the_form():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_saved_in_form(pilot, saved_walk())
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        await change_regulars(pilot, screen)
        changed = editor_text(screen)
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeQuestionScreen))
        buttons = [str(button.label) for button in app.screen.query("Button")]
        assert buttons == [
            "n New battle from this set-up",
            "r Restore the saved set-up",
            "Esc Back to the form",
        ]
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen)
        assert editor_text(screen) == changed  # nothing started, nothing changed


@pilot_test
async def test_r_restores_the_saved_set_up_then_start_resumes():
    walk = saved_walk()
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_saved_in_form(pilot, walk)
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        await change_regulars(pilot, screen)
        screen.query_one("#setup-seed", Input).value = "99"
        status = screen.query_one("#setup-status")
        await wait_for(pilot, lambda: "changed from the saved battle" in text_of(status))
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeQuestionScreen))
        await pilot.press("r")
        await wait_for(pilot, lambda: app.screen is screen)
        assert editor_text(screen) == JANISSARIES.read_text(encoding="utf-8")
        assert screen.query_one("#setup-seed", Input).value == "7"
        await wait_for(
            pilot, lambda: screen.query_one("#f-attacker-regulars", NumberInput).value == "5"
        )
        assert "Start resumes it" in text_of(status)
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        await wait_for(pilot, lambda: app.screen.walk is not None)
        assert app.screen.walk.moves == walk.moves


@pilot_test
async def test_n_starts_a_new_battle_saved_to_a_new_file(isolated_dirs):
    walk = saved_walk()
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_saved_in_form(pilot, walk)
        [saved_file] = storage.saved_battles()
        original = saved_file.read_text(encoding="utf-8")
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        await change_regulars(pilot, screen)
        changed = parse_scenario(editor_text(screen), "x")
        assert changed != walk.initial.evolve(seed=0)
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeQuestionScreen))
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        battle = app.screen
        await wait_for(pilot, lambda: battle.walk is not None)
        assert battle.walk.moves == ()
        # the changed set-up, with the seed in the field (kept)
        assert battle.state == changed.evolve(seed=7)
        await pilot.press("1")
        await step(pilot)
        await pilot.press("s")
        await step(pilot)
        files = storage.saved_battles()
        assert len(files) == 2 and saved_file in files
        assert saved_file.read_text(encoding="utf-8") == original  # never overwritten


@pilot_test
async def test_saving_a_resumed_battle_goes_back_to_its_own_file():
    walk = saved_walk()
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await open_saved_in_form(pilot, walk)
        [saved_file] = storage.saved_battles()
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        battle = app.screen
        await wait_for(pilot, lambda: battle.walk is not None)
        await pilot.press("1")
        await step(pilot)
        assert battle.unsaved
        await pilot.press("s")
        await step(pilot)
        assert storage.saved_battles() == [saved_file]
        data = json.loads(saved_file.read_text(encoding="utf-8"))
        assert len(data["moves"]) == len(walk.moves) + 1


@pilot_test
async def test_a_bad_file_gives_a_notice_and_changes_nothing(tmp_path):
    bad = tmp_path / "broken.toml"
    bad.write_text('procedure = "nope"\n', encoding="utf-8")
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        before = (editor_text(screen), highlighted_procedure(screen), odds_text(screen))
        assert screen.open_file(bad) is False
        await pilot.pause()
        [notice] = notices(app)
        assert "broken.toml" in notice and "nope" in notice
        assert (editor_text(screen), highlighted_procedure(screen), odds_text(screen)) == before
        # the file field says the same, under the field
        await pilot.press("f")
        screen.query_one("#setup-path", Input).value = str(bad)
        await pilot.press("enter")
        await pilot.pause()
        status = text_of(screen.query_one("#setup-file-status"))
        assert "broken.toml" in status and "nope" in status
        assert editor_text(screen) == before[0] and app.screen is screen


@pilot_test
async def test_the_file_field_opens_a_scenario_in_the_form():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f")
        app.screen.query_one("#setup-path", Input).value = "examples/his-janissaries.toml"
        await pilot.press("enter")
        screen = app.screen
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        assert editor_text(screen) == JANISSARIES.read_text(encoding="utf-8")
        assert screen.query_one("#setup-seed", Input).value == ""
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        # the scenario's own seed (7) is kept; the battle names its file
        assert app.screen.state == load_scenario(JANISSARIES)
        assert "his-janissaries.toml" in text_of(app.screen.query_one("#battle-title"))


@pilot_test
async def test_enter_takes_the_completion_the_file_field_shows():
    # the field completes an example's name as it is typed; Enter opens what it shows (it used
    # to look for the half-typed name and say the file was not found)
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f", *"his-jan")
        path = app.screen.query_one("#setup-path", Input)
        await wait_for(pilot, lambda: path.value == "his-jan")
        await pilot.press("enter")
        screen = app.screen
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        assert editor_text(screen) == JANISSARIES.read_text(encoding="utf-8")
        assert path.value.endswith("his-janissaries.toml")  # the name opened, in full
        # a name no example starts with is still not found
        await pilot.press("f", "ctrl+u", *"nothing-like-it", "enter")
        await step(pilot)
        status = text_of(screen.query_one("#setup-file-status"))
        assert "nothing-like-it" in status


@pilot_test
async def test_no_seed_draws_one_per_battle_and_shows_it():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        seeds = []
        for _battle in range(2):
            await pilot.press("ctrl+r")
            await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
            battle = app.screen
            await wait_for(pilot, lambda b=battle: b.walk is not None)
            seed = battle.walk.initial.seed
            assert SEED_MIN <= seed <= SEED_MAX
            assert f"seed {seed}" in text_of(battle.query_one("#battle-title"))
            seeds.append(seed)
            app.pop_screen()
            await wait_for(pilot, lambda: app.screen is screen)
        assert seeds[0] != seeds[1]


@pilot_test
async def test_a_given_seed_is_kept():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#setup-seed", Input).focus()
        await pilot.press(*"4242", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        await wait_for(pilot, lambda: app.screen.walk is not None)
        assert app.screen.walk.initial.seed == 4242
        assert "seed 4242" in text_of(app.screen.query_one("#battle-title"))


def test_walk_with_a_bad_saved_battle_exits_2_with_one_message(tmp_path, monkeypatch, capsys):
    import tui.app
    from tui import cli

    started = []
    monkeypatch.setattr(tui.app, "run_app", lambda **kw: started.append(kw) or 0)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "wartutor-battle", "scenario": 3}', encoding="utf-8")
    assert cli.main(["walk", str(bad)]) == 2
    captured = capsys.readouterr()
    [line] = captured.err.strip().splitlines()
    assert "broken.json" in line and "scenario" in line and "Traceback" not in captured.err
    assert started == []


def test_a_default_battle_with_a_drawn_seed_is_saved_replayable():
    from tests.tui_battle_helpers import default_state
    from tui.walk import replay

    walk = Walk.start(default_state().evolve(seed=4321))
    assert walk.scenario is not None  # the default scenario, its seed kept apart
    walk = walk.apply(walk.state.prompt().default)
    while not walk.state.is_chance():
        walk = walk.apply(walk.state.prompt().default)
    walk = walk.roll()
    again = replay(json.loads(json.dumps(walk.to_json())), "saved.json")
    assert again.state == walk.state and again.initial.seed == 4321


@pilot_test
async def test_a_saved_battles_seed_is_not_carried_into_another_procedure():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_saved_in_form(pilot, saved_walk())
        seed = screen.query_one("#setup-seed", Input)
        assert seed.value == "7"
        procedures = screen.query_one("#setup-procedures", OptionList)
        procedures.focus()
        await pilot.press("down")
        await wait_for(pilot, lambda: highlighted_procedure(screen) != "his/field-battle")
        assert seed.value == ""
        # a seed the player typed stays with them
        seed.value = "55"
        await pilot.press("up")
        await wait_for(pilot, lambda: highlighted_procedure(screen) == "his/field-battle")
        assert seed.value == "55"


@pilot_test
async def test_a_resumed_battle_is_titled_with_its_file():
    walk = Walk.start(default_state().evolve(seed=31))  # a battle of no scenario file
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await open_saved_in_form(pilot, walk)
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        title = text_of(app.screen.query_one("#battle-title"))
        assert "my-battle.json" in title and "new scenario" not in title


@pytest.mark.parametrize("lang", ["en", "de", "ru", "it"])
@pilot_test
async def test_the_battle_title_keeps_its_seed_whole_at_80_columns(lang):
    locales.set_language(lang)
    # the longest procedure title, with a file
    path = ROOT / "examples" / "ccc-interception-expert.toml"
    walk = Walk.start(load_scenario(path), source=str(path)).with_seed(1234567890)
    app = BattleTestApp(lambda: BattleScreen(walk.state, walk.source, walk=walk))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        title = text_of(app.screen.query_one("#battle-title"))
        assert title.rstrip().endswith(locales._("seed {seed}").format(seed=1234567890))
        assert len(title.rstrip()) <= SIZE[0] - 2


@pilot_test
async def test_down_from_the_file_field_reaches_the_examples_and_a_name_alone_opens_one():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f")
        screen = app.screen
        assert screen.focused is screen.query_one("#setup-path", Input)
        await pilot.press("down")
        examples = screen.query_one("#setup-examples")
        assert screen.focused is examples
        await pilot.press("enter")  # the first example, its path put in the field
        first, described = str(examples.get_option_at_index(0).prompt).split("\n")
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        assert screen.query_one("#setup-path", Input).value == first
        assert (
            described.strip()
            == "Basic game: an English fleet meets a French and a Spanish fleet at sea"
        )
        # an example named alone, as a player types it
        await pilot.press("f")
        screen.query_one("#setup-path", Input).value = "his-janissaries"
        await pilot.press("enter")
        await wait_for(pilot, lambda: editor_text(screen) == JANISSARIES.read_text("utf-8"))


@pilot_test
async def test_another_procedure_and_back_is_a_new_battle_not_a_changed_saved_one():
    walk = saved_walk()
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_saved_in_form(pilot, walk)
        status = screen.query_one("#setup-status")
        await wait_for(pilot, lambda: "Start resumes it" in text_of(status))
        procedures = screen.query_one("#setup-procedures", OptionList)
        procedures.focus()
        await pilot.press("down")
        await step(pilot)
        await pilot.press("up")
        await step(pilot)
        await wait_for(pilot, lambda: text_of(status).startswith("Ready"))
        assert "saved battle" not in text_of(status)
        # the set-up shown is still the saved battle's (kept as the procedure's draft)
        assert editor_text(screen) == walk.scenario
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen))
        assert app.screen.walk.moves == ()  # a new battle, not asked about and not resumed


@pytest.mark.parametrize("edited_first", [False, True])
@pilot_test
async def test_a_saved_battle_opened_with_the_screen_resumes_whatever_the_list_showed(
    edited_first,
):
    # `wartutor walk FILE` and the palette open the set-up screen and the battle at once: the
    # list's first procedure (and its edited set-up) shown on opening must not replace it
    soe = ROOT / "examples" / "soe-naval-battle.toml"
    from tui.walk import open_walk

    walk = open_walk(save_battle(Walk.start(load_scenario(soe), source=str(soe)), name="naval"))
    if edited_first:
        from tui import setup_drafts

        his = BASIC.read_text(encoding="utf-8").replace("regulars = 4", "regulars = 6", 1)
        setup_drafts.save_drafts({"his/field-battle": his})
    from textual.screen import Screen

    app = BattleTestApp(Screen)
    async with app.run_test(size=SIZE) as pilot:
        screen = BattleSetupScreen()
        app.push_screen(screen)  # (as the app does for a file: the screen, then the battle)
        screen.show_walk(walk)
        await wait_for(pilot, lambda: screen.is_mounted and screen.query("#setup-odds"))
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        await pilot.pause(0.3)
        assert highlighted_procedure(screen) == "soe/attack"
        assert screen.query_one("#setup-seed", Input).value == str(walk.initial.seed)
        assert "Start resumes it" in text_of(screen.query_one("#setup-status"))
