"""``wartutor walk FILE``: open the terminal app's battle setup on a scenario or saved battle."""

from __future__ import annotations

import argparse
import importlib.util

from engine.errors import InputError
from engine.messages import N_, Msg
from locales import _
from tui.scenario_files import add_scenario_arguments, scenario_path

NAME = "walk"
ORDER = 5


def register(subparsers, lang_parent) -> None:
    """Add the ``walk`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("walk through a battle step by step in the terminal app"),
        description=_(
            "Open the terminal app's battle setup on a scenario file (TOML) or a saved battle "
            "(JSON): the set-up shows in the form with its odds, and Start (ctrl+r) begins the "
            "battle, or resumes a saved battle where it was saved. The file is checked first: "
            "a bad file is reported and the app does not start."
        ),
    )
    add_scenario_arguments(parser, _("scenario (TOML) or saved battle (JSON)"))
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Check the file (InputError: exit 2 before any UI), then open the app on it."""
    from tui.walk import open_walk

    file = scenario_path(args.file, args.example)
    try:
        open_walk(file)
    except RecursionError:  # a saved battle's JSON nested thousands of levels deep
        raise InputError(file, "", Msg(N_("nested too deeply"))) from None
    if importlib.util.find_spec("tui.app") is None:
        return _run_alone(file)
    from tui.app import run_app

    return run_app(scenario=file) or 0


def _run_alone(path: str) -> int:
    """The battle screen in a bare app (used only while the full app is not installed)."""
    from textual.app import App

    from tui.screens.battle import BattleScreen

    class WalkApp(App):
        def on_mount(self) -> None:
            self.push_screen(BattleScreen.from_file(path))

    WalkApp().run()
    return 0
