"""The rules reader opened at a section or a paragraph (a glossary link, a battle step's rule, a
lesson's link) shows it: the selected paragraph is the one asked for, inside the visible text."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll

from glossary.content import load_content
from tests.tui_app_helpers import SIZE, pilot_test, ready
from tui.app import WartutorApp
from tui.screens.reader import ReaderScreen
from tui.widgets.paragraph import ParagraphView


async def wait_for(pilot, condition, what: str) -> None:
    for _attempt in range(300):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never happened: {what}")


def _selected_on_screen(app) -> ParagraphView:
    """The selected paragraph, checked to lie within the visible part of the text."""
    reader = app.screen
    assert isinstance(reader, ReaderScreen)
    selected = app.focused
    assert isinstance(selected, ParagraphView)
    text = reader.query_one("#chapter-text", VerticalScroll)
    top = text.scroll_y
    bottom = top + text.scrollable_content_region.height
    region = selected.virtual_region
    assert region.height > 0
    assert top <= region.y < bottom, (region, top, bottom)
    return selected


async def shown(pilot, app) -> ParagraphView:
    """The selected paragraph once it is scrolled into view (the reader scrolls there when the
    chapter is laid out, which takes a moment on a loaded machine)."""
    for _attempt in range(500):
        try:
            return _selected_on_screen(app)
        except AssertionError:
            await pilot.pause(0.02)
    return _selected_on_screen(app)


def _late_sections() -> list[str]:
    """A section near the end of every chapter (far below the first screen)."""
    return [chapter.sections[-2].id for chapter in load_content().chapters.values()]


@pytest.mark.parametrize("section_id", _late_sections())
@pilot_test
async def test_opening_at_a_section_scrolls_it_into_view_and_selects_it(section_id):
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_reader(section_id=section_id)
        await wait_for(pilot, lambda: isinstance(app.focused, ParagraphView), "a selection")
        selected = await shown(pilot, app)
        assert selected.paragraph.section_id == section_id
        assert selected.paragraph.id == load_content().sections[section_id].paragraphs[0].id


@pilot_test
async def test_a_paragraph_link_from_the_glossary_and_a_rule_from_a_battle_step():
    content = load_content()
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        last = list(content.paragraphs.values())[-1]
        app.show_entry("his.term.hit")
        await pilot.pause(0.1)
        app.open_reader(paragraph_id=last.id)  # what a glossary "used in" link does
        await wait_for(pilot, lambda: isinstance(app.focused, ParagraphView), "a selection")
        assert (await shown(pilot, app)).paragraph.id == last.id
        app.go_back()
        await pilot.pause(0.1)
        assert app.open_rule("his 001 step 12")  # a battle step's rule
        await wait_for(
            pilot,
            lambda: (
                isinstance(app.focused, ParagraphView)
                and "his 001 step 12" in app.focused.paragraph.refs
            ),
            "the rule's paragraph",
        )
        assert "his 001 step 12" in (await shown(pilot, app)).paragraph.refs
