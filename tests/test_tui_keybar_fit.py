"""The key bar is one line at 80 columns on every screen in every language: where its keys do not
all fit it leaves out the ones that matter least (never F1 or Escape), and the help screen
still lists every key it left out. At 120 columns nothing is left out (in English)."""

from __future__ import annotations

import pytest

from tests.test_tui_learn_keybar import STATES as LEARN_STATES
from tests.tui_app_helpers import pilot_test, ready
from tests.tui_screens import SCREENS, reset
from tui.app import WartutorApp
from tui.screens.help import HelpScreen, key_rows
from tui.widgets.keybar import KeyBar, leaving_order

LANGS = ("en", "de", "ru", "it")
REACH = {**SCREENS, **{f"learn-{name}": reach for name, reach in LEARN_STATES.items()}}


def _one_line(bar: KeyBar, width: int) -> str:
    bar.refresh_keys()
    text = str(bar.render())
    assert "\n" not in text, text
    assert bar.size.height == 1
    assert len(text) <= width - 2, text  # (one cell of padding each side)
    return text


@pytest.mark.parametrize("lang", LANGS)
@pilot_test
async def test_the_bar_fits_one_line_at_80_columns_and_the_help_lists_what_it_left_out(lang):
    app = WartutorApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        app.set_language(lang, save=False)
        for name, reach in REACH.items():
            await reset(app, pilot)
            await reach(app, pilot)
            await pilot.pause(0.05)
            screen = app.screen
            bar = screen.query_one(KeyBar)
            text = _one_line(bar, 80)
            actions = [part[3] for part in bar.shown]
            if not screen.is_modal:  # (help and settings show only their close key)
                assert "help" in actions, (name, text)
            for _key, display, description, _action, _enabled in bar.shown:
                assert f"{display} {description}" in text, (name, display, text)
            if not bar.left_out:
                continue
            listed = {description for _keys, description in key_rows(screen)}
            for _key, display, description, _action, _enabled in bar.left_out:
                assert description in listed, (lang, name, display, description)
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            for _key, _display, description, _action, _enabled in bar.left_out:
                assert description in app.screen.source, (lang, name, description)


@pilot_test
async def test_at_120_columns_every_key_fits():
    app = WartutorApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        app.set_language("en", save=False)
        for name, reach in SCREENS.items():
            await reset(app, pilot)
            await reach(app, pilot)
            await pilot.pause(0.05)
            bar = app.screen.query_one(KeyBar)
            _one_line(bar, 120)
            assert not bar.left_out, (name, bar.left_out)


def test_the_palette_leaves_first_then_the_screens_spare_keys_and_never_help_or_escape():
    parts = [
        ("escape", "esc", "Back", "back", True),
        ("e", "e", "Export", "export", True),
        ("n", "n", "New", "new", True),
        ("f4", "f4", "Rules", "app.mode('reader')", True),
        ("s", "s", "Save", "save", True),
        ("f1", "f1", "Help", "help", True),
        ("ctrl+p", "^p", "Commands", "command_palette", True),
    ]
    order = leaving_order(parts, spare=(("new", "export"),))
    assert order == [[6], [1, 2], [3], [4]]
    assert all(index not in (0, 5) for batch in order for index in batch)
