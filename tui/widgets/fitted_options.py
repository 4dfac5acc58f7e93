"""An option list whose wrapped options always match the width they are drawn at.

Textual's OptionList keeps the wrapped lines of its options (and their heights) until the
widget is resized. A vertical scrollbar that comes or goes after the options were measured
changes the width the text has without a resize, so an option measured at one width was drawn
at another: a title that exactly filled its row lost its last word, or got a blank line under
it. Here the measurements are dropped whenever the text width changes.
"""

from __future__ import annotations

from textual.widgets import OptionList, SelectionList


class FittedLines:
    """Mixed into an OptionList (or a SelectionList): its options are wrapped again whenever the
    room for their text changes."""

    _measured_width: int | None = None

    def _update_lines(self) -> None:
        width = self.scrollable_content_region.width
        if width != self._measured_width:
            self._measured_width = width
            # Textual's own caches (private: a version without them is left alone)
            for name in ("_option_render_cache", "_line_cache"):
                cache = getattr(self, name, None)
                if cache is not None:
                    cache.clear()
        super()._update_lines()


class FittedOptionList(FittedLines, OptionList):
    """An OptionList whose options always wrap to the width they are drawn at."""


class VisibleMarks:
    """Mixed into a SelectionList: an option's box shows its X only while the option is marked,
    so marking never rests on colour alone (Textual draws the X in every box and tells marked
    from unmarked by colour, which a monochrome terminal or a colour-blind eye loses)."""

    def render_line(self, y: int):
        from rich.segment import Segment
        from textual.strip import Strip
        from textual.widgets._toggle_button import ToggleButton
        from textual.widgets.option_list import OptionDoesNotExist

        strip = super().render_line(y)
        try:  # (the option Textual drew the box for: the same index as its own)
            selection = self.get_option_at_index(self.scroll_offset.y + y)
        except OptionDoesNotExist:
            return strip
        if selection.value in self.selected:
            return strip
        segments = list(strip)
        if len(segments) > 1 and segments[1].text == ToggleButton.BUTTON_INNER:
            segments[1] = Segment(" " * len(segments[1].text), segments[1].style)
            return Strip(segments, strip.cell_length)
        return strip


class ToggleAtOnce:
    """Mixed into a SelectionList: Space (or a click) marks the highlighted option at once.
    Textual marks it only when its own "selected" message is handled, and then marks whatever
    is highlighted by that time: Space then Down typed fast marked the option below, and a key
    handled meanwhile (an answer checked) did not see the mark yet."""

    def action_select(self) -> None:
        if self.highlighted is None:
            return
        option = self.get_option_at_index(self.highlighted)
        if not option.disabled:
            self.toggle(option)

    def _on_option_list_option_selected(self, event) -> None:
        event.stop()  # (marked already, by action_select)
        event.prevent_default()


class MarkedSelectionList(ToggleAtOnce, VisibleMarks, SelectionList):
    """A SelectionList whose boxes show X only for the marked options, and which highlights
    its first option when it gets the focus with none highlighted (else Space, which marks the
    highlighted option, would do nothing until an arrow key was pressed)."""

    def on_focus(self) -> None:
        if self.highlighted is None and self.option_count:
            self.highlighted = 0
