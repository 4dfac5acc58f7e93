"""Shared helpers of the battle walkthrough's Pilot tests: a small app, fixtures, waits."""

from __future__ import annotations

import asyncio
import functools
from pathlib import Path

import pytest
from textual.app import App
from textual.reactive import reactive
from textual.widgets import Static

import locales
from engine import registry
from engine.scenario import parse_scenario
from tests.tui_app_helpers import workers_done
from tui.screens.battle import BattleScreen
from tui.widgets.battle_now import BattleNow

ROOT = Path(__file__).resolve().parent.parent
JANISSARIES = ROOT / "examples" / "his-janissaries.toml"
SIZE = (80, 24)


class BattleTestApp(App):
    """A bare app holding one battle screen, with what the screens use of the real app."""

    language: reactive[str] = reactive(locales.get_language, init=False)

    def __init__(self, make_screen):
        super().__init__()
        self._make_screen = make_screen
        self.opened_rules: list[str] = []

    def on_mount(self) -> None:
        self.push_screen(self._make_screen())

    def set_language(self, lang: str) -> None:
        locales.set_language(lang)
        self.language = lang

    def push_battle_setup(self) -> None:
        from tui.screens.battle_setup import BattleSetupScreen

        self.push_screen(BattleSetupScreen())

    def open_rule(self, ref: str) -> bool:
        self.opened_rules.append(ref)
        return True


def pilot_test(function):
    """Run an async Pilot test with asyncio (no async pytest plugin needed)."""

    @functools.wraps(function)
    def run(*args, **kwargs):
        return asyncio.run(function(*args, **kwargs))

    return run


def default_state(procedure: str = "his/field-battle"):
    spec = registry.get(procedure)
    return parse_scenario(spec.default_scenario, procedure)


def battle_app(state=None, source=None) -> BattleTestApp:
    state = state if state is not None else default_state()
    return BattleTestApp(lambda: BattleScreen(state, source))


@pytest.fixture(autouse=True)
def private_dirs(isolated_dirs, monkeypatch):
    """Run from the project root (examples/); saved battles go to the test's data directory."""
    monkeypatch.chdir(ROOT)
    locales.set_language("en")
    return isolated_dirs


async def step(pilot) -> None:
    """Let a key's state change render (the odds may still be computing)."""
    await pilot.pause()


async def settle(pilot) -> None:
    """Let the odds workers finish and their results render."""
    await pilot.pause()
    await workers_done(pilot.app)
    await pilot.pause()


def text_of(widget) -> str:
    return str(widget.render())


def now_text(screen) -> str:
    now = screen.query_one(BattleNow)
    return "\n".join(text_of(widget) for widget in now.query(Static))


def action_number(state, action_id: str) -> str:
    return str(state.prompt().action_ids().index(action_id) + 1)
