"""F1 help: the key table speaks the UI language and lists each of the app's keys once."""

from __future__ import annotations

import locales
from tests.tui_app_helpers import SIZE, pilot_test, ready
from tests.tui_battle_helpers import battle_app
from tui.app import WartutorApp
from tui.screens.help import HelpScreen, key_rows

# Textual's own text-box keys and the Russian-layout twins must not become rows.
TEXTUAL_EDITING = ("Move cursor left", "Delete all to the left", "Delete right to start of word")
TWINS = ("й", "з", "к", "е")


def _check_rows(rows) -> None:
    shown = " ".join(keys for keys, _ in rows)
    assert not any(twin in shown for twin in TWINS), shown
    descriptions = [description for _, description in rows]
    assert len(descriptions) == len(set(descriptions)), descriptions


@pilot_test
async def test_the_glossary_help_is_german_short_and_lists_only_the_apps_keys():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language("de")
        await pilot.pause()
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.source
        for english in ("Keys here", "What it does", "| Key |", "Focus Next", *TEXTUAL_EDITING):
            assert english not in text, english
        assert "Tasten hier" in text and "Was sie bewirkt" in text
        rows = key_rows(app.screen.target)
        _check_rows(rows)
        assert ("`/`" in text or "/" in dict(rows)) and "Suche" in text
        assert len(rows) <= 16  # readable in the 80x24 help box with a little scrolling at most


@pilot_test
async def test_the_battle_help_collapses_the_numbered_choices_into_one_row():
    locales.set_language("de")
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        rows = key_rows(app.screen)
        _check_rows(rows)
        keys = dict(rows)
        assert keys.get("1-9") == "Wählen", rows
        assert not any(key in keys for key in "23456789")
        assert len(rows) <= 16
