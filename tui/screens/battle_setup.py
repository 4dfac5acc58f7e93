"""Setting up a battle: pick a procedure and edit its scenario, load a scenario file, or open a
saved battle. On success the battle screen takes this screen's place."""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.suggester import SuggestFromList
from textual.widgets import (
    Button,
    ContentSwitcher,
    Input,
    OptionList,
    Static,
    TabbedContent,
    TabPane,
    TextArea,
)
from textual.widgets.input import Selection
from textual.widgets.option_list import Option

from tui.battle_files import example_files
from tui.scenario_files import shown_path
from tui.widgets.battle_rules import SteadyOptionList
from tui.widgets.form_inputs import WholeNumberInput, takes_letters
from tui.widgets.scenario_form import ScenarioForm
from tui.widgets.steady_input import SteadyInput, SteadyTextArea

from ..widgets.keybar import KeyBar
from . import N_, LocalizedScreen, after_typing, keys
from .battle_setup_drafts import SetupDraftsMixin
from .battle_setup_file import SetupFileMixin
from .battle_setup_form import SetupFormMixin
from .battle_setup_texts import SetupTextsMixin

VALIDATE_DELAY = 0.25


class BattleSetupScreen(
    SetupTextsMixin, SetupDraftsMixin, SetupFileMixin, SetupFormMixin, LocalizedScreen
):
    """Start a battle: a procedure's scenario in an editor, a scenario file, or a saved battle."""

    sets_up_battles = True  # a battle started from here comes back here for a new one

    CSS_PATH = "../styles/battle.tcss"
    BINDINGS = [
        Binding(keys("ctrl+r"), "start", N_("Start"), id="setup.start", priority=True),
        Binding(keys("ctrl+t"), "toggle_editor", N_("Form/TOML"), id="setup.toml", priority=True),
        Binding(keys("ctrl+d"), "default_setup", N_("Default"), id="setup.default", priority=True),
        Binding("tab", "edit_scenario", N_("Edit scenario"), id="setup.edit"),
        # (a screen's own tab binding replaces the one every screen has: elsewhere Tab moves on)
        Binding("tab", "app.focus_next", show=False, id="setup.next-field"),
        Binding(keys("n"), "tab('pane-new')", N_("Procedure"), id="setup.new"),
        Binding(keys("f"), "tab('pane-file')", N_("File"), id="setup.file"),
        Binding(keys("o"), "tab('pane-saved')", N_("Saved"), id="setup.saved"),
        Binding("escape", "leave_field", N_("Back to the list"), id="setup.leave-field"),
        Binding("down", "to_examples", show=False, id="setup.to-examples"),
        Binding("escape", "back", N_("Back"), id="setup.back"),
    ]
    #: left out of a key bar too long for the terminal first (the default set-up: in the help),
    #: then the tabs, together (their titles show their keys)
    KEY_BAR_SPARE = ("default_setup", ("tab('pane-new')", "tab('pane-file')", "tab('pane-saved')"))

    def __init__(self) -> None:
        super().__init__()
        self._procedure: str | None = None
        self._defaults: set[str] = set()
        self._drafts: dict[str, str] = {}  # procedure -> the player's edited scenario
        self._saved: list[Path] = []
        self._examples: list[Path] = example_files()

    def compose(self) -> ComposeResult:
        yield Static(id="setup-title")
        with TabbedContent(id="setup-tabs"):
            with TabPane("", id="pane-new"):
                with Horizontal():
                    yield SteadyOptionList(id="setup-procedures")
                    with Vertical(id="setup-form"):
                        with Horizontal(id="setup-editor-tabs"):
                            for tab in ("editor-form-tab", "editor-toml-tab"):
                                button = Button("", id=tab, compact=True)
                                button.can_focus = False  # ctrl+t switches from the keyboard
                                yield button
                        with ContentSwitcher(initial="editor-form", id="setup-editors"):
                            with Vertical(id="editor-form"):
                                yield ScenarioForm(id="setup-scenario-form")
                            with Vertical(id="editor-toml"):
                                yield Static(id="setup-form-label")
                                yield SteadyTextArea(
                                    id="setup-scenario", soft_wrap=False, show_line_numbers=False
                                )
                        yield Static(id="setup-odds", classes="setup-status")
                        yield Static(id="setup-status", classes="setup-status")
                        with Horizontal(id="setup-start-row"):
                            yield WholeNumberInput(id="setup-seed", compact=True)
                            yield Button("", id="setup-start", compact=True)
            with TabPane("", id="pane-file"):
                with Vertical(id="setup-file-pane"):
                    yield Static(id="setup-path-label")
                    yield SteadyInput(
                        id="setup-path",
                        suggester=SuggestFromList(  # an example's path, or its name alone
                            [shown_path(p) for p in self._examples]
                            + [p.name for p in self._examples],
                            case_sensitive=False,
                        ),
                    )
                    yield Static(id="setup-file-status", classes="setup-status")
                    yield Static(id="setup-examples-label")
                    yield SteadyOptionList(
                        *(Option(shown_path(p), id=str(i)) for i, p in enumerate(self._examples)),
                        id="setup-examples",
                    )
            with TabPane("", id="pane-saved"):
                with Vertical(id="setup-saved-pane"):
                    yield SteadyOptionList(id="setup-saved")
                    yield Static(id="setup-saved-status", classes="setup-status")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.children:
            return
        self.relabel()
        procedures = self.query_one("#setup-procedures", OptionList)
        ids = [procedures.get_option_at_index(i).id for i in range(procedures.option_count)]
        self.restore_drafts(ids)
        if procedures.option_count:
            procedures.highlighted = 0
            self._load_default(procedures.get_option_at_index(0).id)
        procedures.focus()
        self.show_waiting()

    def on_unmount(self) -> None:
        self.keep_form_changes()
        self.write_drafts()

    def on_screen_resume(self) -> None:
        """Back from a battle (New battle, Escape): the procedure list has the focus again,
        never the Start button, where Enter would start the last battle once more unasked."""
        start = self.query("#setup-start")
        if self.focused is None or (start and self.focused is start.first()):
            self.call_after_refresh(self._focus_list)
        elif isinstance(self.focused, Input):
            self.call_after_refresh(self._unselect, self.focused)

    @staticmethod
    def _unselect(field: Input) -> None:
        """Back on the screen, the field that has the focus again keeps its text unselected (an
        input selects all of it when focused): a key typed next must not replace it."""
        field.selection = Selection.cursor(len(field.value))

    def _focus_list(self) -> None:
        if self.query_one(TabbedContent).active == "pane-new":
            self.query_one("#setup-procedures", OptionList).focus()

    # -- procedure and editor ----------------------------------------------------------------
    @on(OptionList.OptionHighlighted, "#setup-procedures")
    def _procedure_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The procedure the cursor is on shows its set-up. A highlight the list has moved on
        from since (a battle opened with the screen highlights its own procedure) is left."""
        if event.option_index != event.option_list.highlighted:
            return
        if event.option.id != self._procedure:
            self._load_default(event.option.id)

    @on(OptionList.OptionSelected, "#setup-procedures")
    def _procedure_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a procedure shows its scenario; the cursor stays in the list (Tab edits),
        so arrows and letters typed next never change the scenario by accident."""
        editor = self.query_one("#setup-scenario", TextArea)
        if not editor.text.strip():  # an emptied editor: the default scenario again
            self._drafts.pop(event.option.id, None)
            self._procedure = None
        if event.option.id != self._procedure:
            self._load_default(event.option.id)

    def action_edit_scenario(self) -> None:
        """From the procedure list into the scenario's form (or its TOML text)."""
        self._focus_editor()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Tab is "edit the scenario" only in the procedure list (elsewhere it moves on); the
        letter keys of the tabs rest where letters are typed (text, the TOML, a select)."""
        if not super().check_action(action, parameters):
            return False
        if action == "edit_scenario":
            return self.focused is self.query_one("#setup-procedures")
        if action in ("toggle_editor", "default_setup"):  # the form's keys, with the form only
            return self.query_one(TabbedContent).active == "pane-new"
        typing = isinstance(self.focused, (Input, TextArea)) or self._in_form()
        if action == "leave_field":
            return typing
        if action == "back":
            return not typing
        if action == "tab" and takes_letters(self.focused):
            return False  # letters type there (or find a choice): never a shortcut
        return True

    @on(TabbedContent.TabActivated)
    def _tab_shown(self) -> None:
        self.refresh_bindings()  # (the form's keys come and go with its tab)

    @on(TextArea.Changed, "#setup-scenario")
    def _editor_changed(self) -> None:
        if self._from_form == self.query_one("#setup-scenario", TextArea).text:
            return  # written by the form, already checked
        timer = getattr(self, "_timer", None)
        if timer is not None:
            timer.stop()
        self._timer = self.set_timer(VALIDATE_DELAY, self._validate)

    # -- starting ----------------------------------------------------------------------------
    def action_start(self) -> None:
        """Start the battle from the active tab, once the keys typed before ctrl+r are in."""
        after_typing(self, self._start_now)

    def _start_now(self) -> None:
        active = self.query_one(TabbedContent).active
        if active == "pane-file":
            self._open_path(self.query_one("#setup-path", Input).value)
        elif active == "pane-saved":
            saved = self.query_one("#setup-saved", OptionList)
            if saved.highlighted is not None:
                self._open_saved(saved.highlighted)
        else:
            self._start_editor()

    @on(Button.Pressed, "#setup-start")
    @on(Input.Submitted, "#setup-seed")
    def _start_pressed(self) -> None:
        self._start_editor()

    @on(Input.Changed, "#setup-seed")
    def _seed_changed(self) -> None:
        self.seed_changed()

    @on(Input.Submitted, "#setup-path")
    def _path_submitted(self, event: Input.Submitted) -> None:
        self._open_path(event.value)

    @on(OptionList.OptionSelected, "#setup-examples")
    def _example_selected(self, event: OptionList.OptionSelected) -> None:
        path = shown_path(self._examples[event.option_index])
        self.query_one("#setup-path", Input).value = path
        self._open_path(path)

    # -- saved battles -----------------------------------------------------------------------
    @on(OptionList.OptionSelected, "#setup-saved")
    def _saved_selected(self, event: OptionList.OptionSelected) -> None:
        self._open_saved(event.option_index)

    # -- navigation --------------------------------------------------------------------------
    def action_tab(self, pane: str) -> None:
        """Switch to a tab and focus its main field."""
        self.query_one(TabbedContent).active = pane
        target = {
            "pane-new": "#setup-procedures",
            "pane-file": "#setup-path",
            "pane-saved": "#setup-saved",
        }[pane]
        if pane == "pane-saved":
            self._refresh_saved()
        self.query_one(target).focus()

    def action_to_examples(self) -> None:
        """Down in the file path field goes on to the list of examples below it."""
        if self.focused is self.query_one("#setup-path", Input):
            self.set_focus(self.query_one("#setup-examples", OptionList))

    def action_leave_field(self) -> None:
        """Leave a text field for the list of the tab it is on."""
        active = self.query_one(TabbedContent).active
        lists = {"pane-file": "#setup-examples", "pane-saved": "#setup-saved"}
        self.query_one(lists.get(active, "#setup-procedures"), OptionList).focus()

    def action_back(self) -> None:
        """Leave the screen."""
        self.settle_form()  # the last keys typed are in the set-up kept
        if len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        elif hasattr(self.app, "go_back"):
            self.app.go_back()
