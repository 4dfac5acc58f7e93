"""The wartutor terminal app: a thin shell around the screens.

Three modes, each with its own screen stack: ``glossary`` (home), ``reader`` and ``battle``.
The app owns what the screens share: the content and its search, history and favourites, the
UI language (a reactive the screens watch) and the theme, and the global keys.
"""

from __future__ import annotations

import sys
from pathlib import Path

from textual.app import App
from textual.binding import Binding
from textual.reactive import reactive
from textual.screen import ModalScreen

import locales
from locales import _
from locales.system_errors import os_error_text

from . import settings as user_settings
from . import storage
from .content_loading import ContentLoadingMixin
from .screens import N_, _Localized, keys, localize_bindings
from .screens.leaving import LeavingMixin
from .screens.navigation import NavigationMixin
from .stale_keys import StaleKeysMixin

MIN_WIDTH, MIN_HEIGHT = 80, 24
STYLES = Path(__file__).parent / "styles"
THEMES = {"dark": "textual-dark", "light": "textual-light"}


def _glossary_screen():
    from .screens.glossary import GlossaryScreen

    return GlossaryScreen()


def _reader_screen():
    from .screens.reader import ReaderScreen

    return ReaderScreen()


def _battle_screen():
    from .screens import _styles_current
    from .screens.battle_setup import BattleSetupScreen

    screen = BattleSetupScreen()
    _styles_current(screen)
    return screen


def _learn_screen():
    from .screens.learn import LearnScreen

    return LearnScreen()


def _provider(name: str):
    def load():
        from .widgets import palette

        return getattr(palette, name)

    load.__name__ = f"load_{name}"
    return load


class WartutorApp(StaleKeysMixin, ContentLoadingMixin, LeavingMixin, NavigationMixin, App):
    """The app. ``content`` may be given (tests use a small set). A scenario file
    (``scenario_source``) or a saved battle (``saved_battle``) opens in the battle setup form;
    a ``scenario_state`` without a file opens its battle at once."""

    TITLE = "wartutor"
    # The home screen's styles load with the app; the other screens bring their own
    # (DEFAULT_CSS read from styles/), so the first frame parses no more CSS than it needs.
    CSS_PATH = [STYLES / "app.tcss", STYLES / "glossary.tcss"]
    MODES = {
        "glossary": _glossary_screen,
        "reader": _reader_screen,
        "battle": _battle_screen,
        "learn": _learn_screen,
    }
    DEFAULT_MODE = "glossary"
    COMMANDS = {
        _provider(name)
        for name in (
            "AppCommandsProvider",
            "TermsProvider",
            "ChaptersProvider",
            "ProceduresProvider",
            "SavedBattlesProvider",
        )
    }
    COMMAND_PALETTE_BINDING = "ctrl+p"
    BINDINGS = [
        Binding("f1", "help", N_("Help"), id="help", priority=True),
        Binding("f2", "settings", N_("Settings"), show=False, priority=True, id="settings"),
        Binding("f3", "mode('glossary')", N_("Glossary"), show=False, priority=True, id="glossary"),
        Binding("f4", "mode('reader')", N_("Rules"), show=False, priority=True, id="reader"),
        Binding("f5", "mode('battle')", N_("Battle"), show=False, priority=True, id="battle"),
        Binding("f6", "mode('learn')", N_("Learn"), show=False, priority=True, id="learn"),
        Binding(keys("g"), "mode('glossary')", show=False, id="glossary-key"),
        Binding(keys("r"), "mode('reader')", show=False, id="reader-key"),
        Binding(keys("b"), "mode('battle')", show=False, id="battle-key"),
        Binding(keys("s"), "settings", show=False, id="settings-key"),
        Binding(keys("question_mark"), "help", show=False, id="help-key"),
        Binding(keys("q"), "quit", show=False, id="quit-key"),
        Binding(keys("ctrl+q"), "quit", N_("Quit"), show=False, priority=True, id="quit"),
        Binding(
            keys("ctrl+p"), "command_palette", N_("Commands"), False, priority=True, id="palette"
        ),
        Binding("ctrl+c", "help_quit", show=False, system=True),
    ]

    language: reactive[str] = reactive(locales.get_language, init=False)

    def __init__(
        self,
        *,
        content=None,
        scenario_state=None,
        scenario_source: str | None = None,
        saved_battle: str | None = None,
    ):
        super().__init__()
        self._given_content = content
        self.content = None
        self.content_error: str | None = None
        self._engine = None
        self._scenario = (scenario_state, scenario_source) if scenario_state is not None else None
        self._saved_battle = saved_battle
        self._mode_history: list[str] = []
        self.history = storage.RecentList("history", limit=50)
        self.favourites = storage.RecentList("favourites", limit=200)
        self._too_small = None
        self._first_frame = False
        self._loading = False
        self._content_callbacks: list = []
        saved = user_settings.read_settings()
        self.theme = THEMES[saved.get("theme", user_settings.DEFAULT_THEME)]
        localize_bindings(self)

    # -- start -------------------------------------------------------------------------------
    def on_mount(self) -> None:
        self.set_interval(0.5, self.show_storage_notices)
        self.show_storage_notices()
        self._check_size()
        if self._scenario is not None and self._scenario[1] is None:
            self.call_after_refresh(self.open_battle, self._scenario[0], None)
        elif self._scenario is not None or self._saved_battle is not None:
            path = self._scenario[1] if self._scenario is not None else self._saved_battle
            self.call_after_refresh(self.open_battle_file, path)

    def on_ready(self) -> None:
        """The first frame is on screen: now load the content (never before it)."""
        self._first_frame = True
        self._start_loading()
        if self._scenario is None and self._saved_battle is None:
            self.call_after_refresh(self.offer_recovery)

    # -- language and theme ------------------------------------------------------------------
    def set_language(self, lang: str, *, save: bool = True) -> None:
        """Switch the UI language live (and remember it)."""
        locales.set_language(lang)
        localize_bindings(self)
        self.language = lang
        screen = self.screen
        if not isinstance(screen, _Localized) and hasattr(screen, "refresh_language"):
            screen.call_later(screen.refresh_language)
        if save:
            self._save_setting(language=lang)

    def set_theme(self, name: str, *, save: bool = True) -> None:
        """Switch to the light or dark theme (and remember it)."""
        self.theme = THEMES[name]
        if save:
            self._save_setting(theme=name)

    @property
    def theme_name(self) -> str:
        """``dark`` or ``light``."""
        return "light" if self.theme == THEMES["light"] else "dark"

    def _save_setting(self, **changes: str) -> None:
        try:
            user_settings.save_settings(**changes)
        except OSError as error:
            self.notify(
                _("The settings could not be saved: {error}").format(error=os_error_text(error)),
                severity="error",
            )

    def show_storage_notices(self) -> None:
        """Show what the storage layer had to report (a file moved aside, a failed write)."""
        for message in storage.drain_notices():
            self.notify(message, title=_("Data file"), severity="warning", timeout=12)

    # -- modals ------------------------------------------------------------------------------
    def action_help(self) -> None:
        """Help for the screen in front (F1)."""
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss()
            return
        self.push_screen(HelpScreen(self.screen))

    def action_settings(self) -> None:
        """Language and theme."""
        from .screens.settings import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen())

    def action_command_palette(self) -> None:
        """The command palette, in the UI language."""
        from textual.command import CommandPalette

        from .widgets.palette import LocalizedCommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.ensure_content()
            self.push_screen(LocalizedCommandPalette())

    def get_system_commands(self, screen):
        """No untranslated system commands; :meth:`palette_commands` replaces them."""
        return iter(())

    def palette_commands(self):
        """The app's own commands for the palette: (label, callback, help) triples."""
        from .widgets.palette import app_commands

        return app_commands(self)

    def action_help_quit(self) -> None:
        self.notify(_("Press ctrl+q to quit."), title=_("Quit?"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self._too_small is not None and action not in ("quit", "help_quit"):
            return False
        if action in ("mode", "settings") and isinstance(self.screen, ModalScreen):
            return False
        if action == "help" and self.screen.has_class("--textual-command-palette"):
            return False
        if action == "mode" and parameters and parameters[0] == self.current_mode:
            return False
        return True

    # -- terminal size -----------------------------------------------------------------------
    def on_resize(self, event) -> None:
        self._check_size(event.size)

    def _check_size(self, size=None) -> None:
        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        if small and self._too_small is None:
            from .screens.too_small import TooSmallScreen

            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            screen, self._too_small = self._too_small, None
            if self.screen is screen:
                screen.dismiss()  # (if not on top, it closes itself when it is next shown)
        if self._too_small is not None:
            self._too_small.update_size(size.width, size.height)


def run_app(scenario: str | None = None) -> int:
    """Run the app; when ``scenario`` names a scenario (TOML) or a saved battle (JSON), it
    opens in the battle setup form. A bad file is reported on stderr and exits 2 before the
    app starts."""
    state = saved = None
    if scenario is not None:
        state, saved, code = _check_battle_file(scenario)
        if code:
            return code
    app = WartutorApp(scenario_state=state, scenario_source=scenario, saved_battle=saved)
    app.run()
    return app.return_code or 0


def _check_battle_file(scenario: str):
    """(state, saved battle path, exit code): read a scenario, or check a saved battle."""
    from engine.errors import InputError

    state = saved = None
    try:
        if scenario.lower().endswith(".json"):
            from .walk import load_battle

            load_battle(scenario)  # checked now; the walkthrough replays it when it opens
            saved = scenario
        else:
            from engine.scenario import load_scenario

            state = load_scenario(scenario)
    except InputError as error:
        sys.stderr.write(_("wartutor: error: {message}").format(message=error.render(_)) + "\n")
        return None, None, 2
    return state, saved, 0
