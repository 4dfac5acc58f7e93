"""The reader's chapter list shows every chapter and section title whole, at any width: a title
that exactly fills its row while the list's scrollbar comes or goes neither loses its last word
(Italian at 120x40) nor gets a blank line under it (Russian)."""

from __future__ import annotations

import pytest

from tests.tui_app_helpers import pilot_test, ready
from tests.tui_screens import reader
from tui.app import WartutorApp
from tui.widgets.labels import chapters_in_order


def _screen_lines(app) -> list[str]:
    strips = app.screen._compositor.render_strips()
    return ["".join(segment.text for segment in strip) for strip in strips]


def _toc_rows(app) -> list[str]:
    toc = app.screen.query_one("#toc")
    region = toc.scrollable_content_region  # (without the scrollbar)
    lines = _screen_lines(app)
    return [lines[y][region.x : region.right] for y in range(region.y, region.bottom)]


@pytest.mark.parametrize("lang", ["it", "ru"])
@pilot_test
async def test_every_title_in_the_chapter_list_is_whole(lang):
    app = WartutorApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        await reader(app, pilot)
        app.set_language(lang, save=False)
        for size in ((120, 40), (100, 30), (133, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause(0.2)
            for chapter in chapters_in_order(app.content):
                app.screen.open(chapter.id, focus=False)
                await pilot.pause(0.2)
                toc = app.screen.query_one("#toc")
                toc.scroll_home(animate=False)
                await pilot.pause(0.05)
                rows = _toc_rows(app)
                words = " ".join(rows).split()
                expected = [
                    word
                    for index in range(toc.option_count)
                    for word in str(toc.get_option_at_index(index).prompt).split()
                ]
                shown = min(len(words), len(expected))
                assert words[:shown] == expected[:shown], (size, chapter.id)
                last = max(index for index, row in enumerate(rows) if row.strip())
                blank = [index for index, row in enumerate(rows[:last]) if not row.strip()]
                assert not blank, (size, chapter.id, [rows[index - 1] for index in blank])


@pilot_test
async def test_tab_from_the_chapter_list_goes_to_the_section_shown_not_the_chapters_start():
    from tui.widgets.paragraph import ParagraphView

    app = WartutorApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await reader(app, pilot)
        screen = app.screen
        screen.open(section_id="his.field-battle.casualties", focus=False)  # as the list does
        for _ in range(30):
            await pilot.pause(0.05)
        screen.query_one("#toc").focus()
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        focused = app.focused
        assert isinstance(focused, ParagraphView)
        assert focused.paragraph.section_id == "his.field-battle.casualties"
