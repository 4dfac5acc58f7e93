"""A marked option is told from an unmarked one by its box's X, not by colour alone."""

from __future__ import annotations

from textual.app import App

from tests.tui_app_helpers import pilot_test
from tui.widgets.fitted_options import MarkedSelectionList


class _Marks(App):
    def compose(self):
        yield MarkedSelectionList(("marked", "a", True), ("unmarked", "b", False))


@pilot_test
async def test_only_a_marked_option_shows_an_x():
    app = _Marks()
    async with app.run_test(size=(30, 6)) as pilot:
        marks = app.query_one(MarkedSelectionList)
        await pilot.pause()
        first, second = (marks.render_line(y).text for y in (0, 1))
        assert first.startswith("▐X▌ marked") and second.startswith("▐ ▌ unmarked")
        marks.toggle("b")  # marking shows the X at once
        marks.toggle("a")
        await pilot.pause()
        first, second = (marks.render_line(y).text for y in (0, 1))
        assert first.startswith("▐ ▌ marked") and second.startswith("▐X▌ unmarked")


@pilot_test
async def test_space_marks_the_first_option_right_after_the_focus_arrives():
    app = _Marks()
    async with app.run_test(size=(30, 6)) as pilot:
        marks = app.query_one(MarkedSelectionList)
        marks.blur()
        marks.highlighted = None
        await pilot.pause()
        marks.focus()
        await pilot.pause()
        await pilot.press("space")  # (the first option was marked: Space unmarks it)
        await pilot.pause()
        assert marks.selected == []


class _Boxes(App):
    def compose(self):
        from tui.widgets.marked_toggles import MarkedCheckbox, MarkedRadioButton

        yield MarkedCheckbox("ticked", True, id="on")
        yield MarkedCheckbox("unticked", False, id="off")
        yield MarkedRadioButton("chosen", True, id="chosen")
        yield MarkedRadioButton("other", False, id="other")


@pilot_test
async def test_a_check_box_or_radio_button_shows_its_mark_only_while_on():
    app = _Boxes()
    async with app.run_test(size=(30, 16)) as pilot:
        await pilot.pause()

        def box(widget_id: str) -> str:
            return str(app.query_one(f"#{widget_id}").render())[:3]

        assert (box("on"), box("off")) == ("▐X▌", "▐ ▌")
        assert (box("chosen"), box("other")) == ("▐●▌", "▐ ▌")
        app.query_one("#off").toggle()  # ticking shows the X at once
        app.query_one("#on").toggle()
        await pilot.pause()
        assert (box("on"), box("off")) == ("▐ ▌", "▐X▌")
