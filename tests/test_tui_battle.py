"""Pilot tests of the battle walkthrough, driven by keys only (the screens run in a small app)."""

from __future__ import annotations

import asyncio
import functools
import json
from pathlib import Path

import pytest
from textual.app import App
from textual.reactive import reactive
from textual.widgets import Static, TextArea

import locales
from engine import registry
from engine.scenario import load_scenario, parse_scenario
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs
from tui.widgets.battle_dice import BattleDice
from tui.widgets.battle_log import BattleLog
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
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def text_of(widget) -> str:
    return str(widget.render())


def now_text(screen) -> str:
    now = screen.query_one(BattleNow)
    return "\n".join(text_of(widget) for widget in now.query(Static))


def action_number(state, action_id: str) -> str:
    return str(state.prompt().action_ids().index(action_id) + 1)


@pilot_test
async def test_his_walkthrough_play_card_physical_dice_outcome():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        start = screen.state
        card = next(c for c in start.cards() if c.playable)
        await pilot.press(action_number(start, card.action))
        await step(pilot)
        # the card is played: no longer playable, and the log says so with its rule
        played = next(c for c in screen.state.cards() if c.card == card.card)
        assert not played.playable
        assert screen.state.log[-1].rule == card.rule
        # pass at every later decision, up to the roll
        while screen.state.prompt() is not None:
            await pilot.press("1")
            await step(pilot)
        assert screen.state.is_chance()
        groups = screen.state.dice()
        dice = [
            6 if group.side == groups[0].side else 1 for group in groups for _ in range(group.count)
        ]
        await pilot.press("d", *"".join(map(str, dice)), "enter")  # "661…": one digit a die
        await step(pilot)
        state = screen.state
        assert state.is_terminal()
        # the engine given the same choices and dice ends the same way
        expected = start.apply(card.action)
        while expected.prompt() is not None:
            expected = expected.apply("pass")
        expected = expected.apply_dice(dice)
        assert state.outcome() == expected.outcome()
        shown = now_text(screen)
        assert "The battle is over." in shown
        assert f"winner: {expected.outcome()['winner']}" in shown
        # every step up to the last one is ticked
        steps = [str(option.prompt) for option in screen.query_one("#battle-steps")._options]
        assert steps[-1].startswith("✓")


@pytest.mark.parametrize("procedure", sorted(registry.procedures()))
@pilot_test
async def test_every_procedure_walks_to_the_end_by_keys(procedure):
    app = battle_app(default_state(procedure))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        for _press in range(200):
            if screen.state.is_terminal():
                break
            await pilot.press("r" if screen.state.is_chance() else "1")
            await step(pilot)
        assert screen.state.is_terminal()
        assert "The battle is over." in now_text(screen)


@pilot_test
async def test_bad_dice_show_the_message_and_keep_the_state():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        while not screen.state.is_chance():
            await pilot.press("1")
            await step(pilot)
        before = screen.state
        needed = sum(group.count for group in before.dice())
        error = screen.query_one("#dice-error", Static)
        await pilot.press("d", "1", "space", "2", "enter")
        await pilot.pause()
        assert screen.state is before
        assert f"expected {needed} dice, got 2" in text_of(error)
        field = screen.query_one("#dice-input")
        field.value = " ".join("7" * needed)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.state is before
        assert "between 1 and 6" in text_of(error)
        field.value = ""
        await pilot.press("x", "enter")
        await pilot.pause()
        assert screen.state is before
        assert "not a whole number" in text_of(error)
        await pilot.press("escape")  # leave the field; the state is still waiting for the roll
        assert screen.state is before and before.is_chance()


@pilot_test
async def test_undo_goes_back_to_the_last_roll_only():
    app = battle_app(load_scenario(JANISSARIES), str(JANISSARIES))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        first = screen.state
        await pilot.press(action_number(first, "play:landsknechts"))
        await step(pilot)
        second = screen.state
        await pilot.press("1")
        await step(pilot)
        await pilot.press("u")
        await step(pilot)
        assert screen.state is second
        await pilot.press("г")  # u on a Russian layout
        await step(pilot)
        assert screen.state is first
        await pilot.press("u")  # nothing before the start
        assert screen.state is first
        while not screen.state.is_chance():
            await pilot.press("1")
            await step(pilot)
        rolls = screen.state.rolls
        await pilot.press("к")  # r on a Russian layout
        await step(pilot)
        after_roll = screen.state
        assert after_roll.rolls == rolls + 1
        assert after_roll.prompt() is not None  # his 001 step 7: Janissaries may be played now
        await pilot.press("u")  # a roll cannot be taken back
        await step(pilot)
        assert screen.state is after_roll
        await pilot.press(action_number(after_roll, "play:janissaries"))
        await step(pilot)
        assert screen.state is not after_roll
        await pilot.press("u")
        await step(pilot)
        assert screen.state is after_roll


@pilot_test
async def test_save_export_and_open_round_trip(private_dirs):
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
        folder = private_dirs / "data" / "battles"
        [json_file] = folder.glob("*.json")
        [markdown] = folder.glob("*.md")
        data = json.loads(json_file.read_text(encoding="utf-8"))
        assert data["scenario"] == JANISSARIES.read_text(encoding="utf-8")
        assert data["moves"][0] == {"action": "play:landsknechts"}
        assert data["moves"][-1]["roll"] == "engine"
        report = markdown.read_text(encoding="utf-8")
        assert "play:landsknechts" in report
        assert f"[{saved_state.log[-1].rule}]" in report
        # open it again through the setup screen's saved battles
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("o", "enter")
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
        assert screen.focused is editor
        editor.load_text(spec.default_scenario.replace("regulars = 4", "regulars = -4"))
        await pilot.press("ctrl+r")
        await pilot.pause()
        status = text_of(screen.query_one("#setup-status"))
        assert "attacker.regulars" in status and "at least 0" in status
        assert app.screen is screen
        editor.load_text(spec.default_scenario)
        await pilot.press("escape", "ctrl+r")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen)
        assert app.screen.state == parse_scenario(spec.default_scenario, "x")


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
        assert isinstance(app.screen, BattleScreen)
        assert app.screen.state == load_scenario(ROOT / "examples" / "his-basic.toml")


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
async def test_language_switch_rerenders(monkeypatch):
    class Marked:
        def gettext(self, message):
            return f"«{message}»"

        def ngettext(self, singular, plural, count):
            return f"«{singular if count == 1 else plural}»"

    real = locales.translations
    monkeypatch.setattr(
        locales, "translations", lambda lang: Marked() if lang == "ru" else real(lang)
    )
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        assert "«" not in text_of(screen.query_one("#dice-heading"))
        app.set_language("ru")
        await step(pilot)
        assert text_of(screen.query_one("#dice-heading")).startswith("«")
        assert "«Here I Stand: field battle»" in text_of(screen.query_one("#battle-title"))
        footer = {b.description for _key, b in screen._bindings}
        assert "«Roll»" in footer


@pilot_test
async def test_odds_bars_before_the_roll_match_the_engine():
    from engine.odds import odds
    from locales import format_percent

    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        while not screen.state.is_chance():
            await pilot.press("1")
            await settle(pilot)
        spec = registry.get(screen.state.procedure)
        summary = spec.summarize(odds(screen.state))
        bars = text_of(screen.query_one(BattleDice).query_one("#dice-odds"))
        for key, value in summary.items():
            if not key.startswith("expected") and value:
                assert format_percent(float(value)) in bars


@pilot_test
async def test_mouse_plays_a_card_and_switches_tabs():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        start = screen.state
        card = next(c for c in start.cards() if c.playable)
        button = screen.query_one(BattleNow)._buttons[
            start.prompt().action_ids().index(card.action)
        ]
        assert await pilot.click(button)
        await step(pilot)
        assert screen.state == start.apply(card.action)
        assert await pilot.click("#--content-tab-tab-modifiers")
        await pilot.pause()
        assert screen.query_one("#battle-tabs").active == "tab-modifiers"


@pilot_test
async def test_escape_asks_twice_before_leaving_an_unsaved_battle():
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
        assert app.screen is screen  # warned, still here
        await pilot.press("s", "escape")  # saved: one Esc leaves
        await pilot.pause()
        assert app.screen is not screen


@pilot_test
async def test_a_damaged_saved_battle_is_moved_aside(private_dirs):
    folder = private_dirs / "data" / "battles"
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
