"""Pilot tests: a battle with unsaved moves is never dropped without asking (Esc, new battle,
quit), and a battle left unsaved when the app was killed is offered at the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from textual import events

from tests.tui_app_helpers import SIZE, pilot_test, ready
from tests.tui_battle_helpers import battle_app, default_state, step
from tui import recovery
from tui.app import WartutorApp
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.screens.leave_battle import LeaveBattleScreen, RestoreBattleScreen
from tui.widgets.keybar import KeyBar


def _ended_pid() -> int:
    """The id of a process that has ended (a copy named with it was left by a closed app)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


ENDED = f"battle-{_ended_pid()}-1.json"


@pilot_test
async def test_escape_and_new_battle_ask_before_dropping_unsaved_moves(isolated_dirs):
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        await pilot.press("escape")  # nothing done yet: leaves at once
        await pilot.pause()
        assert app.screen is not screen
        app.push_screen(BattleScreen(default_state()))
        await step(pilot)
        screen = app.screen
        await pilot.press("1", "escape")
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        await pilot.press("escape")  # cancel: still in the battle, the move still there
        await pilot.pause()
        assert app.screen is screen and len(screen.walk.moves) == 1
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        await pilot.press("s")  # save, then leave for a new battle
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        [saved] = (isolated_dirs / "data" / "battles").glob("*.json")
        assert json.loads(saved.read_text(encoding="utf-8"))["moves"] == [
            dict(move) for move in screen.walk.moves
        ]
        assert not list(recovery.recovery_dir().glob("*.json"))  # saved: no recovery copy


@pilot_test
async def test_discard_drops_the_battle_and_its_recovery_copy(isolated_dirs):
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        await pilot.press("1")
        await step(pilot)
        assert len(list(recovery.recovery_dir().glob("*.json"))) == 1  # kept after every move
        await pilot.press("escape", "d")
        await pilot.pause()
        assert not isinstance(app.screen, BattleScreen)
        assert not list(recovery.recovery_dir().glob("*.json"))
        assert not (isolated_dirs / "data" / "battles").exists()


@pilot_test
async def test_quit_asks_about_an_unsaved_battle_and_cancel_stays():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.start_walkthrough("his/field-battle")
        await step(pilot)
        await pilot.press("1")
        await step(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        assert "wartutor then closes" in app.screen.text  # the answer ends the app
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen) and app.return_code is None
        await pilot.press("f3", "ctrl+q")  # from another place too
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        await pilot.press("d")
        await pilot.pause()
    assert app.return_code == 0


@pilot_test
async def test_a_battle_left_unsaved_is_offered_at_the_next_start():
    first = WartutorApp()
    async with first.run_test(size=SIZE) as pilot:
        await ready(pilot)
        first.start_walkthrough("his/field-battle")
        await step(pilot)
        await pilot.press("1", "1")
        await step(pilot)
        kept = first.screen.state
        # the terminal is closed: the process ends without any question asked
        name = first.screen._recovery_name
        copy = (recovery.recovery_dir() / name).read_text(encoding="utf-8")
    (recovery.recovery_dir() / name).unlink(missing_ok=True)
    (recovery.recovery_dir() / ENDED).write_text(copy, encoding="utf-8")
    again = WartutorApp()
    async with again.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert isinstance(again.screen, RestoreBattleScreen)
        assert "field battle, 2 moves. Restore it?" in again.screen.text
        # Escape puts the question off until the next start: the dialog says "Later"
        from textual.widgets import Button

        assert str(again.screen.query_one("#answer-", Button).label) == "Esc Later"
        bar = again.screen.query_one(KeyBar)
        bar.refresh_keys()
        assert [text for _k, _d, text, action, _on in bar.offered if action == "answer('')"] == [
            "Later"
        ]
        await again.screen.wait_until_armed()  # (a key at machine speed is still typing)
        await pilot.press("r")
        await step(pilot)
        assert isinstance(again.screen, BattleScreen)
        assert again.screen.state == kept
        assert again.screen.unsaved  # restored, still to be saved
        assert not (recovery.recovery_dir() / ENDED).exists()


async def _leave_a_recovery_copy(keys=("1", "1")) -> None:
    """A battle with the moves ``keys`` make, left unsaved by a process that ended."""
    first = WartutorApp()
    async with first.run_test(size=SIZE) as pilot:
        await ready(pilot)
        first.start_walkthrough("his/field-battle")
        await step(pilot)
        await pilot.press(*keys)
        await step(pilot)
        name = first.screen._recovery_name
        copy = (recovery.recovery_dir() / name).read_text(encoding="utf-8")
    (recovery.recovery_dir() / name).unlink(missing_ok=True)
    (recovery.recovery_dir() / ENDED).write_text(copy, encoding="utf-8")


@pilot_test
async def test_typing_at_start_never_answers_the_recovery_question():
    await _leave_a_recovery_copy()
    again = WartutorApp()
    async with again.run_test(size=SIZE) as pilot:
        # the user types a search at once (one burst, as the terminal delivers it); the dialog
        # comes up meanwhile
        for letter in "defender":
            again.post_message(events.Key(letter, letter))
        await ready(pilot)
        assert isinstance(again.screen, RestoreBattleScreen)  # still asking
        assert (recovery.recovery_dir() / ENDED).exists()  # not discarded
        assert again.screen_stack[-2].query_one("#search").value == "defender"
        await again.screen.wait_until_armed()
        await pilot.press("r")  # a deliberate answer
        await step(pilot)
        assert isinstance(again.screen, BattleScreen)
        assert len(again.screen.walk.moves) == 2


@pilot_test
async def test_starting_another_battle_asks_before_replacing_unsaved_moves():
    # the reader's walkthrough key, the palette and the glossary's step links all start a
    # battle through start_walkthrough
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.start_walkthrough("his/field-battle")
        await step(pilot)
        await pilot.press("1")
        await step(pilot)
        first = app.screen
        await pilot.press("f4")
        await pilot.pause()
        app.start_walkthrough("his/field-battle")
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        await pilot.press("escape")  # cancel: the battle stays as it was
        await pilot.pause()
        assert app.current_mode == "reader" and len(first.walk.moves) == 1
        app.start_walkthrough("his/field-battle")
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        await pilot.press("d")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen) and app.screen is not first
        assert not app.screen.walk.moves
        assert not list(recovery.recovery_dir().glob("*.json"))
        await pilot.press("ctrl+q")  # a fresh battle, the other discarded: nothing to ask
        await pilot.pause()
    assert app.return_code == 0


@pilot_test
async def test_an_answer_that_takes_effect_after_a_mode_key_opens_nothing_in_the_other_mode():
    """N then D (discard), with F4 (rules) typed before the answer took effect: the new setup is
    not put in front of the rules reader. The same for a battle started from the setup."""
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.start_walkthrough("his/field-battle")
        await step(pilot)
        battle = app.screen
        app.goto_mode("reader")
        await pilot.pause()
        battle._new()  # the answer's effect, arriving after the mode switch
        await pilot.pause()
        assert [type(s).__name__ for s in app.screen_stack] == ["ReaderScreen"]
        app.goto_mode("battle")
        await pilot.pause()
        battle.app.pop_screen()
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, BattleSetupScreen)
        app.goto_mode("reader")
        await pilot.pause()
        setup._begin(battle.walk)
        await pilot.pause()
        assert [type(s).__name__ for s in app.screen_stack] == ["ReaderScreen"]
        assert app._exception is None


@pilot_test
async def test_the_restore_question_counts_one_move_in_the_singular():
    await _leave_a_recovery_copy(keys=("1",))
    again = WartutorApp()
    async with again.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert isinstance(again.screen, RestoreBattleScreen)
        assert "field battle, 1 move. Restore it?" in again.screen.text


def test_a_battle_open_in_another_running_window_is_not_offered(isolated_dirs):
    """Two windows of the app: the second must not offer (or discard) the first's battle, whose
    copy is kept while it runs; a copy whose process has ended is offered."""
    folder = recovery.recovery_dir()
    folder.mkdir(parents=True)
    for pid in (os.getpid(), os.getppid()):  # this process, and one that runs
        (folder / f"battle-{pid}-1.json").write_text("{}", encoding="utf-8")
    assert recovery.pending() == []
    (folder / ENDED).write_text("{}", encoding="utf-8")
    (folder / "notes.json").write_text("{}", encoding="utf-8")  # not a copy's name: offered
    assert sorted(path.name for path in recovery.pending()) == sorted([ENDED, "notes.json"])
