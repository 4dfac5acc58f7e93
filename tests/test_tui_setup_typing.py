"""The set-up screen's text boxes keep every key of a fast burst: Backspaces, cursor keys and
letters typed at once into the scenario file box, the TOML text, the form's fields and the seed
leave exactly the text a slow typist would get.

The keys are sent the way a terminal delivers a burst: one after another, with no pause for the
app to handle each before the next arrives (``burst``).
"""

from __future__ import annotations

import time

from textual.widgets import Input, TextArea

from tests.tui_app_helpers import SIZE, burst, pilot_test, ready, settle
from tui.app import WartutorApp
from tui.screens import battle_setup_form
from tui.screens.battle_setup import BattleSetupScreen


async def wait_for(pilot, condition, what: str) -> None:
    for _attempt in range(300):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never happened: {what}")


async def open_setup(pilot) -> BattleSetupScreen:
    await ready(pilot)
    await pilot.press("f5")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, BattleSetupScreen), "set-up")
    await settle(pilot)
    return pilot.app.screen


async def in_burst(pilot, keys, read, expected: str) -> str:
    """Send ``keys`` at once; the text ``read`` gives once they are all handled."""
    burst(pilot.app, keys)
    for _attempt in range(300):
        if read() == expected:
            break
        await pilot.pause(0.01)
    await settle(pilot)
    return read()


async def focus_field(pilot, screen, widget_id: str):
    """Tab from the procedure list through the form to the field ``widget_id``."""
    await pilot.press("tab")
    for _attempt in range(30):
        await settle(pilot)
        if getattr(screen.focused, "id", None) == widget_id:
            return screen.focused
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached {widget_id}")


async def soe_field(pilot, widget_id: str):
    """The set-up screen showing Struggle of Empires, and its form field ``widget_id`` focused."""
    screen = await open_setup(pilot)
    await choose_procedure(pilot, screen, "Struggle of Empires")
    return screen, await focus_field(pilot, screen, widget_id)


async def choose_procedure(pilot, screen, title: str) -> None:
    procedures = screen.query_one("#setup-procedures")
    for _attempt in range(10):
        option = procedures.get_option_at_index(procedures.highlighted)
        if title in str(option.prompt):
            break
        await pilot.press("down")
    await pilot.press("enter")
    await settle(pilot)


async def toml_text(pilot, screen, title: str | None = None) -> TextArea:
    """The set-up's TOML text, shown and focused (for the procedure ``title`` if given)."""
    if title is not None:
        await choose_procedure(pilot, screen, title)
    await pilot.press("tab", "ctrl+t")
    await settle(pilot)
    return screen.query_one("#setup-scenario", TextArea)


@pilot_test
async def test_backspaces_then_letters_in_the_scenario_file_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        await pilot.press("f", *"abcdefghij")
        path = screen.query_one("#setup-path", Input)
        assert screen.focused is path and path.value == "abcdefghij"
        keys = ["backspace"] * 5 + ["x", "y"]
        assert await in_burst(pilot, keys, lambda: path.value, "abcdexy") == "abcdexy"
        keys = ["backspace", "backspace", "x", "left", "left", "delete", "z"]
        assert await in_burst(pilot, keys, lambda: path.value, "abcdzx") == "abcdzx"


@pilot_test
async def test_cursor_keys_backspaces_and_digits_in_the_toml_text():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        editor = await toml_text(pilot, screen, "Struggle of Empires")
        assert screen.focused is editor
        before = editor.text.splitlines()
        row = before.index("armies = 2")  # the attacker's armies
        await pilot.press(*["down"] * row, "home")
        await settle(pilot)
        assert editor.cursor_location == (row, 0)
        # from the start of "armies = 2": to its end, "2" out, "= " out, then "=35"
        keys = ["end", "backspace", "backspace", "backspace", "=", "3", "5", "up", "end", "!"]
        expected = before[: row - 1] + [before[row - 1] + "!", "armies =35"] + before[row + 1 :]
        text = await in_burst(pilot, keys, lambda: editor.text, "\n".join(expected) + "\n")
        assert text.splitlines() == expected


@pilot_test
async def test_backspaces_then_digits_in_a_form_number_and_the_seed():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, armies = await soe_field(pilot, "f-attacker-armies")
        assert armies.value == "2"
        keys = ["backspace", "1", "2", "left", "backspace", "2"]
        assert await in_burst(pilot, keys, lambda: armies.value, "22") == "22"
        assert "armies = 22" in screen.query_one("#setup-scenario", TextArea).text.splitlines()
        seed = screen.query_one("#setup-seed", Input)
        seed.focus()
        await pilot.press(*"1234")
        await settle(pilot)
        keys = ["backspace", "backspace", "backspace", "5", "6"]
        assert await in_burst(pilot, keys, lambda: seed.value, "156") == "156"


@pilot_test
async def test_backspaces_then_letters_in_a_form_text_field():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, name = await soe_field(pilot, "f-attacker-name")
        await pilot.press("end", "ctrl+u", *"Britain")
        await settle(pilot)
        assert name.value == "Britain"
        keys = ["backspace"] * 3 + list("ish")
        assert await in_burst(pilot, keys, lambda: name.value, "British") == "British"
        assert 'name = "British"' in screen.query_one("#setup-scenario", TextArea).text


@pilot_test
async def test_f6_opens_learn_from_the_toml_text_as_from_everywhere():
    # function keys work everywhere (help); TextArea's own F6 selects the line
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        editor = await toml_text(pilot, screen)
        assert screen.focused is editor
        text = editor.text
        await pilot.press("f6")
        await wait_for(pilot, lambda: app.current_mode == "learn", "Learn")
        assert editor.text == text


@pilot_test
async def test_ctrl_r_right_after_typing_starts_with_the_value_typed():
    # a burst of keys ending in ctrl+r: the battle must start from what the form shows, even
    # when the form's change messages had not yet reached the set-up's TOML text
    from tui.screens.battle import BattleScreen

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, armies = await soe_field(pilot, "f-attacker-armies")
        assert armies.value == "2"
        burst(app, ["backspace", "7", "ctrl+r"])
        await wait_for(
            pilot,
            lambda: isinstance(app.screen, BattleScreen) and app.screen.walk is not None,
            "the battle",
        )
        started = app.screen.walk.scenario
        assert "armies = 7" in started.splitlines(), started


@pilot_test
async def test_ctrl_q_right_after_typing_keeps_the_value_typed_in_the_set_up():
    # quitting at once after a burst of keys: the set-up kept for the next session holds
    # the value typed, though its check (after a pause in typing) never ran
    import asyncio
    import json

    from tui import setup_drafts

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, armies = await soe_field(pilot, "f-attacker-armies")
        assert armies.value == "2"
        burst(app, ["backspace", "6", "ctrl+q"])
        for _attempt in range(300):  # (no pilot pause: the app is closing)
            if app.return_code is not None:
                break
            await asyncio.sleep(0.01)
        assert app.return_code is not None, "the app did not quit"
    kept = json.loads(setup_drafts.drafts_path().read_text(encoding="utf-8"))
    assert "armies = 6" in kept["soe/attack"].splitlines()


@pilot_test
async def test_a_burst_of_typing_is_checked_once_not_once_per_key():
    # a long paste typed as keys (no bracketed paste) must not check the set-up and start
    # its odds for every key: the check follows a pause in typing
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, region = await soe_field(pilot, "f-region")
        await pilot.press("end", "ctrl+u")
        await settle(pilot)
        checks = []
        validate = screen._validate
        screen._validate = lambda: checks.append(1) or validate()
        typed = "Holy Roman Empire and all of its many provinces"
        assert await in_burst(pilot, list(typed), lambda: region.value, typed) == typed
        assert f'region = "{typed}"' in screen.query_one("#setup-scenario", TextArea).text
        assert 1 <= len(checks) <= 3, len(checks)


@pilot_test
async def test_a_single_change_is_checked_at_once_and_a_burst_after_it_once_more(monkeypatch):
    # the odds follow one change at once; keys right after it wait for the pause in typing
    monkeypatch.setattr(battle_setup_form, "FORM_DELAY", 2.0)
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, armies = await soe_field(pilot, "f-attacker-armies")
        await pilot.pause(2.1)  # calm: no check for longer than the pause
        checks = []
        validate = screen._validate
        screen._validate = lambda: checks.append(armies.value) or validate()
        before = armies.value
        await pilot.press("+")
        deadline = time.monotonic() + 1.0  # well before the pause of 2 s would end
        while not checks and time.monotonic() < deadline:
            await pilot.pause(0.01)
        assert checks == [str(int(before) + 1)]
        burst(pilot.app, ["+", "+"])
        await wait_for(pilot, lambda: armies.value == str(int(before) + 3), "the burst typed")
        assert len(checks) == 1  # the burst waits for the pause ...
        deadline = time.monotonic() + 10
        while len(checks) < 2 and time.monotonic() < deadline:
            await pilot.pause(0.01)
        assert checks[-1] == str(int(before) + 3)  # ... and is checked once, with its last value


@pilot_test
async def test_keys_typed_right_after_tab_go_to_the_field_tab_moved_to():
    # a fast typist's "France", Tab, 5, Tab, 3 filled Name with "France53" and left the numbers:
    # Textual hands a key to the field in focus when it arrives, before the Tab just ahead of it
    # has moved the focus on
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen, name = await soe_field(pilot, "f-attacker-name")
        await pilot.press("ctrl+u")
        await settle(pilot)
        keys = [*"France", "tab", "5", "tab", "3"]
        fleets = screen.query_one("#f-attacker-fleets", Input)
        assert await in_burst(pilot, keys, lambda: fleets.value, "3") == "3"
        assert name.value == "France"
        assert screen.query_one("#f-attacker-armies", Input).value == "5"
        assert screen.focused is fleets
        burst(app, ["shift+tab", "shift+tab", "end", "!"])  # and back, as fast
        for _attempt in range(100):
            if name.value == "France!":
                break
            await pilot.pause(0.01)
        assert name.value == "France!"
