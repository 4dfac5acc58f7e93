"""Leaving the app without losing a battle: quitting asks before unsaved battles are dropped,
and a battle kept as a recovery copy (the terminal was closed) is offered at the next start.

Mixed into :class:`tui.app.WartutorApp` (``self`` is the running app).
"""

from __future__ import annotations

from locales import ngettext
from tui import storage

from . import after_typing
from .leave_battle import LeaveBattleScreen, RestoreBattleScreen


class LeavingMixin:
    """Quit (ctrl+q, q) and restoring a recovery copy."""

    def open_screens(self) -> list:
        """Every screen of every mode, once each."""
        stacks = [*self._screen_stacks.values(), self.screen_stack]
        return list(dict.fromkeys(screen for stack in stacks for screen in stack))

    def unsaved_battles(self) -> list:
        """Battle screens (in any mode) that have moves not saved yet."""
        return [screen for screen in self.open_screens() if getattr(screen, "unsaved", False)]

    async def action_quit(self) -> None:
        """Quit, once the field in focus has taken the keys typed before ctrl+q (a priority
        key); the set-ups being edited are kept, and a battle with unsaved moves is saved or
        discarded first (or the quit is cancelled)."""
        after_typing(self.screen, self._quit_now)

    def _quit_now(self) -> None:
        for screen in self.open_screens():
            keep = getattr(screen, "keep_form_changes", None)
            if keep is not None:
                keep()
        self.settle_unsaved_battles(self.exit, quitting=True)

    def settle_unsaved_battles(self, then, *, quitting: bool = False) -> None:
        """Run ``then`` (which quits or replaces the battle) at once if no battle has unsaved
        moves; otherwise ask first: save them, discard them, or cancel (``then`` not run). The
        question says when the app closes after the answer (``quitting``).

        Every way of leaving or replacing a battle goes through here."""
        unsaved = self.unsaved_battles()
        if not unsaved:
            then()
            return
        if isinstance(self.screen, LeaveBattleScreen):
            return

        def answered(answer: str | None) -> None:
            if answer == "save" and all(screen.action_save() for screen in unsaved):
                then()
            elif answer == "discard":
                for screen in unsaved:
                    screen.forget_battle()
                then()

        self.push_screen(LeaveBattleScreen(quitting=quitting), answered)

    def offer_recovery(self) -> None:
        """Offer to restore a battle that was not saved when the app last closed."""
        from tui import recovery

        files = recovery.pending()
        if not files:
            return
        from tui.walk import load_battle

        path = files[0]
        try:
            walk = load_battle(path)
        except Exception as error:  # noqa: BLE001 - a damaged copy is moved aside, not raised
            storage.move_aside(path, str(error))
            self.show_storage_notices()
            return
        from engine import registry
        from tui.battle_text import render

        spec = registry.get(walk.state.procedure)
        title = render(spec.title) if spec else walk.state.procedure
        text = ngettext(
            "A battle was not saved when the app last closed: {title}, {moves} move. Restore it?",
            "A battle was not saved when the app last closed: {title}, {moves} moves. Restore it?",
            len(walk.moves),
        ).format(title=title, moves=len(walk.moves))

        def answered(answer: str | None) -> None:
            if answer == "restore":
                from .battle import BattleScreen

                walk.meta.clear()  # restored, but still not saved
                self.goto_mode("battle")
                self.push_screen(BattleScreen(walk.state, walk.source, walk=walk))
                path.unlink(missing_ok=True)
            elif answer == "discard":
                path.unlink(missing_ok=True)

        self.push_screen(RestoreBattleScreen(text), answered)
