"""Shown instead of the app while the terminal is smaller than 80×24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static

from locales import _


class TooSmallScreen(ModalScreen):
    """A notice asking for a bigger terminal; the app removes it once the size is fine."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    TooSmallScreen #too-small { width: auto; max-width: 100%; padding: 0 1; text-align: center; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._terminal = (0, 0)

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small")

    def update_size(self, width: int, height: int) -> None:
        """Show the current terminal size in the notice."""
        self._terminal = (width, height)
        if self.is_mounted:
            self._show_notice()

    def on_mount(self) -> None:
        self._show_notice()

    def on_screen_resume(self) -> None:
        size = self.app.size
        if self.app.screen is self and size.width >= 80 and size.height >= 24:
            self.dismiss()

    def _show_notice(self) -> None:
        width, height = self._terminal
        self.query_one("#too-small", Static).update(
            _("The terminal is too small: {width}×{height}. wartutor needs at least 80×24.").format(
                width=width, height=height
            )
            + "\n"
            + _("Make the window larger, or press ctrl+q to quit.")
        )
