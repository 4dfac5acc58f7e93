"""Every character the app draws can be read: no text is drawn in its own background colour.

A widget's colours are worked out when it is first drawn and then kept; a screen drawn before
the app's styles had applied once kept transparent text (the glossary's definitions vanished).
This visits every screen, and the light theme, and reads what the compositor would send to the
terminal.
"""

from __future__ import annotations

import pytest

from tests.tui_app_helpers import SIZE, pilot_test, ready
from tests.tui_screens import SCREENS, learn, reset
from tui.app import WartutorApp


def _invisible(app) -> list[str]:
    """The runs of text drawn in the same colour as the cell behind them."""
    hidden = []
    for y, strip in enumerate(app.screen._compositor.render_strips()):
        for segment in strip:
            style = segment.style
            if not segment.text.strip() or style is None or style.reverse:
                continue
            if style.color is not None and style.color == style.bgcolor:
                hidden.append(f"line {y}: {segment.text.strip()!r}")
    return hidden


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light"])
@pilot_test
async def test_no_screen_draws_text_in_its_background_colour(theme):
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.theme = theme
        await pilot.pause()
        problems = []
        for name, reach in {**SCREENS, "learn": learn}.items():
            await reset(app, pilot)
            await reach(app, pilot)
            await pilot.pause(0.1)
            problems += [f"{name}: {line}" for line in _invisible(app)]
        assert not problems, "\n".join(problems)
