"""The battle screen's saving: save the battle as JSON, export it as Markdown, and ask twice
before leaving a battle that has moves not saved yet.

:class:`SavingMixin` is mixed into :class:`tui.screens.battle.BattleScreen`; it uses the
screen's ``walk`` and its :class:`BattleDice` panel.
"""

from __future__ import annotations

from textual.widgets import Input

from locales import _
from tui.battle_files import export_markdown, save_battle
from tui.walk import Walk
from tui.widgets.battle_dice import BattleDice

LEAVE_WINDOW = 4.0  # seconds in which a second Esc leaves an unsaved battle


class SavingMixin:
    """Save (s), export (e) and back (Esc) for the battle screen.

    ``_saved`` is the walk last saved (a battle opened from its file counts as saved);
    ``_leaving`` is True while a second Esc would leave an unsaved battle.
    """

    _saved: Walk | None = None
    _leaving: bool = False

    def action_save(self) -> None:
        """Save the battle as JSON into the user data directory."""
        try:
            path = save_battle(self.walk)
        except OSError as error:
            self.notify(_("Could not save: {error}").format(error=error), severity="error")
            return
        self.walk.meta["name"] = path.stem
        self.walk.meta["path"] = str(path)
        self._saved = self.walk
        self.notify(_("Saved to {path}").format(path=path))

    def action_export(self) -> None:
        """Export the battle as Markdown (and save its JSON beside it)."""
        try:
            json_path = save_battle(self.walk)
            self.walk.meta["name"] = json_path.stem
            self._saved = self.walk
            path = export_markdown(self.walk)
        except OSError as error:
            self.notify(_("Could not export: {error}").format(error=error), severity="error")
            return
        self.notify(_("Exported to {path}").format(path=path))

    def action_back(self) -> None:
        """Leave the dice field, or leave the screen."""
        if isinstance(self.focused, Input):
            self.query_one(BattleDice).focus_roll()
            return
        unsaved = self.walk is not None and self.walk.moves and self.walk is not self._saved
        if unsaved and not self._leaving:
            self._leaving = True
            self.set_timer(LEAVE_WINDOW, self._stay)
            self.notify(
                _("This battle is not saved. Press Esc again to leave it, or s to save."),
                severity="warning",
                timeout=LEAVE_WINDOW,
            )
            return
        if len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        elif hasattr(self.app, "go_back"):
            self.app.go_back()

    def _stay(self) -> None:
        self._leaving = False
