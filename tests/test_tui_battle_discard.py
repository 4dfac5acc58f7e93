"""Pilot tests: a battle replaced by another (the palette's walkthroughs, the reader's and the
glossary's "walk through", a saved battle opened and started, new battle) is gone for good once
it was saved or discarded; Esc from the new battle goes where Esc from a battle always goes (the
setup screen, or the place outside the battle screens the walkthrough was started from, such as
the reader), never back to the old battle."""

from __future__ import annotations

import json

from tests.tui_app_helpers import SIZE, choose_in_palette, pilot_test, ready
from tests.tui_battle_helpers import BattleTestApp, battle_app, default_state, step
from tui.app import WartutorApp
from tui.battle_text import render
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.screens.leave_battle import LeaveBattleScreen
from tui.screens.reader import ReaderScreen
from tui.walk import Walk, save_battle


def battles(app) -> list[BattleScreen]:
    """Every battle screen in any mode's screen stack."""
    stacks = [*app._screen_stacks.values(), app.screen_stack]
    found: list[BattleScreen] = []
    for screen in (screen for stack in stacks for screen in stack):
        if isinstance(screen, BattleScreen) and screen not in found:
            found.append(screen)
    return found


def log_text(screen: BattleScreen) -> str:
    return "\n".join(render(entry.message) for entry in screen.state.log)


async def wait_for(pilot, condition, tries: int = 100) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    assert condition(), pilot.app.screen_stack


async def form_shown(pilot) -> None:
    """Wait until the setup form shows the file opened, with its odds."""

    def shown() -> bool:
        odds = pilot.app.screen.query("#setup-odds")
        return bool(odds) and bool(str(odds.first().render()).strip())

    await wait_for(pilot, shown)
    await pilot.pause()


async def his_battle_with_a_card(pilot) -> BattleScreen:
    """F5, ctrl+r (a Here I Stand field battle), then a card played (an unsaved move)."""
    app = pilot.app
    await pilot.press("f5")
    await pilot.pause()
    await pilot.press("ctrl+r")
    await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
    screen = app.screen
    await step(pilot)
    card = next(card for card in screen.state.cards() if card.playable)
    await pilot.press(str(screen.state.prompt().action_ids().index(card.action) + 1))
    await step(pilot)
    assert screen.unsaved and "plays" in log_text(screen)
    return screen


async def siege_from_the_palette(pilot, answer: str) -> BattleScreen:
    """The palette's "Walk through: Siege", answering the unsaved-moves question."""
    app = pilot.app
    await choose_in_palette(pilot, "Walk through: Siege", "Siege of Tenochtitlan")
    await wait_for(pilot, lambda: isinstance(app.screen, LeaveBattleScreen))
    await pilot.press(answer)
    await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
    await step(pilot)
    assert app.screen.state.procedure.startswith("tenochtitlan")
    return app.screen


async def escape_leads_to_the_setup(pilot, old: BattleScreen, place=BattleSetupScreen) -> None:
    """Esc from the new battle: the setup screen (or ``place``, where the walkthrough was
    started), and no battle left anywhere behind it."""
    app = pilot.app
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(app.screen, place), app.screen_stack
    assert battles(app) == []
    assert old not in app.screen_stack


@pilot_test
async def test_discard_in_the_palette_replaces_the_battle_for_good():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        old = await his_battle_with_a_card(pilot)
        new = await siege_from_the_palette(pilot, "d")
        assert battles(app) == [new]  # the discarded battle is off every screen stack
        await escape_leads_to_the_setup(pilot, old)


@pilot_test
async def test_save_in_the_palette_leaves_no_stale_battle(isolated_dirs):
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        old = await his_battle_with_a_card(pilot)
        moves = [dict(move) for move in old.walk.moves]
        new = await siege_from_the_palette(pilot, "s")
        [saved] = (isolated_dirs / "data" / "battles").glob("*.json")
        assert json.loads(saved.read_text(encoding="utf-8"))["moves"] == moves
        assert battles(app) == [new]
        await escape_leads_to_the_setup(pilot, old)


@pilot_test
async def test_a_walkthrough_from_the_reader_replaces_a_battle_without_moves():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.start_walkthrough("his/field-battle")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
        old = app.screen
        await pilot.press("f4")  # the reader's "walk through" ends in start_walkthrough
        await pilot.pause()
        app.start_walkthrough("tenochtitlan/combat")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
        assert app.screen is not old and battles(app) == [app.screen]  # nothing to ask
        await escape_leads_to_the_setup(pilot, old, ReaderScreen)  # back where it was started


@pilot_test
async def test_a_saved_battle_opened_over_a_battle_and_started_replaces_it():
    saved = save_battle(Walk.start(default_state()), name="opened-over-a-battle")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        old = await his_battle_with_a_card(pilot)
        app.open_saved_battle(str(saved))
        await wait_for(pilot, lambda: isinstance(app.screen, BattleSetupScreen))
        await form_shown(pilot)
        await pilot.press("escape")  # not started: the battle is still there, as it was
        await pilot.pause()
        assert app.screen is old and old.unsaved
        app.open_saved_battle(str(saved))
        await wait_for(pilot, lambda: isinstance(app.screen, BattleSetupScreen))
        await form_shown(pilot)
        await pilot.press("ctrl+r")  # start it
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveBattleScreen))
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
        new = app.screen
        assert new is not old and battles(app) == [new]
        await escape_leads_to_the_setup(pilot, old)


@pilot_test
async def test_new_battle_after_discard_drops_the_battle():
    # a battle with no setup screen below it: "n" puts a setup in front (here the test app's)
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        old = app.screen
        await pilot.press("1", "n")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveBattleScreen))
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleSetupScreen))
        assert old not in app.screen_stack
        await pilot.press("escape")  # the setup closes: the discarded battle does not come back
        await pilot.pause()
        assert battles(app) == []


@pilot_test
async def test_a_battle_with_unsaved_moves_is_never_dropped_unasked():
    # a battle put over another one that was neither saved nor discarded leaves it be
    app = BattleTestApp(lambda: BattleScreen(default_state()))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        old = app.screen
        await pilot.press("1")
        await step(pilot)
        app.push_screen(BattleScreen(default_state("tenochtitlan/combat")))
        await step(pilot)
        assert battles(app) == [old, app.screen] and old.unsaved


@pilot_test
async def test_the_question_shows_its_own_keys_in_the_bar():
    # the battle's keys (r roll, u undo, d dice…) do nothing behind the question, and d there
    # discards: the bar must show the question's keys only
    from tui.widgets.keybar import KeyBar

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await his_battle_with_a_card(pilot)
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveBattleScreen))
        await pilot.pause()
        bars = app.screen.query(KeyBar)
        assert bars
        bar = bars.first()
        bar.refresh_keys()
        actions = {action for _key, _display, _text, action, _on in bar.offered}
        assert {"answer('save')", "answer('discard')", "answer('')"} <= actions
        assert not [action for action in actions if "roll" in action or "undo" in action]


@pilot_test
async def test_a_walkthrough_from_a_step_of_an_example_saves_a_battle_that_opens_again():
    # the reader's "walk through" from a step the default set-up never reaches (a naval battle
    # in Struggle of Empires) plays a shipped example: its saved battle must keep that set-up
    from tui.walk import load_battle

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.start_walkthrough("soe/attack", "soe/attack#naval")
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
        screen = app.screen
        assert screen.walk.scenario is not None and "soe-naval-battle" in screen.walk.source
        await pilot.press("1")  # a first decision, then save
        await pilot.pause()
        assert screen.action_save()
        reopened = load_battle(screen.walk.meta["path"])
        assert reopened.state == screen.walk.state


@pilot_test
async def test_the_new_battles_notices_wait_until_the_unsaved_one_is_settled():
    # a walkthrough from a step the default set-up never reaches, over a battle with unsaved
    # moves: the notices about the new battle covered the question's keys and spoke of a
    # battle that might not be opened; they come once it is
    from tests.tui_app_helpers import notices

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await his_battle_with_a_card(pilot)
        app.clear_notifications()
        app.start_walkthrough("soe/attack", "soe/attack#naval")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveBattleScreen))
        await pilot.pause()
        assert notices(app) == []
        await pilot.press("d")  # discard
        await wait_for(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.walk)
        await pilot.pause()
        said = notices(app)
        assert any("comes up in the example" in text for text in said), said


@pilot_test
async def test_a_battle_whose_set_up_is_unknown_is_refused_with_a_notice_not_saved():
    from engine.scenario import load_scenario
    from tui.battle_files import saved_battles
    from tui.scenario_files import EXAMPLES_DIR

    state = load_scenario(EXAMPLES_DIR / "soe-naval-battle.toml")  # no file named: no text
    app = battle_app(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.walk.scenario is None
        assert not screen.action_save()
        await pilot.pause()
        assert saved_battles() == []
        assert any("set-up is not known" in str(n.message) for n in app._notifications)
