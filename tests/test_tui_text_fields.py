"""Text fields keep a burst of keys in order: fast Backspaces or ctrl+u followed at once by fast
typing leave exactly the final text, and the results follow that text.

The keys are sent the way a terminal delivers a burst: one after another, with no pause for the
app to handle each before the next arrives.
"""

from __future__ import annotations

from textual.widgets import Input

from tests.tui_app_helpers import SIZE, burst, pilot_test, ready, results_ids, settle
from tui.app import WartutorApp


async def wait_for(pilot, condition, what: str) -> None:
    for _attempt in range(300):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never happened: {what}")


async def _expected_results(pilot, search: Input, text: str) -> list[str]:
    """The results the glossary shows for ``text`` typed key by key."""
    await pilot.press("ctrl+u", *text)
    await settle(pilot)
    assert search.value == text
    return results_ids(pilot.app.screen)


@pilot_test
async def test_fast_backspaces_then_fast_typing_in_the_search_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        search = app.screen.query_one("#search", Input)
        expected = await _expected_results(pilot, search, "treffer")
        await pilot.press("ctrl+u", *"landkampf")
        await settle(pilot)
        burst(app, ["backspace"] * len("landkampf") + list("treffer"))
        await wait_for(pilot, lambda: search.value == "treffer", "the final text")
        await settle(pilot)
        assert search.value == "treffer"
        assert results_ids(app.screen) == expected


@pilot_test
async def test_ctrl_u_then_fast_typing_in_the_search_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        search = app.screen.query_one("#search", Input)
        expected = await _expected_results(pilot, search, "janissaries")
        await pilot.press("ctrl+u", *"field battle")
        await settle(pilot)
        burst(app, ["ctrl+u", *"janx", "backspace", *"issaries"])
        await wait_for(pilot, lambda: search.value == "janissaries", "the final text")
        await settle(pilot)
        assert search.value == "janissaries"
        assert results_ids(app.screen) == expected


@pilot_test
async def test_fast_editing_in_the_palette_opened_from_the_reader():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("f4")
        await wait_for(pilot, lambda: app.current_mode == "reader", "the reader")
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: bool(app.screen.query("CommandInput")), "the palette")
        field = app.screen.query_one("CommandInput", Input)
        burst(app, [*"casualties", "backspace", "backspace", "ctrl+w", *"feld", "backspace", "d"])
        await wait_for(pilot, lambda: field.value == "feld", "the final text")
        await pilot.pause(0.2)
        assert field.value == "feld"
