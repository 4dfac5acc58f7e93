"""The words of the setup screen: its labels in the UI language (again after a language
switch) and its F1 help.

:class:`SetupTextsMixin` is mixed into :class:`tui.screens.battle_setup.BattleSetupScreen`; it
uses the screen's widgets, ``_procedure``, ``_mark_editor_tab``, ``_refresh_saved`` and
``_validate``.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.widgets import Button, Input, OptionList, Static, TabbedContent
from textual.widgets.option_list import Option

from locales import _
from tui.battle_text import render
from tui.walk import procedure_specs
from tui.widgets.scenario_form import ScenarioForm


class SetupTextsMixin:
    """Labels and help of the setup screen."""

    def relabel(self) -> None:
        """Put every label in the current UI language (the editor's text is kept)."""
        self.query_one("#setup-title", Static).update(_("New battle"))
        tabs = self.query_one(TabbedContent)
        for pane, title, key in (
            ("pane-new", _("Procedure and scenario"), "n"),
            ("pane-file", _("Scenario file"), "f"),
            ("pane-saved", _("Saved battles"), "o"),
        ):
            tabs.get_tab(pane).label = Content(f"{title} [{key}]")
        for button_id, label in (
            ("#editor-form-tab", _("Form")),
            ("#editor-toml-tab", _("TOML")),
            ("#setup-start", _("Start")),
        ):
            button = self.query_one(button_id, Button)
            button.label = label
            button.refresh(layout=True)  # (a longer word in another language: a wider button)
        self._mark_editor_tab()
        form = self.query_one(ScenarioForm)
        if form.schema is not None:
            form.load(form.schema, form.data)
        procedures = self.query_one("#setup-procedures", OptionList)
        highlighted = procedures.highlighted
        procedures.set_options(Option(render(spec.title), id=spec.id) for spec in procedure_specs())
        procedures.highlighted = highlighted
        self.query_one("#setup-form-label", Static).update(
            _("Scenario (TOML): edit the values, then Start (ctrl+r)")
        )
        self.query_one("#setup-seed", Input).placeholder = _("seed (optional)")
        self.query_one("#setup-path-label", Static).update(
            _("Path of a scenario (TOML) or saved battle (JSON), then Enter:")
        )
        self.query_one("#setup-path", Input).placeholder = _("e.g. examples/his-basic.toml")
        self.query_one("#setup-examples-label", Static).update(_("Examples:"))
        self._describe_examples()
        self._refresh_saved()
        if self._procedure is not None:
            self._validate()

    def _describe_examples(self) -> None:
        """Each shipped example with what it sets up, in the UI language, under its path."""
        from tui.scenario_files import examples, shown_path

        described = {example.path: example.description.render(_) for example in examples()}
        shown = self.query_one("#setup-examples", OptionList)
        highlighted = shown.highlighted
        options = []
        for index, path in enumerate(self._examples):
            text = Text(shown_path(path))
            if described.get(path):
                text.append("\n  " + described[path], style="dim")
            options.append(Option(text, id=str(index)))
        shown.set_options(options)
        shown.highlighted = highlighted

    def help_markdown(self) -> str:
        """F1 help for this screen (Markdown, in the UI language)."""
        text = _(
            "# New battle\n\n"
            "- **n**: pick a procedure; its starting scenario appears in a form. Change the "
            "values (numbers with + and -, Tab to the next field); the help of the focused field "
            "shows below the form, and the exact odds of the battle as set up follow every "
            "change. **ctrl+t** switches between the form and the scenario's TOML text (both "
            "stay in step). Errors show below; optionally give a seed (without one the battle "
            "draws a seed and shows it in its title, so that it can be played again), then "
            "**ctrl+r** starts the battle.\n"
            "- **f**: type the path of a scenario file (examples are listed), then Enter: its "
            "set-up shows in the form.\n"
            "- **o**: pick a saved battle: its set-up and seed show in the form. **ctrl+r** with "
            "the set-up unchanged resumes the battle where it was saved; after a change you are "
            "asked first: **n** a new battle from this set-up (saved to a new file), **r** the "
            "saved set-up back, **Esc** back to the form. Saving a resumed battle updates its "
            "file.\n"
            "- **Esc**: back."
        )
        return (
            text
            + "\n"
            + _("- **ctrl+d**: the procedure's default set-up again, in place of your edits.")
            + "\n"
            + _(
                "- Your edits of a set-up are kept, also after quitting, and come back the next "
                "time you open that procedure; ctrl+d (after asking) and opening a file over "
                "them (after asking) replace them."
            )
        )


def keeps_chart_values(table, data, default) -> bool:
    """Whether ``data`` (a scenario, or a table of it) still gives, at some place, the value
    the ``default`` set-up gives there from one of the game's charts: a placeholder left."""
    if not isinstance(data, dict) or not isinstance(default, dict):
        return False
    for field in table.fields:
        value, placeholder = data.get(field.key), default.get(field.key)
        if value is None or placeholder is None:
            continue
        if field.from_chart:
            if value == placeholder and placeholder not in ([], {}, ""):  # (none: made up?)
                return True
            continue
        if field.type == "table":
            pairs = [(value, placeholder)]
        elif field.type == "tables" and isinstance(value, list) and isinstance(placeholder, list):
            pairs = list(zip(value, placeholder, strict=False))
        else:
            continue
        if any(keeps_chart_values(field.table, row, made_up) for row, made_up in pairs):
            return True
    return False
