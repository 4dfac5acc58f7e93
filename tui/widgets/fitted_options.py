"""An option list whose wrapped options always match the width they are drawn at.

Textual's OptionList keeps the wrapped lines of its options (and their heights) until the
widget is resized. A vertical scrollbar that comes or goes after the options were measured
changes the width the text has without a resize, so an option measured at one width was drawn
at another: a title that exactly filled its row lost its last word, or got a blank line under
it. Here the measurements are dropped whenever the text width changes.
"""

from __future__ import annotations

from textual.widgets import OptionList


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
