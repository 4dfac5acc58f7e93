"""The battle screen's saving: save the battle as JSON, export it as Markdown, keep a recovery
copy while it has unsaved moves, and ask (save / discard / cancel) before such a battle is left
or replaced. A battle that was left or replaced leaves the screen stack for good: Esc from the
battle that took its place never brings it back.

:class:`SavingMixin` is mixed into :class:`tui.screens.battle.BattleScreen`; it uses the
screen's ``walk``.
"""

from __future__ import annotations

from collections.abc import Callable

from locales import _
from locales.system_errors import os_error_with_file
from tui import recovery
from tui.battle_files import export_markdown, save_battle
from tui.walk import Walk

from .leave_battle import LeaveBattleScreen


class SavingMixin:
    """Save (s), export (e) and back (Esc) for the battle screen.

    ``_saved`` is the walk last saved (a battle opened from its file counts as saved).
    """

    _saved: Walk | None = None
    #: the mode the battle was opened from when that was not the battle setup (the reader's
    #: walkthrough key, a step's menu): leaving the battle goes back there
    came_from: str | None = None
    _recovery_name: str | None = None
    _discarded: Walk | None = None

    @property
    def unsaved(self) -> bool:
        """True when the battle has moves that are not saved."""
        walk = self.walk
        return bool(
            walk is not None and walk.moves and walk is not self._saved
            and walk is not self._discarded
        )  # fmt: skip

    def keep_recovery_copy(self) -> None:
        """After every move: keep a recovery copy while the battle is unsaved."""
        if self._recovery_name is None:
            self._recovery_name = recovery.new_name()
        if self.unsaved:
            recovery.keep(self._recovery_name, self.walk)
        else:
            recovery.drop(self._recovery_name)

    def forget_battle(self) -> None:
        """The battle is discarded: its recovery copy goes too, and (until another move) it
        no longer counts as unsaved."""
        self._discarded = self.walk
        if self._recovery_name is not None:
            recovery.drop(self._recovery_name)

    def action_save(self) -> bool:
        """Save the battle as JSON, atomically (True when it worked): a new file in the user
        data directory, or the battle's own file when it was opened from one."""
        if self.walk is None:
            return False  # (a key that came before the battle is up)
        if self.walk.scenario is None:  # a file without its set-up could never be opened again
            self.notify(
                _("Could not save: this battle's set-up is not known, so it could not be replayed"),
                severity="error",
            )
            return False
        try:
            path = save_battle(self.walk)
        except OSError as error:
            self.notify(
                _("Could not save: {error}").format(error=os_error_with_file(error)),
                severity="error",
            )
            return False
        self.walk.meta["name"] = path.stem
        self.walk.meta["path"] = str(path)
        self._saved = self.walk
        self.keep_recovery_copy()
        self.notify(_("Saved to {path}").format(path=path))
        self.refresh_bindings()
        return True

    def action_export(self) -> None:
        """Export the battle as Markdown (and save its JSON beside it)."""
        if self.walk is None:
            return
        try:
            json_path = save_battle(self.walk)
            self.walk.meta["name"] = json_path.stem
            self.walk.meta["path"] = str(json_path)
            self._saved = self.walk
            path = export_markdown(self.walk)
        except OSError as error:
            self.notify(
                _("Could not export: {error}").format(error=os_error_with_file(error)),
                severity="error",
            )
            return
        self.keep_recovery_copy()
        self.refresh_bindings()
        # the export saves the battle too: say so, with both files
        self.notify(
            _("Exported to {path}; the battle is saved too, as {saved}").format(
                path=path, saved=json_path.name
            )
        )

    def confirm_leave(self, then: Callable[[], None]) -> None:
        """Run ``then`` (which leaves the battle) at once if nothing is unsaved; otherwise ask
        first: save, discard, or cancel (stay)."""
        if not self.unsaved:
            self.forget_battle()
            then()
            return

        def answered(answer: str | None) -> None:
            if answer == "save" and self.action_save():
                then()
            elif answer == "discard":
                self.forget_battle()
                then()

        self.app.push_screen(LeaveBattleScreen(), answered)

    def action_back(self) -> None:
        """Leave the screen (asking first if moves are unsaved)."""
        self.confirm_leave(self._leave)

    def _leave(self) -> None:
        """Back to the setup below, or to the place the battle was opened from."""
        app = self.app
        go_back = getattr(app, "go_back", None)
        if len(app.screen_stack) > 1:
            app.pop_screen()
            if self.came_from is None:
                return  # (the setup screen it was started from is in front now)
        if go_back is not None:
            go_back()

    def action_new(self) -> None:
        """Set up another battle (asking first if this one has unsaved moves)."""
        asked = self.unsaved
        self.confirm_leave(lambda: self._new(dropped=asked))

    def _new(self, dropped: bool = False) -> None:
        """Open the setup; a battle just saved or discarded to make room leaves for good, one
        that asked nothing stays below the setup (Escape there comes back to it)."""
        if self.app.screen is not self:
            return  # keys went elsewhere before the answer took effect: open nothing there
        stack = self.app.screen_stack
        if len(stack) > 1 and getattr(stack[-2], "sets_up_battles", False):
            self.app.pop_screen()  # back to the setup screen below
        else:
            self.app.push_battle_setup()  # (the app knows the setup screen; see navigation)
            if dropped:
                _drop_screens(self.app, [self])

    def drop_replaced_battles(self) -> None:
        """This battle came up: the battles below it in its screen stack were saved or
        discarded to make room for it (every way of replacing a battle asks first), so they
        leave the stack for good, with the screens put over them, except the setup screen this
        battle was started from. Esc from here goes where it goes from any battle.

        A battle below that still has unsaved moves was never asked about: then nothing goes.
        """
        app = self.app
        stack = next((stack for stack in _stacks(app) if self in stack), None)
        if stack is None:
            return
        mine = stack.index(self)
        older = [screen for screen in stack[:mine] if isinstance(screen, SavingMixin)]
        if not older or any(screen.unsaved for screen in older):
            return
        first = stack.index(older[0])
        starter = stack[mine - 1] if getattr(stack[mine - 1], "sets_up_battles", False) else None
        _drop_screens(app, [screen for screen in stack[first:mine] if screen is not starter])


def _stacks(app) -> list[list]:
    """The screen stacks of every mode (the current one included)."""
    return [*app._screen_stacks.values(), app.screen_stack]


def _drop_screens(app, screens: list) -> None:
    """Take ``screens`` (not the one in front) off their screen stacks and remove them."""
    for screen in screens:
        for stack in _stacks(app):
            if screen in stack and stack[-1] is not screen:
                stack.remove(screen)
        if not any(screen in stack for stack in _stacks(app)):
            screen.remove()
