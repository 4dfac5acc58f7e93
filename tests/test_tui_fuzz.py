"""Fuzz: seeded random keys on every screen must never raise, and must never leave the player
on a screen without a way back.

Each screen (the glossary, the reader, the battle setup, the setup showing a saved battle, a
battle of every procedure, Learn, help, settings and the command palette) gets its own stream of
random keys, posted in bursts (as a fast typist or a stuck key would send them); when a key
leads elsewhere the screen is reached again, so every screen gets its share.
``WARTUTOR_FUZZ_KEYS`` sets the keys per screen (CI runs a modest count; see docs/testing.md for
the long run).
"""

from __future__ import annotations

import os
import random

import pytest
from textual import events
from textual.css.query import NoMatches

from engine import registry
from tests.tui_app_helpers import SIZE, pilot_test, ready
from tests.tui_screens import (
    battle_of,
    glossary,
    help_screen,
    learn,
    palette,
    reader_paragraph,
    reset,
    settings,
    setup,
    setup_saved_battle,
)
from tui.app import WartutorApp
from tui.screens.glossary import GlossaryScreen
from tui.screens.leave_battle import LeaveBattleScreen

KEYS = (
    list("abcdefghijklmnoprstuvwxyz0123456789")  # q and й quit: not fuzzed here
    + list("цукенгшщзфывапролдячсмить")
    + ["up", "down", "left", "right", "home", "end", "pageup", "pagedown"] * 3
    + ["tab", "shift+tab", "enter", "escape", "space", "backspace", "delete"] * 3
    + ["f1", "f2", "f3", "f4", "f5", "f6", "ctrl+p", "ctrl+f", "ctrl+r", "ctrl+c"]
    + ["slash", "question_mark", "full_stop", "comma", "minus"]
)
KEYS_PER_SCREEN = int(os.environ.get("WARTUTOR_FUZZ_KEYS", "150"))
BURST = 25
SCREENS = {
    "glossary": glossary,
    "reader": reader_paragraph,
    "setup": setup,
    "setup-saved-battle": setup_saved_battle,
    **{f"battle-{spec.id}": battle_of(spec.id) for spec in registry.procedures().values()},
    "learn": learn,
    "help": help_screen,
    "settings": settings,
    "palette": palette,
}


class CountingApp(WartutorApp):
    """The app, noting which of the posted key events it received."""

    def __init__(self) -> None:
        super().__init__()
        self.posted = 0
        self.received: set[int] = set()

    async def on_event(self, event: events.Event) -> None:
        number = getattr(event, "fuzz_number", None)
        if number is not None:
            self.received.add(number)
        await super().on_event(event)


def key_sequence(seed: int, count: int) -> list[str]:
    """A reproducible random key sequence."""
    rng = random.Random(seed)
    return [rng.choice(KEYS) for _ in range(count)]


def _post(app, key: str) -> None:
    char = key if len(key) == 1 else {"space": " ", "slash": "/", "comma": ","}.get(key)
    event = events.Key(key, char)
    event.set_sender(app)
    app.posted += 1
    event.fuzz_number = app.posted
    app._driver.send_message(event)


async def way_home(app, pilot) -> None:
    """Escape, then F3 (and Discard, when a battle has moves not saved) lead back to the
    glossary: never more than a few presses."""
    for _ in range(4):
        if app.screen.is_modal:
            await pilot.press("escape")
            await pilot.pause()
    await pilot.press("f3")
    await pilot.pause()
    if isinstance(app.screen, LeaveBattleScreen):  # "this battle is not saved": discard it
        await pilot.press("d")  # (Escape cancels: the player stays with the battle)
    elif app.screen.is_modal:
        await pilot.press("escape")
    for _wait in range(50):  # the switch to the glossary may take a few frames under load
        await pilot.pause()
        if isinstance(app.screen, GlossaryScreen):
            break
    assert isinstance(app.screen, GlossaryScreen), f"stuck on {app.screen!r}"


async def _reach_again(app, pilot, reach):
    """Back to the screen under test after a key led elsewhere (screen changes that the keys
    asked for may still be on their way, so a few tries)."""
    for attempt in range(10):
        try:
            await reset(app, pilot)
            await reach(app, pilot)
            return app.screen
        except (NoMatches, AttributeError, AssertionError):
            if attempt == 9:
                raise
            await pilot.pause(0.05)
    return app.screen


async def _fuzz_one_app(name, reach, keys, position) -> tuple[int, int, int]:
    """Feed keys from ``position`` until they run out or the app ends (the palette's Quit);
    returns (new position, keys posted, keys received)."""
    app = CountingApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await reach(app, pilot)
        target = app.screen
        while position < len(keys) and app.return_code is None:
            burst = keys[position : position + BURST]
            for key in burst:
                _post(app, key)
            position += len(burst)
            for _wait in range(500):  # until the app has taken every key of the burst
                await pilot.pause()
                if len(app.received) == app.posted or app.return_code is not None:
                    break
            assert app._exception is None, f"{name}, keys up to {position}: {burst}"
            if app.return_code is None and app.screen is not target:
                target = await _reach_again(app, pilot, reach)
        if app.return_code is None:
            await way_home(app, pilot)
    assert app._exception is None, f"{name}: {app._exception!r}"
    return position, app.posted, len(app.received)


@pytest.mark.parametrize("name", SCREENS)
@pilot_test
async def test_random_keys_never_raise_and_leave_a_way_back(name):
    keys = key_sequence(sum(map(ord, name)), KEYS_PER_SCREEN)
    position = posted = received = 0
    while position < len(keys):
        position, sent, got = await _fuzz_one_app(name, SCREENS[name], keys, position)
        posted, received = posted + sent, received + got
    assert posted == len(keys)
    # every key reached the app, except those queued behind a Quit chosen in the palette
    assert received == posted or received >= posted - BURST
