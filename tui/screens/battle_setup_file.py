"""The setup screen's files and starting: a scenario file or saved battle shown in the form, and
the start of a battle from the form.

A file opened from the command line, the command palette, the saved battles or the file field
fills the form (procedure, values, TOML text, live odds); nothing starts until the player says
so. A saved battle whose set-up is unchanged resumes where it was saved; from a changed set-up
the player is asked first (:class:`tui.screens.leave_battle.ResumeQuestionScreen`), and the new
battle gets a file of its own when saved. A battle set up without a seed draws one
(:func:`tui.seeds.draw_seed`).

:class:`SetupFileMixin` is mixed into :class:`tui.screens.battle_setup.BattleSetupScreen`; it
uses the screen's procedure list, form, ``#setup-scenario`` TOML text, ``#setup-seed`` field,
status lines, ``_validate``, ``_status``, ``_load_form`` and ``_focus_editor``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, OptionList, Static, TabbedContent, TextArea
from textual.widgets.option_list import Option

from engine import registry
from engine.errors import InputError
from engine.scenario import scenario_table
from locales import _
from tui import storage
from tui.battle_files import saved_battles
from tui.battle_text import render
from tui.saved_list import saved_battle_line
from tui.scenario_files import completed_example, scenario_path, shown_path
from tui.seeds import draw_seed
from tui.walk import DamagedBattle, Walk, load_battle, open_walk

from .battle import BattleScreen
from .battle_setup_drafts import default_values
from .battle_setup_form import form_data
from .battle_setup_texts import keeps_chart_values
from .leave_battle import ReplaceSetupScreen, ResumeQuestionScreen


def is_saved_battle(walk: Walk | None) -> bool:
    """Whether ``walk`` was opened from a saved battle file (not from a scenario)."""
    return walk is not None and bool(walk.meta.get("path"))


def scenario_seed(text: str | None) -> int | None:
    """The ``seed`` a scenario's TOML text sets, if it sets one."""
    data = scenario_table(text or "")
    seed = data.get("seed") if data is not None else None
    return seed if isinstance(seed, int) and not isinstance(seed, bool) else None


class SetupFileMixin:
    """Opening files into the setup form, and starting (or resuming) a battle from it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._opened: Walk | None = None  # the file shown in the form (a scenario or a battle)
        self._opened_text: str | None = None  # its scenario text as opened
        self._waiting: Walk | None = None  # to show once the screen is set up
        self._set_up = False
        self._file_seed: str | None = None  # the seed field as a saved battle filled it

    # -- opening -----------------------------------------------------------------------------
    def open_file(self, path: str | Path) -> bool:
        """Show a scenario (TOML) or saved battle (JSON) in the form. A file that cannot be
        read gives a notice naming it and its problem, and changes nothing (False)."""
        try:
            walk = open_walk(path)
        except InputError as error:
            self.notify(error.render(_), title=_("Cannot open the file"), severity="error")
            return False
        self.show_walk(walk)
        return True

    def _open_path(self, text: str) -> None:
        status = self.query_one("#setup-file-status", Static)
        text = text.strip()
        if not text:
            self._status(status, _("Type the path of a scenario file."), ok=False)
            return
        try:
            # as on the command line: examples/NAME.toml is the shipped example where no such
            # file is at hand
            path = Path(text).expanduser()
            if not path.exists():  # an example may be named alone: his-basic, his-basic.toml
                names = {example.name: example for example in self._examples}
                path = names.get(text, names.get(f"{text}.toml", path))
            if not path.exists() and (shown := completed_example(text, self._examples)) is not None:
                path = shown  # Enter takes the completion the field shows, as Right does
                self.query_one("#setup-path", Input).value = shown_path(shown)
            walk = open_walk(Path(scenario_path(str(path), None)))
        except InputError as error:
            self._status(status, error.render(_), ok=False)
            return
        self._status(status, "", ok=True)
        self.show_walk(walk)

    def _refresh_saved(self) -> None:
        self._saved = saved_battles()
        saved = self.query_one("#setup-saved", OptionList)
        saved.set_options(
            Option(saved_battle_line(path), id=str(index)) for index, path in enumerate(self._saved)
        )
        status = self.query_one("#setup-saved-status", Static)
        if not self._saved:
            self._status(status, _("No saved battles yet (press s in a battle to save one)."), True)
        else:
            saved.highlighted = 0
            self._status(status, "", ok=True)

    def _open_saved(self, index: int) -> None:
        if not 0 <= index < len(self._saved):
            return
        path = self._saved[index]
        try:
            walk = load_battle(path)
        except DamagedBattle as error:
            # a damaged file is moved aside (with a notice), never dropped or shown again
            storage.move_aside(path, error.problem.render(_))
            self._refresh_saved()
            self._status(self.query_one("#setup-saved-status", Static), error.render(_), False)
            return
        except InputError as error:
            self._status(self.query_one("#setup-saved-status", Static), error.render(_), False)
            return
        self.show_walk(walk)

    def show_walk(self, walk: Walk, *, replace_edits: bool = False) -> None:
        """Fill the form with a battle's set-up: its procedure, its scenario (form and TOML
        text) and, for a saved battle, its seed; the odds follow. When the player has edited
        that procedure's set-up (and it differs), asks first whether to replace the edits."""
        if not self._set_up:
            self._waiting = walk
            return
        spec = registry.get(walk.initial.procedure)
        text = walk.scenario
        if spec is None or text is None:
            return
        editor = self.query_one("#setup-scenario", TextArea)
        self._keep_draft(editor.text)  # kept, as when browsing procedures
        draft = self._drafts.get(spec.id)
        unsaved = draft is not None and draft not in (text, self._opened_text)
        if unsaved and not replace_edits:

            def answered(answer: str | None) -> None:
                if answer == "replace":
                    self.show_walk(walk, replace_edits=True)

            self.app.push_screen(ReplaceSetupScreen(render(spec.title)), answered)
            return
        self._procedure = spec.id
        self._drafts[spec.id] = text
        self._opened, self._opened_text = walk, text
        if editor.text != text:
            self._from_form = text  # (checked below, not once more after a delay)
            editor.load_text(text)
        self._load_form(spec, text)
        seed = str(walk.initial.seed) if is_saved_battle(walk) else ""
        self.query_one("#setup-seed", Input).value = seed
        self._file_seed = seed or None
        procedures = self.query_one("#setup-procedures", OptionList)
        ids = [procedures.get_option_at_index(i).id for i in range(procedures.option_count)]
        if spec.id in ids:
            procedures.highlighted = ids.index(spec.id)
        self.query_one(TabbedContent).active = "pane-new"
        self._validate()
        self.query_one("#setup-start").focus()
        if is_saved_battle(walk):  # (the set-up shows first: it may be changed before Start)
            self.notify(
                _(
                    "The saved battle {name} is set up in the form: Enter (on Start) or ctrl+r "
                    "resumes it where it was saved."
                ).format(name=Path(walk.meta["path"]).stem)
            )

    def show_waiting(self) -> None:
        """The screen is set up: show the file asked for before it was."""
        self._set_up = True
        walk, self._waiting = self._waiting, None
        if walk is not None:
            self.show_walk(walk)

    def ready_text(self, title: str, state) -> str:
        """The status line of a valid set-up: says whether Start resumes a saved battle."""
        opened = self._opened
        if not is_saved_battle(opened) or state.procedure != opened.initial.procedure:
            if self._placeholders_shown(state.procedure):
                return _(
                    "Ready: {title} · the values from your game's charts are placeholders "
                    "here: enter yours"
                ).format(title=title)
            return _("Ready: {title}").format(title=title)
        name = Path(opened.meta["path"]).stem
        if self._resumes(state):
            return _("Ready: {title} · saved battle {name}: Start resumes it").format(
                title=title, name=name
            )
        return _("Ready: {title} · changed from the saved battle {name}").format(
            title=title, name=name
        )

    def _placeholders_shown(self, procedure: str) -> bool:
        """Whether the set-up shown still has a value from a chart that its procedure's default
        gives (made up: our sources hold no charts)."""
        spec = registry.get(procedure)
        data = form_data(self.query_one("#setup-scenario", TextArea).text)
        default = default_values(procedure)
        return spec is not None and keeps_chart_values(spec.schema, data, default)

    def _given_seed(self, scenario: str | None) -> int | None:
        """The seed typed in the seed field, else the scenario's own (None: none given).

        Raises ValueError for a typed seed that is not a whole number."""
        typed = self.query_one("#setup-seed", Input).value.strip()
        return int(typed) if typed else scenario_seed(scenario)

    def _resumes(self, state) -> bool:
        """Whether ``state`` (the form's set-up) with the seed given is the saved battle's."""
        opened = self._opened
        if not is_saved_battle(opened) or state.procedure != opened.initial.procedure:
            return False
        text = self.query_one("#setup-scenario", TextArea).text
        try:
            seed = self._given_seed(text)
        except ValueError:
            return False
        return seed is not None and state.evolve(seed=seed) == opened.initial

    def drop_file_seed(self) -> None:
        """Another procedure or a fresh scenario: the seed a saved battle put in the seed field
        goes (two battles must not share rolls by accident); a seed the player typed stays."""
        seed_field = self.query_one("#setup-seed", Input)
        if self._file_seed is not None and seed_field.value.strip() == self._file_seed:
            seed_field.value = ""
        self._file_seed = None
        # the file shown is left too: coming back to this procedure shows its set-up (kept as
        # a draft) as a new battle's, not as "changed from the saved battle"
        self._opened, self._opened_text = None, None

    def seed_changed(self) -> None:
        """The seed field changed: with a saved battle shown, the status line follows (does
        Start resume it?)."""
        if is_saved_battle(self._opened) and self._set_up:
            self._validate()

    # -- starting ----------------------------------------------------------------------------
    def _start_editor(self) -> None:
        """Start from the form: resume the saved battle shown (its set-up unchanged), ask
        before its moves are dropped (changed), or start a new battle."""
        self.settle_form()  # what was typed just before ctrl+r counts
        walk = self._validate()
        if walk is None:
            self._focus_fault()  # (in the form shown, or the TOML text: never a hidden one)
            return
        try:
            seed = self._given_seed(walk.scenario)
        except ValueError:
            status = self.query_one("#setup-status", Static)
            self._status(status, _("The seed must be a whole number."), ok=False)
            return
        opened = self._opened
        if is_saved_battle(opened) and walk.initial.procedure == opened.initial.procedure:
            if self._resumes(walk.initial):
                self._resume(opened)
                return
            if opened.moves:
                self._ask(walk, seed)
                return
        self._begin(self._new_walk(walk, seed))

    def _new_walk(self, walk: Walk, seed: int | None) -> Walk:
        """A new battle from the form's set-up: the seed given, else a drawn one."""
        seed = draw_seed() if seed is None else seed
        opened = self._opened
        same_text = opened is not None and walk.scenario == self._opened_text
        source = opened.source if same_text else None
        return Walk.start(walk.initial.evolve(seed=seed), scenario=walk.scenario, source=source)

    def _resume(self, opened: Walk) -> None:
        """Replay the saved battle from its file (as it is now) and go on from there."""
        try:
            walk = load_battle(opened.meta["path"])
        except InputError as error:
            self.notify(error.render(_), title=_("Cannot open the file"), severity="error")
            return
        self._begin(walk)

    def _ask(self, walk: Walk, seed: int | None) -> None:
        def answered(answer: str | None) -> None:
            if answer == "new":
                self._begin(self._new_walk(walk, seed))
            elif answer == "restore" and self._opened is not None:
                self.show_walk(self._opened, replace_edits=True)  # (asked already)
            else:
                self.call_after_refresh(self._focus_editor)

        self.app.push_screen(ResumeQuestionScreen(), answered)

    def _begin(self, walk: Walk) -> None:
        def begin() -> None:
            if self.app.screen is not self:
                return  # keys went elsewhere before the answer took effect: start nothing there
            self.app.push_screen(BattleScreen(walk.state, walk.source, walk=walk))

        # a battle with unsaved moves under this screen is saved or discarded first
        settle = getattr(self.app, "settle_unsaved_battles", None)
        settle(begin) if settle is not None else begin()
