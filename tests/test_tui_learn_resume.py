"""A lesson re-opened goes on at the step where the learner stopped, and opens at its start
(the top of the step's text on screen, not its question further down)."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll

import locales
from learn.lessons import lessons
from tests.test_tui_learn import _answer, _open_learn, _wait
from tests.tui_app_helpers import SIZE, pilot_test
from tui.app import WartutorApp
from tui.widgets.learn_question import QuestionBox

LESSON = "his-field-battle"


@pytest.fixture(autouse=True)
def english():
    locales.set_language("en")
    yield
    locales.set_language("en")


async def _start(pilot, screen) -> None:
    listing = screen.query_one("#lesson-list")
    listing.focus()
    listing.highlighted = list(lessons()).index(LESSON)
    await pilot.press("enter")
    await _wait(pilot, lambda: screen.walk is not None)


async def _at_start(pilot, screen) -> None:
    scroll = screen.query_one("#lesson-scroll", VerticalScroll)
    await pilot.pause(0.2)
    assert scroll.scroll_y == 0


@pilot_test
async def test_a_reopened_lesson_goes_on_where_the_learner_stopped():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        await _start(pilot, screen)
        assert screen.stop_index == 0
        await _at_start(pilot, screen)
        box = screen.query_one("#lesson-question", QuestionBox)
        view = screen.walk.views[0]
        for question in view.questions:
            await _wait(pilot, lambda q=question: box.question == q and box.waiting)
            await _answer(pilot, box, True)
            if question is not view.questions[-1]:
                await pilot.press("n")
        await _wait(pilot, lambda: not box.waiting)
        await pilot.press("n")  # on to step 2, then leave the lesson there
        await _wait(pilot, lambda: screen.stop_index == 1)
        await pilot.press("escape")
        await _wait(pilot, lambda: screen.walk is None)
        listing = screen.query_one("#lesson-list")
        label = str(listing.get_option(LESSON).prompt)
        steps = len(lessons()[LESSON].stops)
        assert f"1 of {steps} steps done" in label
        await _start(pilot, screen)
        assert screen.stop_index == 1  # the step after the one done, not the first
        await _at_start(pilot, screen)
        text = str(screen.query_one("#lesson-text").render())
        assert f"Step 2 of {steps}" in text
