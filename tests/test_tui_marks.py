"""A marked option is told from an unmarked one by its box's X, not by colour alone."""

from __future__ import annotations

import pytest
from textual.app import App

from tests.tui_app_helpers import pilot_test
from tui.widgets.fitted_options import MarkedSelectionList
from tui.widgets.learn_question import ShownSelectionList


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


class _Typed(App):
    """Three options; the key ``a`` notes what is marked when it is handled (as a lesson's
    "check the answer" does)."""

    BINDINGS = [("a", "note", "note")]

    def __init__(self, list_class) -> None:
        super().__init__()
        self.list_class = list_class
        self.noted: list[list[str]] = []

    def compose(self):
        yield self.list_class(("one", "1", False), ("two", "2", False), ("three", "3", False))

    def action_note(self) -> None:
        self.noted.append(sorted(self.query_one(self.list_class).selected))


def _typed_at_once(app, *keys) -> None:
    """Keys arriving together, as a fast typist's or a terminal's burst (no pause between)."""
    from textual import events

    for key in keys:
        app.post_message(events.Key(key, " " if key == "space" else key))


@pytest.mark.parametrize("list_class", [MarkedSelectionList, ShownSelectionList])
@pilot_test
async def test_keys_typed_fast_mark_the_option_each_space_was_typed_on(list_class):
    app = _Typed(list_class)
    async with app.run_test(size=(30, 6)) as pilot:
        marks = app.query_one(list_class)
        marks.focus()
        marks.highlighted = 0
        await pilot.pause()
        _typed_at_once(app, "space", "down", "down", "space", "a")
        await pilot.pause(0.3)
        assert sorted(marks.selected) == ["1", "3"]  # not the option below each Space
        assert app.noted == [["1", "3"]]  # the check saw both marks
