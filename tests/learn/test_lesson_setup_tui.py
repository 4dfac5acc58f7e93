"""On the Learn screen a lesson's first step, and the step a resumed lesson opens at, show the
example's set-up in words above the question; a total question shows what the side counts."""

from __future__ import annotations

import pytest

import locales
from learn.lessons import lessons
from learn.progress import Progress
from tests.test_tui_learn import _open_learn, _wait
from tests.tui_app_helpers import SIZE, pilot_test
from tui.app import WartutorApp
from tui.widgets.learn_question import QuestionBox


@pytest.fixture(autouse=True)
def english():
    locales.set_language("en")
    yield
    locales.set_language("en")


def _text(screen) -> str:
    return " ".join(str(screen.query_one("#lesson-text").render()).split())


@pilot_test
async def test_the_first_step_shows_the_set_up_and_a_resumed_step_shows_it_again():
    # soe 003 naval / land: fleets, armies, training tiles and forts make the scores
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        screen.start_lesson("soe-attack")
        await pilot.pause()
        text = _text(screen)
        assert "Set-up:" in text
        assert "Attacker — Name: France · Armies: 2 · Fleets: 2 · Allied fleets: 1" in text
        assert "Forts: 1" in text and "Army Training tiles: 1" in text
        screen.stop_index, screen.question_index = 1, 0
        screen._show_stop()
        await pilot.pause()
        assert "Set-up:" not in _text(screen)  # once is enough on the way through
        box = screen.query_one("#lesson-question", QuestionBox)
        await _wait(pilot, lambda: box.waiting)
        shown = " ".join(str(box.query_one(".question-text").render()).split())
        assert "What counts for the defender: own fleets: 2 (+1 each)" in shown
        assert "Total" not in shown
        screen.action_leave_lesson()
        await pilot.pause()
    progress = Progress()
    progress.record_lesson_step("soe-attack", 0)
    progress.close()
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        screen.start_lesson("soe-attack")
        await pilot.pause()
        assert screen.stop_index == 1
        assert "Set-up:" in _text(screen)  # the learner comes back here: the numbers again
    assert lessons()["soe-attack"].stops[1].ask == ("modifiers",)
