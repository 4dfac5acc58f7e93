"""The setup screen's form: a procedure's scenario shown, the form and the TOML text kept in step,
and the scenario checked, after which its exact odds follow (tui.screens.battle_setup_odds).

:class:`SetupFormMixin` is mixed into :class:`tui.screens.battle_setup.BattleSetupScreen`; it uses
the screen's ``#setup-editors`` tabs, its :class:`ScenarioForm`, the ``#setup-scenario`` TOML
text, the ``#setup-status`` and ``#setup-odds`` lines, and the screen's ``ready_text``.
"""

from __future__ import annotations

import copy
import time
import tomllib
from typing import Any

from textual.widgets import Button, ContentSwitcher, Static, TextArea

from engine import registry
from engine.errors import InputError
from engine.scenario import parse_scenario, scenario_table
from engine.schema import to_toml
from locales import _
from tui.battle_text import render
from tui.walk import Walk
from tui.widgets.form_inputs import field_id, key_label, key_path
from tui.widgets.scenario_form import ScenarioForm

from . import N_, after_typing
from .battle_setup_drafts import localized_default
from .battle_setup_odds import SetupOddsMixin


def top_comment(text: str) -> str:
    """The comment lines a scenario's TOML text starts with (kept when the form rewrites it)."""
    lines = []
    for line in text.splitlines(keepends=True):
        if not line.lstrip().startswith("#"):
            break
        lines.append(line if line.endswith("\n") else line + "\n")
    return "".join(lines)


def form_data(text: str) -> dict[str, Any] | None:
    """The scenario ``text`` as the form shows it (parsed TOML naming a known procedure), or
    None when the form cannot show it."""
    data = scenario_table(text)
    procedure = data.get("procedure") if data is not None else None
    return data if isinstance(procedure, str) and registry.get(procedure) else None


#: the name errors give the scenario being edited
EDITOR_SOURCE = N_("scenario editor")
#: seconds of calm after a change in the form before the check and the odds follow the changes
#: that come after it (a single change is checked at once, a burst of keys once more at its end)
FORM_DELAY = 0.05


class SetupFormMixin(SetupOddsMixin):
    """Form, TOML text and the scenario's check of the setup screen (its live odds: see
    battle_setup_odds)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._from_form: str | None = None
        self._check_timer = None  # the check and odds of the form's last change, on their way
        self._checked_at = 0.0  # when the form's last check ran (time.monotonic)
        self._error: InputError | None = None  # the scenario's error shown, if any

    def _load_default(self, procedure: str | None) -> None:
        """Show ``procedure``'s scenario: the player's edits of it if any, else its default.

        The edits of the procedure shown before are kept, so browsing the list loses nothing.
        """
        spec = registry.get(procedure) if procedure else None
        if spec is None:
            return
        editor = self.query_one("#setup-scenario", TextArea)
        self._keep_draft(editor.text)  # the edits of the procedure shown before are kept
        if procedure != self._procedure:
            self.drop_file_seed()
        self._procedure = procedure
        default = localized_default(procedure)  # (its names in the UI language)
        self._defaults.update((spec.default_scenario, default))
        text = self._drafts.get(procedure, default)
        if editor.text != text:
            editor.load_text(text)
        self._say_restored(procedure)
        self._load_form(spec, text)
        self._validate()

    def _focus_editor(self) -> None:
        """Focus the first field of the form, or the TOML text when that is shown."""
        if self._editor_shown() == "editor-toml":
            self.query_one(ScenarioForm).cancel_focus()
            self.query_one("#setup-scenario", TextArea).focus()
            return
        self.query_one(ScenarioForm).focus_first()

    def _load_form(self, spec, text: str) -> None:
        """Show a scenario's TOML text in the form. A text the form cannot show (not TOML, or
        not a scenario of a known procedure) is shown as text, with its error below it: the
        form holds the default meanwhile, and a change there would replace the text."""
        data = form_data(text)
        if data is None:
            data = tomllib.loads(localized_default(spec.id))
            self.query_one("#setup-editors", ContentSwitcher).current = "editor-toml"
            self._mark_editor_tab()
        self.query_one(ScenarioForm).load(spec.schema, data)

    def _in_form(self) -> bool:
        """Whether the focus is on a field of the form."""
        focused = self.focused
        return focused is not None and self.query_one(ScenarioForm) in focused.ancestors

    def _editor_shown(self) -> str:
        return self.query_one("#setup-editors", ContentSwitcher).current or "editor-form"

    def _show_editor(self, which: str) -> None:
        """Show the form or the TOML text, in step with the other, and focus it. The form is
        not shown while the text has an error it cannot hold (a change in the form would
        write the text anew, and the edits being fixed would be lost)."""
        text = self.query_one("#setup-scenario", TextArea).text
        if which == "editor-form" and form_data(text) is None:
            self.notify(
                _("The TOML text has an error the form cannot show: fix it first (ctrl+z undoes)."),
                severity="warning",
            )
            which = "editor-toml"
        self.query_one("#setup-editors", ContentSwitcher).current = which
        self._mark_editor_tab()
        self._sync_form()
        if self._error is not None:  # named as the editor now shown names it
            self._status(self.query_one("#setup-status", Static), self._error_text(), ok=False)
        self.call_after_refresh(self._focus_editor)

    def _mark_editor_tab(self) -> None:
        shown = self._editor_shown()
        for which in ("editor-form", "editor-toml"):
            self.query_one(f"#{which}-tab").set_class(which == shown, "-active")

    def settle_form(self) -> None:
        """Bring the values the form shows into the TOML text now, even those whose change
        messages are still on their way, and check them: a key pressed right after typing
        (ctrl+r, ctrl+t, ctrl+q) acts on what was typed."""
        self._settle_text()
        if self._check_timer is not None:
            self._check_now()

    def _settle_text(self) -> None:
        """The form's values not yet reported (see :meth:`ScenarioForm.settle`) into the text."""
        form = self.query_one(ScenarioForm)
        if self._editor_shown() == "editor-form" and form.settle():
            self._write_form(copy.deepcopy(form.data))

    def action_toggle_editor(self) -> None:
        """Switch between the form and the TOML text (with the keys typed before it)."""
        after_typing(self, self._toggle_editor_now)

    def _toggle_editor_now(self) -> None:
        self.settle_form()
        self._show_editor("editor-toml" if self._editor_shown() == "editor-form" else "editor-form")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id in ("editor-form-tab", "editor-toml-tab"):
            event.stop()
            self._show_editor(event.button.id.removesuffix("-tab"))

    def _sync_form(self) -> None:
        """Show the TOML text's values in the form (when the text is a table of this procedure)."""
        if self._editor_shown() != "editor-form":
            return
        data = form_data(self.query_one("#setup-scenario", TextArea).text)
        if data is None:
            return  # (not shown in the form: see _show_editor)
        form = self.query_one(ScenarioForm)
        if data != form.data:
            form.load(registry.get(data["procedure"]).schema, data)

    def on_scenario_form_changed(self, event: ScenarioForm.Changed) -> None:
        """A value changed in the form: the TOML text follows, and so do the check and the
        odds: at once for a change after a calm moment, else after a pause in typing
        (:data:`FORM_DELAY`), so that a burst of keys or a long paste is checked at its start
        and its end, not once per key. A change reported for another procedure than the
        one shown (the list moved on while it was on its way) is dropped: it must never land
        in this procedure's set-up."""
        procedure = event.data.get("procedure")
        if procedure is not None and procedure != self._procedure:
            return
        self._write_form(event.data)
        calm = time.monotonic() - self._checked_at >= FORM_DELAY
        if self._check_timer is None and calm:
            self._check_now()
            return
        if self._check_timer is not None:
            self._check_timer.stop()
        self._check_timer = self.set_timer(FORM_DELAY, self._check_now)

    def _write_form(self, data: dict[str, Any]) -> None:
        editor = self.query_one("#setup-scenario", TextArea)
        text = top_comment(editor.text) + to_toml(data)
        if editor.text != text:
            self._from_form = text
            editor.load_text(text)

    def _check_now(self) -> None:
        if self._check_timer is not None:
            self._check_timer.stop()
            self._check_timer = None
        self._checked_at = time.monotonic()
        self._validate()

    def keep_form_changes(self) -> None:
        """On quitting: the form's last values, typed but not yet checked, go into the set-up
        kept."""
        if self.query(ScenarioForm) and self.query("#setup-scenario"):
            self._settle_text()
            self._keep_draft(self.query_one("#setup-scenario", TextArea).text)

    def _validate(self) -> Walk | None:
        """Check the editor's scenario; show the error or "ready" below it."""
        text = self.query_one("#setup-scenario", TextArea).text
        self._keep_draft(text)
        status = self.query_one("#setup-status", Static)
        try:
            state = parse_scenario(text, _(EDITOR_SOURCE))
        except InputError as error:
            self._error = error
            self._status(status, self._error_text(), ok=False)
            self._clear_odds()
            return None
        self._error = None
        spec = registry.get(state.procedure)
        title = render(spec.title) if spec else state.procedure
        self._status(status, self.ready_text(title, state), ok=True)
        self._request_odds(state)
        return Walk.start(state, scenario=text)

    def _error_text(self) -> str:
        """The scenario's error: in the form, the field named by its labels ("Attacker ›
        Armies"); in the TOML text, by its key path ("attacker.armies"), as the player sees it."""
        error, schema = self._error, self.query_one(ScenarioForm).schema
        if error is None:
            return ""
        if not error.key or schema is None or self._editor_shown() != "editor-form":
            return error.render(_)
        where = ": ".join(part for part in (error.source, key_label(schema, error.key)) if part)
        return f"{where}: {error.problem.render(_)}"

    def _focus_fault(self) -> None:
        """After Start found an error: the TOML text when it is shown; in the form, the field at
        fault (else the focus stays where it was). Never a field that is not shown."""
        if self._editor_shown() == "editor-toml":
            self.query_one("#setup-scenario", TextArea).focus()
            return
        form = self.query_one(ScenarioForm)
        path = key_path(self._error.key) if self._error is not None else ()
        for end in range(len(path), 0, -1):  # the field itself, else the nearest one holding it
            found = [w for w in form.query(f"#{field_id(path[:end])}") if w.focusable]
            if found:
                found[0].focus()
                return

    def _status(self, widget: Static, text: str, ok: bool) -> None:
        widget.update(text)
        widget.set_class(not ok, "-error")
        widget.set_class(ok, "-ok")
