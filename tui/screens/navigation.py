"""How the app moves between its places: modes (glossary, reader, battle) with a way back, and
the entry points other screens use (open an entry, a rules paragraph, a step, a battle).

Mixed into :class:`tui.app.WartutorApp`; the battle screens are imported only when needed.
"""

from __future__ import annotations

from locales import _


class NavigationMixin:
    """Navigation methods of the app (``self`` is the running :class:`textual.app.App`)."""

    def action_mode(self, mode: str) -> None:
        """Switch to the glossary, the reader or the battle walkthrough. The reader asked for
        the first time opens where the screen in front says (its ``reader_place()``, a
        paragraph id: the glossary's entry on show), not at the first chapter."""
        if mode == "battle" and not self._battle_available():
            return
        place = getattr(self.screen, "reader_place", None)
        if mode == "reader" and callable(place) and not self.mode_shown("reader"):
            paragraph = place()
            if paragraph is not None:
                self.open_reader(paragraph_id=paragraph)
                return
        self.goto_mode(mode)

    def goto_mode(self, mode: str) -> None:
        """Switch mode, remembering where we came from (for :meth:`go_back`)."""
        if mode != self.current_mode:
            self._mode_history = [*self._mode_history, self.current_mode][-20:]
            self.switch_mode(mode)
            self._after_switch(mode)

    def _after_switch(self, mode: str) -> None:
        """Back on the glossary, the cursor is in the search box: typing searches at once."""
        if mode == "glossary":
            self._on_mode_screen(
                lambda screen: screen.call_after_refresh(screen.action_focus_search),
                "action_focus_search",
            )

    def mode_shown(self, mode: str) -> bool:
        """Whether the screen of ``mode`` has been shown in this session (it keeps its place)."""
        stack = self._screen_stacks.get(mode)
        return bool(stack) and stack[0].is_mounted

    def go_back(self) -> None:
        """Return to the previous mode (the glossary when there is none)."""
        previous = "glossary"
        while self._mode_history:
            previous = self._mode_history.pop()
            if previous != self.current_mode:
                break
        else:
            previous = "glossary"
        if previous != self.current_mode:
            self.switch_mode(previous)
            self._after_switch(previous)

    def can_go_back(self) -> bool:
        """Whether :meth:`go_back` has a previous place (another mode) to return to."""
        return any(mode != self.current_mode for mode in self._mode_history)

    def show_entry(self, entry_id: str) -> None:
        """Open a glossary entry on the home screen; opened from another place (a term in the
        reader, a lesson), Escape on the glossary goes straight back there."""
        linked = self.current_mode != "glossary"
        self.goto_mode("glossary")
        self._on_mode_screen(
            lambda screen: screen.show_entry(entry_id, linked=linked), "show_entry"
        )

    def open_reader(
        self,
        chapter_id: str | None = None,
        *,
        section_id: str | None = None,
        paragraph_id: str | None = None,
    ) -> None:
        """Open the rules reader at a chapter, a section or a paragraph."""
        self.goto_mode("reader")
        self._on_mode_screen(
            lambda screen: screen.open(
                chapter_id, section_id=section_id, paragraph_id=paragraph_id
            ),
            "open",
        )

    def open_rule(self, ref: str) -> bool:
        """Open the paragraph that best covers a rule reference (``his 001 step 9``)."""
        from glossary.rule_refs import rule_paragraph, rule_place

        content = self.ensure_content()
        paragraph = rule_paragraph(ref, content) if content is not None else None
        if paragraph is None:
            self.notify(
                _("No rules paragraph covers {ref}.").format(ref=rule_place(ref)),
                severity="warning",
            )
            return False
        self.open_reader(paragraph_id=paragraph.id)
        return True

    def open_learn(self, tab: str) -> None:
        """Open Learn (F6) at one of its tabs: lessons, drills, cards or progress."""
        self.goto_mode("learn")
        self._on_mode_screen(lambda screen: screen.action_tab(tab), "action_tab")

    def _on_mode_screen(self, call, method: str) -> None:
        screen = self._screen_stacks[self.current_mode][0]
        if hasattr(screen, method):
            if screen.is_mounted:
                call(screen)
            else:
                screen.call_after_refresh(call, screen)

    def open_step(self, step_id: str) -> None:
        """Offer the rules of a procedure step and, if the engine has it, a walkthrough."""
        from .choice import StepChoiceScreen

        self.push_screen(StepChoiceScreen(step_id), self._step_choice)

    def _step_choice(self, result: tuple[str, str] | None) -> None:
        if result is None:
            return
        what, target = result
        if what == "section":
            self.open_reader(section_id=target)
        elif what == "walk":  # a procedure, or one of its steps
            self.start_walkthrough(target.split("#", 1)[0], target if "#" in target else None)

    # -- the battle walkthrough --------------------------------------------------------------
    def _battle_available(self) -> bool:
        try:
            import tui.screens.battle  # noqa: F401
            import tui.screens.battle_setup  # noqa: F401
        except ImportError as error:
            self.notify(
                _("The battle walkthrough is not available.") + f" ({error})", severity="warning"
            )
            return False
        return True

    def open_battle_setup(self) -> None:
        """Go to the battle setup (pick a procedure or load a scenario file)."""
        if self._battle_available():
            self.goto_mode("battle")

    def push_battle_setup(self) -> None:
        """Put a new battle setup screen in front (the battle screen's "new battle")."""
        from .battle_setup import BattleSetupScreen

        self.push_screen(BattleSetupScreen())

    def open_battle(self, state, source: str | None = None, notices: tuple[str, ...] = ()) -> None:
        """Open the walkthrough on an engine state (``source`` names its file, if any), after
        asking about a battle with unsaved moves (save, discard or cancel); ``notices`` about
        the new battle are shown once it is open (never over that question)."""
        if not self._battle_available():
            return
        from .battle import BattleScreen

        self.settle_unsaved_battles(lambda: self._show_battle(BattleScreen(state, source), notices))

    def _show_battle(self, screen, notices: tuple[str, ...] = ()) -> None:
        if self.current_mode != "battle":  # (a walkthrough from the reader, a step, a lesson)
            screen.came_from = self.current_mode  # Esc from the battle goes back there
        self.goto_mode("battle")
        self.push_screen(screen)
        for notice in notices:
            self.notify(notice)

    def start_walkthrough(self, procedure_id: str, step_id: str | None = None) -> None:
        """A new battle of ``procedure_id`` with the procedure's default setup and a drawn seed
        (shown in the battle's title, so that it can be replayed). With ``step_id``, where the
        default setup never asks anything at that step (a retreat into fortifications needs a
        fortified space), the first shipped example that does is used instead, and a notice says
        which; a notice also says that the battle comes to that step as it is played on."""
        from engine import registry
        from engine.errors import InputError
        from engine.scenario import load_scenario, parse_scenario

        spec = registry.get(procedure_id)
        if spec is None:
            self.notify(
                _("The engine has no walkthrough for {procedure} yet.").format(
                    procedure=procedure_id
                ),
                severity="warning",
            )
            return
        from tui.scenario_files import asks_at, example_asking_at
        from tui.seeds import draw_seed

        source, notices = None, []  # the default set-up (the walk keeps its text)
        try:
            state = parse_scenario(spec.default_scenario, procedure_id)
            if step_id is not None and not asks_at(state.evolve(seed=0), step_id):
                example = example_asking_at(procedure_id, step_id)
                if example is not None:
                    state = load_scenario(example.path)
                    source = str(example.path)  # else a saved battle would lack its set-up
                    notices.append(
                        _("This step comes up in the example: {example}").format(
                            example=example.description.render(_)
                        )
                    )
        except InputError as error:
            self.notify(error.render(_), severity="error")
            return
        target = next((info for info in state.steps if info.id == step_id), None)
        if target is not None and state.step_info().id != step_id:
            title = target.title.render(_)  # the battle starts at its first step
            if target.number:
                text = _("The battle starts at its first step; play on to step {number}: {title}.")
            else:  # a step without a number (the victory check) by its title alone
                text = _("The battle starts at its first step; play on to “{title}”.")
            notices.append(text.format(number=target.number, title=title))
        self.open_battle(state.evolve(seed=draw_seed()), source, tuple(notices))

    def open_saved_battle(self, path: str) -> None:
        """Show a saved battle's set-up in the battle setup form (see :meth:`open_battle_file`)."""
        self.open_battle_file(path)

    def open_battle_file(self, path: str) -> None:
        """Show a scenario (TOML) or saved battle (JSON) in the battle setup form, with its live
        odds; the player starts (or resumes) it from there. A file that cannot be read gives a
        notice naming it and its problem, and changes nothing."""
        if not self._battle_available():
            return
        from engine.errors import InputError
        from tui.walk import open_walk

        from .battle_setup import BattleSetupScreen

        try:
            walk = open_walk(path)
        except InputError as error:
            self.notify(error.render(_), title=_("Cannot open the file"), severity="error")
            return
        self.goto_mode("battle")
        screen = self.screen_stack[-1] if self.screen_stack else None
        if not isinstance(screen, BattleSetupScreen):
            screen = BattleSetupScreen()
            self.push_screen(screen)
        screen.show_walk(walk)
