"""Check boxes and radio buttons that show their mark only while they are on.

Textual draws the mark (X, ●) in every box and tells on from off by colour alone, which a
monochrome terminal or a colour-blind eye loses; here an unticked box is empty, as the
selection lists' boxes are (see :class:`tui.widgets.fitted_options.VisibleMarks`).
"""

from __future__ import annotations

from textual.widgets import Checkbox, RadioButton


class MarkedCheckbox(Checkbox):
    """A Checkbox whose box shows X only while it is ticked."""

    @property
    def BUTTON_INNER(self) -> str:  # noqa: N802 (Textual's name for the mark)
        return Checkbox.BUTTON_INNER if self.value else " "


class MarkedRadioButton(RadioButton):
    """A RadioButton whose button shows its dot only while it is chosen."""

    @property
    def BUTTON_INNER(self) -> str:  # noqa: N802 (Textual's name for the mark)
        return RadioButton.BUTTON_INNER if self.value else " "
