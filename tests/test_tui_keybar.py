"""The key bar cannot drift from what the keys do.

For every screen (and the battle screen at a decision, at a roll and at the end) the test reads
the keys the bar offers (on the line, or left out for lack of room and listed by the help),
presses each one, and checks that the action the bar names was the one
that ran and that its effect happened. A key added to a bar without an effect check here fails
the test until one is written. In each language every bar is read (each key has a translated
description and the bars list the same actions); to keep CI fast, every key is pressed in
English and each screen's keys once more in one of the other three languages (in turn).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.widgets import Input, TextArea

import locales
from tests.tui_app_helpers import SIZE, pilot_test, ready
from tests.tui_screens import SCREENS, battle_decision, reset
from tui.app import WartutorApp
from tui.screens.battle import BattleScreen
from tui.screens.help import HelpScreen
from tui.screens.leave_battle import DefaultSetupScreen, LeaveBattleScreen
from tui.screens.reader import ReaderScreen
from tui.screens.settings import SettingsScreen
from tui.widgets.entry_detail import EntryDetail
from tui.widgets.keybar import KeyBar

LANGS = ("en", "de", "ru", "it")
BARS: dict[str, dict] = {}  # the bars seen in the first language run, to compare the others


# -- what each action must have done ----------------------------------------------------------
def _effect(action: str, app, before: dict) -> bool:
    screen = app.screen
    name = action.removeprefix("app.").removeprefix("screen.")
    if name == "help":
        return isinstance(screen, HelpScreen) != isinstance(before["screen"], HelpScreen)
    if name == "settings":
        return isinstance(screen, SettingsScreen)
    if name.startswith("mode("):
        return app.current_mode == name.split("'")[1]
    if name == "command_palette":
        return CommandPalette.is_open(app)
    if name in ("dismiss", "answer('')"):
        return screen is not before["screen"] and not isinstance(screen, type(before["screen"]))
    if name == "toggle_favourite":
        return app.favourites.items != before["favourites"]
    if name == "back":
        return screen is not before["screen"] or app.current_mode != before["mode"]
    if name == "toggle_language":
        return isinstance(screen, ReaderScreen) and screen.lang != before["reader_lang"]
    if name == "walkthrough":
        return isinstance(screen, BattleScreen)
    if name in ("previous_term", "next_term"):
        return app.focused.selected != before["selected"]
    if name == "open_selected":
        return app.current_mode == "glossary" and screen.query_one(EntryDetail).entry is not None
    if name.startswith("choose("):  # the numbered action taken: one move more
        return len(screen.walk.moves) == before["moves"] + 1 and "action" in screen.walk.moves[-1]
    if name == "roll":
        return len(screen.walk.moves) == before["moves"] + 1 and "roll" in screen.walk.moves[-1]
    if name == "enter_dice":
        return isinstance(app.focused, Input) and app.focused.id == "dice-input"
    if name == "undo":
        return len(screen.walk.moves) == before["moves"] - 1
    if name in ("save", "export"):
        path = screen.walk.meta.get("path")
        return bool(path) and Path(path).exists() and screen.walk is screen._saved
    if name.startswith("tab("):
        return screen.query_one("TabbedContent").active == name.split("'")[1]
    if name == "start":
        return isinstance(screen, BattleScreen)
    if name == "new":  # a setup in front, or a question about the unsaved moves first
        return getattr(screen, "sets_up_battles", False) or isinstance(screen, LeaveBattleScreen)
    if name == "leave_field":
        return not isinstance(app.focused, (Input, TextArea))
    if name == "edit_scenario":  # the setup form's first field, or the TOML text
        focused = app.focused
        return focused is not None and (
            focused.id == "setup-scenario"
            or any(node.id == "setup-scenario-form" for node in focused.ancestors)
        )
    if name == "toggle_editor":
        return screen.query_one("#setup-editors").current != before["editor"]
    if name == "default_setup":  # the default scenario, said in a notice; asked over edits
        if isinstance(screen, DefaultSetupScreen):
            return True
        from tui.screens.battle_setup_drafts import localized_default

        procedure = screen.query_one("#setup-procedures").highlighted_option.id
        text = screen.query_one("#setup-scenario").text  # (its names in the UI language)
        return text == localized_default(procedure) and bool(_notice_ids(app) - before["notices"])
    if name == "quit":
        return app.return_code is not None or isinstance(screen, LeaveBattleScreen)
    raise AssertionError(f"no effect check for the bar's action {action!r}: add one here")


def _notice_ids(app) -> set[str]:
    """The notices on show (a new one is new even when an older one timed out meanwhile)."""
    return {notification.identity for notification in app._notifications}


def _snapshot(app) -> dict:
    screen = app.screen
    if isinstance(screen, BattleScreen):  # (saving must write the file again)
        for name in ("path", "name"):
            screen.walk.meta.pop(name, None)
        screen._saved = None
    return {
        "screen": screen,
        "mode": app.current_mode,
        "favourites": list(app.favourites.items),
        "reader_lang": getattr(screen, "lang", None) if isinstance(screen, ReaderScreen) else None,
        "selected": getattr(app.focused, "selected", None),
        "moves": len(screen.walk.moves) if isinstance(screen, BattleScreen) else 0,
        "notices": _notice_ids(app),
        "editor": screen.query("#setup-editors").first().current
        if screen.query("#setup-editors")
        else None,
    }


def _bar(app):
    """Every key the screen offers in its bar (those the line had no room for are listed by the
    help, and must work the same)."""
    bar = app.screen.query_one(KeyBar)
    bar.refresh_keys()
    return list(bar.offered)


@pytest.mark.parametrize("lang", LANGS)
@pilot_test
async def test_every_key_in_the_bar_does_what_it_says(lang):
    app = WartutorApp()
    ran: list[str] = []
    original = app.run_action

    async def spy(action, default_namespace=None):
        handled = await original(action, default_namespace)
        if handled is not False:
            ran.append(action if isinstance(action, str) else str(action))
        return handled

    app.run_action = spy
    bars: dict[str, list[str]] = {}
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language(lang, save=False)
        checked = 0
        for index, (name, reach) in enumerate(SCREENS.items()):
            await reset(app, pilot)
            await reach(app, pilot)
            shown = _bar(app)
            assert shown, f"{name}: the bar shows no key"
            # t (source text) is left out where the chapter's source is the UI language
            bars.setdefault(name, [entry[3] for entry in shown if entry[3] != "toggle_language"])
            press = lang == "en" or index % 3 == LANGS.index(lang) - 1
            for key, display, description, action, _enabled in shown:
                assert description.strip(), f"{name}: {display} has no description"
                if action == "quit" or not press:
                    continue  # quitting ends the app: pressed last, below
                await reset(app, pilot)
                await reach(app, pilot)
                before = _snapshot(app)
                ran.clear()
                await pilot.press(key.split(",")[0])
                await pilot.pause()
                # (the app's own key for an action the screen names as "app.…" runs it first)
                same = {done.removeprefix("app.") for done in ran}
                assert action.removeprefix("app.") in same, (
                    f"{lang} {name}: {display} ran {ran}, the bar says {action}"
                )
                # (the set-up's keys act once the field in focus has taken the keys before them)
                for _attempt in range(50):
                    if _effect(action, app, before):
                        break
                    await pilot.pause(0.02)
                assert _effect(action, app, before), f"{lang} {name}: {display} ({action})"
                checked += 1
        assert checked >= (40 if lang == "en" else 10)
        # the same keys in every language (the key bar of each screen does not depend on it)
        assert bars == BARS.setdefault("bars", bars)
        await reset(app, pilot)
        await battle_decision(app, pilot)
        screen = app.screen
        screen._change(screen.walk.apply(screen.state.prompt().default))  # one unsaved move
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveBattleScreen)
        await pilot.press("d")
        await pilot.pause()
    assert app.return_code == 0
    locales.set_language("en")
