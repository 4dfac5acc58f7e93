"""A notice (toast) shown before the terminal is resized leaves the screen when its time is up,
whatever the resize: larger, smaller, or too small and back (the "too small" screen in between).
The check reads what is drawn, not only the widgets."""

from __future__ import annotations

import pytest

from tests.tui_app_helpers import pilot_test, ready
from tui.app import WartutorApp

NOTICE = "A notice for the resize test"


def _drawn(app, text: str) -> bool:
    strips = app.screen._compositor.render_strips()
    return any(text in "".join(segment.text for segment in strip) for strip in strips)


@pytest.mark.parametrize(
    "sizes", [[(120, 40)], [(80, 40)], [(70, 20), (80, 24)], [(120, 40), (80, 24)]]
)
@pilot_test
async def test_a_notice_leaves_after_a_resize(sizes):
    app = WartutorApp()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await ready(pilot)
        app.notify(NOTICE, timeout=0.6)
        await pilot.pause(0.1)
        assert _drawn(app, NOTICE)
        for size in sizes:
            await pilot.resize_terminal(*size)
            await pilot.pause(0.05)
        await pilot.pause(1.0)
        assert not _drawn(app, NOTICE)
        assert not app.screen.query("Toast")
