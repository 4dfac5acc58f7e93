"""At 80x24 the battle's step pane shows every option whole and in view (long options wrap, never
cut at the right edge or below the pane), in every language and procedure; the dice field's hint
fits the field (a shorter hint where the one with an example would run past its edge)."""

from __future__ import annotations

import pytest
from textual.geometry import Region
from textual.widgets import Input

import locales
from engine import registry
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    SIZE,
    battle_app,
    default_state,
    pilot_test,
    private_dirs,
    step,
)
from tui.widgets.battle_now import BattleNow

LANGS = ("en", "de", "ru", "it")


def _drawn_words(widget) -> list[str]:
    lines = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return " ".join("".join(segment.text for segment in line) for line in lines).split()


def _check_options(screen, where) -> None:
    now = screen.query_one(BattleNow)
    right = now.scrollable_content_region.right
    for button in now._buttons:
        if not button.display:
            continue
        assert button.region.right <= right, where
        # every option on screen without scrolling: the pane grows while a choice is pending
        assert now.region.contains_region(button.region), (where, str(button.label))
        assert _drawn_words(button) == str(button.label).split(), (where, str(button.label))


def _check_dice_hint(screen, where) -> None:
    field = screen.query_one("#dice-input", Input)
    assert len(field.placeholder) <= field.content_size.width, (where, field.placeholder)


@pytest.mark.parametrize("lang", LANGS)
@pilot_test
async def test_every_option_and_the_dice_hint_are_whole_at_80x24(lang):
    locales.set_language(lang)
    for procedure in registry.procedures():
        app = battle_app(default_state(procedure))
        async with app.run_test(size=SIZE) as pilot:
            await step(pilot)
            screen = app.screen
            for number in range(30):
                state = screen.state
                if state.is_terminal():
                    break
                await pilot.pause()
                where = (lang, procedure, state.step)
                if state.prompt() is None:
                    _check_dice_hint(screen, where)
                    await pilot.press("r")
                else:
                    _check_options(screen, where)
                    # the last option (often the longest) every other time
                    choice = 1 if number % 2 else min(9, len(state.prompt().actions))
                    await pilot.press(str(choice))
                await step(pilot)
