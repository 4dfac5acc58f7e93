"""Snapshots of the battle walkthrough screens at 80×24 in all four languages, and at 120×40.

The battle is the Here I Stand field battle's default scenario, at the roll after a card was
played: steps, dice, odds bars, the dice field and the cards tab are all on screen. Update with
``pytest tests/test_tui_battle_snapshots.py --snapshot-update`` and look at the report first.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input, TextArea

import locales
from tui.screens.battle_setup import BattleSetupScreen

from .tui_battle_helpers import ROOT, BattleTestApp, battle_app, settle

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
#: every language at 80×24 (where text is cut first), and the wide layout once
CASES = [("80x24", "en"), ("80x24", "de"), ("80x24", "ru"), ("80x24", "it"), ("120x40", "en")]


@pytest.fixture(autouse=True)
def from_root(monkeypatch):
    monkeypatch.chdir(ROOT)


async def _still(pilot) -> None:
    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False
    for editor in pilot.app.screen.query(TextArea):
        editor.cursor_blink = False
    await settle(pilot)


async def _at_roll(pilot) -> None:
    await settle(pilot)
    screen = pilot.app.screen
    card = next(c for c in screen.state.cards() if c.playable)
    await pilot.press(str(screen.state.prompt().action_ids().index(card.action) + 1))
    await settle(pilot)
    while screen.state.prompt() is not None:
        await pilot.press("1")
        await settle(pilot)
    await _still(pilot)


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_battle_screen_snapshot(snap_compare, size, lang):
    locales.set_language(lang)
    assert snap_compare(battle_app(), terminal_size=SIZES[size], run_before=_at_roll)


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_setup_screen_snapshot(snap_compare, size, lang):
    locales.set_language(lang)
    app = BattleTestApp(BattleSetupScreen)
    assert snap_compare(app, terminal_size=SIZES[size], run_before=_still)
