"""Settings: the UI language and the theme, applied at once and saved."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import RadioButton, RadioSet, Static

from locales import LANGUAGES, _, get_language

from ..widgets.keybar import KeyBar
from ..widgets.labels import LANGUAGE_NAMES
from ..widgets.marked_toggles import MarkedRadioButton
from . import N_, LocalizedModal, keys, stylesheet

THEMES = ("dark", "light")


class SettingsScreen(LocalizedModal):
    """Language and theme; every change is applied live and written to the config file."""

    DEFAULT_CSS = stylesheet("settings")

    BINDINGS = [
        Binding("escape", "dismiss", N_("Close"), id="close"),
        Binding(keys("q"), "dismiss", show=False, id="close-key"),
    ]

    def compose(self) -> ComposeResult:
        current = get_language()
        with Vertical(id="settings-box"):
            yield Static(id="settings-title")
            yield Static(id="language-label", classes="settings-label")
            with RadioSet(id="language"):
                for code in LANGUAGES:
                    yield MarkedRadioButton(
                        LANGUAGE_NAMES[code], value=code == current, id=f"lang-{code}"
                    )
            yield Static(id="theme-label", classes="settings-label")
            with RadioSet(id="theme"):
                for name in THEMES:
                    yield MarkedRadioButton(
                        name, value=name == self.app.theme_name, id=f"theme-{name}"
                    )
            yield Static(id="settings-hint")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.children:
            return  # dismissed before it was shown
        self.relabel()
        for group, current in (("language", get_language()), ("theme", self.app.theme_name)):
            radio = self.query_one(f"#{group}", RadioSet)
            names = [button.id.split("-", 1)[1] for button in radio.query(RadioButton)]
            if current in names:
                radio._selected = names.index(current)  # the cursor starts on the current choice
        self.query_one("#language", RadioSet).focus()

    def relabel(self) -> None:
        self.query_one("#settings-title", Static).update(_("Settings"))
        self.query_one("#language-label", Static).update(_("Language"))
        self.query_one("#theme-label", Static).update(_("Theme"))
        self.query_one("#theme-dark", RadioButton).label = _("Dark")
        self.query_one("#theme-light", RadioButton).label = _("Light")
        self.query_one("#settings-hint", Static).update(
            _("Up/Down and Enter choose, Tab moves on, Escape closes. Saved at once.")
        )

    @on(RadioSet.Changed, "#language")
    def _language(self, event: RadioSet.Changed) -> None:
        code = event.pressed.id.removeprefix("lang-")
        if code != get_language():
            self.app.set_language(code)

    @on(RadioSet.Changed, "#theme")
    def _theme(self, event: RadioSet.Changed) -> None:
        name = event.pressed.id.removeprefix("theme-")
        if name != self.app.theme_name:
            self.app.set_theme(name)

    def help_markdown(self) -> str:
        return _(
            "## Settings\n\n"
            "Choose the language of the app and of the rules texts (English, Deutsch, Русский, "
            "Italiano) and a dark or light theme. Changes apply at once and are saved in your "
            "configuration directory."
        )

    def action_dismiss(self) -> None:
        """Close the settings."""
        self.dismiss()
